import Foundation
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

/// What must hold of any tree, whatever the input: ranges within the bytes and nested as the
/// nodes are, nodes in document order, every decoded value mapping back into its raw range
/// (and source offsets mapping to decoded ones and back without moving forward).
func invariantViolations(_ tree: XMLTree) -> [String] {
    var problems: [String] = []
    let count = tree.bytes.count
    func inBounds(_ range: Range<Int>, _ what: String) {
        if range.lowerBound < 0 || range.upperBound > count { problems.append("\(what) \(range) outside 0..\(count)") }
    }
    func within(_ inner: Range<Int>, _ outer: Range<Int>, _ what: String) {
        if inner.lowerBound < outer.lowerBound || inner.upperBound > outer.upperBound { problems.append("\(what) \(inner) not within \(outer)") }
    }
    var previousStart = -1
    for (index, node) in tree.nodes.enumerated() {
        inBounds(node.range, "node \(index)")
        within(node.nameRange, node.range, "name of node \(index)")
        within(node.contentRange, node.range, "content of node \(index)")
        if node.range.lowerBound <= previousStart { problems.append("node \(index) starts at \(node.range.lowerBound), not after \(previousStart)") }
        previousStart = node.range.lowerBound
        if let parent = node.parent {
            if parent >= index { problems.append("node \(index) has a later parent \(parent)") }
            within(node.range, tree.nodes[parent].innerRange, "node \(index) in its parent's content")
        }
        if let next = node.nextSibling {
            if tree.nodes[next].parent != node.parent { problems.append("node \(next) follows \(index) with another parent") }
            if tree.nodes[next].range.lowerBound < node.range.upperBound { problems.append("node \(next) overlaps its previous sibling \(index)") }
        }
        for attribute in tree.attributes(of: index) {
            if attribute.element != index { problems.append("attribute of node \(index) names node \(attribute.element)") }
            within(attribute.range, node.startTagRange, "attribute of node \(index)")
            within(attribute.nameRange, attribute.range, "attribute name of node \(index)")
            within(attribute.valueRange, attribute.range.lowerBound..<max(attribute.range.upperBound, attribute.valueRange.upperBound), "value of node \(index)")
            inBounds(attribute.valueRange, "value of node \(index)")
            let text = tree.decodedValue(of: attribute)
            if text.string != attribute.value { problems.append("value \(attribute.value) decodes again as \(text.string)") }
            if text.sourceOffset(0) != attribute.valueRange.lowerBound || text.sourceOffset(text.count) != attribute.valueRange.upperBound {
                problems.append("value of node \(index) does not map to its ends")
            }
            var previous = attribute.valueRange.lowerBound
            for decoded in 0...text.count {
                let source = text.sourceOffset(decoded)
                if source < previous || source > attribute.valueRange.upperBound { problems.append("decoded \(decoded) of node \(index) maps to \(source)") }
                previous = source
            }
            for source in attribute.valueRange.lowerBound...attribute.valueRange.upperBound where text.sourceOffset(text.decodedOffset(source)) > source {
                problems.append("source \(source) of node \(index) maps forward")
            }
        }
    }
    for diagnostic in tree.diagnostics { inBounds(diagnostic.range, "diagnostic \(diagnostic)") }
    if tree.diagnostics.count > XMLReader.maximumDiagnostics + 1 { problems.append("\(tree.diagnostics.count) diagnostics") }
    return problems
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
