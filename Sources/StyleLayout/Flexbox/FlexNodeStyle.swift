/// A flexbox length as Yoga stores it: points, a percentage of the owner's size, `auto`, or
/// not set.
enum FlexValue: Equatable, Sendable {
    case undefined
    case points(Float)
    case percent(Float)
    case auto

    /// Points as they are, a percentage of `ownerSize` (computed as Yoga computes it, in
    /// single precision), anything else undefined (NaN).
    func resolve(_ ownerSize: Float) -> Float {
        switch self {
        case .points(let value): return value
        case .percent(let value): return value * ownerSize * 0.01
        case .undefined, .auto: return .nan
        }
    }

    var isUndefined: Bool { self == .undefined }
    var isAuto: Bool { self == .auto }
    var isPercent: Bool { if case .percent = self { return true } else { return false } }

    /// Yoga's `YGValueEqual`: same unit and values within 0.0001.
    func isEqualAsValue(_ other: FlexValue) -> Bool {
        switch (self, other) {
        case (.undefined, .undefined), (.auto, .auto): return true
        case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)):
            return (a.isNaN && b.isNaN) || abs(a - b) < 0.0001
        default: return false
        }
    }
}

/// The edges a flexbox value can be set for, in Yoga's order: the four sides, the two
/// writing-direction sides, the two axes and all.
enum FlexEdge: Int, CaseIterable, Sendable {
    case left, top, right, bottom, start, end, horizontal, vertical, all
}

/// A main or cross axis, in Yoga's order (its tables of leading and trailing edges are
/// indexed by it).
enum FlexDirection: Int, Sendable {
    case column, columnReverse, row, rowReverse

    var isRow: Bool { self == .row || self == .rowReverse }
    var isColumn: Bool { !isRow }
    /// The edge the axis starts at.
    var leadingEdge: FlexEdge { [.top, .bottom, .left, .right][rawValue] }
    var trailingEdge: FlexEdge { [.bottom, .top, .right, .left][rawValue] }
    /// 0 width, 1 height.
    var dimension: Int { isRow ? 0 : 1 }

    /// The direction a row takes in right-to-left layout (row and row-reverse swap).
    func resolved(_ direction: LayoutDirection) -> FlexDirection {
        guard direction == .rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        default: return self
        }
    }

    /// The cross axis of a main axis.
    func cross(_ direction: LayoutDirection) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }
}

/// `flex-layout-direction`.
enum LayoutDirection: Int, Sendable { case inherit, ltr, rtl }
enum FlexJustify: Sendable { case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly }
enum FlexAlign: Sendable { case auto, flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround }
enum FlexWrap: Sendable { case noWrap, wrap, wrapReverse }
enum FlexOverflow: Sendable { case visible, hidden, scroll }
enum FlexPositionType: Sendable { case relative, absolute }

/// Everything Yoga reads of a node's style, with Yoga's defaults: column direction, items
/// stretched, no grow or shrink, `auto` sizes and basis, nothing set on any edge.
struct FlexNodeStyle: Sendable {
    var direction = LayoutDirection.inherit
    var flexDirection = FlexDirection.column
    var justifyContent = FlexJustify.flexStart
    var alignContent = FlexAlign.flexStart
    var alignItems = FlexAlign.stretch
    var alignSelf = FlexAlign.auto
    var positionType = FlexPositionType.relative
    var flexWrap = FlexWrap.noWrap
    var overflow = FlexOverflow.visible
    var isDisplayNone = false
    /// NaN when not set.
    var flexGrow = Float.nan
    var flexShrink = Float.nan
    var flexBasis = FlexValue.auto
    /// By `FlexEdge`.
    var margin = FlexEdges<FlexValue>(repeating: .undefined)
    var position = FlexEdges<FlexValue>(repeating: .undefined)
    var padding = FlexEdges<FlexValue>(repeating: .undefined)
    var border = FlexEdges<FlexValue>(repeating: .undefined)
    /// Width and height.
    var dimensions: FlexPair<FlexValue> = [.auto, .auto]
    var minDimensions: FlexPair<FlexValue> = [.undefined, .undefined]
    var maxDimensions: FlexPair<FlexValue> = [.undefined, .undefined]
    /// NaN when not set.
    var aspectRatio = Float.nan

    /// The value for `edge`: its own, else the axis's, else all's; start and end fall back no
    /// further than the horizontal axis and all, and have no default (Yoga's
    /// `YGComputedEdgeValue`).
    static func computed(_ edges: FlexEdges<FlexValue>, _ edge: FlexEdge, default defaultValue: FlexValue) -> FlexValue {
        if !edges[edge.rawValue].isUndefined { return edges[edge.rawValue] }
        if (edge == .top || edge == .bottom) && !edges[FlexEdge.vertical.rawValue].isUndefined {
            return edges[FlexEdge.vertical.rawValue]
        }
        if [.left, .right, .start, .end].contains(edge) && !edges[FlexEdge.horizontal.rawValue].isUndefined {
            return edges[FlexEdge.horizontal.rawValue]
        }
        if !edges[FlexEdge.all.rawValue].isUndefined { return edges[FlexEdge.all.rawValue] }
        if edge == .start || edge == .end { return .undefined }
        return defaultValue
    }

    /// The size used for layout: the max size when min and max are equal, else the size.
    var resolvedDimensions: FlexPair<FlexValue> {
        func resolved(_ index: Int) -> FlexValue {
            !maxDimensions[index].isUndefined && maxDimensions[index].isEqualAsValue(minDimensions[index]) ? maxDimensions[index] : dimensions[index]
        }
        return FlexPair(resolved(0), resolved(1))
    }
}

/// A value per `FlexEdge`, stored inline (a node's style and layout are read millions of
/// times in deep layouts; arrays there cost a retain and a release on every read).
struct FlexEdges<Value: Sendable>: Sendable {
    private var left, top, right, bottom, start, end, horizontal, vertical, all: Value

    init(repeating value: Value) {
        (left, top, right, bottom, start, end, horizontal, vertical, all) = (value, value, value, value, value, value, value, value, value)
    }

    subscript(index: Int) -> Value {
        get {
            switch index {
            case 0: return left
            case 1: return top
            case 2: return right
            case 3: return bottom
            case 4: return start
            case 5: return end
            case 6: return horizontal
            case 7: return vertical
            default: return all
            }
        }
        set {
            switch index {
            case 0: left = newValue
            case 1: top = newValue
            case 2: right = newValue
            case 3: bottom = newValue
            case 4: start = newValue
            case 5: end = newValue
            case 6: horizontal = newValue
            case 7: vertical = newValue
            default: all = newValue
            }
        }
    }
}

/// A width and a height (index 0 and 1), stored inline.
struct FlexPair<Value: Sendable>: Sendable, ExpressibleByArrayLiteral {
    var width: Value
    var height: Value

    init(_ width: Value, _ height: Value) {
        self.width = width
        self.height = height
    }

    init(arrayLiteral elements: Value...) {
        self.init(elements[0], elements[1])
    }

    subscript(index: Int) -> Value {
        get { index == 0 ? width : height }
        set { if index == 0 { width = newValue } else { height = newValue } }
    }
}
