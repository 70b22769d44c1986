import Foundation
import StyleLSP
import Testing

/// The lifecycle and error rules of LSP 3.17, over real framed bytes.
@Suite struct LifecycleTests {
    @Test func initializeAnnouncesCapabilitiesAndNegotiatesUTF8() throws {
        let client = LSPTestClient()
        let response = try client.initialize(encodings: ["utf-8", "utf-16"])
        let result = try #require(response["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-8")
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(capabilities["hoverProvider"] as? Bool == true)
        let triggers = (capabilities["completionProvider"] as? [String: Any])?["triggerCharacters"] as? [String] ?? []
        #expect(Set([":", ".", "#", "@", "("]).isSubset(of: Set(triggers)))
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "style-lsp")
        #expect(try client.shutdown() == 0)
    }

    @Test func utf16WhenTheClientDoesNotOfferUTF8() throws {
        let client = LSPTestClient()
        let response = try client.initialize(encodings: [])
        let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["positionEncoding"] as? String == "utf-16")
        #expect(try client.shutdown() == 0)
    }

    @Test func requestsBeforeInitializeAreRejected() throws {
        let client = LSPTestClient()
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.css"], "position": ["line": 0, "character": 0]])
        #expect(hover.errorCode == -32002)
        // Notifications before initialize are dropped, not answered.
        client.open("file:///a.css", "x")
        try client.initialize()
        #expect(try client.shutdown() == 0)
        #expect(!client.unclaimed.contains { ($0["method"] as? String) == "textDocument/publishDiagnostics" })
    }

    @Test func requestsAfterShutdownAreInvalid() throws {
        let client = LSPTestClient()
        try client.initialize()
        #expect(try client.request("shutdown")["result"] is NSNull)
        #expect(try client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.css"], "position": ["line": 0, "character": 0]]).errorCode == -32600)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownIsCodeOne() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.notify("exit")
        #expect(try client.waitForExit() == 1)
    }

    @Test func endOfInputWithoutExitIsCodeOne() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.closeInput()
        #expect(try client.waitForExit() == 1)
    }

    @Test func unknownRequestsAndNotifications() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.notify("custom/somethingElse", ["a": 1])
        #expect(try client.request("custom/unknown", [:] as [String: Any]).errorCode == -32601)
        #expect(try client.request("initialize", ["capabilities": [:] as [String: Any]]).errorCode == -32600)
        #expect(try client.shutdown() == 0)
    }

    @Test func malformedMessagesAreAnsweredAndTheServerKeepsServing() throws {
        let client = LSPTestClient()
        try client.initialize()
        // Not JSON.
        client.sendRaw("Content-Length: 9\r\n\r\n{not json")
        let parseError = try client.waitFor("parse error") { $0.errorCode == -32700 }
        #expect(parseError["id"] is NSNull)
        // JSON, but not JSON-RPC.
        client.sendRaw(MessageFramer.frame(Array("[1, 2]".utf8)))
        _ = try client.waitFor("invalid request") { $0.errorCode == -32600 }
        // A header without Content-Length.
        client.sendRaw("Content-Type: x\r\n\r\n")
        _ = try client.waitFor("header error") { $0.errorCode == -32700 }
        // Still serving.
        #expect(try client.request("textDocument/hover", ["textDocument": ["uri": "file:///nope.css"], "position": ["line": 0, "character": 0]]).errorCode == -32602)
        #expect(try client.shutdown() == 0)
    }

    @Test func responsesToServerRequestsAreAcceptedEvenWithNullResults() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.sendRaw(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":99,"result":null}"#.utf8)))
        client.sendRaw(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":98,"error":{"code":-1,"message":"no"}}"#.utf8)))
        #expect(try client.shutdown() == 0)
        #expect(!client.unclaimed.contains { $0["id"] as? Int == 99 || $0["id"] as? Int == 98 })
    }

    @Test func invalidParams() throws {
        let client = LSPTestClient()
        try client.initialize()
        let missing = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.css"]])
        #expect(missing.errorCode == -32602)
        #expect(((missing["error"] as? [String: Any])?["message"] as? String)?.contains("position") == true)
        let wrongType = try client.request("textDocument/completion", ["textDocument": ["uri": 5], "position": ["line": 0, "character": 0]])
        #expect(wrongType.errorCode == -32602)
        #expect(try client.shutdown() == 0)
    }

    @Test func headersAreCaseInsensitiveAndReadsMaySplitOrJoinMessages() throws {
        let client = LSPTestClient()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        let initialize = "content-length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)"
        // Byte by byte.
        for byte in Array(initialize.utf8) { client.sendRaw([byte]) }
        _ = try client.response(to: 1)
        // Two messages in one write, the body counted in bytes (non-ASCII text).
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/é.css","languageId":"css","version":1,"text":".a { text: \"héllo ✓\"; }"}}}"#
        let hover = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
        client.sendRaw("Content-Length: \(open.utf8.count)\r\n\r\n\(open)Content-Length: \(hover.utf8.count)\r\n\r\n\(hover)")
        _ = try client.diagnostics(for: "file:///tmp/é.css")
        _ = try client.response(to: 2)
        client.notify("exit")
        #expect(try client.waitForExit() == 0)
    }

    @Test func cancelledRequestsAnswerRequestCancelled() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("cancel.css")
        client.open(uri, ".a { alpha: 1; }")
        // The cancellation is queued behind the request before the server reads either.
        let body1 = #"{"jsonrpc":"2.0","id":77,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":6}}}"#
        let body2 = #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":77}}"#
        client.sendRaw(MessageFramer.frame(Array(body1.utf8)) + MessageFramer.frame(Array(body2.utf8)))
        #expect(try client.response(to: 77).errorCode == -32800)
        #expect(try client.shutdown() == 0)
    }

    @Test func requestsOvertakenByAnEditAnswerContentModified() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("stale.css")
        client.open(uri, ".a { alpha: 1; }")
        _ = try client.diagnostics(for: uri)
        let request = #"{"jsonrpc":"2.0","id":78,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":6}}}"#
        let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":".b { alpha: 1; }"}]}}"#
        client.sendRaw(MessageFramer.frame(Array(request.utf8)) + MessageFramer.frame(Array(change.utf8)))
        #expect(try client.response(to: 78).errorCode == -32801)
        #expect(try client.diagnostics(for: uri, version: 2).isEmpty)
        #expect(try client.shutdown() == 0)
    }

    @Test func verboseTraceSendsLogMessages() throws {
        let client = LSPTestClient()
        try client.initialize(extra: ["trace": "verbose"])
        client.change("file:///not-open.css", version: 2, [["text": "x"]])
        let log = try client.notification("window/logMessage")
        #expect((((log["params"] as? [String: Any])?["message"]) as? String)?.contains("not open") == true)
        client.notify("$/setTrace", ["value": "off"])
        #expect(try client.shutdown() == 0)
    }
}
