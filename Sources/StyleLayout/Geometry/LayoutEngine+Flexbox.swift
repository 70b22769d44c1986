/// Why the app stops on a flexbox layout.
enum FlexFailure: Sendable {
    /// Yoga asserts that an unknown size is never offered as exact or as a limit, and aborts.
    case assertion
    /// The view's frame is not a number, which UIKit refuses.
    case notANumber
    /// Yoga lays the tree out more times over than the preview follows (nested flexible
    /// containers multiply its passes); the rest is drawn with no size.
    case tooManyPasses
}

/// Flexbox as YogaKit 1.18 applies it for InterfaCSS 2: one Yoga tree per flexbox root (a
/// view that arranges flexbox children but is not one itself), the root laid out at its
/// current size with its origin kept, every view without flexbox children measured as a
/// leaf, and each frame set from Yoga's layout with its edges rounded to the screen's pixels.
extension LayoutEngine {
    /// Lays out the flexbox tree under `root` (whose frame is already known) into `frames`.
    /// Returns the views where the app would stop: the root when Yoga 1.14's assertion that
    /// an unknown size is never offered as exact or as a limit fails (it aborts), and views
    /// whose frame is not a number (UIKit raises). Numbers Yoga cannot compute are drawn as 0.
    func layoutFlexbox(root: Int, flexNodes: Set<Int>, frames: inout [Rect]) -> [Int: FlexFailure] {
        // The Yoga tree: the root and, depth first, every view its parent lays out.
        var order: [Int] = []
        var index: [Int: Int] = [:]
        var yogaNodes: [FlexNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            index[node] = yogaNodes.count
            order.append(node)
            // Read here, for the views of flexbox trees only (most have no flexbox style).
            var yogaNode = FlexNode(style: FlexNodeStyle(interfaCSS: styles[node].flex))
            yogaNode.owner = tree.nodes[node].parent.flatMap { index[$0] }
            yogaNodes.append(yogaNode)
            let children = tree.nodes[node].children.filter { flexNodes.contains($0) }
            stack.append(contentsOf: children.reversed())
        }
        for position in yogaNodes.indices {
            if let owner = yogaNodes[position].owner { yogaNodes[owner].children.append(position) }
        }
        // YogaKit gives every leaf a measure function.
        for position in yogaNodes.indices where yogaNodes[position].children.isEmpty { yogaNodes[position].hasMeasureFunction = true }

        let screenScale = Float(screen.scale)
        let currentFrames = frames
        var layout = FlexboxLayout(nodes: yogaNodes, pointScaleFactor: screenScale) { position, width, widthMode, height, heightMode in
            measureLeaf(order[position], width: width, widthMode: widthMode, height: height, heightMode: heightMode, frames: currentFrames)
        }
        // A few passes per view in ordinary layouts: 3 in a wide row, 9 in 8 nested flexible
        // containers of alternating directions, 137 in 20 of them (5,636 passes), 340 in 24
        // (16,614 passes, 0.1 s), which is more than the budget.
        layout.passBudget = 100 * yogaNodes.count + 5_000
        let rootFrame = frames[root]
        layout.calculate(root: 0, ownerWidth: Float(rootFrame.width), ownerHeight: Float(rootFrame.height), direction: yogaNodes[0].style.direction)

        // YogaKit: each edge rounded to the pixel grid; the root keeps its origin.
        let scale = screen.scale
        // `roundf(value * scale) / scale`: the product passes through single precision.
        func pixel(_ value: Double) -> Double { value.isNaN ? 0 : Double(Float(value * scale).rounded(.toNearestOrAwayFromZero)) / scale }
        var failures: [Int: FlexFailure] = layout.hasFailedAssertion ? [root: .assertion] : [:]
        if layout.exceededBudget { failures[root] = .tooManyPasses }
        for (position, node) in order.enumerated() {
            let frame = layout.frame(position)
            if [frame.x, frame.y, frame.width, frame.height].contains(where: \.isNaN) && failures[node] == nil { failures[node] = .notANumber }
            let originX = position == 0 ? rootFrame.x : 0, originY = position == 0 ? rootFrame.y : 0
            let left = Double(frame.x), top = Double(frame.y)
            let right = left + Double(frame.width), bottom = top + Double(frame.height)
            frames[node] = Rect(
                x: pixel(left + originX), y: pixel(top + originY), width: pixel(right) - pixel(left), height: pixel(bottom) - pixel(top))
        }
        return failures
    }

    /// YogaKit's measure function: a plain `UIView` without subviews fits in nothing; any
    /// other view is asked `sizeThatFits` (an unlimited side offered as the largest number),
    /// and the answer is kept within the offer ("at most") or replaced by it ("exactly").
    private func measureLeaf(
        _ node: Int, width: Float, widthMode: MeasureMode, height: Float, heightMode: MeasureMode, frames: [Rect]
    ) -> (width: Float, height: Float) {
        let constrainedWidth = widthMode == .undefined ? Double.greatestFiniteMagnitude : Double(width)
        let constrainedHeight = heightMode == .undefined ? Double.greatestFiniteMagnitude : Double(height)
        var fit = Size.zero
        if tree.nodes[node].type != "UIView" || !tree.nodes[node].children.isEmpty {
            fit = sizeThatFits(node, Size(width: constrainedWidth, height: constrainedHeight), current: frames[node])
        }
        func sanitize(_ constrained: Double, _ measured: Double, _ mode: MeasureMode) -> Float {
            switch mode {
            case .exactly: return Float(constrained)
            case .atMost: return Float(min(constrained, measured))
            case .undefined: return Float(measured)
            }
        }
        return (sanitize(constrainedWidth, fit.width, widthMode), sanitize(constrainedHeight, fit.height, heightMode))
    }
}
