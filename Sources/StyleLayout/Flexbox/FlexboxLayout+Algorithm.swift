/// Yoga's `YGNodelayoutImpl`: sizes a node for the offered sizes and, when `performLayout`,
/// places its children. Numbered steps as in Yoga.
extension FlexboxLayout {
    mutating func layoutImplementation(
        _ node: Int, availableWidth: Float, availableHeight: Float, ownerDirection: LayoutDirection, widthMode: MeasureMode,
        heightMode: MeasureMode, ownerWidth: Float, ownerHeight: Float, performLayout: Bool
    ) {
        if (availableWidth.isNaN && widthMode != .undefined) || (availableHeight.isNaN && heightMode != .undefined) {
            hasFailedAssertion = true
        }
        let nodeStyle = nodes[node].style
        let direction = nodeStyle.direction == .inherit ? (ownerDirection != .inherit ? ownerDirection : .ltr) : nodeStyle.direction
        nodes[node].layout.direction = direction

        if nodes[node].hasMeasureFunction {
            setMeasuredDimensionsWithMeasureFunction(
                node, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode, heightMode: heightMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return
        }
        let children = nodes[node].children
        if children.isEmpty {
            setEmptyContainerMeasuredDimensions(
                node, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode, heightMode: heightMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
            return
        }
        // Only measuring, and the size is already known.
        if !performLayout
            && setFixedSizeMeasuredDimensions(
                node, availableWidth: availableWidth, availableHeight: availableHeight, widthMode: widthMode, heightMode: heightMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        {
            return
        }
        nodes[node].layout.hadOverflow = false

        // STEP 1: values for the rest of the algorithm.
        let mainAxis = nodeStyle.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow
        let wraps = nodeStyle.flexWrap != .noWrap
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        let leadingPaddingAndBorderCross = leadingPaddingAndBorder(node, crossAxis, widthSize: ownerWidth)
        let paddingAndBorderAxisMain = paddingAndBorderForAxis(node, mainAxis, widthSize: ownerWidth)
        let paddingAndBorderAxisCross = paddingAndBorderForAxis(node, crossAxis, widthSize: ownerWidth)
        var mainMode = isMainAxisRow ? widthMode : heightMode
        let crossMode = isMainAxisRow ? heightMode : widthMode
        let paddingAndBorderAxisRow = isMainAxisRow ? paddingAndBorderAxisMain : paddingAndBorderAxisCross
        let paddingAndBorderAxisColumn = isMainAxisRow ? paddingAndBorderAxisCross : paddingAndBorderAxisMain
        let marginAxisRow = marginForAxis(node, .row, widthSize: ownerWidth)
        let marginAxisColumn = marginForAxis(node, .column, widthSize: ownerWidth)
        let minInnerWidth = nodeStyle.minDimensions[0].resolve(ownerWidth) - paddingAndBorderAxisRow
        let maxInnerWidth = nodeStyle.maxDimensions[0].resolve(ownerWidth) - paddingAndBorderAxisRow
        let minInnerHeight = nodeStyle.minDimensions[1].resolve(ownerHeight) - paddingAndBorderAxisColumn
        let maxInnerHeight = nodeStyle.maxDimensions[1].resolve(ownerHeight) - paddingAndBorderAxisColumn
        let minInnerMainDim = isMainAxisRow ? minInnerWidth : minInnerHeight
        let maxInnerMainDim = isMainAxisRow ? maxInnerWidth : maxInnerHeight

        // STEP 2: the room inside on each axis.
        let availableInnerWidth = availableInnerDimension(node, .row, available: availableWidth, ownerSize: ownerWidth)
        let availableInnerHeight = availableInnerDimension(node, .column, available: availableHeight, ownerSize: ownerHeight)
        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: flex bases.
        let totalOuterFlexBasis = computeFlexBasisForChildren(
            node, availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight, widthMode: widthMode,
            heightMode: heightMode, direction: direction, mainAxis: mainAxis, performLayout: performLayout)
        let flexBasisOverflows = mainMode == .undefined ? false : totalOuterFlexBasis > availableInnerMainDim
        if wraps && flexBasisOverflows && mainMode == .atMost { mainMode = .exactly }

        // STEP 4 to 7, line by line.
        var start = 0
        var lineCount = 0
        var totalLineCrossDim: Float = 0
        var maxLineMainDim: Float = 0
        while start < children.count {
            var line = collectFlexLine(
                node, ownerDirection: ownerDirection, mainAxisOwnerSize: mainAxisOwnerSize, availableInnerWidth: availableInnerWidth,
                availableInnerMainDim: availableInnerMainDim, start: start, lineCount: lineCount)
            let end = line.endOfLineIndex
            // Only measuring, with an exact cross size: the flex step can be skipped.
            let canSkipFlex = !performLayout && crossMode == .exactly

            // STEP 5: flexible lengths. Without an exact main size the line's content decides
            // it, within min and max.
            var sizeBasedOnContent = false
            if mainMode != .exactly {
                if !minInnerMainDim.isNaN && line.sizeConsumed < minInnerMainDim {
                    availableInnerMainDim = minInnerMainDim
                } else if !maxInnerMainDim.isNaN && line.sizeConsumed > maxInnerMainDim {
                    availableInnerMainDim = maxInnerMainDim
                } else {
                    // Yoga 1.14 tests here for a factor both undefined and 0, which never
                    // holds, so the available size is kept.
                    sizeBasedOnContent = true
                }
            }
            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                line.remainingFreeSpace = -line.sizeConsumed
            }
            if !canSkipFlex {
                resolveFlexibleLength(
                    &line, node: node, mainAxis: mainAxis, crossAxis: crossAxis, mainAxisOwnerSize: mainAxisOwnerSize,
                    availableInnerMainDim: availableInnerMainDim, availableInnerCrossDim: availableInnerCrossDim,
                    availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
                    flexBasisOverflows: flexBasisOverflows, crossMode: crossMode, performLayout: performLayout)
            }
            nodes[node].layout.hadOverflow = nodes[node].layout.hadOverflow || line.remainingFreeSpace < 0

            // STEP 6: main-axis justification, the line's cross size.
            justifyMainAxis(
                &line, node: node, start: start, mainAxis: mainAxis, crossAxis: crossAxis, mainMode: mainMode, crossMode: crossMode,
                mainAxisOwnerSize: mainAxisOwnerSize, ownerWidth: ownerWidth, availableInnerMainDim: availableInnerMainDim,
                availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth, performLayout: performLayout)
            var containerCrossAxis = availableInnerCrossDim
            if crossMode == .undefined || crossMode == .atMost {
                containerCrossAxis = boundAxis(
                    node, crossAxis, line.crossDim + paddingAndBorderAxisCross, axisSize: crossAxisOwnerSize, widthSize: ownerWidth)
                    - paddingAndBorderAxisCross
            }
            // Without wrapping, the container's exact cross size is the line's.
            if !wraps && crossMode == .exactly { line.crossDim = availableInnerCrossDim }
            line.crossDim = boundAxis(node, crossAxis, line.crossDim + paddingAndBorderAxisCross, axisSize: crossAxisOwnerSize, widthSize: ownerWidth)
                - paddingAndBorderAxisCross

            // STEP 7: cross-axis alignment.
            if performLayout {
                alignCrossAxis(
                    node, line: line, start: start, end: end, mainAxis: mainAxis, crossAxis: crossAxis, direction: direction,
                    containerCrossAxis: containerCrossAxis, totalLineCrossDim: totalLineCrossDim,
                    leadingPaddingAndBorderCross: leadingPaddingAndBorderCross, availableInnerMainDim: availableInnerMainDim,
                    availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth,
                    availableInnerHeight: availableInnerHeight)
            }
            totalLineCrossDim += line.crossDim
            maxLineMainDim = floatMax(maxLineMainDim, line.mainDim)
            lineCount += 1
            start = end
        }

        // STEP 8: multi-line content alignment (also places items aligned by baseline).
        if performLayout && (wraps || isBaselineLayout(node)) {
            alignLines(
                node, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim, mainAxis: mainAxis, crossAxis: crossAxis,
                direction: direction, leadingPaddingAndBorderCross: leadingPaddingAndBorderCross,
                availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth,
                availableInnerHeight: availableInnerHeight)
        }

        // STEP 9: the node's final size; from the content where it was not given.
        nodes[node].layout.measuredDimensions[0] = boundAxis(node, .row, availableWidth - marginAxisRow, axisSize: ownerWidth, widthSize: ownerWidth)
        nodes[node].layout.measuredDimensions[1] = boundAxis(
            node, .column, availableHeight - marginAxisColumn, axisSize: ownerHeight, widthSize: ownerWidth)
        if mainMode == .undefined || (nodeStyle.overflow != .scroll && mainMode == .atMost) {
            nodes[node].layout.measuredDimensions[mainAxis.dimension] = boundAxis(
                node, mainAxis, maxLineMainDim, axisSize: mainAxisOwnerSize, widthSize: ownerWidth)
        } else if mainMode == .atMost && nodeStyle.overflow == .scroll {
            nodes[node].layout.measuredDimensions[mainAxis.dimension] = floatMax(
                floatMin(
                    availableInnerMainDim + paddingAndBorderAxisMain,
                    boundAxisWithinMinAndMax(node, mainAxis, maxLineMainDim, axisSize: mainAxisOwnerSize)),
                paddingAndBorderAxisMain)
        }
        if crossMode == .undefined || (nodeStyle.overflow != .scroll && crossMode == .atMost) {
            nodes[node].layout.measuredDimensions[crossAxis.dimension] = boundAxis(
                node, crossAxis, totalLineCrossDim + paddingAndBorderAxisCross, axisSize: crossAxisOwnerSize, widthSize: ownerWidth)
        } else if crossMode == .atMost && nodeStyle.overflow == .scroll {
            nodes[node].layout.measuredDimensions[crossAxis.dimension] = floatMax(
                floatMin(
                    availableInnerCrossDim + paddingAndBorderAxisCross,
                    boundAxisWithinMinAndMax(node, crossAxis, totalLineCrossDim + paddingAndBorderAxisCross, axisSize: crossAxisOwnerSize)),
                paddingAndBorderAxisCross)
        }
        // wrap-reverse: lines were placed in normal order; mirror them.
        if performLayout && nodeStyle.flexWrap == .wrapReverse {
            for child in children where nodes[child].style.positionType == .relative {
                setLayoutPosition(
                    child,
                    measuredDimension(node, crossAxis) - layoutPosition(child, crossAxis.leadingEdge) - measuredDimension(child, crossAxis),
                    crossAxis.leadingEdge)
            }
        }
        guard performLayout else { return }

        // STEP 10: absolutely positioned children. (Yoga 1.14 also lays out those with
        // `display: none`.)
        for child in children where nodes[child].style.positionType == .absolute {
            layoutAbsoluteChild(
                node, child: child, width: availableInnerWidth, widthMode: isMainAxisRow ? mainMode : crossMode,
                height: availableInnerHeight, direction: direction)
        }

        // STEP 11: on reversed axes, positions count from the far edge.
        let reversedMain = mainAxis == .rowReverse || mainAxis == .columnReverse
        let reversedCross = crossAxis == .rowReverse || crossAxis == .columnReverse
        if reversedMain || reversedCross {
            for child in children where !nodes[child].style.isDisplayNone {
                if reversedMain { setTrailingPosition(node, child, mainAxis) }
                if reversedCross { setTrailingPosition(node, child, crossAxis) }
            }
        }
    }

    /// The position from the trailing edge, from the leading one.
    private mutating func setTrailingPosition(_ node: Int, _ child: Int, _ axis: FlexDirection) {
        let size = measuredDimension(child, axis)
        setLayoutPosition(child, measuredDimension(node, axis) - size - layoutPosition(child, axis.leadingEdge), axis.trailingEdge)
    }

    /// STEP 7 for one line: absolute children with a leading offset go there; items that
    /// stretch are laid out again at the line's cross size; others are aligned (auto margins
    /// first).
    private mutating func alignCrossAxis(
        _ node: Int, line: FlexLine, start: Int, end: Int, mainAxis: FlexDirection, crossAxis: FlexDirection, direction: LayoutDirection,
        containerCrossAxis: Float, totalLineCrossDim: Float, leadingPaddingAndBorderCross: Float, availableInnerMainDim: Float,
        availableInnerCrossDim: Float, availableInnerWidth: Float, availableInnerHeight: Float
    ) {
        let isMainAxisRow = mainAxis.isRow
        let wraps = nodes[node].style.flexWrap != .noWrap
        for index in start..<end {
            let child = nodes[node].children[index]
            if nodes[child].style.isDisplayNone { continue }
            if nodes[child].style.positionType == .absolute {
                let leadingDefined = isLeadingPositionDefined(child, crossAxis)
                if leadingDefined {
                    placeAbsoluteChildByOffset(
                        node, child: child, axis: crossAxis, axisSize: availableInnerCrossDim, widthSize: availableInnerWidth)
                }
                // No leading offset, or one that did not resolve: border and margin.
                if !leadingDefined || layoutPosition(child, crossAxis.leadingEdge).isNaN {
                    setLayoutPosition(
                        child, leadingBorder(node, crossAxis) + leadingMargin(child, crossAxis, widthSize: availableInnerWidth),
                        crossAxis.leadingEdge)
                }
                continue
            }
            var leadingCrossDim = leadingPaddingAndBorderCross
            let align = alignItem(node, child)
            let autoLeading = leadingMarginValue(child, crossAxis).isAuto
            let autoTrailing = trailingMarginValue(child, crossAxis).isAuto
            if align == .stretch && !autoLeading && !autoTrailing {
                // A definite cross size is not stretched.
                if !isStyleDimensionDefined(child, crossAxis, ownerSize: availableInnerCrossDim) {
                    var childMainSize = measuredDimension(child, mainAxis)
                    let ratio = nodes[child].style.aspectRatio
                    var childCrossSize = !ratio.isNaN
                        ? marginForAxis(child, crossAxis, widthSize: availableInnerWidth) + (isMainAxisRow ? childMainSize / ratio : childMainSize * ratio)
                        : line.crossDim
                    childMainSize += marginForAxis(child, mainAxis, widthSize: availableInnerWidth)
                    var childMainMode = MeasureMode.exactly, childCrossMode = MeasureMode.exactly
                    constrainMaxSize(child, mainAxis, ownerAxisSize: availableInnerMainDim, ownerWidth: availableInnerWidth, mode: &childMainMode, size: &childMainSize)
                    constrainMaxSize(child, crossAxis, ownerAxisSize: availableInnerCrossDim, ownerWidth: availableInnerWidth, mode: &childCrossMode, size: &childCrossSize)
                    let childWidth = isMainAxisRow ? childMainSize : childCrossSize
                    let childHeight = isMainAxisRow ? childCrossSize : childMainSize
                    let crossAxisDoesNotGrow = nodes[node].style.alignContent != .stretch && wraps
                    let childWidthMode: MeasureMode = childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow) ? .undefined : .exactly
                    let childHeightMode: MeasureMode = childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow) ? .undefined : .exactly
                    layoutNode(
                        child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction, widthMode: childWidthMode,
                        heightMode: childHeightMode, ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight, performLayout: true)
                }
            } else {
                let remainingCrossDim = containerCrossAxis - dimensionWithMargin(child, crossAxis, widthSize: availableInnerWidth)
                if autoLeading && autoTrailing {
                    leadingCrossDim += floatMax(0, remainingCrossDim / 2)
                } else if autoTrailing {
                    // Pushed to the start.
                } else if autoLeading {
                    leadingCrossDim += floatMax(0, remainingCrossDim)
                } else if align == .flexStart {
                    // At the start.
                } else if align == .center {
                    leadingCrossDim += remainingCrossDim / 2
                } else {
                    leadingCrossDim += remainingCrossDim
                }
            }
            setLayoutPosition(child, layoutPosition(child, crossAxis.leadingEdge) + totalLineCrossDim + leadingCrossDim, crossAxis.leadingEdge)
        }
    }

    /// STEP 8: `align-content` spreads the lines over the cross axis; each line then places
    /// its items by their alignment (stretching to the line, or on a common baseline).
    private mutating func alignLines(
        _ node: Int, lineCount: Int, totalLineCrossDim: Float, mainAxis: FlexDirection, crossAxis: FlexDirection,
        direction: LayoutDirection, leadingPaddingAndBorderCross: Float, availableInnerCrossDim: Float, availableInnerWidth: Float,
        availableInnerHeight: Float
    ) {
        let isMainAxisRow = mainAxis.isRow
        var crossDimLead: Float = 0
        var currentLead = leadingPaddingAndBorderCross
        let lines = Float(lineCount)
        if !availableInnerCrossDim.isNaN {
            let remaining = availableInnerCrossDim - totalLineCrossDim
            switch nodes[node].style.alignContent {
            case .flexEnd: currentLead += remaining
            case .center: currentLead += remaining / 2
            case .stretch:
                if availableInnerCrossDim > totalLineCrossDim { crossDimLead = remaining / lines }
            case .spaceAround:
                if availableInnerCrossDim > totalLineCrossDim {
                    currentLead += remaining / (2 * lines)
                    if lineCount > 1 { crossDimLead = remaining / lines }
                } else {
                    currentLead += remaining / 2
                }
            case .spaceBetween:
                if availableInnerCrossDim > totalLineCrossDim && lineCount > 1 { crossDimLead = remaining / (lines - 1) }
            case .auto, .flexStart, .baseline: break
            }
        }
        let children = nodes[node].children
        var endIndex = 0
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex
            // The line's cross size and its largest ascent and descent.
            var lineHeight: Float = 0, maxAscent: Float = 0, maxDescent: Float = 0
            while index < children.count {
                let child = children[index]
                if !nodes[child].style.isDisplayNone && nodes[child].style.positionType == .relative {
                    if nodes[child].lineIndex != lineIndex { break }
                    if isLayoutDimensionDefined(child, crossAxis) {
                        lineHeight = floatMax(
                            lineHeight, measuredDimension(child, crossAxis) + marginForAxis(child, crossAxis, widthSize: availableInnerWidth))
                    }
                    if alignItem(node, child) == .baseline {
                        let (ascent, descent) = ascentAndDescent(child, widthSize: availableInnerWidth)
                        maxAscent = floatMax(maxAscent, ascent)
                        maxDescent = floatMax(maxDescent, descent)
                        lineHeight = floatMax(lineHeight, maxAscent + maxDescent)
                    }
                }
                index += 1
            }
            endIndex = index
            lineHeight += crossDimLead
            for child in children[startIndex..<endIndex] where !nodes[child].style.isDisplayNone && nodes[child].style.positionType == .relative {
                switch alignItem(node, child) {
                case .flexStart:
                    setLayoutPosition(child, currentLead + leadingMargin(child, crossAxis, widthSize: availableInnerWidth), crossAxis.leadingEdge)
                case .flexEnd:
                    setLayoutPosition(
                        child,
                        currentLead + lineHeight - trailingMargin(child, crossAxis, widthSize: availableInnerWidth) - measuredDimension(child, crossAxis),
                        crossAxis.leadingEdge)
                case .center:
                    setLayoutPosition(child, currentLead + (lineHeight - measuredDimension(child, crossAxis)) / 2, crossAxis.leadingEdge)
                case .stretch:
                    setLayoutPosition(child, currentLead + leadingMargin(child, crossAxis, widthSize: availableInnerWidth), crossAxis.leadingEdge)
                    // Laid out again at the line's cross size.
                    if !isStyleDimensionDefined(child, crossAxis, ownerSize: availableInnerCrossDim) {
                        let childWidth = isMainAxisRow
                            ? measuredDimension(child, .row) + marginForAxis(child, mainAxis, widthSize: availableInnerWidth) : lineHeight
                        let childHeight = !isMainAxisRow
                            ? measuredDimension(child, .column) + marginForAxis(child, crossAxis, widthSize: availableInnerWidth) : lineHeight
                        if !(floatsEqual(childWidth, measuredDimension(child, .row)) && floatsEqual(childHeight, measuredDimension(child, .column))) {
                            layoutNode(
                                child, availableWidth: childWidth, availableHeight: childHeight, ownerDirection: direction, widthMode: .exactly,
                                heightMode: .exactly, ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight, performLayout: true)
                        }
                    }
                case .baseline:
                    setLayoutPosition(
                        child,
                        currentLead + maxAscent - baseline(child) + leadingPosition(child, .column, axisSize: availableInnerCrossDim),
                        .top)
                case .auto, .spaceBetween, .spaceAround:
                    break
                }
            }
            currentLead += lineHeight
        }
    }
}
