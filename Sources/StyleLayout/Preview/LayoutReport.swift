import StyleParser
import StyleSemantics

/// Turns computed frames into what the preview shows: the view tree, the drawing's input, the
/// legend, the diagnostics and the frames per declaration.
struct LayoutReport: Sendable {
    let tree: ViewTree
    let styles: [ComputedStyle]
    let frames: [Rect]
    let unresolved: [(node: Int, failure: ISSLayoutSolver.Failure)]
    /// Views of flexbox layouts the app stops on.
    let flexFailures: [Int: FlexFailure]
    /// Negative sizes InterfaCSS computes (drawn as 0), by view.
    let negativeSizes: [Int: Size]
    /// The stylesheet's `interfacss-quirk` hints, by position: those inside a declaration that
    /// places a view are repeated in its legend.
    let quirks: [Diagnostic]
    /// The views come from a view definition; otherwise they are inferred from the nesting of
    /// rulesets, and the app may well build other views in code.
    let fromViewDefinition: Bool
    /// `unresolved` by view.
    private let failures: [Int: ISSLayoutSolver.Failure]
    let screen: Screen

    init(tree: ViewTree, styles: [ComputedStyle], layout: LayoutEngine.Result, screen: Screen, quirks: [Diagnostic] = [], fromViewDefinition: Bool) {
        self.tree = tree
        self.styles = styles
        self.screen = screen
        frames = layout.frames
        unresolved = layout.unresolved
        flexFailures = layout.flexFailures
        negativeSizes = layout.negativeSizes
        self.quirks = quirks.sorted { $0.range.lowerBound < $1.range.lowerBound }
        self.fromViewDefinition = fromViewDefinition
        failures = Dictionary(unresolved.map { ($0.node, $0.failure) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every view's frame in the root's coordinates (parents come before their children).
    func absoluteFrames() -> [Rect] {
        var result = frames
        for index in tree.nodes.indices {
            guard let parent = tree.nodes[index].parent else { continue }
            result[index].x += result[parent].x
            result[index].y += result[parent].y
        }
        return result
    }

    /// One view's frame in the root's coordinates, worked out when asked rather than kept for
    /// every view (a large stylesheet's layout has hundreds of thousands).
    private func absoluteFrame(_ node: Int) -> Rect {
        var frame = frames[node], ancestor = tree.nodes[node].parent
        while let parent = ancestor {
            frame.x += frames[parent].x
            frame.y += frames[parent].y
            ancestor = tree.nodes[parent].parent
        }
        return frame
    }

    private func parentSize(_ node: Int) -> Size? {
        tree.nodes[node].parent.map { Size(width: frames[$0].width, height: frames[$0].height) }
    }

    /// Lies wholly off the screen, its superview not (a view inside an off-screen superview is
    /// off the screen with it; a view of zero size has its own note).
    func isOffScreen(_ node: Int) -> Bool {
        func off(_ node: Int) -> Bool { !absoluteFrame(node).overlaps(width: screen.width, height: screen.height) }
        return !frames[node].isEmpty && off(node) && tree.nodes[node].parent.map { frames[$0].isEmpty || !off($0) } ?? true
    }

    /// Reaches outside its superview (drawn clipped).
    func isClipped(_ node: Int) -> Bool {
        guard let parent = parentSize(node), !frames[node].isEmpty else { return false }
        return !frames[node].isInside(width: parent.width, height: parent.height)
    }

    private func unresolvedNote(_ node: Int) -> String? {
        guard let failure = failures[node] else { return nil }
        switch failure {
        case .unknownReference(let id): return "layout not resolved: no view has the id '\(id)'"
        case .cycle(let path): return "layout not resolved: " + cycleText(path)
        }
    }

    private func cycleText(_ path: [Int]) -> String {
        let names = path.map { tree.nodes[$0].name }
        if path.count == 1 { return "it refers to itself" }
        return "the layouts of " + names.joined(separator: " → ") + " → \(names[0]) refer to each other"
    }

    func notes(_ node: Int) -> [String] {
        var notes: [String] = []
        if let note = unresolvedNote(node) { notes.append(note) }
        if let size = negativeSizes[node] {
            notes.append("InterfaCSS computes \(negativeSizeText(size)); a negative size shows nothing")
        } else if node != tree.root && frames[node].isEmpty {
            notes.append("zero size")
        }
        for range in placingRanges(node) {
            // The first hint at or after the declaration, by binary search.
            var low = 0, high = quirks.count
            while low < high {
                let middle = (low + high) / 2
                if quirks[middle].range.lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            notes += quirks[low...].prefix { range.contains($0.range.lowerBound) }.map(\.message)
        }
        notes += marginQuirks(node).map(\.message)
        for name in FlexNodeStyle.ignoredAutoValues(styles[node].flex) {
            notes.append("\(name): auto is not set: YogaKit has no auto margins, paddings, offsets or min/max sizes")
        }
        switch flexFailures[node] {
        case .assertion?:
            notes.append("Yoga 1.14 aborts the app on this flexbox layout: a view is offered a size nothing defines (a percentage of an unknown size); drawn with 0 for it")
        case .notANumber?:
            notes.append("Yoga 1.14 gives this view a frame that is not a number, which UIKit refuses (the app stops); drawn with 0 for it")
        case .tooManyPasses?:
            notes.append("laid out in part: Yoga measures these nested flexible views over and over (more with every level), and the preview stops where the app would be slow too")
        case nil:
            break
        }
        if isClipped(node), let parent = parentSize(node) {
            notes.append(frames[node].overlaps(width: parent.width, height: parent.height) ? "reaches outside its superview" : "outside its superview")
        } else if isOffScreen(node) {
            notes.append("off the screen")
        }
        return notes
    }

    /// `width −20 and height −110`.
    private func negativeSizeText(_ size: Size) -> String {
        var parts: [String] = []
        if size.width < 0 { parts.append("a width of \(formatNumber(size.width))") }
        if size.height < 0 { parts.append("a height of \(formatNumber(size.height))") }
        return parts.joined(separator: " and ")
    }

    /// ISSLayout terms that read a plain edge for a margin attribute (layout.md, quirk): where
    /// they are and what InterfaCSS 1.x does with them.
    func marginQuirks(_ node: Int) -> [(range: Range<Int>?, message: String)] {
        guard let layout = styles[node].layout else { return [] }
        return layout.terms.filter(ISSLayoutSolver.readsPlainEdge).map { term in
            let edge = term.target.plainEdge.rawValue
            let reference: String
            switch term.expression.reference {
            case .element(let id)?: reference = id
            default: reference = "parent"
            }
            let shift = [.leftMargin, .topMargin].contains(term.target) ? "before" : "past"
            let message = "\(term.target.rawValue)(\(reference)…) names no margin attribute, so InterfaCSS 1.x reads \(reference)'s plain \(edge) "
                + "but still takes the view's 8 pt margin off: the view ends 8 pt \(shift) a margin-to-margin alignment; write \(reference).\(term.target.rawValue)"
            return (styles[node].layoutRange == nil ? nil : term.range, message)
        }
    }

    func view(_ node: Int) -> PreviewView {
        let item = tree.nodes[node]
        return PreviewView(
            name: item.name, type: item.type, id: item.id, classes: item.classes, frame: frames[node],
            children: item.children.map { view($0) }, notes: notes(node))
    }

    /// Depth-first, parents before children, for drawing.
    func flat(registry: PropertyRegistry) -> [PreviewView.Flat] {
        let absolute = absoluteFrames()
        let sizes = UIKitSizes(registry: registry)
        var result: [PreviewView.Flat] = []
        var position: [Int: Int] = [:]
        for index in tree.nodes.indices {
            position[index] = result.count
            var view = PreviewView.Flat(
                name: tree.nodes[index].name, absolute: absolute[index], parent: tree.nodes[index].parent.flatMap { position[$0] },
                isClipped: isClipped(index))
            switch sizes.kind(of: tree.nodes[index].type) {
            case .label:
                view.text = styles[index].text
                view.alignment = ["center": .center, "right": .right][styles[index].textAlignment ?? ""] ?? .left
            case .button:
                view.text = styles[index].text
                view.alignment = .center
            default:
                break
            }
            result.append(view)
        }
        return result
    }

    /// The views for the SVG drawing, depth-first: all of `definition`'s (the view definition
    /// the tree was made from); a stylesheet's without the screen they are inferred under (the
    /// window, whose colour is `backdrop`).
    func drawing(registry: PropertyRegistry, definition: ViewDefinition?) -> (views: [SVGRenderer.View], backdrop: ColorValue?) {
        let sizes = UIKitSizes(registry: registry)
        let absolute = absoluteFrames()
        let first = fromViewDefinition ? tree.root : tree.root + 1
        var views: [SVGRenderer.View] = []
        views.reserveCapacity(tree.nodes.count - first)
        for index in first..<tree.nodes.count {
            let node = tree.nodes[index]
            // What the element says of itself: InterfaCSS 2's `type` of a button (InterfaCSS
            // makes `custom` ones without it) and `image` of an image view.
            var buttonType: String?, image: String?
            if let definition, let element = node.element, definition.elements.indices.contains(element) {
                for attribute in definition.elements[element].attributes {
                    switch ViewDefinitionAttributes.meaning(of: attribute.name, format: definition.format) {
                    case .buttonType?: buttonType = attribute.value
                    case .image?: image = attribute.value
                    default: break
                    }
                }
            }
            views.append(SVGRenderer.View(
                name: node.name, type: node.type, frame: frames[index], absolute: absolute[index],
                parent: node.parent.flatMap { $0 >= first ? $0 - first : nil }, kind: sizes.drawnKind(of: node.type),
                appearance: Appearance(tree.declarations(of: index), text: node.text, image: image), notes: notes(index),
                isSystemButton: fromViewDefinition ? buttonType?.lowercased() == "system" : true, isOutsideSuperview: isClipped(index)))
        }
        let backdrop = fromViewDefinition ? nil : Appearance(tree.declarations(of: tree.root)).backgroundColor
        return (views, backdrop)
    }

    /// One line per view: its name, class and frame, indented by depth.
    func legend(screen: Screen, roots: [Int]) -> String {
        var lines = [screen.summary]
        var stack = roots.reversed().map { ($0, 1) }
        while let (node, depth) = stack.popLast() {
            let item = tree.nodes[node]
            var line = String(repeating: "  ", count: depth) + item.name
            if item.name != item.type { line += " (\(item.type))" }
            line += "  " + frames[node].description
            let notes = self.notes(node)
            if !notes.isEmpty { line += "  [" + notes.joined(separator: "; ") + "]" }
            lines.append(line)
            stack.append(contentsOf: item.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The declarations that place `node`, last applied first.
    private func placingRanges(_ node: Int) -> [Range<Int>] {
        var ranges = styles[node].geometry.compactMap(\.range)
        if let layout = styles[node].layoutRange { ranges.append(layout) }
        return ranges
    }

    func placements() -> [Preview.Placement] {
        tree.nodes.indices.flatMap { node in
            placingRanges(node).map { Preview.Placement(declaration: $0, view: tree.nodes[node].name, frame: frames[node]) }
        }
    }

    /// Problems on the stylesheet: each at the declaration that placed the view, once.
    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        var seen: Set<String> = []
        // Without a view definition the hierarchy is a guess: information, not warnings.
        let inferred = fromViewDefinition ? "" : " (the views here are inferred from the stylesheet's nesting; the app may build others)"
        func add(_ code: DiagnosticCode, _ range: Range<Int>, _ message: String) {
            guard seen.insert("\(code.rawValue)@\(range)").inserted else { return }
            result.append(Diagnostic(code, range: range, message: message + inferred, severity: fromViewDefinition ? nil : .information))
        }
        for (node, failure) in unresolved {
            guard let range = styles[node].layoutRange else { continue }
            let name = tree.nodes[node].name
            switch failure {
            case .unknownReference(let id) where id.lowercased() == "auto":
                continue  // the analysis says what 'auto' is (`ValueChecker.layoutReference`)
            case .unknownReference(let id):
                add(.unknownLayoutReference, range, "the layout of '\(name)' refers to '\(id)', but no view has that id, so InterfaCSS never resolves it and '\(name)' keeps its frame")
            case .cycle(let path):
                add(.layoutCycle, range, cycleText(path) + ", so InterfaCSS resolves none of them and they keep their frames")
            }
        }
        for node in tree.nodes.indices {
            for case let (range?, message) in marginQuirks(node) where seen.insert("\(DiagnosticCode.quirk.rawValue)@\(range)").inserted {
                result.append(Diagnostic(.quirk, range: range, message: message))
            }
        }
        for node in tree.nodes.indices where node != tree.root && failures[node] == nil {
            guard let range = placingRanges(node).last, let parent = parentSize(node) else { continue }
            let name = tree.nodes[node].name
            let frame = frames[node]
            if let size = negativeSizes[node] {
                add(.zeroSizeView, range, "'\(name)' ends up with \(negativeSizeText(size)), so nothing of it shows")
            } else if frame.isEmpty {
                add(.zeroSizeView, range, "'\(name)' ends up \(frame.description): it has no \(frame.width <= 0 ? "width" : "height"), so nothing of it shows")
            } else if parent.width > 0 && parent.height > 0 && !frame.overlaps(width: parent.width, height: parent.height) {
                add(.viewOutsideParent, range, "'\(name)' ends up at \(frame.description), outside its superview (\(formatNumber(parent.width))×\(formatNumber(parent.height))), so it does not show")
            }
        }
        return result.sorted(by: Diagnostic.precedes)
    }
}
