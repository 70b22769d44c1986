import Foundation
import StyleLSP
import StyleLint
import StyleParser
import StyleSemantics
import Testing

/// Inputs built to find superlinear steps and unbounded work, through `lint` (files on disk,
/// the layout included) and through the language server (the document opened in an editor):
/// each finishes, its report is capped and exact where it can be. A quadratic step on any of
/// them takes minutes here, not seconds; the time budgets themselves are measured with
/// `style-bench`, not asserted.
@Suite(.serialized) struct PathologicalInputTests {
    /// Lints `text` as a stylesheet alone in a folder, and opens it in a server whose workspace
    /// is that folder: both must report the same codes (an editor sends invalid UTF-8 as U+FFFD,
    /// so the server is compared with lint on that); lint's diagnostics are returned.
    func check(_ text: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pathological-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func lint(_ bytes: [UInt8], as name: String) throws -> [Diagnostic] {
            let file = folder.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            return try #require(Lint.run([file.path]).files.first { $0.path == file.path }, sourceLocation: sourceLocation).diagnostics
        }
        let linted = try lint(text, as: "screen.css")
        let sent = String(decoding: text, as: UTF8.self)
        let expected = Array(sent.utf8) == text ? linted : try lint(Array(sent.utf8), as: "decoded.css")
        let published = ServerSession(root: folder).open(folder.appendingPathComponent("screen.css"), text: sent)
        #expect(published.map { $0["code"] as? String ?? "" } == expected.map(\.code.rawValue), sourceLocation: sourceLocation)
        return linted
    }

    /// 10,000 diagnostics, of `code` after any `first` ones, then the one that says how many
    /// more there are.
    func expectCapped(
        _ diagnostics: [Diagnostic], first: [String] = [], _ code: DiagnosticCode, more: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(diagnostics.count == Diagnostic.maximumPerDocument + 1, sourceLocation: sourceLocation)
        #expect(diagnostics.prefix(first.count).map(\.description) == first, sourceLocation: sourceLocation)
        #expect(diagnostics.dropFirst(first.count).dropLast().allSatisfy { $0.code == code }, sourceLocation: sourceLocation)
        let problems = more == 1 ? "1 more problem from here on is not reported" : "\(more) more problems from here on are not reported"
        #expect(diagnostics.last?.message == problems + ": a file reports at most 10000", sourceLocation: sourceLocation)
        #expect(diagnostics.last?.code == .tooManyDiagnostics, sourceLocation: sourceLocation)
    }

    @Test func tenThousandNestedBlocks() throws {
        // Each ruleset a view (the innermost has a frame): the preview draws the first 100
        // levels; what the innermost chain matches there shrinks to nothing.
        let depth = 10_000
        let text = String(repeating: ".a {\n", count: depth) + "frame: parent(1, 1);\n" + String(repeating: "}\n", count: depth)
        let diagnostics = try check(Array(text.utf8))
        #expect(diagnostics.map(\.description) == [
            "500..502 information: the preview draws views at most 100 deep: 'a' and 9899 more views nested as deep or deeper are not drawn [preview-limit]",
            "50000..50020 information: 'a' ends up with a width of -2 and a height of -2, so nothing of it shows (the views here are inferred from the stylesheet's nesting; the app may build others) [zero-size-view]",
        ])
    }

    @Test func manyViewsEachMatchedByManyRules() throws {
        // 3,000 sibling views each matched by the 3,000 rules of their kind, told apart by
        // their places (`:nthChild`): past the styling budget the rest keep their own rules.
        let text = (0..<3_000).map { ".a:nthChild(0n+\($0 + 1)) { alpha: 0.5; } .a { frame: rect(\($0 % 300), 0, 1, 1); }\n" }.joined()
        let diagnostics = try check(Array(text.utf8))
        #expect(diagnostics.map(\.description) == [
            "16968..16970 information: matching the rules to the preview's 3001 views takes more than the 740016 steps the preview spends on a stylesheet this size: from 'a' on, 2755 views are drawn with only the declarations of the ruleset each comes from [preview-limit]",
        ])
    }

    @Test func tenThousandUnclosedNestedBlocksWithRepeatedIDs() throws {
        let text = String(repeating: "#a .b { alpha: 1;\n", count: 10_000)
        let diagnostics = try check(Array(text.utf8))
        expectCapped(diagnostics, first: [
            "0..180000 warning: InterfaCSS 1.x stops reading the stylesheet here (the '{' of '#a .b' is never closed), so the app ignores everything from here to the end of the file [ignored-content]",
        ], DiagnosticCode(rawValue: "expected-close-brace"), more: 1)
    }

    @Test func aLongLine() throws {
        // 11,000 rulesets on one line that would each be a view styled by all of them: alike,
        // they are styled once (the five-megabyte line runs on the release build:
        // Tests/Pathological/run.sh).
        let unit = ".a { alpha: 0.5; frame: rect(1, 2, 3, 4); } "
        let text = String(repeating: unit, count: 500_000 / unit.utf8.count)
        let diagnostics = try check(Array(text.utf8))
        #expect(diagnostics.isEmpty)
    }

    @Test func oneHundredThousandVariables() throws {
        let text = (0..<100_000).map { "@v\($0): \($0);\n" }.joined() + ".x { alpha: @v99999; }\n"
        let diagnostics = try check(Array(text.utf8))
        expectCapped(diagnostics, .unusedVariable, more: 89_999)
    }

    @Test func aCycleThroughOneHundredThousandVariables() throws {
        let text = (0..<100_000).map { "@v\($0): @v\(($0 + 1) % 100_000);\n" }.joined() + ".x { alpha: @v0; }\n"
        let diagnostics = try check(Array(text.utf8))
        // 100,000 cycles and the value that cannot be substituted.
        expectCapped(diagnostics, .variableCycle, more: 90_001)
        #expect(diagnostics[1].message == "'@v1' refers to itself through @v1 → @v2 → @v3 → @v4 → @v5 → @v6 → @v7 → @v8 → @v9 → @v10 → @v11 → @v12 → … (100000 variables); InterfaCSS cannot substitute it")
    }

    @Test func exponentialSubstitution() throws {
        // 430 bytes that would expand to 2^25 copies of `1`.
        let text = (["@v0: 1;"] + (1...25).map { "@v\($0): @v\($0 - 1) @v\($0 - 1);" }).joined(separator: "\n") + "\n.x { alpha: @v25; }\n"
        let diagnostics = try check(Array(text.utf8))
        #expect(diagnostics.map(\.description) == [
            "416..420 warning: '@v25' expands to more than 16 KB of text (each variable is substituted as text, so repeated references multiply); the value is not checked beyond that limit [variable-expansion-limit]",
        ])
    }

    @Test func invalidUTF8NulBytesAndEveryLineBreak() throws {
        // CRLF, a lone CR and LF end lines alike; invalid UTF-8 and NUL are reported, not trapped on.
        var text = Array(".a { alpha: 1; }\r\n.b { textColr: red; }\r.c { alpha: 2 }\n".utf8)
        text.insert(contentsOf: [0xFF, 0xC3], at: 2)
        text.insert(0, at: 30)
        let diagnostics = try check(text)
        #expect(diagnostics.map(\.description) == [
            "0..59 warning: InterfaCSS 1.x stops reading the stylesheet here ('\u{FFFD}\u{FFFD}' is not part of a selector it can read), so the app ignores everything from here to the end of the file [ignored-content]",
            "2..4 error: invalid UTF-8 in the stylesheet [invalid-character]",
            "2..4 error: InterfaCSS 1.x cannot read this selector: '\u{FFFD}\u{FFFD}' is not part of a selector it can read. InterfaCSS 1.x stops reading the stylesheet here: the app ignores this ruleset and everything after it [unsupported-selector]",
            "25..40 error: 'textC\0olr: red;' is not a declaration, a nested ruleset or '@extend'; InterfaCSS skips it [unrecognized-content]",
            "56..56 error: expected ';' after the value of 'alpha': InterfaCSS ignores a declaration without it [expected-semicolon]",
        ])
        // Lines as an editor counts them: the third ruleset is on line 3 after a lone CR.
        let lines = LineIndex(text)
        #expect(lines.position(of: 56).line == 2)
    }
}

/// A language server in this process, driven as an editor drives it; without a message loop
/// it does all its work before `handle` returns.
final class ServerSession: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [[String: Any]] = []
    private var server: LanguageServer!
    private var nextID = 1

    init(root: URL) {
        server = LanguageServer(outputPieces: { [unowned self] pieces in
            var body = Data()
            for piece in pieces { body.append(contentsOf: piece) }
            let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
            lock.lock()
            messages.append(object)
            lock.unlock()
        }, log: { _ in })
        send(["id": 0, "method": "initialize", "params": ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [:]]])
        send(["method": "initialized", "params": [:]])
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        server.handle(try! IncomingMessage.decode(body).get())
    }

    /// Opens `file` with `text`; the diagnostics published for it.
    func open(_ file: URL, text: String) -> [[String: Any]] {
        send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": file.absoluteString, "languageId": "interfacss", "version": 1, "text": text]]])
        lock.lock()
        defer { lock.unlock() }
        let published = messages.last { message in
            message["method"] as? String == "textDocument/publishDiagnostics"
                && (message["params"] as? [String: Any])?["uri"] as? String == file.absoluteString
        }
        return (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }
}
