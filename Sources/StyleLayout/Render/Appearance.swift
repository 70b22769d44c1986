import StyleParser
import StyleSemantics

/// What the stylesheet says a view looks like, for drawing it: the declarations of its normal
/// state that UIKit draws, read from the cascade the layout already made. Their values are
/// typed, with variables and colour functions resolved by the analysis.
struct Appearance: Hashable, Sendable {
    var backgroundColor: ColorValue?
    var alpha = 1.0
    var isHidden = false
    var cornerRadius = 0.0
    var borderWidth = 0.0
    /// CALayer's default border colour is opaque black.
    var borderColor: RGBAColor?
    var clipsToBounds = false
    /// `contentMode`, lower-cased (`scaleaspectfill`); UIKit's default is `scaleToFill`.
    var contentMode: String?
    var transform: [TransformStep] = []
    var tintColor: RGBAColor?

    /// A label's text, a button's title, a text field's or text view's text, in runs of one
    /// style (attributed text has several).
    var text: [TextRun] = []
    var placeholder: String?
    var font: FontValue?
    var textColor: RGBAColor?
    /// `textAlignment`, lower-cased.
    var textAlignment: String?
    var numberOfLines: Int?
    /// `contentHorizontalAlignment` and `contentVerticalAlignment` of a control, lower-cased.
    var contentHorizontalAlignment: String?
    var contentVerticalAlignment: String?

    /// An image view's image, or a button's.
    var image: ImageValue?
    var backgroundImage: ImageValue?
    /// Controls' colours: a switch's `onTintColor`, a slider's and a progress view's tracks, an
    /// activity indicator's `color`, thumbs.
    var onTintColor: RGBAColor?
    var thumbTintColor: RGBAColor?
    var minimumTrackTintColor: RGBAColor?
    var maximumTrackTintColor: RGBAColor?
    var indicatorColor: RGBAColor?
    /// A slider's or progress view's value as a fraction of its range, a switch's state.
    var value: Double?
    var isOn: Bool?
    var activityIndicatorStyle: String?
    /// A text field's `borderStyle`, lower-cased.
    var borderStyle: String?

    /// One run of text in one style.
    struct TextRun: Hashable, Sendable {
        var text: String
        var color: RGBAColor?
        var font: FontValue?
        var underline = false
    }

    /// The appearance `declarations` (a view's winners of the cascade) give, over the `text`
    /// and `image` of a view definition's element (InterfaCSS 2 labels, buttons, image views).
    init(_ declarations: [StyledDeclaration], text: String? = nil, image: String? = nil) {
        if let text { self.text = [TextRun(text: text)] }
        if let image { self.image = .named(image) }
        var fontSize: Double?, fontFamily: String?, fontWeight: String?
        var slider = (value: nil as Double?, minimum: 0.0, maximum: 1.0)
        for declaration in declarations {
            switch (declaration.name, declaration.value) {
            case ("backgroundcolor", .color(let color)): backgroundColor = color
            case ("alpha", .number(let value)): alpha = value.isFinite ? min(max(value, 0), 1) : 1
            case ("hidden", .bool(let value)): isHidden = value
            case ("layer.cornerradius", .number(let value)), ("borderradius", .number(let value)): cornerRadius = value.isFinite ? max(value, 0) : 0
            case ("layer.borderwidth", .number(let value)): borderWidth = value.isFinite ? max(value, 0) : 0
            case ("layer.bordercolor", .color(let color)): borderColor = color.representative
            case ("clipstobounds", .bool(let value)), ("layer.maskstobounds", .bool(let value)): clipsToBounds = value
            case ("contentmode", .enumValue(let mode)): contentMode = mode.lowercased()
            case ("transform", .transform(let steps)): transform = steps
            case ("tintcolor", .color(let color)): tintColor = color.representative
            case ("text", .string(let value)), ("title", .string(let value)): self.text = [TextRun(text: value)]
            case ("text", .attributedString(let segments)), ("attributedtext", .attributedString(let segments)),
                ("attributedtitle", .attributedString(let segments)):
                self.text = segments.map(TextRun.init)
            case ("placeholder", .string(let value)): placeholder = value
            case ("font", .font(let value)), ("titlelabel.font", .font(let value)): font = value
            case ("fontsize", .number(let value)): fontSize = value
            case ("fontfamily", .string(let value)): fontFamily = value
            case ("fontweight", .enumValue(let value)): fontWeight = value.lowercased()
            case ("textcolor", .color(let color)), ("titlecolor", .color(let color)), ("titlelabel.textcolor", .color(let color)):
                textColor = color.representative
            case ("textalignment", .enumValue(let value)), ("titlelabel.textalignment", .enumValue(let value)): textAlignment = value.lowercased()
            case ("numberoflines", .number(let lines)), ("titlelabel.numberoflines", .number(let lines)):
                numberOfLines = lines.isNaN ? 0 : Int(min(max(lines, -1e9), 1e9))
            case ("contenthorizontalalignment", .enumValue(let value)): contentHorizontalAlignment = value.lowercased()
            case ("contentverticalalignment", .enumValue(let value)): contentVerticalAlignment = value.lowercased()
            case ("image", .image(let value)): self.image = value
            case ("backgroundimage", .image(let value)): backgroundImage = value
            case ("ontintcolor", .color(let color)): onTintColor = color.representative
            case ("thumbtintcolor", .color(let color)): thumbTintColor = color.representative
            case ("minimumtracktintcolor", .color(let color)), ("progresstintcolor", .color(let color)): minimumTrackTintColor = color.representative
            case ("maximumtracktintcolor", .color(let color)), ("tracktintcolor", .color(let color)): maximumTrackTintColor = color.representative
            case ("color", .color(let color)): indicatorColor = color.representative
            case ("value", .number(let value)), ("progress", .number(let value)): slider.value = value
            case ("minimumvalue", .number(let value)): slider.minimum = value
            case ("maximumvalue", .number(let value)): slider.maximum = value
            case ("on", .bool(let value)): isOn = value
            case ("activityindicatorviewstyle", .enumValue(let value)): activityIndicatorStyle = value.lowercased()
            case ("borderstyle", .enumValue(let value)): borderStyle = value.lowercased()
            default: break
            }
        }
        if let value = slider.value, value.isFinite, slider.maximum > slider.minimum {
            self.value = min(max((value - slider.minimum) / (slider.maximum - slider.minimum), 0), 1)
        }
        // InterfaCSS 2's font parts (`font-size`, `font-family`, `font-weight`) make one font.
        if fontSize != nil || fontFamily != nil || fontWeight != nil {
            var font = self.font ?? FontValue(name: nil, size: nil)
            if let fontSize { font.size = fontSize }
            if let fontFamily { font.name = fontFamily }
            if let fontWeight { font.traits.append(fontWeight) }
            self.font = font
        }
    }
}

extension Appearance.TextRun {
    /// An attributed-text segment: its colour and font when they were valid.
    init(_ segment: AttributedSegment) {
        self.init(text: segment.text)
        if case .color(let color)? = segment.values["foregroundColor"] { self.color = color.representative }
        if case .font(let font)? = segment.values["font"] { self.font = font }
        if let underline = segment.attributes["underlineStyle"] { self.underline = underline.lowercased() != "none" }
    }
}
