import Foundation
import StyleParser
import StyleProject
import StyleSemantics

/// A document the client has open: the project model's document (its text, analysis and
/// layout) and what the server keeps for this client — its URI, what diagnostics it last got
/// and their JSON, the pulls that wait for the layout. Converts between protocol positions
/// and UTF-8 offsets.
final class OpenDocument {
    let uri: String
    let file: Document
    /// What the client last got (published, or returned to a pull), to skip sending the same.
    var delivered: DocumentDiagnostics?
    /// The JSON of the diagnostic runs last written, by run id.
    var encodedRuns: [Int: EncodedDiagnostics] = [:]
    /// Diagnostics delivered before the project's index (`LanguageServer.deliverProvisionally`).
    var provisional = Provisional.none

    enum Provisional {
        case none
        /// Held back while the index may still come soon.
        case waiting
        /// The syntax's diagnostics published; the others wait for the index.
        case shown
    }

    init(uri: String, file: Document) {
        self.uri = uri
        self.file = file
    }

    var path: String { file.path }
    var version: Int { file.version }
    var lines: LineIndex { file.lines }
    var isViewDefinition: Bool { file.isViewDefinition }
    var layout: LayoutState {
        get { file.layout }
        _modify { yield &file.layout }
    }

    /// Applies LSP content changes in order (positions in `encoding`) and moves to `version`.
    func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: LineIndex.Encoding) {
        for change in changes {
            guard let range = change.range else {
                file.replaceText(change.text)
                continue
            }
            let start = offset(of: range.start, encoding: encoding)
            let end = max(start, offset(of: range.end, encoding: encoding))
            file.apply(TextEdit(range: start..<end, replacement: change.text))
        }
        file.setVersion(version)
    }

    func offset(of position: Position, encoding: LineIndex.Encoding) -> Int {
        lines.offset(of: LineIndex.Position(line: position.line, column: position.character), encoding: encoding)
    }

    func position(of offset: Int, encoding: LineIndex.Encoding) -> Position {
        Position(of: offset, in: lines, encoding: encoding)
    }

    func range(of range: Range<Int>, encoding: LineIndex.Encoding) -> LSPRange {
        LSPRange(of: range, in: lines, encoding: encoding)
    }
}

extension Position {
    /// The protocol position of `offset` in `lines`: an open document's or a closed file's, alike.
    init(of offset: Int, in lines: LineIndex, encoding: LineIndex.Encoding) {
        let position = lines.position(of: offset, encoding: encoding)
        self.init(line: position.line, character: position.column)
    }
}

extension LSPRange {
    init(of range: Range<Int>, in lines: LineIndex, encoding: LineIndex.Encoding) {
        self.init(start: Position(of: range.lowerBound, in: lines, encoding: encoding), end: Position(of: range.upperBound, in: lines, encoding: encoding))
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
