import StyleSemantics

/// What the picture adds over the app: each view's outline and name, and numbered marks on
/// the views the notes speak of. Sized in pixels (`SVGOptions.scale`); names never overlap
/// one another or a mark: a name is shortened to its view's width and put on the outline,
/// above the view, else inside its top-left corner, else its top-right one, else its
/// bottom-left one, else left out (it is in the view's hover text).
extension SVGRenderer {
    /// Whether each view is drawn: neither it nor a superview hidden or fully transparent.
    func visibility(_ views: [View]) -> [Bool] {
        var visible: [Bool] = []
        for view in views {
            let own = !view.appearance.isHidden && view.appearance.alpha > 0
            visible.append(own && (view.parent.map { visible[$0] } ?? true))
        }
        return visible
    }

    var nameSize: Double { 10 * pixel }
    var nameHeight: Double { 13 * pixel }
    var namePadding: Double { 3 * pixel }
    var markRadius: Double { 7 * pixel }

    /// Where the names go: each placed name's view, text and box.
    func placeNames(_ views: [View]) -> [(view: Int, text: String, box: Rect)] {
        let visible = visibility(views)
        let characterWidth = 0.6 * nameSize
        var placed: [(view: Int, text: String, box: Rect)] = []
        var taken = RectIndex(cell: 8 * nameHeight)
        for area in statusBarAreas { taken.insert(area) }
        for (index, view) in views.enumerated() where visible[index] && !view.absolute.isEmpty {
            let box = view.absolute
            let room = Int(min((box.width - 2 * pixel - 2 * namePadding) / characterWidth, 1000).rounded(.down))
            let text = ASCIIRenderer.shortened(view.name, to: room, ellipsis: "…")
            guard !text.isEmpty else { continue }
            let width = Double(text.count) * characterWidth + 2 * namePadding
            // A tab on the outline above the view covers least of the view itself.
            var candidates = [Rect(x: box.x, y: box.y - nameHeight, width: width, height: nameHeight)]
            if box.height >= nameHeight + 2 * pixel {
                candidates += [
                    Rect(x: box.x + pixel, y: box.y + pixel, width: width, height: nameHeight),
                    Rect(x: box.maxX - width - pixel, y: box.y + pixel, width: width, height: nameHeight),
                    Rect(x: box.x + pixel, y: box.maxY - nameHeight - pixel, width: width, height: nameHeight),
                ]
            }
            if let free = candidates.first(where: { isOnDisplay($0) && !taken.intersects($0) }) {
                placed.append((index, text, free))
                taken.insert(free)
            }
        }
        return placed
    }

    /// Whether `box` lies on the screen, clear of its rounded corners.
    func isOnDisplay(_ box: Rect) -> Bool {
        guard box.x >= 0, box.y >= 0, box.maxX <= screen.width, box.maxY <= screen.height else { return false }
        let radius = screen.display.cornerRadius
        let corners = [(box.x, box.y), (box.maxX, box.y), (box.x, box.maxY), (box.maxX, box.maxY)]
        return corners.allSatisfy { x, y in
            // Past a corner's circle, in the square the rounding cuts from.
            let dx = max(radius - x, x - (screen.width - radius), 0), dy = max(radius - y, y - (screen.height - radius), 0)
            return dx * dx + dy * dy <= radius * radius
        }
    }

    func drawOutlines(_ views: [View], into canvas: inout Canvas) {
        let visible = visibility(views)
        canvas.body.append(#"<g class="outlines" clip-path="url(#screen)">"#)
        for (index, view) in views.enumerated() where visible[index] && !view.absolute.isEmpty {
            let dash = view.isOutsideSuperview ? #" stroke-dasharray="\#(n(4 * pixel)) \#(n(2 * pixel))""# : ""
            canvas.body.append(
                #"<rect class="outline"\#(rect(view.absolute)) fill="none" \#(paint("stroke", palette.outline)) stroke-opacity="0.7" stroke-width="\#(n(pixel))"\#(dash)/>"#)
        }
        for name in placeNames(views) {
            let box = name.box
            canvas.body.append(#"<g class="name"><title>\#(escape(hoverText(views[name.view])))</title>"#)
            canvas.body.append(#"<rect\#(rect(box)) rx="\#(n(2 * pixel))" \#(paint("fill", palette.outline)) fill-opacity="0.85"/>"#)
            canvas.body.append(
                #"<text x="\#(n(box.x + namePadding))" y="\#(n(box.maxY - 3.5 * pixel))" font-size="\#(n(nameSize))" \#(paint("fill", palette.nameText)) xml:space="preserve">\#(escape(name.text))</text></g>"#)
        }
        canvas.body.append("</g>")
    }

    /// A numbered mark on each view of `marked` (its number is its note's): at a zero-size
    /// view's position, at the screen's edge towards a view off it, else at the view's top-right
    /// corner; moved to the nearest place where it covers no name and no other mark.
    func drawMarks(_ views: [View], marked: [Int], into canvas: inout Canvas) {
        guard !marked.isEmpty else { return }
        var taken = RectIndex(cell: 8 * nameHeight)
        if options.outlines { for name in placeNames(views) { taken.insert(name.box) } }
        let radius = markRadius
        canvas.body.append(#"<g class="marks" font-size="\#(n(9 * pixel))" font-weight="700" text-anchor="middle">"#)
        for (number, index) in marked.enumerated() {
            let box = views[index].absolute
            var point: (x: Double, y: Double)
            if box.isEmpty {
                point = (box.x, box.y)
            } else if !box.overlaps(width: screen.width, height: screen.height) {
                point = (box.x + box.width / 2, box.y + box.height / 2)
            } else {
                point = (box.maxX - radius, box.y + radius)
            }
            func clamped(_ value: Double, _ limit: Double) -> Double { value.isFinite ? min(max(value, radius), max(limit - radius, radius)) : radius }
            func spot(_ dx: Double, _ dy: Double) -> Rect {
                Rect(x: clamped(point.x + dx, screen.width) - radius, y: clamped(point.y + dy, screen.height) - radius, width: 2 * radius, height: 2 * radius)
            }
            // The nearest free place: a mark's width away down, up, left or right, then two, …
            let step = 2 * radius
            let tries = [spot(0, 0)] + (1...8).flatMap { distance -> [Rect] in
                let d = Double(distance) * step
                return [spot(0, d), spot(0, -d), spot(-d, 0), spot(d, 0)]
            }
            let spot = tries.first { !taken.intersects($0) } ?? tries[0]
            taken.insert(spot)
            let center = (x: spot.x + radius, y: spot.y + radius)
            canvas.body.append(#"<g class="mark"><title>\#(number + 1). \#(escape(hoverText(views[index])))</title>"#)
            canvas.body.append(#"<circle cx="\#(n(center.x))" cy="\#(n(center.y))" r="\#(n(radius))" \#(paint("fill", palette.mark))/>"#)
            canvas.body.append(#"<text x="\#(n(center.x))" y="\#(n(center.y + 3.2 * pixel))" \#(paint("fill", RGBAColor(white: 1)))>\#(number + 1)</text></g>"#)
        }
        canvas.body.append("</g>")
    }
}

/// Rectangles placed on the screen, found by the cells of a grid they cover: whether a new one
/// overlaps any of them is asked of the few in its cells, not of all (a screen of thousands of
/// views has thousands of names).
struct RectIndex {
    let cell: Double
    private var cells: [Int: [Rect]] = [:]

    init(cell: Double) {
        self.cell = cell
    }

    /// The cells `rect` covers (on the screen: what lies off it shares the edge cells).
    private func keys(_ rect: Rect) -> [Int] {
        func index(_ value: Double) -> Int { value.isFinite ? Int(min(max(value / cell, 0), 10_000)) : 0 }
        var keys: [Int] = []
        for row in index(rect.y)...index(rect.maxY) {
            for column in index(rect.x)...index(rect.maxX) { keys.append(row &* 10_001 &+ column) }
        }
        return keys
    }

    mutating func insert(_ rect: Rect) {
        for key in keys(rect) { cells[key, default: []].append(rect) }
    }

    func intersects(_ rect: Rect) -> Bool {
        keys(rect).contains { cells[$0]?.contains { $0.intersects(rect) } ?? false }
    }
}

extension Rect {
    func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

}
