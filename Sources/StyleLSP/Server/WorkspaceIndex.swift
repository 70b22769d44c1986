import Foundation
import StyleParser
import StyleSemantics

/// The projects of the workspace, each governed by a `.stylelsp.json` (or by a workspace
/// folder without one), with the symbols of their stylesheets on disk. Files on disk are only
/// read, never written.
final class WorkspaceIndex {
    final class ProjectIndex {
        /// The configuration file, or the folder for a project without one.
        let key: String
        var project: Project
        var context: AnalysisContext
        /// The project's stylesheets in load order.
        var stylesheetPaths: [String] = []
        /// Symbols of stylesheets read from disk.
        var diskSymbols: [String: DocumentSymbols] = [:]
        /// The view definition of each stylesheet previewed (nil: none), read once.
        var viewDefinitions: [String: ViewDefinition?] = [:]
        /// Whether the stylesheets on disk have been read (`stylesheetPaths`, `diskSymbols`).
        var isIndexed = false
        var isIndexing = false
        /// The symbols last built for one of its documents: what they derived is kept while
        /// the variables stay the same.
        var lastSymbols: WorkspaceSymbols?
        /// What waits for the index (pull requests that would otherwise get wrong results).
        var whenIndexed: [() -> Void] = []

        init(key: String, project: Project, version: Int, rules: [String: String]) {
            self.key = key
            self.project = project
            context = project.context
            apply(version: version, rules: rules)
        }

        /// The context with the editor's rules where the configuration sets none.
        func apply(version: Int, rules: [String: String]) {
            var context = project.context
            context.configuration.addDefaultRules(rules)
            context.version = version
            self.context = context
        }
    }

    /// Rule severities from the editor's settings.
    private var ruleOverrides: [String: String] = [:]

    func setRuleOverrides(_ rules: [String: String]) {
        ruleOverrides = rules
        reloadAll()
    }

    private(set) var folders: [String] = []
    private(set) var projects: [String: ProjectIndex] = [:]
    private var version = 0

    /// The project of each path asked about, and when it was found: finding it reads the disk
    /// (a configuration file in any folder above), which every keystroke would repeat. Looked
    /// for again after a second, so a configuration file created meanwhile is found even by a
    /// client that does not report file changes.
    private var projectOfPath: [String: (project: ProjectIndex, found: ContinuousClock.Instant)] = [:]

    func setFolders(_ folders: [String]) {
        self.folders = folders
        projectOfPath = [:]
    }

    /// The project governing `path`: the nearest configuration above it, else the workspace
    /// folder holding it, else its own folder. Loaded (configuration and view definitions) on
    /// first use.
    func project(for path: String) -> ProjectIndex {
        let now = ContinuousClock.now
        if let known = projectOfPath[path], now - known.found < .seconds(1) { return known.project }
        let project = findProject(for: path)
        projectOfPath[path] = (project, now)
        return project
    }

    private func findProject(for path: String) -> ProjectIndex {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let configuration = ProjectConfiguration.find(from: directory)
        let folder = folders.filter { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.max { $0.count < $1.count }
        let key = configuration ?? folder ?? directory
        if let known = projects[key] { return known }
        version += 1
        let loaded = ProjectIndex(
            key: key, project: Project.load(for: configuration.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? key), version: version,
            rules: ruleOverrides)
        projects[key] = loaded
        return loaded
    }

    /// Reads the configuration and view definitions of a project again.
    func reload(_ index: ProjectIndex) {
        version += 1
        let directory = index.project.configuration.directory
        index.project = Project.load(for: directory, configurationPath: index.project.configuration.path)
        index.viewDefinitions = [:]
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

    /// The view definition a stylesheet's preview styles (read from disk once).
    func viewDefinition(for path: String, in index: ProjectIndex) -> ViewDefinition? {
        if let known = index.viewDefinitions[path] { return known }
        let definition = index.project.viewDefinition(for: path)
        index.viewDefinitions[path] = .some(definition)
        return definition
    }

    /// The stylesheets of a project found on disk, read and outlined.
    struct Scan: Sendable {
        var paths: [String]
        var symbols: [String: DocumentSymbols]
    }

    /// Reads and outlines the project's stylesheets: slow for a large project, so the server
    /// runs it off its message loop.
    static func scan(_ project: Project, progress: (Int, Int) -> Void) -> Scan {
        let paths = project.stylesheetPaths()
        var symbols: [String: DocumentSymbols] = [:]
        for (index, path) in paths.enumerated() {
            if let data = FileManager.default.contents(atPath: path) {
                symbols[path] = DocumentSymbols(path: path, outline: StylesheetOutline(SyntaxTree(bytes: Array(data))))
            }
            progress(index + 1, paths.count)
        }
        return Scan(paths: paths, symbols: symbols)
    }

    /// Re-reads one stylesheet on disk (it changed, and is not open).
    func refreshFile(_ path: String) {
        let index = project(for: path)
        if let data = FileManager.default.contents(atPath: path) {
            index.diskSymbols[path] = DocumentSymbols(path: path, outline: StylesheetOutline(SyntaxTree(bytes: Array(data))))
            if !index.stylesheetPaths.contains(path) && index.project.configuration.includes(path) {
                index.stylesheetPaths.append(path)
                index.stylesheetPaths.sort { index.project.configuration.loadOrderKey($0) < index.project.configuration.loadOrderKey($1) }
            }
        } else {
            index.diskSymbols[path] = nil
            index.stylesheetPaths.removeAll { $0 == path }
        }
    }
}
