import StyleSemantics

/// Draws laid-out views as SVG, as the app would show them on the chosen device: each view's
/// background, corners, border, alpha and transform, a label's or a button's text in its font
/// and colour, an image view's placeholder where its `contentMode` puts the image, controls
/// as UIKit draws them, subviews clipped where `clipsToBounds` says so; hidden views not at all.
/// Around them the device (its screen's corners, cutout, status bar and home indicator); over
/// them each view's outline and name (never overlapping another name, left out where there is
/// no room) and numbered marks for the views the legend has notes on (zero size, off the
/// screen), with the notes under the device. Hovering a view shows its name, class and frame.
///
/// Points are the drawing's units; `SVGOptions.scale` sets its size in pixels and the size
/// of the names and marks, which stay the same number of pixels at any scale.
struct SVGRenderer {
    /// A view to draw, in depth-first order (superviews first).
    struct View {
        var name: String
        var type: String
        /// In its superview's coordinates, as the legend gives it.
        var frame: Rect
        /// In the screen's coordinates.
        var absolute: Rect
        /// Index of its superview in the list.
        var parent: Int?
        var kind: UIKitSizes.Kind
        var appearance: Appearance
        /// What the legend says of it.
        var notes: [String]
        /// A button of type `system` (tinted title) rather than `custom` (white title).
        var isSystemButton: Bool
        var isOutsideSuperview: Bool
    }

    let screen: Screen
    let options: SVGOptions
    let palette: Palette
    /// The device's frame around the screen, and the space around the device.
    let bezel = 12.0, margin = 8.0

    init(screen: Screen, options: SVGOptions) {
        self.screen = screen
        self.options = options
        palette = Palette.of(options.theme)
    }

    /// One pixel of the picture, in points.
    var pixel: Double { 1 / options.scale }

    /// The picture: `views` on the screen over `backdrop` (the window's colour; the theme's
    /// background without one), then the notes of the marked views and `remarks`. `title`
    /// says what it is a picture of.
    func render(_ views: [View], backdrop: ColorValue?, title: String, remarks: [String]) -> String {
        var canvas = Canvas()
        let children = views.indices.reduce(into: [Int: [Int]]()) { result, index in result[views[index].parent ?? -1, default: []].append(index) }
        let marked = views.indices.filter { !views[$0].notes.isEmpty }
        let notes = noteLines(views, marked: marked, remarks: remarks)
        let origin = margin + bezel
        let width = screen.width + 2 * origin
        let notesTop = origin * 2 + screen.height + (notes.isEmpty ? 0 : 6 * pixel)
        let height = notesTop + Double(notes.count) * noteLineHeight + (notes.isEmpty ? 0 : margin)

        canvas.defs.append(#"<clipPath id="screen"><rect width="\#(n(screen.width))" height="\#(n(screen.height))"\#(radius(screen.display.cornerRadius))/></clipPath>"#)
        canvas.body.append(#"<g class="device" transform="translate(\#(n(origin)) \#(n(origin)))">"#)
        drawBezel(into: &canvas)
        canvas.body.append(#"<g class="app" clip-path="url(#screen)">"#)
        canvas.body.append(#"<rect class="backdrop" width="\#(n(screen.width))" height="\#(n(screen.height))" \#(fill(backdrop, id: "backdrop", box: screenRect, defs: &canvas.defs, default: palette.background))/>"#)
        for root in children[-1] ?? [] { draw(root, views, children: children, into: &canvas) }
        drawStatusBar(into: &canvas)
        canvas.body.append("</g>")
        drawCutout(into: &canvas)
        if options.outlines { drawOutlines(views, into: &canvas) }
        drawMarks(views, marked: marked, into: &canvas)
        canvas.body.append("</g>")
        if !notes.isEmpty {
            canvas.body.append(#"<g class="notes" font-size="\#(n(11 * pixel))" \#(paint("fill", palette.notes))>"#)
            for (index, line) in notes.enumerated() {
                let y = notesTop + Double(index) * noteLineHeight + 11 * pixel
                canvas.body.append(#"<text x="\#(n(margin))" y="\#(n(y))" xml:space="preserve">\#(escape(line))</text>"#)
            }
            canvas.body.append("</g>")
        }

        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" class="style-preview \#(options.theme.rawValue)" viewBox="0 0 \#(n(width)) \#(n(height))" "#
            + #"width="\#(n(width * options.scale))" height="\#(n(height * options.scale))" font-family="\#(SVGRenderer.systemFonts)" role="img">"# + "\n"
        svg += "<title>\(escape(title))</title>\n"
        if !canvas.defs.isEmpty { svg += "<defs>\n" + canvas.defs.joined(separator: "\n") + "\n</defs>\n" }
        return svg + canvas.body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// What is being written: definitions (clip paths, gradients) and the drawing.
    struct Canvas {
        var defs: [String] = []
        var body: [String] = []
        /// The views whose clip path is defined.
        var clipPaths: Set<Int> = []
    }

    var screenRect: Rect { Rect(x: 0, y: 0, width: screen.width, height: screen.height) }

    // MARK: - Views

    /// A view and its subviews, nested as UIKit composes them: its alpha and transform apply
    /// to all of them, its border is drawn over them, `clipsToBounds` clips them.
    private func draw(_ index: Int, _ views: [View], children: [Int: [Int]], into canvas: inout Canvas) {
        let view = views[index], style = view.appearance, box = view.absolute
        guard !style.isHidden, style.alpha > 0 else { return }
        var group = #"<g class="view" data-name="\#(escape(view.name))""#
        if style.alpha < 1 { group += #" opacity="\#(n(style.alpha))""# }
        if let transform = transform(style.transform, around: box) { group += #" transform="\#(transform)""# }
        canvas.body.append(group + ">")
        canvas.body.append("<title>\(escape(hoverText(view)))</title>")
        if !box.isEmpty {
            if let background = style.backgroundColor ?? defaultBackground(view) {
                canvas.body.append(#"<rect\#(rect(box))\#(radius(cornerRadius(view))) \#(fill(background, id: "b\(index)", box: box, defs: &canvas.defs, default: palette.background))/>"#)
            }
            let start = canvas.body.count
            if style.clipsToBounds { canvas.body.append(#"<g clip-path="url(#\#(clipPath(index, view, canvas: &canvas)))">"#) }
            drawContent(index, view, into: &canvas)
            if style.clipsToBounds {
                // Nothing drawn inside: no group.
                if canvas.body.count == start + 1 { canvas.body.removeLast() } else { canvas.body.append("</g>") }
            }
        }
        if let subviews = children[index], !(style.clipsToBounds && box.isEmpty) {
            if style.clipsToBounds { canvas.body.append(#"<g clip-path="url(#\#(clipPath(index, view, canvas: &canvas)))">"#) }
            for subview in subviews { draw(subview, views, children: children, into: &canvas) }
            if style.clipsToBounds { canvas.body.append("</g>") }
        }
        if !box.isEmpty, style.borderWidth > 0 {
            // CALayer draws its border inside its bounds, over its sublayers.
            let width = min(style.borderWidth, box.width / 2, box.height / 2)
            let inset = Rect(x: box.x + width / 2, y: box.y + width / 2, width: box.width - width, height: box.height - width)
            canvas.body.append(
                #"<rect class="border"\#(rect(inset))\#(radius(max(cornerRadius(view) - width / 2, 0))) fill="none" \#(paint("stroke", style.borderColor ?? RGBAColor(white: 0))) stroke-width="\#(n(width))"/>"#)
        }
        canvas.body.append("</g>")
    }

    /// The corner radius as drawn: at most half the shorter side.
    func cornerRadius(_ view: View) -> Double {
        min(view.appearance.cornerRadius, view.absolute.width / 2, view.absolute.height / 2)
    }

    /// A clip path of the view's bounds (with its corners), defined once.
    func clipPath(_ index: Int, _ view: View, canvas: inout Canvas) -> String {
        let id = "c\(index)"
        if canvas.clipPaths.insert(index).inserted {
            canvas.defs.append(#"<clipPath id="\#(id)"><rect\#(rect(view.absolute))\#(radius(cornerRadius(view)))/></clipPath>"#)
        }
        return id
    }

    /// Backgrounds UIKit gives views of a kind without one set.
    private func defaultBackground(_ view: View) -> ColorValue? {
        switch view.kind {
        case .tableView, .textView: return .rgba(palette.background)
        default: return nil
        }
    }

    /// `name (Type) x,y w×h`, then the legend's notes.
    func hoverText(_ view: View) -> String {
        let type = view.name == view.type ? "" : " (\(view.type))"
        return "\(view.name)\(type) \(view.frame.description)" + (view.notes.isEmpty ? "" : ": " + view.notes.joined(separator: "; "))
    }

    /// An SVG transform for UIKit's `transform`, about the view's centre (its default anchor
    /// point). InterfaCSS applies the steps so that the last written acts first, as SVG does.
    private func transform(_ steps: [TransformStep], around box: Rect) -> String? {
        guard !steps.isEmpty else { return nil }
        var parts: [String] = []
        for step in steps {
            switch step {
            case .rotate(let degrees): parts.append("rotate(\(n(degrees)))")
            case .scale(let x, let y): parts.append("scale(\(n(x)) \(n(y)))")
            case .translate(let x, let y): parts.append("translate(\(n(x)) \(n(y)))")
            }
        }
        let centerX = box.x + box.width / 2, centerY = box.y + box.height / 2
        return "translate(\(n(centerX)) \(n(centerY))) " + parts.joined(separator: " ") + " translate(\(n(-centerX)) \(n(-centerY)))"
    }

    // MARK: - Writing

    /// A number in the drawing: to the hundredth of a point, no trailing zeros; 0 for what is
    /// not finite.
    func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return formatNumber((min(max(value, -1e9), 1e9) * 100).rounded() / 100)
    }

    /// ` x="…" y="…" width="…" height="…"`.
    func rect(_ box: Rect) -> String {
        #" x="\#(n(box.x))" y="\#(n(box.y))" width="\#(n(max(box.width, 0)))" height="\#(n(max(box.height, 0)))""#
    }

    func radius(_ radius: Double) -> String {
        radius > 0 ? #" rx="\#(n(radius))""# : ""
    }

    /// `fill="#rrggbb"`, with its opacity when not opaque.
    func paint(_ attribute: String, _ color: RGBAColor) -> String {
        let hex = color.hex
        let opaque = #"\#(attribute)="\#(hex.prefix(7))""#
        return color.alpha < 1 ? opaque + #" \#(attribute)-opacity="\#(n(color.alpha.isNaN ? 0 : color.alpha))""# : opaque
    }

    /// The fill for a colour value over `box`: a colour, a vertical gradient (defined as `id`),
    /// or a pattern image's placeholder.
    func fill(_ color: ColorValue?, id: String, box: Rect, defs: inout [String], default fallback: RGBAColor) -> String {
        switch color {
        case .rgba(let color)?: return paint("fill", color)
        case .gradient(let top, let bottom)?:
            defs.append(
                #"<linearGradient id="\#(id)" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="\#(top.hex.prefix(7))" stop-opacity="\#(n(top.alpha))"/>"#
                    + #"<stop offset="1" stop-color="\#(bottom.hex.prefix(7))" stop-opacity="\#(n(bottom.alpha))"/></linearGradient>"#)
            return #"fill="url(#\#(id))""#
        case .pattern?: return paint("fill", palette.fill)
        case nil: return paint("fill", fallback)
        }
    }

    /// Text as XML character data or a double-quoted attribute value: markup escaped, and characters XML
    /// cannot hold (controls other than tab and line breaks, U+FFFE, U+FFFF) left out.
    func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: - Notes

    var noteLineHeight: Double { 15 * pixel }

    /// The notes of the marked views (their numbers are their marks'), then `remarks`, broken
    /// into lines as wide as the picture.
    private func noteLines(_ views: [View], marked: [Int], remarks: [String]) -> [String] {
        let room = max(20, Int((screen.width + 2 * bezel) / (11 * pixel * UIKitSizes.characterWidth)))
        var lines: [String] = []
        for (number, index) in marked.enumerated() {
            lines += wrapped("\(number + 1)  \(hoverText(views[index]))", room: room, indent: "    ")
        }
        for remark in remarks { lines += wrapped(remark, room: room, indent: "") }
        return lines
    }

    private func wrapped(_ text: String, room: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty && line.count + 1 + word.count > room {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        return lines + [line]
    }

    /// The fonts for text without a font of its own: UIKit's system font where there is one.
    static let systemFonts = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"
}
