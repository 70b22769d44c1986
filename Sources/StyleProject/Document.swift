import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// A file open in the editor: its text as the editor has it (a stylesheet's tree, reparsed
/// incrementally on every edit, or a view definition's XML), its line index, the analyzer that
/// carries work from one version to the next, the snapshot of the current version that features
/// read, and its layout as last computed. Offsets are UTF-8.
public final class Document {
    public let path: String
    /// As the editor named it (`interfacss`, `css`, `xml`…).
    public let languageId: String?
    /// A view-definition XML file rather than a stylesheet: its text is in `xml`, `tree` is empty.
    public let isViewDefinition: Bool
    public private(set) var version: Int
    public private(set) var tree: SyntaxTree
    public private(set) var xml: [UInt8] = []
    public private(set) var lines: LineIndex
    let analyzer: DocumentAnalyzer
    /// The current version's analysis; nil between an edit and its analysis (an edit
    /// superseded by a queued one is not analysed).
    public internal(set) var snapshot: DocumentSnapshot?
    /// The document's symbols as of the last analysis.
    public internal(set) var symbols: DocumentSymbols
    /// The layout as last computed, its ranges moved through the edits since.
    public var layout = LayoutState()
    /// What the text showed of web CSS and of InterfaCSS, when looked at (`ProjectModel.isUnclaimedWebCSS`):
    /// kept until the text changes, and for good once it shows InterfaCSS.
    var webEvidence: WebCSSEvidence?
    /// The names navigation follows in the current text, once read.
    private var names: StylesheetNames?
    private let itemNames = ItemNamesCache()

    init(path: String, languageId: String?, version: Int, text: String) {
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

    /// The names navigation follows in the current version (read when first asked).
    public func currentNames(registry: PropertyRegistry) -> StylesheetNames {
        if let names { return names }
        let read: StylesheetNames
        if isViewDefinition {
            read = StylesheetNames(snapshot?.viewDefinition ?? ViewDefinition.parse(xml, path: path, registry: registry), registry: registry)
        } else {
            read = itemNames.names(of: tree)
        }
        names = read
        return read
    }

    /// The text, whichever kind of document.
    public var text: [UInt8] { isViewDefinition ? xml : tree.bytes }

    /// Replaces the whole text.
    public func replaceText(_ text: String) {
        if isViewDefinition {
            xml = Array(text.utf8)
            lines = LineIndex(xml)
        } else {
            tree = SyntaxTree(text)
            lines = LineIndex(tree.bytes)
        }
        layout.replaceAll()
        textChanged()
    }

    /// Applies one edit (UTF-8 offsets in the current text).
    public func apply(_ edit: TextEdit) {
        textChanged()
        if isViewDefinition {
            xml = edit.applied(to: xml)
            lines = lines.applying(edit, newBytes: xml)
            return
        }
        let newBytes = edit.applied(to: tree.bytes)
        tree = tree.reparse(edit, newBytes: newBytes)
        lines = lines.applying(edit, newBytes: newBytes)
        layout.move(by: edit)
    }

    /// Forgets what was read from the text before.
    private func textChanged() {
        snapshot = nil
        names = nil
        if webEvidence?.interfaCSS == 0 { webEvidence = nil }
    }

    /// The version the edits applied since the last call make.
    public func setVersion(_ version: Int) {
        self.version = version
        snapshot = nil
    }
}

/// The layout of an open document: frames and diagnostics computed off the editor's loop for
/// some version, moved through the edits made since, so hover, inlay hints and diagnostics
/// never wait for it.
public struct LayoutState: Sendable {
    /// The frames each placing declaration produced, by the declaration's start.
    public private(set) var placements: [Preview.Placement] = []
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var screen: Screen?
    /// The version the layout was computed for.
    public private(set) var computedFor: Int?
    /// A computation is under way; `editsSince` collects what happened after its version.
    public private(set) var isRunning = false
    private var editsSince: [TextEdit]?
    /// A later version needs a layout (asked while one was running).
    public var isWanted = false

    public init() {}

    /// A computation starts for the current version.
    public mutating func start() {
        isRunning = true
        editsSince = []
    }

    /// The computation's result arrives: kept, after the edits made while it ran.
    public mutating func finish(_ preview: Preview?, version: Int) {
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

    public mutating func move(by edit: TextEdit) {
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
    public mutating func replaceAll() {
        editsSince = nil
        placements = []
        diagnostics = []
    }

    /// The placements of the declarations that overlap `range` (in document order).
    public func placements(overlapping range: ClosedRange<Int>) -> ArraySlice<Preview.Placement> {
        // Declarations do not overlap, so sorted by start they are sorted by end too.
        let end = placements.partitioningIndex { $0.declaration.lowerBound > range.upperBound }
        let first = placements[..<end].partitioningIndex { $0.declaration.upperBound >= range.lowerBound }
        return placements[first..<end]
    }
}

extension Range<Int> {
    /// The range where it is after `edit`; nil when the edit touches it.
    public func moved(by edit: TextEdit) -> Range<Int>? {
        if upperBound < edit.range.lowerBound { return self }
        guard lowerBound > edit.range.upperBound else { return nil }
        return (lowerBound + edit.delta)..<(upperBound + edit.delta)
    }
}

extension Diagnostic {
    /// The diagnostic where it is after `edit`; nil when the edit touches it.
    public func moved(by edit: TextEdit) -> Diagnostic? {
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
