import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// What is laid out, and with what: the one choice `lint`, `preview` and the server's preview
/// make for a stylesheet — the view definition it styles (or its nested rulesets), every
/// stylesheet of the project styling the views in load order, the project's screen.
public struct LayoutJob: Sendable {
    /// The views laid out; nil: those the stylesheet's nested rulesets describe.
    public var viewDefinition: ViewDefinition?
    /// Whether the project picked `viewDefinition` (nobody named it): when none of its views is
    /// styled by the stylesheet, the stylesheet's own views (if it describes any) are laid out
    /// instead.
    public var isViewDefinitionPicked: Bool
    public var symbols: WorkspaceSymbols
    public var context: AnalysisContext
    public var options: PreviewOptions

    public init(
        viewDefinition: ViewDefinition?, isViewDefinitionPicked: Bool = false, symbols: WorkspaceSymbols, context: AnalysisContext,
        options: PreviewOptions
    ) {
        self.viewDefinition = viewDefinition
        self.isViewDefinitionPicked = isViewDefinitionPicked
        self.symbols = symbols
        self.context = context
        self.options = options
    }

    /// The layout of `stylesheet`, styled by `stylesheets` (the project's, in load order, with
    /// or without `stylesheet`).
    /// `rules`: the index of `stylesheets`, made once when many layouts share them (`lint`).
    public func layout(of stylesheet: StyledStylesheet, among stylesheets: [StyledStylesheet], rules: RuleIndex? = nil) -> Preview {
        func layout(_ views: ViewDefinition?) -> Preview {
            Preview(
                stylesheet: stylesheet, stylesheets: stylesheets, viewDefinition: views, symbols: symbols, context: context, options: options,
                rules: rules)
        }
        let preview = layout(viewDefinition)
        guard isViewDefinitionPicked, preview.stylesNoViewOfItsDefinition, let definition = viewDefinition else { return preview }
        // A view definition with nothing to do with the stylesheet (beside it, of the same
        // name): its views are not what the stylesheet styles, unless the stylesheet
        // describes none of its own (one of variables, or empty: the views style themselves).
        var own = layout(nil)
        guard !own.views.isEmpty else { return preview }
        let name = URL(fileURLWithPath: stylesheet.path).lastPathComponent, views = URL(fileURLWithPath: definition.path).lastPathComponent
        own.remarkFirst("No rule of \(name) matches a view of \(views): the views are those \(name) describes.")
        return own
    }
}

extension Project {
    /// The layout job of the stylesheet at `path`, whose selectors name `selectorNames`
    /// (`.class` and `#id`): with `views` when given, else the view definition it styles (none
    /// with `ownViews`: the views its rulesets describe).
    public func layoutJob(
        for path: String, selectorNames: Set<String>, symbols: WorkspaceSymbols, options: PreviewOptions, views: ViewDefinition? = nil,
        ownViews: Bool = false
    ) -> LayoutJob {
        let picked = views == nil && !ownViews ? viewDefinition(for: path, selectorNames: selectorNames) : nil
        return LayoutJob(
            viewDefinition: views ?? picked, isViewDefinitionPicked: picked != nil, symbols: symbols, context: context, options: options)
    }

    /// The project's `preview` settings, with the editor's device and orientation where it sets none.
    public func previewSettings(device: String? = nil, orientation: String? = nil) -> ProjectConfiguration.PreviewSettings {
        var settings = configuration.preview
        if settings.device == nil { settings.device = device }
        if settings.orientation == nil { settings.orientation = orientation }
        return settings
    }

    /// The project's preview options (an unusable setting falls back to the defaults: it is
    /// reported on the configuration file).
    public var previewOptions: PreviewOptions {
        (try? PreviewOptions(settings: configuration.preview)) ?? PreviewOptions()
    }
}

extension ProjectModel {
    /// The layout of an open stylesheet's current version, to compute anywhere (the server
    /// computes it off its loop): made from the version's tree and symbols (not its
    /// diagnostics, which the layout does not read and a newer version's analysis replaces
    /// while it runs: on a large file, half a MB held twice at the peak), the project's other
    /// stylesheets as open or as read from disk, and `views` or the view definition it styles.
    public func layoutJob(for document: Document, options: PreviewOptions, views: ViewDefinition? = nil) -> (version: Int, make: @Sendable () -> Preview) {
        let analysed = snapshot(of: document)
        let snapshot = DocumentSnapshot(
            path: analysed.path, version: analysed.version, tree: analysed.tree, lines: analysed.lines, symbols: analysed.symbols,
            file: analysed.file, context: analysed.context, diagnostics: DocumentDiagnostics())
        let project = self.project(for: document.path)
        let job = project.layoutJob(for: document.path, selectorNames: document.symbols.selectorNames, symbols: snapshot.symbols, options: options, views: views)
        // The others: open ones as edited, the others read from disk off the loop.
        let others: [(file: Int, path: String, tree: SyntaxTree?)] = snapshot.symbols.documents.enumerated().compactMap { file, symbols in
            guard file != snapshot.file else { return nil }
            return (file, symbols.path, documents[symbols.path].flatMap { $0.isViewDefinition ? nil : $0.tree })
        }
        let fileSystem = self.fileSystem
        return (snapshot.version, {
            let current = StyledStylesheet(snapshot)
            var stylesheets = others.compactMap { file, path, tree -> (Int, StyledStylesheet)? in
                guard let tree = tree ?? fileSystem.contents(of: path).map({ SyntaxTree(bytes: $0) }) else { return nil }
                return (file, StyledStylesheet(analyzing: tree, path: path, file: file, symbols: snapshot.symbols, context: snapshot.context))
            }
            stylesheets.append((snapshot.file, current))
            return job.layout(of: current, among: stylesheets.sorted { $0.0 < $1.0 }.map(\.1))
        })
    }
}
