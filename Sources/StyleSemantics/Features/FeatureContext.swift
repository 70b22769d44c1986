import StyleParser

/// What editor features (completion, hover) need about a document: its tree, where it stands
/// among the workspace's stylesheets, and the analysis context.
public struct FeatureContext: Sendable {
    public var tree: SyntaxTree
    public var path: String
    /// The document's position in the load order of `symbols`.
    public var file: Int
    public var symbols: WorkspaceSymbols
    public var analysis: AnalysisContext

    public init(tree: SyntaxTree, path: String, file: Int, symbols: WorkspaceSymbols, analysis: AnalysisContext) {
        self.tree = tree
        self.path = path
        self.file = file
        self.symbols = symbols
        self.analysis = analysis
    }

    var registry: PropertyRegistry { analysis.registry }

    /// The top-level item holding `offset` (or ending right at it), analysed on its own;
    /// `declarations: false` stops after the rulesets' selectors.
    func analyzedItem(at offset: Int, declarations: Bool = true) -> StylesheetAnalysis? {
        guard let item = tree.topLevelNode(around: offset) else { return nil }
        var checker = StylesheetChecker(
            path: path, tree: tree, outline: StylesheetOutline(items: [item]), file: file, symbols: symbols, context: analysis)
        return declarations ? checker.checkItems() : checker.checkSelectorsOnly()
    }

    /// The innermost analysed ruleset whose block holds `offset`.
    func ruleset(containing offset: Int, in analysis: StylesheetAnalysis) -> AnalyzedRuleset? {
        analysis.rulesets.filter { ruleset in
            guard let block = ruleset.syntax.block else { return false }
            let open = block.openBrace?.range.upperBound ?? block.range.lowerBound
            let close = block.closeBrace?.range.lowerBound ?? block.range.upperBound
            return open <= offset && offset <= close
        }.max { $0.syntax.range.lowerBound < $1.syntax.range.lowerBound }
    }

    /// The value a variable reference resolves to from a use at `offset`, with nested
    /// references substituted.
    func resolvedVariable(_ name: String, customProperty: Bool, at offset: Int) -> (site: WorkspaceSymbols.VariableSite, value: String)? {
        guard let site = symbols.definition(of: name, file: file, offset: offset, customProperty: customProperty)
            ?? symbols.lastDefinition(of: name)
        else { return nil }
        var expansion = VariableExpansion(symbols: symbols, file: file, useOffset: offset)
        expansion.acceptsLaterDefinitions = true
        let value = expansion.expandVariable(name, customProperty: customProperty) ?? unquote(site.valueText)
        return (site, expansion.limit.map { _ in value + " …" } ?? value)
    }

    /// Element ids known in the workspace: from view definitions and `#id` selectors.
    var elementIDs: [String] { selectorNames(prefix: "#", adding: analysis.views.elementIDs) }

    /// Style classes known in the workspace: from view definitions and selectors.
    var styleClasses: [String] { selectorNames(prefix: ".", adding: analysis.views.styleClasses) }

    private func selectorNames(prefix: Character, adding names: [String]) -> [String] {
        var result = Set(names)
        for document in symbols.documents {
            for name in document.selectorNames where name.first == prefix { result.insert(String(name.dropFirst())) }
        }
        return result.sorted()
    }
}
