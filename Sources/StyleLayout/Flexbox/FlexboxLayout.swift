/// How a size is offered to a node, as in Yoga: exactly this size, at most this size, or
/// anything (the size is NaN).
enum MeasureMode: Int, Sendable { case undefined, exactly, atMost }

/// A node of a flexbox tree: its style, its children and what the layout computes for it.
struct FlexNode: Sendable {
    var style: FlexNodeStyle
    var children: [Int] = []
    var owner: Int?
    /// Measured by the measure function (a leaf), and rounded as text is: never shrunk by the
    /// pixel grid.
    var hasMeasureFunction = false
    var layout = FlexNodeLayout()
    var lineIndex = 0
    var resolvedDimensions: FlexPair<FlexValue> = [.undefined, .undefined]
    var isDirty = true

    init(style: FlexNodeStyle) {
        self.style = style
    }
}

/// What Yoga computes for a node: position by edge (left, top, right, bottom), size, the
/// flex basis and the caches of earlier measurements in this layout.
struct FlexNodeLayout: Sendable {
    var position = FlexEdges<Float>(repeating: 0)
    var dimensions: FlexPair<Float> = [.nan, .nan]
    var measuredDimensions: FlexPair<Float> = [.nan, .nan]
    var direction = LayoutDirection.inherit
    var hadOverflow = false
    var computedFlexBasis = Float.nan
    var computedFlexBasisGeneration = 0
    var generationCount = 0
    var lastOwnerDirection: LayoutDirection?
    var nextCachedMeasurementsIndex = 0
    var cachedMeasurements = [CachedMeasurement](repeating: CachedMeasurement(), count: FlexboxLayout.maxCachedMeasurements)
    var cachedLayout = CachedMeasurement()
}

/// A size computed for an offered size, kept so the same request is not laid out twice.
struct CachedMeasurement: Sendable {
    var availableWidth: Float = 0
    var availableHeight: Float = 0
    var widthMode: MeasureMode?
    var heightMode: MeasureMode?
    var computedWidth: Float = -1
    var computedHeight: Float = -1
}

/// Flexbox layout as Yoga 1.14 computes it (the version InterfaCSS 2 ships through YogaKit
/// 1.18), following the steps of its `YGNodelayoutImpl`: flex bases, lines, the two passes
/// that resolve flexible lengths, justification, cross-axis alignment, multi-line alignment,
/// absolute children, trailing positions for reversed axes, then rounding to the pixel grid.
/// Arithmetic is in single precision with NaN for "undefined", as Yoga's is, so that results
/// agree to the last bit before rounding. Layouts and measurements are cached per node as
/// Yoga caches them, which also keeps the work close to linear in the number of nodes.
struct FlexboxLayout {
    /// Yoga's `YG_MAX_CACHED_RESULT_COUNT`.
    static let maxCachedMeasurements = 16

    var nodes: [FlexNode]
    /// Points to pixels: the grid positions and sizes are rounded to (0: no rounding).
    var pointScaleFactor: Float
    /// YogaKit turns Yoga's `WebFlexBasis` experiment on: a flex basis is worked out again
    /// in every layout pass rather than kept from an earlier one.
    var webFlexBasis = true
    /// The size a leaf's content needs for an offered size (Yoga's measure function).
    var measure: (_ node: Int, _ width: Float, _ widthMode: MeasureMode, _ height: Float, _ heightMode: MeasureMode) -> (width: Float, height: Float)
    /// This layout's generation: caches from an older one are not used for dirty nodes.
    var generation = 0
    /// Set when a node is offered an unknown size as exact or as a limit, which Yoga 1.14
    /// asserts against and then aborts the app (a percentage of a size nothing defines).
    var hasFailedAssertion = false
    /// How many times nodes may be laid out or measured in one layout. Yoga's caches keep this
    /// to a few per node in ordinary layouts, but nested flexible containers of alternating
    /// directions multiply it with every level (1.3× per level); past the budget the remaining
    /// nodes are not laid out, so the preview stays responsive.
    var passBudget = Int.max
    private(set) var passes = 0
    var exceededBudget: Bool { passes > passBudget }

    init(nodes: [FlexNode], pointScaleFactor: Float, measure: @escaping (Int, Float, MeasureMode, Float, MeasureMode) -> (width: Float, height: Float)) {
        self.nodes = nodes
        self.pointScaleFactor = pointScaleFactor
        self.measure = measure
        for index in self.nodes.indices { self.nodes[index].resolvedDimensions = self.nodes[index].style.resolvedDimensions }
    }

    /// The frame of `node` relative to its owner after `calculate`: left, top, width, height.
    func frame(_ node: Int) -> (x: Float, y: Float, width: Float, height: Float) {
        let layout = nodes[node].layout
        return (layout.position[FlexEdge.left.rawValue], layout.position[FlexEdge.top.rawValue], layout.dimensions[0], layout.dimensions[1])
    }

    /// Lays out the tree under `root` in an owner of `ownerWidth`×`ownerHeight` (NaN: no
    /// limit), as `YGNodeCalculateLayout` does: the root's own size, else its max size as a
    /// limit, else the owner's size.
    mutating func calculate(root: Int, ownerWidth: Float, ownerHeight: Float, direction: LayoutDirection) {
        generation += 1
        // On each axis: the root's own size, else its max size as a limit, else the owner's.
        func request(_ axis: FlexDirection, ownerSize: Float) -> (Float, MeasureMode) {
            if isStyleDimensionDefined(root, axis, ownerSize: ownerSize) {
                return (nodes[root].resolvedDimensions[axis.dimension].resolve(ownerSize) + marginForAxis(root, axis, widthSize: ownerWidth), .exactly)
            }
            let max = nodes[root].style.maxDimensions[axis.dimension].resolve(ownerSize)
            if !max.isNaN { return (max, .atMost) }
            return (ownerSize, ownerSize.isNaN ? .undefined : .exactly)
        }
        let (width, widthMode) = request(.row, ownerSize: ownerWidth)
        let (height, heightMode) = request(.column, ownerSize: ownerHeight)
        let laidOut = layoutNode(
            root, availableWidth: width, availableHeight: height, ownerDirection: direction, widthMode: widthMode, heightMode: heightMode,
            ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: true)
        if laidOut {
            setPosition(root, direction: nodes[root].layout.direction, mainSize: ownerWidth, crossSize: ownerHeight, ownerWidth: ownerWidth)
            roundToPixelGrid(root, absoluteLeft: 0, absoluteTop: 0)
        }
    }

    // MARK: - The cache (YGLayoutNodeInternal)

    /// Lays `node` out (or only measures it) unless an earlier request in this layout gave
    /// the answer; returns whether it did the work.
    @discardableResult
    mutating func layoutNode(
        _ node: Int, availableWidth: Float, availableHeight: Float, ownerDirection: LayoutDirection, widthMode: MeasureMode,
        heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float, performLayout: Bool
    ) -> Bool {
        let needToVisit = (nodes[node].isDirty && nodes[node].layout.generationCount != generation)
            || nodes[node].layout.lastOwnerDirection != ownerDirection
        if needToVisit {
            nodes[node].layout.nextCachedMeasurementsIndex = 0
            nodes[node].layout.cachedLayout.widthMode = nil
            nodes[node].layout.cachedLayout.heightMode = nil
            nodes[node].layout.cachedLayout.computedWidth = -1
            nodes[node].layout.cachedLayout.computedHeight = -1
        }
        let layout = nodes[node].layout
        // -1: the single layout entry; otherwise an index into the measurements.
        var cached: Int?
        if nodes[node].hasMeasureFunction {
            let marginRow = marginForAxis(node, .row, widthSize: ownerWidth)
            let marginColumn = marginForAxis(node, .column, widthSize: ownerWidth)
            func usable(_ entry: CachedMeasurement) -> Bool {
                canUseCachedMeasurement(
                    widthMode: widthMode, width: availableWidth, heightMode: heightMode, height: availableHeight, last: entry,
                    marginRow: marginRow, marginColumn: marginColumn)
            }
            if usable(layout.cachedLayout) {
                cached = -1
            } else {
                cached = (0..<layout.nextCachedMeasurementsIndex).first { usable(layout.cachedMeasurements[$0]) }
            }
        } else if performLayout {
            let entry = layout.cachedLayout
            if floatsEqual(entry.availableWidth, availableWidth) && floatsEqual(entry.availableHeight, availableHeight)
                && entry.widthMode == widthMode && entry.heightMode == heightMode {
                cached = -1
            }
        } else {
            cached = (0..<layout.nextCachedMeasurementsIndex).first { index in
                let entry = layout.cachedMeasurements[index]
                return floatsEqual(entry.availableWidth, availableWidth) && floatsEqual(entry.availableHeight, availableHeight)
                    && entry.widthMode == widthMode && entry.heightMode == heightMode
            }
        }

        if !needToVisit, let cached {
            let entry = cached == -1 ? layout.cachedLayout : layout.cachedMeasurements[cached]
            nodes[node].layout.measuredDimensions = [entry.computedWidth, entry.computedHeight]
        } else {
            passes += 1
            if exceededBudget {
                nodes[node].layout.measuredDimensions = [0, 0]
            } else {
                layoutImplementation(
                    node, availableWidth: availableWidth, availableHeight: availableHeight, ownerDirection: ownerDirection,
                    widthMode: widthMode, heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                    performLayout: performLayout)
            }
            nodes[node].layout.lastOwnerDirection = ownerDirection
            if cached == nil {
                if nodes[node].layout.nextCachedMeasurementsIndex == FlexboxLayout.maxCachedMeasurements {
                    nodes[node].layout.nextCachedMeasurementsIndex = 0
                }
                let measured = nodes[node].layout.measuredDimensions
                let entry = CachedMeasurement(
                    availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode, heightMode: heightMode,
                    computedWidth: measured[0], computedHeight: measured[1])
                if performLayout {
                    nodes[node].layout.cachedLayout = entry
                } else {
                    nodes[node].layout.cachedMeasurements[nodes[node].layout.nextCachedMeasurementsIndex] = entry
                    nodes[node].layout.nextCachedMeasurementsIndex += 1
                }
            }
        }
        if performLayout {
            nodes[node].layout.dimensions = nodes[node].layout.measuredDimensions
            nodes[node].isDirty = false
        }
        nodes[node].layout.generationCount = generation
        return needToVisit || cached == nil
    }

    /// Whether a measurement for `last` also answers this request: the same request (sizes
    /// compared on the pixel grid), or one whose answer fits the new constraint anyway.
    func canUseCachedMeasurement(
        widthMode: MeasureMode, width: Float, heightMode: MeasureMode, height: Float, last: CachedMeasurement, marginRow: Float,
        marginColumn: Float
    ) -> Bool {
        if (!last.computedHeight.isNaN && last.computedHeight < 0) || (!last.computedWidth.isNaN && last.computedWidth < 0) {
            return false
        }
        let rounded = pointScaleFactor != 0
        func grid(_ value: Float) -> Float { rounded ? FlexboxLayout.roundToPixelGrid(value, pointScaleFactor, ceil: false, floor: false) : value }
        let sameWidth = last.widthMode == widthMode && floatsEqual(grid(last.availableWidth), grid(width))
        let sameHeight = last.heightMode == heightMode && floatsEqual(grid(last.availableHeight), grid(height))
        func compatible(_ mode: MeasureMode, _ size: Float, _ lastMode: MeasureMode?, _ lastSize: Float, _ lastComputed: Float) -> Bool {
            // Exactly the size computed last time.
            if mode == .exactly && floatsEqual(size, lastComputed) { return true }
            // Last time unlimited, and what it needed still fits.
            if mode == .atMost && lastMode == .undefined && (size >= lastComputed || floatsEqual(size, lastComputed)) { return true }
            // A tighter limit that what was computed still fits.
            return lastMode == .atMost && mode == .atMost && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN && lastSize > size
                && (lastComputed <= size || floatsEqual(size, lastComputed))
        }
        let widthCompatible = sameWidth || compatible(widthMode, width - marginRow, last.widthMode, last.availableWidth, last.computedWidth)
        let heightCompatible = sameHeight || compatible(heightMode, height - marginColumn, last.heightMode, last.availableHeight, last.computedHeight)
        return widthCompatible && heightCompatible
    }

    // MARK: - Rounding (YGRoundToPixelGrid)

    /// `value` on the grid of `1 / scale` points: rounded half up, or forced up or down; a
    /// value within 0.0001 pixels of the grid counts as on it.
    static func roundToPixelGrid(_ value: Float, _ scale: Float, ceil forceCeil: Bool, floor forceFloor: Bool) -> Float {
        var scaled = value * scale
        var fraction = fmodf(scaled, 1)
        if fraction < 0 { fraction += 1 }
        if floatsEqual(fraction, 0) {
            scaled -= fraction
        } else if floatsEqual(fraction, 1) {
            scaled = scaled - fraction + 1
        } else if forceCeil {
            scaled = scaled - fraction + 1
        } else if forceFloor {
            scaled -= fraction
        } else {
            scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || floatsEqual(fraction, 0.5)) ? 1 : 0)
        }
        return scaled.isNaN || scale.isNaN ? .nan : scaled / scale
    }

    /// Rounds positions and sizes so that edges land on the pixel grid in absolute
    /// coordinates; a measured leaf is never made smaller than its content.
    mutating func roundToPixelGrid(_ node: Int, absoluteLeft: Float, absoluteTop: Float) {
        let scale = pointScaleFactor
        guard scale != 0 else { return }
        let layout = nodes[node].layout
        let left = layout.position[FlexEdge.left.rawValue], top = layout.position[FlexEdge.top.rawValue]
        let width = layout.dimensions[0], height = layout.dimensions[1]
        let absoluteNodeLeft = absoluteLeft + left, absoluteNodeTop = absoluteTop + top
        let absoluteRight = absoluteNodeLeft + width, absoluteBottom = absoluteNodeTop + height
        let text = nodes[node].hasMeasureFunction
        let round = FlexboxLayout.roundToPixelGrid
        nodes[node].layout.position[FlexEdge.left.rawValue] = round(left, scale, false, text)
        nodes[node].layout.position[FlexEdge.top.rawValue] = round(top, scale, false, text)
        func fractional(_ size: Float) -> Bool {
            let remainder = fmodf(size * scale, 1)
            return !floatsEqual(remainder, 0) && !floatsEqual(remainder, 1)
        }
        let fractionalWidth = fractional(width), fractionalHeight = fractional(height)
        nodes[node].layout.dimensions[0] = round(absoluteRight, scale, text && fractionalWidth, text && !fractionalWidth)
            - round(absoluteNodeLeft, scale, false, text)
        nodes[node].layout.dimensions[1] = round(absoluteBottom, scale, text && fractionalHeight, text && !fractionalHeight)
            - round(absoluteNodeTop, scale, false, text)
        for child in nodes[node].children {
            roundToPixelGrid(child, absoluteLeft: absoluteNodeLeft, absoluteTop: absoluteNodeTop)
        }
    }
}

// MARK: - Single-precision helpers with NaN as "undefined", as in Yoga's Utils.

/// Equal within 0.0001, or both undefined.
func floatsEqual(_ a: Float, _ b: Float) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}

/// The larger of two values, or the defined one.
func floatMax(_ a: Float, _ b: Float) -> Float {
    if !a.isNaN && !b.isNaN { return Swift.max(a, b) }
    return a.isNaN ? b : a
}

/// The smaller of two values, or the defined one.
func floatMin(_ a: Float, _ b: Float) -> Float {
    if !a.isNaN && !b.isNaN { return Swift.min(a, b) }
    return a.isNaN ? b : a
}

/// Yoga's optional maximum: `a` when it is at least `b` (undefined equals undefined),
/// `b` when larger, else the defined one.
func optionalMax(_ a: Float, _ b: Float) -> Float {
    if a > b || a == b || (a.isNaN && b.isNaN) { return a }
    if b > a { return b }
    return a.isNaN ? b : a
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
