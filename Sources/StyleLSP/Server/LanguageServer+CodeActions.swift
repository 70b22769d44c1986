import Foundation
import StyleParser
import StyleSemantics

/// Quick fixes: every diagnostic that knows its fix (the closest property name, enum value,
/// colour, variable…) offers it as a `quickfix` code action. A client that resolves actions
/// gets the edit from `codeAction/resolve`; others get it in the list.
extension LanguageServer {
    /// What a quick fix's `data` carries to `codeAction/resolve`.
    private struct FixData: Codable {
        var uri: String
        var version: Int
        var start: Int
        var end: Int
        var newText: String
    }

    func codeActions(_ params: CodeActionParams) throws -> [CodeAction] {
        if let only = params.context.only, !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0.isEmpty }) {
            return []
        }
        let document = try self.document(params.textDocument.uri)
        let start = document.offset(of: params.range.start, encoding: client.encoding)
        let end = max(start, document.offset(of: params.range.end, encoding: client.encoding))
        let snapshot = self.snapshot(of: document)
        // The diagnostics at the selection, and those the client names (the line's, say).
        var wanted = snapshot.diagnostics.touching(start...end)
        for reference in params.context.diagnostics {
            let from = document.offset(of: reference.range.start, encoding: client.encoding)
            let to = document.offset(of: reference.range.end, encoding: client.encoding)
            wanted += snapshot.diagnostics.touching(from...max(from, to)).filter {
                $0.range == from..<to && $0.code.rawValue == reference.code && !wanted.contains($0)
            }
        }
        var actions: [CodeAction] = []
        for diagnostic in wanted.sorted(by: Diagnostic.precedes) where !diagnostic.fixes.isEmpty {
            let reference = DiagnosticReference(
                range: document.range(of: diagnostic.range, encoding: client.encoding), code: diagnostic.code.rawValue,
                message: diagnostic.message, data: nil)
            for fix in diagnostic.fixes {
                let data = FixData(uri: document.uri, version: document.version, start: fix.range.lowerBound, end: fix.range.upperBound, newText: fix.text)
                var action = CodeAction(
                    title: fix.title, kind: "quickfix", diagnostics: [reference], isPreferred: diagnostic.fixes.count == 1 ? true : nil)
                if client.codeActionResolve {
                    action.data = try JSONDecoder.jsonValue(data)
                } else {
                    action.edit = edit(document, data)
                }
                actions.append(action)
            }
        }
        return actions
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
