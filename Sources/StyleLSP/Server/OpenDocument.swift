import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// A document the client has open: its text as the client sees it (the tree, reparsed
/// incrementally on every change, and its line index), the analyzer that carries work from
/// one version to the next, and the snapshot of the current version that features read.
final class OpenDocument {
    let uri: String
    let path: String
    /// As the client named it (`interfacss`, `css`, `xml`…).
    let languageId: String?
    /// A view-definition XML file rather than a stylesheet: its text is in `xml`, `tree` is empty.
    let isViewDefinition: Bool
    private(set) var version: Int
    private(set) var tree: SyntaxTree
    private(set) var xml: [UInt8] = []
    private(set) var lines: LineIndex
    let analyzer: DocumentAnalyzer
    /// The current version's analysis; nil between an edit and its analysis (an edit
    /// superseded by a queued one is not analysed).
    var snapshot: DocumentSnapshot?
    /// The document's symbols as of the last analysis.
    var symbols: DocumentSymbols
    /// What the client last got (published, or returned to a pull), to skip sending the same.
    var delivered: DocumentDiagnostics?
    /// The JSON of the diagnostic runs last written, by run id.
    var encodedRuns: [Int: EncodedDiagnostics] = [:]
    /// The layout as last computed, its ranges moved through the edits since.
    var layout = LayoutState()

    init(uri: String, path: String, languageId: String?, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.languageId = languageId
        self.version = version
        isViewDefinition = languageId == "xml" || path.lowercased().hasSuffix(".xml")
        if isViewDefinition {
            tree = SyntaxTree("")
            xml = Array(text.utf8)
            lines = LineIndex(xml)
        } else {
            tree = SyntaxTree(text)
            lines = LineIndex(tree.bytes)
        }
        analyzer = DocumentAnalyzer(path: path)
        symbols = DocumentSymbols(path: path)
    }

    /// Applies LSP content changes in order (positions in `encoding`) and moves to `version`.
    func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: LineIndex.Encoding) {
        for change in changes {
            guard let range = change.range else {
                if isViewDefinition {
                    xml = Array(change.text.utf8)
                    lines = LineIndex(xml)
                } else {
                    tree = SyntaxTree(change.text)
                    lines = LineIndex(tree.bytes)
                }
                layout.replaceAll()
                continue
            }
            let start = offset(of: range.start, encoding: encoding)
            let end = max(start, offset(of: range.end, encoding: encoding))
            let edit = TextEdit(range: start..<end, replacement: change.text)
            if isViewDefinition {
                xml = edit.applied(to: xml)
                lines = lines.applying(edit, newBytes: xml)
                continue
            }
            let newBytes = edit.applied(to: tree.bytes)
            tree = tree.reparse(edit, newBytes: newBytes)
            lines = lines.applying(edit, newBytes: newBytes)
            layout.move(by: edit)
        }
        self.version = version
        snapshot = nil
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

/// The layout of an open document: frames and diagnostics computed off the loop for some
/// version, moved through the edits made since, so hover, inlay hints and diagnostics never
/// wait for it.
struct LayoutState {
    /// The frames each placing declaration produced, by the declaration's start.
    private(set) var placements: [Preview.Placement] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var screen: Screen?
    /// The version the layout was computed for.
    private(set) var computedFor: Int?
    /// A computation is under way; `editsSince` collects what happened after its version.
    private(set) var isRunning = false
    private var editsSince: [TextEdit]?
    /// A later version needs a layout (asked while one was running).
    var isWanted = false
    /// Pull requests waiting for the layout of the current version.
    var waitingPulls: [() -> Void] = []

    /// A computation starts for the current version.
    mutating func start() {
        isRunning = true
        editsSince = []
    }

    /// The computation's result arrives: kept, after the edits made while it ran.
    mutating func finish(_ preview: Preview?, version: Int) {
        isRunning = false
        let edits = editsSince ?? []
        editsSince = nil
        guard let preview else { return }
        placements = preview.placements.sorted { $0.declaration.lowerBound < $1.declaration.lowerBound }
        diagnostics = preview.diagnostics
        screen = preview.screen
        computedFor = version
        for edit in edits { move(by: edit) }
    }

    mutating func move(by edit: TextEdit) {
        editsSince?.append(edit)
        guard !placements.isEmpty || !diagnostics.isEmpty else { return }
        // In place, from the first declaration the edit reaches: those before it stay (a
        // copy of five thousand placements per keystroke cost a tenth of a millisecond).
        let first = placements.partitioningIndex { $0.declaration.upperBound >= edit.range.lowerBound }
        var kept = first
        for index in first..<placements.count {
            guard let declaration = placements[index].declaration.moved(by: edit) else { continue }
            placements.swapAt(kept, index)
            placements[kept].declaration = declaration
            kept += 1
        }
        placements.removeSubrange(kept...)
        diagnostics = diagnostics.compactMap { $0.moved(by: edit) }
    }

    /// The whole text was replaced: nothing computed before applies.
    mutating func replaceAll() {
        editsSince = nil
        placements = []
        diagnostics = []
    }

    /// The placements of the declarations that overlap `range` (in document order).
    func placements(overlapping range: ClosedRange<Int>) -> ArraySlice<Preview.Placement> {
        // Declarations do not overlap, so sorted by start they are sorted by end too.
        let end = placements.partitioningIndex { $0.declaration.lowerBound > range.upperBound }
        let first = placements[..<end].partitioningIndex { $0.declaration.upperBound >= range.lowerBound }
        return placements[first..<end]
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

extension Range<Int> {
    /// The range where it is after `edit`; nil when the edit touches it.
    func moved(by edit: TextEdit) -> Range<Int>? {
        if upperBound < edit.range.lowerBound { return self }
        guard lowerBound > edit.range.upperBound else { return nil }
        return (lowerBound + edit.delta)..<(upperBound + edit.delta)
    }
}

extension Diagnostic {
    /// The diagnostic where it is after `edit`; nil when the edit touches it.
    func moved(by edit: TextEdit) -> Diagnostic? {
        guard let range = range.moved(by: edit) else { return nil }
        var copy = self
        copy.range = range
        copy.fixes = fixes.map { fix in
            var moved = fix
            moved.range = fix.range.moved(by: edit) ?? fix.range
            return moved
        }
        return copy
    }
}

extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `predicate`, which must be false then true
    /// along the collection (binary search).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
