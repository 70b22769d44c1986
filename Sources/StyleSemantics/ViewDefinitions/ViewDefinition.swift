import Foundation
import StyleParser

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML view-definition file (viewdef.md): the view tree a stylesheet styles. Both formats:
/// InterfaCSS 1.x (any root element) and InterfaCSS 2 (`<layout>` root with inline `style=`).
/// External entities are never resolved.
public struct ViewDefinition: Sendable {
    public struct Element: Sendable, Hashable {
        /// The tag as written.
        public var tag: String
        /// The UIKit (or declared custom) class the element creates.
        public var className: String
        /// The `implementation`/`impl` class, if given.
        public var implementation: String?
        public var id: String?
        public var classes: [String]
        /// The `layout` attribute (an ISSLayout expression).
        public var layout: String?
        /// The 2.0 inline `style` attribute.
        public var style: String?
        public var prototype: String?
        public var addSubview: Bool
        /// Text content (2.0: a label's text or a button's title).
        public var text: String?
        /// All attributes as written.
        public var attributes: [String: String]
        public var children: [Element]
        /// 1-based line of the element's start tag.
        public var line: Int
    }

    public enum Format: String, Sendable { case interfaCSS1 = "1", interfaCSS2 = "2" }

    public var path: String
    public var root: Element?
    public var format: Format
    /// XML problems, as diagnostics on this file.
    public var diagnostics: [Diagnostic]

    /// The tag table of viewdef.md §2 (after removing a `ui` prefix, case-insensitive), plus the
    /// 2.0 tag aliases.
    static let tagClasses: [String: String] = [
        "view": "UIView", "imageview": "UIImageView", "scrollview": "UIScrollView", "tableview": "UITableView",
        "collectionview": "UICollectionView", "webview": "UIWebView", "activityindicator": "UIActivityIndicatorView",
        "button": "UIButton", "label": "UILabel", "progressview": "UIProgressView", "slider": "UISlider",
        "stepper": "UIStepper", "switch": "UISwitch", "textfield": "UITextField", "textview": "UITextView",
        "tableviewcell": "UITableViewCell", "collectionviewcell": "UICollectionViewCell",
        // InterfaCSS 2 layout files
        "text": "UILabel", "image": "UIImageView", "textinput": "UITextField", "textarea": "UITextView",
        "toggle": "UISwitch", "cell": "UITableViewCell",
    ]

    /// Parses a view-definition file. Never throws: XML errors become diagnostics, and the
    /// elements read before the error are kept.
    public static func parse(_ bytes: [UInt8], path: String, registry: PropertyRegistry = .standard) -> ViewDefinition {
        let delegate = ViewDefinitionReader(registry: registry)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        let ok = parser.parse()
        var diagnostics: [Diagnostic] = []
        let lines = LineIndex(bytes)
        if !ok || delegate.error != nil {
            let line = max(parser.lineNumber, 1) - 1
            let column = max(parser.columnNumber, 1) - 1
            let offset = lines.offset(of: LineIndex.Position(line: line, column: column), encoding: .utf8)
            let reason = delegate.error.map { ($0 as NSError).localizedDescription } ?? parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            diagnostics.append(Diagnostic(
                .viewDefinition, range: offset..<min(offset + 1, bytes.count),
                message: "the view definition is not well-formed XML: \(reason)"))
        }
        for (line, message) in delegate.problems {
            let offset = lines.lineStarts[min(max(line - 1, 0), lines.lineCount - 1)]
            diagnostics.append(Diagnostic(.viewDefinition, range: offset..<lines.lineEnd(min(max(line - 1, 0), lines.lineCount - 1)), message: message, severity: .warning))
        }
        var root = delegate.root
        var format = Format.interfaCSS1
        // A 2.0 layout file wraps its view tree in <layout>.
        if let layout = root, layout.tag.lowercased() == "layout" {
            format = .interfaCSS2
            root = layout.children.first { $0.tag.lowercased() != "style" }
        }
        return ViewDefinition(path: path, root: root, format: format, diagnostics: diagnostics)
    }

    /// Every element, in document order.
    public var elements: [Element] {
        var result: [Element] = []
        var stack: [Element] = root.map { [$0] } ?? []
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}

private final class ViewDefinitionReader: NSObject, XMLParserDelegate {
    let registry: PropertyRegistry
    var stack: [ViewDefinition.Element] = []
    var root: ViewDefinition.Element?
    var error: Error?
    var problems: [(Int, String)] = []
    var insideStyle = 0

    init(registry: PropertyRegistry) {
        self.registry = registry
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName.lowercased() == "style" { insideStyle += 1 }
        var lowered: [String: String] = [:]
        for (key, value) in attributes { lowered[key.lowercased()] = value }
        let implementation = lowered["implementation"] ?? lowered["impl"]
        let className = resolveClass(tag: elementName, implementation: implementation)
        let classes = (lowered["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            .map(String.init)
        let addSubview = lowered["addsubview"] ?? lowered["add"]
        stack.append(ViewDefinition.Element(
            tag: elementName, className: className, implementation: implementation, id: lowered["id"] ?? lowered["elementid"],
            classes: classes, layout: lowered["layout"] ?? lowered["isslayout"], style: lowered["style"],
            prototype: lowered["prototype"], addSubview: addSubview.map { !["no", "false", "0"].contains($0.lowercased()) } ?? true,
            text: nil, attributes: attributes, children: [], line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        stack[stack.count - 1].text = (stack[stack.count - 1].text ?? "") + trimmed
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName.lowercased() == "style" { insideStyle = max(0, insideStyle - 1) }
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil { error = parseError }
        // Keep what was read: close the open elements.
        while let element = stack.popLast() {
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }

    /// viewdef.md §2: the tag table (case-insensitive, `ui` prefix optional), else a registered
    /// class of that name, else UIView; `implementation` overrides.
    func resolveClass(tag: String, implementation: String?) -> String {
        if let implementation {
            if let type = registry.class(named: implementation) { return type.name }
            return implementation
        }
        var key = tag.lowercased()
        if key.hasPrefix("ui") { key.removeFirst(2) }
        if let name = ViewDefinition.tagClasses[key] { return name }
        if let type = registry.typeSelectorClass(tag) { return type.name }
        return "UIView"
    }
}

/// Which classes carry each style class and element id, across the project's view
/// definitions: how a `.class` or `#id` ruleset learns the class it styles.
public struct ViewIndex: Sendable {
    struct Entry: Sendable {
        var classes: Set<String>
        var id: String?
        var className: String
    }

    private var entries: [Entry] = []
    public private(set) var definitions: [ViewDefinition] = []

    public init(_ definitions: [ViewDefinition] = []) {
        for definition in definitions { add(definition) }
    }

    public mutating func add(_ definition: ViewDefinition) {
        definitions.append(definition)
        for element in definition.elements {
            entries.append(Entry(classes: Set(element.classes.map { $0.lowercased() }), id: element.id?.lowercased(), className: element.className))
        }
    }

    public var isEmpty: Bool { definitions.isEmpty }

    /// The classes of the elements that carry all of `styleClasses` and, if given, the id
    /// (both compared without regard to case, as selectors are).
    public func classes(carrying styleClasses: [String], id: String?) -> Set<String> {
        let required = Set(styleClasses.map { $0.lowercased() })
        let id = id?.lowercased()
        return Set(entries.filter { required.isSubset(of: $0.classes) && (id == nil || $0.id == id) }.map(\.className))
    }

    /// Element ids known from the view definitions (as written).
    public var elementIDs: [String] { definitions.flatMap { $0.elements.compactMap(\.id) } }
    public var styleClasses: [String] { Array(Set(definitions.flatMap { $0.elements.flatMap(\.classes) })).sorted() }
}
