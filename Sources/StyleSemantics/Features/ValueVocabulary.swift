import StyleParser

/// The words and functions each value type accepts (values.md, layout.md), for completion.
/// Snippets use LSP snippet syntax; `plain` is what a client without snippets gets.
struct ValueWord: Sendable {
    enum Kind: Sendable { case keyword, function, color, enumMember }

    var label: String
    var kind: Kind
    var snippet: String
    var doc: String

    static func keyword(_ label: String, _ doc: String) -> ValueWord {
        ValueWord(label: label, kind: .keyword, snippet: label, doc: doc)
    }

    static func function(_ label: String, _ snippet: String, _ doc: String) -> ValueWord {
        ValueWord(label: label, kind: .function, snippet: snippet, doc: doc)
    }

    /// The snippet without placeholders: `rgb(${1:r}, ${2:g})` → `rgb(`.
    var plain: String {
        guard let open = snippet.firstIndex(of: "("), snippet.contains("$") else { return snippet }
        return String(snippet[...open])
    }
}

enum ValueVocabulary {
    static let current = ValueWord.keyword("current", "Keeps the value the view already has; InterfaCSS skips the declaration.")

    static let colorFunctions: [ValueWord] = [
        .function("rgb", "rgb(${1:r}, ${2:g}, ${3:b})", "A colour from red, green and blue components, each 0–255."),
        .function("rgba", "rgba(${1:r}, ${2:g}, ${3:b}, ${4:a})", "A colour from 0–255 components and an alpha from 0 to 1."),
        .function("lighten", "lighten(${1:color}, ${2:10%})", "Raises the HSB brightness by a percentage of itself."),
        .function("darken", "darken(${1:color}, ${2:10%})", "Lowers the HSB brightness by a percentage of itself."),
        .function("saturate", "saturate(${1:color}, ${2:10%})", "Raises the HSB saturation by a percentage of itself."),
        .function("desaturate", "desaturate(${1:color}, ${2:10%})", "Lowers the HSB saturation by a percentage of itself."),
        .function("fadein", "fadein(${1:color}, ${2:10%})", "Raises the alpha by a percentage of itself."),
        .function("fadeout", "fadeout(${1:color}, ${2:10%})", "Lowers the alpha by a percentage of itself."),
        .function("gradient", "gradient(${1:top}, ${2:bottom})", "A vertical gradient sized to the view's height (InterfaCSS 1.x)."),
        .function("opacity", "opacity(${1:color}, ${2:0.5})", "The colour with this alpha (InterfaCSS 2)."),
    ]

    static let sizeFunction = ValueWord.function("size", "size(${1:width}, ${2:height})", "Width and height; one value sets both.")

    static let relativeRectParts: [ValueWord] = [
        .function("size", "size(${1:width}, ${2:height})", "The size of a relative rect: points, `N%` of the parent, or `auto`."),
        .function("sizeToFit", "sizeToFit(${1:width}, ${2:height})", "The view's fitting size, capped at these values."),
        .function("left", "left(${1:0})", "Distance from the parent's left edge: points, `N%` or `auto`."),
        .function("right", "right(${1:0})", "Distance from the parent's right edge: points, `N%` or `auto`."),
        .function("top", "top(${1:0})", "Distance from the parent's top edge: points, `N%` or `auto`."),
        .function("bottom", "bottom(${1:0})", "Distance from the parent's bottom edge: points, `N%` or `auto`."),
        .function("insets", "insets(${1:top}, ${2:left}, ${3:bottom}, ${4:right})", "Insets from the parent's edges."),
    ]

    static let layoutAttributes = LayoutAttribute.allCases.map(\.rawValue)

    static let layoutTerms: [ValueWord] = layoutAttributes.map {
        .function($0, "\($0)(${1:parent})", "Sets the view's \($0) from an expression: `parent`, an element id, `50%`, a constant.")
    } + [
        .function("size", "size(${1:width}, ${2:height})", "Sets width and height."),
        .function("sizeToFit", "sizeToFit(${1:width}, ${2:height})", "Sets width and height, then fits the view's content."),
        .function("origin", "origin(${1:left}, ${2:top})", "Sets left and top."),
        .function("topLeft", "topLeft(${1:left}, ${2:top})", "Sets left and top (left first)."),
        .function("topRight", "topRight(${1:right}, ${2:top})", "Sets right and top."),
        .function("bottomLeft", "bottomLeft(${1:left}, ${2:bottom})", "Sets left and bottom."),
        .function("bottomRight", "bottomRight(${1:right}, ${2:bottom})", "Sets right and bottom."),
        .function("center", "center(${1:parent}, ${2:parent})", "Sets centerX and centerY."),
    ]

    static let layoutReferences: [ValueWord] = [
        .keyword("parent", "The superview; `parent.width`, `50% * parent.height + 10`."),
        .keyword("superview", "The superview (same as `parent`)."),
        .keyword("guide", "The layout guides: `guide.top`, `guide.bottom`, `guide.center`."),
    ]

    static let fontWords: [ValueWord] = [
        .keyword("system", "The system font."),
        .keyword("systemBold", "The bold system font."),
        .keyword("systemItalic", "The italic system font."),
        .function("bigger", "bigger(${1:font}, ${2:2})", "The font, `n` points larger."),
        .function("smaller", "smaller(${1:font}, ${2:2})", "The font, `n` points smaller."),
        .function("fontWithSize", "fontWithSize(${1:font}, ${2:17})", "The font at this size."),
    ]

    /// What a value of `property` may be, at the top level of the value.
    static func words(for property: PropertyRegistry.Property, registry: PropertyRegistry) -> [ValueWord] {
        words(for: property.type, enumName: property.enumName, registry: registry) + [current]
    }

    static func words(for type: PropertyRegistry.ValueType, enumName: String?, registry: PropertyRegistry) -> [ValueWord] {
        switch type {
        case .bool:
            return [.keyword("YES", "True."), .keyword("NO", "False."), .keyword("true", "True."), .keyword("false", "False.")]
        case .enum:
            guard let enumName, let values = registry.enum(named: enumName) else { return [] }
            return values.values.map {
                ValueWord(label: $0, kind: .enumMember, snippet: $0, doc: values.note ?? "A value of \(enumName).")
            }
        case .color, .cgColor:
            return colors(registry) + colorFunctions
        case .image:
            return [
                .function("image", "image(${1:name})", "An image from the app bundle or asset catalogue; with four more values, resizable with cap insets."),
                .function("url", "url(${1:address})", "A remote image, applied once downloaded."),
            ] + colors(registry) + colorFunctions.filter { $0.label != "gradient" }
        case .font:
            return fontWords
        case .rect:
            return [
                .function("rect", "rect(${1:x}, ${2:y}, ${3:width}, ${4:height})", "An absolute frame."),
                .keyword("parent", "The superview's bounds."),
                .function("parent", "parent(${1:inset})", "The superview's bounds inset: `parent(dx, dy)` or `parent(top, left, bottom, right)`."),
                .keyword("window", "The window's bounds."),
                .function("window", "window(${1:inset})", "The window's bounds inset."),
            ] + relativeRectParts
        case .point:
            return [
                .function("point", "point(${1:x}, ${2:y})", "An absolute point."),
                .keyword("parent", "The centre of the superview."),
                .function("parent", "parent(${1:dx}, ${2:dy})", "The centre of the superview, offset."),
                .keyword("window", "The centre of the window."),
                .function("window", "window(${1:dx}, ${2:dy})", "The centre of the window, offset."),
            ]
        case .size:
            return [sizeFunction]
        case .offset:
            return [.function("offset", "offset(${1:horizontal}, ${2:vertical})", "A UIOffset; one value sets both.")]
        case .edgeInsets:
            return [.function("insets", "insets(${1:top}, ${2:left}, ${3:bottom}, ${4:right})", "Edge insets; `insets(v, h)` or `insets(all)` too.")]
        case .transform:
            return [
                .function("rotate", "rotate(${1:degrees})", "A rotation, in degrees."),
                .function("scale", "scale(${1:x}, ${2:y})", "A scale; one value scales both axes."),
                .function("translate", "translate(${1:x}, ${2:y})", "A translation; one value moves both axes."),
            ]
        case .string:
            return [.function("L", "L(\"${1:key}\")", "A localized string: the key's translation, or the key itself.")]
        case .attributedString:
            return [.function("\"text\" (…)", "\"${1:text}\" (${2:font: system 17})", "A segment of attributed text with its attributes.")]
        case .layout:
            return layoutTerms
        case .relativeNumber:
            return [.keyword("auto", "Sized by the layout.")]
        case .number:
            return []
        }
    }

    static func colors(_ registry: PropertyRegistry) -> [ValueWord] {
        var seen: Set<String> = []
        return (registry.namedColors + registry.cssColors).compactMap { name in
            guard seen.insert(name.lowercased()).inserted else { return nil }
            return ValueWord(label: name, kind: .color, snippet: name, doc: NamedColors.color(named: name).map { "\($0.hex) · \($0.rgbaText)" } ?? "A named colour.")
        }
    }
}
