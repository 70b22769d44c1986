import StyleParser

/// Whether a `.css` file that no InterfaCSS project claims is web CSS, by what its text shows:
/// at-rules InterfaCSS has not (`@media`, `@import`…), HTML element selectors (`body`, `div`),
/// properties only the web has (`display`, `font-family`) — against what only InterfaCSS has
/// (UIKit classes in selectors, the registry's properties the web lacks (`textColor`),
/// `@name:` variables, property parameters). Web CSS when the first kind is there and the
/// second is not: such a file a client sends as `css` is left alone, not reported 30 times.
public struct WebCSSEvidence: Sendable, Equatable {
    public var web = 0
    public var interfaCSS = 0

    public var isWebCSS: Bool { web > 0 && interfaCSS == 0 }

    public init(_ tree: SyntaxTree, registry: PropertyRegistry = .standard) {
        let bytes = tree.bytes
        var inTypeSelector = false, inPropertyName = false
        tree.root.walk(
            enter: { node in
                switch node.kind {
                case .atRule: web += 1
                case .propertyParameters: interfaCSS += 1
                case .typeSelector: inTypeSelector = true
                case .propertyName: inPropertyName = true
                case .variableDefinition:
                    if bytes[node.range.lowerBound] == UInt8(ascii: "@") { interfaCSS += 1 }
                default: break
                }
                // Counting stops being useful once both kinds are there.
                return !(web > 0 && interfaCSS > 0)
            },
            token: { kind, range in
                guard kind == .identifier, inTypeSelector || inPropertyName else { return }
                let word = String(decoding: bytes[range], as: UTF8.self)
                if inTypeSelector {
                    let lowercased = word.lowercased()
                    if Self.htmlElements.contains(lowercased) {
                        web += 1
                    } else if !Self.sharedElements.contains(lowercased) && registry.typeSelectorClass(word) != nil {
                        interfaCSS += 1
                    }
                } else {
                    let known = !registry.properties(named: word).isEmpty
                    if Self.webProperties.contains(word.lowercased()) {
                        if !known { web += 1 }
                    } else if known {
                        interfaCSS += 1
                    }
                }
            },
            exit: { node in
                if node.kind == .typeSelector { inTypeSelector = false }
                if node.kind == .propertyName { inPropertyName = false }
            })
    }

    /// What both name: InterfaCSS 2's elements that are HTML's too count for neither.
    static let sharedElements: Set<String> = ["label", "button", "view", "switch", "slider"]

    /// Elements of HTML only.
    static let htmlElements: Set<String> = [
        "html", "body", "div", "span", "p", "a", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "img", "table", "thead", "tbody",
        "tfoot", "tr", "td", "th", "form", "input", "textarea", "select", "option", "nav", "header", "footer", "section", "article", "main",
        "aside", "em", "strong", "pre", "code", "blockquote", "hr", "br", "figure", "figcaption", "video", "audio", "canvas", "iframe",
        "small", "sup", "sub", "dl", "dt", "dd", "abbr", "b", "i", "u", "fieldset", "legend", "details", "summary",
    ]

    /// Properties common in web CSS; those the registry also knows (`color`, `margin`, `width`)
    /// count for neither.
    static let webProperties: Set<String> = [
        "color", "display", "font-family", "font-weight", "font-style", "font-size", "font", "position", "z-index", "float", "clear",
        "box-shadow", "text-decoration", "line-height", "cursor", "transition", "animation", "overflow", "overflow-x", "overflow-y",
        "visibility", "list-style", "list-style-type", "text-transform", "letter-spacing", "white-space", "vertical-align", "box-sizing",
        "outline", "content", "pointer-events", "user-select", "background", "border", "border-radius", "border-top", "border-bottom",
        "border-left", "border-right", "margin", "margin-top", "margin-bottom", "margin-left", "margin-right", "padding", "padding-top",
        "padding-bottom", "padding-left", "padding-right", "width", "height", "min-width", "max-width", "min-height", "max-height",
        "top", "left", "right", "bottom", "text-align", "opacity", "transform", "grid-template-columns", "gap", "word-wrap",
        "word-break", "text-overflow", "filter", "background-color", "background-image",
    ]
}
