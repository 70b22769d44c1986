import Foundation
import StyleLSP
import StyleProject
import Testing

/// Formatting over the pipe: the edits decoded and applied as a client does, the text compared
/// whole. Only what changes is edited; the project's settings come before the editor's.
@Suite struct FormattingServerTests {
    static let messy = "@gap : 8;\n.card{alpha:0.5;\n  frame : parent(10,10); }\n\n\n\n#title { textColor: red; }\n"
    static let tidy = "@gap: 8;\n.card {\n    alpha: 0.5;\n    frame: parent(10, 10);\n}\n\n#title {\n    textColor: red;\n}\n"

    static func client(_ files: [String: String]) throws -> (LSPTestClient, MemoryFileSystem) {
        let fileSystem = MemoryFileSystem(files)
        let client = LSPTestClient(fileSystem: fileSystem)
        let initialized = try client.initialize(root: URL(fileURLWithPath: "/ws"))
        let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["documentFormattingProvider"] as? Bool == true)
        #expect(capabilities?["documentRangeFormattingProvider"] as? Bool == true)
        #expect((capabilities?["documentOnTypeFormattingProvider"] as? [String: Any])?["firstTriggerCharacter"] as? String == "}")
        return (client, fileSystem)
    }

    /// Edits made as a client makes them: each range in the text before any of them.
    static func applied(_ edits: [LSPTextEdit], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
        for edit in edits.sorted(by: { ($0.range.start.line, $0.range.start.character) > ($1.range.start.line, $1.range.start.character) }) {
            let start = edit.range.start, end = edit.range.end
            let merged = Array(lines[start.line][..<start.character]) + Array(edit.newText.utf16) + Array(lines[end.line][end.character...])
            let replacement = String(decoding: merged, as: UTF16.self).components(separatedBy: "\n").map { Array($0.utf16) }
            lines.replaceSubrange(start.line...end.line, with: replacement)
        }
        return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
    }

    static func options(tabSize: Int = 4, insertSpaces: Bool = true) -> [String: Any] {
        ["tabSize": tabSize, "insertSpaces": insertSpaces]
    }

    @Test func documentFormatting() throws {
        let (client, _) = try Self.client(["/ws/a.css": Self.messy])
        let uri = "file:///ws/a.css"
        client.open(uri, Self.messy)
        let edits = try client.result("textDocument/formatting", ["textDocument": ["uri": uri], "options": Self.options()], as: [LSPTextEdit].self)
        #expect(Self.applied(edits, to: Self.messy) == Self.tidy)
        // Each edit replaces whitespace between two tokens, nothing more.
        #expect(edits.first.map { "\($0.range) \($0.newText.debugDescription)" } == "\(lspRange(0, 4, 0, 5)) \"\"")
        // Formatted already: no edit.
        client.change(uri, version: 2, [["text": Self.tidy]])
        #expect(try client.result("textDocument/formatting", ["textDocument": ["uri": uri], "options": Self.options()], as: [LSPTextEdit].self).isEmpty)
        #expect(try client.shutdown() == 0)
    }

    /// The editor's options apply where the project says nothing; `.stylelsp.json` wins.
    @Test func optionsFromTheEditorAndTheProject() throws {
        let text = ".a { alpha: 1; }\n"
        let (client, _) = try Self.client(["/ws/a.css": text, "/ws/sub/.stylelsp.json": #"{"format": {"indentSize": 3}}"#, "/ws/sub/b.css": text])
        client.open("file:///ws/a.css", text)
        client.open("file:///ws/sub/b.css", text)
        let tabs = try client.result(
            "textDocument/formatting", ["textDocument": ["uri": "file:///ws/a.css"], "options": Self.options(tabSize: 8, insertSpaces: false)],
            as: [LSPTextEdit].self)
        #expect(Self.applied(tabs, to: text) == ".a {\n\talpha: 1;\n}\n")
        let project = try client.result(
            "textDocument/formatting", ["textDocument": ["uri": "file:///ws/sub/b.css"], "options": Self.options(tabSize: 8, insertSpaces: false)],
            as: [LSPTextEdit].self)
        #expect(Self.applied(project, to: text) == ".a {\n   alpha: 1;\n}\n")
        #expect(try client.shutdown() == 0)
    }

    @Test func rangeAndOnTypeFormatting() throws {
        let (client, _) = try Self.client(["/ws/a.css": Self.messy])
        let uri = "file:///ws/a.css"
        client.open(uri, Self.messy)
        // A range inside `.card`: that ruleset whole, with the line break before it.
        let range = try client.result(
            "textDocument/rangeFormatting", ["textDocument": ["uri": uri], "range": ["start": ["line": 2, "character": 4], "end": ["line": 2, "character": 6]], "options": Self.options()],
            as: [LSPTextEdit].self)
        #expect(Self.applied(range, to: Self.messy) == "@gap : 8;\n.card {\n    alpha: 0.5;\n    frame: parent(10, 10);\n}\n\n\n\n#title { textColor: red; }\n")
        // After typing the `}` of `#title`: that ruleset.
        let typed = try client.result(
            "textDocument/onTypeFormatting", ["textDocument": ["uri": uri], "position": ["line": 6, "character": 26], "ch": "}", "options": Self.options()],
            as: [LSPTextEdit].self)
        #expect(Self.applied(typed, to: Self.messy) == "@gap : 8;\n.card{alpha:0.5;\n  frame : parent(10,10); }\n\n#title {\n    textColor: red;\n}\n")
        #expect(try client.shutdown() == 0)
    }

    /// Web CSS the project leaves out and view definitions are not formatted.
    @Test func webCSSAndViewDefinitionsAreLeftAlone() throws {
        let (client, _) = try Self.client([
            "/ws/.stylelsp.json": #"{"include": ["styles/**"]}"#, "/ws/web/site.css": "body{color:red;}\n", "/ws/views.xml": "<view  id=\"a\"/>\n",
        ])
        client.open("file:///ws/web/site.css", "body{color:red;}\n")
        client.open("file:///ws/views.xml", "<view  id=\"a\"/>\n")
        for uri in ["file:///ws/web/site.css", "file:///ws/views.xml"] {
            #expect(try client.result("textDocument/formatting", ["textDocument": ["uri": uri], "options": Self.options()], as: [LSPTextEdit].self).isEmpty)
        }
        #expect(try client.shutdown() == 0)
    }
}
