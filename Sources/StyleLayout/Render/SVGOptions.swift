import StyleSemantics

/// How to draw the preview as SVG.
public struct SVGOptions: Hashable, Sendable {
    /// The system appearance the app is drawn in (its default colours: the background, text,
    /// tint) and the colours of the device and the marks around it.
    public enum Theme: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    public var theme: Theme
    /// Pixels per point of the picture's size. Names, marks and notes are drawn for it (10 px
    /// names at any scale), so a client showing the picture smaller asks for that scale.
    public var scale: Double
    /// Each view's outline and name over the drawing.
    public var outlines: Bool

    public init(theme: Theme = .light, scale: Double = 1, outlines: Bool = true) {
        self.theme = theme
        self.scale = scale.isFinite && scale > 0 ? min(max(scale, 0.05), 20) : 1
        self.outlines = outlines
    }

    /// Options as a command line or a request gives them, each optional; a clear problem for
    /// a theme or scale that is none.
    public init(theme name: String?, scale: Double?, outlines: Bool?) throws {
        var theme = Theme.light
        if let name {
            guard let named = Theme(rawValue: name.lowercased()) else {
                throw PreviewOptions.Problem(description: "the theme is light or dark, not '\(name)'")
            }
            theme = named
        }
        if let scale, !(scale >= 0.05 && scale <= 20) {
            throw PreviewOptions.Problem(description: "the scale is a number of pixels per point from 0.05 to 20, not \(formatNumber(scale))")
        }
        self.init(theme: theme, scale: scale ?? 1, outlines: outlines ?? true)
    }
}

/// The colours of a theme: UIKit's system colours for the app's defaults, and the picture's own.
struct Palette {
    /// `systemBackground`: behind the app's views.
    var background: RGBAColor
    /// `label`: text without a colour of its own, the status bar, the home indicator.
    var label: RGBAColor
    /// `systemBlue`: the default tint (system buttons, slider tracks).
    var tint: RGBAColor
    /// `placeholderText`.
    var placeholder: RGBAColor
    /// A switch's or a slider's empty track, a segmented control, an image's placeholder.
    var fill: RGBAColor
    /// `systemGray`: an activity indicator, a text field's border.
    var gray: RGBAColor
    /// The device around the screen.
    var bezel: RGBAColor
    var bezelEdge: RGBAColor
    /// Outlines and names over the drawing.
    var outline: RGBAColor
    var nameText: RGBAColor
    /// Marks of views that need a note (zero size, off the screen).
    var mark: RGBAColor
    /// The notes under the device.
    var notes: RGBAColor

    static func of(_ theme: SVGOptions.Theme) -> Palette {
        func hex(_ text: String) -> RGBAColor { RGBAColor(hexDigits: Substring(text))! }
        switch theme {
        case .light:
            return Palette(
                background: hex("ffffff"), label: hex("000000"), tint: hex("007aff"), placeholder: hex("3c3c434c"), fill: hex("e5e5ea"),
                gray: hex("8e8e93"), bezel: hex("1c1c1e"), bezelEdge: hex("48484a"), outline: hex("2563eb"), nameText: hex("ffffff"),
                mark: hex("ea580c"), notes: hex("374151"))
        case .dark:
            return Palette(
                background: hex("000000"), label: hex("ffffff"), tint: hex("0a84ff"), placeholder: hex("ebebf54c"), fill: hex("3a3a3c"),
                gray: hex("8e8e93"), bezel: hex("2c2c2e"), bezelEdge: hex("636366"), outline: hex("60a5fa"), nameText: hex("0b1220"),
                mark: hex("fb923c"), notes: hex("d1d5db"))
        }
    }
}
