import Foundation
import StyleParser
import StyleSemantics

/// The projects of the open documents, found by `Project.discover`'s rule (the same as
/// `lint`'s and `preview`'s), with the symbols of their stylesheets on disk. Files on disk are
/// only read, never written.
final class WorkspaceIndex {
    final class ProjectIndex {
        let root: Project.Root
        /// Its configuration at once; its stylesheets and view definitions once scanned.
        var project: Project
        var context: AnalysisContext
        /// Symbols of stylesheets read from disk.
        var diskSymbols: [String: DocumentSymbols] = [:]
        /// Whether the folders have been scanned and the stylesheets on disk read.
        var isIndexed = false
        var isIndexing = false
        /// What waits for the index (pull requests that would otherwise get wrong results).
        var whenIndexed: [() -> Void] = []
        /// The symbols last built for one of its documents: what they derived is kept while
        /// the variables stay the same.
        var lastSymbols: WorkspaceSymbols?

        init(root: Project.Root, project: Project, version: Int, rules: [String: String]) {
            self.root = root
            self.project = project
            context = project.context
            apply(version: version, rules: rules)
        }

        /// The project's stylesheets in load order.
        var stylesheetPaths: [String] { project.stylesheets }

        /// What `context` was made from.
        private var contextSource: ContextSource?

        /// What a context is made of. A context made again from the same (a scan found the
        /// configuration and view definitions already known) keeps its version, so nothing
        /// computed in it is computed again: an opened document was checked twice.
        private struct ContextSource: Equatable {
            var directory: String
            var configurationPath: String?
            var configurationSources: [[UInt8]]
            var rules: [String: String]
            var views: [String]
        }

        /// The context with the editor's rules where the configuration sets none. Returns
        /// whether it is a new one (made of something else than the last).
        @discardableResult
        func apply(version: Int, rules: [String: String]) -> Bool {
            let configuration = project.configuration
            let source = ContextSource(
                directory: configuration.directory, configurationPath: configuration.path, configurationSources: configuration.sources,
                rules: rules, views: ViewIndex.signature(of: project.viewDefinitions))
            guard source != contextSource else { return false }
            contextSource = source
            var context = project.context
            context.configuration.addDefaultRules(rules)
            context.version = version
            self.context = context
            return true
        }
    }

    private(set) var folders: [String] = []
    private(set) var projects: [Project.Root: ProjectIndex] = [:]
    private var version = 0
    /// Rule severities from the editor's settings.
    private var ruleOverrides: [String: String] = [:]

    /// The project of each path asked about, and when it was found: finding it reads the disk
    /// (a configuration file in any folder above), which every keystroke would repeat. Looked
    /// for again after a second, so a configuration file created meanwhile is found even by a
    /// client that does not report file changes.
    private var projectOfPath: [String: (project: ProjectIndex, found: ContinuousClock.Instant)] = [:]

    func setFolders(_ folders: [String]) {
        self.folders = folders
        projectOfPath = [:]
    }

    func setRuleOverrides(_ rules: [String: String]) {
        ruleOverrides = rules
        reloadAll()
    }

    /// The project governing `path`; its configuration is read on first use, its folders are
    /// scanned by `scan` (the server runs it off its loop).
    func project(for path: String) -> ProjectIndex {
        let now = ContinuousClock.now
        if let known = projectOfPath[path], now - known.found < .seconds(1) { return known.project }
        let root = Project.root(of: path, workspaceFolders: folders)
        let index: ProjectIndex
        if let known = projects[root] {
            index = known
        } else {
            version += 1
            index = ProjectIndex(root: root, project: Project.load(root: root, scanning: false), version: version, rules: ruleOverrides)
            projects[root] = index
        }
        projectOfPath[path] = (index, now)
        return index
    }

    /// Takes a scan's results: the project with its stylesheets and view definitions, and the
    /// symbols of the stylesheets on disk.
    func update(_ index: ProjectIndex, with scan: Scan) {
        version += 1
        index.project = scan.project
        index.diskSymbols = scan.symbols
        index.apply(version: version, rules: ruleOverrides)
        index.lastSymbols = nil
    }

    /// Reads the configuration again (its view definitions come with the next scan).
    func reload(_ index: ProjectIndex) {
        version += 1
        let scanned = index.project
        index.project = Project.load(root: index.root, scanning: false)
        index.project.stylesheets = scanned.stylesheets.filter { index.project.isStylesheet($0) }
        index.project.viewDefinitions = scanned.viewDefinitions
        index.apply(version: version, rules: ruleOverrides)
    }

    func reloadAll() {
        for index in projects.values { reload(index) }
    }

    /// Forgets projects so they load afresh (a configuration file appeared or went away).
    func forgetProjects() {
        projects = [:]
        projectOfPath = [:]
    }

    /// Puts `definition` (an open document's, or a file read again) in place of the project's
    /// view definition of the same path. Returns whether what stylesheets learn from it (the
    /// elements' classes, ids and types) changed; then the context is new.
    @discardableResult
    func replaceViewDefinition(_ definition: ViewDefinition, in index: ProjectIndex) -> Bool {
        var definitions = index.project.viewDefinitions.filter { $0.path != definition.path }
        if definition.root != nil { definitions.append(definition) }
        definitions.sort { $0.path < $1.path }
        index.project.viewDefinitions = definitions
        version += 1
        return index.apply(version: version, rules: ruleOverrides)
    }

    /// A project read in full, with its stylesheets on disk outlined.
    struct Scan: Sendable {
        var project: Project
        var symbols: [String: DocumentSymbols]
    }

    /// Scans the project's folders and reads and outlines its stylesheets: slow for a large
    /// project, so the server runs it off its message loop. `open`: stylesheets open in the
    /// editor, whose text on disk is read only when they are closed (a second tree of a large
    /// open file would double the server's memory while it is built).
    static func scan(_ root: Project.Root, open: Set<String> = [], progress: (Int, Int) -> Void) -> Scan {
        let project = Project.load(root: root)
        var symbols: [String: DocumentSymbols] = [:]
        for (index, path) in project.stylesheets.enumerated() {
            if !open.contains(path), let data = FileManager.default.contents(atPath: path) {
                symbols[path] = DocumentSymbols(path: path, outline: StylesheetOutline(SyntaxTree(bytes: Array(data))))
            }
            progress(index + 1, project.stylesheets.count)
        }
        return Scan(project: project, symbols: symbols)
    }

    /// Re-reads one stylesheet on disk (it changed, and is not open).
    func refreshFile(_ path: String) {
        let index = project(for: path)
        if let data = FileManager.default.contents(atPath: path) {
            index.diskSymbols[path] = DocumentSymbols(path: path, outline: StylesheetOutline(SyntaxTree(bytes: Array(data))))
            if !index.project.stylesheets.contains(path) && index.project.isStylesheet(path) {
                index.project.stylesheets.append(path)
                let configuration = index.project.configuration
                index.project.stylesheets.sort { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
            }
        } else {
            index.diskSymbols[path] = nil
            index.project.stylesheets.removeAll { $0 == path }
        }
    }
}
