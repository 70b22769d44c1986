import StyleParser
import Testing
import TestSupport

@Suite struct LineIndexTests {
    typealias Position = LineIndex.Position

    /// Updating the index for an edit gives the index of the new text, whatever line breaks
    /// the edit cuts, joins (`\r` + `\n`) or adds.
    @Test func applyingAnEditEqualsIndexingTheNewText() {
        var random = SeededRandom(state: 7)
        let pieces: [[UInt8]] = [[0x61], [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), [0x62, 0x63]]
        func randomBytes(_ count: Int) -> [UInt8] {
            (0..<count).flatMap { _ in random.pick(pieces) }
        }
        var bytes = randomBytes(40)
        var index = LineIndex(bytes)
        for _ in 0..<20000 {
            let lower = random.below(bytes.count + 1)
            let upper = lower + random.below(min(bytes.count - lower, 6) + 1)
            let edit = TextEdit(range: lower..<upper, replacement: randomBytes(random.below(4)))
            let newBytes = edit.applied(to: bytes)
            let updated = index.applying(edit, newBytes: newBytes)
            #expect(updated.lineStarts == LineIndex(newBytes).lineStarts, "\(bytes) + \(edit)")
            guard updated.lineStarts == LineIndex(newBytes).lineStarts else { return }
            (bytes, index) = newBytes.count > 400 ? ({ let fresh = randomBytes(40); return (fresh, LineIndex(fresh)) }()) : (newBytes, updated)
        }
    }

    /// Positions of offsets visited in order (each diagnostic of a publish), far apart or near,
    /// are those of a walk over the text, in every encoding, at line breaks and inside characters.
    @Test func positionsOfOffsetsInOrderAreThoseOfAWalk() {
        var random = SeededRandom(state: 11)
        let pieces: [[UInt8]] = [[0x61], [0x61], [0x61], [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("😀".utf8)]
        for _ in 0..<200 {
            let bytes = (0..<random.below(600)).flatMap { _ in random.pick(pieces) }
            let index = LineIndex(bytes)
            for encoding in [LineIndex.Encoding.utf8, .utf16, .utf32] {
                var line = -1
                var offset = 0
                while offset <= bytes.count {
                    let expected = Self.walk(bytes, to: offset, encoding: encoding)
                    #expect(index.position(of: offset, encoding: encoding) == expected, "\(bytes) at \(offset)")
                    #expect(index.position(of: offset, encoding: encoding, after: &line) == expected, "\(bytes) at \(offset)")
                    #expect(line == expected.line)
                    // Mostly forward, by a few bytes or by many lines; now and then back.
                    offset = random.below(8) == 0 ? random.below(bytes.count + 1) : offset + 1 + random.below(random.below(2) == 0 ? 4 : 300)
                }
            }
        }
    }

    /// The position of `offset` found by reading the text from its start.
    private static func walk(_ bytes: [UInt8], to offset: Int, encoding: LineIndex.Encoding) -> Position {
        var line = 0, lineStart = 0, index = 0
        while index < offset {
            let breakWidth = bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2
                : bytes[index] == 0x0A || bytes[index] == 0x0D ? 1 : 0
            if breakWidth > 0 && index + breakWidth <= offset {
                line += 1
                lineStart = index + breakWidth
            }
            index += max(breakWidth, 1)
        }
        // On the line's content; in UTF-16 and UTF-32, at the start of the character the offset
        // is in (UTF-8 columns name every byte).
        var end = lineStart
        while end < min(offset, bytes.count) && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        while encoding != .utf8 && end > lineStart && end < bytes.count && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        let content = String(decoding: bytes[lineStart..<end], as: UTF8.self)
        let column = switch encoding {
        case .utf8: end - lineStart
        case .utf16: content.utf16.count
        case .utf32: content.unicodeScalars.count
        }
        return Position(line: line, column: column)
    }

    @Test func allThreeLineBreaks() {
        let index = LineIndex("a\nb\r\nc\rd")
        #expect(index.lineStarts == [0, 2, 5, 7])
        #expect(index.position(of: 3) == Position(line: 1, column: 1))
        #expect(index.position(of: 4) == Position(line: 1, column: 1), "inside \\r\\n is the line's end")
        #expect(index.offset(of: Position(line: 2, column: 0)) == 5)
        #expect(index.offset(of: Position(line: 3, column: 1)) == 8)
        #expect(index.lineEnd(1) == 3)
    }

    @Test func utf16AndUTF8Columns() {
        // é is 2 UTF-8 bytes and 1 UTF-16 unit; 😀 is 4 bytes and 2 units.
        let index = LineIndex("x\né😀a")
        let a = Array("x\né😀".utf8).count
        #expect(index.position(of: a, encoding: .utf16) == Position(line: 1, column: 3))
        #expect(index.position(of: a, encoding: .utf8) == Position(line: 1, column: 6))
        #expect(index.position(of: a, encoding: .utf32) == Position(line: 1, column: 2))
        #expect(index.offset(of: Position(line: 1, column: 3), encoding: .utf16) == a)
        #expect(index.offset(of: Position(line: 1, column: 6), encoding: .utf8) == a)
        // Inside a surrogate pair: the end of the character.
        #expect(index.offset(of: Position(line: 1, column: 2), encoding: .utf16) == a)
        // Inside a UTF-8 sequence: its start.
        #expect(index.offset(of: Position(line: 1, column: 1), encoding: .utf8) == 2)
    }

    @Test func outOfRangePositionsClamp() {
        let index = LineIndex("ab\ncd")
        #expect(index.offset(of: Position(line: 0, column: 99)) == 2)
        #expect(index.offset(of: Position(line: 9, column: 0)) == 5)
        #expect(index.offset(of: Position(line: -1, column: 0)) == 0)
        #expect(index.position(of: 99) == Position(line: 1, column: 2))
    }

    @Test func invalidUTF8CountsAsOneUnitPerByte() {
        let index = LineIndex([0x61, 0xFF, 0xFE, 0x62])
        #expect(index.position(of: 3) == Position(line: 0, column: 3))
        #expect(index.offset(of: Position(line: 0, column: 3)) == 3)
    }

    @Test func emptyText() {
        let index = LineIndex("")
        #expect(index.lineCount == 1)
        #expect(index.position(of: 0) == Position(line: 0, column: 0))
    }
}

@Suite struct SyntaxNodeNavigationTests {
    @Test func tokenAndNodeAtOffset() {
        let (text, markers) = extractMarkers(".a { 1️⃣alpha:2️⃣ 0.5; }3️⃣")
        let tree = SyntaxTree(text)
        #expect(tree.root.token(at: markers["1️⃣"]!)?.text == "alpha")
        #expect(tree.root.token(at: markers["2️⃣"]!)?.kind == .whitespace)
        #expect(tree.root.token(at: markers["3️⃣"]!)?.text == "}")
        let node = tree.root.node(at: markers["1️⃣"]!)
        #expect(node.kind == .propertyName)
        #expect(node.ancestors.map(\.kind) == [.declaration, .block, .ruleset, .stylesheet])
    }

    /// The lookups seek through the root's chunks (a stylesheet with hundreds of items); they
    /// answer what a walk over every child answers, at every offset.
    @Test func lookupsAgreeWithAWalkOverEveryChild() {
        let items = (0..<300).map { index -> String in
            switch index % 5 {
            case 0: return ".a\(index) { alpha: 1; }\n"
            case 1: return "@v\(index): 2;"  // followed directly by the next item
            case 2: return "/* c */ .b { } .c { x: y; }\n\n"
            case 3: return "}\n"  // a stray brace: a top-level error
            default: return "UILabel{color:red}"
            }
        }
        let tree = SyntaxTree(items.joined())
        let children = tree.root.children
        for offset in 0...tree.bytes.count {
            let nonEmpty = children.filter { !$0.range.isEmpty }
            // The walk: the first non-empty child holding the offset, else the last, descended.
            var chosen = nonEmpty.first { $0.range.contains(offset) } ?? nonEmpty.last
            while case .node(let node)? = chosen {
                let inner = node.children.filter { !$0.range.isEmpty }
                chosen = inner.first { $0.range.contains(offset) } ?? inner.last
            }
            guard case .token(let expectedToken)? = chosen else {
                Issue.record("no token at \(offset)")
                continue
            }
            #expect(tree.root.token(at: offset) == expectedToken, "token at \(offset)")

            var expectedNode: SyntaxNode?
            for case .node(let node) in children where node.range.lowerBound < offset && offset <= node.range.upperBound
                || expectedNode == nil && node.range.lowerBound == offset {
                expectedNode = node
            }
            #expect(tree.topLevelNode(around: offset)?.range == expectedNode?.range, "top-level node around \(offset)")
        }
    }
}
