import StyleParser
import StyleSemantics

/// The views a preview lays out: from an XML view definition, or from the stylesheet's nesting
/// (a nested ruleset is a subview of its parent ruleset). Nodes are kept in one array in
/// depth-first order; `parent` and `children` are indexes into it.
public struct ViewTree: Sendable {
    public struct Node: Sendable {
        /// The id, else a style class, else the class: what the preview labels the view with.
        public var name: String
        /// The UIKit (or the app's own) class.
        public var type: String
        public var id: String?
        public var classes: [String]
        public var parent: Int?
        public var children: [Int] = []
        /// The declarations that style it (`ViewTree.declarations(of:)`), in cascade order, the
        /// last of each property only (the others lose: keeping them all cost memory in views
        /// times matching rules).
        var cascaded: [CascadedDeclaration] = []
        /// The stylesheets (by load order) whose rules or own declarations style it.
        var styledBy = FileSet()
        /// Its own declarations (the view definition's `style` attribute), after the
        /// stylesheets' ones.
        var ownDeclarations: [StyledDeclaration] = []
        /// The class is a guess (no type selector names it): inferred from what styles it.
        var hasInferredType = false
        /// `layout` from the XML attribute (styling may replace it).
        var layoutAttribute: LayoutValue?
        /// Text content from the XML (2.0 labels and buttons).
        var text: String?
        /// The ruleset of the stylesheet at `nestingPath` it was inferred from.
        var inferredFrom: Int?
        /// The view definition's element it was made from (in `ViewDefinition.elements`).
        var element: Int?
    }

    public internal(set) var nodes: [Node] = []
    /// By stylesheet (load order) and ruleset: the declarations the nodes' `cascaded` name.
    var stylesheetDeclarations: [[[StyledDeclaration]]] = []

    /// The root: the screen (stylesheet nesting) or the view definition's root element.
    public var root: Int { 0 }
    /// The stylesheet whose nesting the views were inferred from.
    var nestingPath: String?
    /// The deepest a view is drawn: real screens nest a few dozen views, and the preview's
    /// work on a view's subviews nests as deep as they do.
    public static let maximumDepth = 100
    /// The views left out for lying deeper: the first one's ruleset (nil for a view
    /// definition's element) and name, and how many.
    var tooDeep: (ruleset: Int?, name: String, count: Int)?
    /// Where styling ran out of its budget (`applyStylesheets`): the first view styled only
    /// by the ruleset it was inferred from and its own declarations, and that budget.
    var stylingCutOff: (view: Int, budget: Int)?
}

/// Stylesheets by their place in the load order (-1: a view definition's attributes), as
/// bits: one set is kept per kind of view, and a `Set` each was a third of a MB on a 1 MB
/// stylesheet.
struct FileSet: Hashable, Sendable {
    private var first64: UInt64 = 0
    /// The others (a project rarely has more than 64 stylesheets); empty, it allocates nothing.
    private var others: Set<Int> = []

    init() {}

    init(_ files: some Sequence<Int>) {
        for file in files { insert(file) }
    }

    mutating func insert(_ file: Int) {
        if (0..<64).contains(file) { first64 |= 1 << UInt64(file) } else { others.insert(file) }
    }

    func contains(_ file: Int) -> Bool {
        (0..<64).contains(file) ? first64 & (1 << UInt64(file)) != 0 : others.contains(file)
    }

    func union(_ other: FileSet) -> FileSet {
        var union = self
        union.first64 |= other.first64
        if !other.others.isEmpty { union.others.formUnion(other.others) }
        return union
    }

    func union(_ files: some Sequence<Int>) -> FileSet {
        union(FileSet(files))
    }
}

extension ViewTree {
    /// The declarations that style `node`, in cascade order.
    func declarations(of node: Int) -> [StyledDeclaration] {
        nodes[node].cascaded.map { declaration($0, of: node) }
    }

    func declaration(_ cascaded: CascadedDeclaration, of node: Int) -> StyledDeclaration {
        cascaded.isOwn
            ? nodes[node].ownDeclarations[Int(cascaded.position)]
            : stylesheetDeclarations[Int(cascaded.file)][Int(cascaded.ruleset)][Int(cascaded.position)]
    }
}

/// Where a declaration that styles a view is, with its place in the cascade: a stylesheet's
/// (by load order, ruleset and position), or one of the view's own. Views of a kind share
/// their list of these; a list of the declarations themselves, 40 bytes each, was the largest
/// part of a 10 MB stylesheet's lint.
struct CascadedDeclaration: Comparable, Sendable {
    var specificity: Int32, file: Int32, ruleset: Int32, position: Int32

    init(specificity: Int, file: Int, ruleset: Int, position: Int) {
        self.specificity = Int32(clamping: specificity)
        self.file = Int32(clamping: file)
        self.ruleset = Int32(clamping: ruleset)
        self.position = Int32(clamping: position)
    }

    /// The view's own declaration at `position` (after every stylesheet's).
    init(own position: Int) {
        self.init(specificity: Int(Int32.max), file: -1, ruleset: -1, position: position)
    }

    var isOwn: Bool { file < 0 }

    static func < (a: CascadedDeclaration, b: CascadedDeclaration) -> Bool {
        (a.specificity, a.file, a.ruleset, a.position) < (b.specificity, b.file, b.ruleset, b.position)
    }
}

/// A declaration applied to a view, with what the cascade needs to order it.
struct StyledDeclaration: Hashable, Sendable {
    /// The property's normalized name (`frame`, `flexgrow`, `marginleft`).
    var name: String
    var value: StyleValue
    // 32-bit: the preview keeps one per declaration and one per winning declaration of each
    // kind of view, 40 bytes each rather than 56.
    private let offsets: Range<Int32>?
    private let fileIndex: Int32

    init(name: String, value: StyleValue, range: Range<Int>?, file: Int) {
        self.name = name
        self.value = value
        offsets = range.map { Int32(clamping: $0.lowerBound)..<Int32(clamping: $0.upperBound) }
        fileIndex = Int32(clamping: file)
    }

    /// The declaration in the stylesheet (nil for XML attributes).
    var range: Range<Int>? { offsets.map { Int($0.lowerBound)..<Int($0.upperBound) } }
    /// The stylesheet it is in, by load order.
    var file: Int { Int(fileIndex) }

    /// The declarations of `cascade` that win: the last of each name, in their order.
    static func winners<Element>(_ cascade: [Element], name: (Element) -> String) -> [Element] {
        var last: [String: Int] = [:]
        // Grown step by step, resizing was a third of the time taken here.
        last.reserveCapacity(cascade.count)
        for (index, element) in cascade.enumerated() { last[name(element)] = index }
        guard last.count < cascade.count else { return cascade }
        return cascade.indices.filter { last[name(cascade[$0])] == $0 }.map { cascade[$0] }
    }
}

extension ViewTree {
    /// The tree of the stylesheet's nesting: under the screen, one view per ruleset that
    /// declares geometry or has a nested ruleset that does (rulesets that only style text or
    /// colours are styles, not views; nor are rulesets for a state, `#box:landscape`). The
    /// views are then styled by selector matching, as with a view definition.
    init(nesting stylesheet: StyledStylesheet) {
        nodes = [Node(name: "screen", type: "UIWindow", id: nil, classes: [], parent: nil)]
        nestingPath = stylesheet.path
        let rulesets = stylesheet.rulesets
        nodes.reserveCapacity(1 + rulesets.count { $0.view != nil })
        var nodeOfRuleset: [Int: Int] = [:]
        var depth = [0]
        var leftOut = Set<Int>()
        for (index, ruleset) in rulesets.enumerated() {
            guard let view = ruleset.view else { continue }
            let parentNode = ruleset.parent.flatMap { nodeOfRuleset[$0] } ?? 0
            if let parent = ruleset.parent, leftOut.contains(parent) || depth[parentNode] == ViewTree.maximumDepth {
                leftOut.insert(index)
                let name = view.id ?? view.classes.last ?? view.type ?? "UIView"
                tooDeep = (tooDeep?.ruleset ?? index, tooDeep?.name ?? name, (tooDeep?.count ?? 0) + 1)
                continue
            }
            depth.append(depth[parentNode] + 1)
            let named = ruleset.styledClass ?? view.type
            let type = named ?? "UIView"
            nodeOfRuleset[index] = nodes.count
            nodes[parentNode].children.append(nodes.count)
            var node = Node(name: view.id ?? view.classes.last ?? type, type: type, id: view.id, classes: view.classes, parent: parentNode)
            node.hasInferredType = named == nil
            node.inferredFrom = index
            nodes.append(node)
        }
    }

    /// The tree of a view definition, styled by the rulesets whose selectors match each view.
    /// `attributes` holds what the elements' `layout` and `style` attributes declare, one list
    /// per element of `definition.elements`.
    init(definition: ViewDefinition, attributes: [[StyledDeclaration]]) {
        var stack: [(element: Int, parent: Int?, depth: Int)] = definition.elements.isEmpty ? [] : [(0, nil, 0)]
        while let (index, parent, depth) = stack.popLast() {
            let element = definition.elements[index]
            // Prototypes are templates, and `addSubview="NO"` views are not in the hierarchy;
            // the root is the view the file defines, whatever it says (and the layout needs one).
            if parent != nil && (element.prototype != nil || !element.addSubview) { continue }
            guard depth <= ViewTree.maximumDepth else {
                var inside = 0, elements = element.children
                while let next = elements.popLast() {
                    inside += 1
                    elements += definition.elements[next].children
                }
                let name = element.id ?? element.classes.first ?? element.className
                tooDeep = (nil, tooDeep?.name ?? name, (tooDeep?.count ?? 0) + 1 + inside)
                continue
            }
            var node = Node(
                name: element.id ?? element.classes.first ?? element.className, type: element.className, id: element.id,
                classes: element.classes, parent: parent)
            node.text = element.text
            node.element = index
            for declaration in attributes.indices.contains(index) ? attributes[index] : [] {
                if declaration.name == "layout", case .layout(let layout) = declaration.value {
                    node.layoutAttribute = layout
                } else {
                    node.ownDeclarations.append(declaration)
                }
            }
            let nodeIndex = nodes.count
            if let parent { nodes[parent].children.append(nodeIndex) }
            nodes.append(node)
            for child in element.children.reversed() { stack.append((child, nodeIndex, depth + 1)) }
        }
    }

    /// A window alone: what the stylesheets say of the window a view definition's views are
    /// shown in (its background).
    static var window: ViewTree {
        var tree = ViewTree()
        tree.nodes = [Node(name: "window", type: "UIWindow", id: nil, classes: [], parent: nil)]
        return tree
    }

    /// Properties that place or size a view.
    static let geometryProperties: Set<String> = ["frame", "bounds", "center", "layout"]
}
