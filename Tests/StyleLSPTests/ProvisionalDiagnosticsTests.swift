import Foundation
import StyleLSP
import StyleProject
import Testing

/// Before its project is indexed, a stylesheet that uses another stylesheet's variables would
/// seem to use undefined ones: no client is ever told so. A web stylesheet no project claims is
/// left alone.
@Suite struct ProvisionalDiagnosticsTests {
    /// Files in memory whose folders cannot be listed until the test opens the gate: the
    /// project's index waits for it.
    final class GatedFileSystem: FileSystem, @unchecked Sendable {
        let files: MemoryFileSystem
        let gate = DispatchSemaphore(value: 0)

        init(_ files: [String: String]) {
            self.files = MemoryFileSystem(files)
        }

        func open() { gate.signal() }

        func contents(of path: String) -> [UInt8]? { files.contents(of: path) }
        func exists(_ path: String) -> Bool { files.exists(path) }
        func isFolder(_ path: String) -> Bool { files.isFolder(path) }
        func files(under folder: String, skipping: (String) -> Bool) -> [String] {
            gate.wait()
            gate.signal()
            return files.files(under: folder, skipping: skipping)
        }
    }

    static let project = [
        "/ws/.stylelsp.json": #"{"stylesheets": ["constants.css", "main.css"]}"#,
        "/ws/constants.css": "@accent: #ff6d10;\n",
        "/ws/main.css": "UILabel {\n    textColor: @accent;\n    alpha: 1\n}\n",
    ]

    /// A push client: while the index is slow, only the syntax's diagnostics (the missing `;`),
    /// never `@accent` undefined; all of them once the index is in.
    @Test func pushClientsAreNeverToldWhatTheIndexTakesBack() throws {
        let files = GatedFileSystem(Self.project)
        let client = LSPTestClient(fileSystem: files)
        try client.initialize(root: URL(fileURLWithPath: "/ws"))
        let uri = "file:///ws/main.css"
        client.open(uri, Self.project["/ws/main.css"]!)
        let first = try client.diagnostics(for: uri)
        #expect(first.map { $0["code"] as? String } == ["expected-semicolon"])
        files.open()
        let indexed = try client.diagnostics(for: uri)
        #expect(indexed.map { $0["code"] as? String } == ["expected-semicolon"])
        // Nothing else was published meanwhile.
        #expect(!client.unclaimed.contains { ($0["method"] as? String) == "textDocument/publishDiagnostics" })
        #expect(try client.shutdown() == 0)
    }

    /// A project indexed within the wait: one publish, whole.
    @Test func aQuickIndexIsWaitedFor() throws {
        let client = LSPTestClient(fileSystem: MemoryFileSystem(Self.project))
        try client.initialize(root: URL(fileURLWithPath: "/ws"))
        let uri = "file:///ws/main.css"
        client.open(uri, Self.project["/ws/main.css"]!)
        #expect(try client.diagnostics(for: uri).map { $0["code"] as? String } == ["expected-semicolon"])
        #expect(try client.shutdown() == 0)
    }

    /// A pull client without refresh support: a pull before the index is in gets the syntax's
    /// diagnostics after a bounded wait; the next pull gets all, under a new result id. A pull
    /// never waits for the layout.
    @Test func pullsAnswerWithinTheWait() throws {
        let files = GatedFileSystem(Self.project)
        let client = LSPTestClient(fileSystem: files)
        try client.initialize(root: URL(fileURLWithPath: "/ws"), pull: true)
        let uri = "file:///ws/main.css"
        client.open(uri, Self.project["/ws/main.css"]!)
        let started = Date()
        let early = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])["result"] as? [String: Any])
        #expect(Date().timeIntervalSince(started) < 2)
        #expect((early["items"] as? [[String: Any]])?.map { $0["code"] as? String } == ["expected-semicolon"])
        #expect(early["resultId"] as? String == "1-syntax")
        files.open()
        var later: [String: Any] = [:]
        for _ in 0..<50 {
            later = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])["result"] as? [String: Any])
            if later["resultId"] as? String != "1-syntax" { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect((later["resultId"] as? String)?.hasPrefix("1-") == true && later["resultId"] as? String != "1-syntax")
        #expect((later["items"] as? [[String: Any]])?.map { $0["code"] as? String } == ["expected-semicolon"])
        // Right after an edit the pull is answered at once (the layout is due 0.2 s later).
        client.change(uri, version: 2, [LSPTestClient.edit(2, 12, 2, 12, ";")])
        let typed = Date()
        let afterEdit = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])["result"] as? [String: Any])
        #expect(Date().timeIntervalSince(typed) < 0.15)
        #expect((afterEdit["items"] as? [[String: Any]])?.isEmpty == true)
        #expect(try client.shutdown() == 0)
    }

    /// A pull client that takes refreshes: after the syntax's diagnostics of a pull before the
    /// index, it is asked to pull again once the index is in, and that pull has them all.
    @Test func aPullClientThatTakesRefreshesIsAskedAgainAfterTheIndex() throws {
        var project = Self.project
        project["/ws/main.css"] = "UILabel {\n    textColor: @accent;\n    textColr: red;\n    alpha: 1\n}\n"
        let files = GatedFileSystem(project)
        let client = LSPTestClient(fileSystem: files)
        try client.initialize(root: URL(fileURLWithPath: "/ws"), pull: true, capabilities: ["workspace": ["diagnostics": ["refreshSupport": true]]])
        let uri = "file:///ws/main.css"
        client.open(uri, project["/ws/main.css"]!)
        let early = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])["result"] as? [String: Any])
        #expect(early["resultId"] as? String == "1-syntax")
        #expect((early["items"] as? [[String: Any]])?.map { $0["code"] as? String } == ["expected-semicolon"])
        files.open()
        _ = try client.waitFor("workspace/diagnostic/refresh") { $0["method"] as? String == "workspace/diagnostic/refresh" }
        let later = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])["result"] as? [String: Any])
        #expect(later["resultId"] as? String != "1-syntax")
        #expect((later["items"] as? [[String: Any]])?.map { $0["code"] as? String } == ["unknown-property", "expected-semicolon"])
        #expect(try client.shutdown() == 0)
    }

    /// Web CSS outside any marked project, sent as `css`: one note on its first line. An
    /// InterfaCSS `.css` beside it is checked as ever; so is the web text when called InterfaCSS.
    @Test func webStylesheetsAreLeftAlone() throws {
        let web = "body { margin: 0; font-family: sans-serif; }\n.code pre { display: block; color: #333; }\n"
        let client = LSPTestClient(fileSystem: MemoryFileSystem(["/site/site.css": web, "/site/app.css": "UILabel { textColr: red; }\n"]))
        try client.initialize(root: URL(fileURLWithPath: "/site"))
        client.open("file:///site/site.css", web)
        let notes = try client.diagnostics(for: "file:///site/site.css")
        #expect(notes.map { "\($0["severity"]!) \($0["code"]!)" } == ["3 web-css"])
        #expect(((notes.first?["range"] as? [String: Any])?["end"] as? [String: Int]) == ["line": 0, "character": 44])
        client.open("file:///site/app.css", "UILabel { textColr: red; }\n")
        #expect(try client.diagnostics(for: "file:///site/app.css").map { $0["code"] as? String } == ["unknown-property"])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///site/other.css", "languageId": "interfacss", "version": 1, "text": web]])
        #expect(try client.diagnostics(for: "file:///site/other.css").contains { $0["code"] as? String == "unknown-type-selector" })
        #expect(try client.shutdown() == 0)
    }
}
