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

    /// Checks that need a whole stylesheet's analysis (the layout preview's), run before the
    /// diagnostics are finished so that severities and suppression comments apply to theirs too.
    public typealias DocumentCheck = @Sendable (_ analysis: StylesheetAnalysis, _ symbols: WorkspaceSymbols, _ file: Int) -> [Diagnostic]

    /// Analyses `sources`, given in the order the app loads them, on all cores; with `only`,
    /// just the stylesheets of those paths (the others still provide variables and selectors).
    public static func analyze(
        _ sources: [Source], context: AnalysisContext, only wanted: Set<String>? = nil, documentCheck: DocumentCheck? = nil
    ) -> [StylesheetAnalysis] {
        let outlines = concurrentMap(sources) { StylesheetOutline($0.tree) }
        let symbols = WorkspaceSymbols(
            zip(sources, outlines).map { DocumentSymbols(path: $0.path, outline: $1) }, orderedFiles: orderedFiles(sources, context))
        let analysed = sources.indices.filter { wanted?.contains(sources[$0].path) ?? true }
        return concurrentMap(analysed) { index in
            analyze(sources[index], outline: outlines[index], file: index, symbols: symbols, context: context, documentCheck: documentCheck)
        }
    }

    /// Analyses one stylesheet whose outline and the workspace's symbols are already known.
    public static func analyze(
        _ source: Source, outline: StylesheetOutline, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext,
        documentCheck: DocumentCheck? = nil
    ) -> StylesheetAnalysis {
        var checker = StylesheetChecker(path: source.path, tree: source.tree, outline: outline, file: file, symbols: symbols, context: context)
        var analysis = checker.checkItems()
        let additional = documentCheck?(analysis, symbols, file) ?? []
        analysis.diagnostics = StylesheetChecker.finishDocument(
            analysis.diagnostics, tree: source.tree, document: symbols.documents[file], symbols: symbols, context: context,
            additional: additional)
        return analysis
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
    defer { results.deallocate() }
    nonisolated(unsafe) let output = results
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        output[index] = transform(items[index])
    }
    return results.map { $0! }
}
