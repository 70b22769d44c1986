/// One flex line: the items on it and what they use and leave of the main axis (Yoga's
/// `YGCollectFlexItemsRowValues`).
struct FlexLine {
    var itemsOnLine = 0
    var sizeConsumed: Float = 0
    var totalFlexGrowFactors: Float = 0
    /// The sum of −shrink × basis (so negative).
    var totalFlexShrinkScaledFactors: Float = 0
    /// One past the last child examined for this line.
    var endOfLineIndex = 0
    /// The items in flow on this line.
    var relativeChildren: [Int] = []
    var remainingFreeSpace: Float = 0
    /// The line's size on the main axis, paddings and borders included.
    var mainDim: Float = 0
    var crossDim: Float = 0
}

/// Steps 2 to 6: available sizes, flex bases, lines, flexible lengths and justification.
extension FlexboxLayout {
    /// The room inside the node on an axis: the offered size less margins, paddings and
    /// borders, kept between the min and max sizes.
    func availableInnerDimension(_ node: Int, _ axis: FlexDirection, available: Float, ownerSize: Float) -> Float {
        let direction: FlexDirection = axis.isRow ? .row : .column
        // Yoga 1.14 resolves percentages of vertical margins and paddings here against the
        // owner's height (later versions use its width, as CSS does).
        let margin = marginForAxis(node, direction, widthSize: ownerSize)
        let paddingAndBorder = paddingAndBorderForAxis(node, direction, widthSize: ownerSize)
        var inner = available - margin - paddingAndBorder
        if !inner.isNaN {
            let min = nodes[node].style.minDimensions[axis.dimension].resolve(ownerSize)
            let minInner = min.isNaN ? 0 : min - paddingAndBorder
            let max = nodes[node].style.maxDimensions[axis.dimension].resolve(ownerSize)
            let maxInner = max.isNaN ? Float.greatestFiniteMagnitude : max - paddingAndBorder
            inner = floatMax(floatMin(inner, maxInner), minInner)
        }
        return inner
    }

    /// Step 3: every child's flex basis; returns their sum with margins. A single child that
    /// both grows and shrinks in an exact container gets a basis of 0 without measuring.
    mutating func computeFlexBasisForChildren(
        _ node: Int, availableInnerWidth: Float, availableInnerHeight: Float, widthMode: MeasureMode, heightMode: MeasureMode,
        direction: LayoutDirection, mainAxis: FlexDirection, performLayout: Bool
    ) -> Float {
        var totalOuterFlexBasis: Float = 0
        var singleFlexChild: Int?
        let children = nodes[node].children
        let mainMode = mainAxis.isRow ? widthMode : heightMode
        if mainMode == .exactly {
            for child in children where isFlexible(child) {
                if singleFlexChild != nil || floatsEqual(flexGrow(child), 0) || floatsEqual(flexShrink(child), 0) {
                    singleFlexChild = nil
                    break
                }
                singleFlexChild = child
            }
        }
        for child in children {
            if nodes[child].style.isDisplayNone {
                zeroOutLayout(child)
                nodes[child].isDirty = false
                continue
            }
            if performLayout {
                let childDirection = nodes[child].style.direction == .inherit ? (direction != .inherit ? direction : .ltr) : nodes[child].style.direction
                let mainDim = mainAxis.isRow ? availableInnerWidth : availableInnerHeight
                let crossDim = mainAxis.isRow ? availableInnerHeight : availableInnerWidth
                setPosition(child, direction: childDirection, mainSize: mainDim, crossSize: crossDim, ownerWidth: availableInnerWidth)
            }
            if nodes[child].style.positionType == .absolute { continue }
            if child == singleFlexChild {
                nodes[child].layout.computedFlexBasisGeneration = generation
                nodes[child].layout.computedFlexBasis = 0
            } else {
                computeFlexBasis(
                    node, child: child, width: availableInnerWidth, widthMode: widthMode, height: availableInnerHeight,
                    ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight, heightMode: heightMode, direction: direction)
            }
            totalOuterFlexBasis += nodes[child].layout.computedFlexBasis + marginForAxis(child, mainAxis, widthSize: availableInnerWidth)
        }
        return totalOuterFlexBasis
    }

    /// Step 4: the items of the line starting at `start`: as many as fit when wrapping (at
    /// least one), else all of them.
    mutating func collectFlexLine(
        _ node: Int, ownerDirection: LayoutDirection, mainAxisOwnerSize: Float, availableInnerWidth: Float, availableInnerMainDim: Float,
        start: Int, lineCount: Int
    ) -> FlexLine {
        var line = FlexLine()
        var consumedIncludingMinConstraint: Float = 0
        let ownDirection = nodes[node].style.direction == .inherit ? (ownerDirection != .inherit ? ownerDirection : .ltr) : nodes[node].style.direction
        let mainAxis = nodes[node].style.flexDirection.resolved(ownDirection)
        let wraps = nodes[node].style.flexWrap != .noWrap
        let children = nodes[node].children
        var index = start
        while index < children.count {
            let child = children[index]
            if nodes[child].style.isDisplayNone || nodes[child].style.positionType == .absolute {
                index += 1
                continue
            }
            nodes[child].lineIndex = lineCount
            let childMarginMain = marginForAxis(child, mainAxis, widthSize: availableInnerWidth)
            let basis = boundAxisWithinMinAndMax(child, mainAxis, nodes[child].layout.computedFlexBasis, axisSize: mainAxisOwnerSize)
            // A wrapping line ends at the item that would overflow it.
            if consumedIncludingMinConstraint + basis + childMarginMain > availableInnerMainDim && wraps && line.itemsOnLine > 0 { break }
            consumedIncludingMinConstraint += basis + childMarginMain
            line.sizeConsumed += basis + childMarginMain
            line.itemsOnLine += 1
            if isFlexible(child) {
                line.totalFlexGrowFactors += flexGrow(child)
                line.totalFlexShrinkScaledFactors += -flexShrink(child) * nodes[child].layout.computedFlexBasis
            }
            line.relativeChildren.append(child)
            index += 1
        }
        // Total factors below 1 count as 1.
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 { line.totalFlexShrinkScaledFactors = 1 }
        line.endOfLineIndex = index
        return line
    }

    /// Step 5, first pass: items whose share of the free space would break their min or max
    /// are frozen at that size, and their size and factor taken out of what is shared.
    func distributeFreeSpaceFirstPass(_ line: inout FlexLine, mainAxis: FlexDirection, mainAxisOwnerSize: Float, availableInnerMainDim: Float, availableInnerWidth: Float) {
        var deltaFreeSpace: Float = 0
        for child in line.relativeChildren {
            let basis = boundAxisWithinMinAndMax(child, mainAxis, nodes[child].layout.computedFlexBasis, axisSize: mainAxisOwnerSize)
            if line.remainingFreeSpace < 0 {
                let shrinkScaled = -flexShrink(child) * basis
                if !shrinkScaled.isNaN && shrinkScaled != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * shrinkScaled
                    let bound = boundAxis(child, mainAxis, base, axisSize: availableInnerMainDim, widthSize: availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        // Yoga 1.14 takes back the factor of the clamped basis (later versions
                        // that of the unclamped one).
                        line.totalFlexShrinkScaledFactors -= shrinkScaled
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bound = boundAxis(child, mainAxis, base, axisSize: availableInnerMainDim, widthSize: availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Step 5, second pass: each item's main size from its share of what is left (frozen
    /// items clamp again to the same size), then the item laid out at that size, stretched
    /// or measured on the cross axis. Returns the space handed out.
    mutating func distributeFreeSpaceSecondPass(
        _ line: inout FlexLine, node: Int, mainAxis: FlexDirection, crossAxis: FlexDirection, mainAxisOwnerSize: Float,
        availableInnerMainDim: Float, availableInnerCrossDim: Float, availableInnerWidth: Float, availableInnerHeight: Float,
        flexBasisOverflows: Bool, crossMode: MeasureMode, performLayout: Bool
    ) -> Float {
        var deltaFreeSpace: Float = 0
        let isMainAxisRow = mainAxis.isRow
        let wraps = nodes[node].style.flexWrap != .noWrap
        for child in line.relativeChildren {
            let basis = boundAxisWithinMinAndMax(child, mainAxis, nodes[child].layout.computedFlexBasis, axisSize: mainAxisOwnerSize)
            var updatedMainSize = basis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let shrinkScaled = -flexShrink(child) * basis
                if shrinkScaled != 0 {
                    let childSize: Float
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        childSize = basis + shrinkScaled
                    } else {
                        childSize = basis + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * shrinkScaled
                    }
                    updatedMainSize = boundAxis(child, mainAxis, childSize, axisSize: availableInnerMainDim, widthSize: availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = flexGrow(child)
                if !grow.isNaN && grow != 0 {
                    updatedMainSize = boundAxis(
                        child, mainAxis, basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                        axisSize: availableInnerMainDim, widthSize: availableInnerWidth)
                }
            }
            deltaFreeSpace += updatedMainSize - basis

            let marginMain = marginForAxis(child, mainAxis, widthSize: availableInnerWidth)
            let marginCross = marginForAxis(child, crossAxis, widthSize: availableInnerWidth)
            var childCrossSize: Float
            var childMainSize = updatedMainSize + marginMain
            var childCrossMode: MeasureMode
            var childMainMode = MeasureMode.exactly
            let ratio = nodes[child].style.aspectRatio
            let autoCrossMargins = leadingMarginValue(child, crossAxis).isAuto || trailingMarginValue(child, crossAxis).isAuto
            if !ratio.isNaN {
                childCrossSize = isMainAxisRow ? (childMainSize - marginMain) / ratio : (childMainSize - marginMain) * ratio
                childCrossMode = .exactly
                childCrossSize += marginCross
            } else if !availableInnerCrossDim.isNaN && !isStyleDimensionDefined(child, crossAxis, ownerSize: availableInnerCrossDim)
                && crossMode == .exactly && !(wraps && flexBasisOverflows) && alignItem(node, child) == .stretch && !autoCrossMargins {
                childCrossSize = availableInnerCrossDim
                childCrossMode = .exactly
            } else if !isStyleDimensionDefined(child, crossAxis, ownerSize: availableInnerCrossDim) {
                childCrossSize = availableInnerCrossDim
                childCrossMode = childCrossSize.isNaN ? .undefined : .atMost
            } else {
                childCrossSize = nodes[child].resolvedDimensions[crossAxis.dimension].resolve(availableInnerCrossDim) + marginCross
                let loosePercentage = nodes[child].resolvedDimensions[crossAxis.dimension].isPercent && crossMode != .exactly
                childCrossMode = childCrossSize.isNaN || loosePercentage ? .undefined : .exactly
            }
            constrainMaxSize(child, mainAxis, ownerAxisSize: availableInnerMainDim, ownerWidth: availableInnerWidth, mode: &childMainMode, size: &childMainSize)
            constrainMaxSize(child, crossAxis, ownerAxisSize: availableInnerCrossDim, ownerWidth: availableInnerWidth, mode: &childCrossMode, size: &childCrossSize)
            // Stretched items are laid out again once the line's cross size is known.
            let requiresStretchLayout = !isStyleDimensionDefined(child, crossAxis, ownerSize: availableInnerCrossDim)
                && alignItem(node, child) == .stretch && !autoCrossMargins
            layoutNode(
                child, availableWidth: isMainAxisRow ? childMainSize : childCrossSize,
                availableHeight: isMainAxisRow ? childCrossSize : childMainSize, ownerDirection: nodes[node].layout.direction,
                widthMode: isMainAxisRow ? childMainMode : childCrossMode, heightMode: isMainAxisRow ? childCrossMode : childMainMode,
                ownerWidth: availableInnerWidth, ownerHeight: availableInnerHeight, performLayout: performLayout && !requiresStretchLayout)
            nodes[node].layout.hadOverflow = nodes[node].layout.hadOverflow || nodes[child].layout.hadOverflow
        }
        return deltaFreeSpace
    }

    /// Step 5: the two passes (Yoga's simplification of the spec's loop that freezes items
    /// until none violates its min or max).
    mutating func resolveFlexibleLength(
        _ line: inout FlexLine, node: Int, mainAxis: FlexDirection, crossAxis: FlexDirection, mainAxisOwnerSize: Float,
        availableInnerMainDim: Float, availableInnerCrossDim: Float, availableInnerWidth: Float, availableInnerHeight: Float,
        flexBasisOverflows: Bool, crossMode: MeasureMode, performLayout: Bool
    ) {
        let originalFreeSpace = line.remainingFreeSpace
        distributeFreeSpaceFirstPass(
            &line, mainAxis: mainAxis, mainAxisOwnerSize: mainAxisOwnerSize, availableInnerMainDim: availableInnerMainDim,
            availableInnerWidth: availableInnerWidth)
        let distributed = distributeFreeSpaceSecondPass(
            &line, node: node, mainAxis: mainAxis, crossAxis: crossAxis, mainAxisOwnerSize: mainAxisOwnerSize,
            availableInnerMainDim: availableInnerMainDim, availableInnerCrossDim: availableInnerCrossDim,
            availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight, flexBasisOverflows: flexBasisOverflows,
            crossMode: crossMode, performLayout: performLayout)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// Step 6: positions on the main axis by `justify-content` (or auto margins), and the
    /// line's size on both axes (baseline alignment: the largest ascent plus descent).
    mutating func justifyMainAxis(
        _ line: inout FlexLine, node: Int, start: Int, mainAxis: FlexDirection, crossAxis: FlexDirection, mainMode: MeasureMode,
        crossMode: MeasureMode, mainAxisOwnerSize: Float, ownerWidth: Float, availableInnerMainDim: Float, availableInnerCrossDim: Float,
        availableInnerWidth: Float, performLayout: Bool
    ) {
        let nodeStyle = nodes[node].style
        let leadingPaddingAndBorderMain = leadingPaddingAndBorder(node, mainAxis, widthSize: ownerWidth)
        let trailingPaddingAndBorderMain = trailingPaddingAndBorder(node, mainAxis, widthSize: ownerWidth)
        // Sized "at most": no free space, unless a min size asks for more.
        if mainMode == .atMost && line.remainingFreeSpace > 0 {
            let minMain = nodeStyle.minDimensions[mainAxis.dimension]
            if !minMain.isUndefined && !minMain.resolve(mainAxisOwnerSize).isNaN {
                let minAvailableMainDim = minMain.resolve(mainAxisOwnerSize) - leadingPaddingAndBorderMain - trailingPaddingAndBorderMain
                let occupied = availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = floatMax(0, minAvailableMainDim - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }
        let children = nodes[node].children
        var autoMargins = 0
        for index in start..<line.endOfLineIndex where nodes[children[index]].style.positionType == .relative {
            if leadingMarginValue(children[index], mainAxis).isAuto { autoMargins += 1 }
            if trailingMarginValue(children[index], mainAxis).isAuto { autoMargins += 1 }
        }
        var leadingMainDim: Float = 0, betweenMainDim: Float = 0
        if autoMargins == 0 {
            let free = line.remainingFreeSpace
            let items = Float(line.itemsOnLine)
            switch nodeStyle.justifyContent {
            case .center: leadingMainDim = free / 2
            case .flexEnd: leadingMainDim = free
            case .spaceBetween: betweenMainDim = line.itemsOnLine > 1 ? floatMax(free, 0) / (items - 1) : 0
            case .spaceEvenly:
                betweenMainDim = free / (items + 1)
                leadingMainDim = betweenMainDim
            case .spaceAround:
                betweenMainDim = free / items
                leadingMainDim = betweenMainDim / 2
            case .flexStart: break
            }
        }
        line.mainDim = leadingPaddingAndBorderMain + leadingMainDim
        line.crossDim = 0
        var maxAscent: Float = 0, maxDescent: Float = 0
        let baselineLayout = isBaselineLayout(node)
        for index in start..<line.endOfLineIndex {
            let child = children[index]
            let childStyle = nodes[child].style
            let childLayout = nodes[child].layout
            if childStyle.isDisplayNone { continue }
            if childStyle.positionType == .absolute && isLeadingPositionDefined(child, mainAxis) {
                if performLayout {
                    placeAbsoluteChildByOffset(
                        node, child: child, axis: mainAxis, axisSize: availableInnerMainDim, widthSize: availableInnerWidth)
                }
            } else if childStyle.positionType == .relative {
                if leadingMarginValue(child, mainAxis).isAuto { line.mainDim += line.remainingFreeSpace / Float(autoMargins) }
                if performLayout {
                    setLayoutPosition(child, childLayout.position[mainAxis.leadingEdge.rawValue] + line.mainDim, mainAxis.leadingEdge)
                }
                if trailingMarginValue(child, mainAxis).isAuto { line.mainDim += line.remainingFreeSpace / Float(autoMargins) }
                if !performLayout && crossMode == .exactly {
                    // The flex step was skipped: sizes are the bases.
                    line.mainDim += betweenMainDim + marginForAxis(child, mainAxis, widthSize: availableInnerWidth) + childLayout.computedFlexBasis
                    line.crossDim = availableInnerCrossDim
                } else {
                    line.mainDim += betweenMainDim + dimensionWithMargin(child, mainAxis, widthSize: availableInnerWidth)
                    if baselineLayout {
                        let (ascent, descent) = ascentAndDescent(child, widthSize: availableInnerWidth)
                        maxAscent = floatMax(maxAscent, ascent)
                        maxDescent = floatMax(maxDescent, descent)
                    } else {
                        line.crossDim = floatMax(line.crossDim, dimensionWithMargin(child, crossAxis, widthSize: availableInnerWidth))
                    }
                }
            } else if performLayout {
                setLayoutPosition(
                    child, childLayout.position[mainAxis.leadingEdge.rawValue] + leadingBorder(node, mainAxis) + leadingMainDim,
                    mainAxis.leadingEdge)
            }
        }
        line.mainDim += trailingPaddingAndBorderMain
        if baselineLayout { line.crossDim = maxAscent + maxDescent }
    }

    /// An absolute child with a leading offset goes where the offset says (inside the border,
    /// after its margin).
    mutating func placeAbsoluteChildByOffset(_ node: Int, child: Int, axis: FlexDirection, axisSize: Float, widthSize: Float) {
        setLayoutPosition(
            child, leadingPosition(child, axis, axisSize: axisSize) + leadingBorder(node, axis) + leadingMargin(child, axis, widthSize: widthSize),
            axis.leadingEdge)
    }

    /// A child's height above its baseline and below it, margins included.
    func ascentAndDescent(_ child: Int, widthSize: Float) -> (ascent: Float, descent: Float) {
        let ascent = baseline(child) + leadingMargin(child, .column, widthSize: widthSize)
        return (ascent, measuredDimension(child, .column) + marginForAxis(child, .column, widthSize: widthSize) - ascent)
    }

    /// A row whose items (or some item) align on their baselines.
    func isBaselineLayout(_ node: Int) -> Bool {
        if nodes[node].style.flexDirection.isColumn { return false }
        if nodes[node].style.alignItems == .baseline { return true }
        return nodes[node].children.contains { nodes[$0].style.positionType == .relative && nodes[$0].style.alignSelf == .baseline }
    }

    /// The baseline of a laid-out node: that of its first child on the first line that aligns
    /// by baseline (else its first child in flow), down to a leaf, whose baseline is its
    /// bottom (YogaKit gives views no baseline function).
    func baseline(_ node: Int) -> Float {
        var baselineChild: Int?
        for child in nodes[node].children {
            if nodes[child].lineIndex > 0 { break }
            if nodes[child].style.positionType == .absolute { continue }
            if alignItem(node, child) == .baseline {
                baselineChild = child
                break
            }
            if baselineChild == nil { baselineChild = child }
        }
        guard let baselineChild else { return measuredDimension(node, .column) }
        return baseline(baselineChild) + layoutPosition(baselineChild, .top)
    }
}
