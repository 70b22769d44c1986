import StyleLayout
import StyleParser
import StyleSemantics

/// Navigation across a project's stylesheets and view definitions, open or closed: what is
/// under the cursor, where it is defined, where it is used, and how to rename it everywhere.
/// A value made on the caller's thread from the project model (`ProjectModel.navigator`);
/// protocol-free, offsets UTF-8 in each file.
public struct ProjectNavigator: Sendable {
    /// A file of the project as navigation reads it.
    public struct File: Sendable {
        /// Its names: all of them (an open document, a view definition), or as kept for a
        /// closed stylesheet, with its symbols.
        public enum Names: Sendable {
            /// With the file's text.
            case full(StylesheetNames, text: [UInt8])
            case stored(StoredNames, DocumentSymbols)
        }

        public var path: String
        public var names: Names
        /// For a view definition.
        public var viewDefinition: ViewDefinition?
        /// The version the editor has open; nil: as read from disk.
        public var openVersion: Int?
        /// Whether the project checks it as InterfaCSS (a web stylesheet that the project's
        /// configuration leaves out is neither searched nor edited).
        public var isInProject: Bool

        public init(path: String, names: Names, viewDefinition: ViewDefinition? = nil, openVersion: Int? = nil, isInProject: Bool = true) {
            self.path = path
            self.names = names
            self.viewDefinition = viewDefinition
            self.openVersion = openVersion
            self.isInProject = isInProject
        }

        public var isViewDefinition: Bool { viewDefinition != nil }

        /// Every occurrence, in document order.
        public var occurrences: [Occurrence] {
            switch names {
            case .full(let names, _): return names.occurrences
            case .stored(let names, _): return names.occurrences
            }
        }

        public func occurrences(of key: Occurrence.Key) -> [Occurrence] {
            switch names {
            case .full(let names, _): return names.occurrences.filter { $0.matches(key) }
            case .stored(let names, _): return names.occurrences(of: key)
            }
        }

        /// The rulesets: selector as written, its range, the whole range, the enclosing one.
        public var rulesets: [(selector: String, selectorRange: Range<Int>, range: Range<Int>, parent: Int?)] {
            switch names {
            case .full(let names, let text):
                return names.rulesets.map { (StylesheetNames.selector(of: $0, in: text), $0.selectorRange, $0.range, $0.parent) }
            case .stored(let names, _):
                return names.rulesets.enumerated().map { (names.selector(of: $0), $1.selectorRange, $1.range, $1.parent) }
            }
        }

        public var extends: [StylesheetNames.Extend] {
            switch names {
            case .full(let names, _): return names.extends
            case .stored(let names, _): return names.extends
            }
        }

        /// The variable definitions (a closed file's: each shown by its name).
        public var variables: [StylesheetNames.Variable] {
            switch names {
            case .full(let names, _): return names.variables
            case .stored(_, let symbols):
                return symbols.variables.map {
                    StylesheetNames.Variable(
                        name: ($0.isCustomProperty ? "--" : "@") + $0.name, value: $0.valueText, range: $0.offset..<($0.offset + $0.length),
                        nameRange: $0.nameRange, ruleset: nil)
                }
            }
        }
    }

    /// The stylesheets in load order, then the view definitions by path.
    public let files: [File]
    /// The stylesheets' symbols in the same load order (for which definition a use sees).
    public let symbols: WorkspaceSymbols
    public let context: AnalysisContext
    /// Where a closed file is read again, for what its kept names leave out (its rulesets' chains).
    let fileSystem: FileSystem
    private let fileIndex: [String: Int]

    public init(files: [File], symbols: WorkspaceSymbols, context: AnalysisContext, fileSystem: FileSystem) {
        self.files = files
        self.symbols = symbols
        self.context = context
        self.fileSystem = fileSystem
        var fileIndex: [String: Int] = [:]
        for (index, file) in files.enumerated() where fileIndex[file.path] == nil { fileIndex[file.path] = index }
        self.fileIndex = fileIndex
    }

    public func file(_ path: String) -> File? { fileIndex[path].map { files[$0] } }

    // MARK: - What is under the cursor

    /// What navigation can follow from a place.
    public enum Target: Sendable {
        /// A name (`file`: in `files`).
        case name(Occurrence, file: Int)
        /// A view definition's element, on its tag: the rulesets that style it.
        case element(Int, file: Int)
    }

    /// Why nothing can be followed (or renamed) from a place, said to the user.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    /// What is at `offset` in the file at `path`, whose text is `text` (the cursor may be on a
    /// name, on its sigil, or right after it).
    public func target(at offset: Int, in path: String, text: [UInt8]) -> Target? {
        guard let index = fileIndex[path] else { return nil }
        let file = files[index]
        let sigils: Set<UInt8> = [UInt8(ascii: "@"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: "'"), UInt8(ascii: "\"")]
        let occurrences = file.occurrences
        var candidate = occurrences.partitioningIndex { $0.range.upperBound >= offset }
        while candidate < occurrences.count {
            let occurrence = occurrences[candidate]
            var start = occurrence.range.lowerBound
            // Up to two sigil bytes before the name (`--name`) count as the name.
            while start > occurrence.range.lowerBound - 2, start > 0, start - 1 < text.count, sigils.contains(text[start - 1]) { start -= 1 }
            if start > offset { break }
            if offset <= occurrence.range.upperBound { return .name(occurrence, file: index) }
            candidate += 1
        }
        if let definition = file.viewDefinition,
            let element = definition.elements.firstIndex(where: { $0.nameRange.lowerBound <= offset && offset <= $0.nameRange.upperBound }) {
            return .element(element, file: index)
        }
        return nil
    }

    // MARK: - Definitions

    /// Where a place in a project is, for an editor to show.
    public struct Location: Hashable, Sendable {
        public var path: String
        /// What is shown: a ruleset, a variable's name, an element.
        public var range: Range<Int>
        /// The name in it, what the editor selects.
        public var selectionRange: Range<Int>

        public init(path: String, range: Range<Int>, selectionRange: Range<Int>) {
            self.path = path
            self.range = range
            self.selectionRange = selectionRange
        }
    }

    /// Where the target is defined, best first: a variable's definitions (the one its use sees
    /// by InterfaCSS's load order first); for a style class or element id, the rulesets whose
    /// selectors name it (from markup) or the views that carry it (from a selector, a layout or
    /// an `@extend`, then the other rulesets); an `@extend`'s target rulesets; for an element, the
    /// rulesets that style it, the winning one first.
    public func definitions(of target: Target) -> [Location] {
        switch target {
        case .element(let element, let file):
            return rulesets(styling: element, of: file)
        case .name(let occurrence, let file):
            switch occurrence.kind {
            case .variable:
                return variableDefinitions(occurrence, in: file)
            case .styleClass, .elementID:
                if occurrence.isDeclaration { return rulesets(naming: occurrence.key, except: nil) }
                if occurrence.place == .extendTarget, let targets = extendTargets(occurrence, in: file), !targets.isEmpty { return targets }
                let containing = ruleset(holding: occurrence.range, in: file).map { (file, $0) }
                return declarations(of: occurrence.key) + rulesets(naming: occurrence.key, except: containing)
            case .nestedElement:
                return []
            }
        }
    }

    /// Where the target's name is given: a variable's definitions; the `class` or `id`
    /// attributes of the views that carry a style class or id.
    public func declarations(of target: Target) -> [Location] {
        guard case .name(let occurrence, let file) = target else { return [] }
        switch occurrence.kind {
        case .variable: return variableDefinitions(occurrence, in: file)
        case .styleClass, .elementID: return declarations(of: occurrence.key)
        case .nestedElement: return []
        }
    }

    private func variableDefinitions(_ occurrence: Occurrence, in file: Int) -> [Location] {
        // Shown whole (`@name: value;`), the name selected.
        var all = occurrences(of: occurrence.key).filter { $0.occurrence.place == .variableDefinition }.map { file, definition in
            let whole = files[file].variables.first { $0.nameRange.upperBound == definition.range.upperBound }?.range ?? definition.range
            return Location(path: files[file].path, range: whole, selectionRange: definition.range)
        }
        // The one the use sees: where it is, by InterfaCSS's load order.
        let seen: WorkspaceSymbols.VariableSite?
        if occurrence.place == .variableDefinition {
            seen = nil
            all.sort { ($0.path == files[file].path && $0.selectionRange == occurrence.range ? 0 : 1) < ($1.path == files[file].path && $1.selectionRange == occurrence.range ? 0 : 1) }
        } else if let position = symbols.documents.firstIndex(where: { $0.path == files[file].path }) {
            let customProperty = occurrence.isCustomProperty
            let version = context.version(of: symbols.documents[position], in: symbols)
            seen = symbols.definition(of: occurrence.name, file: position, offset: occurrence.range.lowerBound, customProperty: customProperty, version: version)
                ?? symbols.lastDefinition(of: occurrence.name)
        } else {
            // A view definition is read after every stylesheet: the last definition counts.
            seen = symbols.lastDefinition(of: occurrence.name)
        }
        if let seen, let index = all.firstIndex(where: { $0.path == seen.path && $0.selectionRange.upperBound == seen.nameRange.upperBound }) {
            all.insert(all.remove(at: index), at: 0)
        }
        return all
    }

    /// The views whose `class` or `id` attribute gives them the name.
    private func declarations(of key: Occurrence.Key) -> [Location] {
        occurrences(of: key).filter { $0.occurrence.isDeclaration }.map { file, occurrence in
            let element = files[file].viewDefinition?.elements.last { $0.range.contains(occurrence.range.lowerBound) }
            return Location(path: files[file].path, range: element?.range ?? occurrence.range, selectionRange: occurrence.range)
        }
    }

    /// The rulesets whose selectors name the class or id (each once, in load order), but
    /// `except` (a file and ruleset index).
    private func rulesets(naming key: Occurrence.Key, except: (Int, Int)?) -> [Location] {
        var result: [Location] = []
        var seen: Set<[Int]> = []
        for (file, occurrence) in occurrences(of: key) where occurrence.place == .selector {
            guard let ruleset = ruleset(holding: occurrence.range, in: file), except.map({ $0 != (file, ruleset) }) ?? true,
                seen.insert([file, ruleset]).inserted
            else { continue }
            result.append(Location(path: files[file].path, range: files[file].rulesets[ruleset].range, selectionRange: occurrence.range))
        }
        return result
    }

    /// The innermost ruleset whose selector holds `range`.
    private func ruleset(holding range: Range<Int>, in file: Int) -> Int? {
        files[file].rulesets.lastIndex { $0.selectorRange.contains(range.lowerBound) }
    }

    /// The rulesets an `@extend` whose target holds `occurrence` extends: those with its chain.
    private func extendTargets(_ occurrence: Occurrence, in file: Int) -> [Location]? {
        guard let extend = files[file].extends.first(where: { $0.targetRange.contains(occurrence.range.lowerBound) }) else { return nil }
        var result: [Location] = []
        for candidate in files where candidate.isInProject {
            // A closed file whose symbols have no such chain is not read again.
            if case .stored(_, let symbols) = candidate.names, !symbols.chains.contains(extend.chain) { continue }
            for ruleset in fullNames(of: candidate)?.rulesets ?? [] where ruleset.chains.contains(where: { $0.description == extend.chain }) {
                result.append(Location(path: candidate.path, range: ruleset.range, selectionRange: ruleset.selectorRange))
            }
        }
        return result
    }

    /// The rulesets that style an element of a view definition, the winning one first (the
    /// most specific, then the last in load order), from every stylesheet of the project and
    /// the definition's own `<style>` elements.
    private func rulesets(styling element: Int, of file: Int) -> [Location] {
        guard let definition = files[file].viewDefinition, definition.elements.indices.contains(element) else { return [] }
        let matcher = ElementMatcher(definition: definition, registry: context.registry)
        let facts = definition.elements[element]
        let id = facts.id?.lowercased()
        let classes = Set(facts.classes.map { $0.lowercased() })
        var matched: [(precedence: [Int], location: Location)] = []
        // The element's own file's `<style>` rules come after the stylesheets.
        let candidates = files.indices.filter { files[$0].isInProject && (!files[$0].isViewDefinition || $0 == file) }
        // `.class` and `#id` as selector names are written: a closed file that names none of the
        // element's and has no ruleset for a type alone is not read again.
        let named = Set(facts.classes.map { "." + $0.lowercased() } + (facts.id.map { ["#" + $0.lowercased()] } ?? []))
        for (order, index) in candidates.enumerated() {
            if case .stored(let stored, let symbols) = files[index].names, !stored.stylesByTypeAlone,
                !symbols.selectorNames.contains(where: { named.contains($0.lowercased()) }) { continue }
            for (position, ruleset) in (fullNames(of: files[index])?.rulesets ?? []).enumerated() {
                var best: Int?
                for chain in ruleset.chains {
                    // Most chains end in a class or id the element does not have.
                    guard let last = chain.parts.last, last.id.map({ $0 == id }) ?? true, Set(last.classes).isSubset(of: classes) else { continue }
                    if matcher.matches(chain, element: element) { best = max(best ?? 0, chain.specificity) }
                }
                guard let best else { continue }
                matched.append(([best, order, position], Location(path: files[index].path, range: ruleset.range, selectionRange: ruleset.selectorRange)))
            }
        }
        return matched.sorted { $0.precedence.lexicographicallyPrecedes($1.precedence) }.reversed().map(\.location)
    }

    // MARK: - References

    /// Every occurrence of `key` in the project's files, in file order then document order.
    func occurrences(of key: Occurrence.Key) -> [(file: Int, occurrence: Occurrence)] {
        var result: [(Int, Occurrence)] = []
        for (index, file) in files.enumerated() where file.isInProject {
            for occurrence in file.occurrences(of: key) { result.append((index, occurrence)) }
        }
        return result
    }

    /// All the names of a file, a closed one's read again from disk.
    func fullNames(of file: File) -> StylesheetNames? {
        switch file.names {
        case .full(let names, _): return names
        case .stored: return fileSystem.contents(of: file.path).map { StylesheetNames(StylesheetOutline(SyntaxTree(bytes: $0))) }
        }
    }

    private func location(_ found: (file: Int, occurrence: Occurrence)) -> Location {
        Location(path: files[found.file].path, range: found.occurrence.range, selectionRange: found.occurrence.range)
    }

    /// Every place the target's name is written in the project; `includeDeclaration: false`
    /// leaves out where it is given (a variable's definitions, a view's `class` and `id`).
    public func references(of target: Target, includeDeclaration: Bool) -> [Location] {
        guard case .name(let occurrence, _) = target else { return [] }
        return occurrences(of: occurrence.key).filter { includeDeclaration || !$0.occurrence.isDeclaration }.map(location)
    }

    /// The target's name in its own file: `isWrite` where it is given.
    public func highlights(of target: Target) -> [(range: Range<Int>, isWrite: Bool)] {
        guard case .name(let occurrence, let file) = target else { return [] }
        let key = occurrence.key
        return files[file].occurrences(of: key).map { ($0.range, $0.isDeclaration) }
    }

    // MARK: - Hover

    /// The elements of the project's view definitions that any of `chains` matches (a
    /// selector's), by definition, in document order.
    public func elements(matching chains: [SelectorChain]) -> [(path: String, elements: [Int])] {
        var result: [(String, [Int])] = []
        for file in files where file.isInProject {
            guard let definition = file.viewDefinition else { continue }
            let matcher = ElementMatcher(definition: definition, registry: context.registry)
            let elements = definition.elements.indices.filter { element in chains.contains { matcher.matches($0, element: element) } }
            if !elements.isEmpty { result.append((file.path, elements)) }
        }
        return result
    }
}

extension ProjectModel {
    /// Navigation across the project of the file at `path`: its stylesheets in load order
    /// (open ones as edited) and its view definitions (open ones as edited), as they are now.
    public func navigator(for path: String) -> ProjectNavigator {
        let project = self.project(for: path)
        let open = openDocuments(in: project)
        var files: [ProjectNavigator.File] = []
        for path in project.stylesheetPaths(adding: open.filter { !$0.isViewDefinition }.map(\.path)) {
            if let document = documents[path] {
                files.append(ProjectNavigator.File(
                    path: path, names: .full(document.currentNames(registry: project.context.registry), text: document.text), openVersion: document.version,
                    isInProject: isInterfaCSS(document)))
            } else if let stored = project.stored[path] {
                files.append(ProjectNavigator.File(path: path, names: .stored(stored.names, stored.symbols)))
            }
        }
        var definitions: [(path: String, file: ProjectNavigator.File)] = []
        for document in open where document.isViewDefinition {
            guard let definition = snapshot(of: document).viewDefinition, definition.kind == .viewDefinition else { continue }
            definitions.append((document.path, ProjectNavigator.File(
                path: document.path, names: .full(document.currentNames(registry: project.context.registry), text: document.text), viewDefinition: definition,
                openVersion: document.version)))
        }
        for definition in project.viewDefinitions where documents[definition.path] == nil {
            definitions.append((definition.path, ProjectNavigator.File(
                path: definition.path, names: .full(project.names(of: definition), text: definition.bytes), viewDefinition: definition)))
        }
        files += definitions.sorted { $0.path < $1.path }.map(\.file)
        return ProjectNavigator(files: files, symbols: workspaceSymbols(for: nil, in: project).0, context: project.context, fileSystem: fileSystem)
    }
}
