import Foundation
import StyleParser

/// The structure of one stylesheet, read from its tree alone: every ruleset with its selector
/// chains (nesting applied), declarations, variables, `@extend`s and variable references.
/// What other stylesheets need from this one (variables, extend targets) comes from here, so
/// an edit to one file re-reads only that file's outline.
public struct StylesheetOutline: Sendable {
    public struct Ruleset: Sendable {
        public var syntax: RulesetSyntax
        /// The chains written here.
        public var ownChains: [SelectorChain]
        /// The chains after nesting: each parent chain followed by each own chain.
        public var chains: [SelectorChain]
        /// The enclosing ruleset.
        public var parent: Int?
        public var depth: Int
        public var declarations: [Int] = []
        public var extends: [Int] = []
        public var nested: [Int] = []
    }

    public struct Declaration: Sendable {
        public var syntax: DeclarationSyntax
        public var ruleset: Int?
    }

    public struct Variable: Sendable {
        public var syntax: VariableDefinitionSyntax
        /// Without `@` or `--`.
        public var name: String
        /// `--name` (InterfaCSS 2) rather than `@name`.
        public var isCustomProperty: Bool
        public var ruleset: Int?
        /// The raw value text, as InterfaCSS stores it.
        public var valueText: String
        public var nameRange: Range<Int>
    }

    public struct Extend: Sendable {
        public var syntax: ExtendSyntax
        public var ruleset: Int?
    }

    /// A variable reference in a value: `@name`, `--name`, or `@name` inside a string.
    public struct Reference: Sendable, Hashable {
        public var name: String
        public var range: Range<Int>
        public var isCustomProperty: Bool
        public var insideString: Bool
        /// In a variable's value: resolved where that variable is used, not where it is defined.
        public var insideVariable: Bool
    }

    public private(set) var rulesets: [Ruleset] = []
    public private(set) var declarations: [Declaration] = []
    public private(set) var variables: [Variable] = []
    public private(set) var extends: [Extend] = []
    public private(set) var references: [Reference] = []
    /// Rulesets nested deeper than this keep their parent's chains (deeper selectors are not
    /// analysed, to keep 10,000 nested blocks linear).
    public static let maximumSelectorDepth = 64
    /// At most this many chains per ruleset (nesting multiplies them).
    public static let maximumChains = 256

    /// The top-level nodes the outline was read from.
    public private(set) var items: [SyntaxNode] = []

    /// Where 2.x stops reading at a `//` comment between the items (whole stylesheets only).
    var topLevelCommentStop: StylesheetReading.Stop?

    /// The outline of a whole stylesheet.
    public init(_ tree: SyntaxTree) {
        self.init(items: tree.root.childNodes)
        let bytes = tree.bytes
        tree.forEachTopLevelElement { element, offset in
            guard topLevelCommentStop == nil, case .token(let token) = element, token.kind == .lineComment else { return }
            topLevelCommentStop = StylesheetReading.lineCommentStop(bytes[offset..<(offset + Int(token.width))], in: nil)
        }
    }

    /// The outline of some top-level items (the incremental analysis reads one at a time).
    public init(items: [SyntaxNode]) {
        self.items = items
        // (item node, enclosing ruleset) in document order, without recursion.
        var stack: [(SyntaxNode, Int?)] = items.reversed().map { ($0, nil) }
        while let (node, parent) = stack.popLast() {
            switch node.kind {
            case .ruleset:
                let syntax = RulesetSyntax(unchecked: node)
                let own = syntax.selectorList?.selectors.map(SelectorChain.init) ?? []
                let depth = parent.map { rulesets[$0].depth + 1 } ?? 0
                var chains = own
                if let parent {
                    let outer = rulesets[parent].chains
                    if depth > StylesheetOutline.maximumSelectorDepth {
                        chains = outer
                    } else {
                        chains = []
                        for chain in own {
                            for parentChain in outer where chains.count < StylesheetOutline.maximumChains {
                                chains.append(parentChain.appending(chain))
                            }
                        }
                    }
                }
                let index = rulesets.count
                rulesets.append(Ruleset(syntax: syntax, ownChains: own, chains: chains, parent: parent, depth: depth))
                if let parent { rulesets[parent].nested.append(index) }
                if let block = syntax.block {
                    for child in block.node.childNodes.reversed() { stack.append((child, index)) }
                }
            case .declaration:
                let syntax = DeclarationSyntax(unchecked: node)
                if let parent { rulesets[parent].declarations.append(declarations.count) }
                declarations.append(Declaration(syntax: syntax, ruleset: parent))
                if let value = syntax.value { collectReferences(in: value.node, insideVariable: false) }
            case .variableDefinition:
                let syntax = VariableDefinitionSyntax(unchecked: node)
                let name = syntax.name
                guard let token = syntax.nameToken, !name.isEmpty else { continue }
                variables.append(Variable(
                    syntax: syntax, name: name, isCustomProperty: token.kind == .customProperty, ruleset: parent,
                    valueText: syntax.value.map { $0.isMissing ? "" : $0.text } ?? "", nameRange: token.range))
                if let value = syntax.value { collectReferences(in: value.node, insideVariable: true) }
            case .extend:
                if let parent { rulesets[parent].extends.append(extends.count) }
                extends.append(Extend(syntax: ExtendSyntax(unchecked: node), ruleset: parent))
            default:
                break
            }
        }
    }

    /// `@name` and `--name` tokens in a value, and `@name` inside its strings (1.x substitutes
    /// those too).
    private mutating func collectReferences(in value: SyntaxNode, insideVariable: Bool) {
        // Most values name no variable: their tokens are not listed.
        guard VariableExpansion.mayReference(value.bytes) else { return }
        for token in value.tokens {
            switch token.kind {
            case .atKeyword:
                references.append(Reference(name: String(token.text.dropFirst()), range: token.range, isCustomProperty: false, insideString: false, insideVariable: insideVariable))
            case .customProperty:
                references.append(Reference(name: String(token.text.dropFirst(2)), range: token.range, isCustomProperty: true, insideString: false, insideVariable: insideVariable))
            case .string, .unterminatedString:
                // The token's bytes, not its text: invalid UTF-8 in the string would move offsets.
                for (name, range) in StylesheetOutline.referencesInString(token.bytes) {
                    let start = token.offset + range.lowerBound
                    references.append(Reference(name: name, range: start..<(token.offset + range.upperBound), isCustomProperty: false, insideString: true, insideVariable: insideVariable))
                }
            default:
                break
            }
        }
    }

    /// `@name` runs inside a string's bytes, with their ranges from its start.
    static func referencesInString(_ text: some Collection<UInt8>) -> [(String, Range<Int>)] {
        let bytes = Array(text)
        var result: [(String, Range<Int>)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "@") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isVariableNameByte(bytes[end]) { end += 1 }
            if end > index + 1 {
                result.append((String(decoding: bytes[(index + 1)..<end], as: UTF8.self), index..<end))
            }
            index = max(end, index + 1)
        }
        return result
    }

    static func isVariableNameByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
    }
}

/// What one stylesheet contributes to the workspace's symbols.
public struct DocumentSymbols: Sendable, Hashable {
    public struct Variable: Sendable, Hashable {
        public var name: String
        public var valueText: String
        /// The definition's start offset, and its length.
        public var offset: Int
        public var length = 0
        public var nameRange: Range<Int>
        public var isCustomProperty: Bool
        /// Defined outside any ruleset.
        public var isTopLevel = true

        func shifted(by delta: Int) -> Variable {
            var moved = self
            moved.offset += delta
            moved.nameRange = (nameRange.lowerBound + delta)..<(nameRange.upperBound + delta)
            return moved
        }
    }

    public var path: String
    public var variables: [Variable] = [] {
        didSet { revision = DocumentSymbols.nextRevision() }
    }
    /// Display forms of the selector chains of every ruleset, for `@extend`.
    public var chains: Set<String> = [] {
        didSet {
            chainsFingerprint = nil
            revision = DocumentSymbols.nextRevision()
        }
    }
    /// A hash of `chains`, kept so the workspace's symbols need not hash thousands of chains
    /// after every keystroke (nil: not computed since `chains` last changed).
    public private(set) var chainsFingerprint: Int?
    /// Style classes (`.name`) and element ids (`#name`) as written in selectors, for completion.
    public var selectorNames: Set<String> = [] {
        didSet { revision = DocumentSymbols.nextRevision() }
    }
    public var referencedNames: Set<String> = [] {
        didSet { revision = DocumentSymbols.nextRevision() }
    }
    /// Which InterfaCSS the stylesheet's constructs point to.
    public var versionEvidence = VersionEvidence() {
        didSet { revision = DocumentSymbols.nextRevision() }
    }
    /// Where each InterfaCSS stops reading the stylesheet, if it does.
    var readingStops = StylesheetReading.Stops()
    /// Changes with every change of the symbols (copies share it): the workspace's symbols
    /// rebuild only what comes from documents whose revision changed.
    public private(set) var revision = DocumentSymbols.nextRevision()

    static func nextRevision() -> Int { revisionCounter.next() }

    public static func == (a: DocumentSymbols, b: DocumentSymbols) -> Bool {
        a.path == b.path && a.variables == b.variables && a.chains == b.chains && a.selectorNames == b.selectorNames
            && a.referencedNames == b.referencedNames && a.namingStyle == b.namingStyle
            && a.versionEvidence == b.versionEvidence && a.readingStops == b.readingStops
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(variables)
        hasher.combine(chains)
    }
    /// How the document writes property names: `text-color` (InterfaCSS 2's CSS style) or
    /// `textColor`; completion follows the style the document uses more.
    public var namingStyle = NamingStyle()

    public struct NamingStyle: Sendable, Hashable {
        public var dashed = 0
        public var camelCase = 0

        public init() {}

        /// Counts the names of `declarations` (a name with neither a dash nor a capital says nothing).
        init(_ declarations: [StylesheetOutline.Declaration]) {
            for declaration in declarations {
                guard let name = declaration.syntax.propertyName?.nameToken?.text else { continue }
                if name.utf8.contains(UInt8(ascii: "-")) {
                    dashed += 1
                } else if name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
                    camelCase += 1
                }
            }
        }

        public var prefersDashes: Bool { dashed > camelCase }

        static func + (a: NamingStyle, b: NamingStyle) -> NamingStyle {
            var sum = a
            sum.dashed += b.dashed
            sum.camelCase += b.camelCase
            return sum
        }
    }

    public init(path: String, variables: [Variable] = [], chains: Set<String> = [], referencedNames: Set<String> = []) {
        self.path = path
        self.variables = variables
        self.chains = chains
        self.referencedNames = referencedNames
    }

    public init(path: String, outline: StylesheetOutline) {
        self.path = path
        variables = outline.variables.map {
            Variable(
                name: $0.name, valueText: $0.valueText, offset: $0.syntax.range.lowerBound, length: $0.syntax.range.count, nameRange: $0.nameRange,
                isCustomProperty: $0.isCustomProperty, isTopLevel: $0.ruleset == nil)
        }
        for ruleset in outline.rulesets {
            for chain in ruleset.chains { chains.insert(chain.description) }
            for selector in ruleset.syntax.selectorList?.selectors ?? [] {
                for compound in selector.compounds {
                    for name in compound.classes { selectorNames.insert("." + name.text) }
                    for id in compound.ids { selectorNames.insert(id.text) }
                }
            }
        }
        referencedNames = Set(outline.references.map(\.name))
        versionEvidence = VersionEvidence(outline)
        readingStops = StylesheetReading.Stops(outline.items).with(two: outline.topLevelCommentStop)
        namingStyle = NamingStyle(outline.declarations)
    }

    /// `chainsFingerprint`, computing it if needed.
    public mutating func fingerprintChains() -> Int {
        if let chainsFingerprint { return chainsFingerprint }
        var hasher = Hasher()
        hasher.combine(chains)
        let value = hasher.finalize()
        chainsFingerprint = value
        return value
    }
}

/// What the stylesheets of a workspace share: variables (one global table, in load order),
/// the selector chains `@extend` can name, and which variables anything references.
public struct WorkspaceSymbols: Sendable {
    public struct VariableSite: Sendable, Hashable {
        /// The stylesheet's position in the load order.
        public var file: Int
        public var path: String
        public var offset: Int
        public var name: String
        public var valueText: String
        public var nameRange: Range<Int>
        public var isCustomProperty: Bool
    }

    /// Where each name is defined, in load order (by file, then offset): the definitions are
    /// read from the documents' own variables, so a keystroke that moves definitions without
    /// renaming any leaves this index as it is.
    private var definitionIndex: [String: [Definition]] = [:]

    private struct Definition: Sendable {
        var file: Int
        /// In `documents[file].variables`.
        var index: Int
    }

    /// Per stylesheet, in load order.
    public private(set) var documents: [DocumentSymbols] = []
    /// How many stylesheets reference each variable name.
    private var referenceCounts: [String: Int] = [:]
    /// Per stylesheet: a hash of its variables, and of its chains.
    private var documentVariables: [Int] = []
    private var documentChains: [Int] = []

    /// Whether any stylesheet references the variable `name`.
    public func isReferenced(_ name: String) -> Bool { referenceCounts[name] != nil }
    /// Changes whenever the set of referenced names may have changed.
    public private(set) var referencesVersion = DocumentSymbols.nextRevision()
    /// Stylesheets whose place in the load order is known (listed in the configuration);
    /// across others, a variable defined in another file counts wherever it is.
    public private(set) var orderedFiles: Set<Int> = []
    /// Changes whenever a selector chain anywhere changes (for `@extend` results).
    public private(set) var chainsVersion = 0
    /// Changes whenever a variable definition anywhere changes.
    public private(set) var variablesVersion = 0
    /// The InterfaCSS the stylesheets point to, all of them together (the configuration's
    /// `interfacss` and a stylesheet's own evidence win over it: `AnalysisContext.version(of:in:)`).
    public private(set) var inferredVersion = InterfaCSSVersion.one
    /// Names defined both as `@name` and as `--name`.
    private var namesOfBothKinds: Set<String> = []
    /// Tables derived from the symbols on first use, shared by every copy of them.
    private var derived = Derived()

    private final class Derived: @unchecked Sendable {
        let lock = NSLock()
        var variableGraph: VariableGraph?
        var sortedNames: (names: [String], version: Int)?
    }

    /// Which variables refer to themselves (computed once, on first use).
    public var variableGraph: VariableGraph {
        derived.lock.lock()
        defer { derived.lock.unlock() }
        if let graph = derived.variableGraph { return graph }
        let graph = VariableGraph(definitionIndex.map { name, definitions in (name, definedVariable(definitions.last!).valueText) })
        derived.variableGraph = graph
        return graph
    }

    /// Like `init(_:orderedFiles:)`, built from `previous` when only a few documents changed
    /// (an editor builds the symbols again after every keystroke, in a project whose other
    /// stylesheets may hold many thousands of variables): only what those documents contribute
    /// is redone, and what was derived from `previous` is kept while the variables are the same.
    public init(_ documents: [DocumentSymbols], orderedFiles: Set<Int> = [], previous: WorkspaceSymbols?) {
        guard let previous, !previous.isAppended, previous.documents.count == documents.count, previous.orderedFiles == orderedFiles,
            zip(previous.documents, documents).allSatisfy({ $0.path == $1.path })
        else {
            self.init(documents, orderedFiles: orderedFiles)
            return
        }
        let changed = documents.indices.filter { documents[$0].revision != previous.documents[$0].revision }
        guard changed.count <= 2 else {
            self.init(documents, orderedFiles: orderedFiles)
            return
        }
        self = previous
        self.documents = documents
        var reindexed: Set<String> = []
        for file in changed { reindexed.formUnion(replace(file, previous.documents[file], with: documents[file])) }
        // After every changed document is indexed again (a name's definitions may be in several).
        for name in reindexed { noteKinds(of: name) }
        if !changed.isEmpty { finishVersions() }
        if previous.variablesVersion != variablesVersion { derived = Derived() }
    }

    /// `documents` in load order; `orderedFiles`: those whose order the configuration gives.
    public init(_ documents: [DocumentSymbols], orderedFiles: Set<Int> = []) {
        self.documents = documents
        self.orderedFiles = orderedFiles
        documentVariables = Array(repeating: 0, count: documents.count)
        documentChains = Array(repeating: 0, count: documents.count)
        for (file, document) in documents.enumerated() { add(file, document) }
        finishVersions()
    }

    /// These symbols with `document` loaded last (a view definition's inline styles, analysed
    /// after the project's stylesheets). The tables of the others are shared, not copied, unless
    /// `document` adds to them: a project's view definitions each made a copy of its symbols,
    /// which made checking a project quadratic in its size. What is made here is read, never
    /// the `previous` of other symbols (its counts of references only say whether there are).
    public func appending(_ document: DocumentSymbols) -> WorkspaceSymbols {
        var symbols = self
        symbols.documents.append(document)
        symbols.documentVariables.append(0)
        symbols.documentChains.append(0)
        symbols.add(documents.count, document, countingReferences: false)
        symbols.finishVersions()
        symbols.isAppended = true
        if document.variables.isEmpty {
            // The same variables: what is derived from them stays shared.
            symbols.variablesVersion = variablesVersion
        } else {
            symbols.derived = Derived()
        }
        return symbols
    }

    /// Made by `appending`: not a base for others.
    private var isAppended = false

    /// Adds what document `file` contributes. `countingReferences`: false when only whether a
    /// name is referenced matters (a name already counted is not counted again, so the counts'
    /// table is not copied when shared).
    private mutating func add(_ file: Int, _ document: DocumentSymbols, countingReferences: Bool = true) {
        for (index, variable) in document.variables.enumerated() {
            definitionIndex[variable.name, default: []].append(Definition(file: file, index: index))
        }
        documentVariables[file] = Self.hashOfVariables(document)
        for name in Set(document.variables.map(\.name)) { noteKinds(of: name) }
        for name in document.referencedNames where countingReferences || referenceCounts[name] == nil {
            referenceCounts[name, default: 0] += 1
        }
        var copy = document
        documentChains[file] = copy.fingerprintChains()
    }

    /// A hash of the names and values of `document`'s variables.
    private static func hashOfVariables(_ document: DocumentSymbols) -> Int {
        var hasher = Hasher()
        for variable in document.variables {
            hasher.combine(variable.name)
            hasher.combine(variable.valueText)
        }
        return hasher.finalize()
    }

    /// Replaces what document `file` contributed (`old`) with what it contributes now; returns
    /// the names whose definitions it indexed again.
    private mutating func replace(_ file: Int, _ old: DocumentSymbols, with new: DocumentSymbols) -> Set<String> {
        // The common keystroke: the same variables in the same order, some moved or with
        // another value; the index stays (the definitions are read from `documents`).
        var sameNames = old.variables.count == new.variables.count
        var sameValues = sameNames
        if sameNames {
            for (before, after) in zip(old.variables, new.variables) {
                if before.name != after.name || before.isCustomProperty != after.isCustomProperty {
                    (sameNames, sameValues) = (false, false)
                    break
                }
                if sameValues && before.valueText != after.valueText { sameValues = false }
            }
        }
        let reindexed = sameNames ? [] : reindex(file, old, new)
        if !sameValues { documentVariables[file] = Self.hashOfVariables(new) }
        if old.referencedNames != new.referencedNames {
            referencesVersion = DocumentSymbols.nextRevision()
            for name in old.referencedNames where !new.referencedNames.contains(name) {
                referenceCounts[name, default: 1] -= 1
                if referenceCounts[name] == 0 { referenceCounts[name] = nil }
            }
            for name in new.referencedNames where !old.referencedNames.contains(name) { referenceCounts[name, default: 0] += 1 }
        }
        var copy = new
        documentChains[file] = copy.fingerprintChains()
        return reindexed
    }

    /// Indexes the definitions of every name document `file` defines, before or now, again;
    /// returns those names.
    private mutating func reindex(_ file: Int, _ old: DocumentSymbols, _ new: DocumentSymbols) -> Set<String> {
        // Definitions are in load order: the document's are one group, kept in its place.
        var names = Set(old.variables.map(\.name))
        names.formUnion(new.variables.map(\.name))
        var fresh: [String: [Definition]] = [:]
        for (index, variable) in new.variables.enumerated() {
            fresh[variable.name, default: []].append(Definition(file: file, index: index))
        }
        for name in names {
            var definitions = definitionIndex[name] ?? []
            definitions.removeAll { $0.file == file }
            let insertion = definitions.partitioningIndex { $0.file > file }
            definitions.insert(contentsOf: fresh[name] ?? [], at: insertion)
            definitionIndex[name] = definitions.isEmpty ? nil : definitions
        }
        return names
    }

    private func definedVariable(_ definition: Definition) -> DocumentSymbols.Variable {
        documents[definition.file].variables[definition.index]
    }

    private func site(_ definition: Definition) -> VariableSite {
        let variable = definedVariable(definition)
        return VariableSite(
            file: definition.file, path: documents[definition.file].path, offset: variable.offset, name: variable.name,
            valueText: variable.valueText, nameRange: variable.nameRange, isCustomProperty: variable.isCustomProperty)
    }

    private mutating func finishVersions() {
        var chainsHasher = Hasher(), variablesHasher = Hasher()
        chainsHasher.combine(documentChains)
        variablesHasher.combine(documentVariables)
        chainsVersion = chainsHasher.finalize()
        variablesVersion = variablesHasher.finalize()
        inferredVersion = documents.reduce(VersionEvidence()) { $0 + $1.versionEvidence }.inferred
    }

    private mutating func noteKinds(of name: String) {
        let kinds = (definitionIndex[name] ?? []).map { definedVariable($0).isCustomProperty }
        if kinds.contains(true) && kinds.contains(false) {
            namesOfBothKinds.insert(name)
        } else {
            namesOfBothKinds.remove(name)
        }
    }

    /// Convenience for whole stylesheets read at once.
    public init(_ outlines: [(path: String, outline: StylesheetOutline)], orderedFiles: Set<Int> = []) {
        self.init(outlines.map { DocumentSymbols(path: $0.path, outline: $0.outline) }, orderedFiles: orderedFiles)
    }

    /// True when some stylesheet has a ruleset with this chain (display form).
    public func hasChain(_ chain: String) -> Bool {
        documents.contains { $0.chains.contains(chain) }
    }

    /// Every chain of every stylesheet.
    public var allChains: [String] { Array(documents.reduce(into: Set<String>()) { $0.formUnion($1.chains) }).sorted() }

    /// The definition a use at (`file`, `offset`) sees: the last one before it in load order
    /// (1.x substitutes when the declaration is read). Between two files whose order is not
    /// known, the other file's definitions count. `--name` variables (2.0) are substituted
    /// when applied, so any definition counts, the last one winning.
    public func definition(of name: String, file: Int, offset: Int, customProperty: Bool = false) -> VariableSite? {
        guard var definitions = definitionIndex[name], let last = definitions.last else { return nil }
        if customProperty || !namesOfBothKinds.contains(name) && definedVariable(last).isCustomProperty { return site(last) }
        // An `@name` sees only `@name` definitions (1.x has no `--name` ones).
        if namesOfBothKinds.contains(name) { definitions = definitions.filter { !definedVariable($0).isCustomProperty } }
        // Definitions are in load order, by file then offset. A name defined thousands of times
        // must not make every use scan all of them: files are skipped a group at a time.
        var end = definitions.count
        while end > 0 {
            let group = definitions[end - 1].file
            let start = definitions.partitioningIndex(in: 0..<end) { $0.file >= group }
            if group == file {
                let before = definitions.partitioningIndex(in: start..<end) { definedVariable($0).offset >= offset }
                if before > start { return site(definitions[before - 1]) }
            } else if group < file || !(orderedFiles.contains(group) && orderedFiles.contains(file)) {
                return site(definitions[end - 1])
            }
            end = start
        }
        return nil
    }

    /// The definition a use sees in InterfaCSS `version`. 1.x substitutes `@name` as it reads,
    /// so only an earlier definition counts, and it has no `--name` variables; 2.x substitutes
    /// when it applies a value, `@name` and `--name` alike, so the last definition anywhere counts.
    public func definition(of name: String, file: Int, offset: Int, customProperty: Bool, version: InterfaCSSVersion) -> VariableSite? {
        switch version {
        case .one:
            guard !customProperty else { return nil }
            let site = definition(of: name, file: file, offset: offset)
            return site?.isCustomProperty == true ? nil : site
        case .two:
            return definition(of: name, file: file, offset: offset, customProperty: true)
        }
    }

    public func definitions(of name: String) -> [VariableSite] { (definitionIndex[name] ?? []).map(site) }

    /// The first of `definitions(of:)`, without building the others (a name may be defined
    /// thousands of times, and uses ask for one each).
    public func firstDefinition(of name: String) -> VariableSite? { definitionIndex[name]?.first.map(site) }

    /// The last of `definitions(of:)`, likewise.
    public func lastDefinition(of name: String) -> VariableSite? { definitionIndex[name]?.last.map(site) }

    /// Every defined name, sorted (computed once: completion lists them on every keystroke).
    public var variableNames: [String] { sortedNames.names }

    /// Changes whenever the set of defined names changes (not their values): what suggestions
    /// for an undefined name depend on.
    public var variableNamesVersion: Int { sortedNames.version }

    private var sortedNames: (names: [String], version: Int) {
        derived.lock.lock()
        defer { derived.lock.unlock() }
        if let known = derived.sortedNames { return known }
        let names = definitionIndex.keys.sorted()
        var hasher = Hasher()
        hasher.combine(names)
        let sorted = (names, hasher.finalize())
        derived.sortedNames = sorted
        return sorted
    }
}

/// Numbers for `DocumentSymbols.revision`, unique in the process.
private let revisionCounter = RevisionCounter()

final class RevisionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
