import StyleParser
import StyleSemantics

/// Which elements of a view definition a selector chain matches, as the preview (and
/// InterfaCSS) matches them: for navigation between markup and style. Views are in their
/// default state on `screen`; prototypes and views not added to their parent are in no
/// hierarchy and match nothing.
public struct ElementMatcher {
    private let matcher: SelectorMatcher
    private let nodeOfElement: [Int: Int]

    public init(definition: ViewDefinition, registry: PropertyRegistry, screen: Screen = Device.defaultScreen) {
        let tree = ViewTree(definition: definition, attributes: [])
        matcher = SelectorMatcher(tree: tree, registry: registry, screen: screen)
        var nodeOfElement: [Int: Int] = [:]
        for (node, view) in tree.nodes.enumerated() { if let element = view.element { nodeOfElement[element] = node } }
        self.nodeOfElement = nodeOfElement
    }

    /// Whether `chain` matches the element at `element` (in `ViewDefinition.elements`).
    public func matches(_ chain: SelectorChain, element: Int) -> Bool {
        guard let node = nodeOfElement[element] else { return false }
        return matcher.matches(chain, node)
    }

    /// The elements `chain` matches, in document order.
    public func elements(matching chain: SelectorChain) -> [Int] {
        nodeOfElement.keys.sorted().filter { matches(chain, element: $0) }
    }
}
