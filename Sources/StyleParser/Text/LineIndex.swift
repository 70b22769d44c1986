import Foundation

/// Converts between UTF-8 byte offsets and (line, column) positions. Lines end at `\n`,
/// `\r\n` or `\r`, as in LSP. Columns count UTF-16 code units (LSP's default), UTF-8 bytes or
/// Unicode scalars; invalid UTF-8 bytes count as one unit each (they display as U+FFFD).
public struct LineIndex: Sendable {
    public enum Encoding: String, Sendable {
        case utf8 = "utf-8"
        case utf16 = "utf-16"
        case utf32 = "utf-32"
    }

    /// A zero-based line and column.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        public var description: String { "\(line):\(column)" }
    }

    public let bytes: [UInt8]
    /// The offset where each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        LineIndex.scan(bytes, from: 0, to: bytes.count, into: &starts)
        lineStarts = starts
    }

    private init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// Appends the starts of the lines that begin after a line break found in `from..<to`
    /// (a `\r\n` starting before `to` is read whole).
    private static func scan(_ bytes: [UInt8], from: Int, to: Int, into starts: inout [Int]) {
        bytes.withUnsafeBufferPointer { buffer in
            var index = from
            let count = buffer.count
            guard let base = buffer.baseAddress, from < to else { return }
            // Most texts have no `\r`: then each `\n` is found with memchr, many bytes a step.
            if memchr(base + from, 0x0D, min(to + 1, count) - from) == nil {
                while index < to, let found = memchr(base + index, 0x0A, to - index) {
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(index)
                }
                return
            }
            while index < to {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count && buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
    }

    /// The index of `newBytes`, which is this index's text with `edit` applied: lines before
    /// the edit are kept, the edited region is scanned again, and the lines after it move.
    public func applying(_ edit: TextEdit, newBytes: [UInt8]) -> LineIndex {
        let lower = min(max(edit.range.lowerBound, 0), bytes.count)
        let upper = min(max(edit.range.upperBound, lower), bytes.count)
        let delta = newBytes.count - bytes.count
        // From the start of the line before the edit: a `\r` just before it may join a `\n`.
        let scanFrom = lineStarts[line(containing: max(lower - 1, 0))]
        var starts = Array(lineStarts[...line(containing: scanFrom)])
        let scanTo = min(lower + edit.replacement.count + 1, newBytes.count)
        LineIndex.scan(newBytes, from: scanFrom, to: scanTo, into: &starts)
        // Bytes from `scanTo - 1` on are the old bytes after the edit, so old line starts past
        // the edit and past what the scan found are still line starts, moved by `delta`.
        let lastScanned = starts.last!
        var next = line(containing: upper)
        while next < lineStarts.count && (lineStarts[next] <= upper || lineStarts[next] + delta <= lastScanned) { next += 1 }
        starts.reserveCapacity(starts.count + lineStarts.count - next)
        for index in next..<lineStarts.count { starts.append(lineStarts[index] + delta) }
        return LineIndex(bytes: newBytes, lineStarts: starts)
    }

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// The zero-based line containing `offset` (clamped to the text).
    public func line(containing offset: Int) -> Int {
        lastLine(startingAtOrBefore: min(max(offset, 0), bytes.count), in: 0, lineStarts.count - 1)
    }

    /// The last line in `low...high` that starts at or before `offset` (`low`'s does).
    private func lastLine(startingAtOrBefore offset: Int, in low: Int, _ high: Int) -> Int {
        var low = low, high = high
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The offset where `line`'s content ends (before its line break).
    public func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
        return max(end, lineStarts[line])
    }

    /// The position of `offset`. An offset inside a multi-byte character maps to its start.
    public func position(of offset: Int, encoding: Encoding = .utf16) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        return position(of: offset, onLine: line(containing: offset), encoding: encoding)
    }

    /// The same, for offsets visited in increasing order (thousands of diagnostics): the search
    /// starts at `line`, the line of the previous offset, and leaves it at this one's.
    public func position(of offset: Int, encoding: Encoding = .utf16, after line: inout Int) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        if line < 0 || line >= lineStarts.count || lineStarts[line] > offset {
            line = self.line(containing: offset)
        } else {
            // Galloping from the last line, then a binary search between the last two probes:
            // near lines cost a step or two, far ones a logarithm, without a whole-index search.
            var low = line, step = 1
            var high = line + 1
            while high < lineStarts.count && lineStarts[high] <= offset {
                low = high
                step *= 2
                high = low + step
            }
            line = lastLine(startingAtOrBefore: offset, in: low, min(high, lineStarts.count) - 1)
        }
        return position(of: offset, onLine: line, encoding: encoding)
    }

    private func position(of offset: Int, onLine line: Int, encoding: Encoding) -> Position {
        let start = lineStarts[line]
        // Only an offset in the last two bytes of a line can be past its content (`\r\n`):
        // others need not read the text there (a cache miss for each of thousands of runs).
        let next = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        let end = offset <= next - 2 ? offset : min(offset, lineEnd(line))
        if encoding == .utf8 { return Position(line: line, column: end - start) }
        var column = 0
        var index = start
        while index < end {
            let (length, units) = character(at: index, encoding: encoding)
            if index + length > end { break }
            index += length
            column += units
        }
        return Position(line: line, column: column)
    }

    /// The offset of `position`. Lines past the end map to the end of the text; columns past
    /// the end of a line map to the end of its content; a column inside a character (the middle
    /// of a UTF-16 surrogate pair) maps to the end of that character.
    public func offset(of position: Position, encoding: Encoding = .utf16) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        let column = max(position.column, 0)
        if encoding == .utf8 {
            var offset = min(start + column, end)
            // Never split a character.
            while offset > start && offset < end && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        }
        var units = 0
        var index = start
        while index < end && units < column {
            let (length, count) = character(at: index, encoding: encoding)
            index += length
            units += count
        }
        return index
    }

    /// The byte length of the character at `index` and how many units of `encoding` it takes.
    private func character(at index: Int, encoding: Encoding) -> (length: Int, units: Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (1, 1) }
        var length = 0
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (1, 1)
        }
        guard index + length <= bytes.count else { return (1, 1) }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return (1, 1) }
        if length == 3 {
            // Overlong forms and surrogates are invalid.
            let second = bytes[index + 1]
            if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) { return (1, 1) }
        }
        if length == 4 {
            let second = bytes[index + 1]
            if (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F) { return (1, 1) }
        }
        let units = encoding == .utf16 && length == 4 ? 2 : 1
        return (length, units)
    }
}
