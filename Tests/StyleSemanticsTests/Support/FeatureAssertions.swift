import Foundation
import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// The features of `source` (the last stylesheet, after `earlier` ones in load order), as the
/// editor gets them.
func featureContext(_ source: String, earlier: [String] = [], configuration: ProjectConfiguration = configuration()) -> FeatureContext {
    let registry = configuration.registry()
    let sources = (earlier + [source]).enumerated().map { (path: "/project/\($0.offset).css", tree: SyntaxTree($0.element)) }
    var configuration = configuration
    if !earlier.isEmpty { configuration.stylesheets = sources.map(\.path) }
    let symbols = WorkspaceSymbols(sources.map { (path: $0.path, outline: StylesheetOutline($0.tree)) }, orderedFiles: earlier.isEmpty ? [] : Set(sources.indices))
    let context = AnalysisContext(registry: registry, configuration: configuration)
    return FeatureContext(tree: sources.last!.tree, path: sources.last!.path, file: sources.count - 1, symbols: symbols, analysis: context)
}

/// What a client shows for completion at the `1️⃣` marker: the proposals whose filter text
/// starts with the typed word (as Neovim and nvim-cmp filter; VS Code and eglot match more
/// loosely, never less), one per line in the server's order: label, kind, what is inserted over
/// which text, and the detail. Every proposal must replace the word before the cursor and say
/// what it is filtered on.
func assertCompletions(
    _ source: String, earlier: [String] = [], snippets: Bool = false, expected: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let (text, markers) = extractMarkers(source)
    guard let offset = markers["1️⃣"] else {
        Issue.record("no 1️⃣ marker", sourceLocation: sourceLocation)
        return
    }
    let context = featureContext(text, earlier: earlier)
    let proposals = context.completions(at: offset, snippets: snippets)
    let bytes = Array(text.utf8)
    var lines: [String] = []
    for proposal in proposals {
        #expect(proposal.replacing.upperBound == offset, "'\(proposal.label)' does not end at the cursor", sourceLocation: sourceLocation)
        let typed = String(decoding: bytes[proposal.replacing.clamped(to: 0..<bytes.count)], as: UTF8.self)
        guard proposal.filterText.lowercased().hasPrefix(typed.lowercased()) else { continue }
        var line = "\(proposal.label) (\(proposal.kind))"
        if proposal.insertText != proposal.label || !typed.isEmpty { line += " '\(typed)' → '\(proposal.insertText)'" }
        if proposal.filterText != proposal.label { line += " filter '\(proposal.filterText)'" }
        if proposal.retrigger { line += " ↻" }
        if let detail = proposal.detail { line += " — \(detail)" }
        lines.append(line)
    }
    assertSnapshot(lines.isEmpty ? "nothing" : lines.joined(separator: "\n"), expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// The hover at the `1️⃣` marker: its range as text, then its markdown.
func assertHover(_ source: String, earlier: [String] = [], expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let (text, markers) = extractMarkers(source)
    guard let offset = markers["1️⃣"] else {
        Issue.record("no 1️⃣ marker", sourceLocation: sourceLocation)
        return
    }
    let hover = featureContext(text, earlier: earlier).hover(at: offset)
    let bytes = Array(text.utf8)
    let actual = hover.map { "[\(String(decoding: bytes[$0.range.clamped(to: 0..<bytes.count)], as: UTF8.self))]\n\($0.markdown)" } ?? "nothing"
    assertSnapshot(actual, expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares `actual` with the `expected:` literal of the calling assertion, or rewrites that
/// literal when recording (`STYLELSP_RECORD=1`).
func assertSnapshot(_ actual: String, _ expected: String, filePath: String, sourceLocation: SourceLocation) {
    guard let compared = snapshotComparison(actual, expected, filePath: filePath, line: sourceLocation.line) else { return }
    #expect(compared.actual == compared.expected, sourceLocation: sourceLocation)
}
