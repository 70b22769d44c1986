import StyleParser

/// The attributes InterfaCSS reads on view elements: 1.x `ISSViewHierarchyParser`, 2.x
/// `ElementAttributes` (names compared without regard to case in both).
public enum ViewDefinitionAttributes {
    public enum Meaning: Sendable, Hashable {
        case id, styleClass, property, layout, prototype, prototypeScope, addSubview, implementation, collectionViewLayout
        case accessibilityIdentifier, style, buttonType, image, text
    }

    struct Entry {
        var name: String
        var meaning: Meaning
        var doc: String
    }

    /// Read alike by both versions.
    static let styleClass = Entry(name: "class", meaning: .styleClass, doc: "Style classes, separated by white space or commas.")
    static let property = Entry(name: "property", meaning: .property, doc: "The property of the file owner (else of the parent view) that receives the view.")
    static let addSubview = Entry(name: "addSubview", meaning: .addSubview, doc: "`NO` builds the view without adding it to its parent.")
    static let collectionViewLayout = Entry(name: "collectionViewLayout", meaning: .collectionViewLayout, doc: "A collection view's layout class.")
    static let accessibilityIdentifier = Entry(name: "accessibilityIdentifier", meaning: .accessibilityIdentifier, doc: "Copied to the view's `accessibilityIdentifier`.")

    static let interfaCSS1: [Entry] = [
        Entry(name: "id", meaning: .id, doc: "The element id: `#id` selectors and ISSLayout references use it; also the default `property` name."),
        Entry(name: "elementId", meaning: .id, doc: "Same as `id`."),
        styleClass, property,
        Entry(name: "layout", meaning: .layout, doc: "An ISSLayout, as the `layout:` property takes: `size(100, 44), top(title.bottom + 8)`."),
        Entry(name: "ISSLayout", meaning: .layout, doc: "Same as `layout`."),
        Entry(name: "prototype", meaning: .prototype, doc: "Makes the element a prototype registered under this name, not a view built now."),
        Entry(name: "prototypeScope", meaning: .prototypeScope, doc: "`parent` (the default) or `global`: where the prototype is registered."),
        Entry(name: "scope", meaning: .prototypeScope, doc: "Same as `prototypeScope`."),
        addSubview,
        Entry(name: "add", meaning: .addSubview, doc: "Same as `addSubview`."),
        Entry(name: "implementation", meaning: .implementation, doc: "The class to build instead of the tag's."),
        Entry(name: "impl", meaning: .implementation, doc: "Same as `implementation`."),
        collectionViewLayout,
        Entry(name: "layoutClass", meaning: .collectionViewLayout, doc: "Same as `collectionViewLayout`."),
        accessibilityIdentifier,
    ]

    static let interfaCSS2: [Entry] = [
        Entry(name: "id", meaning: .id, doc: "The element id: `#id` selectors use it; also the default `property` name."),
        styleClass,
        Entry(name: "style", meaning: .style, doc: "Inline declarations of the element's properties: `flex-grow: 1; background-color: red`."),
        property, addSubview,
        Entry(name: "implementation", meaning: .implementation, doc: "The class to build (views, cells and view controllers)."),
        collectionViewLayout, accessibilityIdentifier,
        Entry(name: "type", meaning: .buttonType, doc: "A button's type: `custom` (the default) or `system`."),
        Entry(name: "image", meaning: .image, doc: "An image view's image name."),
        Entry(name: "src", meaning: .image, doc: "Same as `image`."),
        Entry(name: "title", meaning: .text, doc: "The text of a label, text field or text view, or a button's title, when the element has no text content."),
        Entry(name: "text", meaning: .text, doc: "Same as `title`."),
        Entry(name: "layout", meaning: .layout, doc: "The layout file of a cell or a `viewController`."),
    ]

    /// The attributes of InterfaCSS 2's `<layout>` root.
    static let layoutElement: [(name: String, doc: String)] = [
        ("useSafeAreaInsets", "Lays the view out inside the safe area (a boolean)."),
        ("useDefaultMargins", "Uses the layout margins of the root view (a boolean)."),
        ("title", "The view controller's title."),
        ("layoutTitle", "Same as `title`."),
    ]

    static func entries(_ format: ViewDefinition.Format) -> [Entry] {
        format == .interfaCSS1 ? interfaCSS1 : interfaCSS2
    }

    static let interfaCSS1Index = Dictionary(interfaCSS1.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    static let interfaCSS2Index = Dictionary(interfaCSS2.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    static func entry(_ name: String, format: ViewDefinition.Format) -> Entry? {
        (format == .interfaCSS1 ? interfaCSS1Index : interfaCSS2Index)[name.lowercased()]
    }

    /// What an attribute of a view element means, or nil when InterfaCSS does not read it.
    public static func meaning(of name: String, format: ViewDefinition.Format) -> Meaning? {
        entry(name, format: format)?.meaning
    }

    static func doc(of name: String, format: ViewDefinition.Format) -> String? {
        entry(name, format: format)?.doc
    }

    /// The names, for suggestions.
    static func names(_ format: ViewDefinition.Format) -> [String] { entries(format).map(\.name) }

    /// Namespace declarations and namespaced attributes are XML's, not InterfaCSS's.
    static func isNamespaced(_ name: String) -> Bool {
        name.lowercased().hasPrefix("xmlns") || name.contains(":")
    }

    /// Whether InterfaCSS 2 would apply an unknown attribute as a property: its name is a
    /// registered property (or a nested element's, `titleLabel.font`).
    static func isPropertyAttribute(_ name: String, registry: PropertyRegistry) -> Bool {
        if isNamespaced(name) { return false }
        if !registry.properties(named: name).isEmpty { return true }
        let segments = name.split(separator: ".")
        guard segments.count > 1, let nested = registry.nestedElementClass(segments.dropLast().joined(separator: ".")) else { return false }
        return registry.property(named: String(segments[segments.count - 1]), onClass: nested) != nil
    }
}
