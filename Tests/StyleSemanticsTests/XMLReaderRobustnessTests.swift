import Foundation
import StyleSemantics
import Testing
import TestSupport

/// The reader on input that crashes or stalls other XML parsers: invalid UTF-8 where
/// Foundation's `XMLParser` on Linux traps (element and attribute names, comments, processing
/// instructions), and 100,000 levels of nesting. None may trap; every tree keeps its invariants.
/// (Thousands of random and mutated files go through the reader in StressTests.)
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
}
