import Foundation
import Testing

/// Documents (incremental sync under both position encodings), diagnostics (push and pull),
/// and the workspace: stylesheets on disk, cross-file variables, watched files, configuration.
@Suite struct DocumentAndWorkspaceTests {
    static func messages(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.compactMap { $0["message"] as? String }
    }

    static func codes(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.compactMap { $0["code"] as? String }
    }

    static func start(_ diagnostic: [String: Any]) -> (Int, Int) {
        let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
        return (start?["line"] as? Int ?? -1, start?["character"] as? Int ?? -1)
    }

    @Test func diagnosticsArePublishedOnOpenAndAfterEachChange() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("publish.css")
        client.open(uri, "UILabel {\n    textColr: red;\n}\n")
        let first = try client.diagnostics(for: uri, version: 1)
        #expect(Self.codes(first) == ["unknown-property"])
        #expect(Self.start(first[0]) == (1, 4))
        #expect(((first[0]["data"] as? [String: Any])?["fixes"] as? [[String: Any]])?.first?["newText"] as? String == "textColor")
        // Fix the typo: insert "o" after "textCol" → "textColor".
        client.change(uri, version: 2, [LSPTestClient.edit(1, 11, 1, 11, "o")])
        #expect(try client.diagnostics(for: uri, version: 2).isEmpty)
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(try client.diagnostics(for: uri).isEmpty)
        #expect(try client.shutdown() == 0)
    }

    @Test func relatedInformationPointsAtTheOtherDeclaration() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("related.css")
        client.open(uri, ".a {\n    alpha: 1;\n    alpha: 0.5;\n}\n")
        let diagnostics = try client.diagnostics(for: uri, version: 1)
        #expect(Self.codes(diagnostics) == ["duplicate-property"])
        let related = try #require((diagnostics[0]["relatedInformation"] as? [[String: Any]])?.first)
        #expect(related["message"] as? String == "set again here")
        let location = try #require(related["location"] as? [String: Any])
        #expect(location["uri"] as? String == uri)
        #expect(Self.start(["range": location["range"]!]) == (2, 4))
    }

    /// The same edits, positioned in UTF-16 code units and in UTF-8 bytes.
    @Test(arguments: ["utf-16", "utf-8"])
    func incrementalEditsWithNonASCIIText(encoding: String) throws {
        let client = LSPTestClient()
        try client.initialize(encodings: [encoding])
        let uri = scratchURI("unicode-\(encoding).css")
        // "é" is 1 UTF-16 unit and 2 UTF-8 bytes; "𝒳" is 2 UTF-16 units and 4 UTF-8 bytes.
        let line = "UILabel { text: \"é𝒳\"; textColr: red; }"
        client.open(uri, line)
        let before = try client.diagnostics(for: uri, version: 1)
        #expect(Self.codes(before) == ["unknown-property"])
        let column = { (prefix: String) in encoding == "utf-8" ? prefix.utf8.count : prefix.utf16.count }
        #expect(Self.start(before[0]) == (0, column("UILabel { text: \"é𝒳\"; ")))
        // Insert "o" into "textColr" at its position after the non-ASCII text.
        let at = column("UILabel { text: \"é𝒳\"; textCol")
        client.change(uri, version: 2, [LSPTestClient.edit(0, at, 0, at, "o")])
        #expect(try client.diagnostics(for: uri, version: 2).isEmpty)
        // Replace the string's contents (a range spanning both characters), then break a name after it.
        let stringStart = column("UILabel { text: \"")
        let stringEnd = column("UILabel { text: \"é𝒳")
        let nameAt = column("UILabel { text: \"ü\"; textColor")
        client.change(uri, version: 3, [
            LSPTestClient.edit(0, stringStart, 0, stringEnd, "ü"),
            LSPTestClient.edit(0, nameAt, 0, nameAt, "X"),
        ])
        let after = try client.diagnostics(for: uri, version: 3)
        #expect(Self.codes(after) == ["unknown-property"])
        #expect(Self.messages(after).first?.contains("'textColorX'") == true)
        #expect(Self.start(after[0]) == (0, column("UILabel { text: \"ü\"; ")))
        #expect(try client.shutdown() == 0)
    }

    @Test func multiLineEditsAndCRLF() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("crlf.css")
        client.open(uri, ".a {\r\n    alpha: 1;\r\n}\r\n.b {\r\n    alpha: 2;\r\n}\r\n")
        #expect(try client.diagnostics(for: uri, version: 1).isEmpty)
        // Replace from inside the first block to inside the second: ".a {\r\n    alphx: 2;\r\n}\r\n".
        client.change(uri, version: 2, [LSPTestClient.edit(1, 4, 4, 10, "alphx:")])
        let diagnostics = try client.diagnostics(for: uri, version: 2)
        #expect(Self.codes(diagnostics) == ["unknown-property"])
        #expect(Self.start(diagnostics[0]) == (1, 4))
    }

    @Test func fullTextChangesAreAccepted() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("full.css")
        client.open(uri, ".a { alpha: 1; }")
        _ = try client.diagnostics(for: uri, version: 1)
        client.change(uri, version: 2, [["text": ".a { alpha: 1 }\n.b { alhpa: 1; }"]])
        #expect(Self.codes(try client.diagnostics(for: uri, version: 2)) == ["expected-semicolon", "unknown-property"])
    }

    @Test func variablesDefinedInAnotherStylesheetOfTheWorkspace() throws {
        let project = try TemporaryFolder([
            ".stylelsp.json": #"{"stylesheets": ["constants.css", "main.css"]}"#,
            "constants.css": "@accent: #ff6d10;\n@unusedHere: 1;\n",
            "main.css": "UILabel {\n    textColor: @accent;\n    alpha: @missing;\n}\n",
        ])
        let client = LSPTestClient()
        try client.initialize(root: project.url)
        let main = project.uri("main.css")
        client.open(main, try project.read("main.css"))
        // Once the workspace is indexed, only @missing is undefined.
        let final = try client.diagnostics(for: main) { Self.codes($0) == ["undefined-variable"] }
        #expect(Self.messages(final).first?.contains("@missing") == true)
        let hover = try #require(try client.hover(main, line: 1, character: 18))
        #expect(hover.contains("@accent: #ff6d10;"))
        #expect(hover.contains("constants.css"))

        // Opening the other file and defining @missing there fixes main.css.
        let constants = project.uri("constants.css")
        client.open(constants, try project.read("constants.css"))
        client.change(constants, version: 2, [LSPTestClient.edit(2, 0, 2, 0, "@missing: 0.5;\n")])
        #expect(try client.diagnostics(for: main) { $0.isEmpty }.isEmpty)
        #expect(try client.shutdown() == 0)
    }

    @Test func indexingReportsProgressWhenTheClientAllowsIt() throws {
        var files: [String: String] = [:]
        for index in 0..<60 { files["sheets/s\(index).css"] = "@v\(index): \(index);\n.c\(index) { alpha: 1; }\n" }
        let project = try TemporaryFolder(files)
        let client = LSPTestClient()
        try client.initialize(root: project.url, extra: [
            "capabilities": ["window": ["workDoneProgress": true], "general": ["positionEncodings": ["utf-16"]]] as [String: Any],
        ])
        let create = try client.waitFor("workDoneProgress/create") { $0["method"] as? String == "window/workDoneProgress/create" }
        let token = try #require((create["params"] as? [String: Any])?["token"] as? String)
        client.send(["jsonrpc": "2.0", "id": create["id"]!, "result": NSNull()])
        let kinds = { (kind: String) in
            try client.notification("$/progress") { (($0["params"] as? [String: Any])?["value"] as? [String: Any])?["kind"] as? String == kind }
        }
        let begin = try kinds("begin")
        #expect((begin["params"] as? [String: Any])?["token"] as? String == token)
        _ = try kinds("report")
        let end = try kinds("end")
        #expect(((end["params"] as? [String: Any])?["value"] as? [String: Any])?["message"] as? String == "60 stylesheets")
        // The indexed variables are known.
        let uri = project.uri("sheets/new.css")
        client.open(uri, ".x { alpha: @v59; }")
        #expect(try client.diagnostics(for: uri).isEmpty)
        #expect(try client.shutdown() == 0)
    }

    @Test func watchedFileChangesRefreshTheWorkspace() throws {
        let project = try TemporaryFolder([
            "a.css": "@size: 10;\n",
            "b.css": ".x { alpha: @size; }\n",
        ])
        let client = LSPTestClient()
        try client.initialize(root: project.url)
        let b = project.uri("b.css")
        client.open(b, try project.read("b.css"))
        _ = try client.diagnostics(for: b) { $0.isEmpty }
        // a.css changes on disk (not open): @size disappears.
        try project.write("a.css", "@other: 10;\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": project.uri("a.css"), "type": 2]]])
        let diagnostics = try client.diagnostics(for: b) { !$0.isEmpty }
        #expect(Self.codes(diagnostics) == ["undefined-variable"])
        #expect(try client.shutdown() == 0)
    }

    @Test func configurationChangesApply() throws {
        let project = try TemporaryFolder([
            ".stylelsp.json": #"{"rules": {"unknown-property": "error"}}"#,
            "a.css": ".x { alhpa: 1; }\n",
        ])
        let client = LSPTestClient()
        try client.initialize(root: project.url)
        let a = project.uri("a.css")
        client.open(a, try project.read("a.css"))
        var diagnostics = try client.diagnostics(for: a, version: 1)
        #expect(diagnostics.first?["severity"] as? Int == 1)
        try project.write(".stylelsp.json", #"{"rules": {"unknown-property": "off"}}"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": project.uri(".stylelsp.json"), "type": 2]]])
        diagnostics = try client.diagnostics(for: a)
        #expect(diagnostics.isEmpty)
        #expect(try client.shutdown() == 0)
    }

    @Test func documentsTheConfigurationLeavesOutGetNoDiagnosticsUnlessMarkedInterfaCSS() throws {
        let project = try TemporaryFolder([
            ".stylelsp.json": #"{"include": ["Styles/**/*.css"]}"#,
            "Styles/app.css": ".x { alhpa: 1; }\n",
            "web/site.css": "body { colr: red; }\n",
        ])
        let client = LSPTestClient()
        try client.initialize(root: project.url)
        let site = project.uri("web/site.css")
        client.open(site, try project.read("web/site.css"))
        #expect(try client.diagnostics(for: site, version: 1).isEmpty)
        let app = project.uri("Styles/app.css")
        client.open(app, try project.read("Styles/app.css"))
        #expect(Self.codes(try client.diagnostics(for: app, version: 1)) == ["unknown-property"])
        // The editor knows better: a file it calls InterfaCSS is checked.
        let marked = project.uri("web/marked.css")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": marked, "languageId": "interfacss", "version": 1, "text": ".x { alhpa: 1; }\n"]])
        #expect(Self.codes(try client.diagnostics(for: marked, version: 1)) == ["unknown-property"])
        #expect(try client.shutdown() == 0)
    }

    /// A client that reports no file changes: the project of a document is looked for again
    /// after a second, so a configuration created meanwhile applies from the next edit on.
    @Test func aConfigurationCreatedLaterIsFoundWithoutFileEvents() throws {
        let project = try TemporaryFolder(["a.css": ".x { alhpa: 1; }\n"])
        let client = LSPTestClient()
        try client.initialize(root: project.url)
        let a = project.uri("a.css")
        client.open(a, try project.read("a.css"))
        #expect(Self.codes(try client.diagnostics(for: a, version: 1)) == ["unknown-property"])
        try project.write(".stylelsp.json", #"{"rules": {"unknown-property": "off"}}"#)
        Thread.sleep(forTimeInterval: 1.1)
        client.change(a, version: 2, [LSPTestClient.edit(0, 14, 0, 14, " ")])
        #expect(try client.diagnostics(for: a, version: 2).isEmpty)
        #expect(try client.shutdown() == 0)
    }

    @Test func pullDiagnosticsWhenTheClientSupportsThem() throws {
        let client = LSPTestClient()
        let response = try client.initialize(pull: true)
        let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["diagnosticProvider"] != nil)
        let uri = scratchURI("pull.css")
        client.open(uri, ".x { alhpa: 1; }")
        let report = try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
        let result = try #require(report["result"] as? [String: Any])
        #expect(result["kind"] as? String == "full")
        #expect(Self.codes(result["items"] as? [[String: Any]] ?? []) == ["unknown-property"])
        #expect(try client.shutdown() == 0)
        // Pulled, not pushed.
        #expect(!client.unclaimed.contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
    }

    /// The server keeps each item's encoded diagnostics between publishes and moves them by
    /// lines; after any edit they must be what a fresh server publishes for the same text.
    @Test(arguments: ["utf-16", "utf-8"])
    func diagnosticsAfterEditsAreThoseOfTheTextOpenedAfresh(encoding: String) throws {
        let seed = [
            "@accent: #ff6d10;\r\n",
            "@unused: 1;\n",
            ".é { text: \"𝒳\"; alhpa: 1; } .b { textColr: red; }\n",
            "UILabel {\n    textColor: @accent;\n    alpha: 1;\n    alpha: 0.5;\n    tintColor: @later;\n}\n",
            "/* stylelsp-disable-next-line unknown-color */\n",
            ".x { backgroundColor: blu; }\n",
            "UIButton { titleColor(highlighted): rgb(1, 2); .inner { fnt: 1; } }\n",
            "@later: blue;\n",
        ].joined()
        let fragments = ["a", "1", ";", "{", "}", "\n", "\r\n", "é", "𝒳", " ", "textColr: red;", "@accent", "@x: 2;", "/* stylelsp-disable-line */", "/*", "*/", "alpha: 7;"]
        var text = Array(seed)  // Characters: edits never split one, in either encoding
        func position(_ index: Int) -> (line: Int, character: Int) {
            var line = 0, character = 0
            for character_ in text[..<index] {
                if character_.isNewline { line += 1; character = 0 } else { character += encoding == "utf-8" ? character_.utf8.count : character_.utf16.count }
            }
            return (line, character)
        }
        var random = UInt64(0x5EED)
        func next(_ bound: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(max(bound, 1)))
        }

        let client = LSPTestClient()
        try client.initialize(encodings: [encoding])
        let uri = scratchURI("cached-\(encoding).css")
        client.open(uri, String(text))
        _ = try client.diagnostics(for: uri, version: 1)
        var compared = 0
        for version in 2...60 {
            let start = next(text.count + 1)
            let end = min(text.count, start + (next(4) == 0 ? next(8) : 0))
            let (from, to) = (position(start), position(end))
            let fragment = fragments[next(fragments.count)]
            text.replaceSubrange(start..<end, with: Array(fragment))
            client.change(uri, version: version, [LSPTestClient.edit(from.line, from.character, to.line, to.character, fragment)])
            let edited = try client.diagnostics(for: uri, version: version)

            let fresh = LSPTestClient()
            try fresh.initialize(encodings: [encoding])
            fresh.open(uri, String(text))
            let expected = try fresh.diagnostics(for: uri, version: 1)
            #expect(try fresh.shutdown() == 0)
            let json = { (value: [[String: Any]]) in
                String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
            }
            guard try json(edited) == json(expected) else {
                Issue.record("version \(version) (\(fragment.debugDescription) at \(from)–\(to)) in \(String(text).debugDescription):\nedited: \(try json(edited))\nfresh:  \(try json(expected))")
                break
            }
            compared += edited.count
        }
        #expect(compared > 200)
        #expect(try client.shutdown() == 0)
    }

    /// Each ruleset's diagnostics go out as a piece of one gathered write, at most 1,024
    /// pieces a call: 3,000 rulesets take several calls, and the message arrives whole.
    @Test func aPublishOfThousandsOfRulesetsArrivesWhole() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("many.css")
        let text = (0..<3000).map { ".r\($0) { alpha: 1; textColr: red; }\n" }.joined()
        client.open(uri, text)
        let first = try client.diagnostics(for: uri, version: 1)
        #expect(first.count == 3000)
        #expect(first.last.map(Self.start)! == (2999, 19))
        client.change(uri, version: 2, [LSPTestClient.edit(0, 0, 0, 0, "\n")])
        let second = try client.diagnostics(for: uri, version: 2)
        #expect(second.count == 3000)
        #expect(second.last.map(Self.start)! == (3000, 19))
        // Each run's JSON is kept as last sent and its line numbers rewritten, their digits
        // growing (9 → 10, 99 → 100, 999 → 1000).
        let starts = { (diagnostics: [[String: Any]]) in diagnostics.map { "\(Self.start($0))" } }
        let column = { (ruleset: Int) in ".r\(ruleset) { alpha: 1; ".count }
        #expect(starts(second) == (0..<3000).map { "\(($0 + 1, column($0)))" })
        client.change(uri, version: 3, [LSPTestClient.edit(500, 0, 500, 0, "\n\n")])
        #expect(try starts(client.diagnostics(for: uri, version: 3)) == (0..<3000).map { "\(($0 + ($0 < 499 ? 1 : 3), column($0)))" })
        #expect(try client.shutdown() == 0)
    }

    @Test func aBurstOfEditsIsAnalysedOnceAtTheEnd() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("burst.css")
        client.open(uri, ".x { alpha: 1; }")
        _ = try client.diagnostics(for: uri, version: 1)
        var bytes: [UInt8] = []
        for version in 2...20 {
            let body = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":0,"character":13},"end":{"line":0,"character":13}},"text":"1"}]}}"#
            bytes += Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        }
        client.sendRaw(bytes)
        #expect(try client.diagnostics(for: uri, version: 20).isEmpty)
        #expect(try client.shutdown() == 0)
        // Versions 2…19 were superseded while queued.
        let published = client.unclaimed.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.count < 19)
    }
}

/// A temporary folder with files, removed afterwards.
final class TemporaryFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("stylelsp-lsp-\(UUID().uuidString)").standardizedFileURL
        for (path, contents) in files { try write(path, contents) }
    }

    func write(_ path: String, _ contents: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func uri(_ path: String) -> String { url.appendingPathComponent(path).absoluteString }

    deinit { try? FileManager.default.removeItem(at: url) }
}
