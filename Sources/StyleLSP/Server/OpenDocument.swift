import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// A document the client has open: its text as the client sees it, the tree (reparsed
/// incrementally on every change), its line index and its cached analysis.
final class OpenDocument {
    let uri: String
    let path: String
    var version: Int
    private(set) var tree: SyntaxTree
    private(set) var lines: LineIndex
    let analyzer: DocumentAnalyzer
    /// What was last published (or returned to a pull), to skip republishing the same.
    var publishedDiagnostics: DocumentDiagnostics?
    /// The JSON of the diagnostic runs last written, by run id.
    var encodedRuns: [Int: EncodedDiagnostics] = [:]
    /// The document's symbols as of the last analysis.
    var symbols: DocumentSymbols
    /// The layout preview of a version, with the project's default options.
    var preview: (version: Int, preview: Preview)?
    /// The layout's diagnostics as last computed, moved through the edits since (those an edit
    /// overlaps are dropped), and the version they were computed for.
    var layoutDiagnostics: [Diagnostic] = []
    var layoutVersion: Int?

    init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        tree = SyntaxTree(text)
        lines = LineIndex(tree.bytes)
        analyzer = DocumentAnalyzer(path: path)
        symbols = DocumentSymbols(path: path)
    }

    /// Applies LSP content changes in order; positions are in `encoding`.
    func apply(_ changes: [TextDocumentContentChangeEvent], encoding: LineIndex.Encoding) {
        for change in changes {
            guard let range = change.range else {
                tree = SyntaxTree(change.text)
                lines = LineIndex(tree.bytes)
                layoutDiagnostics = []
                continue
            }
            let start = offset(of: range.start, encoding: encoding)
            let end = max(start, offset(of: range.end, encoding: encoding))
            let edit = TextEdit(range: start..<end, replacement: change.text)
            let newBytes = edit.applied(to: tree.bytes)
            tree = tree.reparse(edit, newBytes: newBytes)
            lines = lines.applying(edit, newBytes: newBytes)
            layoutDiagnostics = layoutDiagnostics.compactMap { $0.moved(by: edit) }
        }
    }

    func offset(of position: Position, encoding: LineIndex.Encoding) -> Int {
        lines.offset(of: LineIndex.Position(line: position.line, column: position.character), encoding: encoding)
    }

    func position(of offset: Int, encoding: LineIndex.Encoding) -> Position {
        let position = lines.position(of: offset, encoding: encoding)
        return Position(line: position.line, character: position.column)
    }

    func range(of range: Range<Int>, encoding: LineIndex.Encoding) -> LSPRange {
        LSPRange(start: position(of: range.lowerBound, encoding: encoding), end: position(of: range.upperBound, encoding: encoding))
    }
}

/// `file:///a/b%20c.css` ↔ `/a/b c.css`.
enum DocumentURI {
    static func path(_ uri: String) -> String {
        guard uri.lowercased().hasPrefix("file://") else { return uri }
        var rest = uri.dropFirst(7)
        // `file://host/path`: the host (usually `localhost`) is not part of the path.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        let decoded = String(rest).removingPercentEncoding ?? String(rest)
        return URL(fileURLWithPath: decoded).standardizedFileURL.path
    }

    static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}

extension Diagnostic {
    /// The diagnostic where it is after `edit`; nil when the edit touches it.
    func moved(by edit: TextEdit) -> Diagnostic? {
        if range.upperBound < edit.range.lowerBound { return self }
        guard range.lowerBound > edit.range.upperBound else { return nil }
        var copy = self
        copy.range = (range.lowerBound + edit.delta)..<(range.upperBound + edit.delta)
        copy.fixes = fixes.map { fix in
            var moved = fix
            moved.range = (fix.range.lowerBound + edit.delta)..<(fix.range.upperBound + edit.delta)
            return moved
        }
        return copy
    }
}
