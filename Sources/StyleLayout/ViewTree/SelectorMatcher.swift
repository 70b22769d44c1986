import StyleParser
import StyleSemantics

/// Whether a selector chain matches a view of a `ViewTree`, as InterfaCSS matches (grammar.md
/// §3): the type by the nearest registered class, classes and ids without regard to case, the
/// four combinators, structural pseudo-classes by the view's place among its siblings, and the
/// device pseudo-classes by the preview's screen. Views are in their default state (enabled,
/// not selected or highlighted).
struct SelectorMatcher {
    let tree: ViewTree
    let registry: PropertyRegistry
    let screen: Screen
    /// The iOS version the device pseudo-classes compare with.
    static let osVersion = 17.0
    /// Each view's place among its siblings, worked out once: the structural pseudo-classes
    /// asked for it per view and per rule (a screen with thousands of subviews made that quadratic).
    private let places: [Place]
    /// What a part is compared with, per view, lower-cased once: a matcher tests each view
    /// against many chains.
    private let facts: [Facts]
    /// Type selectors resolved to the class they select (lower-cased), by the text written.
    private let typeSelectors: TypeSelectors

    private struct Facts {
        var type: String
        /// The view's class and its superclasses.
        var kinds: Set<String>
        var id: String?
        var classes: Set<String>
    }

    private final class TypeSelectors: @unchecked Sendable {
        var resolved: [String: String?] = [:]
    }

    private struct Place {
        var index = 0, count = 1
        var indexOfType = 0, countOfType = 1
    }

    init(tree: ViewTree, registry: PropertyRegistry, screen: Screen) {
        self.tree = tree
        self.registry = registry
        self.screen = screen
        var places = Array(repeating: Place(), count: tree.nodes.count)
        for node in tree.nodes {
            var countsOfType: [String: Int] = [:]
            for (index, child) in node.children.enumerated() {
                let type = tree.nodes[child].type
                places[child].index = index
                places[child].count = node.children.count
                places[child].indexOfType = countsOfType[type, default: 0]
                countsOfType[type, default: 0] += 1
            }
            for child in node.children { places[child].countOfType = countsOfType[tree.nodes[child].type] ?? 1 }
        }
        self.places = places
        facts = tree.nodes.map { node in
            Facts(
                type: node.type.lowercased(), kinds: Set(registry.lineage(of: node.type).map { $0.name.lowercased() }),
                id: node.id?.lowercased(), classes: Set(node.classes.map { $0.lowercased() }))
        }
        typeSelectors = TypeSelectors()
    }

    /// The class a type selector selects, lower-cased; nil when no registered class is named.
    private func selectedClass(_ type: String) -> String? {
        if let known = typeSelectors.resolved[type] { return known }
        let selected = registry.typeSelectorClass(type)?.name.lowercased()
        typeSelectors.resolved[type] = selected
        return selected
    }

    func matches(_ chain: SelectorChain, _ node: Int) -> Bool {
        guard !chain.parts.isEmpty, !chain.parts.contains(where: { $0.nestedElement != nil }) else { return false }
        return matches(chain.parts[...], at: node)
    }

    /// Matches the parts right to left, backtracking over descendant and sibling candidates.
    private func matches(_ parts: ArraySlice<SelectorChain.Part>, at node: Int) -> Bool {
        guard let last = parts.last, matches(last, node) else { return false }
        let rest = parts.dropLast()
        guard !rest.isEmpty else { return true }
        switch last.combinator ?? .descendant {
        case .child:
            guard let parent = tree.nodes[node].parent else { return false }
            return matches(rest, at: parent)
        case .descendant:
            var ancestor = tree.nodes[node].parent
            while let current = ancestor {
                if matches(rest, at: current) { return true }
                ancestor = tree.nodes[current].parent
            }
            return false
        case .adjacentSibling:
            guard let parent = tree.nodes[node].parent, places[node].index > 0 else { return false }
            return matches(rest, at: tree.nodes[parent].children[places[node].index - 1])
        case .generalSibling:
            guard let parent = tree.nodes[node].parent else { return false }
            return tree.nodes[parent].children[..<places[node].index].contains { matches(rest, at: $0) }
        }
    }

    private func matches(_ part: SelectorChain.Part, _ index: Int) -> Bool {
        let facts = self.facts[index]
        if let type = part.type, type != "*" {
            if let selected = selectedClass(type) {
                guard facts.kinds.contains(selected) || facts.type == selected else { return false }
            } else if facts.type != type.lowercased() {
                return false
            }
        }
        if let id = part.id, facts.id != id.lowercased() { return false }
        guard part.classes.allSatisfy({ facts.classes.contains($0.lowercased()) }) else { return false }
        return part.pseudoClasses.allSatisfy { pseudoClass($0, holdsFor: index) }
    }

    /// Whether a chain's match depends on where a view is among its siblings, not only on
    /// the view and its ancestors: sibling combinators and the structural pseudo-classes
    /// (`:not(…)` may hold either).
    static func dependsOnPlace(_ chain: SelectorChain) -> Bool {
        chain.parts.contains { part in
            part.combinator == .adjacentSibling || part.combinator == .generalSibling
                || part.pseudoClasses.contains { placePseudoClasses.contains(String($0.prefix { $0 != "(" }).lowercased()) }
        }
    }

    static let placePseudoClasses: Set<String> = [
        "firstchild", "lastchild", "onlychild", "nthchild", "nthlastchild",
        "firstoftype", "lastoftype", "onlyoftype", "nthoftype", "nthlastoftype", "not",
    ]

    /// A pseudo-class in display form (`nthchild(2n+1)`, `minosversion(8.0)`, `landscape`).
    private func pseudoClass(_ text: String, holdsFor node: Int) -> Bool {
        let name = String(text.prefix { $0 != "(" }).lowercased()
        var argument = ""
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        let number = Double(argument.trimmingCharacters(in: .whitespaces))
        let place = places[node]
        /// `index` counts from 0.
        func anPlusB(_ index: Int, _ count: Int) -> Bool { AnPlusB(argument)?.matches(index: index, count: count) ?? false }
        let phoneLandscape = screen.isLandscape && !screen.isPad
        switch name {
        case "root": return tree.nodes[node].parent == nil
        case "empty": return tree.nodes[node].children.isEmpty
        case "firstchild": return place.index == 0
        case "lastchild": return place.index == place.count - 1
        case "onlychild": return place.count == 1
        case "nthchild": return anPlusB(place.index, place.count)
        case "nthlastchild": return anPlusB(place.count - 1 - place.index, place.count)
        case "firstoftype": return place.indexOfType == 0
        case "lastoftype": return place.indexOfType == place.countOfType - 1
        case "onlyoftype": return place.countOfType == 1
        case "nthoftype": return anPlusB(place.indexOfType, place.countOfType)
        case "nthlastoftype": return anPlusB(place.countOfType - 1 - place.indexOfType, place.countOfType)
        case "landscape", "landscapeleft", "landscaperight": return screen.isLandscape
        case "portrait", "portraitupright": return !screen.isLandscape
        case "portraitupsidedown": return false
        case "pad", "ipad", "tablet": return screen.isPad
        case "phone", "iphone": return !screen.isPad
        case "tv", "appletv": return false
        case "minosversion": return (number ?? 0) <= SelectorMatcher.osVersion
        case "maxosversion": return (number ?? .infinity) >= SelectorMatcher.osVersion
        case "devicemodel": return false
        case "screenwidth": return number == screen.width
        case "screenwidthlessthan": return screen.width < (number ?? 0)
        case "screenwidthgreaterthan": return screen.width > (number ?? .infinity)
        case "screenheight": return number == screen.height
        case "screenheightlessthan": return screen.height < (number ?? 0)
        case "screenheightgreaterthan": return screen.height > (number ?? .infinity)
        case "regularwidth": return screen.isPad
        case "compactwidth": return !screen.isPad
        case "regularheight": return !phoneLandscape
        case "compactheight": return phoneLandscape
        case "enabled": return true
        case "disabled", "selected", "highlighted": return false
        case "not":
            let inner = SyntaxTree(argument + " {}").stylesheet.items.compactMap { item -> [SelectorChain]? in
                guard case .ruleset(let ruleset) = item else { return nil }
                return ruleset.selectorList?.selectors.map(SelectorChain.init)
            }.flatMap { $0 }
            return !inner.contains { matches($0, node) }
        default: return false
        }
    }
}

extension ViewTree {
    /// Styles every view with the declarations of every ruleset whose selector matches it,
    /// from all `stylesheets` (in load order), before the view's own ones: by specificity,
    /// then load order, then source order, so the last of a property wins.
    mutating func applyStylesheets(_ stylesheets: [StylesheetAnalysis], registry: PropertyRegistry, screen: Screen) {
        struct Candidate { var file: Int, ruleset: Int, chain: SelectorChain }
        let byRuleset = stylesheets.enumerated().map { StyledDeclaration.byRuleset($1, file: $0) }
        let matcher = SelectorMatcher(tree: self, registry: registry, screen: screen)
        // Chains by what their last part requires (an id, else a class, else a type), so each
        // view is tested only against the chains that can match it; apart, those whose match
        // depends on the view's place among its siblings.
        var buckets: [String: [Candidate]] = [:]
        var placeBuckets: [String: [Candidate]] = [:]
        for (file, analysis) in stylesheets.enumerated() {
            for (order, ruleset) in analysis.rulesets.enumerated() where !byRuleset[file][order].isEmpty {
                for chain in ruleset.chains {
                    guard let last = chain.parts.last else { continue }
                    let key: String
                    if let id = last.id { key = "#" + id.lowercased() }
                    else if let first = last.classes.first { key = "." + first.lowercased() }
                    else if let type = last.type, type != "*", let registered = registry.typeSelectorClass(type) { key = registered.name.lowercased() }
                    else if let type = last.type, type != "*" { key = type.lowercased() }
                    else { key = "*" }
                    let candidate = Candidate(file: file, ruleset: order, chain: chain)
                    if SelectorMatcher.dependsOnPlace(chain) {
                        placeBuckets[key, default: []].append(candidate)
                    } else {
                        buckets[key, default: []].append(candidate)
                    }
                }
            }
        }
        // Views with the same class, id, style classes and children-or-not, under ancestors
        // alike, match the same place-free chains: matched once per such context (a stylesheet
        // of thousands of rulesets names its views from a few hundred words).
        struct Context: Hashable { var type: String, id: String?, classes: [String], isEmpty: Bool, parent: Int }
        var contexts: [Context: Int] = [:]
        var contextOfNode = [Int](repeating: -1, count: nodes.count)
        var matchedInContext: [Int: [(file: Int, ruleset: Int, specificity: Int)]] = [:]
        for index in nodes.indices {
            let node = nodes[index]
            var keys = ["*", node.type.lowercased()] + registry.lineage(of: node.type).map { $0.name.lowercased() }
            keys += node.classes.map { "." + $0.lowercased() }
            if let id = node.id { keys.append("#" + id.lowercased()) }
            let keySet = Set(keys)
            let context = Context(
                type: node.type, id: node.id?.lowercased(), classes: Set(node.classes.map { $0.lowercased() }).sorted(),
                isEmpty: node.children.isEmpty, parent: node.parent.map { contextOfNode[$0] } ?? -1)
            let contextID = contexts[context] ?? contexts.count
            contexts[context] = contextID
            contextOfNode[index] = contextID
            func matching(_ buckets: [String: [Candidate]]) -> [(file: Int, ruleset: Int, specificity: Int)] {
                keySet.flatMap { key in
                    (buckets[key] ?? []).filter { matcher.matches($0.chain, index) }.map { ($0.file, $0.ruleset, $0.chain.specificity) }
                }
            }
            let placeFree = matchedInContext[contextID] ?? matching(buckets)
            matchedInContext[contextID] = placeFree
            // (file, ruleset) → highest matching specificity
            var best: [Int: (file: Int, ruleset: Int, specificity: Int)] = [:]
            for match in placeFree + matching(placeBuckets) {
                let id = match.file << 32 | match.ruleset
                if best[id].map({ $0.specificity < match.specificity }) ?? true { best[id] = match }
            }
            let matched = best.values.sorted { ($0.specificity, $0.file, $0.ruleset) < ($1.specificity, $1.file, $1.ruleset) }
            nodes[index].declarations = StyledDeclaration.winners(matched.flatMap { byRuleset[$0.file][$0.ruleset] } + node.ownDeclarations)
            nodes[index].styledBy = Set(matched.map(\.file) + node.ownDeclarations.map(\.file))
        }
    }
}
