import Foundation
import StyleLSP
import Testing

/// What a broken or hostile client can send: each gets the right error (or is ignored, for a
/// notification), and the server keeps serving.
@Suite struct ProtocolAbuseTests {
    /// After abuse: the server still answers, and still analyses documents.
    func stillServes(_ client: LSPTestClient, pull: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let uri = scratchURI("after-\(UUID().uuidString).css")
        client.open(uri, "UILabel { textColr: red; }")
        let diagnostics = pull
            ? ((try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? [])
            : try client.diagnostics(for: uri)
        #expect(diagnostics.compactMap { $0["code"] as? String } == ["unknown-property"], sourceLocation: sourceLocation)
        #expect(try client.shutdown() == 0, sourceLocation: sourceLocation)
    }

    @Test func badContentLengths() throws {
        let client = LSPTestClient()
        try client.initialize()
        for header in ["Content-Length: -5", "Content-Length: five", "Content-Length: 12abc", "Content-Type: json", "Content-Length:"] {
            client.sendRaw(header + "\r\n\r\n")
            let error = try client.waitFor("header error for \(header)") { $0.errorCode == -32700 }
            #expect(error["id"] is NSNull)
        }
        try stillServes(client)
    }

    @Test func aHugeDeclaredLengthIsRefusedAtOnce() throws {
        let client = LSPTestClient()
        try client.initialize()
        // Refused from the header alone, without waiting for (or keeping) a terabyte.
        client.sendRaw("Content-Length: 1000000000000\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"shutdown\"}")
        let error = try client.waitFor("refusal") { $0.errorCode == -32700 }
        #expect(((error["error"] as? [String: Any])?["message"] as? String)?.contains("over the limit of 256 MiB") == true)
        try stillServes(client)
    }

    @Test func aLengthLargerThanTheBodyEatsTheNextMessageAndTheStreamRecovers() throws {
        let client = LSPTestClient()
        try client.initialize()
        let next = #"{"jsonrpc":"2.0","id":50,"method":"shutdown"}"#
        // 30 bytes declared, 10 sent: the body takes 20 bytes of the next message and is not
        // JSON; the rest of that message is junk before the next header.
        client.sendRaw("Content-Length: 30\r\n\r\n{\"a\": 1} " + "Content-Length: \(next.utf8.count)\r\n\r\n\(next)")
        _ = try client.waitFor("parse error") { $0.errorCode == -32700 }
        try stillServes(client)
    }

    @Test func bodiesThatAreNotMessages() throws {
        let client = LSPTestClient()
        try client.initialize()
        for (body, code) in [("[1, 2]", -32600), ("42", -32600), ("\"text\"", -32600), ("null", -32600), ("{\"jsonrpc\":\"2.0\",\"id\":3}", -32600),
                             ("{not json", -32700), (String(repeating: "[", count: 100_000), -32700)] {
            client.sendRaw(MessageFramer.frame(Array(body.utf8)))
            _ = try client.waitFor("error \(code) for \(body.prefix(20))") { $0.errorCode == code }
        }
        // Invalid UTF-8 inside a string.
        client.sendRaw(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":4,"method":"x"#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)))
        _ = try client.waitFor("invalid UTF-8") { $0.errorCode == -32700 }
        try stillServes(client)
    }

    @Test func paramsOfTheWrongTypes() throws {
        let client = LSPTestClient()
        try client.initialize()
        let wrong: [(String, Any)] = [
            ("textDocument/hover", ["textDocument": ["uri": ["a"]], "position": ["line": "0", "character": 0]]),
            ("textDocument/completion", "params"),
            ("textDocument/inlayHint", ["textDocument": ["uri": "file:///x.css"]]),
            ("textDocument/codeAction", ["textDocument": ["uri": "file:///x.css"], "range": 5]),
            ("style/preview", ["textDocument": 1]),
        ]
        for (method, params) in wrong {
            #expect(try client.request(method, params).errorCode == -32602, "\(method)")
        }
        // Notifications cannot be answered: they are ignored.
        client.notify("textDocument/didOpen", ["textDocument": ["uri": 5]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///x.css", "version": "two"], "contentChanges": 3])
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": 1, "type": "created"]]])
        try stillServes(client)
    }

    @Test func aRequestWithoutAnIdIsIgnoredAndANotificationWithOneRefused() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("ids-\(UUID().uuidString).css")
        client.open(uri, "UILabel { alpha: 1; }")
        // Sent as a notification: a reply could name no request.
        client.notify("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 11]])
        client.send(["jsonrpc": "2.0", "id": 77, "method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]])
        let refused = try client.response(to: 77)
        #expect(refused.errorCode == -32600)
        #expect((refused["error"] as? [String: Any])?["message"] as? String == "textDocument/didClose is a notification: it takes no id")
        #expect(client.unclaimed.filter { $0["method"] == nil && $0["id"] is NSNull }.isEmpty)
        try stillServes(client)
    }

    @Test func requestsOnDocumentsThatAreNotOpen() throws {
        let client = LSPTestClient()
        try client.initialize(pull: true)
        let uri = "file:///never/opened.css"
        let position: [String: Any] = ["line": 0, "character": 0]
        let range: [String: Any] = ["start": position, "end": position]
        #expect(try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position]).errorCode == -32602)
        #expect(try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position]).errorCode == -32602)
        #expect(try client.request("textDocument/inlayHint", ["textDocument": ["uri": uri], "range": range]).errorCode == -32602)
        #expect(try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]]).errorCode == -32602)
        #expect(try client.request("style/preview", ["textDocument": ["uri": uri]]).errorCode == -32602)
        let pulled = try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
        #expect(((pulled["result"] as? [String: Any])?["items"] as? [Any])?.isEmpty == true)
        client.change(uri, version: 2, [LSPTestClient.edit(0, 0, 0, 0, "x")])
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        try stillServes(client, pull: true)
    }

    @Test func positionsPastTheEndAndVersionsOutOfOrder() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("past-\(UUID().uuidString).css")
        client.open(uri, "UILabel {\n  alpha: 1;\n}\n", version: 5)
        _ = try client.diagnostics(for: uri, version: 5)
        for (line, character) in [(99, 0), (1, 999), (Int(Int32.max), Int(Int32.max)), (-1, -1)] {
            let position: [String: Any] = ["line": line, "character": character]
            let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position])
            #expect(hover["result"] != nil || hover.errorCode == -32602)
            let completion = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position])
            #expect(completion["result"] != nil || completion.errorCode == -32602)
        }
        // An edit past the end appends; a version lower than the last is taken as it comes.
        client.change(uri, version: 3, [LSPTestClient.edit(50, 0, 60, 0, "UIView { textColr: red; }\n")])
        let diagnostics = try client.diagnostics(for: uri, version: 3)
        #expect(diagnostics.compactMap { $0["code"] as? String } == ["unknown-property"])
        try stillServes(client)
    }

    @Test func aFloodOfEditsReadsAndCancellations() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("flood-\(UUID().uuidString).css")
        var text = "UILabel {\n  alpha: 1;\n}\n"
        client.open(uri, text)
        var requests: [Int] = []
        for version in 2...1_500 {
            let insertion = version % 7 == 0 ? "\n" : "x"
            client.change(uri, version: version, [LSPTestClient.edit(1, 2, 1, 2, insertion)])
            text.insert(contentsOf: insertion, at: text.index(text.startIndex, offsetBy: 12))
            if version % 10 == 0 {
                let id = client.sendRequest("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": 1, "character": 3]])
                requests.append(id)
                if version % 20 == 0 { client.notify("$/cancelRequest", ["id": id]) }
            }
        }
        // Every request is answered: a result, cancelled, or overtaken by an edit.
        for id in requests {
            let response = try client.response(to: id)
            #expect(response["result"] != nil || [-32800, -32801].contains(response.errorCode ?? 0), "\(response)")
        }
        // The last version's diagnostics are those of its text opened afresh.
        let last = try client.diagnostics(for: uri, version: 1_500)
        let fresh = LSPTestClient()
        try fresh.initialize()
        let freshURI = scratchURI("flood-fresh-\(UUID().uuidString).css")
        fresh.open(freshURI, text)
        let expected = try fresh.diagnostics(for: freshURI)
        func summary(_ diagnostics: [[String: Any]]) -> [String] {
            diagnostics.map { diagnostic in
                let range = diagnostic["range"] as? [String: [String: Int]]
                return "\(range?["start"]?["line"] ?? -1):\(range?["start"]?["character"] ?? -1)-\(range?["end"]?["line"] ?? -1):\(range?["end"]?["character"] ?? -1) \(diagnostic["message"] ?? "")"
            }
        }
        #expect(summary(last) == summary(expected))
        #expect(!last.isEmpty)
        try stillServes(client)
    }
}
