import StyleParser
import StyleSemantics

/// The JSON of a run of diagnostics with holes for its line numbers: a run is the same while
/// its item is unchanged, and an edit elsewhere moves it by whole lines at most, so one
/// encoding serves every publish until the item itself changes. Each diagnostic's JSON
/// starts with a comma (the first run of a list drops its first).
final class EncodedDiagnostics {
    var json = JSONWriter()
    /// Where line numbers go in `json`, as lines after the run's first.
    private var lineHoles: [(at: Int, line: Int)] = []
    /// The run's first position: lines count from it, and columns on its line depend on it.
    let start: LineIndex.Position
    /// The offsets whose positions depend only on the run's item; false when the encoding
    /// names a position elsewhere (then it is made afresh each time).
    let item: ClosedRange<Int>
    private(set) var reusable: Bool
    /// The JSON as last rendered, the holes filled for that first line: while typing on one
    /// line, most runs stay on theirs.
    private var rendered: (firstLine: Int, bytes: PinnedBytes)?

    init(start: LineIndex.Position, item: ClosedRange<Int>, reusable: Bool) {
        self.start = start
        self.item = item
        self.reusable = reusable
    }

    /// A line number of the run's document.
    func line(_ line: Int) {
        lineHoles.append((json.bytes.count, line - start.line))
    }

    /// Marks the encoding as depending on more than the run's item when `offset` is outside it.
    func note(_ offset: Int) {
        if !item.contains(offset) { reusable = false }
    }

    /// The JSON with the run's first line now at `firstLine`.
    func rendering(firstLine: Int) -> PinnedBytes {
        if let rendered, rendered.firstLine == firstLine { return rendered.bytes }
        var filled = JSONWriter(capacity: json.bytes.count + lineHoles.count * 4)
        var from = 0
        json.bytes.withUnsafeBufferPointer { bytes in
            for hole in lineHoles {
                filled.raw(UnsafeBufferPointer(rebasing: bytes[from..<hole.at]))
                filled.number(firstLine + hole.line)
                from = hole.at
            }
            filled.raw(UnsafeBufferPointer(rebasing: bytes[from...]))
        }
        let bytes = PinnedBytes(filled.bytes)
        if reusable { rendered = (firstLine, bytes) }
        return bytes
    }
}

/// Bytes at a fixed address for as long as the object lives: a message is written from many
/// of them at once (a gathered write) without first being copied together.
final class PinnedBytes {
    let bytes: UnsafeRawBufferPointer

    init(_ source: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 1)
        source.withUnsafeBytes { storage.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(storage)
    }

    deinit {
        bytes.deallocate()
    }
}
