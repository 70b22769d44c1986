import Foundation
import StyleFormat
import StyleParser
import StyleProject

/// Document, range and on-type formatting: `StyleFormatter`'s edits of the whitespace between
/// tokens, only where it changes, so the cursor and the undo history survive. The options are
/// the project's (`format` in `.stylelsp.json`, then `.editorconfig`), then the editor's.
extension LanguageServer {
    static let onTypeFormattingTriggers = ["}", ";"]

    func formatting(_ params: DocumentFormattingParams) throws -> [LSPTextEdit] {
        let document = try self.document(params.textDocument.uri)
        guard formats(document) else { return [] }
        return edits(StyleFormatter.format(document.file.tree, options: formatOptions(document, params.options)), in: document)
    }

    /// The top-level items the range touches, whole.
    func rangeFormatting(_ params: DocumentRangeFormattingParams) throws -> [LSPTextEdit] {
        let document = try self.document(params.textDocument.uri)
        guard formats(document) else { return [] }
        let start = document.offset(of: params.range.start, encoding: client.encoding)
        let end = max(start, document.offset(of: params.range.end, encoding: client.encoding))
        let result = StyleFormatter.format(document.file.tree, options: formatOptions(document, params.options), touching: start..<end)
        return edits(result, in: document)
    }

    /// After a typed `}` or `;`: the top-level item it is in.
    func onTypeFormatting(_ params: DocumentOnTypeFormattingParams) throws -> [LSPTextEdit] {
        let document = try self.document(params.textDocument.uri)
        guard formats(document), Self.onTypeFormattingTriggers.contains(params.ch) else { return [] }
        let offset = document.offset(of: params.position, encoding: client.encoding)
        let typed = max(0, offset - params.ch.utf8.count)
        let result = StyleFormatter.format(document.file.tree, options: formatOptions(document, params.options), touching: typed..<offset)
        return edits(result, in: document)
    }

    /// Stylesheets checked as InterfaCSS are formatted; view definitions and web CSS are not.
    private func formats(_ document: OpenDocument) -> Bool {
        !document.isViewDefinition && model.isInterfaCSS(document.file)
    }

    private func formatOptions(_ document: OpenDocument, _ editor: FormattingOptions?) -> FormatOptions {
        model.formatOptions(for: document.path, tree: document.file.tree, editor: FormatOptions.Partial(
            indentSize: editor?.tabSize, useTabs: editor?.insertSpaces.map { !$0 }, finalNewline: editor?.insertFinalNewline))
    }

    private func edits(_ result: FormatResult, in document: OpenDocument) -> [LSPTextEdit] {
        // Positions in order: each found from the last (`position(of:after:)`).
        var line = 0
        let lines = document.lines, encoding = client.encoding
        return result.edits.map { edit in
            let start = lines.position(of: edit.range.lowerBound, encoding: encoding, after: &line)
            var endLine = line
            let end = lines.position(of: edit.range.upperBound, encoding: encoding, after: &endLine)
            return LSPTextEdit(
                range: LSPRange(start: Position(line: start.line, character: start.column), end: Position(line: end.line, character: end.column)),
                newText: edit.text)
        }
    }
}
