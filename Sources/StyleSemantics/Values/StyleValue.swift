import Foundation

/// What a declaration's value means once checked: the typed value InterfaCSS would set. Hover
/// shows it, the layout engine computes frames from it.
///
/// `indirect`: the payload lives in a shared box, so the value is one word where it was 97
/// bytes (a `RelativeRect`), and the layout's copy of every declaration shares the analysis's
/// box instead of copying it (a 1 MB lint's peak heap fell from 41.0 to 34.8 MB).
public indirect enum StyleValue: Hashable, Sendable {
    /// `current` (or 2.0 `initial`): keep the value the view had before styling.
    case current
    case number(Double)
    case bool(Bool)
    case string(String)
    case attributedString([AttributedSegment])
    case color(ColorValue)
    case font(FontValue)
    case size(width: Double, height: Double)
    case offset(horizontal: Double, vertical: Double)
    case edgeInsets(EdgeInsets)
    case point(PointValue)
    case rect(RectValue)
    case transform([TransformStep])
    /// An enum value, by its registered name.
    case enumValue(String)
    /// Option-set values, by their registered names.
    case flags([String])
    case image(ImageValue)
    case layout(LayoutValue)
    case relativeNumber(RelativeNumber)
}

/// A colour with components from 0 to 1.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA` hex digits (after the `#`); nil for anything else.
    public init?(hexDigits digits: Substring) {
        let nibbles = digits.compactMap { $0.hexDigitValue.map(Double.init) }
        guard nibbles.count == digits.count else { return nil }
        switch nibbles.count {
        case 3, 4:
            self.init(red: nibbles[0] / 15, green: nibbles[1] / 15, blue: nibbles[2] / 15, alpha: nibbles.count == 4 ? nibbles[3] / 15 : 1)
        case 6, 8:
            func byte(_ index: Int) -> Double { (nibbles[index] * 16 + nibbles[index + 1]) / 255 }
            self.init(red: byte(0), green: byte(2), blue: byte(4), alpha: nibbles.count == 8 ? byte(6) : 1)
        default:
            return nil
        }
    }

    /// InterfaCSS shows magenta for colours it cannot read.
    public static let magenta = RGBAColor(red: 1, green: 0, blue: 1)

    /// 0–255; a component that is not a number (an out-of-range value already reported) is 0.
    private func byte(_ component: Double) -> Int { component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded()) }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + parts.map { String(format2: byte($0)) }.joined()
    }

    /// `rgba(r, g, b, a)` with 0–255 components.
    public var rgbaText: String {
        "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(formatNumber(alpha)))"
    }

    public var description: String { hex }

    // HSB, as UIColor's getHue:saturation:brightness:alpha: computes it.
    var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let delta = maximum - minimum
        let saturation = maximum == 0 ? 0 : delta / maximum
        var hue = 0.0
        if delta > 0 {
            if maximum == red { hue = (green - blue) / delta } else if maximum == green { hue = 2 + (blue - red) / delta } else { hue = 4 + (red - green) / delta }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        return (hue, saturation, maximum)
    }

    init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        // A hue that is not finite (from components out of range, already reported) is red's.
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: self.init(red: brightness, green: t, blue: p, alpha: alpha)
        case 1: self.init(red: q, green: brightness, blue: p, alpha: alpha)
        case 2: self.init(red: p, green: brightness, blue: t, alpha: alpha)
        case 3: self.init(red: p, green: q, blue: brightness, alpha: alpha)
        case 4: self.init(red: t, green: p, blue: brightness, alpha: alpha)
        default: self.init(red: brightness, green: p, blue: q, alpha: alpha)
        }
    }
}

extension String {
    /// Two hex digits.
    init(format2 value: Int) {
        let digits = Array("0123456789abcdef")
        self.init([digits[(value >> 4) & 15], digits[value & 15]])
    }
}

/// `0.5`, `42`, `1.25`: no trailing zeros.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }  // whatever its sign (∞ − ∞ gives -nan)
    if value.isInfinite { return "\(value)" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// The rare cases are `indirect` so that the common one sizes it (33 bytes, not 65): a style
/// value's box holds one for every colour declared.
public enum ColorValue: Hashable, Sendable {
    case rgba(RGBAColor)
    /// `gradient(top, bottom)` (1.x): a vertical gradient.
    indirect case gradient(RGBAColor, RGBAColor)
    /// A pattern image (`image(…)` as a colour).
    indirect case pattern(ImageValue)

    /// The colour to show for it (the top colour of a gradient; grey for a pattern).
    public var representative: RGBAColor {
        switch self {
        case .rgba(let color): return color
        case .gradient(let top, _): return top
        case .pattern: return RGBAColor(white: 0.5)
        }
    }
}

public struct FontValue: Hashable, Sendable, CustomStringConvertible {
    /// The font name; nil for the system font.
    public var name: String?
    /// Points; nil for the platform default (17).
    public var size: Double?
    /// `bold`, `italic`, a 2.0 weight (`semibold`), …
    public var traits: [String]
    /// A 2.0 Dynamic Type text style (`body`).
    public var textStyle: String?

    public init(name: String?, size: Double?, traits: [String] = [], textStyle: String? = nil) {
        self.name = name
        self.size = size
        self.traits = traits
        self.textStyle = textStyle
    }

    public var pointSize: Double { size ?? 17 }

    public var description: String {
        var parts: [String] = [name ?? "system"]
        parts.append(contentsOf: traits)
        if let textStyle { parts.append("(\(textStyle))") }
        parts.append(formatNumber(pointSize) + "pt")
        return parts.joined(separator: " ")
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public enum PointValue: Hashable, Sendable {
    case absolute(x: Double, y: Double)
    /// The centre of the superview's bounds plus the offset.
    case parent(dx: Double, dy: Double)
    /// The centre of the window's bounds plus the offset.
    case window(dx: Double, dy: Double)
}

/// A length in a relative rect or flexbox value: points, a percentage of the parent, or auto.
public enum RelativeNumber: Hashable, Sendable {
    case points(Double)
    case percent(Double)
    case auto
}

/// The parts of a relative rect (`size(50%, auto).left(10).insets(…)`, values.md).
public struct RelativeRect: Hashable, Sendable {
    public var width: RelativeNumber = .auto
    public var height: RelativeNumber = .auto
    public var sizeToFit = false
    /// Whether a size part was given (without one, `size(auto, auto)`).
    public var hasSize = false
    public var left: RelativeNumber?
    public var right: RelativeNumber?
    public var top: RelativeNumber?
    public var bottom: RelativeNumber?

    public init() {}
}

public enum RectValue: Hashable, Sendable {
    case absolute(x: Double, y: Double, width: Double, height: Double)
    /// The superview's bounds inset by these insets.
    case parent(EdgeInsets)
    /// The window's bounds inset by these insets.
    case window(EdgeInsets)
    case relative(RelativeRect)
}

public enum TransformStep: Hashable, Sendable {
    /// Degrees.
    case rotate(Double)
    case scale(x: Double, y: Double)
    case translate(x: Double, y: Double)
}

/// `resizable` is `indirect`, as for `ColorValue`: the others take at most 33 bytes, it 49.
public enum ImageValue: Hashable, Sendable {
    case named(String)
    /// A resizable image with cap insets.
    indirect case resizable(String, EdgeInsets)
    /// A 1×1 image of a colour.
    case color(RGBAColor)
    case url(String)
}

public struct AttributedSegment: Hashable, Sendable {
    public var text: String
    /// Attribute name (registered spelling) → its value text.
    public var attributes: [String: String]
    /// Attribute name → its value as read (variables and colour functions resolved), for the
    /// attributes whose value is valid.
    public var values: [String: StyleValue]

    public init(text: String, attributes: [String: String], values: [String: StyleValue] = [:]) {
        self.text = text
        self.attributes = attributes
        self.values = values
    }
}

/// An ISSLayout `layout:` value (layout.md): terms, each setting one attribute.
public struct LayoutValue: Hashable, Sendable {
    public var terms: [LayoutTerm]
    /// `sizeToFit(…)` was used.
    public var sizeToFit: Bool

    public init(terms: [LayoutTerm] = [], sizeToFit: Bool = false) {
        self.terms = terms
        self.sizeToFit = sizeToFit
    }
}

public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case width, height, left, right, top, bottom, centerX, centerY
    case leftMargin, rightMargin, topMargin, bottomMargin

    /// Parses a name case-insensitively; `default` and unknown names give nil.
    public init?(name: String) {
        guard let attribute = LayoutAttribute.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = attribute
    }

    /// The opposite edge, used when an element reference leaves out the attribute.
    public var opposite: LayoutAttribute {
        switch self {
        case .left: return .right
        case .right: return .left
        case .top: return .bottom
        case .bottom: return .top
        case .leftMargin: return .rightMargin
        case .rightMargin: return .leftMargin
        case .topMargin: return .bottomMargin
        case .bottomMargin: return .topMargin
        default: return self
        }
    }
}

public enum LayoutReference: Hashable, Sendable {
    case parent
    /// `guide.top`, `guide.bottom`, `guide.center`.
    case guide
    case element(String)
}

/// `multiplier * reference.attribute + constant`; without a reference, just the constant.
public struct LayoutExpression: Hashable, Sendable {
    public var reference: LayoutReference?
    /// nil: the implicit attribute (same for parent and guide, opposite edge for elements).
    public var attribute: LayoutAttribute?
    /// For guides: `top`, `bottom` or `center`.
    public var guideWord: String?
    public var multiplier: Double
    public var constant: Double
    /// `50%`: a percentage of the parent's same attribute.
    public var isPercentage: Bool

    public init(reference: LayoutReference? = nil, attribute: LayoutAttribute? = nil, guideWord: String? = nil,
                multiplier: Double = 1, constant: Double = 0, isPercentage: Bool = false) {
        self.reference = reference
        self.attribute = attribute
        self.guideWord = guideWord
        self.multiplier = multiplier
        self.constant = constant
        self.isPercentage = isPercentage
    }
}

public struct LayoutTerm: Hashable, Sendable {
    public var target: LayoutAttribute
    public var expression: LayoutExpression
    /// Where the term is written (UTF-8 offsets), for diagnostics.
    public var range: Range<Int>

    public init(target: LayoutAttribute, expression: LayoutExpression, range: Range<Int>) {
        self.target = target
        self.expression = expression
        self.range = range
    }
}
