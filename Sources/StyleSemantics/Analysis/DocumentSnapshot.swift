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

    public init(
        path: String, version: Int, tree: SyntaxTree, lines: LineIndex, symbols: WorkspaceSymbols, file: Int, context: AnalysisContext,
        diagnostics: DocumentDiagnostics
    ) {
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

    /// The whole stylesheet analysed at once (the layout preview needs every ruleset's styled
    /// declarations). Linear in the document: run it off the editor's loop.
    public func fullAnalysis() -> StylesheetAnalysis {
        Workspace.analyze(Workspace.Source(path: path, tree: tree), outline: StylesheetOutline(tree), file: file, symbols: symbols, context: context)
    }
}
