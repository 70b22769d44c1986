import StyleParser
import StyleSemantics

/// What the layout reads of a stylesheet: each ruleset's selector chains, its nesting and the
/// view its selector describes, the declarations that style views, and its `interfacss-quirk`
/// hints. Made from an analysis, or a group of top-level items at a time from a tree
/// (`init(analyzing:…)`), so the preview of a large stylesheet never holds its whole analysis:
/// the outline and every checked declaration of a 1 MB stylesheet are several MB more at the
/// editor's peak.
public struct StyledStylesheet: Hashable, Sendable {
    struct Ruleset: Hashable, Sendable {
        /// The selector chains after nesting.
        var chains: [SelectorChain]
        var parent: Int?
        /// The first class the ruleset styles, when known.
        var styledClass: String?
        /// The selector list (the ruleset when it has none): where a diagnostic about it goes.
        var selectorRange: Range<Int>
        /// The view the ruleset describes when the views are inferred from the nesting: when it
        /// or a ruleset nested in it places or sizes a view, and its first selector ends in a
        /// compound without pseudo-classes (`#box:landscape` is a state, not a view).
        var view: ViewSelector?
        /// Its declarations for the normal state, nested elements' named by their prefix
        /// (`titlelabel.font`), in source order.
        var declarations: [StyledDeclaration] = []
    }

    /// The id (without `#`), classes and type of a compound selector.
    struct ViewSelector: Hashable, Sendable {
        var id: String?
        var classes: [String]
        var type: String?

        init?(_ compound: CompoundSelectorSyntax) {
            guard compound.pseudoClasses.isEmpty else { return nil }
            id = compound.ids.last.map { String($0.text.dropFirst()) }
            classes = compound.classes.map(\.text)
            type = compound.typeName?.text
        }
    }

    public let path: String
    /// The stylesheet's place in the load order (its declarations carry it).
    public private(set) var file: Int
    var rulesets: [Ruleset] = []
    /// In document order.
    var quirks: [Diagnostic] = []

    /// `analysis`, at `file` in the load order.
    public init(_ analysis: StylesheetAnalysis, file: Int = 0) {
        path = analysis.path
        self.file = file
        var names: [String: String] = [:]
        add(analysis, names: &names)
    }

    /// The stylesheet `tree` at `path`, analysed a group of top-level items at a time, at
    /// `file` in the load order of `symbols`.
    public init(analyzing tree: SyntaxTree, path: String, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext) {
        self.path = path
        self.file = file
        var names: [String: String] = [:]
        Workspace.forEachItemGroup(Workspace.Source(path: path, tree: tree), file: file, symbols: symbols, context: context) { group in
            add(group, names: &names)
        }
        // To their count, before the layout's peak: grown by doubling, they may hold twice that.
        rulesets = rulesets.withUnsafeBufferPointer(Array.init)
    }

    /// Adds the rulesets, declarations and quirks of `analysis` (of the items after those
    /// added so far). `names`: one string per property name, shared by its declarations (most
    /// names are longer than the 15 bytes a string holds without an allocation of its own).
    private mutating func add(_ analysis: StylesheetAnalysis, names: inout [String: String]) {
        // Nesting stays inside a top-level item, so inside `analysis`.
        var placesViews = [Bool](repeating: false, count: analysis.rulesets.count)
        // Each ruleset's declarations (at most) counted first: arrays grown by doubling held
        // a third more than their declarations.
        var counts = [Int](repeating: 0, count: analysis.rulesets.count)
        for declaration in analysis.declarations {
            guard let ruleset = declaration.ruleset, let property = declaration.property else { continue }
            counts[ruleset] += 1
            if ViewTree.geometryProperties.contains(PropertyRegistry.normalize(property.name)) || property.isFlexbox { placesViews[ruleset] = true }
        }
        for index in placesViews.indices.reversed() where placesViews[index] {
            if let parent = analysis.rulesets[index].parent { placesViews[parent] = true }
        }
        let base = rulesets.count
        for (index, ruleset) in analysis.rulesets.enumerated() {
            let selectors = ruleset.syntax.selectorList
            var declarations: [StyledDeclaration] = []
            declarations.reserveCapacity(counts[index])
            rulesets.append(Ruleset(
                chains: ruleset.chains, parent: ruleset.parent.map { base + $0 }, styledClass: ruleset.styledClasses?.first,
                selectorRange: selectors?.range ?? ruleset.syntax.range,
                view: placesViews[index] ? selectors?.selectors.first?.compounds.last.flatMap(ViewSelector.init) : nil,
                declarations: declarations))
        }
        for declaration in analysis.declarations {
            guard let ruleset = declaration.ruleset, let styled = StyledDeclaration(declaration, file: file, names: &names) else { continue }
            rulesets[base + ruleset].declarations.append(styled)
        }
        quirks += analysis.diagnostics.filter { $0.code == .quirk }.sorted(by: Diagnostic.precedes)
    }

    /// The stylesheet at `file` in the load order.
    func filed(at file: Int) -> StyledStylesheet {
        guard file != self.file else { return self }
        var copy = self
        copy.file = file
        for index in copy.rulesets.indices {
            copy.rulesets[index].declarations = copy.rulesets[index].declarations.map {
                StyledDeclaration(name: $0.name, value: $0.value, range: $0.range, file: file)
            }
        }
        return copy
    }
}

extension StyledDeclaration {
    /// An analysed declaration as it styles a view: nil when it has no meaning for the normal
    /// state (`title(highlighted)`) or no value.
    init?(_ declaration: AnalyzedDeclaration, file: Int, names: inout [String: String]) {
        guard let property = declaration.property, let value = declaration.value,
            declaration.parameters.allSatisfy({ $0.lowercased() == "normal" })
        else { return nil }
        var name = (declaration.nestedElement.map { PropertyRegistry.normalize($0) + "." } ?? "") + PropertyRegistry.normalize(property.name)
        if let shared = names[name] { name = shared } else { names[name] = name }
        self.init(name: name, value: value, range: declaration.syntax.range, file: file)
    }
}

extension StyledStylesheet {
    /// The stylesheet of an editor's version of a document.
    public init(_ snapshot: DocumentSnapshot) {
        self.init(analyzing: snapshot.tree, path: snapshot.path, file: snapshot.file, symbols: snapshot.symbols, context: snapshot.context)
    }
}
