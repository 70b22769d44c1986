import Foundation
import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// A configuration built from JSON text (its problems fail the test).
func configuration(_ json: String = "{}", directory: String = "/project") -> ProjectConfiguration {
    var configuration = ProjectConfiguration(directory: directory)
    var problems: [Diagnostic] = []
    configuration.apply(Array(json.utf8), diagnostics: &problems)
    #expect(problems.isEmpty, "\(problems)")
    return configuration
}

/// Analyses `source` (the last stylesheet, after `earlier` ones in load order).
func analyze(
    _ source: String, earlier: [String] = [], configuration: ProjectConfiguration = configuration(), views: [String] = []
) -> StylesheetAnalysis {
    let registry = configuration.registry()
    let sources = (earlier + [source]).enumerated().map {
        Workspace.Source(path: "/project/\($0.offset).css", tree: SyntaxTree($0.element))
    }
    let definitions = views.enumerated().map { ViewDefinition.parse(Array($0.element.utf8), path: "/project/\($0.offset).xml", registry: registry) }
    var configuration = configuration
    if !earlier.isEmpty { configuration.stylesheets = sources.map(\.path) }
    let context = AnalysisContext(registry: registry, views: ViewIndex(definitions), configuration: configuration)
    return Workspace.analyze(sources, context: context).last!
}

/// Checks that analysing `source` gives exactly the expected diagnostics: each marker is
/// where one starts, with its code and (if given) the start of its message.
func assertDiagnostics(
    _ source: String,
    _ expected: [(String, DiagnosticCode, String?)],
    earlier: [String] = [],
    configuration: ProjectConfiguration = configuration(),
    views: [String] = [],
    ignoring: Set<DiagnosticCode> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let (text, markers) = extractMarkers(source)
    let analysis = analyze(text, earlier: earlier, configuration: configuration, views: views)
    let actual = analysis.diagnostics.filter { !ignoring.contains($0.code) }
    let actualKeys = actual.map { "\($0.range.lowerBound) \($0.code)" }
    let expectedKeys = expected.map { "\(markers[$0.0] ?? -1) \($0.1)" }
    #expect(actualKeys == expectedKeys, "\(actual.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    for (marker, code, message) in expected {
        guard let message else { continue }
        let match = actual.first { $0.range.lowerBound == markers[marker] && $0.code == code }
        #expect(match?.message.hasPrefix(message) == true, "\(match?.message ?? "no diagnostic") does not start with \(message)", sourceLocation: sourceLocation)
    }
}

/// The value a declaration's value means, for `property: value` in a ruleset of `selector`.
func checkedValue(_ declaration: String, in selector: String = ".x") -> (StyleValue?, [Diagnostic]) {
    let analysis = analyze("\(selector) { \(declaration); }")
    return (analysis.declarations.first?.value, analysis.diagnostics)
}

func corpusText(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: corpusDirectory.appendingPathComponent(name)), as: UTF8.self)
}
