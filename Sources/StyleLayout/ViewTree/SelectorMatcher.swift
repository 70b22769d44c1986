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
            guard let previous = siblings(of: node).before.last else { return false }
            return matches(rest, at: previous)
        case .generalSibling:
            return siblings(of: node).before.contains { matches(rest, at: $0) }
        }
    }

    private func matches(_ part: SelectorChain.Part, _ index: Int) -> Bool {
        let node = tree.nodes[index]
        if let type = part.type, type != "*" {
            if let selected = registry.typeSelectorClass(type) {
                guard registry.isClass(node.type, kindOf: selected.name) || node.type.lowercased() == selected.name.lowercased() else { return false }
            } else if node.type.lowercased() != type.lowercased() {
                return false
            }
        }
        if let id = part.id, node.id?.lowercased() != id.lowercased() { return false }
        let classes = Set(node.classes.map { $0.lowercased() })
        guard part.classes.allSatisfy({ classes.contains($0.lowercased()) }) else { return false }
        return part.pseudoClasses.allSatisfy { pseudoClass($0, holdsFor: index) }
    }

    private func siblings(of node: Int) -> (before: [Int], all: [Int]) {
        guard let parent = tree.nodes[node].parent else { return ([], [node]) }
        let all = tree.nodes[parent].children
        let position = all.firstIndex(of: node) ?? 0
        return (Array(all[..<position]), all)
    }

    /// A pseudo-class in display form (`nthchild(2n+1)`, `minosversion(8.0)`, `landscape`).
    private func pseudoClass(_ text: String, holdsFor node: Int) -> Bool {
        let name = String(text.prefix { $0 != "(" }).lowercased()
        var argument = ""
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        let number = Double(argument.trimmingCharacters(in: .whitespaces))
        let (before, all) = siblings(of: node)
        let type = tree.nodes[node].type
        let sameType = all.filter { tree.nodes[$0].type == type }
        let positionOfType = sameType.firstIndex(of: node) ?? 0
        /// `index` counts from 0.
        func anPlusB(_ index: Int, _ count: Int) -> Bool { AnPlusB(argument)?.matches(index: index, count: count) ?? false }
        let phoneLandscape = screen.isLandscape && !screen.isPad
        switch name {
        case "root": return tree.nodes[node].parent == nil
        case "empty": return tree.nodes[node].children.isEmpty
        case "firstchild": return before.isEmpty
        case "lastchild": return before.count == all.count - 1
        case "onlychild": return all.count == 1
        case "nthchild": return anPlusB(before.count, all.count)
        case "nthlastchild": return anPlusB(all.count - 1 - before.count, all.count)
        case "firstoftype": return positionOfType == 0
        case "lastoftype": return positionOfType == sameType.count - 1
        case "onlyoftype": return sameType.count == 1
        case "nthoftype": return anPlusB(positionOfType, sameType.count)
        case "nthlastoftype": return anPlusB(sameType.count - 1 - positionOfType, sameType.count)
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
        // view is tested only against the chains that can match it.
        var buckets: [String: [Candidate]] = [:]
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
                    buckets[key, default: []].append(Candidate(file: file, ruleset: order, chain: chain))
                }
            }
        }
        for index in nodes.indices {
            let node = nodes[index]
            var keys = ["*", node.type.lowercased()] + registry.lineage(of: node.type).map { $0.name.lowercased() }
            keys += node.classes.map { "." + $0.lowercased() }
            if let id = node.id { keys.append("#" + id.lowercased()) }
            // (file, ruleset) → highest matching specificity
            var best: [Int: (file: Int, ruleset: Int, specificity: Int)] = [:]
            for key in Set(keys) {
                for candidate in buckets[key] ?? [] where matcher.matches(candidate.chain, index) {
                    let id = candidate.file << 32 | candidate.ruleset
                    if best[id].map({ $0.specificity < candidate.chain.specificity }) ?? true {
                        best[id] = (candidate.file, candidate.ruleset, candidate.chain.specificity)
                    }
                }
            }
            let matched = best.values.sorted { ($0.specificity, $0.file, $0.ruleset) < ($1.specificity, $1.file, $1.ruleset) }
            nodes[index].declarations = matched.flatMap { byRuleset[$0.file][$0.ruleset] } + node.ownDeclarations
        }
    }
}
