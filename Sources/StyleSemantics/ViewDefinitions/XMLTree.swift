/// An XML document as written, read by `XMLReader`: its nodes in document order with UTF-8 byte
/// ranges (half-open), attributes with the ranges of their names and raw values, and the
/// well-formedness problems found while reading. Names are kept as written (namespace prefixes
/// included); text and attribute values are decoded on demand, with a map back to the bytes.
public struct XMLTree: Sendable {
    /// A node. Offsets and indices are stored in 32 bits (files up to 2 GiB), so that a node
    /// takes 56 bytes instead of 144: on a file of tiny elements the tree is most of the memory.
    public struct Node: Sendable, Hashable {
        public enum Kind: String, Sendable {
            case element, text, cdata, comment, processingInstruction, declaration, doctype
        }

        public var kind: Kind
        /// True for `<name/>`.
        public var isSelfClosing = false
        private var bounds: Packed
        private var name: Packed
        private var content: Packed
        private var endTag = Packed(-1, -1)
        private var attributeIndices: Packed
        private var parentIndex: Int32 = -1
        private var firstChildIndex: Int32 = -1
        private var nextSiblingIndex: Int32 = -1

        init(kind: Kind, range: Range<Int>, nameRange: Range<Int>, contentRange: Range<Int>, attributes: Range<Int>) {
            self.kind = kind
            bounds = Packed(range)
            name = Packed(nameRange)
            content = Packed(contentRange)
            attributeIndices = Packed(attributes)
        }

        /// The whole node. An element runs from the `<` of its start tag to the `>` of its end
        /// tag, or to where it was closed implicitly (a mismatched end tag, the end of the file).
        public var range: Range<Int> {
            get { bounds.range }
            set { bounds = Packed(newValue) }
        }
        /// An element's tag name; a processing instruction's target; empty otherwise.
        public var nameRange: Range<Int> {
            get { name.range }
            set { name = Packed(newValue) }
        }
        /// An element's start tag; otherwise the content between the delimiters (`<!--`/`-->`,
        /// `<![CDATA[`/`]]>`, `<?target`/`?>`), or all of a text node.
        public var contentRange: Range<Int> {
            get { content.range }
            set { content = Packed(newValue) }
        }
        /// An element's end tag, when it has one of its own.
        public var endTagRange: Range<Int>? {
            get { endTag.lower < 0 ? nil : endTag.range }
            set { endTag = newValue.map(Packed.init) ?? Packed(-1, -1) }
        }
        /// An element's attributes: indices into `XMLTree.attributes`.
        public var attributes: Range<Int> {
            get { attributeIndices.range }
            set { attributeIndices = Packed(newValue) }
        }
        public var parent: Int? {
            get { parentIndex < 0 ? nil : Int(parentIndex) }
            set { parentIndex = Int32(truncatingIfNeeded: newValue ?? -1) }
        }
        public var firstChild: Int? {
            get { firstChildIndex < 0 ? nil : Int(firstChildIndex) }
            set { firstChildIndex = Int32(truncatingIfNeeded: newValue ?? -1) }
        }
        public var nextSibling: Int? {
            get { nextSiblingIndex < 0 ? nil : Int(nextSiblingIndex) }
            set { nextSiblingIndex = Int32(truncatingIfNeeded: newValue ?? -1) }
        }

        /// An element's start tag.
        public var startTagRange: Range<Int> { contentRange }

        /// An element's content: between its start tag and its end tag.
        public var innerRange: Range<Int> {
            guard kind == .element, !isSelfClosing else { return contentRange.upperBound..<contentRange.upperBound }
            return contentRange.upperBound..<(endTagRange?.lowerBound ?? range.upperBound)
        }
    }

    public struct Attribute: Sendable, Hashable {
        private var elementIndex: Int32
        private var bounds: Packed
        private var name: Packed
        private var valueBounds: Packed
        /// `"` or `'`; nil when the value is not quoted (a well-formedness error).
        public var quote: UInt8?
        /// The value with its entities decoded and its white space normalised, as an XML
        /// parser reports it.
        public var value: String

        init(element: Int, range: Range<Int>, nameRange: Range<Int>, valueRange: Range<Int>, quote: UInt8?, value: String) {
            elementIndex = Int32(truncatingIfNeeded: element)
            bounds = Packed(range)
            name = Packed(nameRange)
            valueBounds = Packed(valueRange)
            self.quote = quote
            self.value = value
        }

        /// The element's index in `nodes`.
        public var element: Int { Int(elementIndex) }
        /// From the name to the closing quote.
        public var range: Range<Int> { bounds.range }
        public var nameRange: Range<Int> { name.range }
        /// The raw text between the quotes (an unquoted value as written; empty when missing).
        public var valueRange: Range<Int> { valueBounds.range }
    }

    /// A range in 32 bits per bound.
    struct Packed: Sendable, Hashable {
        var lower: Int32
        var upper: Int32

        init(_ lower: Int32, _ upper: Int32) {
            self.lower = lower
            self.upper = upper
        }

        init(_ range: Range<Int>) {
            lower = Int32(truncatingIfNeeded: range.lowerBound)
            upper = Int32(truncatingIfNeeded: range.upperBound)
        }

        var range: Range<Int> { Int(lower)..<Int(max(lower, upper)) }
    }

    /// The largest file the tree can describe.
    public static let maximumSize = Int(Int32.max)

    public let bytes: [UInt8]
    /// In document order. Text that is only white space between markup is not kept.
    public internal(set) var nodes: [Node] = []
    public internal(set) var attributes: [Attribute] = []
    /// Well-formedness problems, in the order found.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The index of the first top-level node.
    public internal(set) var firstTopLevel: Int?
    /// The first top-level element.
    public internal(set) var root: Int?
    /// Whether the DOCTYPE declares entities (which are never expanded here).
    public internal(set) var declaresEntities = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A node's children, in order.
    public func children(of node: Int) -> [Int] {
        var result: [Int] = []
        var next = nodes[node].firstChild
        while let child = next {
            result.append(child)
            next = nodes[child].nextSibling
        }
        return result
    }

    /// The elements below `node` (not itself), in document order; `node` nil: all elements.
    public func elements(below node: Int? = nil) -> [Int] {
        guard let node else { return nodes.indices.filter { nodes[$0].kind == .element } }
        let end = nodes[node].range.upperBound
        var result: [Int] = []
        var index = node + 1
        // Nodes are in document order and an element ends before whatever follows it, so its
        // descendants are the nodes after it that start before its end.
        while index < nodes.count, nodes[index].range.lowerBound < end {
            if nodes[index].kind == .element { result.append(index) }
            index += 1
        }
        return result
    }

    /// The text of a byte range, invalid UTF-8 shown as U+FFFD.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[clamped(range)], as: UTF8.self)
    }

    /// An element's tag name or a processing instruction's target, as written.
    public func name(of node: Int) -> String { text(nodes[node].nameRange) }

    public func name(of attribute: Attribute) -> String { text(attribute.nameRange) }

    /// The attributes of an element.
    public func attributes(of node: Int) -> ArraySlice<Attribute> { attributes[nodes[node].attributes] }

    /// The decoded text of a text or CDATA node, of a comment, or of an element's content (its
    /// text and CDATA children, joined).
    public func decodedText(of node: Int) -> String {
        let item = nodes[node]
        switch item.kind {
        case .text: return XMLText(bytes, item.contentRange, context: .text).string
        case .cdata, .comment, .processingInstruction, .declaration, .doctype: return XMLText(bytes, item.contentRange, context: .raw).string
        case .element:
            var result = ""
            for child in children(of: node) where nodes[child].kind == .text || nodes[child].kind == .cdata {
                result += decodedText(of: child)
            }
            return result
        }
    }

    /// An attribute's value, decoded, with the map back to its bytes.
    public func decodedValue(of attribute: Attribute) -> XMLText {
        XMLText(bytes, attribute.valueRange, context: attribute.quote == nil ? .raw : .attribute)
    }

    func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        return lower..<min(max(range.upperBound, lower), bytes.count)
    }
}

/// Text decoded from XML (entities replaced, line breaks and, in attribute values, white space
/// normalised, invalid UTF-8 as U+FFFD), with a map between offsets in the decoded UTF-8 and
/// offsets in the source.
public struct XMLText: Sendable, Hashable {
    public enum Context: Sendable {
        /// Character data: entities, `\r\n` → `\n`.
        case text
        /// A quoted attribute value: also tab and line breaks → space.
        case attribute
        /// Comments, CDATA: only `\r\n` → `\n`.
        case raw
    }

    /// A point where source and decoded offsets correspond; between two anchors both advance
    /// together, except inside a replaced unit (an entity), which maps to its start.
    struct Anchor: Sendable, Hashable {
        var source: Int
        var decoded: Int
    }

    public let string: String
    /// The decoded text's UTF-8 length.
    public let count: Int
    public let sourceRange: Range<Int>
    /// Sorted by both offsets; the first is (sourceRange.lowerBound, 0).
    let anchors: [Anchor]

    public init(_ bytes: [UInt8], _ range: Range<Int>, context: Context) {
        self = bytes.withUnsafeBufferPointer { XMLText($0, range, context: context) }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, context: Context) {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        sourceRange = lower..<upper
        var output: [UInt8] = []
        output.reserveCapacity(upper - lower)
        var anchors = [Anchor(source: lower, decoded: 0)]
        var index = lower
        // Marks a unit of `width` source bytes that decoded to what was just appended.
        func replaced(from start: Int, width: Int, outputStart: Int) {
            if anchors.last?.source != start { anchors.append(Anchor(source: start, decoded: outputStart)) }
            anchors.append(Anchor(source: start + width, decoded: output.count))
        }
        while index < upper {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&") where context != .raw:
                let entity = XMLEntity.read(bytes, at: index, end: upper)
                if let scalar = entity.scalar {
                    let start = output.count
                    UTF8.encode(scalar) { output.append($0) }
                    replaced(from: index, width: entity.end - index, outputStart: start)
                    index = entity.end
                } else {
                    output.append(byte)  // kept as written (a diagnostic says why)
                    index += 1
                }
            case 0x0D:
                let start = output.count
                let width = index + 1 < upper && bytes[index + 1] == 0x0A ? 2 : 1
                output.append(context == .attribute ? 0x20 : 0x0A)
                if width == 2 { replaced(from: index, width: 2, outputStart: start) }
                index += width
            case 0x09 where context == .attribute, 0x0A where context == .attribute:
                output.append(0x20)
                index += 1
            case 0x80...:
                let length = UTF8Validation.sequenceLength(bytes, at: index, end: upper)
                if length == 0 {
                    let start = output.count
                    output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    replaced(from: index, width: 1, outputStart: start)
                    index += 1
                } else {
                    output.append(contentsOf: bytes[index..<(index + length)])
                    index += length
                }
            default:
                output.append(byte)
                index += 1
            }
        }
        if anchors.count > 1, anchors[anchors.count - 1].source != upper { anchors.append(Anchor(source: upper, decoded: output.count)) }
        self.anchors = anchors
        count = output.count
        string = String(decoding: output, as: UTF8.self)
    }

    /// The source offset of a decoded offset (clamped to the text); an offset inside a decoded
    /// entity maps to the entity's start.
    public func sourceOffset(_ decoded: Int) -> Int {
        convert(decoded, from: \.decoded, to: \.source, end: Anchor(source: sourceRange.upperBound, decoded: count))
    }

    /// The decoded offset of a source offset (clamped); inside an entity: its start.
    public func decodedOffset(_ source: Int) -> Int {
        convert(source, from: \.source, to: \.decoded, end: Anchor(source: sourceRange.upperBound, decoded: count))
    }

    /// Between two anchors offsets advance together, unless the span is one replaced unit.
    private func convert(_ offset: Int, from: KeyPath<Anchor, Int>, to: KeyPath<Anchor, Int>, end: Anchor) -> Int {
        let offset = min(max(offset, anchors[0][keyPath: from]), end[keyPath: from])
        var low = 0, high = anchors.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if anchors[middle][keyPath: from] <= offset { low = middle } else { high = middle - 1 }
        }
        let anchor = anchors[low]
        let next = low + 1 < anchors.count ? anchors[low + 1] : end
        if next.source - anchor.source != next.decoded - anchor.decoded {
            return offset == next[keyPath: from] ? next[keyPath: to] : anchor[keyPath: to]
        }
        return min(anchor[keyPath: to] + (offset - anchor[keyPath: from]), end[keyPath: to])
    }

    /// A decoded range in source offsets.
    public func sourceRange(_ decoded: Range<Int>) -> Range<Int> {
        let lower = sourceOffset(decoded.lowerBound)
        return lower..<max(lower, sourceOffset(decoded.upperBound))
    }
}

/// `&name;`, `&#N;` and `&#xH;`: the five predefined entities and character references.
enum XMLEntity {
    struct Reference {
        /// After the `;` when there is one; else after the `&`.
        var end: Int
        var scalar: Unicode.Scalar?
        /// Why it is not one, when it is not.
        var problem: String?
    }

    static let predefined: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
    /// Longer names than this are not read to their end (no entity is that long).
    static let maximumNameLength = 64

    /// The reference starting at `start` (an `&`), read no further than `end`.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Reference {
        var index = start + 1
        if index < end, bytes[index] == UInt8(ascii: "#") {
            index += 1
            var hex = false
            if index < end, bytes[index] == UInt8(ascii: "x") { hex = true; index += 1 }
            let digitsStart = index
            var value = 0
            while index < end, index - digitsStart < maximumNameLength, let digit = digitValue(bytes[index], hex: hex) {
                // Saturates instead of overflowing: anything above U+10FFFF is invalid anyway.
                value = min(value * (hex ? 16 : 10) + digit, 0x110000)
                index += 1
            }
            let written = String(decoding: bytes[start..<index], as: UTF8.self)
            guard index > digitsStart, index < end, bytes[index] == UInt8(ascii: ";") else {
                return Reference(end: start + 1, problem: "'\(written)' is not a character reference: expected \(hex ? "hexadecimal " : "")digits and ';' (write '&amp;' for a literal '&')")
            }
            guard let scalar = Unicode.Scalar(value), isXMLCharacter(scalar) else {
                return Reference(end: index + 1, problem: "'\(written);' is not a character XML allows")
            }
            return Reference(end: index + 1, scalar: scalar)
        }
        let nameStart = index
        while index < end, index - nameStart <= maximumNameLength, XMLReader.isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard index > nameStart, index < end, bytes[index] == UInt8(ascii: ";") else {
            return Reference(end: start + 1, problem: "'&' must start an entity reference such as '&amp;'; write '&amp;' for a literal '&'")
        }
        guard let scalar = predefined[name] else {
            return Reference(end: index + 1, problem: "unknown entity '&\(name);': XML knows &lt; &gt; &amp; &quot; &apos; and character references such as &#160;")
        }
        return Reference(end: index + 1, scalar: scalar)
    }

    static func digitValue(_ byte: UInt8, hex: Bool) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// XML 1.0 `Char`: tab, line breaks and everything from U+0020 but U+FFFE and U+FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0xFFFD: return true
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}

/// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
enum UTF8Validation {
    /// The length of the valid sequence starting at `index`, or 0 when the bytes there are not
    /// valid UTF-8.
    @inline(__always)
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let first = bytes[index]
        if first < 0x80 { return 1 }
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < end && bytes[index + offset] >= low && bytes[index + offset] <= high
        }
        switch first {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xE1...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
