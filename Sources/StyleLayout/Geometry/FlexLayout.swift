import StyleSemantics

/// The InterfaCSS 2 flexbox properties of one view, with Yoga 1.14's defaults (boxlayout.md §2):
/// column direction, `align-items: stretch`, `flex-shrink: 0`, `position: relative`.
struct FlexStyle {
    enum Direction: String { case column, columnReverse = "column-reverse", row, rowReverse = "row-reverse" }
    enum Justify: String { case flexStart = "flex-start", center, flexEnd = "flex-end", spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly" }
    enum Align: String { case auto, flexStart = "flex-start", center, flexEnd = "flex-end", stretch, baseline, spaceBetween = "space-between", spaceAround = "space-around" }

    var direction = Direction.column
    var justify = Justify.flexStart
    var alignItems = Align.stretch
    var alignSelf = Align.auto
    var grow = 0.0
    var shrink = 0.0
    var basis: RelativeNumber?
    var width: RelativeNumber?, height: RelativeNumber?
    var minWidth: RelativeNumber?, minHeight: RelativeNumber?
    var maxWidth: RelativeNumber?, maxHeight: RelativeNumber?
    /// left, top, right, bottom
    var margin: [RelativeNumber?] = [nil, nil, nil, nil]
    var padding: [RelativeNumber?] = [nil, nil, nil, nil]
    var border: [Double] = [0, 0, 0, 0]
    var isAbsolute = false
    var offsets: [RelativeNumber?] = [nil, nil, nil, nil]
    var isHidden = false
    var aspectRatio: Double?

    init(_ values: [String: StyleValue]) {
        func word(_ name: String) -> String? {
            if case .enumValue(let value)? = values[name] { return value.lowercased() }
            return nil
        }
        func number(_ name: String) -> Double? {
            if case .number(let value)? = values[name] { return value }
            return nil
        }
        func relative(_ name: String) -> RelativeNumber? {
            switch values[name] {
            case .relativeNumber(let value)?: return value
            case .number(let value)?: return .points(value)
            default: return nil
            }
        }
        direction = word("flexdirection").flatMap(Direction.init(rawValue:)) ?? .column
        justify = word("justifycontent").flatMap(Justify.init(rawValue:)) ?? .flexStart
        alignItems = word("alignitems").flatMap(Align.init(rawValue:)) ?? .stretch
        alignSelf = word("alignself").flatMap(Align.init(rawValue:)) ?? .auto
        grow = number("flexgrow") ?? 0
        shrink = number("flexshrink") ?? 0
        basis = relative("flexbasis").flatMap { $0 == .auto ? nil : $0 }
        width = relative("flexwidth").flatMap { $0 == .auto ? nil : $0 }
        height = relative("flexheight").flatMap { $0 == .auto ? nil : $0 }
        minWidth = relative("flexminwidth")
        minHeight = relative("flexminheight")
        maxWidth = relative("flexmaxwidth")
        maxHeight = relative("flexmaxheight")
        isAbsolute = word("position") == "absolute"
        isHidden = word("display") == "none"
        aspectRatio = number("flexaspectratio")
        // An edge's own property beats horizontal/vertical, which beat the shorthand; start and
        // end are left and right (left-to-right layout).
        func edges(_ prefix: String) -> [RelativeNumber?] {
            let all = relative(prefix)
            let horizontal = relative(prefix + "horizontal") ?? all
            let vertical = relative(prefix + "vertical") ?? all
            return [
                relative(prefix + "left") ?? relative(prefix + "start") ?? horizontal,
                relative(prefix + "top") ?? vertical,
                relative(prefix + "right") ?? relative(prefix + "end") ?? horizontal,
                relative(prefix + "bottom") ?? vertical,
            ]
        }
        margin = edges("margin")
        padding = edges("padding")
        offsets = [
            relative("flexleft") ?? relative("flexstart"), relative("flextop"),
            relative("flexright") ?? relative("flexend"), relative("flexbottom"),
        ]
        border = [
            number("borderleft") ?? number("borderstart") ?? 0, number("bordertop") ?? 0,
            number("borderright") ?? number("borderend") ?? 0, number("borderbottom") ?? 0,
        ]
    }

    var isRow: Bool { direction == .row || direction == .rowReverse }
    var isReversed: Bool { direction == .rowReverse || direction == .columnReverse }
}

/// Flexbox layout as Yoga 1.14 computes it, for one line (no wrapping): flex basis from
/// `flex-basis`, the size or the content; free space shared by `flex-grow` or taken back by
/// `flex-shrink` (weighted by the basis); `justify-content` on the main axis, `align-items` /
/// `align-self` (stretch by default) on the cross axis; margins, paddings, borders, min/max,
/// percentages of the parent's inner size, aspect ratio, and absolutely positioned children
/// placed by their offsets. Frames are written in each parent's coordinates.
struct FlexLayout {
    let tree: ViewTree
    let styles: [FlexStyle]
    /// Content size of a leaf (labels, buttons) for a proposal; nil when it has none.
    let measure: (Int, Size) -> Size?
    /// Whether a view takes part (its parent lays it out with flexbox).
    let isFlexNode: (Int) -> Bool

    /// Lays out the children of `node`, a view of `size`, recursively.
    func layout(_ node: Int, size: Size, frames: inout [Rect]) {
        _ = arrange(node, width: size.width, height: size.height, ownerWidth: size.width, frames: &frames, measuring: false)
    }

    private func resolve(_ value: RelativeNumber?, _ whole: Double?) -> Double? {
        switch value {
        case .points(let points)?: return points
        case .percent(let percent)?: return whole.map { $0 * percent / 100 }
        case .auto?, nil: return nil
        }
    }

    private func clamp(_ value: Double, min: Double?, max: Double?) -> Double {
        var result = value
        if let max { result = Swift.min(result, max) }
        if let min { result = Swift.max(result, min) }
        return result
    }

    /// Sizes `node` (width/height nil: from its content) and, unless `measuring`, places its
    /// children. Returns the node's size.
    private func arrange(_ node: Int, width: Double?, height: Double?, ownerWidth: Double?, frames: inout [Rect], measuring: Bool) -> Size {
        let style = styles[node]
        let padding = style.padding.map { resolve($0, ownerWidth) ?? 0 }
        let insets = (0..<4).map { padding[$0] + style.border[$0] }  // left, top, right, bottom
        let children = tree.nodes[node].children.filter { isFlexNode($0) && !styles[$0].isHidden }
        let flowing = children.filter { !styles[$0].isAbsolute }
        let row = style.isRow
        let innerWidth = width.map { max(0, $0 - insets[0] - insets[2]) }
        let innerHeight = height.map { max(0, $0 - insets[1] - insets[3]) }
        let innerMain = row ? innerWidth : innerHeight
        let innerCross = row ? innerHeight : innerWidth
        let leadMain = row ? insets[0] : insets[1], trailMain = row ? insets[2] : insets[3]
        let leadCross = row ? insets[1] : insets[0], trailCross = row ? insets[3] : insets[2]

        // A leaf with content measures itself.
        if flowing.isEmpty && children.isEmpty {
            let content = measure(node, Size(width: innerWidth ?? 0, height: innerHeight ?? 0)) ?? .zero
            return Size(width: width ?? content.width + insets[0] + insets[2], height: height ?? content.height + insets[1] + insets[3])
        }

        struct Item {
            var node: Int
            var main = 0.0, cross = 0.0
            var marginLead = 0.0, marginTrail = 0.0, crossLead = 0.0, crossTrail = 0.0
            var minMain: Double?, maxMain: Double?, minCross: Double?, maxCross: Double?
            var crossDefinite = false
        }
        var items: [Item] = []
        for child in flowing {
            let childStyle = styles[child]
            let margins = childStyle.margin.map { resolve($0, innerWidth) ?? 0 }
            var item = Item(node: child)
            item.marginLead = row ? margins[0] : margins[1]
            item.marginTrail = row ? margins[2] : margins[3]
            item.crossLead = row ? margins[1] : margins[0]
            item.crossTrail = row ? margins[3] : margins[2]
            let explicitWidth = resolve(childStyle.width, innerWidth), explicitHeight = resolve(childStyle.height, innerHeight)
            let explicitMain = row ? explicitWidth : explicitHeight
            let explicitCross = row ? explicitHeight : explicitWidth
            item.minMain = resolve(row ? childStyle.minWidth : childStyle.minHeight, innerMain)
            item.maxMain = resolve(row ? childStyle.maxWidth : childStyle.maxHeight, innerMain)
            item.minCross = resolve(row ? childStyle.minHeight : childStyle.minWidth, innerCross)
            item.maxCross = resolve(row ? childStyle.maxHeight : childStyle.maxWidth, innerCross)
            var basis: Double
            if let value = resolve(childStyle.basis, innerMain) {
                basis = value
            } else if let explicitMain {
                basis = explicitMain
            } else {
                // The content's size, given the cross size when it is known (wrapped text).
                let stretched = (childStyle.alignSelf == .auto ? style.alignItems : childStyle.alignSelf) == .stretch
                let crossHint = explicitCross ?? (stretched ? innerCross.map { $0 - item.crossLead - item.crossTrail } : nil)
                let measured = arrange(
                    child, width: row ? nil : crossHint, height: row ? crossHint : nil, ownerWidth: innerWidth, frames: &frames, measuring: true)
                basis = row ? measured.width : measured.height
                if let ratio = childStyle.aspectRatio, ratio > 0, let crossHint {
                    basis = row ? crossHint * ratio : crossHint / ratio
                }
            }
            item.main = clamp(basis, min: item.minMain, max: item.maxMain)
            if let explicitCross {
                item.cross = explicitCross
                item.crossDefinite = true
            } else if let ratio = childStyle.aspectRatio, ratio > 0 {
                item.cross = row ? item.main / ratio : item.main * ratio
                item.crossDefinite = true
            }
            items.append(item)
        }

        // Share the free space on the main axis.
        let used = items.reduce(0) { $0 + $1.main + $1.marginLead + $1.marginTrail }
        if let innerMain {
            let free = innerMain - used
            if free > 0 {
                let totalGrow = items.reduce(0) { $0 + styles[$1.node].grow }
                if totalGrow > 0 {
                    for index in items.indices {
                        let share = free * styles[items[index].node].grow / totalGrow
                        items[index].main = clamp(items[index].main + share, min: items[index].minMain, max: items[index].maxMain)
                    }
                }
            } else if free < 0 {
                let totalShrink = items.reduce(0) { $0 + styles[$1.node].shrink * $1.main }
                if totalShrink > 0 {
                    for index in items.indices {
                        let share = -free * styles[items[index].node].shrink * items[index].main / totalShrink
                        items[index].main = clamp(max(0, items[index].main - share), min: items[index].minMain, max: items[index].maxMain)
                    }
                }
            }
        }

        // Cross sizes: explicit, stretched, or the content's for the final main size.
        func alignment(_ item: Item) -> FlexStyle.Align {
            let own = styles[item.node].alignSelf
            return own == .auto ? style.alignItems : own
        }
        for index in items.indices where !items[index].crossDefinite {
            if alignment(items[index]) == .stretch, let innerCross {
                items[index].cross = innerCross - items[index].crossLead - items[index].crossTrail
            } else {
                let main = items[index].main
                let measured = arrange(
                    items[index].node, width: row ? main : nil, height: row ? nil : main, ownerWidth: innerWidth, frames: &frames, measuring: true)
                items[index].cross = row ? measured.height : measured.width
            }
            items[index].cross = clamp(items[index].cross, min: items[index].minCross, max: items[index].maxCross)
        }
        let contentMain = items.reduce(0) { $0 + $1.main + $1.marginLead + $1.marginTrail }
        let contentCross = items.map { $0.cross + $0.crossLead + $0.crossTrail }.max() ?? 0
        let finalInnerMain = innerMain ?? contentMain
        let finalInnerCross = innerCross ?? contentCross
        // With the container's cross size now known, stretch the items that had none.
        if innerCross == nil {
            for index in items.indices where !items[index].crossDefinite && alignment(items[index]) == .stretch {
                items[index].cross = clamp(
                    finalInnerCross - items[index].crossLead - items[index].crossTrail, min: items[index].minCross, max: items[index].maxCross)
            }
        }
        let size = row
            ? Size(width: width ?? finalInnerMain + leadMain + trailMain, height: height ?? finalInnerCross + leadCross + trailCross)
            : Size(width: width ?? finalInnerCross + leadCross + trailCross, height: height ?? finalInnerMain + leadMain + trailMain)
        guard !measuring else { return size }

        // Main axis: justify-content.
        let remaining = finalInnerMain - contentMain
        var offset = 0.0, between = 0.0
        let count = Double(items.count)
        switch style.justify {
        case .flexStart: break
        case .center: offset = remaining / 2
        case .flexEnd: offset = remaining
        case .spaceBetween: between = items.count > 1 ? max(remaining, 0) / (count - 1) : 0
        case .spaceAround:
            between = max(remaining, 0) / count
            offset = between / 2
        case .spaceEvenly:
            between = max(remaining, 0) / (count + 1)
            offset = between
        }
        let mainSize = row ? size.width : size.height
        var position = leadMain + offset
        for item in items {
            position += item.marginLead
            // Reversed directions run from the far edge.
            let mainOrigin = style.isReversed ? mainSize - position - item.main : position
            var crossOrigin = leadCross + item.crossLead
            switch alignment(item) {
            case .center: crossOrigin = leadCross + (finalInnerCross - item.cross - item.crossLead - item.crossTrail) / 2 + item.crossLead
            case .flexEnd: crossOrigin = leadCross + finalInnerCross - item.cross - item.crossTrail
            default: break
            }
            frames[item.node] = row
                ? Rect(x: mainOrigin, y: crossOrigin, width: item.main, height: item.cross)
                : Rect(x: crossOrigin, y: mainOrigin, width: item.cross, height: item.main)
            position += item.main + item.marginTrail + between
        }

        // Absolutely positioned children: by their offsets from the padding box.
        for child in children where styles[child].isAbsolute {
            let childStyle = styles[child]
            let margins = childStyle.margin.map { resolve($0, size.width) ?? 0 }
            let offsets = [
                resolve(childStyle.offsets[0], size.width), resolve(childStyle.offsets[1], size.height),
                resolve(childStyle.offsets[2], size.width), resolve(childStyle.offsets[3], size.height),
            ]
            var childWidth = resolve(childStyle.width, size.width)
            var childHeight = resolve(childStyle.height, size.height)
            if childWidth == nil, let left = offsets[0], let right = offsets[2] {
                childWidth = size.width - style.border[0] - style.border[2] - left - right - margins[0] - margins[2]
            }
            if childHeight == nil, let top = offsets[1], let bottom = offsets[3] {
                childHeight = size.height - style.border[1] - style.border[3] - top - bottom - margins[1] - margins[3]
            }
            let measured = arrange(child, width: childWidth, height: childHeight, ownerWidth: size.width, frames: &frames, measuring: true)
            let w = clamp(measured.width, min: resolve(childStyle.minWidth, size.width), max: resolve(childStyle.maxWidth, size.width))
            let h = clamp(measured.height, min: resolve(childStyle.minHeight, size.height), max: resolve(childStyle.maxHeight, size.height))
            var x = insets[0] + margins[0], y = insets[1] + margins[1]
            if let left = offsets[0] {
                x = style.border[0] + left + margins[0]
            } else if let right = offsets[2] {
                x = size.width - style.border[2] - right - w - margins[2]
            }
            if let top = offsets[1] {
                y = style.border[1] + top + margins[1]
            } else if let bottom = offsets[3] {
                y = size.height - style.border[3] - bottom - h - margins[3]
            }
            frames[child] = Rect(x: x, y: y, width: w, height: h)
        }

        // Then each child's own children, in its final size.
        for child in children {
            _ = arrange(child, width: frames[child].width, height: frames[child].height, ownerWidth: size.width, frames: &frames, measuring: false)
        }
        return size
    }
}
