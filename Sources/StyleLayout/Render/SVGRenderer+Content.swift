import Foundation
import StyleSemantics

/// What a view draws inside its bounds by its kind: text, an image's placeholder, a control.
extension SVGRenderer {
    func drawContent(_ index: Int, _ view: View, into canvas: inout Canvas) {
        let style = view.appearance, box = view.absolute
        switch view.kind {
        case .label:
            drawText(index, view, TextStyle(size: 17, color: palette.label, lines: style.numberOfLines ?? 1), into: &canvas)
        case .button:
            if let image = style.backgroundImage { drawImage(image, in: box, mode: "scaletofill", into: &canvas) }
            let color = view.isSystemButton ? style.tintColor ?? palette.tint : RGBAColor(white: 1)
            var text = TextStyle(size: 15, color: color, lines: style.numberOfLines ?? 1, truncation: .middle)
            text.alignment = ["left": "left", "leading": "left", "right": "right", "trailing": "right"][style.contentHorizontalAlignment ?? ""] ?? "center"
            text.vertical = ["top": .top, "bottom": .bottom][style.contentVerticalAlignment ?? ""] ?? .center
            if style.text.isEmpty, let image = style.image {
                let side = min(24, box.width, box.height)
                drawImage(image, in: Rect(x: box.x + (box.width - side) / 2, y: box.y + (box.height - side) / 2, width: side, height: side), mode: "scaletofill", into: &canvas)
            }
            drawText(index, view, text, into: &canvas)
        case .textField:
            let border = style.borderStyle ?? "none"
            if border == "roundedrect" && style.backgroundColor == nil {
                canvas.body.append(#"<rect\#(rect(box)) rx="\#(n(min(5, box.height / 2)))" \#(paint("fill", palette.background)) \#(paint("stroke", palette.gray)) stroke-opacity="0.5" stroke-width="\#(n(pixel))"/>"#)
            } else if border == "line" || border == "bezel" {
                canvas.body.append(#"<rect\#(rect(box)) fill="none" \#(paint("stroke", palette.label)) stroke-width="\#(n(1))"/>"#)
            }
            var text = TextStyle(size: 17, color: palette.label, lines: 1)
            text.inset = border == "none" ? 0 : 7
            if style.text.allSatisfy({ $0.text.isEmpty }), let placeholder = style.placeholder {
                text.runs = [Appearance.TextRun(text: placeholder, color: palette.placeholder)]
            }
            drawText(index, view, text, into: &canvas)
        case .textView:
            var text = TextStyle(size: 12, color: palette.label, lines: 0)
            text.vertical = .top
            text.inset = 5
            text.top = 8
            drawText(index, view, text, into: &canvas)
        case .imageView:
            // Without an image in the stylesheet the app sets one in code: a placeholder all the
            // same. An image spills out of its view unless the view clips (`scaleAspectFill`).
            drawImage(style.image, in: box, mode: style.contentMode ?? "scaletofill", into: &canvas)
        case .switchControl: drawSwitch(view, into: &canvas)
        case .slider: drawSlider(view, into: &canvas)
        case .progress: drawProgress(view, into: &canvas)
        case .activityIndicator: drawActivityIndicator(view, into: &canvas)
        case .segmentedControl: drawSegmentedControl(view, into: &canvas)
        case .stepper: drawStepper(view, into: &canvas)
        case .tableView, .other: break
        }
    }

    // MARK: - Text

    struct TextStyle {
        enum Vertical { case top, center, bottom }
        /// The font size and colour of text without its own.
        var size: Double
        var color: RGBAColor
        /// `numberOfLines`: 0 as many as fit.
        var lines: Int
        var truncation = TextLayout.Truncation.tail
        var alignment: String?
        var vertical = Vertical.center
        /// Left and right padding, and the top padding of top-aligned text.
        var inset = 0.0
        var top = 0.0
        /// The runs to draw instead of the view's text.
        var runs: [Appearance.TextRun]?
    }

    /// The view's text set in its box (clipped to it), lines broken and shortened as UIKit
    /// would with the layout's widths, each run in its colour and font.
    func drawText(_ index: Int, _ view: View, _ text: TextStyle, into canvas: inout Canvas) {
        let style = view.appearance, box = view.absolute
        let runs = (text.runs ?? style.text).filter { !$0.text.isEmpty }
        guard !runs.isEmpty else { return }
        let baseFont = style.font
        let baseSize = baseFont?.size ?? text.size
        let fonts = runs.map { $0.font ?? baseFont }
        let sizes = runs.indices.map { fonts[$0]?.size ?? baseSize }.map { $0.isFinite && $0 > 0 ? min($0, 10_000) : text.size }
        let lineHeight = UIKitSizes.lineHeight * (sizes.max() ?? baseSize)
        let width = box.width - 2 * text.inset
        // A frame can be finite yet far past an Int's range.
        let fitting = max(1, Int(min((box.height - text.top) / lineHeight, 100_000).rounded(.down)))
        let maximum = text.lines == 0 ? fitting : min(max(text.lines, 1), fitting)
        let lines = TextLayout(fontSizes: sizes).lines(runs.map(\.text), width: width, maximumLines: maximum, truncation: text.truncation)
        guard !lines.isEmpty else { return }
        let height = Double(lines.count) * lineHeight
        var top: Double
        switch text.vertical {
        case .top: top = box.y + text.top
        case .center: top = box.y + (box.height - height) / 2
        case .bottom: top = box.maxY - height
        }
        let alignment = text.alignment ?? style.textAlignment ?? "left"
        let (x, anchor): (Double, String)
        switch alignment {
        case "center": (x, anchor) = (box.x + box.width / 2, "middle")
        case "right": (x, anchor) = (box.maxX - text.inset, "end")
        default: (x, anchor) = (box.x + text.inset, "start")
        }
        let base = fontAttributes(baseFont, size: baseSize)
        canvas.body.append(#"<g class="text" clip-path="url(#\#(clipPath(index, view, canvas: &canvas)))" \#(base) \#(paint("fill", style.textColor ?? text.color))>"#)
        for line in lines {
            let lineSize = line.pieces.map { sizes[$0.run] }.max() ?? baseSize
            // The line's glyphs centred in its height, their baseline 0.8 of a size below their top.
            let baseline = top + (lineHeight - lineSize) / 2 + 0.8 * lineSize
            top += lineHeight
            var element = #"<text x="\#(n(x))" y="\#(n(baseline))""# + (anchor == "start" ? "" : #" text-anchor="\#(anchor)""#)
            // A line that fills its view is as wide as the layout's estimate made it, whatever
            // font the viewer has (in the app the view fits the text): spaced to that width.
            if line.width >= 0.9 * width { element += #" textLength="\#(n(line.width))" lengthAdjust="spacing""# }
            element += #" xml:space="preserve">"#
            for piece in line.pieces {
                let run = runs[piece.run]
                var attributes = ""
                if let color = run.color { attributes += " " + paint("fill", color) }
                if let font = run.font { attributes += " " + fontAttributes(font, size: sizes[piece.run]) }
                if run.underline { attributes += #" text-decoration="underline""# }
                element += attributes.isEmpty ? escape(piece.text) : "<tspan\(attributes)>\(escape(piece.text))</tspan>"
            }
            canvas.body.append(element + "</text>")
        }
        canvas.body.append("</g>")
    }

    /// `font-size`, the `font-family` of a named font (`HelveticaNeue-Bold` is Helvetica Neue,
    /// bold; the system's fonts follow it) and, when not regular, `font-weight` and `font-style`.
    func fontAttributes(_ font: FontValue?, size: Double) -> String {
        var attributes = #"font-size="\#(n(size))""#
        var words = font?.traits.map { $0.lowercased() } ?? []
        if let name = font?.name, !name.contains("://") {
            let parts = name.split(separator: "-", maxSplits: 1)
            let familyName = parts.first.map { spacedWords(String($0)) } ?? name
            if parts.count > 1 { words.append(parts[1].lowercased()) }
            let quoted = { (text: String) in "'" + text.filter { $0 != "'" && $0 != "\"" } + "'" }
            let family = quoted(familyName) + (familyName == name ? "" : ", " + quoted(name)) + ", " + SVGRenderer.systemFonts
            attributes = #"font-family="\#(escape(family))" "# + attributes
        }
        let weights: [(String, Int)] = [
            ("ultralight", 200), ("extralight", 200), ("thin", 100), ("light", 300), ("semibold", 600), ("demibold", 600),
            ("medium", 500), ("extrabold", 800), ("heavy", 800), ("black", 900), ("bold", 700),
        ]
        if let weight = weights.first(where: { name, _ in words.contains { $0.contains(name) } })?.1 { attributes += #" font-weight="\#(weight)""# }
        if words.contains(where: { $0.contains("italic") || $0.contains("oblique") }) { attributes += #" font-style="italic""# }
        return attributes
    }

    /// `AvenirNextCondensed` → `Avenir Next Condensed`.
    private func spacedWords(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, let last = result.last, last.isLowercase { result.append(" ") }
            result.append(character)
        }
        return result
    }

    // MARK: - Images

    /// An image's placeholder where `mode` (`contentMode`, lower-cased) puts the image in
    /// `box` (none: the app sets it). The image's size is unknown: taken as 4:3, as large as
    /// the box allows, and two thirds of that when the mode does not scale it. A colour image is
    /// that colour.
    func drawImage(_ image: ImageValue?, in box: Rect, mode: String, into canvas: inout Canvas) {
        if case .color(let color)? = image {
            canvas.body.append(#"<rect\#(rect(box)) \#(paint("fill", color))/>"#)
            return
        }
        let placed = SVGRenderer.imageFrame(in: box, mode: mode)
        let name: String
        switch image {
        case .named(let value)?, .resizable(let value, _)?, .url(let value)?: name = value
        case .color?, nil: name = "an image the app sets"
        }
        canvas.body.append(#"<g class="image"><title>\#(escape(name))</title>"#)
        canvas.body.append(#"<rect\#(rect(placed)) \#(paint("fill", palette.fill))/>"#)
        // A mountain and a sun, the usual sign for a picture, in the image's middle.
        let side = min(placed.width, placed.height) * 0.5
        let left = placed.x + (placed.width - side) / 2, top = placed.y + (placed.height - side) / 2
        let points = [(0.0, 1.0), (0.35, 0.45), (0.6, 0.75), (0.75, 0.6), (1.0, 1.0)].map { "\(n(left + $0 * side)),\(n(top + $1 * side))" }
        canvas.body.append(#"<polygon points="\#(points.joined(separator: " "))" \#(paint("fill", palette.gray))/>"#)
        canvas.body.append(#"<circle cx="\#(n(left + 0.78 * side))" cy="\#(n(top + 0.25 * side))" r="\#(n(0.1 * side))" \#(paint("fill", palette.gray))/>"#)
        canvas.body.append("</g>")
    }

    /// Where UIKit puts an image of unknown size (taken as 4:3) in `box` for a content mode.
    static func imageFrame(in box: Rect, mode: String) -> Rect {
        let aspect = 4.0 / 3
        func sized(_ width: Double) -> Size { Size(width: width, height: width / aspect) }
        let fit = box.width / box.height > aspect ? sized(box.height * aspect) : sized(box.width)
        let size: Size
        switch mode {
        case "scaletofill", "redraw": return box
        case "scaleaspectfit": size = fit
        case "scaleaspectfill": size = box.width / box.height > aspect ? sized(box.width) : sized(box.height * aspect)
        default: size = Size(width: fit.width * 2 / 3, height: fit.height * 2 / 3)
        }
        var x = box.x + (box.width - size.width) / 2, y = box.y + (box.height - size.height) / 2
        if mode.hasPrefix("top") { y = box.y }
        if mode.hasPrefix("bottom") { y = box.maxY - size.height }
        if mode.hasSuffix("left") { x = box.x }
        if mode.hasSuffix("right") { x = box.maxX - size.width }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: - Controls

    /// UISwitch draws 51×31 at its origin whatever its frame.
    private func drawSwitch(_ view: View, into canvas: inout Canvas) {
        let style = view.appearance, box = view.absolute
        let on = style.isOn ?? false
        let track = Rect(x: box.x, y: box.y, width: 51, height: 31)
        let trackColor = on ? style.onTintColor ?? RGBAColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255) : palette.fill
        canvas.body.append(#"<rect\#(rect(track)) rx="15.5" \#(paint("fill", trackColor))"# + (on ? "" : " " + paint("stroke", style.tintColor ?? palette.fill) + #" stroke-width="1.5""#) + "/>")
        let thumbX = box.x + (on ? 35.5 : 15.5)
        canvas.body.append(#"<circle cx="\#(n(thumbX))" cy="\#(n(box.y + 15.5))" r="13.5" \#(paint("fill", style.thumbTintColor ?? RGBAColor(white: 1))) \#(paint("stroke", RGBAColor(white: 0))) stroke-opacity="0.12" stroke-width="0.5"/>"#)
    }

    private func drawSlider(_ view: View, into canvas: inout Canvas) {
        let style = view.appearance, box = view.absolute
        let value = style.value ?? 0
        let thumbX = box.x + 14 + value * max(box.width - 28, 0)
        let y = box.y + box.height / 2
        canvas.body.append(#"<rect x="\#(n(box.x))" y="\#(n(y - 2))" width="\#(n(box.width))" height="4" rx="2" \#(paint("fill", style.maximumTrackTintColor ?? palette.fill))/>"#)
        canvas.body.append(#"<rect x="\#(n(box.x))" y="\#(n(y - 2))" width="\#(n(thumbX - box.x))" height="4" rx="2" \#(paint("fill", style.minimumTrackTintColor ?? style.tintColor ?? palette.tint))/>"#)
        canvas.body.append(#"<circle cx="\#(n(thumbX))" cy="\#(n(y))" r="14" \#(paint("fill", style.thumbTintColor ?? RGBAColor(white: 1))) \#(paint("stroke", RGBAColor(white: 0))) stroke-opacity="0.15" stroke-width="0.5"/>"#)
    }

    private func drawProgress(_ view: View, into canvas: inout Canvas) {
        let style = view.appearance, box = view.absolute
        let height = max(box.height, 2)
        canvas.body.append(#"<rect\#(rect(Rect(x: box.x, y: box.y, width: box.width, height: height))) rx="\#(n(height / 2))" \#(paint("fill", style.maximumTrackTintColor ?? palette.fill))/>"#)
        let done = box.width * (style.value ?? 0)
        if done > 0 {
            canvas.body.append(#"<rect\#(rect(Rect(x: box.x, y: box.y, width: done, height: height))) rx="\#(n(height / 2))" \#(paint("fill", style.minimumTrackTintColor ?? style.tintColor ?? palette.tint))/>"#)
        }
    }

    /// Eight spokes fading round, as the indicator looks between two frames of its animation.
    private func drawActivityIndicator(_ view: View, into canvas: inout Canvas) {
        let style = view.appearance, box = view.absolute
        let large = ["large", "whitelarge"].contains(style.activityIndicatorStyle ?? "")
        let white = ["white", "whitelarge"].contains(style.activityIndicatorStyle ?? "")
        let radius = (large ? 37.0 : 20.0) / 2
        let color = style.indicatorColor ?? (white ? RGBAColor(white: 1) : palette.gray)
        let centerX = box.x + box.width / 2, centerY = box.y + box.height / 2
        canvas.body.append(#"<g class="spokes" \#(paint("stroke", color)) stroke-width="\#(n(radius * 0.22))" stroke-linecap="round">"#)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4
            let (sine, cosine) = (sin(angle), cos(angle))
            canvas.body.append(
                #"<line x1="\#(n(centerX + cosine * radius * 0.45))" y1="\#(n(centerY + sine * radius * 0.45))" x2="\#(n(centerX + cosine * radius * 0.9))" y2="\#(n(centerY + sine * radius * 0.9))" stroke-opacity="\#(n(1 - Double(spoke) * 0.1))"/>"#)
        }
        canvas.body.append("</g>")
    }

    /// Two segments, the first selected (the titles are the app's, set in code).
    private func drawSegmentedControl(_ view: View, into canvas: inout Canvas) {
        let box = view.absolute
        canvas.body.append(#"<rect\#(rect(box)) rx="\#(n(min(8, box.height / 2)))" \#(paint("fill", palette.fill))/>"#)
        let selected = Rect(x: box.x + 2, y: box.y + 2, width: max(box.width / 2 - 2, 0), height: max(box.height - 4, 0))
        canvas.body.append(#"<rect\#(rect(selected)) rx="\#(n(min(7, selected.height / 2)))" \#(paint("fill", options.theme == .light ? RGBAColor(white: 1) : RGBAColor(white: 0.39)))/>"#)
    }

    private func drawStepper(_ view: View, into canvas: inout Canvas) {
        let box = view.absolute
        canvas.body.append(#"<rect\#(rect(box)) rx="\#(n(min(8, box.height / 2)))" \#(paint("fill", palette.fill))/>"#)
        let middle = box.x + box.width / 2, centerY = box.y + box.height / 2, arm = min(7, box.height / 4)
        canvas.body.append(
            #"<path d="M\#(n(middle)) \#(n(box.y + 8))V\#(n(box.maxY - 8))M\#(n(box.x + box.width / 4 - arm)) \#(n(centerY))h\#(n(2 * arm))M\#(n(box.x + box.width * 3 / 4 - arm)) \#(n(centerY))h\#(n(2 * arm))M\#(n(box.x + box.width * 3 / 4)) \#(n(centerY - arm))v\#(n(2 * arm))" fill="none" \#(paint("stroke", palette.label)) stroke-width="1.5" stroke-linecap="round"/>"#)
    }
}
