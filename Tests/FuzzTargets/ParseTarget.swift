import StyleFormat
import StyleParser
import StyleSemantics

/// Stylesheets (split at 0xFF, in load order) parsed and analysed as a workspace the way `lint`
/// does; the last one also the way the server does, which must give the same diagnostics; the
/// first formatted, which must change only whitespace and give the same text a second time.
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
        checkFormatting(sources[0].tree, &problems)
        return problems.list
    }

    static func checkFormatting(_ tree: SyntaxTree, _ problems: inout Problems) {
        let bytes = tree.bytes
        let result = StyleFormatter.format(tree)
        var position = 0
        for edit in result.edits {
            problems.expect(edit.range.lowerBound >= position && edit.range.upperBound <= bytes.count, "format: edits out of order or outside the text")
            position = max(position, edit.range.upperBound)
        }
        guard problems.list.isEmpty else { return }
        let once = result.applied(to: bytes)
        // Every token but whitespace, in order, as it was.
        func tokens(_ tree: SyntaxTree) -> [ArraySlice<UInt8>] {
            var result: [ArraySlice<UInt8>] = []
            tree.root.walk(enter: { _ in true }, token: { kind, range in
                if kind != .whitespace && kind != .newline { result.append(tree.bytes[range]) }
            }, exit: { _ in })
            return result
        }
        let formatted = SyntaxTree(bytes: once)
        problems.expect(tokens(formatted) == tokens(tree), "format: more than whitespace changed")
        let twice = StyleFormatter.format(formatted).applied(to: once)
        problems.expect(twice == once, "format: a second formatting changes the text again")
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
