import Foundation
import StyleParser
import StyleSemantics

/// Code actions: every diagnostic that knows its fix (the closest property name, enum value,
/// colour, variable, a missing `;`…) offers it as a `quickfix`, and a way to silence its rule
/// for the line or the file with the suppression comments the linter honours; a document with
/// safe fixes offers them all at once (`source.fixAll.stylelsp`, what an editor runs on save).
/// A client that resolves actions gets a quick fix's edit from `codeAction/resolve`; others get
/// it in the list.
extension LanguageServer {
    static let fixAllKind = "source.fixAll.stylelsp"
    static let codeActionKinds = ["quickfix", fixAllKind]

    /// What a quick fix's `data` carries to `codeAction/resolve`.
    private struct FixData: Codable {
        var uri: String
        var version: Int
        var start: Int
        var end: Int
        var newText: String
    }

    /// Whether the client's `only` asks for actions of `kind` (kinds are dotted paths:
    /// `source` asks for `source.fixAll.stylelsp`).
    private static func wanted(_ kind: String, by only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { $0.isEmpty || kind == $0 || kind.hasPrefix($0 + ".") }
    }

    func codeActions(_ params: CodeActionParams) throws -> [CodeAction] {
        let document = try self.document(params.textDocument.uri)
        let only = params.context.only
        let snapshot = self.snapshot(of: document)
        var actions: [CodeAction] = []
        if Self.wanted("quickfix", by: only) {
            let start = document.offset(of: params.range.start, encoding: client.encoding)
            let end = max(start, document.offset(of: params.range.end, encoding: client.encoding))
            // The diagnostics at the selection, and those the client names (the line's, say).
            var wanted = snapshot.diagnostics.touching(start...end)
            for reference in params.context.diagnostics {
                let from = document.offset(of: reference.range.start, encoding: client.encoding)
                let to = document.offset(of: reference.range.end, encoding: client.encoding)
                wanted += snapshot.diagnostics.touching(from...max(from, to)).filter {
                    $0.range == from..<to && $0.code.rawValue == reference.code && !wanted.contains($0)
                }
            }
            wanted.sort(by: Diagnostic.precedes)
            for diagnostic in wanted where !diagnostic.fixes.isEmpty {
                for fix in diagnostic.fixes {
                    let data = FixData(uri: document.uri, version: document.version, start: fix.range.lowerBound, end: fix.range.upperBound, newText: fix.text)
                    var action = CodeAction(
                        title: fix.title, kind: "quickfix", diagnostics: [reference(to: diagnostic, in: document)],
                        isPreferred: diagnostic.fixes.count == 1 ? true : nil)
                    if client.codeActionResolve {
                        action.data = try JSONDecoder.jsonValue(data)
                    } else {
                        action.edit = edit(document, data)
                    }
                    actions.append(action)
                }
            }
            if !document.isViewDefinition {
                actions += suppressions(of: wanted, in: document)
            }
        }
        // Fix-all is in the list beside a quick fix, or asked for by its kind (on save).
        if Self.wanted(Self.fixAllKind, by: only), only != nil || actions.contains(where: { $0.isPreferred == true }),
            let fixAll = fixAll(document, snapshot: snapshot, explicitly: only != nil) {
            actions.append(fixAll)
        }
        return actions
    }

    private func reference(to diagnostic: Diagnostic, in document: OpenDocument) -> DiagnosticReference {
        DiagnosticReference(
            range: document.range(of: diagnostic.range, encoding: client.encoding), code: diagnostic.code.rawValue,
            message: diagnostic.message, data: nil)
    }

    /// Every safe fix, pass after pass (`FixAll`), as one edit of the document. Offered when
    /// asked for by kind (on save), or in the list when there is something to fix.
    private func fixAll(_ document: OpenDocument, snapshot: DocumentSnapshot, explicitly: Bool) -> CodeAction? {
        let safe = snapshot.diagnostics.all.filter { FixAll.safeFix(of: $0) != nil }
        guard explicitly || !safe.isEmpty else { return nil }
        let result = model.fixAll(document.file.text, at: document.path, languageId: document.file.languageId)
        guard !result.edits.isEmpty else { return explicitly ? CodeAction(title: "Fix all safe problems", kind: Self.fixAllKind) : nil }
        let edits = result.edits.map {
            LSPTextEdit(range: document.range(of: $0.range, encoding: client.encoding), newText: String(decoding: $0.text, as: UTF8.self))
        }
        let count = result.fixed.count
        var action = CodeAction(
            title: "Fix all safe problems (\(count) fix\(count == 1 ? "" : "es"))", kind: Self.fixAllKind,
            diagnostics: safe.map { reference(to: $0, in: document) })
        action.edit = workspaceEdit([(document.uri, document.version, edits)])
        return action
    }

    /// For each code at the selection: its rule silenced on the diagnostic's line (a comment
    /// at the line's end, where the line ends between items), and in the whole file.
    private func suppressions(of diagnostics: [Diagnostic], in document: OpenDocument) -> [CodeAction] {
        var actions: [CodeAction] = []
        var seen: Set<String> = []
        let tree = document.file.tree, lines = document.lines
        for diagnostic in diagnostics where diagnostic.code != .unusedSuppression && diagnostic.code != .invalidSuppression {
            let code = diagnostic.code.rawValue
            let line = lines.line(containing: diagnostic.range.lowerBound)
            guard seen.insert("\(code) \(line)").inserted else { continue }
            let lineEnd = lines.lineEnd(line)
            if Self.endsBetweenItems(tree, at: lineEnd) {
                let edit = LSPTextEdit(
                    range: document.range(of: lineEnd..<lineEnd, encoding: client.encoding), newText: " /* stylelsp-disable-line \(code) */")
                var action = CodeAction(title: "Disable \(code) for this line", kind: "quickfix", diagnostics: [reference(to: diagnostic, in: document)])
                action.edit = workspaceEdit([(document.uri, document.version, [edit])])
                actions.append(action)
            }
            guard seen.insert(code).inserted else { continue }
            let start = tree.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let lineBreak = tree.bytes.contains(0x0D) && tree.bytes.contains(0x0A) ? "\r\n" : "\n"
            let edit = LSPTextEdit(range: document.range(of: start..<start, encoding: client.encoding), newText: "/* stylelsp-disable \(code) */" + lineBreak)
            var action = CodeAction(title: "Disable \(code) for this file", kind: "quickfix", diagnostics: [reference(to: diagnostic, in: document)])
            action.edit = workspaceEdit([(document.uri, document.version, [edit])])
            actions.append(action)
        }
        return actions
    }

    /// Whether a comment put at `offset` (a line's end) would stand between items: after a
    /// `;`, `{`, `}` or a comment, not inside a value or selector where InterfaCSS would read it.
    private static func endsBetweenItems(_ tree: SyntaxTree, at offset: Int) -> Bool {
        var position = offset
        let bytes = tree.bytes
        while position > 0 && (bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09) { position -= 1 }
        guard position > 0, let token = tree.root.token(at: position - 1) else { return false }
        switch token.kind {
        case .semicolon, .leftBrace, .rightBrace: return token.range.upperBound == position
        case .blockComment: return token.range.upperBound == position && (token.parent.kind == .block || token.parent.kind == .stylesheet)
        default: return false
        }
    }

    /// Adds the edit to a quick fix, if its document is still at the version it was made for.
    func resolveCodeAction(_ action: CodeAction) throws -> CodeAction {
        guard action.edit == nil, let data = try? action.data?.decode(FixData.self) else { return action }
        let document = try self.document(data.uri)
        guard document.version == data.version else {
            throw ResponseError(code: ResponseError.contentModified, message: "\(data.uri) changed since the fix was offered")
        }
        var resolved = action
        resolved.edit = edit(document, data)
        return resolved
    }

    private func edit(_ document: OpenDocument, _ data: FixData) -> WorkspaceEdit {
        let range = document.range(of: data.start..<data.end, encoding: client.encoding)
        return workspaceEdit([(document.uri, document.version, [LSPTextEdit(range: range, newText: data.newText)])])
    }

    /// Edits of documents (`version`: as open in the client, nil for a file that is not) in
    /// the form the client declared: `documentChanges`, each document's version checked by the
    /// client, or plain `changes`.
    func workspaceEdit(_ edits: [(uri: String, version: Int?, edits: [LSPTextEdit])]) -> WorkspaceEdit {
        guard client.documentChanges else {
            return WorkspaceEdit(changes: Dictionary(edits.map { ($0.uri, $0.edits) }, uniquingKeysWith: +), documentChanges: nil)
        }
        return WorkspaceEdit(changes: nil, documentChanges: edits.map {
            WorkspaceEdit.TextDocumentEdit(textDocument: OptionalVersionedTextDocumentIdentifier(uri: $0.uri, version: $0.version), edits: $0.edits)
        })
    }
}

extension JSONDecoder {
    /// An `Encodable` value as a `JSONValue` (to put into a `data` field).
    static func jsonValue<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(try JSONOutputEncoder().encode(value)))
    }
}
