import StyleSemantics

/// ISSLayout (`layout:`, InterfaCSS 1.x), resolved as layout.md §2–3 describe: views with a
/// layout are resolved in passes over the whole tree, each once everything it refers to is
/// resolved; views that refer to each other, or to an id no view has, stay unresolved and keep
/// their frames.
struct ISSLayoutSolver {
    let tree: ViewTree
    let styles: [ComputedStyle]
    let screen: Screen
    /// UIKit's `intrinsicContentSize` (nil on a side without one), text of several lines
    /// wrapped at the given width.
    let intrinsicSize: (Int, Double) -> (width: Double?, height: Double?)
    /// UIKit's `sizeThatFits` for a proposal, given the view's current frame (`sizeToFit`).
    let sizeThatFits: (Int, Size, Rect) -> Size

    /// UIKit's default `layoutMargins`.
    static let margin = 8.0

    enum Failure: Equatable {
        /// Refers to an id no view has.
        case unknownReference(String)
        /// Part of a cycle of references, or waiting on one.
        case cycle(through: [Int])
    }

    /// Lays out every view with a layout; returns the ones that could not be resolved.
    func solve(_ frames: inout [Rect]) -> [(node: Int, failure: Failure)] {
        var ids: [String: Int] = [:]
        for (index, node) in tree.nodes.enumerated() {
            if let id = node.id, ids[id] == nil { ids[id] = index }
        }
        var resolved = Set(tree.nodes.indices.filter { styles[$0].layout == nil && tree.nodes[$0].id != nil })
        var queue = tree.nodes.indices.filter { styles[$0].layout != nil }
        var progress = true
        while progress && !queue.isEmpty {
            progress = false
            queue.removeAll { node in
                guard let frame = resolve(node, frames: frames, ids: ids, resolved: resolved) else { return false }
                frames[node] = frame
                resolved.insert(node)
                progress = true
                return true
            }
        }
        return queue.map { node in
            if let unknown = references(of: node).first(where: { ids[$0] == nil }) { return (node, .unknownReference(unknown)) }
            return (node, .cycle(through: cycle(from: node, ids: ids, unresolved: Set(queue))))
        }
    }

    /// The element ids a view's layout refers to.
    func references(of node: Int) -> [String] {
        (styles[node].layout?.terms ?? []).compactMap { term in
            if case .element(let id)? = term.expression.reference { return id }
            return nil
        }
    }

    /// The unresolved views reached by following references from `node` until one repeats.
    private func cycle(from node: Int, ids: [String: Int], unresolved: Set<Int>) -> [Int] {
        var path: [Int] = [node]
        var current = node
        while let next = references(of: current).compactMap({ ids[$0] }).first(where: { unresolved.contains($0) }) {
            if let start = path.firstIndex(of: next) { return Array(path[start...]) }
            path.append(next)
            current = next
        }
        return path
    }

    /// The frame a layout gives, or nil while a referenced view is unresolved.
    private func resolve(_ node: Int, frames: [Rect], ids: [String: Int], resolved: Set<Int>) -> Rect? {
        guard let layout = styles[node].layout else { return nil }
        let parent = tree.nodes[node].parent
        let bounds = parent.map { Size(width: frames[$0].width, height: frames[$0].height) } ?? .zero
        // One term per target: a later one replaces an earlier one (InterfaCSS keeps them in a
        // dictionary by target).
        var seen: Set<LayoutAttribute> = []
        let terms = layout.terms.reversed().filter { seen.insert($0.target).inserted }.reversed() as [LayoutTerm]
        func has(_ targets: LayoutAttribute...) -> Bool { terms.contains { targets.contains($0.target) } }
        func value(_ term: LayoutTerm) -> Double? {
            evaluate(term, node: node, parent: parent, bounds: bounds, frames: frames, ids: ids, resolved: resolved)
        }

        var rect = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        var autoWidth = true, autoHeight = true
        // The intrinsic size is not used on an axis whose two edges are both given.
        let intrinsic = intrinsicSize(node, 0)
        if let term = terms.first(where: { $0.target == .width }) {
            guard let width = value(term) else { return nil }
            rect.width = width
            autoWidth = false
        } else if !(has(.left, .leftMargin) && has(.right, .rightMargin)), let width = intrinsic.width {
            rect.width = width
            autoWidth = false
        }
        if let term = terms.first(where: { $0.target == .height }) {
            guard let height = value(term) else { return nil }
            rect.height = height
            autoHeight = false
        } else if !(has(.top, .topMargin) && has(.bottom, .bottomMargin)), intrinsic.height != nil {
            // Text of several lines wraps at the width it gets.
            rect.height = intrinsicSize(node, rect.width).height ?? 0
            autoHeight = false
        }
        if layout.sizeToFit {
            // Unlike a sizeToFit frame, any smaller answer counts, 0 included.
            let fitted = sizeThatFits(node, Size(width: rect.width, height: rect.height), frames[node])
            if fitted.width < rect.width { rect.width = fitted.width }
            if fitted.height < rect.height { rect.height = fitted.height }
        }
        let margin = ISSLayoutSolver.margin
        var centers: [(LayoutAttribute, Double)] = []
        for term in terms where term.target != .width && term.target != .height {
            guard let v = value(term) else { return nil }
            switch term.target {
            case .left, .leftMargin:
                rect.x += v - (term.target == .leftMargin ? margin : 0)
                if autoWidth { rect.width -= v }
            case .top, .topMargin:
                rect.y += v - (term.target == .topMargin ? margin : 0)
                if autoHeight { rect.height -= v }
            case .right, .rightMargin:
                let extra = term.target == .rightMargin ? margin : 0
                if autoWidth { rect.width -= bounds.width - v - extra } else { rect.x += v - rect.width + extra }
            case .bottom, .bottomMargin:
                let extra = term.target == .bottomMargin ? margin : 0
                if autoHeight { rect.height -= bounds.height - v - extra } else { rect.y += v - rect.height + extra }
            case .centerX, .centerY:
                centers.append((term.target, v))
            case .width, .height:
                break
            }
        }
        // Centres place the final size, whatever order the terms came in.
        for (target, v) in centers {
            if target == .centerX { rect.x = v - rect.width / 2 } else { rect.y = v - rect.height / 2 }
        }
        return rect
    }

    /// A margin attribute reaches the layout margin only when written out (`parent.topMargin`):
    /// left implicit, or with a percentage, it reads the plain edge (InterfaCSS 1.x checks the
    /// attribute as written, not the one it falls back to), while the target still subtracts
    /// the view's own margin. `topMargin(parent)` so ends up 8 pt above the parent's top.
    static func readsPlainEdge(_ term: LayoutTerm) -> Bool {
        let expression = term.expression
        guard expression.reference != nil, expression.reference != .guide else { return false }
        let written = expression.isPercentage ? nil : expression.attribute
        return written == nil && term.target.isMargin
    }

    private func evaluate(
        _ term: LayoutTerm, node: Int, parent: Int?, bounds: Size, frames: [Rect], ids: [String: Int], resolved: Set<Int>
    ) -> Double? {
        let expression = term.expression
        guard let reference = expression.reference else { return expression.constant }
        let reach: Double
        switch reference {
        case .parent:
            var attribute = expression.attribute ?? term.target
            if ISSLayoutSolver.readsPlainEdge(term) { attribute = attribute.plainEdge }
            reach = ISSLayoutSolver.attribute(attribute, of: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
        case .guide:
            // The screen between the layout guides (the status bar and the home indicator), in
            // the superview's coordinates.
            let origin = parent.map { absoluteOrigin($0, frames: frames) } ?? (x: 0.0, y: 0.0)
            let top = screen.statusBarHeight
            let area = Rect(x: -origin.x, y: top - origin.y, width: screen.width, height: screen.height - top - screen.homeIndicatorHeight)
            switch expression.guideWord?.lowercased() {
            case "bottom": reach = area.maxY
            case "center": reach = area.y + area.height / 2
            default: reach = area.y
            }
        case .element(let id):
            guard let other = ids[id], resolved.contains(other) || other == node else { return nil }
            // The other view's frame in this view's superview coordinates.
            let otherOrigin = tree.nodes[other].parent.map { absoluteOrigin($0, frames: frames) } ?? (x: 0.0, y: 0.0)
            let ownOrigin = parent.map { absoluteOrigin($0, frames: frames) } ?? (x: 0.0, y: 0.0)
            var rect = frames[other]
            rect.x += otherOrigin.x - ownOrigin.x
            rect.y += otherOrigin.y - ownOrigin.y
            // Left out, the attribute is the opposite edge (`left(button)`: right of it), else the same.
            let edges: [LayoutAttribute] = [.left, .right, .top, .bottom]
            var attribute = expression.attribute ?? (edges.contains(term.target) ? term.target.opposite : term.target)
            if ISSLayoutSolver.readsPlainEdge(term) { attribute = attribute.plainEdge }
            reach = ISSLayoutSolver.attribute(attribute, of: rect)
        }
        return expression.multiplier * reach + expression.constant
    }

    /// The origin of `node`'s bounds in the root's coordinates.
    func absoluteOrigin(_ node: Int, frames: [Rect]) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        var current: Int? = node
        while let index = current, tree.nodes[index].parent != nil {
            x += frames[index].x
            y += frames[index].y
            current = tree.nodes[index].parent
        }
        return (x, y)
    }

    /// R(attr) of layout.md: an edge, the centre or a dimension of `rect`; margin attributes
    /// inset it by the default layout margins.
    static func attribute(_ attribute: LayoutAttribute, of rect: Rect) -> Double {
        switch attribute {
        case .width: return rect.width
        case .height: return rect.height
        case .left: return rect.x
        case .right: return rect.maxX
        case .top: return rect.y
        case .bottom: return rect.maxY
        case .centerX: return rect.x + rect.width / 2
        case .centerY: return rect.y + rect.height / 2
        case .leftMargin: return rect.x + margin
        case .rightMargin: return rect.maxX - margin
        case .topMargin: return rect.y + margin
        case .bottomMargin: return rect.maxY - margin
        }
    }
}

extension LayoutAttribute {
    var isMargin: Bool { [.leftMargin, .rightMargin, .topMargin, .bottomMargin].contains(self) }

    /// The edge a margin attribute is inset from (`topMargin` → `top`).
    var plainEdge: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        default: return self
        }
    }
}
