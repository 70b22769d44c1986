import StyleParser
import StyleSemantics

/// The JSON of a run of diagnostics with holes for its line numbers: a run is the same while
/// its item is unchanged, and an edit elsewhere moves it by whole lines at most, so one
/// encoding serves every publish until the item itself changes. Each diagnostic's JSON
/// starts with a comma (the first run of a list drops its first).
final class EncodedDiagnostics {
    /// While the run is encoded: its JSON, line numbers left out.
    var json = JSONWriter()
    /// Where line numbers go: in `json` while it is encoded, then in `rendered`; as lines
    /// after the run's first.
    private var lineHoles: [(at: Int, line: Int)] = []
    /// The run's first position: lines count from it, and columns on its line depend on it.
    let start: LineIndex.Position
    /// The offsets whose positions depend only on the run's item; false when the encoding
    /// names a position elsewhere (then it is made afresh each time).
    let item: ClosedRange<Int>
    private(set) var reusable: Bool
    /// The JSON as last rendered, the holes filled for that first line: while typing on one
    /// line, most runs stay on theirs. Once rendered, the only copy kept (a large
    /// stylesheet's diagnostics are megabytes of JSON).
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
        guard let last = rendered else {
            let bytes = json.bytes.withUnsafeBufferPointer { fill($0, firstLine: firstLine, width: { _ in 0 }) }
            rendered = (firstLine, bytes)
            json = JSONWriter(capacity: 0)
            return bytes
        }
        if last.firstLine == firstLine { return last.bytes }
        // The numbers now in the last rendering are replaced.
        let bytes = fill(last.bytes.bytes.assumingMemoryBound(to: UInt8.self), firstLine: firstLine) {
            Self.digits(last.firstLine + $0)
        }
        rendered = (firstLine, bytes)
        return bytes
    }

    /// `source` with the number of each hole's line written at it, in place of the `width`
    /// bytes there; the holes move to where their numbers now start.
    private func fill(_ source: UnsafeBufferPointer<UInt8>, firstLine: Int, width: (Int) -> Int) -> PinnedBytes {
        var filled = JSONWriter(capacity: source.count + lineHoles.count * 4)
        var from = 0
        for index in lineHoles.indices {
            let hole = lineHoles[index]
            filled.raw(UnsafeBufferPointer(rebasing: source[from..<hole.at]))
            lineHoles[index].at = filled.bytes.count
            filled.number(firstLine + hole.line)
            from = hole.at + width(hole.line)
        }
        filled.raw(UnsafeBufferPointer(rebasing: source[from...]))
        return PinnedBytes(filled.bytes)
    }

    /// How many digits `number` (≥ 0) is written with.
    private static func digits(_ number: Int) -> Int {
        var count = 1, rest = number
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
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
