/// What a node's style gives on an axis: margins, paddings, borders, offsets, grow and
/// shrink, and sizes clamped by min and max (Yoga's `YGNode` accessors).
extension FlexboxLayout {

    /// The start or the end of an axis.
    enum Side { case leading, trailing }

    /// The side's edge: `top` for the leading side of a column, `right` for that of a reversed
    /// row; and the writing-direction edge that overrides it on a row (`start`, `end`).
    private func edges(_ axis: FlexDirection, _ side: Side) -> (edge: FlexEdge, writing: FlexEdge) {
        side == .leading ? (axis.leadingEdge, .start) : (axis.trailingEdge, .end)
    }

    // MARK: Margins

    /// A margin resolved against the owner's width; `auto` counts as 0.
    func margin(_ node: Int, _ axis: FlexDirection, _ side: Side, widthSize: Float) -> Float {
        let margin = nodes[node].style.margin
        let (edge, writing) = edges(axis, side)
        let value = axis.isRow && !margin[writing.rawValue].isUndefined ? margin[writing.rawValue] : FlexNodeStyle.computed(margin, edge, default: .points(0))
        return value.isAuto ? 0 : value.resolve(widthSize)
    }

    func leadingMargin(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float { margin(node, axis, .leading, widthSize: widthSize) }
    func trailingMargin(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float { margin(node, axis, .trailing, widthSize: widthSize) }

    func marginForAxis(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        leadingMargin(node, axis, widthSize: widthSize) + trailingMargin(node, axis, widthSize: widthSize)
    }

    /// The margin as written on a side (to see whether it is `auto`): no fallback to the axis
    /// or all.
    func marginValue(_ node: Int, _ axis: FlexDirection, _ side: Side) -> FlexValue {
        let margin = nodes[node].style.margin
        let (edge, writing) = edges(axis, side)
        return axis.isRow && !margin[writing.rawValue].isUndefined ? margin[writing.rawValue] : margin[edge.rawValue]
    }

    func leadingMarginValue(_ node: Int, _ axis: FlexDirection) -> FlexValue { marginValue(node, axis, .leading) }
    func trailingMarginValue(_ node: Int, _ axis: FlexDirection) -> FlexValue { marginValue(node, axis, .trailing) }

    // MARK: Borders and paddings (never negative)

    func border(_ node: Int, _ axis: FlexDirection, _ side: Side) -> Float {
        let border = nodes[node].style.border
        let (edge, writing) = edges(axis, side)
        if axis.isRow, case .points(let value) = border[writing.rawValue], value >= 0 { return value }
        // Borders are points; anything else reads as its NaN payload.
        guard case .points(let value) = FlexNodeStyle.computed(border, edge, default: .points(0)) else { return 0 }
        return floatMax(value, 0)
    }

    func leadingBorder(_ node: Int, _ axis: FlexDirection) -> Float { border(node, axis, .leading) }
    func trailingBorder(_ node: Int, _ axis: FlexDirection) -> Float { border(node, axis, .trailing) }

    func padding(_ node: Int, _ axis: FlexDirection, _ side: Side, widthSize: Float) -> Float {
        let padding = nodes[node].style.padding
        let (edge, writing) = edges(axis, side)
        let written = padding[writing.rawValue].resolve(widthSize)
        if axis.isRow && written >= 0 { return written }
        return optionalMax(FlexNodeStyle.computed(padding, edge, default: .points(0)).resolve(widthSize), 0)
    }

    func leadingPaddingAndBorder(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        padding(node, axis, .leading, widthSize: widthSize) + border(node, axis, .leading)
    }

    func trailingPaddingAndBorder(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        padding(node, axis, .trailing, widthSize: widthSize) + border(node, axis, .trailing)
    }

    func paddingAndBorderForAxis(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        leadingPaddingAndBorder(node, axis, widthSize: widthSize) + trailingPaddingAndBorder(node, axis, widthSize: widthSize)
    }

    // MARK: Offsets (`position` with `flex-left`, … `flex-end`)

    /// The offset set for a side: the writing-direction one on a row, else the edge's.
    private func positionValue(_ node: Int, _ axis: FlexDirection, _ side: Side) -> FlexValue {
        let position = nodes[node].style.position
        let (edge, writing) = edges(axis, side)
        if axis.isRow {
            let value = FlexNodeStyle.computed(position, writing, default: .undefined)
            if !value.isUndefined { return value }
        }
        return FlexNodeStyle.computed(position, edge, default: .undefined)
    }

    func isLeadingPositionDefined(_ node: Int, _ axis: FlexDirection) -> Bool { !positionValue(node, axis, .leading).isUndefined }
    func isTrailingPositionDefined(_ node: Int, _ axis: FlexDirection) -> Bool { !positionValue(node, axis, .trailing).isUndefined }

    /// An offset, 0 when none is set.
    func position(_ node: Int, _ axis: FlexDirection, _ side: Side, axisSize: Float) -> Float {
        let value = positionValue(node, axis, side)
        return value.isUndefined ? 0 : value.resolve(axisSize)
    }

    func leadingPosition(_ node: Int, _ axis: FlexDirection, axisSize: Float) -> Float { position(node, axis, .leading, axisSize: axisSize) }
    func trailingPosition(_ node: Int, _ axis: FlexDirection, axisSize: Float) -> Float { position(node, axis, .trailing, axisSize: axisSize) }

    /// The relative offset on an axis: the leading one, else minus the trailing one.
    private func relativePosition(_ node: Int, _ axis: FlexDirection, axisSize: Float) -> Float {
        if isLeadingPositionDefined(node, axis) { return leadingPosition(node, axis, axisSize: axisSize) }
        let trailing = trailingPosition(node, axis, axisSize: axisSize)
        return trailing.isNaN ? trailing : -trailing
    }

    /// The initial position of a child: its leading margin plus its relative offset on each
    /// axis (Yoga's `YGNode::setPosition`). A root is always laid out left to right.
    mutating func setPosition(_ node: Int, direction: LayoutDirection, mainSize: Float, crossSize: Float, ownerWidth: Float) {
        let directionRespectingRoot = nodes[node].owner != nil ? direction : .ltr
        let mainAxis = nodes[node].style.flexDirection.resolved(directionRespectingRoot)
        let crossAxis = mainAxis.cross(directionRespectingRoot)
        let relativeMain = relativePosition(node, mainAxis, axisSize: mainSize)
        let relativeCross = relativePosition(node, crossAxis, axisSize: crossSize)
        setLayoutPosition(node, leadingMargin(node, mainAxis, widthSize: ownerWidth) + relativeMain, mainAxis.leadingEdge)
        setLayoutPosition(node, trailingMargin(node, mainAxis, widthSize: ownerWidth) + relativeMain, mainAxis.trailingEdge)
        setLayoutPosition(node, leadingMargin(node, crossAxis, widthSize: ownerWidth) + relativeCross, crossAxis.leadingEdge)
        setLayoutPosition(node, trailingMargin(node, crossAxis, widthSize: ownerWidth) + relativeCross, crossAxis.trailingEdge)
    }

    mutating func setLayoutPosition(_ node: Int, _ value: Float, _ edge: FlexEdge) {
        nodes[node].layout.position[edge.rawValue] = value
    }

    func layoutPosition(_ node: Int, _ edge: FlexEdge) -> Float { nodes[node].layout.position[edge.rawValue] }

    // MARK: Grow, shrink, sizes

    /// `flex-grow`, 0 by default and for the root.
    func flexGrow(_ node: Int) -> Float {
        guard nodes[node].owner != nil else { return 0 }
        let grow = nodes[node].style.flexGrow
        return grow.isNaN ? 0 : grow
    }

    /// `flex-shrink`, 0 by default (Yoga without web defaults) and for the root.
    func flexShrink(_ node: Int) -> Float {
        guard nodes[node].owner != nil else { return 0 }
        let shrink = nodes[node].style.flexShrink
        return shrink.isNaN ? 0 : shrink
    }

    func isFlexible(_ node: Int) -> Bool {
        nodes[node].style.positionType == .relative && (flexGrow(node) != 0 || flexShrink(node) != 0)
    }

    /// The alignment of `child` in `node`: its own, else the container's; baseline means
    /// flex-start in a column.
    func alignItem(_ node: Int, _ child: Int) -> FlexAlign {
        let align = nodes[child].style.alignSelf == .auto ? nodes[node].style.alignItems : nodes[child].style.alignSelf
        if align == .baseline && nodes[node].style.flexDirection.isColumn { return .flexStart }
        return align
    }

    /// Whether the style gives a usable size on `axis` (not auto, not negative, not a
    /// percentage of an unknown size).
    func isStyleDimensionDefined(_ node: Int, _ axis: FlexDirection, ownerSize: Float) -> Bool {
        switch nodes[node].resolvedDimensions[axis.dimension] {
        case .auto, .undefined: return false
        case .points(let value): return value.isNaN || value >= 0
        case .percent(let value): return value.isNaN || (value >= 0 && !ownerSize.isNaN)
        }
    }

    func isLayoutDimensionDefined(_ node: Int, _ axis: FlexDirection) -> Bool {
        let value = nodes[node].layout.measuredDimensions[axis.dimension]
        return !value.isNaN && value >= 0
    }

    func measuredDimension(_ node: Int, _ axis: FlexDirection) -> Float { nodes[node].layout.measuredDimensions[axis.dimension] }

    func dimensionWithMargin(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        // Grouped as Yoga groups it: single-precision sums depend on the order.
        measuredDimension(node, axis) + marginForAxis(node, axis, widthSize: widthSize)
    }

    /// `value` clamped to the node's max, then min, size on `axis` (each when at least 0).
    func boundAxisWithinMinAndMax(_ node: Int, _ axis: FlexDirection, _ value: Float, axisSize: Float) -> Float {
        let min = nodes[node].style.minDimensions[axis.dimension].resolve(axisSize)
        let max = nodes[node].style.maxDimensions[axis.dimension].resolve(axisSize)
        if (max > 0 || max == 0) && value > max { return max }
        if (min > 0 || min == 0) && value < min { return min }
        return value
    }

    /// Clamped by min and max, and never less than the paddings and borders.
    func boundAxis(_ node: Int, _ axis: FlexDirection, _ value: Float, axisSize: Float, widthSize: Float) -> Float {
        floatMax(boundAxisWithinMinAndMax(node, axis, value, axisSize: axisSize), paddingAndBorderForAxis(node, axis, widthSize: widthSize))
    }

    /// A max size turns an unlimited request into "at most" and caps a limited one.
    func constrainMaxSize(_ node: Int, _ axis: FlexDirection, ownerAxisSize: Float, ownerWidth: Float, mode: inout MeasureMode, size: inout Float) {
        let maxSize = nodes[node].style.maxDimensions[axis.dimension].resolve(ownerAxisSize) + marginForAxis(node, axis, widthSize: ownerWidth)
        switch mode {
        case .exactly, .atMost:
            size = (maxSize.isNaN || size < maxSize) ? size : maxSize
        case .undefined:
            if !maxSize.isNaN {
                mode = .atMost
                size = maxSize
            }
        }
    }
}
