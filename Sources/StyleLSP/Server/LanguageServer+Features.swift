import Foundation
import StyleParser
import StyleSemantics

/// Completion and hover: protocol positions in, protocol JSON out; the answers come from
/// `FeatureContext` in StyleSemantics.
extension LanguageServer {
    /// Above this many proposals, documentation waits for `completionItem/resolve`.
    static let inlineDocumentationLimit = 120

    func featureContext(_ document: OpenDocument) -> FeatureContext {
        let project = workspace.project(for: document.path)
        let (symbols, file) = workspaceSymbols(for: document, in: project)
        return FeatureContext(tree: document.tree, path: document.path, file: file, symbols: symbols, analysis: project.context)
    }

    func hover(_ params: TextDocumentPositionParams) throws -> [UInt8] {
        let document = try self.document(params.textDocument.uri)
        let offset = document.offset(of: params.position, encoding: encoding)
        var hover = featureContext(document).hover(at: offset)
        // On a frame, bounds, center or layout declaration: the frames the preview computed.
        if let frames = placementMarkdown(in: document, at: offset) {
            if hover == nil { hover = HoverInfo(markdown: frames, range: offset..<offset) } else { hover!.markdown += "\n\n" + frames }
        }
        guard let hover else { return Array("null".utf8) }
        var writer = JSONWriter(capacity: hover.markdown.utf8.count + 128)
        writer.raw(#"{"contents":{"kind":"markdown","value":"#)
        writer.string(hover.markdown)
        writer.raw(#"},"range":"#)
        write(document.range(of: hover.range, encoding: encoding), to: &writer)
        writer.raw("}")
        return writer.bytes
    }

    func completion(_ params: CompletionParams) throws -> [UInt8] {
        let document = try self.document(params.textDocument.uri)
        let offset = document.offset(of: params.position, encoding: encoding)
        let items = featureContext(document).completions(at: offset, snippets: snippetSupport)
        let inlineDocs = items.count <= LanguageServer.inlineDocumentationLimit
        lastCompletions = inlineDocs ? [:] : Dictionary(items.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })

        var writer = JSONWriter(capacity: 256 + items.count * (inlineDocs ? 400 : 200))
        writer.raw(#"{"isIncomplete":false,"items":["#)
        // Items replace the same word, as a rule: its range is converted once.
        var converted: (range: Range<Int>, lsp: LSPRange)?
        for (index, item) in items.enumerated() {
            if index > 0 { writer.raw(",") }
            if converted?.range != item.replacing { converted = (item.replacing, document.range(of: item.replacing, encoding: encoding)) }
            write(item, replacing: converted!.lsp, documentation: inlineDocs, to: &writer)
        }
        writer.raw("]}")
        return writer.bytes
    }

    /// Adds the documentation left out of a long list.
    /// The item comes back as the client keeps it, so it is edited as plain JSON.
    func resolveCompletion(_ message: IncomingMessage) throws -> [UInt8] {
        guard let envelope = try? JSONSerialization.jsonObject(with: message.body) as? [String: Any],
            var item = envelope["params"] as? [String: Any], let label = item["label"] as? String
        else { throw ResponseError.invalidParams("completionItem/resolve: params must be a completion item with a label") }
        if item["documentation"] == nil, let documentation = lastCompletions[label]?.documentation {
            item["documentation"] = ["kind": "markdown", "value": documentation]
        }
        return Array(try JSONSerialization.data(withJSONObject: item, options: [.withoutEscapingSlashes]))
    }

    private func write(_ item: Completion, replacing: LSPRange, documentation: Bool, to writer: inout JSONWriter) {
        writer.raw(#"{"label":"#)
        writer.string(item.label)
        writer.raw(#","kind":"#)
        writer.number(Self.completionKind(item.kind))
        if let detail = item.detail {
            writer.raw(#","detail":"#)
            writer.string(detail)
        }
        if documentation, let text = item.documentation {
            writer.raw(#","documentation":{"kind":"markdown","value":"#)
            writer.string(text)
            writer.raw("}")
        }
        writer.raw(#","sortText":"#)
        writer.string("\(item.priority)" + item.label.lowercased())
        if let filter = item.filterText {
            writer.raw(#","filterText":"#)
            writer.string(filter)
        }
        writer.raw(#","insertTextFormat":"#)
        writer.raw(item.isSnippet ? "2" : "1")
        writer.raw(#","textEdit":{"range":"#)
        write(replacing, to: &writer)
        writer.raw(#","newText":"#)
        writer.string(item.insertText)
        writer.raw("}")
        if item.retrigger {
            writer.raw(#","command":{"title":"Suggest","command":"editor.action.triggerSuggest"}"#)
        }
        writer.raw("}")
    }

    /// LSP `CompletionItemKind`.
    static func completionKind(_ kind: Completion.Kind) -> Int {
        switch kind {
        case .property: return 10
        case .nestedElement: return 9  // Module
        case .parameter: return 6  // Variable-like word
        case .value: return 12
        case .keyword: return 14
        case .enumMember: return 20
        case .color: return 16
        case .function: return 3
        case .variable: return 6
        case .type: return 7
        case .styleClass: return 7
        case .elementID: return 18  // Reference
        case .pseudoClass: return 24  // Operator
        case .selector: return 22  // Struct
        }
    }
}
