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
        guard let file = file(path), let names = fullNames(of: file) else { return [] }
        let text: [UInt8]
        if case .full(_, let known) = file.names { text = known } else { text = fileSystem.contents(of: path) ?? [] }
        var top = stylesheetSymbols(names, text: text)
        if let definition = file.viewDefinition { top = viewSymbols(definition) + top }
        return top
    }

    private func stylesheetSymbols(_ names: StylesheetNames, text: [UInt8]) -> [NavigationSymbol] {
        // Children before their parents are attached: rulesets come parents first, so the
        // last ones are finished first.
        var rulesetSymbols = names.rulesets.map { ruleset in
            let selector = StylesheetNames.selector(of: ruleset, in: text)
            return NavigationSymbol(
                name: selector.isEmpty ? "(no selector)" : selector,
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
    public func workspaceSymbols(matching query: String, limit: Int = 128) -> [WorkspaceSymbolMatch] {
        let pattern = Array(query.lowercased().utf8.filter { $0 != UInt8(ascii: " ") })
        // Every name is scored; a symbol is made only for those kept (most names of a large
        // project match a short query, and few are shown).
        enum Found { case variable(Int), ruleset(Int), view(element: Int, name: Range<Int>) }
        var found: [(score: Int, length: Int, file: Int, what: Found)] = []
        func consider(_ name: some Collection<UInt8>, _ file: Int, _ what: Found) {
            guard let score = FuzzyMatch.score(pattern, name) else { return }
            found.append((score, name.count, file, what))
        }
        var variables: [Int: [StylesheetNames.Variable]] = [:], rulesets: [Int: [(selector: String, selectorRange: Range<Int>, range: Range<Int>, parent: Int?)]] = [:]
        var name: [UInt8] = []
        for (index, file) in files.enumerated() where file.isInProject {
            switch file.names {
            case .stored(let names, let symbols):
                for (position, variable) in symbols.variables.enumerated() {
                    name.removeAll(keepingCapacity: true)
                    name += (variable.isCustomProperty ? "--" : "@").utf8
                    name += variable.name.utf8
                    consider(name, index, .variable(position))
                }
                for position in names.rulesets.indices { consider(names.selectorBytes(of: position), index, .ruleset(position)) }
            case .full:
                variables[index] = file.variables
                rulesets[index] = file.rulesets
                for (position, variable) in file.variables.enumerated() { consider(Array(variable.name.utf8), index, .variable(position)) }
                for (position, ruleset) in rulesets[index]!.enumerated() { consider(Array(ruleset.selector.utf8), index, .ruleset(position)) }
            }
            guard let definition = file.viewDefinition else { continue }
            let ids = file.occurrences.filter { $0.place == .idAttribute }
            for (position, element) in definition.elements.enumerated() {
                guard let id = element.id, let occurrence = ids.first(where: { element.range.contains($0.range.lowerBound) }) else { continue }
                consider(Array(("#" + id).utf8), index, .view(element: position, name: occurrence.range))
            }
        }
        // Best first; among equals the shorter name, then the project's order. A short query
        // matches thousands of names: only the best scores' groups are sorted.
        var byScore: [Int: [Int]] = [:]
        for (position, match) in found.enumerated() { byScore[match.score, default: []].append(position) }
        var ranked: [Int] = []
        for score in byScore.keys.sorted(by: >) where ranked.count < limit {
            ranked += byScore[score]!.sorted { (found[$0].length, $0) < (found[$1].length, $1) }.prefix(limit - ranked.count)
        }
        return ranked.map { found[$0] }.map { match in
            let file = files[match.file]
            switch (match.what, file.names) {
            case (.variable(let position), .stored(_, let symbols)):
                let variable = symbols.variables[position]
                let name = (variable.isCustomProperty ? "--" : "@") + variable.name
                return WorkspaceSymbolMatch(
                    symbol: NavigationSymbol(
                        name: name, detail: variable.valueText, kind: .variable, range: variable.offset..<(variable.offset + variable.length),
                        selectionRange: variable.nameRange),
                    path: file.path, container: nil)
            case (.ruleset(let position), .stored(let names, _)):
                let ruleset = names.rulesets[position]
                return WorkspaceSymbolMatch(
                    symbol: NavigationSymbol(name: names.selector(of: position), kind: .ruleset, range: ruleset.range, selectionRange: ruleset.selectorRange),
                    path: file.path, container: ruleset.parent.map { names.selector(of: $0) })
            case (.variable(let position), .full):
                let variable = variables[match.file]![position], all = rulesets[match.file]!
                return WorkspaceSymbolMatch(
                    symbol: NavigationSymbol(name: variable.name, detail: variable.value, kind: .variable, range: variable.range, selectionRange: variable.nameRange),
                    path: file.path, container: variable.ruleset.map { all[$0].selector })
            case (.ruleset(let position), .full):
                let all = rulesets[match.file]!, ruleset = all[position]
                return WorkspaceSymbolMatch(
                    symbol: NavigationSymbol(name: ruleset.selector, kind: .ruleset, range: ruleset.range, selectionRange: ruleset.selectorRange),
                    path: file.path, container: ruleset.parent.map { all[$0].selector })
            case (.view(let position, let name), _):
                let definition = file.viewDefinition!, element = definition.elements[position]
                return WorkspaceSymbolMatch(
                    symbol: NavigationSymbol(name: "#" + (element.id ?? ""), detail: element.className, kind: .elementID, range: element.range, selectionRange: name),
                    path: file.path, container: element.parent.map { ProjectNavigator.describe(definition.elements[$0]) })
            }
        }
    }
}

/// Fuzzy matching of a typed query against a name, as editors' symbol searches do.
enum FuzzyMatch {
    /// nil when `pattern` (lowercased UTF-8) is not a subsequence of `name`; else higher for a
    /// better match: each character matched at a word start (after `.`, `#`, `@`, `-`, `_`, a
    /// space or a lowercase letter before an uppercase one) or right after the last one counts
    /// more, and a match at the very start most.
    static func score(_ pattern: [UInt8], _ name: String) -> Int? {
        score(pattern, Array(name.utf8))
    }

    static func score(_ pattern: [UInt8], _ name: some Collection<UInt8>) -> Int? {
        if pattern.isEmpty { return 0 }
        if let result = name.withContiguousStorageIfAvailable({ score(pattern, $0) }) { return result }
        return Array(name).withUnsafeBufferPointer { score(pattern, $0) }
    }

    private static func score(_ pattern: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        func lower(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
        // Most names are not a match: a plain subsequence test first.
        var next = 0
        for byte in bytes where next < pattern.count && lower(byte) == pattern[next] { next += 1 }
        guard next == pattern.count else { return nil }
        func isStart(_ index: Int) -> Bool {
            guard index > 0 else { return true }
            let previous = bytes[index - 1], byte = bytes[index]
            switch previous {
            case UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "), UInt8(ascii: ">"),
                UInt8(ascii: ","):
                return true
            default:
                return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z")
            }
        }
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
