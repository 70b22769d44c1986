import StyleParser
import StyleSemantics

/// The JSON of a run of diagnostics with holes for its line numbers: a run is the same while
/// its item is unchanged, and an edit elsewhere moves it by whole lines at most, so one
/// encoding serves every publish until the item itself changes.
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
    /// The JSON as last written, with the holes filled for that first line: while typing on
    /// one line, most runs stay on theirs, and are copied in one piece.
    private var written: (firstLine: Int, bytes: [UInt8])?

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

    /// Writes the JSON with the run's first line now at `firstLine`.
    func write(firstLine: Int, to writer: inout JSONWriter) {
        if let written, written.firstLine == firstLine {
            writer.raw(written.bytes)
            return
        }
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
        writer.raw(filled.bytes)
        if reusable { written = (firstLine, filled.bytes) }
    }
}
