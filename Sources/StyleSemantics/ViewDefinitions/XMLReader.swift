import StyleParser

/// Reads XML from bytes into an `XMLTree`, in one pass and linear time, with an explicit stack
/// (no recursion, any depth), never trapping on any input.
///
/// It is error-tolerant, as the stylesheet parser is: a well-formedness problem becomes a
/// diagnostic with a range and a message, and reading goes on (a mismatched end tag closes the
/// elements it skips, an unclosed start tag ends before the next `<`, an unterminated quoted
/// value ends at its line). Only UTF-8 is read; invalid UTF-8 anywhere (names, comments,
/// processing instructions) is reported, not fatal. A DOCTYPE is skipped, internal subset
/// included: no DTD is loaded and no entity but the predefined ones and character references
/// is expanded, so nothing outside the file is ever read.
public enum XMLReader {
    /// Reading goes on after this many problems, reporting only that there are more.
    public static let maximumDiagnostics = 500

    static let hashSeed = UInt64.random(in: 0...UInt64.max) | 1

    public static func read(_ bytes: [UInt8]) -> XMLTree {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(buffer, tree: XMLTree(bytes: bytes))
            scanner.run()
            scanner.tree.diagnostics = scanner.problems.diagnostics
            return scanner.tree
        }
    }

    /// Letters, digits, `_`, `-`, `.`, `:` and every non-ASCII byte (validated separately).
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isNameStartByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

extension XMLReader {
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let count: Int
        var tree: XMLTree
        /// The open elements, innermost last.
        var open: [Int] = []
        /// How many open elements have each name (by its hash): whether an end tag matches any
        /// of them is then known without searching the stack (quadratic on deep input).
        var openNames: [Int: Int] = [:]
        /// The last node of each open element (or of the top level), to link the next sibling.
        var lastChild: [Int?] = [nil]
        var sawRoot = false
        var sawDoctype = false
        /// Where the document starts (after a byte order mark).
        var documentStart = 0
        /// A reference, so that reporting needs no exclusive access to the scanner (messages
        /// are built lazily, from its state).
        final class Problems {
            var diagnostics: [Diagnostic] = []
            var reportedTooMany = false
        }
        let problems = Problems()

        init(_ bytes: UnsafeBufferPointer<UInt8>, tree: XMLTree) {
            self.bytes = bytes
            count = bytes.count
            self.tree = tree
        }

        @inline(__always)
        func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }

        func source(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }

        /// A name's hash: FNV-1a from a per-process random seed, mixed at the end. Cheaper than
        /// `Hasher` on every tag, and as unguessable: names crafted to collide could otherwise
        /// make end tags search the whole stack.
        func nameHash(_ range: Range<Int>) -> Int { Scanner.nameHash(bytes, range) }

        func equal(_ a: Range<Int>, _ b: Range<Int>) -> Bool { Scanner.equal(bytes, a, b) }

        // Static, on the buffer: called from mutating methods, methods on the scanner made the
        // compiler copy it (and retain everything in it) on every end tag.
        static func nameHash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
            var hash = XMLReader.hashSeed
            for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3 }
            hash ^= hash >> 29
            hash = hash &* 0xBF58_476D_1CE4_E5B9
            return Int(truncatingIfNeeded: hash ^ (hash >> 32))
        }

        static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
            guard a.count == b.count else { return false }
            var index = 0
            while index < a.count {
                if bytes[a.lowerBound + index] != bytes[b.lowerBound + index] { return false }
                index += 1
            }
            return true
        }

        /// Reports a problem; past the cap, without building its message.
        func problem(
            _ range: Range<Int>, _ message: @autoclosure () -> String, code: DiagnosticCode = .malformedXML, severity: DiagnosticSeverity? = nil,
            related: @autoclosure () -> [Diagnostic.Related] = []
        ) {
            if problems.diagnostics.count >= XMLReader.maximumDiagnostics {
                if !problems.reportedTooMany {
                    problems.reportedTooMany = true
                    problems.diagnostics.append(Diagnostic(.malformedXML, range: range, message: "too many problems in this file; the rest are not reported"))
                }
                return
            }
            problems.diagnostics.append(Diagnostic(code, range: range, message: message(), severity: severity, related: related()))
        }

        // MARK: - The document

        mutating func run() {
            // A guess from typical files (a node per 80 bytes, an attribute per 40), so that
            // the arrays seldom grow: growing copies them and touches fresh pages.
            guard count <= XMLTree.maximumSize else {
                problem(0..<0, "this file is larger than 2 GiB, too large to be a view definition")
                return
            }
            tree.nodes.reserveCapacity(count / 80)
            tree.attributes.reserveCapacity(count / 40)
            if count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
                problem(0..<2, "this file is UTF-16; view definitions are read as UTF-8 (save it as UTF-8)")
                return
            }
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { documentStart = 3 }
            var index = documentStart
            while index < count {
                if bytes[index] == UInt8(ascii: "<"), let next = markup(at: index) {
                    index = next
                } else {
                    index = text(from: index)
                }
            }
            while let element = open.last {
                let name = tree.nodes[element].nameRange
                problem(name, "'<\(source(name))>' is not closed: the file ends before its '</\(source(name))>'")
                close(element, at: count, endTag: nil)
            }
            if !sawRoot {
                problem(count..<count, count == documentStart ? "the file is empty: a view definition needs a root element" : "no root element: the file has no element")
            }
        }

        /// Adds a node under the innermost open element (or at the top level).
        mutating func append(_ node: XMLTree.Node) -> Int {
            var node = node
            let index = tree.nodes.count
            node.parent = open.last
            tree.nodes.append(node)
            if let previous = lastChild[lastChild.count - 1] {
                tree.nodes[previous].nextSibling = index
            } else if let parent = open.last {
                tree.nodes[parent].firstChild = index
            } else {
                tree.firstTopLevel = index
            }
            lastChild[lastChild.count - 1] = index
            return index
        }

        /// Reads the markup at `index` (a `<`); nil when the `<` starts no markup (it is text).
        mutating func markup(at index: Int) -> Int? {
            let next = byte(index + 1)
            switch next {
            case UInt8(ascii: "/"): return endTag(at: index)
            case UInt8(ascii: "?"): return processingInstruction(at: index)
            case UInt8(ascii: "!"):
                if starts(with: "<!--", at: index) { return comment(at: index) }
                if starts(with: "<![CDATA[", at: index) { return cdata(at: index) }
                if startsIgnoringCase(with: "<!DOCTYPE", at: index) { return doctype(at: index) }
                return bogusDeclaration(at: index)
            default:
                return XMLReader.isNameStartByte(next) ? startTag(at: index) : nil
            }
        }

        func starts(with literal: StaticString, at index: Int) -> Bool {
            let length = literal.utf8CodeUnitCount
            guard index + length <= count else { return false }
            let pointer = literal.utf8Start
            for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
            return true
        }

        func startsIgnoringCase(with literal: StaticString, at index: Int) -> Bool {
            let length = literal.utf8CodeUnitCount
            guard index + length <= count else { return false }
            let pointer = literal.utf8Start
            for offset in 0..<length where bytes[index + offset] | 0x20 != pointer[offset] | 0x20 { return false }
            return true
        }

        // MARK: - Text

        /// Character data up to the next `<` that starts markup.
        mutating func text(from start: Int) -> Int {
            var index = start
            var significant = false
            var strayCommentEnds: [Int] = []
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    // The caller found no markup at `start`.
                    if index > start, isMarkupStart(index) { break }
                    problem(index..<(index + 1), "'<' must start a tag; write '&lt;' for a literal '<'")
                    significant = true
                    index += 1
                    continue
                }
                switch byte {
                case 0x20, 0x0A, 0x09, 0x0D:
                    index += 1
                case UInt8(ascii: "&"):
                    significant = true
                    index = entity(at: index, end: count)
                case UInt8(ascii: "]") where starts(with: "]]>", at: index):
                    problem(index..<(index + 3), "']]>' is not allowed in text outside a CDATA section; write ']]&gt;'")
                    significant = true
                    index += 3
                case UInt8(ascii: "-") where starts(with: "-->", at: index):
                    strayCommentEnds.append(index)
                    significant = true
                    index += 3
                case 0x80...:
                    significant = true
                    index = character(at: index, end: count)
                case ..<0x20:
                    significant = true
                    index = control(at: index, end: count)
                default:
                    significant = true
                    index += 1
                }
            }
            guard significant else { return index }
            _ = append(XMLTree.Node(
                kind: .text, range: start..<index, nameRange: start..<start, contentRange: start..<index, attributes: 0..<0))
            if open.isEmpty {
                let trimmed = trimmedRange(start..<index)
                problem(
                    trimmed,
                    sawRoot ? "text after the root element: an XML document has one root element and nothing but comments after it"
                        : "text before the root element")
            } else {
                for offset in strayCommentEnds {
                    problem(
                        offset..<(offset + 3),
                        "'-->' outside a comment is text; is it left over from a comment that was removed?", code: .strayCommentEnd)
                }
            }
            return index
        }

        func isMarkupStart(_ index: Int) -> Bool {
            let next = byte(index + 1)
            return next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "!") || XMLReader.isNameStartByte(next)
        }

        func trimmedRange(_ range: Range<Int>) -> Range<Int> {
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper, XMLReader.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, XMLReader.isSpace(bytes[upper - 1]) { upper -= 1 }
            return lower..<upper
        }

        /// Checks the reference at `index` (an `&`); returns where reading goes on.
        func entity(at index: Int, end: Int) -> Int {
            let reference = XMLEntity.read(bytes, at: index, end: end)
            if var message = reference.problem {
                if tree.declaresEntities, reference.scalar == nil, reference.end > index + 1, byte(index + 1) != UInt8(ascii: "#") {
                    message += " (entities declared in the DOCTYPE are not expanded)"
                }
                problem(index..<max(reference.end, index + 1), message)
            }
            return max(reference.end, index + 1)
        }

        /// Checks the UTF-8 sequence at `index`; a run of invalid bytes is one problem.
        @inline(__always)
        func character(at index: Int, end: Int) -> Int {
            let length = UTF8Validation.sequenceLength(bytes, at: index, end: end)
            if length == 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                problem(index..<(index + 3), "the character U+FFF\(bytes[index + 2] == 0xBE ? "E" : "F") is not allowed in XML")
            }
            if length > 0 { return index + length }
            var stop = index + 1
            while stop < end, bytes[stop] >= 0x80, UTF8Validation.sequenceLength(bytes, at: stop, end: end) == 0 { stop += 1 }
            let shown = (index..<min(stop, index + 4)).map { "0x" + String(bytes[$0], radix: 16, uppercase: true) }.joined(separator: " ")
            problem(index..<stop, "invalid UTF-8 (\(shown)\(stop - index > 4 ? " …" : "")): view definitions must be UTF-8")
            return stop
        }

        /// Checks a byte below 0x20; a run of control characters is one problem.
        func control(at index: Int, end: Int) -> Int {
            let byte = bytes[index]
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return index + 1 }
            var stop = index + 1
            while stop < end, bytes[stop] < 0x20, bytes[stop] != 0x09, bytes[stop] != 0x0A, bytes[stop] != 0x0D { stop += 1 }
            let hex = String(byte, radix: 16, uppercase: true)
            problem(index..<stop, "the control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) is not allowed in XML")
            return stop
        }

        /// Checks the characters of `range` (comments, processing instructions, CDATA, DOCTYPE).
        func checkCharacters(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = bytes[index]
                if byte >= 0x80 {
                    index = character(at: index, end: range.upperBound)
                } else if byte < 0x20 {
                    index = control(at: index, end: range.upperBound)
                } else {
                    index += 1
                }
            }
        }

        /// A name starting at `index`; its invalid UTF-8 is reported.
        func name(at index: Int) -> Range<Int> {
            var end = index
            var hasNonASCII = false
            while end < count, XMLReader.isNameByte(bytes[end]) {
                if bytes[end] >= 0x80 { hasNonASCII = true }
                end += 1
            }
            if hasNonASCII { checkCharacters(index..<end) }
            return index..<end
        }

        mutating func skipSpace(_ index: inout Int) -> Bool {
            let start = index
            while index < count, XMLReader.isSpace(bytes[index]) { index += 1 }
            return index > start
        }

        // MARK: - Elements

        mutating func startTag(at start: Int) -> Int {
            let nameRange = name(at: start + 1)
            if open.isEmpty {
                if sawRoot {
                    problem(nameRange, "a second root element '<\(source(nameRange))>': an XML document has exactly one root element")
                }
                sawRoot = true
            }
            let element = append(XMLTree.Node(
                kind: .element, range: start..<nameRange.upperBound, nameRange: nameRange, contentRange: start..<nameRange.upperBound,
                attributes: tree.attributes.count..<tree.attributes.count))
            if tree.root == nil { tree.root = element }
            let firstAttribute = tree.attributes.count
            var index = nameRange.upperBound
            var end: Int?
            var selfClosing = false
            var seen: Set<Int>?
            while end == nil {
                let spaced = skipSpace(&index)
                guard index < count else {
                    problem(nameRange, "the start tag of '<\(source(nameRange))>' is not closed: expected '>' before the end of the file")
                    end = count
                    selfClosing = true
                    break
                }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: ">"):
                    end = index + 1
                case UInt8(ascii: "/") where self.byte(index + 1) == UInt8(ascii: ">"):
                    end = index + 2
                    selfClosing = true
                case UInt8(ascii: "<"):
                    // Most likely a tag still being typed: it ends here, empty.
                    problem(nameRange, "the start tag of '<\(source(nameRange))>' is not closed: expected '>' before the next '<'")
                    end = index
                    selfClosing = true
                case _ where XMLReader.isNameStartByte(byte):
                    let attributeName = name(at: index)
                    if !spaced {
                        problem(attributeName, "expected white space before the attribute '\(source(attributeName))'")
                    }
                    index = attribute(named: attributeName, element: element)
                    // Small elements compare names directly; a set keeps huge ones linear.
                    let attributes = tree.attributes.count - firstAttribute
                    var duplicate: Int?
                    if attributes > 16 {
                        if seen == nil { seen = Set((firstAttribute..<(tree.attributes.count - 1)).map { nameHash(tree.attributes[$0].nameRange) }) }
                        if seen?.insert(nameHash(attributeName)).inserted == false {
                            duplicate = (firstAttribute..<(tree.attributes.count - 1)).first { equal(tree.attributes[$0].nameRange, attributeName) }
                        }
                    } else {
                        duplicate = (firstAttribute..<(tree.attributes.count - 1)).first { equal(tree.attributes[$0].nameRange, attributeName) }
                    }
                    if let duplicate {
                        problem(
                            attributeName, "'<\(source(nameRange))>' has the attribute '\(source(attributeName))' twice",
                            related: [Diagnostic.Related(range: tree.attributes[duplicate].nameRange, message: "first given here")])
                    }
                default:
                    // Junk in the tag: one problem for the run of it.
                    var stop = index + 1
                    while stop < count, !XMLReader.isSpace(bytes[stop]), !XMLReader.isNameStartByte(bytes[stop]),
                        bytes[stop] != UInt8(ascii: ">"), bytes[stop] != UInt8(ascii: "<"), bytes[stop] != UInt8(ascii: "/") { stop += 1 }
                    problem(index..<stop, "unexpected '\(source(index..<stop))' in the start tag of '<\(source(nameRange))>': expected an attribute, '>' or '/>'")
                    index = stop
                }
            }
            let tagEnd = end ?? count
            tree.nodes[element].contentRange = start..<tagEnd
            tree.nodes[element].range = start..<tagEnd
            tree.nodes[element].attributes = firstAttribute..<tree.attributes.count
            tree.nodes[element].isSelfClosing = selfClosing
            if !selfClosing {
                open.append(element)
                openNames[nameHash(nameRange), default: 0] += 1
                lastChild.append(nil)
            }
            return tagEnd
        }

        /// An attribute whose name is read; returns where the tag goes on.
        mutating func attribute(named nameRange: Range<Int>, element: Int) -> Int {
            var index = nameRange.upperBound
            var name: String { source(nameRange) }
            var afterName = index
            _ = skipSpace(&afterName)
            guard afterName < count, bytes[afterName] == UInt8(ascii: "=") else {
                problem(nameRange, "the attribute '\(name)' has no value: write \(name)=\"…\"")
                tree.attributes.append(XMLTree.Attribute(
                    element: element, range: nameRange, nameRange: nameRange, valueRange: nameRange.upperBound..<nameRange.upperBound, quote: nil, value: ""))
                return index
            }
            index = afterName + 1
            _ = skipSpace(&index)
            let quote = byte(index)
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                // Unquoted: up to white space or the end of the tag.
                var stop = index
                while stop < count, !XMLReader.isSpace(bytes[stop]), bytes[stop] != UInt8(ascii: ">"), bytes[stop] != UInt8(ascii: "<"),
                    !(bytes[stop] == UInt8(ascii: "/") && byte(stop + 1) == UInt8(ascii: ">")) { stop += 1 }
                if stop == index {
                    problem(nameRange, "the attribute '\(name)' has no value after '='")
                } else {
                    checkCharacters(index..<stop)
                    problem(index..<stop, "the value of '\(name)' must be in quotes: \(name)=\"\(source(index..<stop))\"")
                }
                tree.attributes.append(XMLTree.Attribute(
                    element: element, range: nameRange.lowerBound..<stop, nameRange: nameRange, valueRange: index..<stop, quote: nil,
                    value: XMLText(bytes, index..<stop, context: .raw).string))
                return stop
            }
            let valueStart = index + 1
            var stop = valueStart
            // One tight loop for the common value: up to the quote, noting whether anything in
            // it needs a closer look (markup, an entity, a control or non-ASCII byte).
            var special = false
            while stop < count {
                let byte = bytes[stop]
                if byte == quote { break }
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte >= 0x80 || byte < 0x20 { special = true }
                stop += 1
            }
            var next = stop + 1
            if stop == count {
                // Unterminated: the value most likely ends at its line or at the tag's end.
                stop = valueStart
                while stop < count, bytes[stop] != 0x0A, bytes[stop] != 0x0D, bytes[stop] != UInt8(ascii: ">") { stop += 1 }
                problem(index..<stop, "the value of '\(name)' has no closing \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\""): it is read up to the end of its line")
                // `a="x/>`: the tag still closes itself.
                if byte(stop) == UInt8(ascii: ">"), stop > valueStart, bytes[stop - 1] == UInt8(ascii: "/") { stop -= 1 }
                next = stop
            }
            // Valid UTF-8 without entities or line breaks is its own value.
            var plain = true
            if special {
                var position = valueStart
                var reportedLessThan = false
                while position < stop {
                    switch bytes[position] {
                    case UInt8(ascii: "<"):
                        if !reportedLessThan {
                            problem(position..<(position + 1), "'<' is not allowed in an attribute value; write '&lt;'")
                            reportedLessThan = true
                        }
                        position += 1
                    case UInt8(ascii: "&"):
                        plain = false
                        position = entity(at: position, end: stop)
                    case 0x80...:
                        let next = character(at: position, end: stop)
                        if next != position + UTF8Validation.sequenceLength(bytes, at: position, end: stop) { plain = false }
                        position = next
                    case ..<0x20:
                        plain = false
                        position = control(at: position, end: stop)
                    default:
                        position += 1
                    }
                }
            }
            let value = plain
                ? String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<stop]), as: UTF8.self)
                : XMLText(bytes, valueStart..<stop, context: .attribute).string
            tree.attributes.append(XMLTree.Attribute(
                element: element, range: nameRange.lowerBound..<min(next, count), nameRange: nameRange, valueRange: valueStart..<stop, quote: quote,
                value: value))
            return next
        }

        mutating func endTag(at start: Int) -> Int {
            var index = start + 2
            let nameRange = name(at: index)
            index = nameRange.upperBound
            _ = skipSpace(&index)
            if nameRange.isEmpty || byte(index) != UInt8(ascii: ">") {
                // Up to the next '>' (consumed) or '<' (not).
                var stop = index
                while stop < count, bytes[stop] != UInt8(ascii: ">"), bytes[stop] != UInt8(ascii: "<") { stop += 1 }
                checkCharacters(index..<stop)
                if nameRange.isEmpty {
                    problem(start..<max(stop, start + 2), "expected an element name after '</'")
                    return stop < count && bytes[stop] == UInt8(ascii: ">") ? stop + 1 : max(stop, start + 2)
                }
                problem(start..<stop, "the end tag '</\(source(nameRange))' is not closed: expected '>'")
                index = stop
            }
            let end = index < count && bytes[index] == UInt8(ascii: ">") ? index + 1 : index
            // Most end tags close the innermost element; others are looked up by hash, then
            // searched for from the innermost: every element passed is closed, so the search
            // stays linear overall.
            let closesInnermost = open.last.map { equal(tree.nodes[$0].nameRange, nameRange) } ?? false
            guard closesInnermost || ((openNames[nameHash(nameRange)] ?? 0) > 0 && open.lastIndex { equal(tree.nodes[$0].nameRange, nameRange) } != nil)
            else {
                let innermost = open.last.map { "; the open element is '<\(source(tree.nodes[$0].nameRange))>'" } ?? ""
                problem(start..<end, "'</\(source(nameRange))>' closes no open element\(innermost)")
                return end
            }
            while let element = open.last {
                let elementName = tree.nodes[element].nameRange
                if equal(elementName, nameRange) {
                    close(element, at: end, endTag: start..<end)
                    break
                }
                problem(
                    elementName, "'<\(source(elementName))>' is not closed before '</\(source(nameRange))>'",
                    related: [Diagnostic.Related(range: start..<end, message: "'</\(source(nameRange))>' is here")])
                close(element, at: start, endTag: nil)
            }
            return end
        }

        mutating func close(_ element: Int, at end: Int, endTag: Range<Int>?) {
            open.removeLast()
            lastChild.removeLast()
            let name = Scanner.nameHash(bytes, tree.nodes[element].nameRange)
            if let remaining = openNames[name], remaining > 1 { openNames[name] = remaining - 1 } else { openNames[name] = nil }
            tree.nodes[element].range = tree.nodes[element].range.lowerBound..<end
            tree.nodes[element].endTagRange = endTag
        }

        // MARK: - Comments, CDATA, processing instructions, DOCTYPE

        mutating func comment(at start: Int) -> Int {
            let contentStart = start + 4
            var index = contentStart
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "-"), self.byte(index + 1) == UInt8(ascii: "-") {
                    // A run of dashes: `-->` ends the comment; any other `--` is an error, reported
                    // once per run (`--->` is one too, and still ends the comment).
                    var run = index + 2
                    while run < count, bytes[run] == UInt8(ascii: "-") { run += 1 }
                    if run > index + 2 || self.byte(run) != UInt8(ascii: ">") {
                        problem(index..<(self.byte(run) == UInt8(ascii: ">") ? max(run - 2, index + 2) : run), "'--' is not allowed inside a comment")
                    }
                    if self.byte(run) == UInt8(ascii: ">") {
                        _ = append(XMLTree.Node(
                            kind: .comment, range: start..<(run + 1), nameRange: start..<start, contentRange: contentStart..<(run - 2),
                            attributes: 0..<0))
                        return run + 1
                    }
                    index = run
                } else if byte >= 0x80 {
                    index = character(at: index, end: count)
                } else if byte < 0x20 {
                    index = control(at: index, end: count)
                } else {
                    index += 1
                }
            }
            problem(start..<contentStart, "unterminated comment: '<!--' has no '-->', so the rest of the file is a comment")
            _ = append(XMLTree.Node(kind: .comment, range: start..<count, nameRange: start..<start, contentRange: contentStart..<count, attributes: 0..<0))
            return count
        }

        mutating func cdata(at start: Int) -> Int {
            let contentStart = start + 9
            if open.isEmpty { problem(start..<contentStart, "a CDATA section belongs inside an element") }
            let close = find("]]>", from: contentStart)
            let contentEnd = close ?? count
            checkCharacters(contentStart..<contentEnd)
            if close == nil { problem(start..<contentStart, "unterminated CDATA section: '<![CDATA[' has no ']]>'") }
            let end = close.map { $0 + 3 } ?? count
            _ = append(XMLTree.Node(kind: .cdata, range: start..<end, nameRange: start..<start, contentRange: contentStart..<contentEnd, attributes: 0..<0))
            return end
        }

        mutating func processingInstruction(at start: Int) -> Int {
            let target = name(at: start + 2)
            let close = find("?>", from: target.upperBound)
            let contentEnd = close ?? count
            let end = close.map { $0 + 2 } ?? count
            checkCharacters(target.upperBound..<contentEnd)
            let isDeclaration = target.count == 3 && startsIgnoringCase(with: "xml", at: target.lowerBound)
            if target.isEmpty {
                problem(start..<(start + 2), "expected a name after '<?'")
            } else if isDeclaration {
                if start != documentStart {
                    problem(start..<end, "the XML declaration '<?xml …?>' must be at the very start of the file")
                } else if !starts(with: "xml", at: target.lowerBound) {
                    problem(target, "the XML declaration is written '<?xml', in lower case")
                }
                checkEncoding(target.upperBound..<contentEnd)
            }
            if close == nil { problem(start..<target.upperBound, "unterminated processing instruction: '<?' has no '?>'") }
            _ = append(XMLTree.Node(
                kind: isDeclaration ? .declaration : .processingInstruction, range: start..<end, nameRange: target,
                contentRange: target.upperBound..<contentEnd, attributes: 0..<0))
            return end
        }

        /// The declaration's `encoding`, which must be one read as UTF-8.
        func checkEncoding(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound, !(starts(with: "encoding", at: index) && index + 8 <= range.upperBound) { index += 1 }
            guard index < range.upperBound else { return }
            index += 8
            while index < range.upperBound, XMLReader.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "=") { index += 1 }
            guard index < range.upperBound, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return }
            let quote = bytes[index]
            let valueStart = index + 1
            var valueEnd = valueStart
            while valueEnd < range.upperBound, bytes[valueEnd] != quote { valueEnd += 1 }
            let value = source(valueStart..<valueEnd)
            guard !["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) else { return }
            problem(
                valueStart..<valueEnd, "this file declares the encoding '\(value)'; view definitions are read as UTF-8 (save it as UTF-8)",
                severity: .warning)
        }

        mutating func doctype(at start: Int) -> Int {
            if !starts(with: "<!DOCTYPE", at: start) {
                problem(start..<(start + 9), "'<!DOCTYPE' is written in upper case")
            }
            if sawRoot || !open.isEmpty {
                problem(start..<(start + 9), "a DOCTYPE belongs before the root element")
            } else if sawDoctype {
                problem(start..<(start + 9), "a second DOCTYPE")
            }
            sawDoctype = true
            // Skipped, internal subset included: quotes, comments and brackets can hold '>'.
            var index = start + 9
            var depth = 0
            var end: Int?
            while index < count, end == nil {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    let close = find(byte, from: index + 1)
                    index = close.map { $0 + 1 } ?? count
                case UInt8(ascii: "<") where starts(with: "<!--", at: index):
                    index = find("-->", from: index + 4).map { $0 + 3 } ?? count
                case UInt8(ascii: "<") where starts(with: "<!ENTITY", at: index):
                    tree.declaresEntities = true
                    index += 8
                case UInt8(ascii: "["):
                    depth += 1
                    index += 1
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                    index += 1
                case UInt8(ascii: ">") where depth == 0:
                    end = index + 1
                default:
                    index += 1
                }
            }
            let stop = end ?? count
            checkCharacters(start..<stop)
            if end == nil { problem(start..<(start + 9), "unterminated DOCTYPE: expected '>'") }
            let contentEnd = end == nil ? stop : stop - 1
            _ = append(XMLTree.Node(kind: .doctype, range: start..<stop, nameRange: start..<start, contentRange: (start + 9)..<max(start + 9, contentEnd), attributes: 0..<0))
            return stop
        }

        /// `<!` followed by neither a comment, CDATA nor DOCTYPE: skipped up to `>`.
        mutating func bogusDeclaration(at start: Int) -> Int {
            var stop = start + 2
            while stop < count, bytes[stop] != UInt8(ascii: ">"), bytes[stop] != UInt8(ascii: "<") { stop += 1 }
            if stop < count, bytes[stop] == UInt8(ascii: ">") { stop += 1 }
            checkCharacters(start..<stop)
            problem(start..<stop, "unexpected '<!': expected a comment '<!-- … -->', '<![CDATA[' or '<!DOCTYPE'")
            return stop
        }

        func find(_ literal: StaticString, from start: Int) -> Int? {
            let first = literal.utf8Start[0]
            var index = start
            while index < count {
                if bytes[index] == first, starts(with: literal, at: index) { return index }
                index += 1
            }
            return nil
        }

        func find(_ byte: UInt8, from start: Int) -> Int? {
            var index = start
            while index < count {
                if bytes[index] == byte { return index }
                index += 1
            }
            return nil
        }
    }
}
