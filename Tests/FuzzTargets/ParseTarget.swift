import StyleParser
import StyleSemantics

/// Stylesheets (split at 0xFF, in load order) parsed and analysed as a workspace the way `lint`
/// does; the last one also the way the server does, which must give the same diagnostics.
enum ParseTarget {
    static func run(_ bytes: [UInt8]) -> [String] {
        var problems = Problems()
        let texts = parts(bytes, limit: 3)
        var sources: [Workspace.Source] = []
        for (index, text) in texts.enumerated() {
            let tree = SyntaxTree(bytes: text)
            problems.expect(tree.printed == text, "file \(index): the tree does not print back to its text")
            let syntax = tree.diagnostics
            for diagnostic in syntax {
                problems.expect(diagnostic.range.upperBound <= text.count, "file \(index): syntax diagnostic \(diagnostic) outside 0..<\(text.count)")
            }
            problems.expect(
                syntax.map { [$0.range.lowerBound, $0.range.upperBound] }.isSorted { $0.lexicographicallyPrecedes($1) },
                "file \(index): syntax diagnostics out of order")
            _ = tree.dump()
            sources.append(Workspace.Source(path: "/fuzz/\(index).css", tree: tree))
        }
        var context = fuzzContext
        context.configuration.stylesheets = sources.map(\.path)
        let analyses = Workspace.analyze(sources, context: context)
        for (index, analysis) in analyses.enumerated() {
            problems.checkDiagnostics(analysis.diagnostics, count: texts[index].count, "file \(index)")
        }

        // The last file as the server analyses an open document: item by item, then finished.
        let last = sources.count - 1
        let analyzer = DocumentAnalyzer(path: sources[last].path)
        let document = analyzer.symbols(of: sources[last].tree)
        let outlines = sources.dropLast().map { DocumentSymbols(path: $0.path, outline: StylesheetOutline($0.tree)) }
        let symbols = WorkspaceSymbols(outlines + [document], orderedFiles: Set(sources.indices))
        let diagnostics = analyzer.diagnostics(of: sources[last].tree, file: last, symbols: symbols, context: context)
        problems.expect(
            diagnostics.all == analyses[last].diagnostics,
            "the server's diagnostics differ from lint's:\n" + difference(diagnostics.all, "the server", analyses[last].diagnostics, "lint"))

        let snapshot = DocumentSnapshot(
            path: sources[last].path, version: 1, tree: sources[last].tree, lines: LineIndex(texts[last]), symbols: symbols, file: last,
            context: context, diagnostics: diagnostics)
        let count = texts[last].count
        problems.checkFeatures(
            count: count, offsets: probeOffsets(count: count), completions: { snapshot.completions(at: $0, snippets: true) },
            hover: snapshot.hover(at:), "features")
        return problems.list
    }
}

extension Sequence {
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        var previous: Element?
        for element in self {
            if let previous, areInIncreasingOrder(element, previous) { return false }
            previous = element
        }
        return true
    }
}
