import StyleParser
import StyleSemantics

/// What the layout needs of a view's declarations, the last of each property winning.
struct ComputedStyle: Sendable {
    /// `frame`, `bounds` and `center`, in the order they are applied.
    var geometry: [(name: String, value: StyleValue, range: Range<Int>?)] = []
    var layout: LayoutValue?
    var layoutRange: Range<Int>?
    var flex: [String: StyleValue] = [:]
    var text: String?
    var fontSize: Double?
    var numberOfLines: Int?

    init(_ declarations: [StyledDeclaration], layoutAttribute: LayoutValue?, text: String?) {
        var last: [String: Int] = [:]
        for (index, declaration) in declarations.enumerated() { last[declaration.name] = index }
        self.text = text
        layout = layoutAttribute
        for (index, declaration) in declarations.enumerated() where last[declaration.name] == index {
            let name = declaration.name
            switch (name, declaration.value) {
            case ("frame", _), ("bounds", _), ("center", _):
                geometry.append((name, declaration.value, declaration.range))
            case ("layout", .layout(let value)):
                layout = value
                layoutRange = declaration.range
            case ("text", .string(let value)), ("title", .string(let value)):
                self.text = value
            case ("text", .attributedString(let segments)), ("attributedtext", .attributedString(let segments)):
                self.text = segments.map(\.text).joined()
            case ("font", .font(let font)), ("titlelabel.font", .font(let font)):
                fontSize = font.pointSize
            case ("fontsize", .number(let size)):
                fontSize = size
            case ("numberoflines", .number(let lines)):
                numberOfLines = Int(lines)
            default:
                if ComputedStyle.flexProperties.contains(name) {
                    flex[name] = declaration.value
                }
            }
        }
    }

    /// The InterfaCSS 2 flexbox properties (normalized names).
    static let flexProperties: Set<String> = {
        let registry = PropertyRegistry.standard
        return Set(registry.classes.flatMap(\.properties).filter(\.isFlexbox).map { PropertyRegistry.normalize($0.name) })
    }()

    /// Declares how its parent's flexbox treats it (grow, size, margins, position, …).
    var isFlexItem: Bool { flex.keys.contains { !PropertyRegistry.Property.containerNames.contains($0) } }
    /// Declares how it arranges its children.
    var isFlexContainer: Bool { flex.keys.contains { PropertyRegistry.Property.containerNames.contains($0) } }
}

/// Estimated content sizes, as the preview cannot ask UIKit: a label's text is
/// `characters × 0.55 × font size` wide and `1.2 × font size` high per line (17 pt by default);
/// a button is its title plus 8 pt on each side, at least 30 pt high (title 15 pt by default);
/// a few controls have their fixed UIKit sizes. Views without text have no content size.
enum IntrinsicSize {
    static let characterWidth = 0.55
    static let lineHeight = 1.2

    /// The size that fits in `proposal` (0 or less: unlimited), or nil when the view has no
    /// content size.
    static func fitting(type: String, style: ComputedStyle, proposal: Size, registry: PropertyRegistry) -> Size? {
        func kind(_ name: String) -> Bool { registry.isClass(type, kindOf: name) || type == name }
        if kind("UISwitch") { return Size(width: 51, height: 31) }
        if kind("UIActivityIndicatorView") { return Size(width: 20, height: 20) }
        if kind("UIStepper") { return Size(width: 94, height: 32) }
        if kind("UISlider") { return Size(width: proposal.width > 0 ? proposal.width : 100, height: 31) }
        if kind("UIProgressView") { return Size(width: proposal.width > 0 ? proposal.width : 100, height: 2) }
        guard let text = style.text, !text.isEmpty else { return nil }
        if kind("UIButton") {
            let title = textSize(text, fontSize: style.fontSize ?? 15, lines: 1, width: 0)
            return Size(width: title.width + 16, height: max(30, title.height + 12))
        }
        if kind("UILabel") || kind("UITextField") || kind("UITextView") {
            let lines = style.numberOfLines ?? (kind("UILabel") ? 1 : 0)
            var size = textSize(text, fontSize: style.fontSize ?? 17, lines: lines, width: proposal.width)
            if kind("UITextField") { size.height = max(size.height, 34) }
            return size
        }
        return nil
    }

    /// Text `fontSize` points high on one line, or wrapped to `width` when `lines` is not 1.
    static func textSize(_ text: String, fontSize: Double, lines: Int, width: Double) -> Size {
        let lineWidth = (Double(text.count) * characterWidth * fontSize).rounded(.up)
        let lineHeight = (lineHeight * fontSize).rounded(.up)
        guard lines != 1, width > 0, lineWidth > width else { return Size(width: lineWidth, height: lineHeight) }
        var count = Int((lineWidth / width).rounded(.up))
        if lines > 1 { count = min(count, lines) }
        return Size(width: width, height: lineHeight * Double(count))
    }
}
