import StyleParser

/// A selector chain as InterfaCSS stores it (grammar.md §3): names lowercased, pseudo-class
/// names without dashes. Nested rulesets append their chains to their parents' with a
/// descendant combinator; a prefixed declaration (`titleLabel.font`) adds a nested-element
/// part, shown as `$titleLabel`.
public struct SelectorChain: Hashable, Sendable, CustomStringConvertible {
    @dynamicMemberLookup
    public struct Part: Hashable, Sendable {
        /// How this part joins the previous one; nil for the first part.
        public var combinator: Combinator?
        /// The rest, in a shared box: a nested ruleset's chains repeat their parents' parts,
        /// which then share it (inline, chains were a fifth of a nested stylesheet's analysis).
        @usableFromInline var compound: SharedBox<Compound>

        public struct Compound: Hashable, Sendable {
            /// The type name lowercased as written (`uilabel`, `label`), `*`, or nil.
            public var type: String?
            public var id: String?
            public var classes: [String]
            /// Display form: `firstoftype`, `nthchild(2n+1)`, `minosversion(8.4)`.
            public var pseudoClasses: [String]
            /// A nested-element part (`titleLabel`), from a prefixed property.
            public var nestedElement: String?
        }

        public init(combinator: Combinator? = nil, type: String? = nil, id: String? = nil, classes: [String] = [],
                    pseudoClasses: [String] = [], nestedElement: String? = nil) {
            self.combinator = combinator
            compound = SharedBox(Compound(type: type, id: id, classes: classes, pseudoClasses: pseudoClasses, nestedElement: nestedElement))
        }

        @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Compound, Value>) -> Value {
            get { compound[field] }
            set { compound[field] = newValue }
        }

        public var description: String {
            if let nestedElement = self.nestedElement { return "$" + nestedElement }
            var text = self.type ?? ""
            if let id = self.id { text += "#" + id }
            text += self.classes.map { "." + $0 }.joined()
            text += self.pseudoClasses.map { ":" + $0 }.joined()
            return text
        }

        /// id 100, each class or pseudo-class 10, a type 1; the wildcard 0.
        public var specificity: Int {
            (self.id == nil ? 0 : 100) + 10 * (self.classes.count + self.pseudoClasses.count) + (self.type == nil || self.type == "*" ? 0 : 1)
        }
    }

    public var parts: [Part]

    public init(parts: [Part]) {
        self.parts = parts
    }

    /// `uiview > .a + .b ~ .c d`
    public var description: String {
        var text = ""
        for part in parts {
            if let combinator = part.combinator {
                text += combinator == .descendant ? " " : " \(combinator.rawValue) "
            }
            text += part.description
        }
        return text
    }

    public var specificity: Int { parts.reduce(0) { $0 + $1.specificity } }

    /// This chain followed by `other` as a descendant (how nesting combines selectors).
    public func appending(_ other: SelectorChain) -> SelectorChain {
        guard var first = other.parts.first else { return self }
        first.combinator = parts.isEmpty ? nil : .descendant
        return SelectorChain(parts: parts + [first] + other.parts.dropFirst())
    }

    /// The chain written by a complex selector, in display form.
    public init(_ syntax: ComplexSelectorSyntax) {
        parts = syntax.components.map { combinator, compound in
            var part = Part(combinator: combinator)
            if let type = compound.typeName { part.type = type.text.lowercased() }
            if compound.isUniversal { part.type = "*" }
            if compound.isParentReference { part.type = "&" }
            part.id = compound.ids.first.map { String($0.text.dropFirst()).lowercased() }
            part.classes = compound.classes.map { $0.text.lowercased() }
            part.pseudoClasses = compound.pseudoClasses.map(SelectorChain.pseudoClassDisplay)
            return part
        }
    }

    /// `nthchild(2n+1)`, `minosversion(8.4)`, `not(#b, .c)`.
    static func pseudoClassDisplay(_ pseudo: PseudoClassSyntax) -> String {
        let name = PropertyRegistry.normalize(pseudo.nameToken?.text ?? "")
        guard let argument = pseudo.argumentText else { return name }
        if let list = pseudo.selectorList {
            return name + "(" + list.selectors.map { SelectorChain($0).description }.joined(separator: ", ") + ")"
        }
        if let anPlusB = AnPlusB(argument) { return name + "(" + anPlusB.description + ")" }
        return name + "(" + unquote(argument).lowercased() + ")"
    }
}

/// The structural pseudo-class argument `an+b` (grammar.md §3): `2n+1`, `-n + 3`, `n`,
/// `even`, `odd`. A plain integer is not accepted.
public struct AnPlusB: Hashable, Sendable, CustomStringConvertible {
    public var a: Int
    public var b: Int

    /// `an+b` exactly as InterfaCSS reads it (ISSDefaultStyleSheetParser.m,
    /// pseudoClassParameterParserFull/AN/Even/Odd): an optional sign and number, a lower-case
    /// `n`, then optionally a sign (required) and a number; spaces only around the `n` part and
    /// the second sign; or `even` / `odd` in any case. Nil for anything else (InterfaCSS then
    /// reads the argument as a word, and the pseudo-class never matches).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        func skipSpaces() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
        func sign() -> Int? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
            index += 1
            return bytes[index - 1] == UInt8(ascii: "-") ? -1 : 1
        }
        func number() -> Int? {
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > start else { return nil }
            let value = Int(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
            // A fraction is read and cut to an integer (`integerValue`).
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), bytes[index + 1] &- UInt8(ascii: "0") < 10 {
                index += 1
                while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            }
            return value
        }
        skipSpaces()
        var end = bytes.count
        while end > index, isSpace(bytes[end - 1]) { end -= 1 }
        switch String(decoding: bytes[index..<end], as: UTF8.self).lowercased() {
        case "even": (a, b) = (2, 0); return
        case "odd": (a, b) = (2, 1); return
        default: break
        }
        let aSign = sign() ?? 1
        let a = number().map { aSign * $0 } ?? aSign
        guard index < bytes.count, bytes[index] == UInt8(ascii: "n") else { return nil }
        index += 1
        skipSpaces()
        if index == bytes.count {
            (self.a, self.b) = (a, 0)
            return
        }
        guard let bSign = sign() else { return nil }
        skipSpaces()
        guard let b = number() else { return nil }
        skipSpaces()
        guard index == bytes.count else { return nil }
        (self.a, self.b) = (a, bSign * b)
    }

    public var description: String {
        b == 0 ? "\(a)n" : "\(a)n\(b < 0 ? "-" : "+")\(abs(b))"
    }

    /// 1.x matching: for i in 1…count the 0-based index `(i-1)*a + b - 1` is a match.
    public func matches(index: Int, count: Int) -> Bool {
        guard count > 0 else { return false }
        // Solved for k = i - 1 rather than tried for each i (views with thousands of siblings);
        // wide enough that no a or b overflows.
        let offset = Int128(index) - Int128(b) + 1
        guard a != 0 else { return offset == 0 }
        guard offset % Int128(a) == 0 else { return false }
        let k = offset / Int128(a)
        return k >= 0 && k < Int128(count)
    }
}
