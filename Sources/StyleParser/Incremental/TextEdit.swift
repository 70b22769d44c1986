/// A change to a text: the bytes in `range` (UTF-8 offsets into the text before the change,
/// half-open) are replaced by `replacement`.
public struct TextEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: Range<Int>, replacement: String) {
        self.init(range: range, replacement: Array(replacement.utf8))
    }

    /// How much longer the text gets.
    public var delta: Int { replacement.count - range.count }

    /// `text` with this edit applied. The range is clamped to the text.
    public func applied(to text: [UInt8]) -> [UInt8] {
        let lower = min(max(range.lowerBound, 0), text.count)
        let upper = min(max(range.upperBound, lower), text.count)
        var result: [UInt8] = []
        result.reserveCapacity(text.count + replacement.count - (upper - lower))
        result.append(contentsOf: text[..<lower])
        result.append(contentsOf: replacement)
        result.append(contentsOf: text[upper...])
        return result
    }
}
