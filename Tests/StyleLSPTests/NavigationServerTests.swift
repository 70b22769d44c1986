import Foundation
import StyleLSP
import StyleProject
import Testing

/// Navigation over the pipe: real framed JSON-RPC, results decoded into the protocol's types
/// and compared whole. The project lives in memory, so an answer that reaches a closed file
/// shows the server read it through the project model, not behind its back.
@Suite struct NavigationServerTests {
    static let files: [String: String] = [
        "/ws/.stylelsp.json": #"{"stylesheets": ["constants.css", "main.css"]}"#,
        "/ws/constants.css": "@brand: #ff6d10;\n@gap: 8;\n",
        "/ws/main.css": """
            .card { backgroundColor: @brand; cornerRadius: @gap; }
            /* .card in a comment */
            #title { textColor: @brand; }
            .cardigan { alpha: 1; }

            """,
        "/ws/views.xml": """
            <layout>
                <view id="root" class="card"><label id="title" class="headline" style="text-color: @brand"/></view>
            </layout>

            """,
    ]

    /// A client over a memory file system holding `files`, initialized on `/ws` with the
    /// capabilities of a modern client (`documentChanges`, links, hierarchical symbols, prepare).
    static func client(_ files: any FileSystem, modern: Bool = true) throws -> LSPTestClient {
        let client = LSPTestClient(fileSystem: files)
        var capabilities: [String: Any] = [:]
        if modern {
            capabilities = [
                "workspace": ["workspaceEdit": ["documentChanges": true], "didChangeWatchedFiles": ["dynamicRegistration": true]],
                "textDocument": [
                    "definition": ["linkSupport": true], "rename": ["prepareSupport": true],
                    "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
                ],
            ]
        }
        try client.initialize(root: URL(fileURLWithPath: "/ws"), capabilities: capabilities)
        return client
    }

    static func position(_ line: Int, _ character: Int, in uri: String) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    /// `main.css` open, its diagnostics out once the project is indexed (no undefined variable).
    static func openMain(_ client: LSPTestClient, _ files: any FileSystem) throws -> String {
        let uri = "file:///ws/main.css"
        client.open(uri, String(decoding: files.contents(of: "/ws/main.css")!, as: UTF8.self))
        _ = try client.diagnostics(for: uri) { !$0.contains { ($0["code"] as? String) == "undefined-variable" } }
        return uri
    }

    @Test func definitionReachesAClosedFile() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        // On `@brand` in main.css: the definition in constants.css, never opened.
        let links = try client.result("textDocument/definition", Self.position(0, 27, in: uri), as: [LocationLink].self)
        #expect(links == [LocationLink(
            originSelectionRange: lspRange(0, 26, 0, 31), targetUri: "file:///ws/constants.css", targetRange: lspRange(0, 0, 0, 16),
            targetSelectionRange: lspRange(0, 1, 0, 6))])
        #expect(try client.shutdown() == 0)
    }

    @Test func referencesAndHighlights() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        var params = Self.position(2, 22, in: uri)
        params["context"] = ["includeDeclaration": true]
        let references = try client.result("textDocument/references", params, as: [Location].self)
        #expect(references == [
            Location(uri: "file:///ws/constants.css", range: lspRange(0, 1, 0, 6)),
            Location(uri: uri, range: lspRange(0, 26, 0, 31)),
            Location(uri: uri, range: lspRange(2, 21, 2, 26)),
            Location(uri: "file:///ws/views.xml", range: lspRange(1, 88, 1, 93)),
        ])
        params["context"] = ["includeDeclaration": false]
        #expect(try client.result("textDocument/references", params, as: [Location].self).count == 3)
        let highlights = try client.result("textDocument/documentHighlight", Self.position(0, 2, in: uri), as: [DocumentHighlight].self)
        #expect(highlights == [DocumentHighlight(range: lspRange(0, 1, 0, 5), kind: .read)])
        #expect(try client.shutdown() == 0)
    }

    /// The rename touches two stylesheets (one closed) and the view definition (closed): the
    /// test applies the edit as a client does and compares every text whole.
    @Test func renameAcrossStylesheetsAndMarkup() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        let prepared = try client.result("textDocument/prepareRename", Self.position(0, 3, in: uri), as: PrepareRenameResult.self)
        #expect(prepared == PrepareRenameResult(range: lspRange(0, 1, 0, 5), placeholder: "card"))
        var params = Self.position(0, 3, in: uri)
        params["newName"] = "panel"
        let edit = try client.result("textDocument/rename", params, as: WorkspaceEdit.self)
        let changes = try #require(edit.documentChanges)
        #expect(edit.changes == nil)
        #expect(changes.map(\.textDocument) == [
            OptionalVersionedTextDocumentIdentifier(uri: uri, version: 1),
            OptionalVersionedTextDocumentIdentifier(uri: "file:///ws/views.xml", version: nil),
        ])
        let texts = Self.applied(edit, to: files)
        #expect(texts["/ws/main.css"] == """
            .panel { backgroundColor: @brand; cornerRadius: @gap; }
            /* .card in a comment */
            #title { textColor: @brand; }
            .cardigan { alpha: 1; }

            """)
        #expect(texts["/ws/views.xml"] == Self.files["/ws/views.xml"]!.replacingOccurrences(of: #"class="card""#, with: #"class="panel""#))

        // A variable: two stylesheets (constants.css closed) and the view definition's inline
        // style; a closed file's `null` version is written out.
        params = Self.position(0, 27, in: uri)
        params["newName"] = "@accent"
        let variableEdit = try client.result("textDocument/rename", params, as: WorkspaceEdit.self)
        #expect(Self.applied(variableEdit, to: files) == [
            "/ws/constants.css": "@accent: #ff6d10;\n@gap: 8;\n",
            "/ws/main.css": Self.files["/ws/main.css"]!.replacingOccurrences(of: "@brand", with: "@accent"),
            "/ws/views.xml": Self.files["/ws/views.xml"]!.replacingOccurrences(of: "@brand", with: "@accent"),
        ])
        let raw = try client.request("textDocument/rename", params)
        let documents = ((raw["result"] as? [String: Any])?["documentChanges"] as? [[String: Any]]) ?? []
        #expect(documents.contains { ($0["textDocument"] as? [String: Any]).map { $0.keys.contains("version") && $0["version"] is NSNull } ?? false })
        #expect(try client.shutdown() == 0)
    }

    @Test func refusedRenames() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        // On a property: prepareRename says why.
        let onProperty = try client.request("textDocument/prepareRename", Self.position(0, 12, in: uri))
        #expect(onProperty.errorCode == -32803)
        #expect(onProperty.errorMessage == "'backgroundColor' is a property of the UIKit class: it cannot be renamed")
        var params = Self.position(0, 3, in: uri)
        params["newName"] = "2col"
        let invalid = try client.request("textDocument/rename", params)
        #expect(invalid.errorCode == -32803)
        #expect(invalid.errorMessage == "'2col' is not a style class name: it cannot start with a digit")
        params["newName"] = "cardigan"
        #expect(try client.request("textDocument/rename", params).errorMessage
            == "the style class '.cardigan' is already used in this project (in main.css); renaming would merge the two")
        #expect(try client.shutdown() == 0)
    }

    /// A file changed on disk (and reported) is what the next rename edits.
    @Test func renameAfterAFileChangesOnDisk() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        files.set("/ws/views.xml", "<view id=\"root\">\n    <button class=\"big card\"/>\n</view>\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///ws/views.xml", "type": 2]]])
        var params = Self.position(0, 3, in: uri)
        params["newName"] = "panel"
        let edit = try client.result("textDocument/rename", params, as: WorkspaceEdit.self)
        #expect(Self.applied(edit, to: files)["/ws/views.xml"] == "<view id=\"root\">\n    <button class=\"big panel\"/>\n</view>\n")
        #expect(try client.shutdown() == 0)
    }

    /// A file changed on disk that the client did not report is read again before a rename
    /// edits it: the edits fit its text now.
    @Test func renameReadsAnUnreportedChangeAgain() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        files.set("/ws/views.xml", "<!-- moved -->\n<view id=\"root\">\n    <button class=\"card\"/>\n</view>\n")
        var params = Self.position(0, 3, in: uri)
        params["newName"] = "panel"
        let edit = try client.result("textDocument/rename", params, as: WorkspaceEdit.self)
        #expect(Self.applied(edit, to: files)["/ws/views.xml"] == "<!-- moved -->\n<view id=\"root\">\n    <button class=\"panel\"/>\n</view>\n")
        #expect(try client.shutdown() == 0)
    }

    /// Definitions and references that reach a closed file changed on disk, unreported, are
    /// positioned in its text now (the model reads it again and the answer is made again).
    @Test func definitionsAndReferencesReadAnUnreportedChangeAgain() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        files.set("/ws/constants.css", "/* colours */\n@gap: 8;\n@brand: #ff6d10;\n")
        let links = try client.result("textDocument/definition", Self.position(0, 27, in: uri), as: [LocationLink].self)
        #expect(links.map(\.targetSelectionRange) == [lspRange(2, 1, 2, 6)])
        var params = Self.position(0, 27, in: uri)
        params["context"] = ["includeDeclaration": true]
        let references = try client.result("textDocument/references", params, as: [Location].self)
        #expect(references.first == Location(uri: "file:///ws/constants.css", range: lspRange(2, 1, 2, 6)))
        #expect(try client.shutdown() == 0)
    }

    /// Asked before the project's index is in (a client asks as soon as it opens a file), an
    /// answer waits for it: the definition in a closed file is found, and a rename reaches it.
    @Test func answersBeforeTheIndexWaitForIt() throws {
        let client = try Self.client(SlowFileSystem(base: MemoryFileSystem(Self.files), delay: 0.8))
        let uri = "file:///ws/main.css"
        client.open(uri, Self.files["/ws/main.css"]!)
        let links = try client.result("textDocument/definition", Self.position(0, 27, in: uri), as: [LocationLink].self)
        #expect(links.map(\.targetUri) == ["file:///ws/constants.css"])
        var params = Self.position(0, 27, in: uri)
        params["newName"] = "@primary"
        let edit = try client.result("textDocument/rename", params, as: WorkspaceEdit.self)
        #expect(edit.documentChanges?.count == 3)
        #expect(try client.shutdown() == 0)
    }

    /// Declaration: from a class in a stylesheet to the views that carry it; from a variable's
    /// use to its definitions. Highlights of a variable defined and used in one file have both
    /// kinds.
    @Test func declarationsAndWrittenHighlights() throws {
        var project = Self.files
        project["/ws/main.css"] = "@local: 2;\n" + project["/ws/main.css"]!.replacingOccurrences(of: "cornerRadius: @gap", with: "cornerRadius: @local")
        let files = MemoryFileSystem(project)
        let client = try Self.client(files)
        let uri = "file:///ws/main.css"
        client.open(uri, project["/ws/main.css"]!)
        _ = try client.diagnostics(for: uri) { !$0.contains { ($0["code"] as? String) == "undefined-variable" } }
        let views = try client.result("textDocument/declaration", Self.position(1, 3, in: uri), as: [Location].self)
        #expect(views == [Location(uri: "file:///ws/views.xml", range: lspRange(1, 27, 1, 31))])
        let variable = try client.result("textDocument/declaration", Self.position(1, 27, in: uri), as: [Location].self)
        #expect(variable == [Location(uri: "file:///ws/constants.css", range: lspRange(0, 1, 0, 6))])
        let highlights = try client.result("textDocument/documentHighlight", Self.position(0, 2, in: uri), as: [DocumentHighlight].self)
        #expect(highlights == [
            DocumentHighlight(range: lspRange(0, 1, 0, 6), kind: .write), DocumentHighlight(range: lspRange(1, 48, 1, 53), kind: .read),
        ])
        #expect(try client.shutdown() == 0)
    }

    /// Without `documentChanges`, links, hierarchical symbols or prepare support, each answer
    /// takes the older form the client reads.
    @Test func olderClientsGetTheFormsTheyRead() throws {
        let files = MemoryFileSystem(Self.files)
        let client = LSPTestClient(fileSystem: files)
        let initialized = try client.initialize(root: URL(fileURLWithPath: "/ws"))
        let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["renameProvider"] as? Bool == true)
        let uri = try Self.openMain(client, files)
        #expect(try client.result("textDocument/definition", Self.position(0, 27, in: uri), as: [Location].self)
            == [Location(uri: "file:///ws/constants.css", range: lspRange(0, 1, 0, 6))])
        var params = Self.position(0, 3, in: uri)
        params["newName"] = "panel"
        let edit = try client.result("textDocument/rename", params, as: WorkspaceEdit.self)
        #expect(edit.documentChanges == nil)
        #expect(edit.changes?.keys.sorted() == ["file:///ws/main.css", "file:///ws/views.xml"])
        let outline = try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]], as: [SymbolInformation].self)
        #expect(outline.map(\.name) == [".card", "#title", ".cardigan"])
        #expect(try client.shutdown() == 0)
    }

    @Test func symbols() throws {
        let files = MemoryFileSystem(Self.files)
        let client = try Self.client(files)
        let uri = try Self.openMain(client, files)
        let outline = try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]], as: [DocumentSymbol].self)
        #expect(outline.map(\.name) == [".card", "#title", ".cardigan"])
        #expect(outline[1] == DocumentSymbol(
            name: "#title", detail: "UILabel", kind: .class, range: lspRange(2, 0, 2, 29), selectionRange: lspRange(2, 0, 2, 6), children: nil))
        let found = try client.result("workspace/symbol", ["query": "titl"], as: [SymbolInformation].self)
        #expect(found.map { "\($0.kind) \($0.name) \($0.location.uri) \($0.containerName ?? "")" } == [
            "class #title file:///ws/main.css ", "field #title file:///ws/views.xml view#root.card",
        ])
        #expect(try client.shutdown() == 0)
    }

    /// Completion in a view definition's `class` attribute offers the style classes of the
    /// project's stylesheets, none of them open; in a selector, the view definitions' ids.
    @Test func completionOfClassesAndIDsFromTheProject() throws {
        let files = MemoryFileSystem(Self.files.merging(["/ws/other.xml": #"<view class="ca"/>"# + "\n"]) { a, _ in a })
        let client = LSPTestClient(fileSystem: files)
        try client.initialize(root: URL(fileURLWithPath: "/ws"), capabilities: ["window": ["workDoneProgress": true]])
        let xml = "file:///ws/other.xml"
        client.notify("textDocument/didOpen", ["textDocument": ["uri": xml, "languageId": "xml", "version": 1, "text": #"<view class="ca"/>"# + "\n"]])
        // Once the project is indexed.
        _ = try client.notification("$/progress") { (($0["params"] as? [String: Any])?["value"] as? [String: Any])?["kind"] as? String == "end" }
        let classes = try client.completion(xml, line: 0, character: 15)
        #expect(labels(classes).filter { $0.hasPrefix("card") } == ["card", "cardigan"])
        let css = "file:///ws/new.css"
        client.open(css, "#ti {}\n")
        #expect(labels(try client.completion(css, line: 0, character: 3)).filter { $0.hasPrefix("tit") } == ["title"])
        #expect(try client.shutdown() == 0)
    }

    /// The text of every file a workspace edit changes, applied as a client applies it
    /// (UTF-16 positions, edits from the last).
    static func applied(_ edit: WorkspaceEdit, to files: MemoryFileSystem) -> [String: String] {
        var result: [String: String] = [:]
        var perFile: [(String, [LSPTextEdit])] = edit.documentChanges?.map { ($0.textDocument.uri, $0.edits) } ?? []
        perFile += (edit.changes ?? [:]).map { ($0.key, $0.value) }
        for (uri, edits) in perFile {
            let path = String(uri.dropFirst("file://".count))
            var text = Array(String(decoding: files.contents(of: path) ?? [], as: UTF8.self).utf16)
            func offset(_ position: Position) -> Int {
                var line = 0, index = 0
                while line < position.line, index < text.count {
                    if text[index] == 10 { line += 1 }
                    index += 1
                }
                return index + position.character
            }
            for edit in edits.sorted(by: { ($0.range.start.line, $0.range.start.character) > ($1.range.start.line, $1.range.start.character) }) {
                text.replaceSubrange(offset(edit.range.start)..<offset(edit.range.end), with: Array(edit.newText.utf16))
            }
            result[path] = String(decoding: text, as: UTF16.self)
        }
        return result
    }
}

func lspRange(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> LSPRange {
    LSPRange(start: Position(line: startLine, character: startCharacter), end: Position(line: endLine, character: endCharacter))
}

extension LSPTestClient {
    /// A request's result decoded into a protocol type (a JSON-RPC error throws).
    func result<T: Decodable>(_ method: String, _ params: Any, as type: T.Type) throws -> T {
        let response = try request(method, params)
        if let error = response["error"] { throw ClientError(message: "\(method) failed: \(error)") }
        let data = try JSONSerialization.data(withJSONObject: response["result"] ?? NSNull(), options: [.fragmentsAllowed])
        return try JSONDecoder().decode(T.self, from: data)
    }
}

extension Dictionary where Key == String, Value == Any {
    /// `error.message` of a response.
    var errorMessage: String? { (self["error"] as? [String: Any])?["message"] as? String }
}
