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
    }

    /// A ruleset as navigation sees it.
    public struct Ruleset: Sendable {
        /// The selector list as written, for lists of symbols (`UILabel.title, .subtitle`).
        public var selector: String
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

    /// The names of the items an outline was read from.
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
            if let list = ruleset.syntax.selectorList { StylesheetNames.collect(list, .selector, into: &found) }
            rulesets.append(Ruleset(
                selector: ruleset.syntax.selectorList.map { StylesheetNames.collapsingWhitespace($0.text) } ?? "",
                selectorRange: ruleset.syntax.selectorList?.range ?? ruleset.syntax.range, range: ruleset.syntax.range,
                chains: ruleset.chains, parent: ruleset.parent))
        }
        for extend in outline.extends {
            guard let list = extend.syntax.selectorList, let first = list.selectors.first else { continue }
            StylesheetNames.collect(list, .extendTarget, into: &found)
            extends.append(Extend(range: extend.syntax.range, targetRange: first.range, chain: SelectorChain(first).description, ruleset: extend.ruleset))
        }
        for declaration in outline.declarations {
            guard let name = declaration.syntax.propertyName else { continue }
            let segments = name.segments
            for prefix in segments.dropLast() {
                found.append(Occurrence(kind: .nestedElement, place: .propertyPrefix, name: prefix.text, range: prefix.range))
            }
            if let last = segments.last, PropertyRegistry.normalize(last.text) == "layout", let value = declaration.syntax.value {
                StylesheetNames.collectLayoutReferences(in: value.node, into: &found)
            }
        }
        occurrences = found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The class and id names of a selector list (and of the selector lists inside its
    /// pseudo-classes' arguments, `:not(.a)`).
    static func collect(_ list: SelectorListSyntax, _ place: Occurrence.Place, into found: inout [Occurrence]) {
        for selector in list.selectors {
            for compound in selector.compounds {
                for name in compound.classes {
                    found.append(Occurrence(kind: .styleClass, place: place, name: name.text, range: name.range))
                }
                for id in compound.ids where id.width > 1 {
                    found.append(Occurrence(kind: .elementID, place: place, name: String(id.text.dropFirst()), range: (id.offset + 1)..<id.range.upperBound))
                }
                for pseudo in compound.pseudoClasses {
                    if let inner = pseudo.selectorList { collect(inner, place, into: &found) }
                }
            }
        }
    }

    /// The element ids an ISSLayout value refers to (layout.md §1): a name that is not a
    /// function (followed by `(`), not an attribute (after `.`), not `parent`, `superview`,
    /// `guide` or `layoutguide`; `#name` and a quoted name too. InterfaCSS reads any other word
    /// there as an element id (`sizeToFit(200, auto)` refers to a view `auto`).
    static func collectLayoutReferences(in value: SyntaxNode, into found: inout [Occurrence]) {
        let tokens = value.tokens.filter { !$0.kind.isTrivia && !$0.kind.isMissing }
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1].kind : nil
            let next = index + 1 < tokens.count ? tokens[index + 1].kind : nil
            switch token.kind {
            case .identifier where previous != .dot && next != .leftParen:
                let name = token.text
                guard !["parent", "superview", "guide", "layoutguide"].contains(name.lowercased()), !name.contains("-") else { continue }
                found.append(Occurrence(kind: .elementID, place: .layoutReference, name: name, range: token.range))
            case .hash where token.width > 1:
                found.append(Occurrence(kind: .elementID, place: .layoutReference, name: String(token.text.dropFirst()), range: (token.offset + 1)..<token.range.upperBound))
            case .string where token.width > 2:
                let name = String(token.text.dropFirst().dropLast())
                guard !name.isEmpty, !name.contains(where: { $0 == "-" || $0 == " " }) else { continue }
                found.append(Occurrence(kind: .elementID, place: .layoutReference, name: name, range: (token.offset + 1)..<(token.range.upperBound - 1)))
            default:
                break
            }
        }
    }

    /// `a,\n   b` → `a, b`.
    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
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
