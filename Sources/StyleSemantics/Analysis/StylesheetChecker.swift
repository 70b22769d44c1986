import Foundation
import StyleParser

/// What the analysis of every stylesheet in a project shares.
public struct AnalysisContext: Sendable {
    public var registry: PropertyRegistry
    public var views: ViewIndex
    public var configuration: ProjectConfiguration
    /// Changes whenever the registry, views or configuration change (cached results keyed
    /// by it are then recomputed).
    public var version = 0
    /// Results that depend only on the registry, kept for as long as the context (every copy
    /// of a context shares them; a new context starts afresh).
    let caches = AnalysisCaches()

    public init(registry: PropertyRegistry = .standard, views: ViewIndex = ViewIndex(), configuration: ProjectConfiguration) {
        self.registry = registry
        self.views = views
        self.configuration = configuration
    }
}

/// What features compute again and again from the registry alone.
final class AnalysisCaches: @unchecked Sendable {
    private let lock = NSLock()
    /// Whether a value text is a valid value of a type (`accepts(_:as:)`).
    private var accepted: [ValueTypeKey: [String: Bool]] = [:]

    struct ValueTypeKey: Hashable {
        var type: PropertyRegistry.ValueType
        var enumName: String?
    }

    /// `compute`'s answer for `text` as a value of `key`, computed once.
    func accepts(_ text: String, as key: ValueTypeKey, compute: () -> Bool) -> Bool {
        lock.lock()
        if let known = accepted[key]?[text] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let answer = compute()
        lock.lock()
        // Bounded: values come from the workspace's variables; a few thousand at most per type.
        if accepted[key, default: [:]].count > 50_000 { accepted[key] = [:] }
        accepted[key, default: [:]][text] = answer
        lock.unlock()
        return answer
    }
}

/// Checks one stylesheet against the registry, the project's view definitions and the other
/// stylesheets (their variables and selectors), producing its `StylesheetAnalysis`.
struct StylesheetChecker {
    let context: AnalysisContext
    let symbols: WorkspaceSymbols
    /// The stylesheet's position in the load order.
    let file: Int
    var analysis: StylesheetAnalysis
    var diagnostics: [Diagnostic] = []
    /// Offsets of references that resolve to no definition (sorted), so their values are not
    /// checked a second time.
    var unresolvedReferences: [Int] = []
    /// Candidate names for suggestions, normalised once per stylesheet (or, in the editor,
    /// once per configuration).
    let suggestionPools: SuggestionPools

    var registry: PropertyRegistry { context.registry }
    var outline: StylesheetOutline { analysis.outline }
    var bytes: [UInt8] { analysis.tree.bytes }

    init(
        path: String, tree: SyntaxTree, outline: StylesheetOutline, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext,
        suggestionPools: SuggestionPools = SuggestionPools()
    ) {
        self.context = context
        self.suggestionPools = suggestionPools
        self.symbols = symbols
        self.file = file
        analysis = StylesheetAnalysis(path: path, tree: tree, outline: outline)
    }

    /// Checks the outline's items. The diagnostics are raw: no severities from the
    /// configuration, no suppressions, nothing that needs the whole document (see
    /// `finishDocument`), so the result for one item can be cached by the item's green node.
    mutating func checkItems() -> StylesheetAnalysis {
        // Stray `}` belong to the document (see `finishDocument`).
        diagnostics = outline.items.filter { $0.kind != .strayCloseBrace }
            .flatMap { analysis.tree.diagnostics(forItem: $0) }.map(Diagnostic.init)
        unresolvedReferences = outline.references.filter { reference in
            !reference.insideString && !reference.insideVariable
                && symbols.definition(of: reference.name, file: file, offset: reference.range.lowerBound, customProperty: reference.isCustomProperty) == nil
        }.map(\.range.lowerBound)
        checkRulesets()
        checkDeclarations()
        checkExtends()
        checkVariables()
        checkBlocks()
        checkWhitespaceAfterSemicolons()
        analysis.diagnostics = diagnostics
        return analysis
    }

    /// Only what the rulesets style (their chains and classes): enough for completion.
    mutating func checkSelectorsOnly() -> StylesheetAnalysis {
        checkRulesets()
        return analysis
    }

    mutating func add(
        _ code: DiagnosticCode, _ range: Range<Int>, _ message: String, severity: DiagnosticSeverity? = nil,
        fixes: [Diagnostic.Fix] = [], related: [Diagnostic.Related] = [], tags: Set<Diagnostic.Tag> = []
    ) {
        diagnostics.append(Diagnostic(code, range: range, message: message, severity: severity, fixes: fixes, related: related, tags: tags))
    }

    /// The suggestion pool named `key`, built from `names` the first time.
    func pool(_ key: String, version: Int = 0, _ names: () -> [String]) -> NamePool {
        suggestionPools.pool(key, version: version, names)
    }

    // MARK: - Rulesets and selectors

    mutating func checkRulesets() {
        for (index, ruleset) in outline.rulesets.enumerated() {
            let (classes, source) = styledClasses(of: ruleset.chains)
            analysis.rulesets.append(AnalyzedRuleset(
                syntax: ruleset.syntax, chains: ruleset.chains, styledClasses: classes, styledClassesSource: source,
                parent: ruleset.parent, declarations: ruleset.declarations, extendTarget: nil))
            if let list = ruleset.syntax.selectorList { checkSelectorList(list, depth: 0) }
            _ = index
        }
    }

    /// The classes a ruleset styles: each chain's last part names its type, or the view
    /// definitions say which elements carry its classes and id. Unknown if any chain is.
    func styledClasses(of chains: [SelectorChain]) -> ([String]?, StyledClassSource) {
        var classes: Set<String> = []
        var source = StyledClassSource.typeSelector
        for chain in chains {
            guard let last = chain.parts.last else { return (nil, .unknown) }
            if let type = last.type {
                guard type != "*", type != "&", let resolved = registry.typeSelectorClass(type) else { return (nil, .unknown) }
                classes.insert(resolved.name)
            } else {
                guard !context.views.isEmpty, !last.classes.isEmpty || last.id != nil else { return (nil, .unknown) }
                let found = context.views.classes(carrying: last.classes, id: last.id)
                guard !found.isEmpty else { return (nil, .unknown) }
                classes.formUnion(found)
                source = .viewDefinition
            }
        }
        return classes.isEmpty ? (nil, .unknown) : (classes.sorted(), source)
    }

    mutating func checkSelectorList(_ list: SelectorListSyntax, depth: Int) {
        for chain in list.selectors {
            for (combinator, compound) in chain.components {
                if combinator == .generalSibling, let token = chain.node.childTokens.first(where: { $0.kind == .tilde }) {
                    add(.quirk, token.range, "in InterfaCSS 1.x '~' matches any other sibling, before or after, not only later ones")
                }
                checkCompound(compound, depth: depth)
            }
        }
    }

    mutating func checkCompound(_ compound: CompoundSelectorSyntax, depth: Int) {
        if let type = compound.typeName { checkTypeSelector(type) }
        if compound.isParentReference, let node = compound.node.child(.parentSelector) {
            add(
                .unsupportedSelector, node.range,
                "InterfaCSS has no '&' parent selector: a nested ruleset already matches descendants of its parent; write the nested selector without '&', or move it to the parent's selector (e.g. 'a:pad')")
        }
        // 1.x reads `type#id.class:pseudo` only in this order.
        var sawClassOrPseudo = false
        var idCount = 0
        for child in compound.node.childNodes {
            switch child.kind {
            case .idSelector:
                idCount += 1
                if sawClassOrPseudo {
                    add(.unsupportedSelector, child.range, "InterfaCSS 1.x reads the id before classes and pseudo-classes: move '\(child.text)' right after the type")
                } else if idCount > 1 {
                    add(.unsupportedSelector, child.range, "a selector can have only one id")
                }
            case .classSelector, .pseudoClass:
                sawClassOrPseudo = true
            default:
                break
            }
        }
        for pseudo in compound.pseudoClasses { checkPseudoClass(pseudo, depth: depth) }
    }

    mutating func checkTypeSelector(_ token: SyntaxToken) {
        // Suggestions come from a pool shared by the whole stylesheet.
        let name = token.text
        if registry.typeSelectorClass(name) != nil { return }
        let types = pool("types") {
            let names = registry.classes.filter { !$0.isCustom && !$0.nestedOnly }.map(\.name)
            return names + names.filter { $0.hasPrefix("UI") }.map { String($0.dropFirst(2)) }
        }
        let suggestions = types.closest(to: name)
        if !suggestions.isEmpty {
            add(
                .unknownTypeSelector, token.range,
                "'\(name)' is not a UIKit class, and InterfaCSS drops selectors with unknown types\(didYouMean(suggestions))",
                fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: token.range, text: $0) })
        } else {
            add(
                .customTypeSelector, token.range,
                "'\(name)' is not a class InterfaCSS knows; if it is the app's own class, declare it in .stylelsp.json (\"classes\": {\"\(name)\": {\"superclass\": \"UIView\"}}) so its rules are checked")
        }
    }

    mutating func checkPseudoClass(_ pseudo: PseudoClassSyntax, depth: Int) {
        guard let nameToken = pseudo.nameToken else { return }
        guard let info = registry.pseudoClass(named: nameToken.text) else {
            let names = registry.pseudoClasses.map(\.name)
            let suggestions = closestNames(to: nameToken.text, in: names)
            add(
                .unknownPseudoClass, nameToken.range,
                "unknown pseudo-class ':\(nameToken.text)': InterfaCSS drops the whole selector\(didYouMean(suggestions))",
                fixes: suggestions.map { Diagnostic.Fix(title: "Replace with ':\($0)'", range: nameToken.range, text: $0) })
            return
        }
        let argument = pseudo.argumentText
        let range = pseudo.arguments?.range ?? nameToken.range
        guard let parameter = info.parameter else {
            if argument != nil {
                add(.invalidPseudoClassArgument, range, "':\(info.name)' takes no argument")
            }
            return
        }
        guard let argument, !argument.isEmpty else {
            let example: String
            switch parameter {
            case .anPlusB: example = "(2n+1)"
            case .version: example = "(8.0)"
            case .number: example = "(375)"
            case .string: example = "(\"iPhone\")"
            case .selector: example = "(.hidden)"
            }
            add(.invalidPseudoClassArgument, range, "':\(info.name)' needs an argument, such as :\(info.name)\(example)")
            return
        }
        switch parameter {
        case .anPlusB:
            if AnPlusB(argument) == nil {
                if let number = Int(argument.trimmingWhitespace) {
                    add(
                        .invalidPseudoClassArgument, range,
                        "':\(info.name)(\(number))' never matches in InterfaCSS: a plain number is not an an+b form; write :\(info.name)(0n+\(number))",
                        fixes: [Diagnostic.Fix(title: "Replace with 0n+\(number)", range: range, text: "(0n+\(number))")])
                } else {
                    add(.invalidPseudoClassArgument, range, "expected an+b (such as 2n+1, -n+3, odd or even) in ':\(info.name)', not '\(argument)'; the sign of b is required")
                }
            }
        case .version:
            let text = unquote(argument.trimmingWhitespace)
            if text.split(separator: ".").isEmpty || !text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                add(.invalidPseudoClassArgument, range, "expected a version such as 8.0 or 13.4.1 in ':\(info.name)', not '\(argument)'")
            }
        case .number:
            if Double(argument.trimmingWhitespace) == nil {
                add(.invalidPseudoClassArgument, range, "expected a number of points in ':\(info.name)', not '\(argument)'")
            }
        case .string:
            if PropertyRegistry.normalize(info.name) == "devicemodel" {
                add(.quirk, nameToken.range, "InterfaCSS 1.x loses the parameter of ':deviceModel', so it never matches (InterfaCSS 2 removed it)")
            }
        case .selector:
            if let list = pseudo.selectorList, depth < 32 { checkSelectorList(list, depth: depth + 1) }
        }
    }

    // MARK: - @extend

    mutating func checkExtends() {
        for (rulesetIndex, ruleset) in outline.rulesets.enumerated() {
            for (position, extendIndex) in ruleset.extends.enumerated() {
                let extend = outline.extends[extendIndex].syntax
                if position < ruleset.extends.count - 1 {
                    add(.duplicateProperty, extend.range, "only the last @extend of a ruleset counts; InterfaCSS ignores this one", tags: [.unnecessary])
                }
                guard let list = extend.selectorList, let first = list.selectors.first else { continue }
                if list.selectors.count > 1 {
                    add(.invalidValue, list.range, "@extend takes one selector chain, not a list")
                }
                let chain = SelectorChain(first)
                if position == ruleset.extends.count - 1 { analysis.rulesets[rulesetIndex].extendTarget = chain }
                if !symbols.hasChain(chain.description) {
                    let suggestions = pool("chains", version: symbols.chainsVersion) { symbols.allChains }.closest(to: chain.description)
                    add(
                        .unknownExtendTarget, first.range,
                        "no ruleset has the selector '\(chain.description)', so @extend has no effect\(didYouMean(suggestions))",
                        fixes: suggestions.map { Diagnostic.Fix(title: "Extend '\($0)'", range: first.range, text: $0) })
                }
            }
        }
        for extend in outline.extends where extend.ruleset == nil {
            add(.extendOutsideRuleset, extend.syntax.range, "@extend belongs inside a ruleset; at the top level InterfaCSS skips it")
        }
    }

    // MARK: - Blocks: duplicates and layout models

    mutating func checkBlocks() {
        for ruleset in analysis.rulesets {
            var seen: [String: AnalyzedDeclaration] = [:]
            var flexbox: AnalyzedDeclaration?
            var frame: AnalyzedDeclaration?
            for index in ruleset.declarations {
                let declaration = analysis.declarations[index]
                if let property = declaration.property {
                    let key = [declaration.nestedElement?.lowercased() ?? "", PropertyRegistry.normalize(property.name)]
                        .joined(separator: ".") + "(" + declaration.parameters.map { $0.lowercased() }.sorted().joined(separator: ",") + ")"
                    if let earlier = seen[key] {
                        add(
                            .duplicateProperty, earlier.syntax.range,
                            "'\(earlier.name)' is set again later in this block; InterfaCSS applies the last value",
                            related: [Diagnostic.Related(range: declaration.syntax.range, message: "set again here")], tags: [.unnecessary])
                    }
                    seen[key] = declaration
                    if declaration.nestedElement == nil {
                        // Container properties arrange the children; a frame can still size the container.
                        if property.isFlexbox && !property.arrangesChildren, flexbox == nil { flexbox = declaration }
                        if ["frame", "layout", "bounds", "center"].contains(property.name), frame == nil { frame = declaration }
                    }
                }
            }
            if let flexbox, let frame {
                add(
                    .flexboxWithFrame, flexbox.syntax.range,
                    "'\(flexbox.name)' (InterfaCSS 2 flexbox) and '\(frame.name)' in this block position the same element; flexbox layout overrides frames, so use one layout model",
                    related: [Diagnostic.Related(range: frame.syntax.range, message: "\(frame.name) is set here")])
            }
        }
    }

    // MARK: - 1.x needs whitespace after `;`

    mutating func checkWhitespaceAfterSemicolons() {
        var semicolons: [SyntaxToken] = []
        for declaration in outline.declarations { if let token = declaration.syntax.node.token(.semicolon) { semicolons.append(token) } }
        for variable in outline.variables { if let token = variable.syntax.node.token(.semicolon) { semicolons.append(token) } }
        for token in semicolons {
            let next = token.range.upperBound
            guard next < bytes.count else { continue }
            let byte = bytes[next]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C { continue }
            let character = String(decoding: [byte], as: UTF8.self)
            let consequence = byte == UInt8(ascii: "}") ? "here the '}' that closes the ruleset" : "here '\(character)'"
            add(
                .quirk, token.range, "InterfaCSS 1.x needs whitespace after ';': it skips the next character, \(consequence)",
                severity: .information, fixes: [Diagnostic.Fix(title: "Insert a space", range: next..<next, text: " ")])
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(self.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// Suggestion pools by name, built on first use.
final class SuggestionPools {
    private var pools: [String: (version: Int, pool: NamePool)] = [:]

    /// The pool `key` as of `version` (of the names it is built from): built from `names`
    /// the first time, and again when the version changes.
    func pool(_ key: String, version: Int = 0, _ names: () -> [String]) -> NamePool {
        if let entry = pools[key], entry.version == version { return entry.pool }
        let pool = NamePool(names())
        pools[key] = (version, pool)
        return pool
    }
}
