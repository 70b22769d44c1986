import Foundation
import StyleParser

/// The analysis of a project's stylesheets together: one variable table in load order,
/// `@extend` targets from every file, unused variables across all of them.
public enum Workspace {
    /// A stylesheet to analyse.
    public struct Source: Sendable {
        public var path: String
        public var tree: SyntaxTree

        public init(path: String, tree: SyntaxTree) {
            self.path = path
            self.tree = tree
        }
    }

    /// Analyses `sources`, given in the order the app loads them, on all cores; with `only`,
    /// returns just the stylesheets of those paths (the others only provide variables and
    /// selectors).
    public static func analyze(_ sources: [Source], context: AnalysisContext, only wanted: Set<String>? = nil) -> [StylesheetAnalysis] {
        let outlines = concurrentMap(sources) { StylesheetOutline($0.tree) }
        let symbols = symbols(of: sources, outlines: outlines, context: context)
        let analysed = sources.indices.filter { wanted?.contains(sources[$0].path) ?? true }
        return concurrentMap(analysed) { index in
            analyze(sources[index], outline: outlines[index], file: index, symbols: symbols, context: context)
        }
    }

    /// The first half of `analyze` for what needs every stylesheet's rulesets and declarations
    /// before any stylesheet's diagnostics are finished (`lint`'s layout, whose diagnostics
    /// join the stylesheet's in `finish`, so that severities and suppression comments apply to
    /// them too): the workspace's symbols, and each stylesheet's items checked, its outline
    /// released (a 1 MB stylesheet's outline is 4 MB: its rulesets, declarations and references).
    public static func checkItems(_ sources: [Source], context: AnalysisContext) -> (analyses: [StylesheetAnalysis], symbols: WorkspaceSymbols) {
        let outlines = concurrentMap(sources) { StylesheetOutline($0.tree) }
        let symbols = symbols(of: sources, outlines: outlines, context: context)
        return (checkItemsWithoutOutlines(sources, outlines: consume outlines, symbols: symbols, context: context), symbols)
    }

    /// The workspace's symbols, each stylesheet's made on all cores (a serial tenth of
    /// linting a project of 200 stylesheets).
    private static func symbols(of sources: [Source], outlines: [StylesheetOutline], context: AnalysisContext) -> WorkspaceSymbols {
        let documents = concurrentMap(Array(sources.indices)) { DocumentSymbols(path: sources[$0].path, outline: outlines[$0]) }
        return WorkspaceSymbols(documents, orderedFiles: orderedFiles(sources, context))
    }

    /// The analyses of the items of every stylesheet of `sources`, their outlines released.
    private static func checkItemsWithoutOutlines(
        _ sources: [Source], outlines: consuming [StylesheetOutline], symbols: WorkspaceSymbols, context: AnalysisContext
    ) -> [StylesheetAnalysis] {
        let owned = outlines
        return concurrentMap(Array(sources.indices)) { index in
            var checker = StylesheetChecker(
                path: sources[index].path, tree: sources[index].tree, outline: owned[index], file: index, symbols: symbols, context: context)
            var analysis = checker.checkItems()
            analysis.outline = StylesheetOutline(items: [])
            return analysis
        }
    }

    /// Analyses one stylesheet whose outline and the workspace's symbols are already known.
    public static func analyze(
        _ source: Source, outline: StylesheetOutline, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext
    ) -> StylesheetAnalysis {
        var checker = StylesheetChecker(path: source.path, tree: source.tree, outline: outline, file: file, symbols: symbols, context: context)
        return finish(checker.checkItems(), file: file, symbols: symbols, context: context)
    }

    /// Analyses one stylesheet a group of top-level items at a time, handing each group's
    /// analysis to `body` in document order: its rulesets and declarations numbered from 0,
    /// its diagnostics with their configured severities, the suppressed ones left out, and
    /// none of the document-level ones. For what needs every ruleset analysed but not the whole
    /// analysis at once (a 1 MB stylesheet's outline and checked declarations are 8 MB).
    public static func forEachItemGroup(
        _ source: Source, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext, _ body: (StylesheetAnalysis) -> Void
    ) {
        // Large enough that a group's own cost is nothing beside its checking.
        let groupBytes = 32 << 10
        var finisher = DocumentFinisher(tree: source.tree, context: context)
        let suggestionPools = SuggestionPools()
        var group: [SyntaxNode] = []
        var size = 0
        func check() {
            var checker = StylesheetChecker(
                path: source.path, tree: source.tree, outline: StylesheetOutline(items: group), file: file, symbols: symbols, context: context,
                suggestionPools: suggestionPools)
            var analysis = checker.checkItems()
            if !finisher.changesNothing { analysis.diagnostics = analysis.diagnostics.compactMap { finisher.finished($0) } }
            body(analysis)
            group = []
            size = 0
        }
        for item in source.tree.root.childNodes {
            group.append(item)
            size += item.range.count
            if size >= groupBytes { check() }
        }
        if !group.isEmpty { check() }
    }

    /// Adds the document-level diagnostics (and `additional` ones: the layout's) to an analysis
    /// of its items, then applies the configuration's severities and the suppression comments.
    public static func finish(
        _ analysis: StylesheetAnalysis, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext, additional: [Diagnostic] = []
    ) -> StylesheetAnalysis {
        var finished = analysis
        finished.diagnostics = StylesheetChecker.finishDocument(
            analysis.diagnostics, tree: analysis.tree, document: symbols.documents[file], symbols: symbols, context: context,
            additional: additional)
        return finished
    }

    /// The stylesheets whose load order the configuration lists.
    public static func orderedFiles(_ sources: [Source], _ context: AnalysisContext) -> Set<Int> {
        let listed = Set(context.configuration.stylesheets)
        return Set(sources.indices.filter { listed.contains(sources[$0].path) })
    }
}

/// `items.map(transform)`, computed on all cores.
public func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1 else { return items.map(transform) }
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer {
        // Release the results the buffer holds: freeing it alone would leak every one of them.
        results.deinitialize()
        results.deallocate()
    }
    nonisolated(unsafe) let output = results
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        output[index] = transform(items[index])
    }
    return results.map { $0! }
}
