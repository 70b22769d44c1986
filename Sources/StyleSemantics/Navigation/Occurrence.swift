import StyleParser

/// A name that navigation follows, where it is written: a variable (`@name`, 2.x `--name`),
/// a style class, an element id or a nested element, in a stylesheet or a view definition.
/// The range is the name alone, without its sigil (`@`, `--`, `.`, `#`, quotes), so that a
/// rename replaces exactly it. Offsets are UTF-8, in the file the occurrence is in.
public struct Occurrence: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable, CaseIterable {
        case variable
        case styleClass
        case elementID
        /// A UIKit property prefix (`titleLabel` in `titleLabel.font`): followed, not renamed.
        case nestedElement
    }

    /// Where and how the name is written.
    public enum Place: UInt8, Hashable, Sendable {
        /// `@name: value;` / `--name: value;`.
        case variableDefinition
        /// `@name` or `--name` in a value (also inside another variable's value).
        case variableUse
        /// `@name` inside a quoted string (1.x substitutes there too).
        case variableInString
        /// `.name` or `#name` in a ruleset's selector (`:not(…)` arguments included).
        case selector
        /// `.name` or `#name` in an `@extend` target.
        case extendTarget
        /// An element id an ISSLayout `layout` term refers to (`top(title.bottom)`).
        case layoutReference
        /// A view definition's `class` attribute (one of its words).
        case classAttribute
        /// A view definition's `id` attribute.
        case idAttribute
        /// A property name's prefix.
        case propertyPrefix
    }

    public var kind: Kind
    public var place: Place
    /// As written, without its sigil.
    public var name: String
    public var range: Range<Int>
    /// A 2.x variable written `--name`.
    public var isCustomProperty: Bool

    public init(kind: Kind, place: Place, name: String, range: Range<Int>, isCustomProperty: Bool = false) {
        self.kind = kind
        self.place = place
        self.name = name
        self.range = range
        self.isCustomProperty = isCustomProperty
    }

    /// Where the name is given to something: a variable's definition, or a view definition's
    /// `class` or `id` attribute (the view gets the name there). Selectors, `@extend` targets,
    /// layouts and values refer to it.
    public var isDeclaration: Bool {
        place == .variableDefinition || place == .classAttribute || place == .idAttribute
    }

    /// What makes two occurrences the same symbol: variables by their exact name (one global
    /// table, `@name` and `--name` alike); classes and ids without regard to case, as selectors
    /// match them; nested elements as property names are compared (case and dashes ignored).
    public var key: Key { Key(kind: kind, name: Occurrence.normalized(name, kind)) }

    public struct Key: Hashable, Sendable {
        public var kind: Kind
        public var name: String

        public init(kind: Kind, name: String) {
            self.kind = kind
            self.name = Occurrence.normalized(name, kind)
        }
    }

    /// Whether this occurrence is of the symbol `key` (without making its key: a search of a
    /// project compares every occurrence of a kind).
    public func matches(_ key: Key) -> Bool {
        guard kind == key.kind else { return false }
        switch kind {
        case .variable:
            return name == key.name
        case .styleClass, .elementID:
            // ASCII names (nearly all) compared byte by byte without regard to case.
            let a = name.utf8, b = key.name.utf8
            guard a.count == b.count else { return false }
            guard a.allSatisfy({ $0 < 0x80 }) else { return name.lowercased() == key.name }
            return zip(a, b).allSatisfy { x, y in x == y || (x >= UInt8(ascii: "A") && x <= UInt8(ascii: "Z") && x | 0x20 == y) }
        case .nestedElement:
            return PropertyRegistry.normalize(name) == key.name
        }
    }

    static func normalized(_ name: String, _ kind: Kind) -> String {
        switch kind {
        case .variable: return name
        case .styleClass, .elementID: return name.lowercased()
        case .nestedElement: return PropertyRegistry.normalize(name)
        }
    }

    func shifted(by delta: Int) -> Occurrence {
        var copy = self
        copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        return copy
    }
}
