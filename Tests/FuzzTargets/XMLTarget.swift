import StyleParser
import StyleSemantics

/// An XML file read, made a view definition and checked (inline styles with the variables of a
/// project stylesheet, `layout="Cell.xml"` references), with completion and hover at a few
/// places: the tree keeps its invariants, the diagnostics lie in the file, in order.
enum XMLTarget {
    static let stylesheet = SyntaxTree("@accent: rgb(255, 109, 16);\n@inset: 16;\n.title { textColor: @accent; }\n#list { alpha: 0.5; }\n")

    static func run(_ bytes: [UInt8]) -> [String] {
        var problems = Problems()
        let tree = XMLReader.read(bytes)
        problems.list += invariantViolations(tree)
        _ = tree.dump()
        let definition = ViewDefinition(tree: tree, path: "/fuzz/View.xml", registry: fuzzContext.registry)
        let symbols = WorkspaceSymbols([(path: "/fuzz/styles.css", outline: StylesheetOutline(stylesheet))])
        let diagnostics = ViewDefinitionChecker.diagnostics(of: definition, symbols: symbols, context: fuzzContext, layoutFiles: ["Cell.xml"])
        problems.checkDiagnostics(diagnostics, count: bytes.count, "view definition")
        let features = ViewDefinitionFeatureContext(definition: definition, symbols: symbols, analysis: fuzzContext)
        // The spread, and the first attribute values (where the embedded stylesheet is).
        let offsets = probeOffsets(count: bytes.count) + tree.attributes.prefix(4).map { $0.valueRange.lowerBound + $0.valueRange.count / 2 }
        problems.checkFeatures(
            count: bytes.count, offsets: offsets, completions: { features.completions(at: $0, snippets: true) }, hover: features.hover(at:),
            "view definition features")
        return problems.list
    }
}

/// What must hold of any tree, whatever the input: ranges within the bytes and nested as the
/// nodes are, nodes in document order, every decoded value mapping back into its raw range
/// (and source offsets mapping to decoded ones and back without moving forward).
public func invariantViolations(_ tree: XMLTree) -> [String] {
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

