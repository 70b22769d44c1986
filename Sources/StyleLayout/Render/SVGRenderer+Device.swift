import StyleSemantics

/// The device around the app: its frame and screen corners, the status bar, the notch or the
/// Dynamic Island, the home indicator. Drawn in the screen's coordinates.
extension SVGRenderer {
    func drawBezel(into canvas: inout Canvas) {
        let radius = screen.display.cornerRadius > 0 ? screen.display.cornerRadius + bezel : 16
        let body = Rect(x: -bezel, y: -bezel, width: screen.width + 2 * bezel, height: screen.height + 2 * bezel)
        canvas.body.append(#"<rect class="bezel"\#(rect(body)) rx="\#(n(radius))" \#(paint("fill", palette.bezel)) \#(paint("stroke", palette.bezelEdge)) stroke-width="\#(n(pixel))"/>"#)
    }

    /// Where the status bar's time and icons go: the time's centre and size, and the right end
    /// and the middle of the icons; nil without a status bar (an iPhone in landscape).
    var statusBarItems: (time: (x: Double, y: Double, size: Double), iconsRight: Double, middle: Double)? {
        let height = screen.statusBarHeight
        guard height > 0 else { return nil }
        if screen.display.cutout != .none {
            // In the two ears beside the cutout.
            let ear = (screen.width - cutoutLength) / 2, middle = min(height, 54) / 2 + 1
            return ((ear / 2, middle, 17), screen.width - ear / 2 + 34, middle)
        }
        if screen.isPad { return ((42, height / 2, 14), screen.width - 20, height / 2) }
        return ((screen.width / 2, height / 2, 12), screen.width - 6, height / 2)
    }

    /// What the status bar's time and icons cover: names go elsewhere.
    var statusBarAreas: [Rect] {
        guard let items = statusBarItems else { return [] }
        let time = items.time
        return [
            Rect(x: time.x - 2 * time.size, y: time.y - time.size / 2, width: 4 * time.size, height: time.size),
            Rect(x: items.iconsRight - 68, y: items.middle - 7, width: 70, height: 14),
        ]
    }

    /// The time, signal, Wi-Fi and battery in the status bar, and the home indicator, in the
    /// theme's text colour over the app.
    func drawStatusBar(into canvas: inout Canvas) {
        if let items = statusBarItems {
            canvas.body.append(#"<g class="status-bar" \#(paint("fill", palette.label)) font-weight="600">"#)
            let time = items.time
            canvas.body.append(#"<text x="\#(n(time.x))" y="\#(n(time.y + time.size * 0.36))" font-size="\#(n(time.size))" text-anchor="middle">9:41</text>"#)
            drawStatusIcons(right: items.iconsRight, middle: items.middle, into: &canvas)
            canvas.body.append("</g>")
        }
        if screen.homeIndicatorHeight > 0 {
            let width = screen.isPad ? 315.0 : screen.isLandscape ? 209 : 134
            let indicator = Rect(x: (screen.width - width) / 2, y: screen.height - 13, width: width, height: 5)
            canvas.body.append(#"<rect class="home-indicator"\#(rect(indicator)) rx="2.5" \#(paint("fill", palette.label))/>"#)
        }
    }

    /// Signal bars, Wi-Fi and the battery, ending at `right`, centred on `middle`.
    private func drawStatusIcons(right: Double, middle: Double, into canvas: inout Canvas) {
        let battery = Rect(x: right - 27, y: middle - 6, width: 25, height: 12)
        var shapes: [String] = []
        for bar in 0..<4 {
            let barHeight = 4 + 2.5 * Double(bar)
            shapes.append(#"<rect x="\#(n(right - 68 + 4.5 * Double(bar)))" y="\#(n(middle + 5 - barHeight))" width="3" height="\#(n(barHeight))" rx="1"/>"#)
        }
        // Wi-Fi: a quarter circle, its point down.
        let wifiX = right - 40, wifiY = middle + 5
        shapes.append(#"<path d="M\#(n(wifiX)) \#(n(wifiY))L\#(n(wifiX - 7.5)) \#(n(wifiY - 7.5))A10.6 10.6 0 0 1 \#(n(wifiX + 7.5)) \#(n(wifiY - 7.5))Z"/>"#)
        shapes.append(#"<rect\#(rect(battery)) rx="3.5" fill="none" \#(paint("stroke", palette.label)) stroke-opacity="0.4"/>"#)
        shapes.append(#"<rect\#(rect(Rect(x: battery.x + 2, y: battery.y + 2, width: battery.width - 4, height: battery.height - 4))) rx="1.5"/>"#)
        shapes.append(#"<rect x="\#(n(battery.maxX + 1))" y="\#(n(middle - 2))" width="1.5" height="4" rx="0.75" fill-opacity="0.4"/>"#)
        canvas.body.append(contentsOf: shapes)
    }

    /// The cutout's length along the edge it is on.
    var cutoutLength: Double {
        switch screen.display.cutout {
        case .none: return 0
        case .island: return 126
        case .notch: return 162
        }
    }

    /// The notch or the Dynamic Island over the app, at the top; on the left in landscape
    /// (the phone turned with its top to the left).
    func drawCutout(into canvas: inout Canvas) {
        let turned = screen.isLandscape && !screen.isPad
        let shape: String
        switch screen.display.cutout {
        case .none:
            return
        case .island:
            let along = ((turned ? screen.height : screen.width) - cutoutLength) / 2
            let island = turned ? Rect(x: 11, y: along, width: 37, height: cutoutLength) : Rect(x: along, y: 11, width: cutoutLength, height: 37)
            shape = #"<rect class="cutout"\#(rect(island)) rx="18.5" \#(paint("fill", RGBAColor(white: 0)))/>"#
        case .notch:
            let along = ((turned ? screen.height : screen.width) - cutoutLength) / 2, depth = 32.0, round = 20.0
            // Across the top edge from `along`, rounded at its two lower corners.
            let path = "M\(n(along)) 0H\(n(along + cutoutLength))V\(n(depth - round))A\(n(round)) \(n(round)) 0 0 1 \(n(along + cutoutLength - round)) \(n(depth))"
                + "H\(n(along + round))A\(n(round)) \(n(round)) 0 0 1 \(n(along)) \(n(depth - round))Z"
            // Turned: the same shape mirrored onto the left edge.
            shape = #"<path class="cutout" d="\#(path)" \#(paint("fill", RGBAColor(white: 0)))\#(turned ? #" transform="matrix(0 1 1 0 0 0)""# : "")/>"#
        }
        canvas.body.append(#"<g clip-path="url(#screen)">"# + shape + "</g>")
    }
}
