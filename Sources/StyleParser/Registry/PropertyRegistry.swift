import Foundation

/// The UIKit classes InterfaCSS styles, their properties and value types, enums, parameter
/// vocabularies, nested elements, named colours and pseudo-classes. One table drives
/// validation, completion and hover. `standard` is the shipped data; a project can add its own
/// classes, properties and enum values (`adding(_:)`).
///
/// Names are matched as InterfaCSS matches them: properties and pseudo-classes without regard
/// to case or `-`, type selectors without regard to case and with the `UI` prefix optional.
public struct PropertyRegistry: Sendable {
    public enum ValueType: String, Sendable, CaseIterable, Codable {
        case string, attributedString, bool, number, offset, rect, layout, size, point, edgeInsets
        case color, cgColor, transform, font, image
        case `enum`
        case relativeNumber
    }

    /// A registered property. Its fields live in one shared box (`SharedBox`): every analysed
    /// declaration holds its property, and inline it was most of the declaration's size (168
    /// of 376 bytes).
    @dynamicMemberLookup
    public struct Property: Sendable, Hashable {
        public struct Fields: Sendable, Hashable {
            /// The name as registered (`layer.cornerRadius`, `titleColor`).
            public var name: String
            public var type: ValueType
            /// For `.enum`: the enum's name in `enums`.
            public var enumName: String?
            /// The parameter vocabulary (`controlState`, `barMetrics`, …) in `parameterSets`.
            public var parameterSet: String?
            public var aliases: [String]
            public var doc: String
            public var note: String?
            /// "2" for InterfaCSS 2 properties.
            public var since: String?
            /// "2" for InterfaCSS 1.x properties that InterfaCSS 2 does not have.
            public var removedIn: String?
            /// "flexbox" for the InterfaCSS 2 flexbox properties.
            public var group: String?
            /// The class that declares it.
            public var declaringClass: String
            /// Classes outside the declaring class's lineage on which InterfaCSS still sets it (its
            /// setter handles them, or they have the key it sets by key-value coding).
            public var appliesTo: [String]
        }

        @usableFromInline var fields: SharedBox<Fields>

        public init(
            name: String, type: ValueType, enumName: String? = nil, parameterSet: String? = nil, aliases: [String] = [],
            doc: String, note: String? = nil, since: String? = nil, removedIn: String? = nil, group: String? = nil,
            declaringClass: String, appliesTo: [String] = []
        ) {
            fields = SharedBox(Fields(
                name: name, type: type, enumName: enumName, parameterSet: parameterSet, aliases: aliases, doc: doc, note: note,
                since: since, removedIn: removedIn, group: group, declaringClass: declaringClass, appliesTo: appliesTo))
        }

        @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
            get { fields[field] }
            set { fields[field] = newValue }
        }

        /// Every name it answers to, normalized.
        public var normalizedNames: [String] { ([self.name] + self.aliases).map(PropertyRegistry.normalize) }

        public var isFlexbox: Bool { self.group == "flexbox" }

        /// A flexbox property of the container, arranging its children (direction, justify,
        /// alignment of items, wrapping, padding and borders), rather than placing the view itself.
        public var arrangesChildren: Bool { isFlexbox && Property.containerNames.contains(PropertyRegistry.normalize(self.name)) }

        public static let containerNames: Set<String> = [
            "flexlayoutdirection", "flexdirection", "justifycontent", "alignitems", "aligncontent", "flexwrap", "overflow",
            "padding", "paddingleft", "paddingtop", "paddingright", "paddingbottom", "paddingstart", "paddingend",
            "paddinghorizontal", "paddingvertical",
            "borderleft", "bordertop", "borderright", "borderbottom", "borderstart", "borderend",
        ]
    }

    public struct Class: Sendable, Hashable {
        public var name: String
        public var superclass: String?
        /// Valid as a type selector only (view controllers, the window): no properties.
        public var selectorOnly: Bool
        public var note: String?
        /// Declared in the project configuration, not part of UIKit.
        public var isCustom: Bool
        /// Reached only through a nested-element prefix (CALayer via `layer.`): not a type
        /// selector, and its properties are not looked up by name alone.
        public var nestedOnly: Bool = false
        /// A UIKit class InterfaCSS does not register: a type selector names it only exactly,
        /// case included (it is looked up at run time, `NSClassFromString`).
        public var exactName: Bool = false
        /// Own properties, sorted by name.
        public var properties: [Property]

        public init(
            name: String, superclass: String? = nil, selectorOnly: Bool = false, nestedOnly: Bool = false, exactName: Bool = false,
            note: String? = nil, isCustom: Bool = true, properties: [Property] = []
        ) {
            self.name = name
            self.superclass = superclass
            self.selectorOnly = selectorOnly
            self.nestedOnly = nestedOnly
            self.exactName = exactName
            self.note = note
            self.isCustom = isCustom
            self.properties = properties
        }
    }

    public struct Enum: Sendable, Hashable {
        public var name: String
        public var values: [String]
        /// Option sets: several values combine (`width height`).
        public var isFlags: Bool
        /// 1.x enums also accept full UIKit names by suffix (`NSLineBreakByWordWrapping`);
        /// InterfaCSS 2 flexbox enums match exactly.
        public var exactMatching: Bool
        public var note: String?
    }

    public struct PseudoClass: Sendable, Hashable {
        public enum Parameter: String, Sendable {
            case anPlusB = "an+b", number, string, version, selector
        }
        public var name: String
        public var parameter: Parameter?
        public var doc: String
        public var since: String?
        public var removedIn: String?
        public var aliasOf: String?
    }

    /// The tables, shared by every copy: a registry is read on every declaration checked, and
    /// copying eighteen tables (a retain each) there cost more than the lookups.
    private final class Tables: @unchecked Sendable {
        var classes: [Class] = []
        var types: [ValueType: String] = [:]
        var enums: [String: Enum] = [:]
        var parameterSets: [String: [String]] = [:]
        var controlStates: [String] = []
        var nestedElements: [String: String] = [:]
        var nestedElementOwners: [String: [String]] = [:]
        var namedColors: [String] = []
        var cssColors: [String] = []
        var pseudoClasses: [PseudoClass] = []
        var attributedStringAttributes: [Property] = []

        // Indexes, by normalized name.
        var classIndex: [String: Int] = [:]
        var propertyIndex: [String: [Property]] = [:]
        /// Per class: its own properties by normalized name (aliases included).
        var ownProperties: [[String: Property]] = []
        /// Per class: the indexes of the class and its superclasses, nearest first.
        var lineages: [[Int]] = []
        var pseudoClassIndex: [String: Int] = [:]
        var nestedElementIndex: [String: String] = [:]
        var nestedElementOwnerIndex: [String: [String]] = [:]

        init() {}

        /// A copy to extend (the tables are never changed once a registry has them).
        func copy() -> Tables {
            let copy = Tables()
            copy.classes = classes
            copy.types = types
            copy.enums = enums
            copy.parameterSets = parameterSets
            copy.controlStates = controlStates
            copy.nestedElements = nestedElements
            copy.nestedElementOwners = nestedElementOwners
            copy.namedColors = namedColors
            copy.cssColors = cssColors
            copy.pseudoClasses = pseudoClasses
            copy.attributedStringAttributes = attributedStringAttributes
            return copy
        }
    }

    private let tables: Tables

    public var classes: [Class] { tables.classes }
    public var types: [ValueType: String] { tables.types }
    public var enums: [String: Enum] { tables.enums }
    public var parameterSets: [String: [String]] { tables.parameterSets }
    public var controlStates: [String] { tables.controlStates }
    /// Nested element prefix → class (`titleLabel` → UILabel, `layer` → CALayer).
    public var nestedElements: [String: String] { tables.nestedElements }
    /// Nested element prefix → the classes that have it (`titleLabel` → UIButton).
    public var nestedElementOwners: [String: [String]] { tables.nestedElementOwners }
    /// 1.x colour names (`UIColor` class methods).
    public var namedColors: [String] { tables.namedColors }
    /// InterfaCSS 2 colour names (CSS keywords and iOS system colours).
    public var cssColors: [String] { tables.cssColors }
    public var pseudoClasses: [PseudoClass] { tables.pseudoClasses }
    /// Attributed-string attribute names (`font`, `foregroundColor`, …).
    public var attributedStringAttributes: [Property] { tables.attributedStringAttributes }

    private var classIndex: [String: Int] { tables.classIndex }
    private var propertyIndex: [String: [Property]] { tables.propertyIndex }
    private var ownProperties: [[String: Property]] { tables.ownProperties }
    private var lineages: [[Int]] { tables.lineages }
    private var pseudoClassIndex: [String: Int] { tables.pseudoClassIndex }
    private var nestedElementIndex: [String: String] { tables.nestedElementIndex }

    /// The shipped registry.
    public static let standard = PropertyRegistry(data: .standard)

    /// The name in InterfaCSS 2's CSS style: `textColor` → `text-color`,
    /// `layer.cornerRadius` → `layer.corner-radius` (lookups ignore dashes and case, so both
    /// name the same property).
    public static func dashed(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            // A run of capitals (`imageURL`) is one word.
            if character.isUppercase, let previous, previous != ".", previous != "-", !previous.isUppercase {
                result.append("-")
            }
            result += character.lowercased()
            previous = character
        }
        return result
    }

    /// Lowercased, without `-`: how InterfaCSS compares property and pseudo-class names.
    public static func normalize(_ name: String) -> String {
        // Names are nearly always ASCII: lowercase bytes without going through Unicode tables.
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter { $0 != "-" }))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for byte in utf8 where byte != UInt8(ascii: "-") {
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Lookups

    /// The class a type selector names: case-insensitive, `UI` prefix optional (`label`,
    /// `UILabel`); custom classes exactly as declared, case-insensitively.
    public func typeSelectorClass(_ name: String) -> Class? {
        let lower = name.lowercased()
        if let index = classIndex[lower.hasPrefix("ui") ? lower : "ui" + lower], !classes[index].nestedOnly {
            return !classes[index].exactName || classes[index].name == name ? classes[index] : nil
        }
        if let index = classIndex[lower], classes[index].isCustom { return classes[index] }
        return nil
    }

    /// The class with exactly this name (case-insensitive).
    public func `class`(named name: String) -> Class? {
        classIndex[name.lowercased()].map { classes[$0] }
    }

    /// The class and its superclasses, nearest first.
    public func lineage(of name: String) -> [Class] {
        guard let index = classIndex[name.lowercased()] else { return [] }
        return lineages[index].map { classes[$0] }
    }

    /// True when `name` is `ancestor` or one of its subclasses.
    public func isClass(_ name: String, kindOf ancestor: String) -> Bool {
        guard let index = classIndex[name.lowercased()], let target = classIndex[ancestor.lowercased()] else { return false }
        return lineages[index].contains(target)
    }

    /// All properties registered under this name (normalized), on any class.
    public func properties(named name: String) -> [Property] {
        propertyIndex[PropertyRegistry.normalize(name)] ?? []
    }

    /// The property `name` on `className` or its superclasses.
    public func property(named name: String, onClass className: String) -> Property? {
        guard let index = classIndex[className.lowercased()] else { return nil }
        let key = PropertyRegistry.normalize(name)
        for type in lineages[index] {
            if let property = ownProperties[type][key] { return property }
        }
        return nil
    }

    /// The properties available on a class: its own and inherited ones (nearest definition wins).
    public func allProperties(of className: String) -> [Property] {
        var seen: Set<String> = []
        var result: [Property] = []
        for type in lineage(of: className) {
            for property in type.properties where seen.insert(PropertyRegistry.normalize(property.name)).inserted {
                result.append(property)
            }
        }
        return result
    }

    /// Every registered property name (as registered), for suggestions.
    public var allPropertyNames: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for type in classes where !type.nestedOnly {
            for property in type.properties where seen.insert(property.name).inserted { names.append(property.name) }
        }
        return names
    }

    /// The class of a nested-element prefix (`titleLabel` → UILabel), case-insensitive.
    public func nestedElementClass(_ prefix: String) -> String? {
        nestedElementIndex[prefix.lowercased()]
    }

    /// Whether `className` has the nested element `prefix` (nil when the prefix is unknown).
    /// Custom classes (not UIKit) may have any nested element.
    public func hasNestedElement(_ prefix: String, className: String) -> Bool? {
        let key = prefix.lowercased()
        guard nestedElementIndex[key] != nil else { return nil }
        let owners = tables.nestedElementOwnerIndex[key] ?? []
        if self.class(named: className)?.isCustom == true { return true }
        return owners.contains { isClass(className, kindOf: $0) }
    }

    /// The pseudo-class named `name` (case- and dash-insensitive).
    public func pseudoClass(named name: String) -> PseudoClass? {
        pseudoClassIndex[PropertyRegistry.normalize(name)].map { pseudoClasses[$0] }
    }

    public func `enum`(named name: String) -> Enum? { enums[name] }

    /// True for a 1.x or 2.0 colour name, case-insensitive, with or without a `Color` suffix.
    public func isNamedColor(_ name: String) -> Bool {
        var lower = name.lowercased()
        if lower.hasSuffix("color") && lower.count > 5 { lower.removeLast(5) }
        return namedColors.contains { $0.lowercased() == lower } || cssColors.contains { $0.lowercased() == lower }
    }

    // MARK: - Extending

    /// A registry with the project's own classes, properties and enum values added.
    public func adding(_ extensions: Extensions) -> PropertyRegistry {
        let copy = tables.copy()
        for custom in extensions.classes {
            if let index = classIndex[custom.name.lowercased()] {
                copy.classes[index].properties.append(contentsOf: custom.properties)
                if let superclass = custom.superclass { copy.classes[index].superclass = superclass }
            } else {
                copy.classes.append(custom)
            }
        }
        for (name, values) in extensions.enumValues {
            if copy.enums[name] != nil {
                copy.enums[name]!.values.append(contentsOf: values)
            } else {
                copy.enums[name] = Enum(name: name, values: values, isFlags: false, exactMatching: false, note: nil)
            }
        }
        for (prefix, type) in extensions.nestedElements {
            copy.nestedElements[prefix] = type
            copy.nestedElementOwners[prefix, default: []].append(contentsOf: extensions.nestedElementOwners[prefix] ?? [])
        }
        return PropertyRegistry(indexing: copy)
    }

    /// What a project adds to the registry (from its `.stylelsp.json`).
    public struct Extensions: Sendable {
        public var classes: [Class] = []
        public var enumValues: [String: [String]] = [:]
        public var nestedElements: [String: String] = [:]
        public var nestedElementOwners: [String: [String]] = [:]
        public init() {}
    }

    // MARK: - Building

    init(data: RegistryData) {
        let tables = Tables()
        // By name, as completion and suggestions list them.
        tables.classes = data.classes.map { type in
            var sorted = type
            sorted.isCustom = false
            sorted.properties.sort { $0.name < $1.name }
            return sorted
        }.sorted { $0.name < $1.name }
        tables.types = data.typeDocs
        tables.attributedStringAttributes = data.attributedStringAttributes
        tables.enums = Dictionary(uniqueKeysWithValues: data.enums.map { ($0.name, $0) })
        tables.parameterSets = data.parameterSets
        tables.controlStates = data.controlStates
        tables.nestedElements = data.nestedElements
        tables.nestedElementOwners = data.nestedElementOwners
        tables.namedColors = data.namedColors
        tables.cssColors = data.cssColors
        tables.pseudoClasses = data.pseudoClasses
        self.init(indexing: tables)
    }
    /// A registry of `tables`, once their indexes are built.
    private init(indexing tables: Tables) {
        tables.classIndex = [:]
        tables.propertyIndex = [:]
        tables.ownProperties = []
        for (index, type) in tables.classes.enumerated() {
            tables.classIndex[type.name.lowercased()] = index
            var own: [String: Property] = [:]
            for property in type.properties {
                for name in Set(property.normalizedNames) where own[name] == nil { own[name] = property }
            }
            tables.ownProperties.append(own)
            guard !type.nestedOnly else { continue }
            for property in type.properties {
                for name in Set(property.normalizedNames) { tables.propertyIndex[name, default: []].append(property) }
            }
        }
        tables.lineages = tables.classes.indices.map { start in
            var chain: [Int] = []
            var current: Int? = start
            while let index = current, !chain.contains(index) {
                chain.append(index)
                current = tables.classes[index].superclass.flatMap { tables.classIndex[$0.lowercased()] }
            }
            return chain
        }
        // A property a setter also handles elsewhere is found there too (after the class's own).
        for type in tables.classes {
            for property in type.properties {
                for other in property.appliesTo {
                    guard let index = tables.classIndex[other.lowercased()] else { continue }
                    for name in Set(property.normalizedNames) where tables.ownProperties[index][name] == nil {
                        tables.ownProperties[index][name] = property
                    }
                }
            }
        }
        tables.pseudoClassIndex = Dictionary(
            tables.pseudoClasses.enumerated().map { (PropertyRegistry.normalize($0.element.name), $0.offset) },
            uniquingKeysWith: { first, _ in first })
        tables.nestedElementIndex = Dictionary(tables.nestedElements.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        tables.nestedElementOwnerIndex = Dictionary(
            tables.nestedElementOwners.sorted { $0.key < $1.key }.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        self.tables = tables
    }
}
