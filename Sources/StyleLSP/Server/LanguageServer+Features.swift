import Foundation
import StyleParser
import StyleProject
import StyleSemantics

/// Hover and completion: protocol positions in, protocol results out; the answers come from
/// the document's snapshot (`FeatureContext` in StyleSemantics).
extension LanguageServer {
    /// Above this many proposals, documentation waits for `completionItem/resolve` (as it always
    /// does for a client that resolves items).
    static let inlineDocumentationLimit = 120

    func hover(_ params: TextDocumentPositionParams) throws -> Hover? {
        let document = try self.document(params.textDocument.uri)
        let offset = document.offset(of: params.position, encoding: client.encoding)
        guard let hover = model.hover(in: document.file, at: offset) else { return nil }
        return Hover(contents: MarkupContent(markdown: hover.markdown, asMarkdown: client.markdownHover), range: document.range(of: hover.range, encoding: client.encoding))
    }

    func completion(_ params: CompletionParams) throws -> CompletionList {
        let document = try self.document(params.textDocument.uri)
        let offset = document.offset(of: params.position, encoding: client.encoding)
        let proposals = snapshot(of: document).completions(at: offset, snippets: client.snippets)
        // A client that resolves items gets their documentation when it shows one.
        let inlineDocumentation = !client.resolvesDocumentation && proposals.count <= LanguageServer.inlineDocumentationLimit
        completionDocumentation = [:]
        // Proposals replace the same word, as a rule: its range is converted once.
        var converted: (range: Range<Int>, lsp: LSPRange)?
        let items = proposals.map { proposal -> CompletionItem in
            if converted?.range != proposal.replacing {
                converted = (proposal.replacing, document.range(of: proposal.replacing, encoding: client.encoding))
            }
            var item = CompletionItem(
                label: proposal.label, kind: Self.completionKind(proposal.kind), detail: proposal.detail,
                // Every client filters on it: without one, some (Neovim's) trust the list as filtered.
                sortText: "\(proposal.priority)" + proposal.label.lowercased(), filterText: proposal.filterText,
                insertTextFormat: proposal.isSnippet ? 2 : 1, textEdit: LSPTextEdit(range: converted!.lsp, newText: proposal.insertText))
            if proposal.retrigger, let command = client.retriggerCommand {
                item.command = Command(title: "Suggest", command: command, arguments: nil)
            }
            if inlineDocumentation {
                item.documentation = proposal.documentation.map { MarkupContent(markdown: $0, asMarkdown: client.markdownDocumentation) }
            } else if proposal.hasDocumentation {
                let key = proposal.kind.rawValue + ":" + proposal.label
                completionDocumentation[key] = proposal
                item.data = .string(key)
            }
            return item
        }
        return CompletionList(isIncomplete: false, items: items)
    }

    /// Adds the documentation left out of a long list.
    func resolveCompletion(_ item: CompletionItem) -> CompletionItem {
        var resolved = item
        if item.documentation == nil, let key = item.data?.stringValue, let documentation = completionDocumentation[key]?.documentation {
            resolved.documentation = MarkupContent(markdown: documentation, asMarkdown: client.markdownDocumentation)
        }
        return resolved
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
