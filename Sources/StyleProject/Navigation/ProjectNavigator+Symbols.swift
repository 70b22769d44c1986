import StyleParser
import StyleSemantics

/// A symbol of a file, for an outline or a search: protocol-free, offsets UTF-8.
public struct NavigationSymbol: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case ruleset, variable, extend
        /// A view of a view definition.
        case view
        /// A view's element id, in a workspace search.
        case elementID
    }

    public var name: String
    public var detail: String?
    public var kind: Kind
    /// The whole symbol, and its name (what an editor selects).
    public var range: Range<Int>
    public var selectionRange: Range<Int>
    public var children: [NavigationSymbol] = []
}

/// A symbol found by a workspace search.
public struct WorkspaceSymbolMatch: Hashable, Sendable {
    public var symbol: NavigationSymbol
    public var path: String
    /// What holds it (a ruleset's selector, a view), for the editor to show beside it.
    public var container: String?
}

extension ProjectNavigator {
    // MARK: - A file's outline

    /// The outline of a file: a stylesheet's rulesets nested as written (the selector as the
    /// name, the classes it styles as detail), its variables and `@extend`s; a view
    /// definition's views nested as they are (then the rulesets of its `<style>` elements).
    public func documentSymbols(of path: String) -> [NavigationSymbol] {
        guard let file = file(path) else { return [] }
        var top = stylesheetSymbols(file.names)
        if let definition = file.viewDefinition { top = viewSymbols(definition) + top }
        return top
    }

    private func stylesheetSymbols(_ names: StylesheetNames) -> [NavigationSymbol] {
        // Children before their parents are attached: rulesets come parents first, so the
        // last ones are finished first.
        var rulesetSymbols = names.rulesets.map { ruleset in
            NavigationSymbol(
                name: ruleset.selector.isEmpty ? "(no selector)" : ruleset.selector,
                detail: context.styledClasses(of: ruleset.chains).0?.joined(separator: ", "), kind: .ruleset, range: ruleset.range,
                selectionRange: ruleset.selectorRange)
        }
        var top: [(offset: Int, symbol: NavigationSymbol)] = []
        func place(_ symbol: NavigationSymbol, in ruleset: Int?) {
            if let ruleset, rulesetSymbols.indices.contains(ruleset) {
                rulesetSymbols[ruleset].children.append(symbol)
            } else {
                top.append((symbol.range.lowerBound, symbol))
            }
        }
        for variable in names.variables {
            place(NavigationSymbol(name: variable.name, detail: variable.value, kind: .variable, range: variable.range, selectionRange: variable.nameRange), in: variable.ruleset)
        }
        for extend in names.extends {
            place(NavigationSymbol(name: "@extend " + extend.chain, kind: .extend, range: extend.range, selectionRange: extend.targetRange), in: extend.ruleset)
        }
        for index in rulesetSymbols.indices.reversed() {
            rulesetSymbols[index].children.sort { $0.range.lowerBound < $1.range.lowerBound }
            let symbol = rulesetSymbols[index]
            if let parent = names.rulesets[index].parent, parent < index {
                rulesetSymbols[parent].children.append(symbol)
            } else {
                top.append((symbol.range.lowerBound, symbol))
            }
        }
        return top.sorted { $0.offset < $1.offset }.map(\.symbol)
    }

    private func viewSymbols(_ definition: ViewDefinition) -> [NavigationSymbol] {
        var symbols = definition.elements.map { element in
            NavigationSymbol(
                name: ProjectNavigator.describe(element), detail: element.className, kind: .view, range: element.range,
                selectionRange: element.nameRange)
        }
        var roots: [NavigationSymbol] = []
        for index in symbols.indices.reversed() {
            symbols[index].children.reverse()
            if let parent = definition.elements[index].parent, parent < index {
                symbols[parent].children.append(symbols[index])
            } else {
                roots.append(symbols[index])
            }
        }
        return roots.reversed()
    }

    /// `label#title.headline`: the tag, id and classes of an element.
    static func describe(_ element: ViewDefinition.Element) -> String {
        element.tag + (element.id.map { "#" + $0 } ?? "") + element.classes.map { "." + $0 }.joined()
    }

    // MARK: - Searching the project

    /// The project's symbols whose names match `query` fuzzily (its characters in order, case
    /// ignored; those at word starts and camel humps count most), best first, at most `limit`:
    /// variables, rulesets by selector, and the views of the view definitions by element id.
    public func workspaceSymbols(matching query: String, limit: Int = 256) -> [WorkspaceSymbolMatch] {
        let pattern = Array(query.lowercased().utf8.filter { $0 != UInt8(ascii: " ") })
        var found: [(score: Int, match: WorkspaceSymbolMatch)] = []
        func consider(_ symbol: NavigationSymbol, _ path: String, _ container: String?) {
            guard let score = FuzzyMatch.score(pattern, symbol.name) else { return }
            found.append((score, WorkspaceSymbolMatch(symbol: symbol, path: path, container: container)))
        }
        for file in files where file.isInProject {
            let names = file.names
            for variable in names.variables {
                consider(
                    NavigationSymbol(name: variable.name, detail: variable.value, kind: .variable, range: variable.range, selectionRange: variable.nameRange),
                    file.path, variable.ruleset.map { names.rulesets[$0].selector })
            }
            for ruleset in names.rulesets {
                consider(
                    NavigationSymbol(name: ruleset.selector, kind: .ruleset, range: ruleset.range, selectionRange: ruleset.selectorRange),
                    file.path, ruleset.parent.map { names.rulesets[$0].selector })
            }
            guard let definition = file.viewDefinition else { continue }
            for element in definition.elements {
                guard let id = element.id, let occurrence = names.occurrences.first(where: { $0.place == .idAttribute && element.range.contains($0.range.lowerBound) })
                else { continue }
                consider(
                    NavigationSymbol(name: "#" + id, detail: element.className, kind: .elementID, range: element.range, selectionRange: occurrence.range),
                    file.path, element.parent.map { ProjectNavigator.describe(definition.elements[$0]) })
            }
        }
        // Best first; among equals the shorter name, then the project's order.
        let ranked = found.enumerated().sorted { a, b in
            if a.element.score != b.element.score { return a.element.score > b.element.score }
            if a.element.match.symbol.name.count != b.element.match.symbol.name.count {
                return a.element.match.symbol.name.count < b.element.match.symbol.name.count
            }
            return a.offset < b.offset
        }
        return ranked.prefix(limit).map(\.element.match)
    }
}

/// Fuzzy matching of a typed query against a name, as editors' symbol searches do.
enum FuzzyMatch {
    /// nil when `pattern` (lowercased UTF-8) is not a subsequence of `name`; else higher for a
    /// better match: each character matched at a word start (after `.`, `#`, `@`, `-`, `_`, a
    /// space or a lowercase letter before an uppercase one) or right after the last one counts
    /// more, and a match at the very start most.
    static func score(_ pattern: [UInt8], _ name: String) -> Int? {
        if pattern.isEmpty { return 0 }
        let bytes = Array(name.utf8)
        guard bytes.count >= pattern.count else { return nil }
        func isStart(_ index: Int) -> Bool {
            guard index > 0 else { return true }
            let previous = bytes[index - 1], byte = bytes[index]
            if [UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: ",")].contains(previous) { return true }
            return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z")
        }
        func lower(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
        // Jumping to word starts can leave too little of the name for the rest of the pattern:
        // then the leftmost match.
        func match(preferringStarts: Bool) -> Int? {
            var score = 0
            var position = 0
            var last = -2
            for wanted in pattern {
                var plain: Int?
                var start: Int?
                var scan = position
                while scan < bytes.count, start == nil, preferringStarts || plain == nil {
                    if lower(bytes[scan]) == wanted {
                        if isStart(scan) { start = scan } else if plain == nil { plain = scan }
                    }
                    scan += 1
                }
                // A word start, unless a plain match continues the last one (or none comes).
                guard let chosen = plain.map({ $0 == last + 1 || start == nil || !preferringStarts ? $0 : start! }) ?? start else { return nil }
                if chosen == 0 { score += 12 } else if isStart(chosen) { score += 8 }
                if chosen == last + 1 { score += 5 }
                score += 1 - min(chosen - position, 4)
                last = chosen
                position = chosen + 1
            }
            return score
        }
        return match(preferringStarts: true) ?? match(preferringStarts: false)
    }
}
