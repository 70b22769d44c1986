import StyleParser

/// One version of a document with its analysis: what every feature reads (diagnostics,
/// hover, completion, the layout). Built once per version by `DocumentAnalyzer`, never
/// changed afterwards, so work off the editor's loop (the layout) can hold it while the next
/// version is being typed. Offsets are UTF-8.
public struct DocumentSnapshot: Sendable {
    public let path: String
    public let version: Int
    public let tree: SyntaxTree
    public let lines: LineIndex
    /// The workspace's symbols with this version's, and its place in the load order.
    public let symbols: WorkspaceSymbols
    public let file: Int
    public let context: AnalysisContext
    /// Every diagnostic of the version, the layout's included as last computed.
    public let diagnostics: DocumentDiagnostics
    /// For a view-definition XML document: the definition (`tree` is then empty).
    public let viewDefinition: ViewDefinition?

    public init(
        path: String, version: Int, tree: SyntaxTree, lines: LineIndex, symbols: WorkspaceSymbols, file: Int, context: AnalysisContext,
        diagnostics: DocumentDiagnostics, viewDefinition: ViewDefinition? = nil
    ) {
        self.viewDefinition = viewDefinition
        self.path = path
        self.version = version
        self.tree = tree
        self.lines = lines
        self.symbols = symbols
        self.file = file
        self.context = context
        self.diagnostics = diagnostics
    }

    /// Completion and hover on this version.
    public var features: FeatureContext {
        FeatureContext(tree: tree, path: path, file: file, symbols: symbols, analysis: context)
    }

    /// Completion and hover in a view definition.
    public var viewDefinitionFeatures: ViewDefinitionFeatureContext? {
        viewDefinition.map { ViewDefinitionFeatureContext(definition: $0, symbols: symbols, analysis: context) }
    }

    /// The completions at `offset`, in a stylesheet or a view definition.
    public func completions(at offset: Int, snippets: Bool) -> [Completion] {
        viewDefinitionFeatures?.completions(at: offset, snippets: snippets) ?? features.completions(at: offset, snippets: snippets)
    }

    /// The hover at `offset`, in a stylesheet or a view definition.
    public func hover(at offset: Int) -> HoverInfo? {
        if let features = viewDefinitionFeatures { return features.hover(at: offset) }
        return features.hover(at: offset)
    }
}
