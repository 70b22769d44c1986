import Foundation
import StyleLSP
import StyleProject
import Testing

/// The server driven over the pipe as Vim's ALE 3.3 and Emacs's lsp-mode 8.0 drive it: their
/// `initialize` requests as their sources write them (ALE's `autoload/ale/lsp.vim`, lsp-mode's
/// `lsp--client-capabilities`), positions counted as each counts them (ALE: bytes; lsp-mode:
/// characters; neither says so), the server's edits applied the same way. A quick fix on a
/// line with `é` or `🙂` must give the intended text, and each client gets what it declared
/// it reads.
@Suite struct ClientCountingTests {
    enum Counting { case bytes, characters, utf16 }

    /// ALE's `initialize` (it sends no `clientInfo`), with the README's initialization option.
    static func aleInitialize(root: String, options: [String: Any]) -> [String: Any] {
        [
            "processId": Int(ProcessInfo.processInfo.processIdentifier), "rootPath": root, "rootUri": "file://" + root, "initializationOptions": options,
            "capabilities": [
                "workspace": ["applyEdit": false, "didChangeConfiguration": ["dynamicRegistration": false], "symbol": ["dynamicRegistration": false],
                              "workspaceFolders": false, "configuration": false],
                "textDocument": [
                    "synchronization": ["dynamicRegistration": false, "willSave": false, "willSaveWaitUntil": false, "didSave": true],
                    "completion": ["dynamicRegistration": false, "completionItem": [
                        "snippetSupport": false, "commitCharactersSupport": false, "documentationFormat": ["plaintext"], "deprecatedSupport": false,
                        "preselectSupport": false,
                    ], "contextSupport": false],
                    "hover": ["dynamicRegistration": false, "contentFormat": ["plaintext"]],
                    "references": ["dynamicRegistration": false],
                    "documentSymbol": ["dynamicRegistration": false, "hierarchicalDocumentSymbolSupport": false],
                    "definition": ["dynamicRegistration": false, "linkSupport": false],
                    "publishDiagnostics": ["relatedInformation": true],
                    "codeAction": ["dynamicRegistration": false, "codeActionLiteralSupport": ["codeActionKind": ["valueSet": [] as [String]]]],
                    "rename": ["dynamicRegistration": false],
                ],
            ],
        ]
    }

    /// lsp-mode's `initialize`: `clientInfo` "emacs", no position encodings; `null` where it
    /// writes nil.
    static func lspModeInitialize(root: String) -> [String: Any] {
        [
            "processId": NSNull(), "rootPath": root, "rootUri": "file://" + root, "initializationOptions": NSNull(), "workDoneToken": "1",
            "clientInfo": ["name": "emacs", "version": "GNU Emacs 28.2 (build 1, x86_64-pc-linux-gnu, GTK+ Version 3.24.37, cairo version 1.16.0)\n of 2023-05-14"],
            "capabilities": [
                "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename", "delete"]], "applyEdit": true,
                              "executeCommand": ["dynamicRegistration": false], "workspaceFolders": true, "configuration": true],
                "textDocument": [
                    "declaration": ["linkSupport": true], "definition": ["linkSupport": true],
                    "synchronization": ["willSave": true, "didSave": true, "willSaveWaitUntil": true],
                    "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
                    "formatting": ["dynamicRegistration": true], "rangeFormatting": ["dynamicRegistration": true],
                    "rename": ["dynamicRegistration": true, "prepareSupport": true],
                    "codeAction": ["dynamicRegistration": true, "isPreferredSupport": true,
                                   "codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["", "quickfix", "refactor", "source"]]],
                                   "resolveSupport": ["properties": ["edit", "command"]], "dataSupport": true],
                    "completion": ["completionItem": [
                        "snippetSupport": false, "documentationFormat": ["markdown", "plaintext"], "resolveAdditionalTextEditsSupport": true,
                        "insertReplaceSupport": true, "resolveSupport": ["properties": ["documentation", "details", "additionalTextEdits", "command"]],
                    ], "contextSupport": true],
                    "hover": ["contentFormat": ["markdown", "plaintext"]],
                    "publishDiagnostics": ["relatedInformation": true, "tagSupport": ["valueSet": [1, 2]], "versionSupport": true],
                    "moniker": NSNull(), "linkedEditingRange": NSNull(),
                ],
                "window": ["workDoneProgress": true, "showMessage": NSNull(), "showDocument": NSNull()],
            ],
        ]
    }

    /// The column of the first `word` in `line` as a client counting `counting` would send it.
    static func column(of word: String, in line: String, _ counting: Counting) -> Int {
        let prefix = line[..<line.range(of: word)!.lowerBound]
        return width(prefix, counting)
    }

    static func width(_ text: Substring, _ counting: Counting) -> Int {
        switch counting {
        case .bytes: return text.utf8.count
        case .characters: return text.unicodeScalars.count
        case .utf16: return text.utf16.count
        }
    }

    /// `edits` made on `text` as a client counting `counting` makes them.
    static func applied(_ edits: [[String: Any]], to text: String, _ counting: Counting) -> String {
        var lines = text.components(separatedBy: "\n")
        func index(_ line: String, _ column: Int) -> String.Index {
            var position = line.startIndex, counted = 0
            while position < line.endIndex && counted < column {
                counted += width(line[position...position], counting)
                position = line.index(after: position)
            }
            return position
        }
        let sorted = edits.sorted {
            let a = ($0["range"] as! [String: Any])["start"] as! [String: Int], b = ($1["range"] as! [String: Any])["start"] as! [String: Int]
            return (a["line"]!, a["character"]!) > (b["line"]!, b["character"]!)
        }
        for edit in sorted {
            let range = edit["range"] as! [String: Any]
            let start = range["start"] as! [String: Int], end = range["end"] as! [String: Int]
            let first = lines[start["line"]!], last = lines[end["line"]!]
            let merged = String(first[..<index(first, start["character"]!)]) + (edit["newText"] as! String) + String(last[index(last, end["character"]!)...])
            lines.replaceSubrange(start["line"]!...end["line"]!, with: merged.components(separatedBy: "\n"))
        }
        return lines.joined(separator: "\n")
    }

    static let files = ["/ws/.stylelsp.json": #"{"interfacss": "1"}"#]

    /// The quick fix of `textColr` on `line` (the second of a ruleset), asked for and applied
    /// as the client counts.
    static func fix(_ client: LSPTestClient, line: String, _ counting: Counting, countedAlike: Bool = true) throws -> String {
        let uri = "file:///ws/screen.css"
        let text = "UILabel {\n\(line)\n}\n"
        client.open(uri, text)
        let published = try client.diagnostics(for: uri) { !$0.isEmpty }
        let range = try #require(published.first?["range"] as? [String: Any])
        if countedAlike { #expect((range["start"] as? [String: Int])?["character"] == column(of: "textColr", in: line, counting)) }
        let at = column(of: "textColr", in: line, counting) + 1
        let response = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 1, "character": at], "end": ["line": 1, "character": at]],
            "context": ["diagnostics": published],
        ])
        let actions = try #require(response["result"] as? [[String: Any]])
        var action = try #require(actions.first)
        // A client that resolves actions (lsp-mode) asks for the edit of the one it runs.
        if action["edit"] == nil { action = try #require(try client.request("codeAction/resolve", action)["result"] as? [String: Any]) }
        let edit = try #require(action["edit"] as? [String: Any])
        let edits = (edit["changes"] as? [String: [[String: Any]]])?[uri]
            ?? ((edit["documentChanges"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]]) ?? []
        return applied(edits, to: text, counting)
    }

    @Test func aleCountsBytes() throws {
        let client = LSPTestClient(fileSystem: MemoryFileSystem(Self.files))
        let initialized = try client.request("initialize", Self.aleInitialize(root: "/ws", options: ["positionEncoding": "utf-8"]))
        client.notify("initialized", [:])
        #expect(((initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-8")
        #expect(try Self.fix(client, line: "    /*é*/textColr: red;", .bytes) == "UILabel {\n    /*é*/textColor: red;\n}\n")

        // Hover and completion documentation in plain text, as ALE asked; edits as `changes`.
        let uri = "file:///ws/screen.css"
        client.change(uri, version: 2, [["text": "UILabel {\n    /*é*/textColor: red;\n}\n"]])
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 1, "character": 13]])
        let contents = try #require((hover["result"] as? [String: Any])?["contents"] as? [String: Any])
        #expect(contents["kind"] as? String == "plaintext")
        #expect((contents["value"] as? String).map { $0.hasPrefix("textColor") && !$0.contains("**") && !$0.contains("`") } == true)
        client.change(uri, version: 3, [["text": "UILabel {\n    textAl\n}\n"]])
        let items = try client.completion(uri, line: 1, character: 10)
        let item = try #require(items.first { $0["label"] as? String == "textAlignment" })
        #expect((item["documentation"] as? [String: Any])?["kind"] as? String == "plaintext")
        #expect(try client.shutdown() == 0)
    }

    /// Without the README's option, ALE's bytes are read as UTF-16: the fix lands a byte early
    /// (what a user of a client that counts otherwise, unsaid, would see).
    @Test func aleWithoutTheOptionMisplacesTheFix() throws {
        let client = LSPTestClient(fileSystem: MemoryFileSystem(Self.files))
        _ = try client.request("initialize", Self.aleInitialize(root: "/ws", options: [:]))
        client.notify("initialized", [:])
        #expect(try Self.fix(client, line: "    /*é*/textColr: red;", .bytes, countedAlike: false) != "UILabel {\n    /*é*/textColor: red;\n}\n")
        #expect(try client.shutdown() == 0)
    }

    @Test func lspModeCountsCharacters() throws {
        let client = LSPTestClient(fileSystem: MemoryFileSystem(Self.files))
        let initialized = try client.request("initialize", Self.lspModeInitialize(root: "/ws"))
        client.notify("initialized", [:])
        #expect(((initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-32")
        #expect(try Self.fix(client, line: "    /*🙂*/textColr: red;", .characters) == "UILabel {\n    /*🙂*/textColor: red;\n}\n")

        // Documentation left for completionItem/resolve, which lsp-mode sends; markdown.
        let uri = "file:///ws/screen.css"
        client.change(uri, version: 2, [["text": "UILabel {\n    textAl\n}\n"]])
        let items = try client.completion(uri, line: 1, character: 10)
        let item = try #require(items.first { $0["label"] as? String == "textAlignment" })
        #expect(item["documentation"] == nil && item["data"] != nil)
        let resolved = try client.request("completionItem/resolve", item)
        #expect(((resolved["result"] as? [String: Any])?["documentation"] as? [String: Any])?["kind"] as? String == "markdown")
        #expect(try client.shutdown() == 0)
    }

    /// The negotiation: an offered encoding wins (ours first), the option only among those
    /// offered; without an offer, the option, then the client's known counting, then UTF-16.
    @Test func negotiation() throws {
        for (offered, option, name, expected) in [
            (["utf-16", "utf-8"], nil, nil, "utf-8"), (["utf-32"], nil, nil, "utf-32"), (["utf-16"], "utf-8", nil, "utf-16"),
            (["utf-8", "utf-32"], "utf-32", nil, "utf-32"), ([], "utf-32", "emacs", "utf-32"), ([], nil, "emacs", "utf-32"),
            ([], nil, "Neovim", "utf-16"), ([], "auto", "emacs", "utf-32"), ([], "utf-8", nil, "utf-8"),
        ] as [([String], String?, String?, String)] {
            let client = LSPTestClient(fileSystem: MemoryFileSystem([:]))
            var params: [String: Any] = ["processId": NSNull(), "capabilities": offered.isEmpty ? [:] : ["general": ["positionEncodings": offered]]]
            if let option { params["initializationOptions"] = ["positionEncoding": option] }
            if let name { params["clientInfo"] = ["name": name] }
            let initialized = try client.request("initialize", params)
            let chosen = ((initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String
            #expect(chosen == expected, "offered \(offered), option \(option ?? "none"), client \(name ?? "none")")
            #expect(try client.shutdown() == 0)
        }
    }
}
