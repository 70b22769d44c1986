import StyleParser
import StyleSemantics

/// Computes every view's frame: `frame`, `bounds` and `center` in the order the cascade applies
/// them (relative values against the superview's current size), then the ISSLayout passes,
/// then flexbox for every flex container whose parent is not one; frame-relative values are
/// evaluated once more against the laid-out superviews (as InterfaCSS re-applies styling), and
/// ISSLayout runs again.
struct LayoutEngine {
    let tree: ViewTree
    let styles: [ComputedStyle]
    let screen: Screen
    let registry: PropertyRegistry
    /// 2.0 layout files: every view is a flexbox node.
    let allFlex: Bool
    /// The views are inferred from the stylesheet's nesting (no view definition).
    var inferredViews = false

    struct Result {
        var frames: [Rect]
        var unresolved: [(node: Int, failure: ISSLayoutSolver.Failure)]
        /// Views placed by flexbox.
        var flexNodes: Set<Int>
        /// What Yoga 1.14 cannot lay out (the app stops), by view.
        var flexFailures: [Int: FlexFailure]
        /// Views InterfaCSS gives a negative width or height (shown as 0), with that size.
        var negativeSizes: [Int: Size]
    }

    func run() -> Result {
        var frames = [Rect](repeating: .zero, count: tree.nodes.count)
        let (flexContainers, flexNodes) = flexboxRoles()
        let solver = ISSLayoutSolver(
            tree: tree, styles: styles, screen: screen, intrinsicSize: intrinsicSize, sizeThatFits: { sizeThatFits($0, $1, current: $2) })
        var unresolved: [(node: Int, failure: ISSLayoutSolver.Failure)] = []
        var flexFailures: [Int: FlexFailure] = [:]
        let screenRect = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        // Inferred from a stylesheet, an outermost view with subviews and nothing placing it
        // is taken for the screen's root view.
        let framelessRoots = inferredViews ? tree.nodes[tree.root].children.filter { isFramelessContainer($0) } : []
        for _ in 0..<2 {
            // The root fills the screen (a 2.0 layout's container sets it again before every
            // layout pass).
            frames[tree.root] = screenRect
            for node in framelessRoots { frames[node] = screenRect }
            applyGeometry(&frames, skipping: flexNodes)
            unresolved = solver.solve(&frames)
            for node in tree.nodes.indices where flexContainers[node] && !flexNodes.contains(node) {
                flexFailures.merge(layoutFlexbox(root: node, flexNodes: flexNodes, frames: &frames)) { _, new in new }
            }
        }
        // A number past the largest double (a literal of 400 digits, a product that overflows)
        // makes a side infinite, and ∞ − ∞ not a number; frames stay finite.
        for node in frames.indices {
            frames[node] = Rect(x: finite(frames[node].x), y: finite(frames[node].y), width: finite(frames[node].width), height: finite(frames[node].height))
        }
        // UIKit shows nothing of a negative size; the legend keeps what InterfaCSS computed.
        var negativeSizes: [Int: Size] = [:]
        for node in frames.indices where frames[node].width < 0 || frames[node].height < 0 {
            negativeSizes[node] = Size(width: frames[node].width, height: frames[node].height)
            frames[node].width = max(frames[node].width, 0)
            frames[node].height = max(frames[node].height, 0)
        }
        return Result(frames: frames, unresolved: unresolved, flexNodes: flexNodes, flexFailures: flexFailures, negativeSizes: negativeSizes)
    }

    /// `value`, with ±∞ at the largest finite doubles and not a number at 0.
    private func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// A view with subviews that no `frame`, `bounds`, `center`, `layout` or flexbox size
    /// places.
    private func isFramelessContainer(_ node: Int) -> Bool {
        let style = styles[node]
        let sizes: Set<String> = ["flexwidth", "flexheight", "flexbasis", "flexgrow", "flexminwidth", "flexminheight", "flexmaxwidth", "flexmaxheight"]
        return !tree.nodes[node].children.isEmpty && style.geometry.isEmpty && style.layout == nil && style.flex.keys.allSatisfy { !sizes.contains($0) }
    }

    var sizes: UIKitSizes { UIKitSizes(registry: registry) }

    /// UIKit's `sizeThatFits` for the view (its current size when UIKit has no other answer).
    func sizeThatFits(_ node: Int, _ proposal: Size, current: Rect) -> Size {
        sizes.sizeThatFits(type: tree.nodes[node].type, style: styles[node], proposal: proposal)
            ?? Size(width: current.width, height: current.height)
    }

    /// UIKit's `intrinsicContentSize` for the view; nil on a side without one. Text of several
    /// lines wraps at `width` (0: one line).
    func intrinsicSize(_ node: Int, width: Double) -> (width: Double?, height: Double?) {
        sizes.intrinsicContentSize(type: tree.nodes[node].type, style: styles[node], preferredWidth: width)
    }

    /// Which views arrange their children with flexbox, and which their parent lays out with
    /// it: in a 2.0 layout every view with subviews and every subview; otherwise a view that
    /// declares container properties or has a subview declaring item properties, and the
    /// subviews that declare item properties or whose parent declares container properties.
    /// Each view's flags are read once (linear in the views).
    private func flexboxRoles() -> (containers: [Bool], nodes: Set<Int>) {
        let items = styles.map(\.isFlexItem), declaresContainer = styles.map(\.isFlexContainer)
        let containers = tree.nodes.indices.map { node in
            allFlex ? !tree.nodes[node].children.isEmpty : declaresContainer[node] || tree.nodes[node].children.contains { items[$0] }
        }
        let nodes = tree.nodes.indices.filter { node in
            guard let parent = tree.nodes[node].parent else { return false }
            return containers[parent] && (allFlex || items[node] || declaresContainer[parent])
        }
        return (containers, Set(nodes))
    }

    /// `frame`, `bounds` and `center`, top-down so each superview's size is known first.
    private func applyGeometry(_ frames: inout [Rect], skipping flexNodes: Set<Int>) {
        let resolver = FrameResolver(screen: screen)
        for node in tree.nodes.indices where !flexNodes.contains(node) {
            // The root's superview is the window.
            let parent = tree.nodes[node].parent.map { Size(width: frames[$0].width, height: frames[$0].height) }
                ?? Size(width: screen.width, height: screen.height)
            for (name, value, _) in styles[node].geometry {
                switch (name, value) {
                case ("frame", .rect(let rect)):
                    let current = frames[node]
                    frames[node] = resolver.frame(rect, parent: parent) { sizeThatFits(node, $0, current: current) }
                case ("bounds", .rect(let rect)):
                    // The size changes about the centre; the origin of bounds does not move the frame.
                    let current = frames[node]
                    let size = resolver.frame(rect, parent: parent) { sizeThatFits(node, $0, current: current) }
                    let centerX = frames[node].x + frames[node].width / 2, centerY = frames[node].y + frames[node].height / 2
                    frames[node] = Rect(x: centerX - size.width / 2, y: centerY - size.height / 2, width: size.width, height: size.height)
                case ("center", .point(let point)):
                    let center = resolver.center(point, parent: parent)
                    frames[node].x = center.x - frames[node].width / 2
                    frames[node].y = center.y - frames[node].height / 2
                default:
                    break
                }
            }
        }
    }
}
