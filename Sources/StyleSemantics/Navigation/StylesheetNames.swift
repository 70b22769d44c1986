import StyleParser

/// What navigation needs of one stylesheet (or some of its top-level items): every occurrence
/// of a variable, style class, element id and nested element, in document order, and every
/// ruleset with its selector (what a class or id is defined by, what `@extend` names, what a
/// view is styled by). Read from the outline alone, so a closed file keeps this and not its tree.
public struct StylesheetNames: Sendable {
    public var occurrences: [Occurrence] = []
    public var rulesets: [Ruleset] = []
    /// Every `@extend` and the chain it names (the rulesets with that chain are its target).
    public var extends: [Extend] = []
    /// Every variable definition, whole.
    public var variables: [Variable] = []

    public struct Extend: Sendable {
        /// The whole `@extend …;`, and the selector written after `@extend`.
        public var range: Range<Int>
        public var targetRange: Range<Int>
        /// Its chain in display form, as `@extend` compares it with the rulesets' chains.
        public var chain: String
        /// The ruleset it is in (in `rulesets`).
        public var ruleset: Int?
    }

    public struct Variable: Sendable {
        /// As written, `@name` or `--name`.
        public var name: String
        public var value: String
        /// The whole definition, and its name.
        public var range: Range<Int>
        public var nameRange: Range<Int>
        /// The ruleset it is in (2.x reads variables there).
        public var ruleset: Int?

        public init(name: String, value: String, range: Range<Int>, nameRange: Range<Int>, ruleset: Int?) {
            self.name = name
            self.value = value
            self.range = range
            self.nameRange = nameRange
            self.ruleset = ruleset
        }
    }

    /// A ruleset as navigation sees it.
    public struct Ruleset: Sendable {
        /// The selector list's range; the whole ruleset's.
        public var selectorRange: Range<Int>
        public var range: Range<Int>
        /// The chains after nesting (what it matches, and what `@extend` compares).
        public var chains: [SelectorChain]
        /// The enclosing ruleset, in `rulesets`.
        public var parent: Int?

        func shifted(by delta: Int, parentBase: Int) -> Ruleset {
            var copy = self
            copy.selectorRange = (selectorRange.lowerBound + delta)..<(selectorRange.upperBound + delta)
            copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
            copy.parent = parent.map { $0 + parentBase }
            return copy
        }
    }

    public init() {}

    /// The names of the items an outline was read from: its variables and references as the
    /// outline has them, the rest read in one walk over each item's nodes and tokens (through
    /// the typed views, a project's names cost as much again as its outline).
    public init(_ outline: StylesheetOutline) {
        var found: [Occurrence] = []
        for variable in outline.variables {
            variables.append(Variable(
                name: (variable.isCustomProperty ? "--" : "@") + variable.name, value: variable.valueText, range: variable.syntax.range,
                nameRange: variable.nameRange, ruleset: variable.ruleset))
            let sigil = variable.isCustomProperty ? 2 : 1
            found.append(Occurrence(
                kind: .variable, place: .variableDefinition, name: variable.name,
                range: (variable.nameRange.lowerBound + sigil)..<variable.nameRange.upperBound, isCustomProperty: variable.isCustomProperty))
        }
        for reference in outline.references {
            let sigil = reference.isCustomProperty ? 2 : 1
            found.append(Occurrence(
                kind: .variable, place: reference.insideString ? .variableInString : .variableUse, name: reference.name,
                range: (reference.range.lowerBound + sigil)..<reference.range.upperBound, isCustomProperty: reference.isCustomProperty))
        }
        for ruleset in outline.rulesets {
            rulesets.append(Ruleset(
                selectorRange: ruleset.syntax.selectorList?.range ?? ruleset.syntax.range, range: ruleset.syntax.range, chains: ruleset.chains,
                parent: ruleset.parent))
        }
        for extend in outline.extends {
            guard let first = extend.syntax.selectorList?.selectors.first else { continue }
            extends.append(Extend(range: extend.syntax.range, targetRange: first.range, chain: SelectorChain(first).description, ruleset: extend.ruleset))
        }
        for item in outline.items { StylesheetNames.collectNames(in: item, into: &found) }
        occurrences = found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The class and id names of selectors (and of `@extend` targets, and of selectors inside
    /// pseudo-classes' arguments, `:not(.a)`), the prefixes of property names, and the element
    /// ids ISSLayout values refer to, in one walk over `node`.
    static func collectNames(in node: SyntaxNode, into found: inout [Occurrence]) {
        let bytes = node.bytes
        var extendDepth = 0
        var propertyName: [Range<Int>] = []
        // The tokens of a `layout` declaration's value, read when it ends.
        var layoutValue: [(kind: TokenKind, range: Range<Int>)]?
        var isLayout = false
        var kinds: [SyntaxKind] = []
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        node.walk(enter: { node in
            kinds.append(node.kind)
            switch node.kind {
            case .extend: extendDepth += 1
            case .declaration: isLayout = false
            case .value where isLayout: layoutValue = []
            // Nothing else inside a value or a variable's definition names a class or an id.
            case .value, .variableDefinition: return kinds.count == 1
            default: break
            }
            return true
        }, token: { kind, range in
            guard let parent = kinds.last else { return }
            switch (parent, kind) {
            case (.classSelector, .identifier):
                found.append(Occurrence(kind: .styleClass, place: extendDepth > 0 ? .extendTarget : .selector, name: text(range), range: range))
            case (.idSelector, .hash) where range.count > 1:
                found.append(Occurrence(
                    kind: .elementID, place: extendDepth > 0 ? .extendTarget : .selector, name: text((range.lowerBound + 1)..<range.upperBound),
                    range: (range.lowerBound + 1)..<range.upperBound))
            case (.propertyName, .identifier):
                propertyName.append(range)
            default:
                if layoutValue != nil, !kind.isTrivia, !kind.isMissing { layoutValue!.append((kind, range)) }
            }
        }, exit: { node in
            kinds.removeLast()
            switch node.kind {
            case .extend:
                extendDepth -= 1
            case .propertyName:
                for prefix in propertyName.dropLast() {
                    found.append(Occurrence(kind: .nestedElement, place: .propertyPrefix, name: text(prefix), range: prefix))
                }
                isLayout = propertyName.last.map { StylesheetNames.isLayoutName(bytes[$0]) } ?? false
                propertyName = []
            case .value:
                if let tokens = layoutValue { collectLayoutReferences(tokens, bytes: bytes, into: &found) }
                layoutValue = nil
            default:
                break
            }
        })
    }

    /// `layout`, as a property name is compared (case and dashes ignored).
    static func isLayoutName(_ name: ArraySlice<UInt8>) -> Bool {
        let letters = name.lazy.filter { $0 != UInt8(ascii: "-") }.map { $0 | 0x20 }
        return letters.elementsEqual("layout".utf8)
    }

    /// The element ids an ISSLayout value refers to (layout.md §1): a name that is not a
    /// function (followed by `(`), not an attribute (after `.`), not `parent`, `superview`,
    /// `guide` or `layoutguide`; `#name` and a quoted name too. InterfaCSS reads any other word
    /// there as an element id (`sizeToFit(200, auto)` refers to a view `auto`).
    static func collectLayoutReferences(_ tokens: [(kind: TokenKind, range: Range<Int>)], bytes: ArraySlice<UInt8>, into found: inout [Occurrence]) {
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1].kind : nil
            let next = index + 1 < tokens.count ? tokens[index + 1].kind : nil
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            switch token.kind {
            case .identifier where previous != .dot && next != .leftParen:
                guard !["parent", "superview", "guide", "layoutguide"].contains(text.lowercased()), !text.contains("-") else { continue }
                found.append(Occurrence(kind: .elementID, place: .layoutReference, name: text, range: token.range))
            case .hash where token.range.count > 1:
                found.append(Occurrence(
                    kind: .elementID, place: .layoutReference, name: String(text.dropFirst()), range: (token.range.lowerBound + 1)..<token.range.upperBound))
            case .string where token.range.count > 2:
                let name = String(text.dropFirst().dropLast())
                guard !name.isEmpty, !name.contains(where: { $0 == "-" || $0 == " " }) else { continue }
                found.append(Occurrence(kind: .elementID, place: .layoutReference, name: name, range: (token.range.lowerBound + 1)..<(token.range.upperBound - 1)))
            default:
                break
            }
        }
    }

    /// The selector of a ruleset as written in `text`, white space collapsed (`a,\n   b` → `a, b`).
    public static func selector(of ruleset: Ruleset, in text: [UInt8]) -> String {
        var bytes: [UInt8] = []
        appendSelector(of: ruleset, in: text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the selector of a ruleset as written in `text`, white space collapsed.
    static func appendSelector(of ruleset: Ruleset, in text: [UInt8], to bytes: inout [UInt8]) {
        var space = false
        var started = false
        for byte in text[ruleset.selectorRange.clamped(to: 0..<text.count)] {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                space = started
                continue
            }
            if space { bytes.append(UInt8(ascii: " ")) }
            bytes.append(byte)
            space = false
            started = true
        }
    }

    /// The names of `items`, each item's given relative to its start (what an item's entry in
    /// a cache keeps), shifted to where the items are now.
    public mutating func append(_ other: StylesheetNames, at offset: Int) {
        let base = rulesets.count
        for occurrence in other.occurrences { occurrences.append(occurrence.shifted(by: offset)) }
        for ruleset in other.rulesets { rulesets.append(ruleset.shifted(by: offset, parentBase: base)) }
        func moved(_ range: Range<Int>) -> Range<Int> { (range.lowerBound + offset)..<(range.upperBound + offset) }
        for extend in other.extends {
            extends.append(Extend(range: moved(extend.range), targetRange: moved(extend.targetRange), chain: extend.chain, ruleset: extend.ruleset.map { $0 + base }))
        }
        for variable in other.variables {
            variables.append(Variable(
                name: variable.name, value: variable.value, range: moved(variable.range), nameRange: moved(variable.nameRange),
                ruleset: variable.ruleset.map { $0 + base }))
        }
    }

    /// These names relative to `offset`.
    public func relative(to offset: Int) -> StylesheetNames {
        var copy = StylesheetNames()
        copy.append(self, at: -offset)
        return copy
    }
}
