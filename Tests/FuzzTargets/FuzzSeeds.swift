import Foundation
import TestSupport

/// Starting inputs for each target, made from stylesheets and view definitions (the
/// repository's corpus and examples, and generated corpora): what `Fuzz/run.sh` seeds libFuzzer
/// with, and what the stress tests mutate.
public enum FuzzSeeds {
    /// The longest stylesheet or view definition in a seed: a few KB is where bugs show, and
    /// short inputs keep libFuzzer at tens to hundreds of runs a second (every input is linted,
    /// laid out or served whole). Longer files are cut into pieces of this size.
    public static let maximumLength = 2048

    /// The repository's stylesheets (`Tests/Corpus/interfacss`, `examples/`) and view
    /// definitions (with two small ones of both formats).
    public static func repositoryFiles() -> (stylesheets: [[UInt8]], viewDefinitions: [[UInt8]]) {
        var stylesheets: [[UInt8]] = [], viewDefinitions = smallViewDefinitions.map { Array($0.utf8) }
        for folder in [corpusDirectory, repositoryRoot.appendingPathComponent("examples")] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
                if name.hasSuffix(".css") { stylesheets.append(Array(data)) }
                if name.hasSuffix(".xml") { viewDefinitions.append(Array(data)) }
            }
        }
        return (stylesheets, viewDefinitions)
    }

    static let smallViewDefinitions = [
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <layout useSafeAreaInsets="false">
          <view class="root" style="flex-direction: row; justify-content: flex-center">
            <label id="title" style="font-size: 12; mu: mu">Hello &amp; bye</label>
            <tableView id="list"><cell id="c" layout="Cell.xml" implementation="Cell"/></tableView>
            <button type="system" alpha="0.5">OK</button>
          </view>
          <!-- a comment -->
          <style>#title { textColor: red; }</style>
        </layout>
        """,
        """
        <view id="root" class="screen">
            <label id="title" class="headline" layout="top(guide.top + 8), left(16), right(parent.right - 16)"/>
            <button id="go" class="primary, rounded" layout="size(120, 44), centerX(parent), top(title + 12)"/>
            <tableView id="list"><tableViewCell prototype="row" class="rowCell"><label/></tableViewCell></tableView>
        </view>
        """,
    ]

    /// The seeds of `target`, made of pieces of the files at most `maximumLength` long (a server
    /// session wraps its pieces in a few KB of messages).
    public static func inputs(
        _ target: FuzzTarget, stylesheets: [[UInt8]], viewDefinitions: [[UInt8]], maximumLength: Int = maximumLength
    ) -> [[UInt8]] {
        let css = stylesheets.flatMap { chunks($0, maximumLength: maximumLength, after: Array("\n}".utf8)) }
        let xml = viewDefinitions.flatMap { chunks($0, maximumLength: maximumLength, after: Array(">\n".utf8)) }
        let separator = [FuzzTarget.separator]
        var random = SeededRandom(state: 0xF022_5EED)
        switch target {
        case .parse:
            // Alone, and two in load order (variables defined in one, used in the other).
            return css + zip(css, css.dropFirst()).map { Array(($0.prefix(maximumLength / 2) + separator + $1.prefix(maximumLength / 2))) }
        case .incremental:
            return css.map { text in
                Array(text.prefix(maximumLength - 200)) + separator + (0..<(16 + random.below(100))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            }
        case .layout:
            return css + zip(css, xml.indices).map { text, index in
                Array(text.prefix(maximumLength / 2)) + separator + xml[index % max(xml.count, 1)].prefix(maximumLength / 2)
            }
        case .xml:
            return xml
        case .server:
            return css.prefix(12).flatMap { text -> [[UInt8]] in
                let bodies = session(text: String(decoding: text.prefix(maximumLength / 3), as: UTF8.self), xml: xml.first.map { String(decoding: $0.prefix(1000), as: UTF8.self) })
                return [Array(bodies.joined(separator: Data("\n".utf8))), bodies.flatMap { framed($0) }]
            }
        }
    }

    /// `text` cut into pieces of at most `maximumLength` bytes, each ending with `boundary` (a
    /// top-level ruleset's `}` at the start of a line, a tag at the end of one) where it can,
    /// else with the boundary's last byte (any `}`, any line end).
    static func chunks(_ text: [UInt8], maximumLength: Int, after boundary: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        while start < text.count {
            var end = min(text.count, start + maximumLength)
            if end < text.count {
                let window = text[start..<end]
                if let range = lastRange(of: boundary, in: window), range.upperBound > start + maximumLength / 4 {
                    end = range.upperBound
                } else if let last = boundary.last, let close = window.lastIndex(of: last), close > start {
                    end = close + 1
                }
            }
            result.append(Array(text[start..<end]))
            start = end
        }
        return result
    }

    static func lastRange(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        guard bytes.count >= pattern.count else { return nil }
        return stride(from: bytes.endIndex - pattern.count, through: bytes.startIndex, by: -1).lazy
            .map { $0..<($0 + pattern.count) }.first { bytes[$0].elementsEqual(pattern) }
    }

    static func framed(_ body: Data) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// What an editor sends in a short session on a stylesheet and a view definition: every
    /// method the server has, edits, a cancellation, a reply to the server, shutdown and exit.
    static func session(text: String, xml: String?) -> [Data] {
        let uri = "file:///project/Screen.css", view = "file:///project/Screen.xml"
        let document: [String: Any] = ["uri": uri]
        func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }
        let range: [String: Any] = ["start": position(0, 0), "end": position(3, 0)]
        var messages: [[String: Any]] = [
            ["id": 1, "method": "initialize", "params": [
                "processId": NSNull(), "rootUri": "file:///project", "trace": "verbose",
                "workspaceFolders": [["uri": "file:///project", "name": "project"]],
                "initializationOptions": ["stylelsp": ["rules": ["unknown-color": "warning"], "preview": ["device": "iphone-15"]]],
                "capabilities": [
                    "general": ["positionEncodings": ["utf-8", "utf-16"]],
                    "window": ["workDoneProgress": true],
                    "workspace": [
                        "configuration": true, "didChangeWatchedFiles": ["dynamicRegistration": true], "inlayHint": ["refreshSupport": true],
                        "workspaceEdit": ["documentChanges": true],
                    ],
                    "textDocument": [
                        "completion": ["completionItem": ["snippetSupport": true]], "diagnostic": [:],
                        "publishDiagnostics": ["relatedInformation": true], "codeAction": ["resolveSupport": ["properties": ["edit"]]],
                        "definition": ["linkSupport": true], "rename": ["prepareSupport": true], "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
                    ],
                ],
            ]],
            ["method": "initialized", "params": [:]],
            ["id": 1, "result": [["stylelsp": ["rules": ["unused-variable": "off"]]]]],
            ["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "interfacss", "version": 1, "text": text]]],
            ["id": 2, "method": "textDocument/hover", "params": ["textDocument": document, "position": position(1, 4)]],
            ["id": 3, "method": "textDocument/completion", "params": ["textDocument": document, "position": position(2, 6)]],
            ["id": 4, "method": "completionItem/resolve", "params": ["label": "alpha"]],
            ["method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": position(1, 0), "end": position(1, 2)], "text": "a {"], ["range": range, "text": ""]],
            ]],
            ["id": 5, "method": "textDocument/diagnostic", "params": ["textDocument": document]],
            ["method": "$/cancelRequest", "params": ["id": 5]],
            ["id": 6, "method": "textDocument/codeAction", "params": ["textDocument": document, "range": range, "context": ["diagnostics": []]]],
            ["id": 7, "method": "textDocument/inlayHint", "params": ["textDocument": document, "range": range]],
            ["id": 8, "method": "style/preview", "params": ["textDocument": document, "columns": 40, "orientation": "landscape"]],
            ["id": 9, "method": "workspace/executeCommand", "params": ["command": "style.preview", "arguments": [uri]]],
            ["id": 20, "method": "textDocument/definition", "params": ["textDocument": document, "position": position(1, 12)]],
            ["id": 21, "method": "textDocument/declaration", "params": ["textDocument": document, "position": position(0, 2)]],
            ["id": 22, "method": "textDocument/references", "params": ["textDocument": document, "position": position(1, 12), "context": ["includeDeclaration": true]]],
            ["id": 23, "method": "textDocument/documentHighlight", "params": ["textDocument": document, "position": position(0, 2)]],
            ["id": 24, "method": "textDocument/prepareRename", "params": ["textDocument": document, "position": position(0, 2)]],
            ["id": 25, "method": "textDocument/rename", "params": ["textDocument": document, "position": position(0, 2), "newName": "renamed"]],
            ["id": 26, "method": "textDocument/documentSymbol", "params": ["textDocument": document]],
            ["id": 27, "method": "workspace/symbol", "params": ["query": "ti"]],
            ["id": 28, "method": "textDocument/formatting", "params": ["textDocument": document, "options": ["tabSize": 2, "insertSpaces": true]]],
            ["id": 29, "method": "textDocument/rangeFormatting", "params": ["textDocument": document, "range": range, "options": ["tabSize": 4, "insertSpaces": false]]],
            ["id": 30, "method": "textDocument/onTypeFormatting", "params": ["textDocument": document, "position": position(1, 12), "ch": "}", "options": [:]]],
            ["id": 31, "method": "textDocument/codeAction", "params": ["textDocument": document, "range": range, "context": ["diagnostics": [], "only": ["source.fixAll"]]]],
            ["method": "workspace/didChangeConfiguration", "params": ["settings": ["stylelsp": ["rules": ["unknown-property": "off"]]]]],
            ["method": "workspace/didChangeWatchedFiles", "params": ["changes": [["uri": "file:///project/styles.css", "type": 2]]]],
            ["method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text + "\n.x { alpha: 2; }"]]]],
            ["method": "textDocument/didSave", "params": ["textDocument": document]],
            ["method": "textDocument/didClose", "params": ["textDocument": document]],
        ]
        if let xml {
            messages += [
                ["method": "textDocument/didOpen", "params": ["textDocument": ["uri": view, "languageId": "xml", "version": 1, "text": xml]]],
                ["id": 10, "method": "textDocument/hover", "params": ["textDocument": ["uri": view], "position": position(1, 10)]],
                ["id": 11, "method": "textDocument/completion", "params": ["textDocument": ["uri": view], "position": position(2, 20)]],
                ["id": 13, "method": "textDocument/definition", "params": ["textDocument": ["uri": view], "position": position(0, 3)]],
                ["id": 14, "method": "textDocument/rename", "params": ["textDocument": ["uri": view], "position": position(0, 14), "newName": "x"]],
                ["id": 15, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": view]]],
            ]
        }
        messages += [["id": 12, "method": "shutdown"], ["method": "exit"]]
        return messages.map { message in
            var message = message
            message["jsonrpc"] = "2.0"
            return (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        }
    }
}

/// Changes an input as a mutation fuzzer would: inserts `pieces` (the language's punctuation
/// and keywords), deletes and overwrites bytes, copies runs of the input elsewhere.
public struct Mutator: Sendable {
    public var pieces: [[UInt8]]

    public init(pieces: [[UInt8]]) {
        self.pieces = pieces
    }

    public func mutate(_ input: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + random.below(6)) {
            let position = random.below(bytes.count + 1)
            switch random.below(4) {
            case 0: bytes.insert(contentsOf: random.pick(pieces), at: position)
            case 1: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.below(12)))
            case 2: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
            default:
                let end = min(bytes.count, position + random.below(40))
                bytes.insert(contentsOf: bytes[position..<end], at: random.below(bytes.count + 1))
            }
        }
        return bytes
    }

    /// Up to `count` pieces in a row: random input with the structure of the language.
    public func randomInput(_ random: inout SeededRandom, count: Int) -> [UInt8] {
        (0..<random.below(count + 1)).flatMap { _ in random.pick(pieces) }
    }

    /// Stylesheet pieces: punctuation, trivia, and fragments of the dialect.
    public static let stylesheet = Mutator(pieces: editFragments.map { Array($0.utf8) } + [
        "@x: @y @y;", "@y: @x;", "var(--a)", "--a: 1;", ":nthChild(2n+1)", "> ", "~ ", "+ ", "*", "!important", "\r", "\t",
        "frame: rect(0, 0, 100%, 50);", "layout: size(100, 100), center(parent, parent);", "#v { ", "UIView ", "UIButton {",
        "center: parent(10, 10);", "display: none; flex-direction: row; flex-grow: 1;", "@media", "1e308", "-0", "%", "@extend",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98, 0x80], [0xED, 0xA0, 0x80], [0]])

    /// XML pieces: markup, entities, attributes InterfaCSS reads, and invalid UTF-8.
    public static let xml = Mutator(pieces: [
        "<", ">", "/", "=", "\"", "'", "&", ";", "!", "-", "?", "[", "]", " ", "\n", "\r", "a", "view", "label", "style",
        "<!--", "-->", "<![CDATA[", "]]>", "<?xml", "?>", "<!DOCTYPE", "&amp;", "&#x41;", "&#", "layout", "class=\"a\"",
        "style=\"alpha: 0.5; mu: mu\"", "layout=\"size(10, 10), top(x.bottom)\"", "é", "\u{0}", "<layout>", "</layout>", "<view>", "</view>",
        "id=\"title\"", "flex-grow=\"1\"", "<cell layout=\"Cell.xml\"/>",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]])

    /// JSON-RPC pieces.
    public static let json = Mutator(pieces: [
        "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u0000", "null", "true", "1e999", "-1", "0.5", "\"id\":", "\"method\":", "\"params\":",
        "\"jsonrpc\":\"2.0\"", "\"textDocument/didChange\"", "\"textDocument/hover\"", "\"$/cancelRequest\"", "\"shutdown\"", "\"exit\"",
        "\"position\":{\"line\":0,\"character\":2147483647}", "\"range\":", "\"contentChanges\":[{\"text\":\"}\"}]", "\n",
        "Content-Length: 10\r\n\r\n", "Content-Length: -1\r\n\r\n", "\r\n",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3]])
}
