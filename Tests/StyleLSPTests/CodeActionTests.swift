import Foundation
import Testing

/// Quick fixes: each diagnostic's fix as a `quickfix` code action, with its edit in the list or
/// from `codeAction/resolve`.
@Suite struct CodeActionTests {
    static let text = "UILabel {\n    textColr: red;\n    textAlignment: centre;\n}\n"

    func actions(_ client: LSPTestClient, _ uri: String, line: Int, character: Int = 4) throws -> [[String: Any]] {
        let response = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": line, "character": character], "end": ["line": line, "character": character]],
            "context": ["diagnostics": []],
        ])
        return try #require(response["result"] as? [[String: Any]])
    }

    @Test func quickFixesWithTheirEdits() throws {
        let client = LSPTestClient()
        try client.initialize(capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]])
        let uri = scratchURI("actions-\(UUID().uuidString).css")
        client.open(uri, Self.text)
        _ = try client.diagnostics(for: uri, version: 1)
        let fixes = try actions(client, uri, line: 1)
        #expect(fixes.map { "\($0["kind"] as? String ?? "") \($0["title"] as? String ?? "")" } == [
            "quickfix Replace with 'textColor'", "quickfix Disable unknown-property for this line",
            "quickfix Disable unknown-property for this file", "source.fixAll.stylelsp Fix all safe problems (2 fixes)",
        ])
        let fix = try #require(fixes.first)
        #expect(fix["title"] as? String == "Replace with 'textColor'")
        #expect(fix["kind"] as? String == "quickfix")
        #expect(fix["isPreferred"] as? Bool == true)
        #expect(((fix["diagnostics"] as? [[String: Any]])?.first)?["code"] as? String == "unknown-property")
        let change = try #require(((fix["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first)
        #expect((change["textDocument"] as? [String: Any])?["version"] as? Int == 1)
        let edit = try #require((change["edits"] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "textColor")
        let range = try #require(edit["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["character"] as? Int == 4 && (range["end"] as? [String: Any])?["character"] as? Int == 12)
        // Silencing the rule: a comment at the line's end, or at the top of the file.
        #expect(Self.newTexts(fixes[1]) == [" /* stylelsp-disable-line unknown-property */"])
        #expect(Self.newTexts(fixes[2]) == ["/* stylelsp-disable unknown-property */\n"])
        // A line without a problem has none; `only` other kinds gives none.
        #expect(try actions(client, uri, line: 0).isEmpty)
        let refactors = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 4]],
            "context": ["diagnostics": [], "only": ["refactor"]],
        ])
        #expect((refactors["result"] as? [Any])?.isEmpty == true)
    }

    static func newTexts(_ action: [String: Any]) -> [String] {
        let changes = ((action["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]]) ?? []
        return changes.flatMap { ($0["edits"] as? [[String: Any]] ?? []).map { $0["newText"] as? String ?? "" } }
    }

    /// `source.fixAll` (what an editor asks for on save) makes every safe fix, each edit only
    /// the changed word; a missing `;` is one of them. Applied, nothing safe is left.
    @Test func fixAllOnSave() throws {
        let client = LSPTestClient()
        try client.initialize(capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]])
        let uri = scratchURI("actions-\(UUID().uuidString).css")
        let text = "UILabel {\n    textColr: red;\n    textAlignment: centre;\n    alpha: 1\n}\nUIView { cornerRadius: 4;; }\n"
        client.open(uri, text)
        _ = try client.diagnostics(for: uri, version: 1)
        let response = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": [], "only": ["source.fixAll"]],
        ])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String } == ["Fix all safe problems (4 fixes)"])
        let change = try #require(((actions.first?["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first)
        let edits = try #require(change["edits"] as? [[String: Any]])
        #expect(edits.map { $0["newText"] as? String } == ["textColor", "center", ";", ""])
        client.change(uri, version: 2, edits.reversed().map { edit in
            let range = edit["range"] as! [String: Any]
            let start = range["start"] as! [String: Any], end = range["end"] as! [String: Any]
            return LSPTestClient.edit(start["line"] as! Int, start["character"] as! Int, end["line"] as! Int, end["character"] as! Int, edit["newText"] as! String)
        })
        let after = try client.diagnostics(for: uri, version: 2)
        #expect(after.isEmpty)
        let again = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": [], "only": ["source.fixAll"]],
        ])
        #expect((again["result"] as? [[String: Any]])?.first?["edit"] == nil)
    }

    @Test func clientsThatResolveGetTheEditLater() throws {
        let client = LSPTestClient()
        try client.initialize(capabilities: [
            "textDocument": [
                "codeAction": ["resolveSupport": ["properties": ["edit"]], "codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]],
            ],
            "workspace": ["workspaceEdit": ["documentChanges": true]],
        ])
        let uri = scratchURI("actions-\(UUID().uuidString).css")
        client.open(uri, Self.text)
        let fix = try #require(try actions(client, uri, line: 2, character: 21).first)
        #expect(fix["edit"] == nil)
        #expect(fix["title"] as? String == "Replace with 'center'")
        let resolved = try #require(try client.request("codeAction/resolve", fix)["result"] as? [String: Any])
        let edit = try #require((((resolved["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "center")
        // After an edit the fix no longer applies.
        client.change(uri, version: 2, [LSPTestClient.edit(0, 0, 0, 0, "\n")])
        let stale = try client.request("codeAction/resolve", fix)
        #expect(stale.errorCode == -32801)
    }

    /// A client that does not declare `documentChanges` gets the edit as plain `changes`.
    @Test func clientsWithoutDocumentChangesGetChanges() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("actions-\(UUID().uuidString).css")
        client.open(uri, Self.text)
        let fix = try #require(try actions(client, uri, line: 1).first)
        let edit = try #require(fix["edit"] as? [String: Any])
        #expect(edit["documentChanges"] == nil)
        let edits = try #require((edit["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        #expect(edits.map { $0["newText"] as? String } == ["textColor"])
    }
}
