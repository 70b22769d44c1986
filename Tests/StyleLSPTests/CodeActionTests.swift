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
        #expect(fixes.count == 1)
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
        // A line without a problem has none; `only` other kinds gives none.
        #expect(try actions(client, uri, line: 0).isEmpty)
        let refactors = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 4]],
            "context": ["diagnostics": [], "only": ["refactor"]],
        ])
        #expect((refactors["result"] as? [Any])?.isEmpty == true)
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
