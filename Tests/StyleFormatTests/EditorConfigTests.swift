import StyleFormat
import Testing

/// `.editorconfig` as editorconfig.org specifies it: sections by glob, nearer files and later
/// sections winning, `root = true`, `unset`.
@Suite struct EditorConfigTests {
    static func properties(_ path: String, _ files: [(String, String)]) -> [String: String] {
        EditorConfig.properties(for: path, from: files.map { ($0.0, EditorConfig($0.1)) })
    }

    @Test func sectionsMatchByGlob() {
        let config = """
            # comment
            root = true

            [*]
            indent_style = space
            indent_size = 4
            end_of_line = lf

            [*.{css,icss}]
            indent_size = 2

            [Styles/**.css]
            insert_final_newline = false

            [lib/*.css]
            indent_style = tab

            [/top.css]
            indent_size = 8

            [file{1..3}.css]
            tab_width = 3

            [[ab]?.css]
            charset = utf-8
            """
        func size(_ path: String) -> String? { Self.properties(path, [("/p", config)])["indent_size"] }
        #expect(size("/p/a.css") == "2")
        #expect(size("/p/deep/folder/a.icss") == "2")
        #expect(size("/p/a.iss") == "4")
        #expect(size("/p/top.css") == "8")
        #expect(size("/p/sub/top.css") == "2")
        #expect(Self.properties("/p/Styles/x/y.css", [("/p", config)])["insert_final_newline"] == "false")
        #expect(Self.properties("/p/lib/a.css", [("/p", config)])["indent_style"] == "tab")
        #expect(Self.properties("/p/lib/sub/a.css", [("/p", config)])["indent_style"] == "space")
        #expect(Self.properties("/p/file2.css", [("/p", config)])["tab_width"] == "3")
        #expect(Self.properties("/p/file4.css", [("/p", config)])["tab_width"] == nil)
        #expect(Self.properties("/p/ax.css", [("/p", config)])["charset"] == "utf-8")
        #expect(Self.properties("/p/cx.css", [("/p", config)])["charset"] == nil)
        #expect(Self.properties("/elsewhere/a.css", [("/p", config)]).isEmpty)
    }

    @Test func nearerFilesWinAndRootStops() {
        let outer = "[*]\nindent_size = 3\nend_of_line = crlf\n"
        let project = "root = true\n[*]\nindent_size = 2\n"
        let inner = "[*.css]\nindent_size = unset\nindent_style = tab\n"
        let all = Self.properties("/a/p/s/x.css", [("/a", outer), ("/a/p", project), ("/a/p/s", inner)])
        #expect(all == ["indent_style": "tab"])
        let withoutRoot = Self.properties("/a/p/x.css", [("/a", outer), ("/a/p", "[*]\nindent_size = 2\n")])
        #expect(withoutRoot == ["indent_size": "2", "end_of_line": "crlf"])
    }

    @Test func propertiesBecomeOptions() {
        let options = FormatOptions.Partial(editorConfig: ["indent_style": "space", "indent_size": "tab", "tab_width": "3", "end_of_line": "crlf", "insert_final_newline": "false"])
        #expect(options == FormatOptions.Partial(indentSize: 3, useTabs: false, lineEnding: .crlf, finalNewline: false))
        #expect(FormatOptions.Partial(editorConfig: ["indent_size": "zero", "end_of_line": "auto"]) == FormatOptions.Partial())
        // The project's settings come first, then .editorconfig, then the editor's.
        let project = FormatOptions.Partial(indentSize: 2)
        let resolved = project.over(FormatOptions.Partial(indentSize: 8, useTabs: false)).over(FormatOptions.Partial(indentSize: 4, finalNewline: false)).resolved
        #expect(resolved == FormatOptions(indentation: .spaces(2), finalNewline: false))
        #expect(FormatOptions.Partial(indentSize: 2, useTabs: true).resolved.indentation == .tabs)
    }
}
