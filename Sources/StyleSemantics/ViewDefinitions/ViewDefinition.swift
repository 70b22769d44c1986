import Foundation
import StyleParser

/// An XML view-definition file (viewdef.md): the view tree a stylesheet styles, with the source
/// position of every element and attribute. Both formats: InterfaCSS 1.x (any root element)
/// and InterfaCSS 2 (`<layout>` root with inline `style=`). Read with `XMLReader`, so no
/// external entity or DTD is ever loaded and no input can crash it.
public struct ViewDefinition: Sendable {
    public enum Format: String, Sendable { case interfaCSS1 = "1", interfaCSS2 = "2" }

    /// Whether the file is a view definition at all.
    public enum Kind: Sendable, Hashable {
        case viewDefinition
        /// Some other XML (a property list, an Interface Builder file…): why it is not one.
        case other(reason: String)
    }

    public struct Attribute: Sendable, Hashable {
        /// As written.
        public var name: String
        /// Decoded (entities replaced).
        public var value: String
        public var nameRange: Range<Int>
        /// The raw text between the quotes.
        public var valueRange: Range<Int>
        /// The index in the file's `XMLTree.attributes` (for the decoded text's map).
        public var index: Int
    }

    public struct Element: Sendable, Hashable {
        /// The tag as written.
        public var tag: String
        /// The class the element creates: the `implementation`/`impl` class (registered name if
        /// registered, else as written), else the class the tag names, else UIView.
        public var className: String
        /// The nearest class the registry knows: `className` when registered, else the class
        /// the tag names, else UIView. Checks, completion and the preview use it.
        public var registeredClass: String
        /// Whether the tag names a class (else the element is a plain UIView).
        public var tagIsKnown: Bool
        /// The `implementation`/`impl` class, if given.
        public var implementation: String?
        public var id: String?
        public var classes: [String]
        /// 1.x: the `layout` attribute (an ISSLayout expression); 2.x: a layout file.
        public var layout: String?
        /// The 2.0 inline `style` attribute.
        public var style: String?
        public var prototype: String?
        public var addSubview: Bool
        /// 2.0: the text content (a label's text, a button's title), else `text`/`title`.
        public var text: String?
        public var attributes: [Attribute]
        /// Indices into `ViewDefinition.elements`.
        public var parent: Int?
        public var children: [Int]
        /// The element's node in `ViewDefinition.tree`.
        public var node: Int
        /// From the start tag's `<` to the end tag's `>`.
        public var range: Range<Int>
        /// The tag name in the start tag.
        public var nameRange: Range<Int>

        /// The attribute with one of these names (compared without regard to case, as
        /// InterfaCSS does); the last one written wins, as in a dictionary of attributes.
        public func attribute(_ names: String...) -> Attribute? {
            attributes.last { attribute in names.contains { $0.caseInsensitiveEquals(attribute.name) } }
        }
    }

    public var path: String
    /// The XML as read, with every position.
    public var tree: XMLTree
    public var format: Format
    public var kind: Kind
    /// The views: the root's subtree (1.x), or the first view tree inside `<layout>` (2.x), in
    /// document order, so `elements.first` is the root view. None when `kind` is `.other`.
    public var elements: [Element]
    /// The `<layout>` element (2.x), as a node of `tree`.
    public var layoutNode: Int?
    /// The `<style>` elements of a 2.x file (CSS scoped to it), as nodes of `tree`.
    public var styleNodes: [Int] = []
    /// XML problems (well-formedness, encoding), as diagnostics on this file.
    public var diagnostics: [Diagnostic]

    public var bytes: [UInt8] { tree.bytes }

    /// The root view.
    public var root: Element? { elements.first }

    /// Parses a view-definition file. Never fails: XML errors become diagnostics, and what was
    /// read around them is kept.
    public static func parse(_ bytes: [UInt8], path: String, registry: PropertyRegistry = .standard) -> ViewDefinition {
        ViewDefinition(tree: XMLReader.read(bytes), path: path, registry: registry)
    }

    public init(tree: XMLTree, path: String, registry: PropertyRegistry = .standard) {
        self.tree = tree
        self.path = path
        diagnostics = tree.diagnostics
        elements = []
        format = .interfaCSS1
        kind = ViewDefinition.classify(tree, registry: registry)
        // Other XML (a property list) describes no views.
        guard kind == .viewDefinition, let root = tree.root else { return }
        var viewRoot: Int? = root
        if tree.name(of: root).caseInsensitiveEquals("layout") {
            format = .interfaCSS2
            layoutNode = root
            viewRoot = nil
            for child in tree.children(of: root) where tree.nodes[child].kind == .element {
                if tree.name(of: child).caseInsensitiveEquals("style") {
                    styleNodes.append(child)
                } else if viewRoot == nil {
                    viewRoot = child
                }
            }
        }
        guard let viewRoot else { return }
        // Document order, parents before children: each element's index is known when its
        // children are read. In 2.x, `<style>` (CSS) and a misplaced `<layout>` are no views.
        var indexOfNode: [Int: Int] = [:]
        var skippedUntil = 0
        for node in [viewRoot] + tree.elements(below: viewRoot) {
            if tree.nodes[node].range.lowerBound < skippedUntil { continue }
            if format == .interfaCSS2, node != viewRoot, ["style", "layout"].contains(where: { tree.name(of: node).caseInsensitiveEquals($0) }) {
                if tree.name(of: node).caseInsensitiveEquals("style") { styleNodes.append(node) }
                skippedUntil = tree.nodes[node].range.upperBound
                continue
            }
            let parent = tree.nodes[node].parent.flatMap { indexOfNode[$0] }
            let element = ViewDefinition.makeElement(
                node, parent: parent, parentClass: parent.map { elements[$0].registeredClass }, tree: tree, format: format, registry: registry)
            indexOfNode[node] = elements.count
            if let parent { elements[parent].children.append(elements.count) }
            elements.append(element)
        }
    }

    /// Static: as a method, each call copied the definition being built.
    private static func makeElement(
        _ node: Int, parent: Int?, parentClass: String?, tree: XMLTree, format: Format, registry: PropertyRegistry
    ) -> Element {
        let tag = tree.name(of: node)
        let attributes = tree.attributes[tree.nodes[node].attributes].enumerated().map { offset, attribute in
            Attribute(
                name: tree.name(of: attribute), value: attribute.value, nameRange: attribute.nameRange, valueRange: attribute.valueRange,
                index: tree.nodes[node].attributes.lowerBound + offset)
        }
        var element = Element(
            tag: tag, className: "UIView", registeredClass: "UIView", tagIsKnown: false, implementation: nil, id: nil, classes: [],
            layout: nil, style: nil, prototype: nil, addSubview: true, text: nil, attributes: attributes, parent: parent, children: [],
            node: node, range: tree.nodes[node].range, nameRange: tree.nodes[node].nameRange)
        var textAttribute: String?
        // One pass; as in a dictionary of attributes, the last of two synonyms wins.
        for attribute in attributes {
            switch ViewDefinitionAttributes.meaning(of: attribute.name, format: format) {
            case .implementation?: element.implementation = attribute.value
            case .id?: element.id = attribute.value
            case .styleClass?: element.classes = ViewDefinition.styleClasses(in: attribute.value)
            case .layout?: element.layout = attribute.value
            case .style?: element.style = attribute.value
            case .prototype?: element.prototype = attribute.value
            case .addSubview?: element.addSubview = ViewDefinition.boolValue(attribute.value)
            case .text?: textAttribute = attribute.value
            default: break
            }
        }

        let tagClass = ViewDefinition.tagClass(tag, format: format, parentClass: parentClass, registry: registry)
        element.tagIsKnown = tagClass != nil
        let honoursImplementation = format == .interfaCSS1 || ViewDefinition.honoursImplementation(tag)
        if let implementation = element.implementation, honoursImplementation {
            element.className = registry.class(named: implementation)?.name ?? implementation
        } else {
            element.className = tagClass ?? "UIView"
        }
        element.registeredClass = (registry.class(named: element.className) ?? tagClass.flatMap { registry.class(named: $0) })?.name ?? "UIView"
        if format == .interfaCSS2 {
            let body = tree.decodedText(of: node).trimmingCharacters(in: .whitespacesAndNewlines)
            element.text = body.isEmpty ? textAttribute : body
        }
        return element
    }

    /// `class="a b, c"`: whitespace and commas separate.
    static func styleClasses(in value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }

    /// `-[NSString boolValue]`: true when the first non-space character (after a sign and
    /// zeros) is Y, y, T, t or a digit 1–9.
    static func boolValue(_ value: String) -> Bool {
        var characters = value.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if characters.first == "+" || characters.first == "-" { characters = characters.dropFirst() }
        characters = characters.drop { $0 == "0" }
        guard let first = characters.first else { return false }
        return "YyTt123456789".contains(first)
    }
}

// MARK: - Tags

extension ViewDefinition {
    /// InterfaCSS 1.x `ISSViewHierarchyParser`: after removing a `ui` prefix, case-insensitive.
    static let interfaCSS1Tags: [String: String] = [
        "view": "UIView", "imageview": "UIImageView", "scrollview": "UIScrollView", "tableview": "UITableView",
        "collectionview": "UICollectionView", "webview": "UIWebView", "activityindicator": "UIActivityIndicatorView",
        "button": "UIButton", "label": "UILabel", "progressview": "UIProgressView", "slider": "UISlider",
        "stepper": "UIStepper", "switch": "UISwitch", "textfield": "UITextField", "textview": "UITextView",
        "tableviewcell": "UITableViewCell", "collectionviewcell": "UICollectionViewCell",
    ]

    /// InterfaCSS 2 `UIElementType` and its aliases (after removing a `ui` prefix,
    /// case-insensitive); `cell` depends on the parent.
    static let interfaCSS2Tags: [String: String] = [
        "view": "UIView", "button": "UIButton", "text": "UILabel", "label": "UILabel", "image": "UIImageView",
        "imageview": "UIImageView", "textinput": "UITextField", "textfield": "UITextField", "textarea": "UITextView",
        "textview": "UITextView", "toggle": "UISwitch", "switch": "UISwitch", "scrollview": "UIScrollView",
        "collectionview": "UICollectionView", "collectionviewcell": "UICollectionViewCell", "tableview": "UITableView",
        "tableviewcell": "UITableViewCell", "viewcontroller": "UIViewController",
    ]

    /// The element types of InterfaCSS 2 that create their view from the element's class
    /// (and so honour `implementation`); the others always create their UIKit class.
    static func honoursImplementation(_ tag: String) -> Bool {
        let key = tagKey(tag)
        return !["button", "text", "label", "image", "imageview", "textinput", "textfield", "textarea", "textview", "toggle", "switch",
                 "scrollview", "collectionview", "tableview"].contains(key)
    }

    static func tagKey(_ tag: String) -> String {
        let lower = tag.lowercased()
        return lower.hasPrefix("ui") ? String(lower.dropFirst(2)) : lower
    }

    /// The class a tag names, or nil when it names none (InterfaCSS then builds a UIView).
    /// 1.x: the tag table, else a class of exactly that name. 2.x: the element types, else a
    /// registered class (`ui` prefix optional), else a class of that name.
    public static func tagClass(_ tag: String, format: Format, parentClass: String? = nil, registry: PropertyRegistry = .standard) -> String? {
        let key = tagKey(tag)
        switch format {
        case .interfaCSS1:
            if let name = interfaCSS1Tags[key] { return name }
            return registry.class(named: tag).flatMap { $0.nestedOnly ? nil : $0.name }
        case .interfaCSS2:
            if key == "cell" {
                if let parentClass, registry.isClass(parentClass, kindOf: "UICollectionView") { return "UICollectionViewCell" }
                if let parentClass, registry.isClass(parentClass, kindOf: "UITableView") { return "UITableViewCell" }
                return nil
            }
            if let name = interfaCSS2Tags[key] { return name }
            return (registry.typeSelectorClass(tag) ?? registry.class(named: tag)).flatMap { $0.nestedOnly ? nil : $0.name }
        }
    }

    /// Tags a view definition of this format can use, for suggestions.
    static func knownTags(_ format: Format) -> [String] {
        switch format {
        case .interfaCSS1:
            return ["view", "imageView", "scrollView", "tableView", "collectionView", "webView", "activityIndicator", "button", "label",
                    "progressView", "slider", "stepper", "switch", "textField", "textView", "tableViewCell", "collectionViewCell"]
        case .interfaCSS2:
            return ["view", "button", "text", "label", "image", "imageView", "textInput", "textField", "textArea", "textView", "toggle",
                    "switch", "scrollView", "collectionView", "collectionViewCell", "tableView", "tableViewCell", "cell", "viewController"]
        }
    }

    /// Whether the XML is a view definition: a `<layout>` root (2.x), or a root element that
    /// names a view class, gives one with `impl`, or holds view elements (1.x). Property lists,
    /// Interface Builder files and other XML are not.
    public static func classify(_ tree: XMLTree, registry: PropertyRegistry = .standard) -> Kind {
        guard let root = tree.root else {
            return .other(reason: tree.bytes.allSatisfy(XMLReader.isSpace) ? "the file is empty" : "the file has no XML element")
        }
        let tag = tree.name(of: root)
        if tag.caseInsensitiveEquals("layout") { return .viewDefinition }
        if tagClass(tag, format: .interfaCSS1, registry: registry) != nil || tagClass(tag, format: .interfaCSS2, registry: registry) != nil {
            return .viewDefinition
        }
        let rootAttributes = tree.attributes(of: root).map { tree.name(of: $0).lowercased() }
        if rootAttributes.contains(where: { $0 == "impl" || $0 == "implementation" }) { return .viewDefinition }
        // The app's own root view (1.x looks the tag up as a class) holding views; Android
        // layouts share the tags, not the namespace.
        if !rootAttributes.contains("xmlns:android"),
            tree.children(of: root).contains(where: { tree.nodes[$0].kind == .element && tagClass(tree.name(of: $0), format: .interfaCSS1, registry: registry) != nil }) {
            return .viewDefinition
        }
        let what: String
        switch tag.lowercased() {
        case "plist": what = "a property list"
        case "document" where tree.attributes(of: root).contains(where: { tree.text($0.valueRange).contains("InterfaceBuilder") }):
            what = "an Interface Builder document (xib or storyboard)"
        default: what = "XML whose root element '<\(tag)>' is not a view"
        }
        return .other(reason: what)
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && lowercased() == other.lowercased()
    }
}
