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
            // The registered class: an app's own `impl` class is checked as the class its tag names.
            entries.append(Entry(classes: Set(element.classes.map { $0.lowercased() }), id: element.id?.lowercased(), className: element.registeredClass))
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
