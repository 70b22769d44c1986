import StyleParser
import StyleSemantics

/// Whether a selector chain matches a view of a `ViewTree`, as InterfaCSS matches (grammar.md
/// §3): the type by the nearest registered class, classes and ids without regard to case, the
/// four combinators, structural pseudo-classes by the view's place among its siblings, and the
/// device pseudo-classes by the preview's screen. Views are in their default state (enabled,
/// not selected or highlighted).
///
/// A class: each chain tested searches with it, and copying its fields for each of them was a
/// tenth of the styling time of a 10 MB stylesheet.
final class SelectorMatcher {
    /// The views' parents and children: not the tree itself, which styling changes while the
    /// matcher is used (a copy of its nodes would be made for the matcher to keep).
    private let parents: [Int?]
    private let children: [[Int]]
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
    private var typeSelectors: [String: String?] = [:]
    /// Pseudo-classes read once, by their display form: a chain's are tested on every view
    /// it is tried on (reading them each time was a sixth of a 10 MB stylesheet's styling).
    private var pseudoClasses: [String: PseudoClass] = [:]

    private struct Facts {
        var type: String
        /// The view's class and its superclasses.
        var kinds: Set<String>
        var id: String?
        var classes: Set<String>
    }

    private struct PseudoClass {
        var name: String
        var argument = ""
        var number: Double?
        var anPlusB: AnPlusB?
        /// `:not(…)`'s chains.
        var chains: [SelectorChain] = []

        init(_ text: String) {
            name = String(text.prefix { $0 != "(" }).lowercased()
            if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
                argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            }
            number = Double(argument.trimmingCharacters(in: .whitespaces))
            anPlusB = AnPlusB(argument)
            if name == "not" {
                chains = SyntaxTree(argument + " {}").stylesheet.items.compactMap { item -> [SelectorChain]? in
                    guard case .ruleset(let ruleset) = item else { return nil }
                    return ruleset.selectorList?.selectors.map(SelectorChain.init)
                }.flatMap { $0 }
            }
        }
    }

    private struct Place {
        var index = 0, count = 1
        var indexOfType = 0, countOfType = 1
    }

    init(tree: ViewTree, registry: PropertyRegistry, screen: Screen) {
        parents = tree.nodes.map(\.parent)
        children = tree.nodes.map(\.children)
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
        // One set of kinds per class, shared by its views.
        var kinds: [String: Set<String>] = [:]
        facts = tree.nodes.map { node in
            if kinds[node.type] == nil { kinds[node.type] = Set(registry.lineage(of: node.type).map { $0.name.lowercased() }) }
            return Facts(type: node.type.lowercased(), kinds: kinds[node.type]!, id: node.id?.lowercased(), classes: Set(node.classes.map { $0.lowercased() }))
        }
    }

    /// The class a type selector selects, lower-cased; nil when no registered class is named.
    private func selectedClass(_ type: String) -> String? {
        if let known = typeSelectors[type] { return known }
        let selected = registry.typeSelectorClass(type)?.name.lowercased()
        typeSelectors[type] = selected
        return selected
    }

    func matches(_ chain: SelectorChain, _ node: Int) -> Bool {
        var steps = 0
        return matches(chain, node, steps: &steps)
    }

    /// Adds the parts tested to `steps`: what styling counts against its budget. Once
    /// `steps` passes `limit` the answer is no.
    func matches(_ chain: SelectorChain, _ node: Int, steps: inout Int, limit: Int = .max) -> Bool {
        guard !chain.parts.isEmpty, !chain.parts.contains(where: { $0.nestedElement != nil }) else { return false }
        var search = Search(matcher: self, parts: chain.parts, steps: steps, limit: limit)
        defer { steps = search.steps }
        return search.matches(chain.parts.count, at: node)
    }

    /// Matches the parts right to left, backtracking over descendant and sibling candidates.
    /// With two or more such combinators each "do the first parts match here or above (before)"
    /// question is answered once: `.a .a .a …` against views nested as deep would otherwise
    /// try exponentially many ways.
    private struct Search {
        let matcher: SelectorMatcher
        let parts: [SelectorChain.Part]
        let remembers: Bool
        var steps: Int
        let limit: Int
        /// By `count << 32 | view`.
        private var upward: [Int: Bool] = [:]
        private var before: [Int: Bool] = [:]

        init(matcher: SelectorMatcher, parts: [SelectorChain.Part], steps: Int, limit: Int) {
            self.matcher = matcher
            self.parts = parts
            self.steps = steps
            self.limit = limit
            remembers = parts.dropFirst().count { $0.combinator == .descendant || $0.combinator == .generalSibling } > 1
        }

        /// The first `count` parts match, the last of them at `node`.
        mutating func matches(_ count: Int, at node: Int) -> Bool {
            steps += 1
            let last = parts[count - 1]
            guard steps <= limit, matcher.matches(last, node) else { return false }
            guard count > 1 else { return true }
            switch last.combinator ?? .descendant {
            case .child:
                return matcher.parents[node].map { matches(count - 1, at: $0) } ?? false
            case .descendant:
                return matcher.parents[node].map { matchesAtOrAbove(count - 1, $0) } ?? false
            case .adjacentSibling:
                return matcher.previousSibling(of: node).map { matches(count - 1, at: $0) } ?? false
            case .generalSibling:
                return matcher.previousSibling(of: node).map { matchesAtOrBefore(count - 1, $0) } ?? false
            }
        }

        /// … at `node` or one of its ancestors.
        mutating func matchesAtOrAbove(_ count: Int, _ node: Int) -> Bool {
            walk(count, from: node, memo: \.upward) { $0.parents[$1] }
        }

        /// … at `node` or one of the siblings before it.
        mutating func matchesAtOrBefore(_ count: Int, _ node: Int) -> Bool {
            walk(count, from: node, memo: \.before) { $0.previousSibling(of: $1) }
        }

        /// Whether the first `count` parts match at `node` or a view `next` leads to from it;
        /// the answer is remembered for every view on the way.
        private mutating func walk(
            _ count: Int, from node: Int, memo: WritableKeyPath<Search, [Int: Bool]>, next: (SelectorMatcher, Int) -> Int?
        ) -> Bool {
            var visited: [Int] = []
            var current: Int? = node
            var result = false
            while let view = current {
                let key = count << 32 | view
                if remembers, let known = self[keyPath: memo][key] {
                    result = known
                    break
                }
                if remembers { visited.append(key) }
                if matches(count, at: view) {
                    result = true
                    break
                }
                current = next(matcher, view)
            }
            for key in visited { self[keyPath: memo][key] = result }
            return result
        }
    }

    private func previousSibling(of node: Int) -> Int? {
        guard let parent = parents[node], places[node].index > 0 else { return nil }
        return children[parent][places[node].index - 1]
    }

    private func matches(_ part: SelectorChain.Part, _ index: Int) -> Bool {
        let facts = self.facts[index]
        // A chain's names are lower-cased already (`SelectorChain`).
        if let type = part.type, type != "*" {
            if let selected = selectedClass(type) {
                guard facts.kinds.contains(selected) || facts.type == selected else { return false }
            } else if facts.type != type {
                return false
            }
        }
        if let id = part.id, facts.id != id { return false }
        guard part.classes.allSatisfy(facts.classes.contains) else { return false }
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
        let pseudo: PseudoClass
        if let known = pseudoClasses[text] {
            pseudo = known
        } else {
            pseudo = PseudoClass(text)
            pseudoClasses[text] = pseudo
        }
        let number = pseudo.number
        let place = places[node]
        /// `index` counts from 0.
        func anPlusB(_ index: Int, _ count: Int) -> Bool { pseudo.anPlusB?.matches(index: index, count: count) ?? false }
        let phoneLandscape = screen.isLandscape && !screen.isPad
        switch pseudo.name {
        case "root": return parents[node] == nil
        case "empty": return children[node].isEmpty
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
            return !pseudo.chains.contains { matches($0, node) }
        default: return false
        }
    }
}

extension ViewTree {
    /// Styles every view with the declarations of every ruleset whose selector matches it,
    /// from all `stylesheets` (in load order), before the view's own ones: by specificity,
    /// then load order, then source order, so the last of a property wins.
    ///
    /// Within a budget linear in the input (`stylingBudget`): views times the rules that may
    /// match them is quadratic (a 5 MB line of `.a { frame: … }` is 111,000 views each matched
    /// by 111,000 rules). Past it, each remaining view keeps only its own declarations and those
    /// of the ruleset it was inferred from, and `stylingCutOff` says where that began.
    mutating func applyStylesheets(_ stylesheets: [StyledStylesheet], registry: PropertyRegistry, screen: Screen, rules: RuleIndex? = nil) {
        typealias Candidate = RuleIndex.Candidate
        typealias Match = (file: Int, ruleset: Int, specificity: Int)
        // Styling again (once classes are inferred) replaces every view's declarations: the
        // earlier ones go first, or both would be held at once.
        for index in nodes.indices {
            nodes[index].cascaded = []
            nodes[index].styledBy = FileSet()
        }
        let rules = rules ?? RuleIndex(stylesheets, registry: registry)
        stylesheetDeclarations = rules.declarations
        let byRuleset = stylesheetDeclarations
        func name(_ cascaded: CascadedDeclaration) -> String {
            byRuleset[Int(cascaded.file)][Int(cascaded.ruleset)][Int(cascaded.position)].name
        }
        let matcher = SelectorMatcher(tree: self, registry: registry, screen: screen)
        // A view's key that no rule has matches nothing: it is left out (numbering it would copy
        // the shared numbering, as big as the project's rules, for every tree).
        let keys = rules.keys
        let buckets = rules.buckets, placeBuckets = rules.placeBuckets, simpleBuckets = rules.simpleBuckets
        let keysBefore = rules.keysBefore, chainCount = rules.chainCount, declarationCount = rules.declarationCount
        let budget = ViewTree.stylingBudget(views: nodes.count, chains: chainCount, declarations: declarationCount)
        var spent = 0
        stylingCutOff = nil
        let nestingFile = stylesheets.firstIndex { $0.path == nestingPath }
        // Views with the same class, id, style classes and children-or-not, under ancestors
        // alike, match the same place-free chains: matched once per such context (a stylesheet
        // of thousands of rulesets names its views from a few hundred words), and styled once
        // when nothing else styles them.
        // Its type, id and classes by number (as strings, a 1 MB stylesheet's contexts were
        // half a MB).
        struct Context: Hashable { var type: Int32, id: Int32, classes: Int32, parent: Int32, isEmpty: Bool }
        var contexts: [Context: Int] = [:]
        var words: [String: Int32] = [:]
        func word(_ text: String) -> Int32 {
            if let known = words[text] { return known }
            words[text] = Int32(words.count)
            return Int32(words.count - 1)
        }
        var contextOfNode = [Int](repeating: -1, count: nodes.count)
        // By context: the keys its views' ancestors have (the screen's context has none).
        var ancestorKeys: [Int: Set<Int>] = [0: []]
        // By context: the keys its views' children's ancestors have, shared by all those
        // children's contexts (nil past the limit).
        var keysBelow: [Int: Set<Int>?] = [:]
        var typeKeys: [String: [Int]] = [:]
        func ownKeys(_ node: Int) -> Set<Int> {
            let node = nodes[node]
            var own: [Int]
            if let known = typeKeys[node.type] {
                own = known
            } else {
                own = (["*", node.type.lowercased()] + registry.lineage(of: node.type).map { $0.name.lowercased() }).compactMap(keys.known)
                typeKeys[node.type] = own
            }
            own += node.classes.compactMap { keys.known("." + $0.lowercased()) }
            if let id = node.id, let key = keys.known("#" + id.lowercased()) { own.append(key) }
            return Set(own)
        }
        // What styles a context's views (before what their places and own declarations add).
        struct Styled {
            /// The winning declarations in cascade order: one array shared by the context's
            /// views.
            let cascaded: [CascadedDeclaration]
            let styledBy: FileSet

            /// Both, in cascade order: what both have. A ruleset in both (matched by two of its
            /// chains) is ranked by the more specific one, as in the whole cascade, since the
            /// later of each name wins.
            func adding(_ other: Styled, name: (CascadedDeclaration) -> String) -> Styled {
                // One of them empty: the other's array, shared rather than copied (one per kind
                // of view, and most are styled by a single key).
                guard !other.cascaded.isEmpty else { return Styled(cascaded: cascaded, styledBy: styledBy.union(other.styledBy)) }
                guard !cascaded.isEmpty else { return Styled(cascaded: other.cascaded, styledBy: styledBy.union(other.styledBy)) }
                // Each holds one declaration per name: where both have a name, the one ranked
                // later wins. Found with a table of the smaller one's names alone (a table of all
                // of them was most of the time merging took on a 10 MB stylesheet).
                let (small, large) = cascaded.count <= other.cascaded.count ? (cascaded, other.cascaded) : (other.cascaded, cascaded)
                var smallIndex: [String: Int] = [:]
                smallIndex.reserveCapacity(small.count)
                for (index, declaration) in small.enumerated() { smallIndex[name(declaration)] = index }
                var smallLoses = [Bool](repeating: false, count: small.count)
                var largeLoses = [Bool](repeating: false, count: large.count)
                for (index, declaration) in large.enumerated() {
                    guard let rival = smallIndex[name(declaration)] else { continue }
                    if small[rival] < declaration { smallLoses[rival] = true } else { largeLoses[index] = true }
                }
                // Both are in rank order: merged in one pass (sorting the two was a tenth of a
                // 10 MB stylesheet's styling).
                var merged: [CascadedDeclaration] = []
                merged.reserveCapacity(small.count + large.count)
                var fromSmall = 0, fromLarge = 0
                while fromSmall < small.count || fromLarge < large.count {
                    if fromLarge == large.count || fromSmall < small.count && small[fromSmall] < large[fromLarge] {
                        if !smallLoses[fromSmall] { merged.append(small[fromSmall]) }
                        fromSmall += 1
                    } else {
                        if !largeLoses[fromLarge] { merged.append(large[fromLarge]) }
                        fromLarge += 1
                    }
                }
                return Styled(cascaded: merged, styledBy: styledBy.union(other.styledBy))
            }
        }
        var styledInContext: [Styled?] = []  // by context
        var styledByKey: [Int: Styled] = [:]
        func simplyStyled(_ key: Int) -> Styled? {
            if let known = styledByKey[key] { return known }
            guard let candidates = simpleBuckets[key] else { return nil }
            let styled = cascade(best(candidates.map { ($0.file, $0.ruleset, $0.chain.specificity) }))
            styledByKey[key] = styled
            return styled
        }
        /// Each matched ruleset once, by its most specific matching chain, in cascade order.
        func best(_ matches: [Match]) -> [Match] {
            var best: [Int: Match] = [:]
            for match in matches {
                let id = match.file << 32 | match.ruleset
                if best[id].map({ $0.specificity < match.specificity }) ?? true { best[id] = match }
            }
            return best.values.sorted { ($0.specificity, $0.file, $0.ruleset) < ($1.specificity, $1.file, $1.ruleset) }
        }
        func cascade(_ matched: [Match]) -> Styled {
            var declarations: [CascadedDeclaration] = []
            for match in matched {
                for position in byRuleset[match.file][match.ruleset].indices {
                    declarations.append(CascadedDeclaration(specificity: match.specificity, file: match.file, ruleset: match.ruleset, position: position))
                }
            }
            spent += declarations.count
            return Styled(cascaded: StyledDeclaration.winners(declarations, name: name), styledBy: FileSet(matched.map(\.file)))
        }
        for index in nodes.indices {
            let node = nodes[index]
            let context = Context(
                type: word(node.type), id: node.id.map { word($0.lowercased()) } ?? -1,
                classes: node.classes.isEmpty ? -1 : word(Set(node.classes.map { $0.lowercased() }).sorted().joined(separator: " ")),
                parent: Int32(node.parent.map { contextOfNode[$0] } ?? -1), isEmpty: node.children.isEmpty)
            let isNewContext = contexts[context] == nil
            let contextID = contexts[context] ?? contexts.count
            if isNewContext {
                contexts[context] = contextID
                styledInContext.append(nil)
            }
            contextOfNode[index] = contextID
            spent += 1
            func styleOnlyByItself() {
                if stylingCutOff == nil { stylingCutOff = (index, budget) }
                var own = node.ownDeclarations.indices.map(CascadedDeclaration.init(own:))
                if let file = nestingFile, let ruleset = node.inferredFrom {
                    own = byRuleset[file][ruleset].indices.map { CascadedDeclaration(specificity: 0, file: file, ruleset: ruleset, position: $0) } + own
                }
                nodes[index].cascaded = StyledDeclaration.winners(own) { declaration($0, of: index).name }
                nodes[index].styledBy = FileSet(own.map { declaration($0, of: index).file })
            }
            guard spent <= budget else {
                styleOnlyByItself()
                continue
            }
            let own = ownKeys(index)
            if isNewContext, let parent = node.parent {
                // A new context: what its ancestors have, up to a size (past it, every
                // `A B` ending in the view's keys is tried).
                let parentContext = contextOfNode[parent]
                if keysBelow[parentContext] == nil {
                    keysBelow[parentContext] = ancestorKeys[parentContext].flatMap { ancestors in
                        let below = ancestors.union(ownKeys(parent))
                        return below.count <= ViewTree.ancestorKeyLimit ? below : nil
                    }
                }
                ancestorKeys[contextID] = keysBelow[parentContext] ?? nil
            }
            // The buckets of the view's keys, alone and after a key of its ancestors.
            let ancestors = ancestorKeys[contextID]
            let lookups = own.flatMap { key in
                let before = keysBefore[key] ?? []
                let pairs = ancestors.map { before.count < $0.count ? before.filter($0.contains) : $0.filter(before.contains) } ?? before
                return [key] + pairs.map { SelectorKeys.pair(key, $0) }
            }
            func matching(_ buckets: [Int: [Candidate]]) -> [Match] {
                lookups.flatMap { key in
                    (buckets[key] ?? []).filter { spent <= budget && matcher.matches($0.chain, index, steps: &spent, limit: budget) }
                        .map { ($0.file, $0.ruleset, $0.chain.specificity) }
                }
            }
            let known = styledInContext[contextID]
            let placeFree = known == nil ? best(matching(buckets)) : []
            let placed = best(matching(placeBuckets))
            // The budget ran out on this view: not styled in part.
            guard spent <= budget else {
                styleOnlyByItself()
                continue
            }
            let styled = known ?? own.compactMap(simplyStyled).reduce(cascade(placeFree)) { $0.adding($1, name: name) }
            styledInContext[contextID] = styled
            if placed.isEmpty, node.ownDeclarations.isEmpty {
                nodes[index].cascaded = styled.cascaded
                nodes[index].styledBy = styled.styledBy
                continue
            }
            // The context's winners with what the view's place adds.
            let declarations = styled.adding(cascade(placed), name: name).cascaded + node.ownDeclarations.indices.map(CascadedDeclaration.init(own:))
            spent += declarations.count
            nodes[index].cascaded = StyledDeclaration.winners(declarations) { declaration($0, of: index).name }
            nodes[index].styledBy = styled.styledBy.union(placed.map(\.file) + node.ownDeclarations.map(\.file))
        }
    }

    /// The most keys (`#id`, `.class`, type) a view's ancestors may have for its chains to be
    /// looked up by them.
    static let ancestorKeyLimit = 256

    /// What styling may spend (parts tested, declarations cascaded, one per view): far more
    /// than any app's screens take, and linear in the input.
    static func stylingBudget(views: Int, chains: Int, declarations: Int) -> Int {
        500_000 + 16 * (views + chains + declarations)
    }
}

/// The rules of a project's stylesheets indexed for styling views (`ViewTree.applyStylesheets`):
/// chains by what their last part requires (an id, else a class, else a type), and when the
/// part before it must match an ancestor (`A B`, `A > B`), by what that part requires too; apart,
/// the chains whose match depends on the view's place among its siblings, and the one-part
/// chains of one key. The same for every view tree those stylesheets style: `lint` makes it
/// once for all of a project's layouts (made for each, it made linting a project quadratic in
/// its number of stylesheets).
public struct RuleIndex: Sendable {
    struct Candidate: Sendable { var file: Int, ruleset: Int, chain: SelectorChain }

    // Keys (`#id`, `.class`, a type) are numbered: a set of them per kind of view and its
    // ancestors cost a 1 MB stylesheet's preview 4.5 MB as strings.
    var keys = SelectorKeys()
    var buckets: [Int: [Candidate]] = [:]
    var placeBuckets: [Int: [Candidate]] = [:]
    /// One-part chains of one id, class or type: they match the views that have their key, and
    /// are cascaded once per key (a stylesheet repeating `.title { … }` through its length
    /// would cascade them all for each kind of view with that class).
    var simpleBuckets: [Int: [Candidate]] = [:]
    /// The keys of the parts before the last of the two-key buckets, by the last one's key.
    var keysBefore: [Int: Set<Int>] = [:]
    var chainCount = 0, declarationCount = 0
    /// Every ruleset's declarations, by stylesheet.
    let declarations: [[[StyledDeclaration]]]

    public init(_ stylesheets: [StyledStylesheet], registry: PropertyRegistry) {
        declarations = stylesheets.enumerated().map { $1.filed(at: $0).rulesets.map(\.declarations) }
        var keys = SelectorKeys()
        func key(_ part: SelectorChain.Part) -> Int {
            if let id = part.id { return keys.number("#" + id.lowercased()) }
            if let first = part.classes.first { return keys.number("." + first.lowercased()) }
            if let type = part.type, type != "*" { return keys.number(registry.typeSelectorClass(type)?.name.lowercased() ?? type.lowercased()) }
            return keys.number("*")
        }
        for (file, stylesheet) in stylesheets.enumerated() {
            for (order, ruleset) in stylesheet.rulesets.enumerated() where !declarations[file][order].isEmpty {
                declarationCount += declarations[file][order].count
                for chain in ruleset.chains {
                    guard let last = chain.parts.last else { continue }
                    chainCount += 1
                    var bucket = key(last)
                    if chain.parts.count > 1, last.combinator ?? .descendant == .descendant || last.combinator == .child {
                        let before = key(chain.parts[chain.parts.count - 2])
                        keysBefore[bucket, default: []].insert(before)
                        bucket = SelectorKeys.pair(bucket, before)
                    }
                    let candidate = Candidate(file: file, ruleset: order, chain: chain)
                    let requirements = (last.id == nil ? 0 : 1) + last.classes.count + (last.type == nil ? 0 : 1)
                    if chain.parts.count == 1, requirements <= 1, last.pseudoClasses.isEmpty, last.nestedElement == nil {
                        // It matches every view that has its key.
                        simpleBuckets[bucket, default: []].append(candidate)
                    } else if SelectorMatcher.dependsOnPlace(chain) {
                        placeBuckets[bucket, default: []].append(candidate)
                    } else {
                        buckets[bucket, default: []].append(candidate)
                    }
                }
            }
        }
        self.keys = keys
    }
}

/// Selector keys (`#id`, `.class`, a lower-cased type, `*`) by number, and buckets of two
/// keys (a last part's and the one's before it) as one number.
struct SelectorKeys: Sendable {
    private var numbers: [String: Int] = [:]

    mutating func number(_ key: String) -> Int {
        if let known = numbers[key] { return known }
        numbers[key] = numbers.count
        return numbers.count - 1
    }

    /// The number of a key numbered before.
    func known(_ key: String) -> Int? { numbers[key] }

    /// Above every one-key number.
    static func pair(_ last: Int, _ before: Int) -> Int { (last + 1) << 32 | before }
}
