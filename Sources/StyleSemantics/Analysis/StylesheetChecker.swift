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

    /// The InterfaCSS a stylesheet is checked against: the configured one, else the one its
    /// own constructs point to, else (a tie, or none) the one the workspace's stylesheets
    /// point to.
    public func version(of document: DocumentSymbols, in symbols: WorkspaceSymbols) -> InterfaCSSVersion {
        if let configured = configuration.interfacss { return configured }
        let evidence = document.versionEvidence
        return evidence.onlyVersion1 == evidence.onlyVersion2 ? symbols.inferredVersion : evidence.inferred
    }

    /// The same for the stylesheet at `file` in the load order (at `path`, with no symbols of
    /// its own yet when the workspace does not hold it).
    func version(ofFile file: Int, path: String, in symbols: WorkspaceSymbols) -> InterfaCSSVersion {
        version(of: symbols.documents.indices.contains(file) ? symbols.documents[file] : DocumentSymbols(path: path), in: symbols)
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
    /// The InterfaCSS the stylesheet is checked against.
    let version: InterfaCSSVersion
    var analysis: StylesheetAnalysis
    var diagnostics: [Diagnostic] = []
    /// The top-level item of each of the parser's diagnostics (the first ones of `diagnostics`):
    /// where two items meet, an offset is in both, and the server checks each item alone.
    var syntaxDiagnosticItems: [SyntaxNode] = []
    /// Where the parser's selector diagnostics start, and their index in `diagnostics`, by offset.
    var selectorSyntaxDiagnostics: [(offset: Int, index: Int)] = []
    /// Offsets of references that resolve to no definition (sorted), so their values are not
    /// checked a second time.
    var unresolvedReferences: [Int] = []
    /// Candidate names for suggestions, normalised once per stylesheet (or, in the editor,
    /// once per configuration).
    let suggestionPools: SuggestionPools
    /// Declarations checked before, in the editor (nil in a one-off check, which sees each
    /// declaration once).
    let declarationMemo: DeclarationMemo?

    var registry: PropertyRegistry { context.registry }
    var outline: StylesheetOutline { analysis.outline }
    var bytes: [UInt8] { analysis.tree.bytes }

    init(
        path: String, tree: SyntaxTree, outline: StylesheetOutline, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext,
        suggestionPools: SuggestionPools = SuggestionPools(), declarationMemo: DeclarationMemo? = nil
    ) {
        self.context = context
        self.suggestionPools = suggestionPools
        self.declarationMemo = declarationMemo
        self.symbols = symbols
        self.file = file
        version = context.version(ofFile: file, path: path, in: symbols)
        analysis = StylesheetAnalysis(path: path, tree: tree, outline: outline)
    }

    /// Checks the outline's items. The diagnostics are raw: no severities from the
    /// configuration, no suppressions, nothing that needs the whole document (see
    /// `finishDocument`), so the result for one item can be cached by the item's green node.
    mutating func checkItems() -> StylesheetAnalysis {
        // Stray `}` belong to the document (see `finishDocument`).
        let syntax = outline.items.filter { $0.kind != .strayCloseBrace }.map { ($0, analysis.tree.diagnostics(forItem: $0)) }
        diagnostics = syntax.flatMap(\.1).map(Diagnostic.init)
        syntaxDiagnosticItems = syntax.flatMap { item, found in Array(repeating: item, count: found.count) }
        let selectorCodes: Set<String> = [
            SyntaxDiagnostic.Code.invalidSelector.rawValue, SyntaxDiagnostic.Code.commentInSelector.rawValue,
            SyntaxDiagnostic.Code.expectedSelector.rawValue,
        ]
        selectorSyntaxDiagnostics = diagnostics.indices.filter { selectorCodes.contains(diagnostics[$0].code.rawValue) }
            .map { (diagnostics[$0].range.lowerBound, $0) }.sorted { $0.offset < $1.offset }
        unresolvedReferences = outline.references.filter { reference in
            !reference.insideString && !reference.insideVariable
                && definition(of: reference.name, offset: reference.range.lowerBound, customProperty: reference.isCustomProperty) == nil
        }.map(\.range.lowerBound)
        checkRulesets()
        explainSyntaxDiagnostics()
        checkDeclarations()
        checkExtends()
        checkVariables()
        checkBlocks()
        checkCharactersAfterSemicolons()
        analysis.diagnostics = diagnostics
        return analysis
    }

    /// Only what the rulesets style (their chains and classes): enough for completion.
    mutating func checkSelectorsOnly() -> StylesheetAnalysis {
        checkRulesets()
        return analysis
    }

    /// The variable definition a reference at `offset` sees in the stylesheet's InterfaCSS.
    func definition(of name: String, offset: Int, customProperty: Bool) -> WorkspaceSymbols.VariableSite? {
        symbols.definition(of: name, file: file, offset: offset, customProperty: customProperty, version: version)
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
                // 2.x adds no ruleset without a property of its own, its @extend with it
                // (StyleSheetParser.swift, processProperties).
                if version == .two, ruleset.declarations.isEmpty {
                    if position == ruleset.extends.count - 1 {
                        add(
                            .ignoredContent, extend.range,
                            "InterfaCSS 2 skips a ruleset with no property of its own, and its @extend with it; add a property here or put the @extend where there is one",
                            severity: .warning, tags: [.unnecessary])
                    }
                    continue
                }
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
