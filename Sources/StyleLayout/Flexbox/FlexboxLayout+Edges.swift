/// What a node's style gives on an axis: margins, paddings, borders, offsets, grow and
/// shrink, and sizes clamped by min and max (Yoga's `YGNode` accessors).
extension FlexboxLayout {
    func style(_ node: Int) -> FlexNodeStyle { nodes[node].style }

    // MARK: Margins

    /// A margin resolved against the owner's width; `auto` counts as 0.
    private func resolveMargin(_ value: FlexValue, _ widthSize: Float) -> Float {
        value.isAuto ? 0 : value.resolve(widthSize)
    }

    func leadingMargin(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        let margin = style(node).margin
        if axis.isRow && !margin[FlexEdge.start.rawValue].isUndefined { return resolveMargin(margin[FlexEdge.start.rawValue], widthSize) }
        return resolveMargin(FlexNodeStyle.computed(margin, axis.leadingEdge, default: .points(0)), widthSize)
    }

    func trailingMargin(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        let margin = style(node).margin
        if axis.isRow && !margin[FlexEdge.end.rawValue].isUndefined { return resolveMargin(margin[FlexEdge.end.rawValue], widthSize) }
        return resolveMargin(FlexNodeStyle.computed(margin, axis.trailingEdge, default: .points(0)), widthSize)
    }

    func marginForAxis(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        leadingMargin(node, axis, widthSize: widthSize) + trailingMargin(node, axis, widthSize: widthSize)
    }

    /// The margin as written on the leading edge (to see whether it is `auto`).
    func leadingMarginValue(_ node: Int, _ axis: FlexDirection) -> FlexValue {
        let margin = style(node).margin
        if axis.isRow && !margin[FlexEdge.start.rawValue].isUndefined { return margin[FlexEdge.start.rawValue] }
        return margin[axis.leadingEdge.rawValue]
    }

    func trailingMarginValue(_ node: Int, _ axis: FlexDirection) -> FlexValue {
        let margin = style(node).margin
        if axis.isRow && !margin[FlexEdge.end.rawValue].isUndefined { return margin[FlexEdge.end.rawValue] }
        return margin[axis.trailingEdge.rawValue]
    }

    // MARK: Borders and paddings (never negative)

    func leadingBorder(_ node: Int, _ axis: FlexDirection) -> Float {
        let border = style(node).border
        if axis.isRow, case .points(let value) = border[FlexEdge.start.rawValue], value >= 0 { return value }
        return floatMax(borderWidth(FlexNodeStyle.computed(border, axis.leadingEdge, default: .points(0))), 0)
    }

    func trailingBorder(_ node: Int, _ axis: FlexDirection) -> Float {
        let border = style(node).border
        if axis.isRow, case .points(let value) = border[FlexEdge.end.rawValue], value >= 0 { return value }
        return floatMax(borderWidth(FlexNodeStyle.computed(border, axis.trailingEdge, default: .points(0))), 0)
    }

    /// A border's number (borders are points; anything else reads as its NaN payload).
    private func borderWidth(_ value: FlexValue) -> Float {
        if case .points(let width) = value { return width }
        if case .percent(let width) = value { return width }
        return .nan
    }

    func leadingPadding(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        let padding = style(node).padding
        let start = padding[FlexEdge.start.rawValue].resolve(widthSize)
        if axis.isRow && !padding[FlexEdge.start.rawValue].isUndefined && !start.isNaN && start >= 0 { return start }
        return optionalMax(FlexNodeStyle.computed(padding, axis.leadingEdge, default: .points(0)).resolve(widthSize), 0)
    }

    func trailingPadding(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        let padding = style(node).padding
        let end = padding[FlexEdge.end.rawValue].resolve(widthSize)
        if axis.isRow && (end > 0 || end == 0) { return end }
        return optionalMax(FlexNodeStyle.computed(padding, axis.trailingEdge, default: .points(0)).resolve(widthSize), 0)
    }

    func leadingPaddingAndBorder(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        leadingPadding(node, axis, widthSize: widthSize) + leadingBorder(node, axis)
    }

    func trailingPaddingAndBorder(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        trailingPadding(node, axis, widthSize: widthSize) + trailingBorder(node, axis)
    }

    func paddingAndBorderForAxis(_ node: Int, _ axis: FlexDirection, widthSize: Float) -> Float {
        leadingPaddingAndBorder(node, axis, widthSize: widthSize) + trailingPaddingAndBorder(node, axis, widthSize: widthSize)
    }

    // MARK: Offsets (`position` with `flex-left`, … `flex-end`)

    func isLeadingPositionDefined(_ node: Int, _ axis: FlexDirection) -> Bool {
        let position = style(node).position
        return (axis.isRow && !FlexNodeStyle.computed(position, .start, default: .undefined).isUndefined)
            || !FlexNodeStyle.computed(position, axis.leadingEdge, default: .undefined).isUndefined
    }

    func isTrailingPositionDefined(_ node: Int, _ axis: FlexDirection) -> Bool {
        let position = style(node).position
        return (axis.isRow && !FlexNodeStyle.computed(position, .end, default: .undefined).isUndefined)
            || !FlexNodeStyle.computed(position, axis.trailingEdge, default: .undefined).isUndefined
    }

    /// The leading offset, 0 when none is set.
    func leadingPosition(_ node: Int, _ axis: FlexDirection, axisSize: Float) -> Float {
        let position = style(node).position
        if axis.isRow {
            let start = FlexNodeStyle.computed(position, .start, default: .undefined)
            if !start.isUndefined { return start.resolve(axisSize) }
        }
        let leading = FlexNodeStyle.computed(position, axis.leadingEdge, default: .undefined)
        return leading.isUndefined ? 0 : leading.resolve(axisSize)
    }

    func trailingPosition(_ node: Int, _ axis: FlexDirection, axisSize: Float) -> Float {
        let position = style(node).position
        if axis.isRow {
            let end = FlexNodeStyle.computed(position, .end, default: .undefined)
            if !end.isUndefined { return end.resolve(axisSize) }
        }
        let trailing = FlexNodeStyle.computed(position, axis.trailingEdge, default: .undefined)
        return trailing.isUndefined ? 0 : trailing.resolve(axisSize)
    }

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
        let mainAxis = style(node).flexDirection.resolved(directionRespectingRoot)
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
        let grow = style(node).flexGrow
        return grow.isNaN ? 0 : grow
    }

    /// `flex-shrink`, 0 by default (Yoga without web defaults) and for the root.
    func flexShrink(_ node: Int) -> Float {
        guard nodes[node].owner != nil else { return 0 }
        let shrink = style(node).flexShrink
        return shrink.isNaN ? 0 : shrink
    }

    func isFlexible(_ node: Int) -> Bool {
        style(node).positionType == .relative && (flexGrow(node) != 0 || flexShrink(node) != 0)
    }

    /// The alignment of `child` in `node`: its own, else the container's; baseline means
    /// flex-start in a column.
    func alignItem(_ node: Int, _ child: Int) -> FlexAlign {
        let align = style(child).alignSelf == .auto ? style(node).alignItems : style(child).alignSelf
        if align == .baseline && style(node).flexDirection.isColumn { return .flexStart }
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
        let min = style(node).minDimensions[axis.dimension].resolve(axisSize)
        let max = style(node).maxDimensions[axis.dimension].resolve(axisSize)
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
        let maxSize = style(node).maxDimensions[axis.dimension].resolve(ownerAxisSize) + marginForAxis(node, axis, widthSize: ownerWidth)
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
