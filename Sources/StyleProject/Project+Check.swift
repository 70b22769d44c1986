import StyleLayout
import StyleParser
import StyleSemantics

extension Project {
    /// The project's stylesheets `sources` (in load order) analysed as `style-lsp lint` reports
    /// them: each stylesheet of `wanted` (all when nil) with its layout's diagnostics (the job
    /// `layout` gives for its position and the workspace's symbols), which join its own before
    /// severities and suppression comments apply. Every stylesheet is checked (all of them style
    /// the views); only the wanted ones are returned, keeping their tree and diagnostics, with
    /// the workspace's symbols.
    public static func analyzeWithLayouts(
        _ sources: [Workspace.Source], context: AnalysisContext, only wanted: Set<String>? = nil,
        layout: (_ file: Int, _ symbols: WorkspaceSymbols) -> LayoutJob
    ) -> (analyses: [StylesheetAnalysis], symbols: WorkspaceSymbols) {
        var checked: [StylesheetAnalysis]
        let symbols: WorkspaceSymbols
        (checked, symbols) = Workspace.checkItems(sources, context: context)
        // What the layout reads of each, made once for every stylesheet's layout (the copy
        // the closure captures ends with it, so what is released below is released).
        let styled = { (all: [StylesheetAnalysis]) in concurrentMap(Array(all.indices)) { StyledStylesheet(all[$0], file: $0) } }(checked)
        // All but the diagnostics go before the layouts run (a 10 MB stylesheet's checked
        // declarations are 29 MB), and the diagnostics are copied to their count (grown by
        // doubling, the arrays may hold twice the memory).
        for index in checked.indices {
            checked[index].rulesets = []
            checked[index].declarations = []
            checked[index].resolvedReferences = []
            checked[index].diagnostics = checked[index].diagnostics.withUnsafeBufferPointer(Array.init)
        }
        let analysed = checked.indices.filter { wanted?.contains(sources[$0].path) ?? true }
        let jobs = analysed.map { layout($0, symbols) }
        let unfinished = checked
        // Every layout styles its views with the same rules: indexed once.
        let rules = RuleIndex(styled, registry: context.registry)
        let analyses = concurrentMap(Array(zip(analysed, jobs))) { index, job in
            let diagnostics = job.layout(of: styled[index], among: styled, rules: rules).diagnostics
            return Workspace.finish(unfinished[index], file: index, symbols: symbols, context: context, additional: diagnostics)
        }
        return (analyses, symbols)
    }
}
