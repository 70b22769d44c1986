/// Which classes carry each style class and element id, across the project's view
/// definitions: how a `.class` or `#id` ruleset learns the class it styles.
public struct ViewIndex: Sendable {
    struct Entry: Sendable {
        var classes: Set<String>
        var id: String?
        var className: String
    }

    private var entries: [Entry] = []
    /// Entries by lowercased id and by lowercased style class: a project's view definitions
    /// can have many thousands of elements, and every `.class` or `#id` ruleset asks.
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    public private(set) var definitions: [ViewDefinition] = []
    /// The variables the view definitions use: in their attributes (a 2.x `style`, a 1.x
    /// `layout`, the attributes 2.x applies as properties) and their `<style>` elements.
    public private(set) var referencedVariables: Set<String> = []

    public init(_ definitions: [ViewDefinition] = []) {
        for definition in definitions { add(definition) }
    }

    public mutating func add(_ definition: ViewDefinition) {
        definitions.append(definition)
        referencedVariables.formUnion(ViewIndex.variables(usedIn: definition))
        for element in definition.elements {
            // The registered class: an app's own `impl` class is checked as the class its tag names.
            let entry = Entry(classes: Set(element.classes.map { $0.lowercased() }), id: element.id?.lowercased(), className: element.registeredClass)
            if let id = entry.id { byID[id, default: []].append(entries.count) }
            for name in entry.classes { byClass[name, default: []].append(entries.count) }
            entries.append(entry)
        }
    }

    public var isEmpty: Bool { definitions.isEmpty }

    /// What stylesheets learn from `definitions` (their elements' classes, ids and types, the
    /// variables they use): equal signatures make equal indexes.
    public static func signature(of definitions: [ViewDefinition]) -> [String] {
        definitions.flatMap { $0.elements.map { "\($0.registeredClass) \($0.id ?? "") \($0.classes.joined(separator: " "))" } }
            + definitions.flatMap { variables(usedIn: $0).sorted().map { "@" + $0 } }
    }

    /// The variables a view definition's attribute values and `<style>` elements name (`@name`,
    /// `--name`): what it may use, counted generously (a name in an attribute InterfaCSS does
    /// not substitute in only keeps a variable from being reported unused).
    static func variables(usedIn definition: ViewDefinition) -> Set<String> {
        var names: Set<String> = []
        for element in definition.elements {
            for attribute in element.attributes where attribute.value.utf8.contains(UInt8(ascii: "@")) || attribute.value.contains("--") {
                names.formUnion(VariableGraph.referencedNames(attribute.value))
            }
        }
        for node in definition.styleNodes {
            names.formUnion(VariableGraph.referencedNames(definition.tree.decodedText(of: node)))
        }
        return names
    }

    /// The classes of the elements that carry all of `styleClasses` and, if given, the id
    /// (both compared without regard to case, as selectors are).
    public func classes(carrying styleClasses: [String], id: String?) -> Set<String> {
        let required = Set(styleClasses.map { $0.lowercased() })
        let id = id?.lowercased()
        // Only the elements with the id, or with the rarest of the classes, can match.
        let candidates: [Int]
        if let id {
            candidates = byID[id] ?? []
        } else if let rarest = required.min(by: { (byClass[$0]?.count ?? 0) < (byClass[$1]?.count ?? 0) }) {
            candidates = byClass[rarest] ?? []
        } else {
            candidates = Array(entries.indices)
        }
        return Set(candidates.lazy.filter { required.isSubset(of: self.entries[$0].classes) }.map { self.entries[$0].className })
    }

    /// Element ids known from the view definitions (as written).
    public var elementIDs: [String] { definitions.flatMap { $0.elements.compactMap(\.id) } }
    public var styleClasses: [String] { Array(Set(definitions.flatMap { $0.elements.flatMap(\.classes) })).sorted() }
}
