import StyleLayout
import StyleParser
import StyleSemantics
import Testing
import StyleProject

/// The layout of an open document between two computations: its frames follow the edits.
@Suite struct LayoutStateTests {
    static let stylesheet = """
        #a { frame: rect(0, 0, 10, 10); }
        #b { frame: rect(0, 10, 20, 20); }
        #c { frame: rect(0, 30, 30, 30); }

        """

    func computed() -> LayoutState {
        let tree = SyntaxTree(Self.stylesheet)
        let source = Workspace.Source(path: "/test/screen.css", tree: tree)
        let outline = StylesheetOutline(tree)
        let symbols = WorkspaceSymbols([DocumentSymbols(path: source.path, outline: outline)])
        let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/test"))
        let analysis = Workspace.analyze(source, outline: outline, file: 0, symbols: symbols, context: context)
        let preview = Preview(analysis: analysis, viewDefinition: nil, symbols: symbols, context: context, options: PreviewOptions(screen: Screen(width: 375, height: 667, scale: 2), columns: 40))
        var state = LayoutState()
        state.start()
        state.finish(preview, version: 1)
        return state
    }

    /// Each placing declaration's text and view.
    func placed(_ state: LayoutState, in text: String) -> [String] {
        let bytes = Array(text.utf8)
        return state.placements.map { "\(String(decoding: bytes[$0.declaration], as: UTF8.self)) \($0.view)" }
    }

    @Test func editsBeforeMoveTheFramesAndEditsInsideDropThem() {
        var state = computed()
        #expect(placed(state, in: Self.stylesheet) == ["frame: rect(0, 0, 10, 10); a", "frame: rect(0, 10, 20, 20); b", "frame: rect(0, 30, 30, 30); c"])
        // Typing inside #b's declaration: its frame is no longer known; #c's moves.
        var text = Self.stylesheet
        let inside = Array(text.utf8).firstIndex(of: UInt8(ascii: "2"))!
        state.move(by: TextEdit(range: inside..<inside, replacement: Array("5".utf8)))
        text.insert("5", at: text.utf8.index(text.startIndex, offsetBy: inside))
        #expect(placed(state, in: text) == ["frame: rect(0, 0, 10, 10); a", "frame: rect(0, 30, 30, 30); c"])
        // A line before everything moves every frame.
        state.move(by: TextEdit(range: 0..<0, replacement: Array("\n\n".utf8)))
        text = "\n\n" + text
        #expect(placed(state, in: text) == ["frame: rect(0, 0, 10, 10); a", "frame: rect(0, 30, 30, 30); c"])
        // Deleting #a's ruleset whole drops its frame and moves the rest back.
        let end = Array(text.utf8).firstIndex(of: UInt8(ascii: "#"))! + "#a { frame: rect(0, 0, 10, 10); }\n".utf8.count
        state.move(by: TextEdit(range: 2..<end, replacement: []))
        text = "\n\n" + String(text.dropFirst(end))
        #expect(placed(state, in: text) == ["frame: rect(0, 30, 30, 30); c"])
    }
}
