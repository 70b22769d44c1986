import Foundation
import StyleSemantics
import Testing
import TestSupport

/// The reader on input that crashes or stalls other XML parsers: invalid UTF-8 where
/// Foundation's `XMLParser` on Linux traps (element and attribute names, comments, processing
/// instructions), 100,000 levels of nesting, and thousands of random and mutated files from
/// fixed seeds. None may trap; every tree keeps its invariants.
@Suite struct XMLReaderRobustnessTests {
    @Test func invalidUTF8InAnElementName() {
        assertXML(bytes: Array("<vi".utf8) + [0xFF] + Array("ew><label/></vi".utf8) + [0xFF] + Array("ew>".utf8), tree: """
            element vi�ew 0..23 name 1..6
              element label 7..15 name 8..13 self-closing
            3..4 error: invalid UTF-8 (0xFF): view definitions must be UTF-8 [malformed-xml]
            19..20 error: invalid UTF-8 (0xFF): view definitions must be UTF-8 [malformed-xml]
            """)
    }

    @Test func invalidUTF8InAnAttributeNameAndValue() {
        assertXML(bytes: Array("<view cl".utf8) + [0xC3, 0x28] + Array("ass=\"a".utf8) + [0xE2, 0x82] + Array("\"/>".utf8), tree: """
            element view 0..21 name 1..5 self-closing
              attribute cl� 6..9 value 9..9 unquoted ""
              attribute ass 10..19 value 15..18 "a��"
            8..9 error: invalid UTF-8 (0xC3): view definitions must be UTF-8 [malformed-xml]
            6..9 error: the attribute 'cl�' has no value: write cl�="…" [malformed-xml]
            9..10 error: unexpected '(' in the start tag of '<view>': expected an attribute, '>' or '/>' [malformed-xml]
            10..13 error: expected white space before the attribute 'ass' [malformed-xml]
            16..18 error: invalid UTF-8 (0xE2 0x82): view definitions must be UTF-8 [malformed-xml]
            """)
    }

    @Test func invalidUTF8InACommentAndAProcessingInstruction() {
        assertXML(bytes: Array("<!-- ".utf8) + [0xF0, 0x28, 0x8C, 0xBC] + Array(" --><?pi ".utf8) + [0xED, 0xA0, 0x80] + Array("?><view/>".utf8), tree: """
            comment 0..13 " �(�� "
            processingInstruction pi 13..23 " ���"
            element view 23..30 name 24..28 self-closing
            5..6 error: invalid UTF-8 (0xF0): view definitions must be UTF-8 [malformed-xml]
            7..9 error: invalid UTF-8 (0x8C 0xBC): view definitions must be UTF-8 [malformed-xml]
            18..21 error: invalid UTF-8 (0xED 0xA0 0x80): view definitions must be UTF-8 [malformed-xml]
            """)
    }

    @Test func invalidUTF8InTextAndOverlongForms() {
        assertXML(bytes: Array("<view>".utf8) + [0xC0, 0xAF, 0x41, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x42, 0xEF, 0xBF, 0xBE] + Array("</view>".utf8), tree: """
            element view 0..25 name 1..5
              text 6..18 "��A�����B￾"
            6..8 error: invalid UTF-8 (0xC0 0xAF): view definitions must be UTF-8 [malformed-xml]
            9..14 error: invalid UTF-8 (0xF8 0x88 0x80 0x80 …): view definitions must be UTF-8 [malformed-xml]
            15..18 error: the character U+FFFE is not allowed in XML [malformed-xml]
            """)
    }

    @Test func invalidUTF8BeforeADeclaredEncoding() {
        assertXML(bytes: Array("<?xml version=\"1.0\" ".utf8) + [0xFF, 0xFE] + Array(" encoding=\"latin1\"?><view/>".utf8), tree: """
            declaration xml 0..42 " version=\\"1.0\\" �� encoding=\\"latin1\\""
            element view 42..49 name 43..47 self-closing
            20..22 error: invalid UTF-8 (0xFF 0xFE): view definitions must be UTF-8 [malformed-xml]
            33..39 warning: this file declares the encoding 'latin1'; view definitions are read as UTF-8 (save it as UTF-8) [malformed-xml]
            """)
    }

    /// A file Foundation's parser kills the process on: the checker reports it instead.
    @Test func theCheckerReportsInvalidUTF8() {
        let bytes = Array("<layout><vi".utf8) + [0xFF] + Array("ew style=\"alpha: 0.5\"/></layout>".utf8)
        let diagnostics = ViewDefinitionChecker.diagnostics(bytes: bytes, path: "/p/Broken.xml", context: AnalysisContext(configuration: ProjectConfiguration(directory: "/p")))
        #expect(diagnostics.map(\.description) == [
            "9..14 warning: '<vi\u{FFFD}ew>' is not a view element InterfaCSS 2 knows, so it builds a plain UIView; did you mean 'view'? [unknown-element]",
            "11..12 error: invalid UTF-8 (0xFF): view definitions must be UTF-8 [malformed-xml]",
        ])
    }

    @Test func oneHundredThousandLevelsOfNesting() {
        let depth = 100_000
        let wellFormed = Array((String(repeating: "<view a=\"1\">", count: depth) + String(repeating: "</view>", count: depth)).utf8)
        let tree = XMLReader.read(wellFormed)
        #expect(tree.nodes.count == depth)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.nodes[depth - 1].parent == depth - 2)
        #expect(tree.nodes[0].range == 0..<wellFormed.count)

        let definition = ViewDefinition.parse(wellFormed, path: "/p/deep.xml")
        #expect(definition.elements.count == depth)
        #expect(definition.elements[depth - 1].parent == depth - 2)
        let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/p"))
        // 'a' is no attribute: one warning per element, up to the limit of a report.
        let diagnostics = ViewDefinitionChecker.diagnostics(of: definition, context: context)
        #expect(diagnostics.count == Diagnostic.maximumPerDocument + 1)
        #expect(diagnostics.last?.description == "120006..120007 warning: 90000 more problems from here on are not reported: a file reports at most 10000 [too-many-diagnostics]")

        // Never closed: one problem per element, capped.
        let unclosed = XMLReader.read(Array(String(repeating: "<v>", count: depth).utf8))
        #expect(unclosed.nodes.count == depth)
        #expect(unclosed.diagnostics.count == XMLReader.maximumDiagnostics + 1)

        // End tags that match nothing open, and one that closes everything.
        let mismatched = XMLReader.read(Array((String(repeating: "<a>", count: depth) + String(repeating: "</b>", count: depth) + "</a>").utf8))
        #expect(mismatched.nodes.count == depth)
        #expect(mismatched.diagnostics.count == XMLReader.maximumDiagnostics + 1)
        #expect(mismatched.nodes[0].endTagRange == nil && mismatched.nodes[depth - 1].endTagRange != nil)

        // End tags that skip one element each, below a deep stack: each is found from the top.
        let skipping = XMLReader.read(Array((String(repeating: "<x>", count: depth / 2) + String(repeating: "<a><b></a>", count: depth / 2)).utf8))
        #expect(skipping.nodes.count == depth + depth / 2)
        #expect(skipping.nodes[depth / 2].endTagRange != nil && skipping.nodes[depth / 2 + 1].endTagRange == nil)
    }

    /// Duplicate attributes are found by hash past a few, so a huge start tag stays linear.
    @Test func oneHundredThousandAttributes() {
        let tag = "<view " + (0..<100_000).map { "a\($0)=\"x\"" }.joined(separator: " ") + " a5=\"y\"/>"
        let tree = XMLReader.read(Array(tag.utf8))
        #expect(tree.attributes.count == 100_001)
        #expect(tree.diagnostics.map(\.message) == ["'<view>' has the attribute 'a5' twice"])
        #expect(tree.diagnostics.first?.related.first?.range == tree.attributes[5].nameRange)
    }

    /// Random bytes drawn mostly from XML's punctuation, and mutations of real view
    /// definitions: no trap, every invariant kept, and the view-definition layers on top too.
    @Test func randomAndMutatedInputs() throws {
        var random = SeededRandom(state: 0x0C0F_FEE0_0D15_EA5E)
        let pieces: [[UInt8]] = [
            "<", ">", "/", "=", "\"", "'", "&", ";", "!", "-", "?", "[", "]", " ", "\n", "\r", "a", "view", "label", "style",
            "<!--", "-->", "<![CDATA[", "]]>", "<?xml", "?>", "<!DOCTYPE", "&amp;", "&#x41;", "&#", "layout", "class=\"a\"",
            "style=\"alpha: 0.5; mu: mu\"", "layout=\"size(10, 10), top(x.bottom)\"", "é", "\u{0}",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/p"))
        var inputs: [[UInt8]] = []
        for _ in 0..<1500 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(60) { bytes += random.pick(pieces) }
            inputs.append(bytes)
        }
        let seeds = viewDefinitionSeeds.map { Array($0.utf8) } + [Array(try Data(contentsOf: corpusDirectory.appendingPathComponent("viewDefinitionTest.xml")))]
        for _ in 0..<1500 {
            var bytes = random.pick(seeds)
            for _ in 0..<(1 + random.below(6)) {
                let position = random.below(bytes.count + 1)
                switch random.below(4) {
                case 0: bytes.insert(contentsOf: random.pick(pieces), at: position)
                case 1: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.below(12)))
                case 2: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
                default:
                    let end = min(bytes.count, position + random.below(40))
                    bytes.insert(contentsOf: bytes[position..<end], at: random.below(bytes.count + 1))
                }
            }
            inputs.append(bytes)
        }
        for bytes in inputs {
            let tree = XMLReader.read(bytes)
            let problems = invariantViolations(tree)
            #expect(problems.isEmpty, "\(problems) for \(bytes)")
            if !problems.isEmpty { break }
            let definition = ViewDefinition(tree: tree, path: "/p/Random.xml")
            for diagnostic in ViewDefinitionChecker.diagnostics(of: definition, context: context, layoutFiles: ["Cell.xml"]) {
                #expect(diagnostic.range.upperBound <= bytes.count && diagnostic.range.lowerBound <= diagnostic.range.upperBound, "\(diagnostic) for \(bytes)")
            }
        }
    }
}

/// Small view definitions of both formats, for mutation.
let viewDefinitionSeeds = [
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <layout useSafeAreaInsets="false">
      <view class="root" style="flex-direction: row; justify-content: flex-center">
        <label id="title" style="font-size: 12; mu: mu">Hello &amp; bye</label>
        <tableView id="list"><cell id="c" layout="Cell.xml" implementation="Cell"/></tableView>
        <button type="system" alpha="0.5">OK</button>
      </view>
      <!-- a comment -->
      <style>#title { textColor: red; }</style>
    </layout>
    """,
    """
    <view id="root" class="screen">
        <label id="title" class="headline" layout="top(guide.top + 8), left(16), right(parent.right - 16)"/>
        <button id="go" class="primary, rounded" layout="size(120, 44), centerX(parent), top(title + 12)"/>
        <tableView id="list"><tableViewCell prototype="row" class="rowCell"><label/></tableViewCell></tableView>
    </view>
    """,
]
