import Foundation
import FuzzTargets
import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// Reads `source` and checks the tree dump (nodes, attributes, diagnostics) against
/// `expected`; `STYLELSP_RECORD=1` rewrites it. The tree's invariants are checked too.
func assertXML(
    _ source: String, tree expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    assertXML(bytes: Array(source.utf8), tree: expected, filePath: filePath, sourceLocation: sourceLocation)
}

func assertXML(
    bytes: [UInt8], tree expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let tree = XMLReader.read(bytes)
    let dump = tree.dump()
    if recording {
        InlineSnapshots.shared.rewrite(filePath: filePath, callLine: sourceLocation.line, label: "tree:", with: dump)
    } else {
        #expect(dump == expected.trimmingTrailingWhitespace + "\n", sourceLocation: sourceLocation)
    }
    let problems = invariantViolations(tree)
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
}

/// Checks the view-definition diagnostics of `source` (with markers): exactly the expected
/// ones, in order, each starting at its marker with its severity and code, and its message
/// starting with the given text. `stylesheets`: the project's, for variables.
func assertViewDiagnostics(
    _ source: String,
    _ expected: [(String, DiagnosticSeverity, DiagnosticCode, String?)],
    stylesheets: [String] = [],
    configuration: ProjectConfiguration = configuration(),
    layoutFiles: Set<String>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let (text, markers) = extractMarkers(source)
    let registry = configuration.registry()
    let symbols = WorkspaceSymbols(stylesheets.enumerated().map { (path: "/project/\($0.offset).css", outline: StylesheetOutline(SyntaxTree($0.element))) })
    let context = AnalysisContext(registry: registry, configuration: configuration)
    let actual = ViewDefinitionChecker.diagnostics(
        bytes: Array(text.utf8), path: "/project/View.xml", symbols: symbols, context: context, layoutFiles: layoutFiles)
    #expect(
        actual.map { "\($0.range.lowerBound) \($0.severity.rawValue) \($0.code)" }
            == expected.map { "\(markers[$0.0] ?? -1) \($0.1.rawValue) \($0.2)" },
        "\(actual.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    for (marker, _, code, message) in expected {
        guard let message else { continue }
        let match = actual.first { $0.range.lowerBound == markers[marker] && $0.code == code }
        #expect(match?.message.hasPrefix(message) == true, "\(match?.message ?? "no diagnostic") does not start with \(message)", sourceLocation: sourceLocation)
    }
}
