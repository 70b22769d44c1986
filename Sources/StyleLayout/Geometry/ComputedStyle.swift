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
    var placeholder: String?
    var fontSize: Double?
    var numberOfLines: Int?
    var activityIndicatorStyle: String?
    /// `textAlignment`, lowercased.
    var textAlignment: String?

    /// `file`: the stylesheet being previewed; declarations from others keep no range (they
    /// are not reported on it).
    init(_ declarations: [StyledDeclaration], layoutAttribute: LayoutValue?, text: String?, file: Int = 0) {
        var last: [String: Int] = [:]
        for (index, declaration) in declarations.enumerated() { last[declaration.name] = index }
        self.text = text
        layout = layoutAttribute
        for (index, declaration) in declarations.enumerated() where last[declaration.name] == index {
            let name = declaration.name
            let range = declaration.file == file ? declaration.range : nil
            switch (name, declaration.value) {
            case ("frame", _), ("bounds", _), ("center", _):
                geometry.append((name, declaration.value, range))
            case ("layout", .layout(let value)):
                layout = value
                layoutRange = range
            case ("text", .string(let value)), ("title", .string(let value)):
                self.text = value
            case ("text", .attributedString(let segments)), ("attributedtext", .attributedString(let segments)),
                ("attributedtitle", .attributedString(let segments)):
                self.text = segments.map(\.text).joined()
            case ("font", .font(let font)), ("titlelabel.font", .font(let font)):
                fontSize = font.pointSize
            case ("fontsize", .number(let size)):
                fontSize = size
            case ("numberoflines", .number(let lines)):
                // Past an integer's range (or not a number: ∞ − ∞) a count must not trap; a
                // billion lines is as good as unlimited.
                numberOfLines = lines.isNaN ? 0 : Int(min(max(lines, -1e9), 1e9))
            case ("placeholder", .string(let value)):
                placeholder = value
            case ("activityindicatorviewstyle", .enumValue(let value)):
                activityIndicatorStyle = value
            case ("textalignment", .enumValue(let value)):
                textAlignment = value.lowercased()
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
