import StyleParser
import StyleSemantics
import Testing

/// The fix-all engine `source.fixAll.stylelsp` and `lint --fix` share.
@Suite struct FixAllTests {
    /// The diagnostics of `text` as one stylesheet, InterfaCSS 1.x.
    static func analyze(_ text: [UInt8]) -> [Diagnostic] {
        var configuration = ProjectConfiguration(directory: "/fix")
        configuration.interfacss = .one
        let source = Workspace.Source(path: "/fix/a.css", tree: SyntaxTree(bytes: text))
        return Workspace.analyze([source], context: AnalysisContext(configuration: configuration))[0].diagnostics
    }

    static func fixed(_ text: String) -> (text: String, result: FixAll.Result) {
        let result = FixAll.run(Array(text.utf8), analyze: analyze)
        return (String(decoding: result.text, as: UTF8.self), result)
    }

    /// Every safe fix, in passes until none is left: a missing `;`, an extra `;`, the one
    /// close name; not a diagnostic with several candidates, and not information.
    @Test func safeFixesUntilNoneIsLeft() {
        let (text, result) = Self.fixed("""
            UILabel {
                textColr: red;
                textAlignment: centre;;
                alpha: 1
            }
            UIButton { titleColor(hilighted): red; }

            """)
        #expect(text == """
            UILabel {
                textColor: red;
                textAlignment: center;
                alpha: 1;
            }
            UIButton { titleColor(highlighted): red; }

            """)
        #expect(result.stop == .done)
        #expect(result.fixed.map(\.title) == ["Replace with 'textColor'", "Replace with 'center'", "Remove the extra ';'", "Insert ';'", "Replace with 'highlighted'"])
        #expect(Self.analyze(result.text).allSatisfy { FixAll.safeFix(of: $0) == nil })
        // Edits of the text before any fix, each only what changed; made in order they give the result.
        var applied = Array("""
            UILabel {
                textColr: red;
                textAlignment: centre;;
                alpha: 1
            }
            UIButton { titleColor(hilighted): red; }

            """.utf8)
        for edit in result.edits.reversed() { applied.replaceSubrange(edit.range, with: edit.text) }
        #expect(applied == result.text)
        #expect(result.edits.map { String(decoding: $0.text, as: UTF8.self) } == ["textColor", "center", "", ";", "highlighted"])
    }

    /// The parser's repairs: what it found missing, where it found it missing; what is extra,
    /// removed. One after another where one needs the other (a `}` after the missing `;`, then
    /// the space InterfaCSS 1.x needs between them).
    @Test func syntaxRepairs() {
        #expect(Self.fixed(".a { alpha 1; }\n").text == ".a { alpha: 1; }\n")
        #expect(Self.fixed(".a { frame: rect(1, 2, 3, 4; }\n").text == ".a { frame: rect(1, 2, 3, 4); }\n")
        #expect(Self.fixed(".a { alpha: 1;; }\n").text == ".a { alpha: 1; }\n")
        #expect(Self.fixed(".a { alpha: 1; } }\n").text == ".a { alpha: 1; } \n")
        let unclosed = Self.fixed(".a { alpha: 1")
        #expect(unclosed.text == ".a { alpha: 1; }")
        #expect(unclosed.result.fixed.map(\.title) == ["Insert '}'", "Insert ';'", "Insert a space"])
    }

    /// A suppressed diagnostic is not seen, so its line is left alone; a fix that would remove
    /// a comment is not made.
    @Test func suppressedLinesAndCommentsAreLeftAlone() {
        let source = """
            UILabel {
                /* stylelsp-disable-next-line unknown-property */
                textColr: red;
                shadowColr: blue;
            }

            """
        let (text, _) = Self.fixed(source)
        #expect(text == source.replacingOccurrences(of: "shadowColr", with: "shadowColor"))
        let diagnostic = Diagnostic(.invalidValue, range: 0..<8, message: "x", fixes: [.init(title: "Remove", range: 0..<8, text: "")])
        let untouched = FixAll.run(Array("/* a */ b".utf8)) { _ in [diagnostic] }
        #expect(untouched.fixed.isEmpty && untouched.stop == .done)
    }

    /// Fixes that undo each other stop at the text that came back; fixes that never end stop
    /// at the limit of passes.
    @Test func theGuardsStopLoops() {
        let flip = FixAll.run(Array("a".utf8)) { text in
            let other = text == Array("a".utf8) ? "b" : "a"
            return [Diagnostic(.invalidValue, range: 0..<1, message: "flip", fixes: [.init(title: "Flip", range: 0..<1, text: other)])]
        }
        #expect(flip.stop == .cycle)
        #expect(flip.fixed.count == 2)
        let growing = FixAll.run(Array("x".utf8)) { _ in
            [Diagnostic(.invalidValue, range: 0..<0, message: "grow", fixes: [.init(title: "Grow", range: 0..<0, text: "x")])]
        }
        #expect(growing.stop == .passLimit)
        #expect(growing.text.count == 1 + FixAll.maximumPasses)
        #expect(growing.edits.map(\.range) == [0..<0])
    }
}
