/// Sizing single nodes: the flex basis of a child, leaves (measured, empty or of a fixed
/// size) and absolutely positioned children.
extension FlexboxLayout {
    /// Step 3 for one child: `flex-basis` when it resolves, else the size on the main axis,
    /// else the child measured with what is known of the other axis (stretched, limited by
    /// the container, or derived from the aspect ratio). Never less than the child's
    /// paddings and borders.
    mutating func computeFlexBasis(
        _ node: Int, child: Int, width: Float, widthMode: MeasureMode, height: Float, ownerWidth: Float, ownerHeight: Float,
        heightMode: MeasureMode, direction: LayoutDirection
    ) {
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let isMainAxisRow = mainAxis.isRow
        let mainAxisSize = isMainAxisRow ? width : height
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let childStyle = nodes[child].style
        let resolvedFlexBasis = (childStyle.flexBasis == .auto || childStyle.flexBasis == .undefined ? FlexValue.auto : childStyle.flexBasis)
            .resolve(mainAxisOwnerSize)
        let isRowDefined = isStyleDimensionDefined(child, .row, ownerSize: ownerWidth)
        let isColumnDefined = isStyleDimensionDefined(child, .column, ownerSize: ownerHeight)

        if !resolvedFlexBasis.isNaN && !mainAxisSize.isNaN {
            let layout = nodes[child].layout
            if layout.computedFlexBasis.isNaN || (webFlexBasis && layout.computedFlexBasisGeneration != generation) {
                let paddingAndBorder = paddingAndBorderForAxis(child, mainAxis, widthSize: ownerWidth)
                nodes[child].layout.computedFlexBasis = optionalMax(resolvedFlexBasis, paddingAndBorder)
            }
        } else if isMainAxisRow && isRowDefined {
            let paddingAndBorder = paddingAndBorderForAxis(child, .row, widthSize: ownerWidth)
            nodes[child].layout.computedFlexBasis = optionalMax(nodes[child].resolvedDimensions[0].resolve(ownerWidth), paddingAndBorder)
        } else if !isMainAxisRow && isColumnDefined {
            let paddingAndBorder = paddingAndBorderForAxis(child, .column, widthSize: ownerWidth)
            nodes[child].layout.computedFlexBasis = optionalMax(nodes[child].resolvedDimensions[1].resolve(ownerHeight), paddingAndBorder)
        } else {
            var childWidth = Float.nan, childHeight = Float.nan
            var childWidthMode = MeasureMode.undefined, childHeightMode = MeasureMode.undefined
            let marginRow = marginForAxis(child, .row, widthSize: ownerWidth)
            let marginColumn = marginForAxis(child, .column, widthSize: ownerWidth)
            if isRowDefined {
                childWidth = nodes[child].resolvedDimensions[0].resolve(ownerWidth) + marginRow
                childWidthMode = .exactly
            }
            if isColumnDefined {
                childHeight = nodes[child].resolvedDimensions[1].resolve(ownerHeight) + marginColumn
                childHeightMode = .exactly
            }
            // A scrolling container does not limit its content on the main axis.
            let overflow = nodes[node].style.overflow
            if (!isMainAxisRow && overflow == .scroll) || overflow != .scroll {
                if childWidth.isNaN && !width.isNaN {
                    childWidth = width
                    childWidthMode = .atMost
                }
            }
            if (isMainAxisRow && overflow == .scroll) || overflow != .scroll {
                if childHeight.isNaN && !height.isNaN {
                    childHeight = height
                    childHeightMode = .atMost
                }
            }
            let ratio = childStyle.aspectRatio
            if !ratio.isNaN {
                if !isMainAxisRow && childWidthMode == .exactly {
                    childHeight = marginColumn + (childWidth - marginRow) / ratio
                    childHeightMode = .exactly
                } else if isMainAxisRow && childHeightMode == .exactly {
                    childWidth = marginRow + (childHeight - marginColumn) * ratio
                    childWidthMode = .exactly
                }
            }
            // Stretched on the cross axis: measured at the container's exact cross size.
            let stretches = alignItem(node, child) == .stretch
            if !isMainAxisRow && !isRowDefined && !width.isNaN && widthMode == .exactly && stretches && childWidthMode != .exactly {
                childWidth = width
                childWidthMode = .exactly
                if !ratio.isNaN {
                    childHeight = (childWidth - marginRow) / ratio
                    childHeightMode = .exactly
                }
            }
            if isMainAxisRow && !isColumnDefined && !height.isNaN && heightMode == .exactly && stretches && childHeightMode != .exactly {
                childHeight = height
                childHeightMode = .exactly
                if !ratio.isNaN {
                    childWidth = (childHeight - marginColumn) * ratio
                    childWidthMode = .exactly
                }
            }
            constrainMaxSize(child, .row, ownerAxisSize: ownerWidth, ownerWidth: ownerWidth, mode: &childWidthMode, size: &childWidth)
            constrainMaxSize(child, .column, ownerAxisSize: ownerHeight, ownerWidth: ownerWidth, mode: &childHeightMode, size: &childHeight)
            layoutNode(
                child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction, widthMode: childWidthMode,
                heightMode: childHeightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight, performLayout: false)
            nodes[child].layout.computedFlexBasis = floatMax(
                measuredDimension(child, mainAxis), paddingAndBorderForAxis(child, mainAxis, widthSize: ownerWidth))
        }
        nodes[child].layout.computedFlexBasisGeneration = generation
    }

    /// Step 10 for one child: its size from its own size, else from both offsets on an axis,
    /// else from the aspect ratio, else measured; then placed by its offsets, else by the
    /// container's justification and alignment.
    mutating func layoutAbsoluteChild(
        _ node: Int, child: Int, width: Float, widthMode: MeasureMode, height: Float, direction: LayoutDirection
    ) {
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow
        var childWidth = Float.nan, childHeight = Float.nan
        let marginRow = marginForAxis(child, .row, widthSize: width)
        let marginColumn = marginForAxis(child, .column, widthSize: width)
        let ownerSize = nodes[node].layout.measuredDimensions

        if isStyleDimensionDefined(child, .row, ownerSize: width) {
            childWidth = nodes[child].resolvedDimensions[0].resolve(width) + marginRow
        } else if isLeadingPositionDefined(child, .row) && isTrailingPositionDefined(child, .row) {
            childWidth = ownerSize[0] - (leadingBorder(node, .row) + trailingBorder(node, .row))
                - (leadingPosition(child, .row, axisSize: width) + trailingPosition(child, .row, axisSize: width))
            childWidth = boundAxis(child, .row, childWidth, axisSize: width, widthSize: width)
        }
        if isStyleDimensionDefined(child, .column, ownerSize: height) {
            childHeight = nodes[child].resolvedDimensions[1].resolve(height) + marginColumn
        } else if isLeadingPositionDefined(child, .column) && isTrailingPositionDefined(child, .column) {
            childHeight = ownerSize[1] - (leadingBorder(node, .column) + trailingBorder(node, .column))
                - (leadingPosition(child, .column, axisSize: height) + trailingPosition(child, .column, axisSize: height))
            childHeight = boundAxis(child, .column, childHeight, axisSize: height, widthSize: width)
        }
        // One size known: the aspect ratio gives the other.
        let ratio = nodes[child].style.aspectRatio
        if childWidth.isNaN != childHeight.isNaN, !ratio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
            }
        }
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: MeasureMode = childWidth.isNaN ? .undefined : .exactly
            let childHeightMode: MeasureMode = childHeight.isNaN ? .undefined : .exactly
            // Text in an absolute child wraps at the container's width, as in browsers.
            if !isMainAxisRow && childWidth.isNaN && widthMode != .undefined && !width.isNaN && width > 0 {
                childWidth = width
                childWidthMode = .atMost
            }
            layoutNode(
                child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction, widthMode: childWidthMode,
                heightMode: childHeightMode, ownerWidth: childWidth, ownerHeight: childHeight, performLayout: false)
            childWidth = measuredDimension(child, .row) + marginForAxis(child, .row, widthSize: width)
            childHeight = measuredDimension(child, .column) + marginForAxis(child, .column, widthSize: width)
        }
        layoutNode(
            child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction, widthMode: .exactly,
            heightMode: .exactly, ownerWidth: childWidth, ownerHeight: childHeight, performLayout: true)

        let containerMain = nodes[node].layout.measuredDimensions[mainAxis.dimension]
        let containerCross = nodes[node].layout.measuredDimensions[crossAxis.dimension]
        if isTrailingPositionDefined(child, mainAxis) && !isLeadingPositionDefined(child, mainAxis) {
            setLayoutPosition(
                child,
                containerMain - measuredDimension(child, mainAxis) - trailingBorder(node, mainAxis)
                    - trailingMargin(child, mainAxis, widthSize: width)
                    - trailingPosition(child, mainAxis, axisSize: isMainAxisRow ? width : height),
                mainAxis.leadingEdge)
        } else if !isLeadingPositionDefined(child, mainAxis) && nodes[node].style.justifyContent == .center {
            setLayoutPosition(child, (containerMain - measuredDimension(child, mainAxis)) / 2, mainAxis.leadingEdge)
        } else if !isLeadingPositionDefined(child, mainAxis) && nodes[node].style.justifyContent == .flexEnd {
            setLayoutPosition(child, containerMain - measuredDimension(child, mainAxis), mainAxis.leadingEdge)
        }
        if isTrailingPositionDefined(child, crossAxis) && !isLeadingPositionDefined(child, crossAxis) {
            setLayoutPosition(
                child,
                containerCross - measuredDimension(child, crossAxis) - trailingBorder(node, crossAxis)
                    - trailingMargin(child, crossAxis, widthSize: width)
                    - trailingPosition(child, crossAxis, axisSize: isMainAxisRow ? height : width),
                crossAxis.leadingEdge)
        } else if !isLeadingPositionDefined(child, crossAxis) && alignItem(node, child) == .center {
            setLayoutPosition(child, (containerCross - measuredDimension(child, crossAxis)) / 2, crossAxis.leadingEdge)
        } else if !isLeadingPositionDefined(child, crossAxis) && ((alignItem(node, child) == .flexEnd) != (nodes[node].style.flexWrap == .wrapReverse)) {
            setLayoutPosition(child, containerCross - measuredDimension(child, crossAxis), crossAxis.leadingEdge)
        }
    }

    /// A leaf with content: sized by the measure function where the request leaves the size
    /// open (paddings and borders added), by the request where it is exact.
    mutating func setMeasuredDimensionsWithMeasureFunction(
        _ node: Int, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode, heightMode: MeasureMode, ownerWidth: Float,
        ownerHeight: Float
    ) {
        // Yoga 1.14 resolves these percentages against the offered width, not the owner's.
        let (paddingAndBorderRow, paddingAndBorderColumn, marginRow, marginColumn) = edgeSums(node, widthSize: availableWidth)
        // The measure function is never asked about a negative size.
        let innerWidth = availableWidth.isNaN ? availableWidth : floatMax(0, availableWidth - marginRow - paddingAndBorderRow)
        let innerHeight = availableHeight.isNaN ? availableHeight : floatMax(0, availableHeight - marginColumn - paddingAndBorderColumn)
        if widthMode == .exactly && heightMode == .exactly {
            setMeasuredSize(node, availableWidth - marginRow, availableHeight - marginColumn, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return
        }
        let measured = measure(node, innerWidth, widthMode, innerHeight, heightMode)
        setMeasuredSize(
            node, widthMode == .exactly ? availableWidth - marginRow : measured.width + paddingAndBorderRow,
            heightMode == .exactly ? availableHeight - marginColumn : measured.height + paddingAndBorderColumn,
            ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    }

    /// Paddings and borders, then margins, across each axis.
    private func edgeSums(_ node: Int, widthSize: Float) -> (paddingAndBorderRow: Float, paddingAndBorderColumn: Float, marginRow: Float, marginColumn: Float) {
        (
            paddingAndBorderForAxis(node, .row, widthSize: widthSize), paddingAndBorderForAxis(node, .column, widthSize: widthSize),
            marginForAxis(node, .row, widthSize: widthSize), marginForAxis(node, .column, widthSize: widthSize)
        )
    }

    /// The measured size, clamped by min and max and never below paddings and borders.
    mutating func setMeasuredSize(_ node: Int, _ width: Float, _ height: Float, ownerWidth: Float, ownerHeight: Float) {
        nodes[node].layout.measuredDimensions[0] = boundAxis(node, .row, width, axisSize: ownerWidth, widthSize: ownerWidth)
        nodes[node].layout.measuredDimensions[1] = boundAxis(node, .column, height, axisSize: ownerHeight, widthSize: ownerWidth)
    }

    /// A node without children or content: the offered size where exact, else its paddings
    /// and borders.
    mutating func setEmptyContainerMeasuredDimensions(
        _ node: Int, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode, heightMode: MeasureMode, ownerWidth: Float,
        ownerHeight: Float
    ) {
        let (paddingAndBorderRow, paddingAndBorderColumn, marginRow, marginColumn) = edgeSums(node, widthSize: ownerWidth)
        setMeasuredSize(
            node, widthMode == .exactly ? availableWidth - marginRow : paddingAndBorderRow,
            heightMode == .exactly ? availableHeight - marginColumn : paddingAndBorderColumn, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
    }

    /// When only measuring: a request that is exact on both axes, or that allows no room,
    /// fixes the size without laying out the children. Returns whether it applied.
    mutating func setFixedSizeMeasuredDimensions(
        _ node: Int, availableWidth: Float, availableHeight: Float, widthMode: MeasureMode, heightMode: MeasureMode, ownerWidth: Float,
        ownerHeight: Float
    ) -> Bool {
        let noWidth = !availableWidth.isNaN && widthMode == .atMost && availableWidth <= 0
        let noHeight = !availableHeight.isNaN && heightMode == .atMost && availableHeight <= 0
        guard noWidth || noHeight || (widthMode == .exactly && heightMode == .exactly) else { return false }
        let marginColumn = marginForAxis(node, .column, widthSize: ownerWidth)
        let marginRow = marginForAxis(node, .row, widthSize: ownerWidth)
        setMeasuredSize(
            node, availableWidth.isNaN || (widthMode == .atMost && availableWidth < 0) ? 0 : availableWidth - marginRow,
            availableHeight.isNaN || (heightMode == .atMost && availableHeight < 0) ? 0 : availableHeight - marginColumn,
            ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        return true
    }

    /// `display: none`: the node and everything under it get a zero size and their layout
    /// state is forgotten.
    mutating func zeroOutLayout(_ node: Int) {
        nodes[node].layout = FlexNodeLayout()
        nodes[node].layout.dimensions = [0, 0]
        for child in nodes[node].children { zeroOutLayout(child) }
    }
}
