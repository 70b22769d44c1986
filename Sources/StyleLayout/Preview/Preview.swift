import Foundation
import StyleParser
import StyleSemantics

/// How to preview: the screen (already turned for landscape), the columns of the drawing, and
/// the box characters.
public struct PreviewOptions: Sendable {
    public var screen: Screen
    public var columns: Int
    public var unicode: Bool

    public init(screen: Screen = Device.defaultScreen, columns: Int = 80, unicode: Bool = false) {
        self.screen = screen
        self.columns = columns
        self.unicode = unicode
    }
}

/// A laid-out view: its frame in its superview's coordinates, as UIKit's `frame`.
public struct PreviewView: Hashable, Sendable, Encodable {
    public var name: String
    public var type: String
    public var id: String?
    public var classes: [String]
    public var frame: Rect
    public var children: [PreviewView]
    /// What the legend adds: zero size, clipped, an unresolved layout.
    public var notes: [String]

    enum CodingKeys: String, CodingKey { case name, type, id, classes, frame, notes, children }
    enum FrameKeys: String, CodingKey { case x, y, width, height }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        try container.encode(classes, forKey: .classes)
        var frameContainer = container.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
        try frameContainer.encode(frame.x, forKey: .x)
        try frameContainer.encode(frame.y, forKey: .y)
        try frameContainer.encode(frame.width, forKey: .width)
        try frameContainer.encode(frame.height, forKey: .height)
        try container.encode(notes, forKey: .notes)
        try container.encode(children, forKey: .children)
    }

    /// A view for drawing: its frame in the root's coordinates and its parent's index.
    struct Flat {
        var name: String
        var absolute: Rect
        var parent: Int?
        var isClipped: Bool
        /// A label's text or a button's title, drawn inside the box when it fits.
        var text: String? = nil
        var alignment = TextAlignment.left
    }

    enum TextAlignment { case left, center, right }
}

/// The preview of a stylesheet: every view's frame, computed from the stylesheet (and a view
/// definition when there is one), drawn as ASCII, with the layout's problems as diagnostics.
public struct Preview: Sendable {
    public var screen: Screen
    /// The views under the screen: the view definition's root, or the stylesheet's outermost
    /// view rulesets.
    public var views: [PreviewView]
    /// Layout problems, on the stylesheet (cycles, unknown ids, zero sizes, views outside).
    public var diagnostics: [Diagnostic]
    /// The drawing and its legend (drawn when asked for: lint needs only the diagnostics).
    public var text: String {
        let renderer = ASCIIRenderer(columns: options.columns, glyphs: options.unicode ? .unicode : .ascii)
        return renderer.render(report.flat(registry: registry), width: screen.width, height: screen.height) + "\n" + legend
    }

    /// The views drawn as the app would show them, as SVG (`SVGRenderer`), titled with the
    /// stylesheet's `name` and the screen.
    public func svg(_ options: SVGOptions, name: String) -> String {
        var (views, backdrop) = report.drawing(registry: registry, definition: viewDefinition?.definition)
        if let stylesheets = viewDefinition?.stylesheets {
            // A view definition's views are shown in a window, which the stylesheets may style.
            var window = ViewTree.window
            window.applyStylesheets(stylesheets, registry: registry, screen: screen)
            backdrop = Appearance(window.declarations(of: window.root)).backgroundColor
        }
        let renderer = SVGRenderer(screen: screen, options: options)
        return renderer.render(views, backdrop: backdrop, title: "\(name), \(screen.summary)", remarks: remarks)
    }

    /// The legend: the screen, then each view's frame in its superview, indented by depth,
    /// with what is to note about it (zero size, outside its superview, off the screen, an
    /// unresolved layout), then the remarks.
    public var legend: String {
        report.legend(screen: screen, roots: roots) + remarks.map { $0 + "\n" }.joined()
    }
    /// What the legend says of the preview as a whole.
    public private(set) var remarks: [String] = []

    /// Says `remark` first in the legend.
    public mutating func remarkFirst(_ remark: String) { remarks.insert(remark, at: 0) }
    /// The path of the view definition whose views are drawn (nil: the stylesheet's own).
    public var viewDefinitionPath: String? { viewDefinition?.definition.path }
    /// Whether the views come from a view definition none of which the stylesheet styles.
    public private(set) var stylesNoViewOfItsDefinition = false
    /// The view definition the views come from, and the stylesheets, which may style the
    /// window its views are shown in (a stylesheet's own views are inferred inside a window
    /// styled with them): for the picture only, matched then (matching every rule once more
    /// for the window made lint 5% slower).
    private var viewDefinition: (definition: ViewDefinition, stylesheets: [StyledStylesheet])?
    private let report: LayoutReport
    private let registry: PropertyRegistry
    private let roots: [Int]
    private let options: PreviewOptions
    /// The frames each `frame`, `bounds`, `center` and `layout` declaration produced (a
    /// declaration can place several views), for hover and inlay hints.
    public var placements: [Placement]

    public struct Placement: Hashable, Sendable {
        public var declaration: Range<Int>
        public var view: String
        public var frame: Rect
    }

    public var orientation: String { screen.isLandscape ? "landscape" : "portrait" }

    /// Previews the stylesheet `analysis` (analysed with `symbols` and `context`): the views of
    /// `viewDefinition` when given, else the views its nested rulesets describe, styled by
    /// every stylesheet of `stylesheets` (the project's, analysed, in load order; `analysis`
    /// among them) or by `analysis` alone when it is empty.
    public init(
        analysis: StylesheetAnalysis, stylesheets: [StylesheetAnalysis] = [], viewDefinition: ViewDefinition?, symbols: WorkspaceSymbols,
        context: AnalysisContext, options: PreviewOptions
    ) {
        let file = stylesheets.firstIndex { $0.path == analysis.path }
        let stylesheet = StyledStylesheet(analysis, file: file ?? stylesheets.count)
        self.init(
            stylesheet: stylesheet, stylesheets: stylesheets.enumerated().map { $0 == file ? stylesheet : StyledStylesheet($1, file: $0) },
            viewDefinition: viewDefinition, symbols: symbols, context: context, options: options)
    }

    /// … of a stylesheet as the layout reads it, without its whole analysis. `rules`: the index
    /// of `stylesheets`, when several previews share them; else it is made here.
    public init(
        stylesheet: StyledStylesheet, stylesheets: [StyledStylesheet] = [], viewDefinition: ViewDefinition?, symbols: WorkspaceSymbols,
        context: AnalysisContext, options: PreviewOptions, rules: RuleIndex? = nil
    ) {
        screen = options.screen
        var stylesheets = stylesheets
        // The rules given index `stylesheets` as they are: not once one is added.
        var rules = rules
        if !stylesheets.contains(where: { $0.path == stylesheet.path }) {
            stylesheets.append(stylesheet)
            rules = nil
        }
        let file = stylesheets.firstIndex { $0.path == stylesheet.path } ?? 0
        stylesheets[file] = stylesheet
        stylesheets = stylesheets.enumerated().map { $1.filed(at: $0) }
        var tree: ViewTree
        var allFlex = false
        let fromViewDefinition = viewDefinition?.root != nil
        if let definition = viewDefinition, definition.root != nil {
            let attributes = Preview.attributeDeclarations(definition, symbols: symbols, context: context)
            tree = ViewTree(definition: definition, attributes: attributes)
            allFlex = definition.format == .interfaCSS2
        } else {
            tree = ViewTree(nesting: stylesheets[file])
        }
        let index = rules ?? RuleIndex(stylesheets, registry: context.registry)
        tree.applyStylesheets(stylesheets, registry: context.registry, screen: options.screen, rules: index)
        // A guessed class can make type selectors match: style again.
        if tree.inferClasses(registry: context.registry) {
            tree.applyStylesheets(stylesheets, registry: context.registry, screen: options.screen, rules: index)
        }
        let styles = tree.nodes.indices.map {
            ComputedStyle(tree.declarations(of: $0), layoutAttribute: tree.nodes[$0].layoutAttribute, text: tree.nodes[$0].text, file: file)
        }
        let engine = LayoutEngine(
            tree: tree, styles: styles, screen: options.screen, registry: context.registry, allFlex: allFlex, inferredViews: !fromViewDefinition)
        let result = engine.run()
        report = LayoutReport(
            tree: tree, styles: styles, layout: result, screen: options.screen, quirks: stylesheet.quirks, fromViewDefinition: fromViewDefinition)
        if fromViewDefinition, let viewDefinition { self.viewDefinition = (viewDefinition, stylesheets) }
        self.options = options
        registry = context.registry
        diagnostics = report.diagnostics()
        let limits = Preview.limitDiagnostics(tree, stylesheet: stylesheet)
        if !limits.isEmpty {
            diagnostics = (diagnostics + limits).sorted(by: Diagnostic.precedes)
            remarks += limits.map { "The preview is incomplete: " + $0.message + "." }
        }
        placements = report.placements()
        // Said plainly: a view definition none of whose views the stylesheet styles.
        if let definition = viewDefinition, fromViewDefinition, !tree.nodes.contains(where: { $0.styledBy.contains(file) }) {
            let name = URL(fileURLWithPath: stylesheet.path).lastPathComponent, views = URL(fileURLWithPath: definition.path).lastPathComponent
            remarks.append("No rule of \(name) matches a view of \(views): the views are drawn as \(views) alone places them.")
            stylesNoViewOfItsDefinition = true
        }
        let roots = fromViewDefinition ? [tree.root] : tree.nodes[tree.root].children
        let report = self.report
        views = roots.map { report.view($0) }
        self.roots = roots
    }

    /// Where the preview stops following the stylesheet: views nested too deep (at the
    /// first one's ruleset, or the file's start for a view definition's element) and views
    /// past the styling budget (at the first one's ruleset).
    static func limitDiagnostics(_ tree: ViewTree, stylesheet: StyledStylesheet) -> [Diagnostic] {
        func range(_ ruleset: Int?) -> Range<Int> {
            ruleset.map { stylesheet.rulesets[$0].selectorRange } ?? 0..<0
        }
        var result: [Diagnostic] = []
        if let (ruleset, name, count) = tree.tooDeep {
            result.append(Diagnostic(
                .previewLimit, range: range(ruleset),
                message: "the preview draws views at most \(ViewTree.maximumDepth) deep: '\(name)' "
                    + (count == 1 ? "is not drawn" : count == 2 ? "and 1 more view nested as deep or deeper are not drawn" : "and \(count - 1) more views nested as deep or deeper are not drawn")))
        }
        if let (view, budget) = tree.stylingCutOff {
            let left = tree.nodes.count - view
            result.append(Diagnostic(
                .previewLimit, range: range(tree.nodes[view].inferredFrom),
                message: "matching the rules to the preview's \(tree.nodes.count) views takes more than the \(budget) steps the preview "
                    + "spends on a stylesheet this size: from '\(tree.nodes[view].name)' on, \(left == 1 ? "1 view is" : "\(left) views are") "
                    + (tree.nestingPath == nil ? "drawn with their own style attributes only" : "drawn with only the declarations of the ruleset each comes from")))
        }
        return result
    }

    /// `{"width", "height", "orientation", "views": [VIEW…]}`, keys sorted.
    public var json: String {
        struct Document: Encodable {
            var width: Double, height: Double, orientation: String, views: [PreviewView]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(width: screen.width, height: screen.height, orientation: orientation, views: views))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// What the elements' `layout` and `style` attributes declare, checked as the stylesheet
    /// would check them (variables included), one list per element in document order.
    static func attributeDeclarations(_ definition: ViewDefinition, symbols: WorkspaceSymbols, context: AnalysisContext) -> [[StyledDeclaration]] {
        var result = definition.elements.map { _ in [StyledDeclaration]() }
        let inline = EmbeddedStylesheet.attributes(of: definition, registry: context.registry)
        guard !inline.isEmpty else { return result }
        let analysis = inline.analyze(symbols: symbols, context: context)
        for (index, ruleset) in StyledStylesheet(analysis).rulesets.enumerated() {
            let declarations = ruleset.declarations
            guard let element = inline.block(containing: analysis.rulesets[index].syntax.range.lowerBound)?.element else { continue }
            // Ranges in the stylesheet made up here would mean nothing to anyone.
            result[element] += declarations.map { StyledDeclaration(name: $0.name, value: $0.value, range: nil, file: -1) }
        }
        return result
    }
}

extension PreviewOptions {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// Options from the command line or a request, falling back to the project's `preview`
    /// settings, then to an iPhone in portrait: a device preset or an explicit size, turned for
    /// landscape.
    public init(
        settings: ProjectConfiguration.PreviewSettings, device: String? = nil, width: Double? = nil, height: Double? = nil,
        orientation: String? = nil, columns: Int? = nil, unicode: Bool = false
    ) throws {
        var screen = Device.defaultScreen
        if let name = device ?? (width == nil && height == nil ? settings.device : nil) {
            guard let preset = Device.named(name) else {
                throw Problem(description: "unknown device '\(name)'; known devices: " + Device.presets.map(\.name).joined(separator: ", "))
            }
            screen = preset
        }
        if let width = width ?? (device == nil ? settings.width : nil) { screen.width = width }
        if let height = height ?? (device == nil ? settings.height : nil) { screen.height = height }
        guard screen.width > 0, screen.height > 0, screen.width <= 10_000, screen.height <= 10_000 else {
            throw Problem(description: "the screen must be between 1 and 10000 points wide and high")
        }
        let turn = (orientation ?? settings.orientation)?.lowercased()
        guard turn == nil || turn == "portrait" || turn == "landscape" else {
            throw Problem(description: "orientation must be portrait or landscape, not '\(turn!)'")
        }
        // A preset is portrait; landscape puts the longer side across.
        if turn == "landscape" && !screen.isLandscape || turn == "portrait" && screen.isLandscape { screen = screen.turned }
        let columns = columns ?? settings.columns ?? 80
        guard columns >= 20 && columns <= 1000 else { throw Problem(description: "columns must be between 20 and 1000") }
        self.init(screen: screen, columns: columns, unicode: unicode)
    }
}
