import Foundation
import StyleProject
import Testing

/// The layout preview through the server: the request, the command, hover, inlay hints and
/// the layout's diagnostics.
@Suite struct PreviewServerTests {
    static let stylesheet = """
        #header {
            frame: size(auto, 100).top(0);
            UILabel#title { text: "Hi"; frame: parent(10, 20); }
        }
        #card { layout: top(header + 10), left(16), right(parent.right - 16), height(50); }
        #ghost { layout: size(10, 10), left(nobody), top(0); }

        """

    func open(_ client: LSPTestClient) throws -> String {
        try client.initialize(capabilities: ["workspace": ["inlayHint": ["refreshSupport": true]]])
        let uri = scratchURI("preview-\(UUID().uuidString).css")
        client.open(uri, Self.stylesheet)
        return uri
    }

    @Test func previewRequestReturnsTheDrawingAndTheViews() throws {
        let client = LSPTestClient()
        let uri = try open(client)
        let response = try client.request("style/preview", ["textDocument": ["uri": uri], "width": 300, "height": 400, "columns": 40])
        let result = try #require(response["result"] as? [String: Any])
        #expect(result["width"] as? Double == 300)
        #expect(result["orientation"] as? String == "portrait")
        let text = try #require(result["text"] as? String)
        #expect(text.hasPrefix("+-header"))
        #expect(text.contains("card (UIView)  16,110 268×50"))
        let views = try #require(result["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["header", "card", "ghost"])
        let title = try #require((views[0]["children"] as? [[String: Any]])?.first)
        #expect(title["type"] as? String == "UILabel")
        #expect(title["id"] as? String == "title")
        let frame = try #require(title["frame"] as? [String: Any])
        #expect(frame["x"] as? Double == 10 && frame["y"] as? Double == 20 && frame["width"] as? Double == 280 && frame["height"] as? Double == 60)
        // Landscape turns the screen.
        let landscape = try client.request("style/preview", ["textDocument": ["uri": uri], "device": "iphone-se", "orientation": "landscape"])
        #expect((landscape["result"] as? [String: Any])?["width"] as? Double == 667)
        // A bad device is a clear error.
        let bad = try client.request("style/preview", ["textDocument": ["uri": uri], "device": "nokia"])
        #expect(bad.errorCode == -32602)
        #expect(((bad["error"] as? [String: Any])?["message"] as? String)?.contains("iphone-se") == true)
    }

    @Test func theCommandForGenericClients() throws {
        let client = LSPTestClient()
        let uri = try open(client)
        let capabilities = try client.request("initialize", ["capabilities": [:] as [String: Any]])
        #expect(capabilities.errorCode == -32600)  // already initialized; the first answer announced the command
        let byURI = try client.request("workspace/executeCommand", ["command": "style.preview", "arguments": [uri]])
        #expect(((byURI["result"] as? [String: Any])?["text"] as? String)?.contains("header") == true)
        let byParams = try client.request("workspace/executeCommand", ["command": "style.preview", "arguments": [["textDocument": ["uri": uri], "columns": 30]]])
        #expect(((byParams["result"] as? [String: Any])?["text"] as? String)?.split(separator: "\n").first?.count == 30)
        let unknown = try client.request("workspace/executeCommand", ["command": "style.nothing", "arguments": []])
        #expect(unknown.errorCode == -32602)
    }

    @Test func hoverOnAFrameShowsTheComputedRect() throws {
        let client = LSPTestClient()
        let uri = try open(client)
        try client.waitForLayout()
        let hover = try #require(try client.hover(uri, line: 4, character: 10))
        #expect(hover.contains("Computed frame (375×667 pt, portrait)"))
        #expect(hover.contains("- card: `16,110 343×50`"))
        let onValue = try #require(try client.hover(uri, line: 1, character: 20))
        #expect(onValue.contains("- header: `0,0 375×100`"))
    }

    @Test func inlayHintsAfterPlacingDeclarations() throws {
        let client = LSPTestClient()
        let uri = try open(client)
        // Computed off the loop once the document is left alone; the client is told when.
        try client.waitForLayout()
        let response = try client.request("textDocument/inlayHint", ["textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 10, "character": 0]]])
        let hints = try #require(response["result"] as? [[String: Any]])
        #expect(hints.map { $0["label"] as? String } == ["= 0,0 375×100", "= 10,20 355×60", "= 16,110 343×50", "= 0,0 0×0"])
        let position = try #require(hints[0]["position"] as? [String: Any])
        #expect(position["line"] as? Int == 1 && position["character"] as? Int == 34)
    }

    @Test func layoutDiagnosticsArePublishedAndFollowEdits() throws {
        let client = LSPTestClient()
        let uri = try open(client)
        // The layout's diagnostics follow the others (computed once the queue is idle).
        let codes = { (diagnostics: [[String: Any]]) in diagnostics.compactMap { $0["code"] as? String } }
        let first = try client.diagnostics(for: uri, version: 1)
        #expect(codes(first).isEmpty)
        let layout = try client.diagnostics(for: uri) { codes($0) == ["unknown-layout-reference"] }
        #expect(layout[0]["severity"] as? Int == 3)  // inferred views: information
        // An edit elsewhere keeps them in place until they are computed again; naming a view
        // 'nobody' resolves the layout.
        client.change(uri, version: 2, [LSPTestClient.edit(6, 0, 6, 0, "#nobody { frame: rect(0, 0, 5, 5); }\n")])
        #expect(codes(try client.diagnostics(for: uri, version: 2)) == ["unknown-layout-reference"])
        #expect(try client.diagnostics(for: uri) { $0.isEmpty }.isEmpty)
    }

    /// Type `{`, pause (the layout is computed for that text), delete it: the layout's
    /// diagnostics come back to those of the text, pushed or pulled, and stay so.
    @Test(arguments: [false, true])
    func layoutDiagnosticsAfterAnEditRoundTripMatchTheText(pull: Bool) throws {
        let client = LSPTestClient()
        try client.initialize(pull: pull, capabilities: ["workspace": ["inlayHint": ["refreshSupport": true]]])
        let uri = scratchURI("round-trip-\(UUID().uuidString).css")
        client.open(uri, Self.stylesheet)
        try client.waitForLayout()
        func summary(_ diagnostics: [[String: Any]]) -> [String] {
            diagnostics.map { "\(($0["range"] as? [String: [String: Int]])?["start"]?["line"] ?? -1) \($0["code"] ?? "")" }
        }
        func pulled() throws -> [String] {
            let response = try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
            return summary((response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? [])
        }
        let expected = ["5 unknown-layout-reference"]
        if pull { #expect(try pulled() == expected) }
        client.change(uri, version: 2, [LSPTestClient.edit(4, 0, 4, 0, "{")])
        try client.waitForLayout()
        client.change(uri, version: 3, [LSPTestClient.edit(4, 0, 4, 1, "")])
        if pull {
            // A pull is answered at once; once the layout of the version is in, a later pull has its diagnostics.
            var found: [String] = []
            for _ in 0..<50 {
                found = try pulled()
                if found == expected { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            #expect(found == expected)
        } else {
            _ = try client.diagnostics(for: uri) { summary($0) == expected }
            Thread.sleep(forTimeInterval: LanguageServerTiming.layoutSettled)
            let later = client.unclaimed.filter { ($0["method"] as? String) == "textDocument/publishDiagnostics" }
            let last = ((later.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]).map(summary)
            #expect(last == nil || last == expected)
        }
        #expect(try client.shutdown() == 0)
    }

    /// A stylesheet's layout waits for its project's index (before it, the views are only
    /// inferred from the stylesheet) and follows what the project changes under it: a view
    /// definition edited in the editor lays the stylesheet out again, unedited.
    @Test func theLayoutWaitsForTheIndexAndFollowsTheViewDefinitions() throws {
        let views = #"<layout><view id="screen"><label id="title"/><view id="badge"/></view></layout>"#
        let files = MemoryFileSystem([
            "/app/main.css": "#screen { frame: parent; }\n#badge { layout: left(title.right), top(0), size(10, 10); }\n",
            "/app/views.xml": views + "\n",
        ])
        let client = LSPTestClient(fileSystem: SlowFileSystem(base: files, delay: 0.8))
        try client.initialize(root: URL(fileURLWithPath: "/app"), pull: true)
        let main = "file:///app/main.css"
        client.open(main, String(decoding: files.contents(of: "/app/main.css")!, as: UTF8.self))
        // Pulled until the layout is in: 'title' is a view of views.xml, never unknown.
        func pull() throws -> (resultId: String, codes: [String]) {
            let report = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": main]])["result"] as? [String: Any])
            let codes = (report["items"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            return (report["resultId"] as? String ?? "", codes.filter { $0 == "unknown-layout-reference" })
        }
        var report = try pull()
        for _ in 0..<100 where !report.resultId.hasSuffix("laid-out") {
            Thread.sleep(forTimeInterval: 0.1)
            report = try pull()
        }
        #expect(report.resultId == "1-laid-out")
        #expect(report.codes == [])
        // The label renamed in the open view definition: the layout refers to nothing now.
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///app/views.xml", "languageId": "xml", "version": 1, "text": views]])
        client.change("file:///app/views.xml", version: 2, [LSPTestClient.edit(0, 37, 0, 42, "heading")])
        for _ in 0..<100 where report.codes.isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            report = try pull()
        }
        #expect(report.codes == ["unknown-layout-reference"])
        #expect(try client.shutdown() == 0)
    }
}

/// How long the server needs to settle a layout after the last edit (its delay and some).
enum LanguageServerTiming {
    static let layoutSettled = 1.0
}
