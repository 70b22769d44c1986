import Foundation
import StyleParser
import StyleSemantics

/// One InterfaCSS project: where it starts, its configuration, its stylesheets in load order
/// and its view definitions — each a file the model holds, open in the editor (`Document`) or
/// read from disk (`StoredStylesheet`, `ViewDefinition`). `style-lsp lint`, `preview` and the
/// server ask it the same questions (which files, in what order, which are InterfaCSS, which
/// views a stylesheet is laid out with), so a file gets the same diagnostics everywhere.
///
/// The rule (README, "Projects"):
/// - the root is the folder of the nearest `.stylelsp.json` above the file; without one, the
///   editor's workspace folder that holds the file; without one, the file's own folder;
/// - the stylesheets are the files under the root that the configuration includes (by default
///   `*.css`, `*.icss` and `*.iss`), those listed in `stylesheets` first, in that order (the
///   order the app loads them), then the others by path;
/// - the view definitions are the configured `viewDefinitions`, or by default every XML view
///   definition under the root.
public final class Project {
    public let root: Root
    public private(set) var configuration: ProjectConfiguration
    /// Problems in `.stylelsp.json` (reported on that file).
    public private(set) var configurationDiagnostics: [Diagnostic]
    /// What every analysis of the project runs in: the configuration with the editor's rules
    /// where it sets none, the registry with the app's own classes, the view definitions.
    public private(set) var context: AnalysisContext
    /// The stylesheets found under the root (or listed), in load order; open documents the
    /// scan did not find come on top (`stylesheetPaths(adding:)`).
    public private(set) var stylesheets: [String] = [] {
        didSet { filesInLoadOrder = nil }
    }
    /// The stylesheets read from disk (those not open in the editor), by path.
    public private(set) var stored: [String: StoredStylesheet] = [:] {
        didSet { filesInLoadOrder = nil }
    }
    /// What `files(adding:)` made last, and for which open documents.
    private var filesInLoadOrder: (open: [String], files: FilesInLoadOrder)?
    /// The view definitions, by path (an open one as last edited).
    public private(set) var viewDefinitions: [ViewDefinition] = []

    /// Whether the folders have been scanned and the files on disk read.
    public internal(set) var isIndexed = false
    public var isIndexing = false
    /// What waits for the index (requests that would otherwise get wrong results).
    public var whenIndexed: [() -> Void] = []
    /// The symbols last built for one of its documents: what they derived is kept while the
    /// variables stay the same.
    var lastSymbols: WorkspaceSymbols?
    /// What `context` was made from.
    private var contextSource: ContextSource?
    /// The names navigation follows in the view definitions, by path, read when first asked.
    private var viewDefinitionNames: [String: StylesheetNames] = [:]

    /// Where a project starts: its folder and its configuration file, if it has one.
    public struct Root: Hashable, Sendable {
        public var folder: String
        public var configuration: String?

        public init(folder: String, configuration: String?) {
            self.folder = folder
            self.configuration = configuration
        }
    }

    /// The project at `root` with its configuration read, not yet scanned.
    init(root: Root, fileSystem: FileSystem, version: Int, rules: [String: String]) {
        self.root = root
        (configuration, configurationDiagnostics) = Project.configuration(of: root, in: fileSystem)
        context = AnalysisContext(configuration: configuration)
        apply(version: version, rules: rules)
    }

    /// The project's folder.
    public var folder: String { root.folder }

    /// The stylesheet file names a project takes unless its configuration says otherwise.
    public static var stylesheetExtensions: [String] { ProjectConfiguration.stylesheetExtensions }

    // MARK: - Finding a project

    /// The root and configuration file governing `path` (a file or a folder), by the rule
    /// above. `workspaceFolders`: the editor's, if any; `configurationPath`: a configuration
    /// named explicitly (`lint --config`).
    public static func root(of path: String, workspaceFolders: [String] = [], configurationPath: String? = nil, in fileSystem: FileSystem) -> Root {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = fileSystem.isFolder(absolute) ? absolute : URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        let holding = workspaceFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            .filter { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            .max { $0.count < $1.count }
        // Inside a workspace folder, the configuration is looked for up to it (an editor reads
        // nothing outside the folders it was given).
        if let configuration = configurationPath ?? ProjectConfiguration.find(from: folder, upTo: holding, exists: fileSystem.exists) {
            return Root(folder: URL(fileURLWithPath: configuration).deletingLastPathComponent().standardizedFileURL.path, configuration: configuration)
        }
        return Root(folder: holding ?? folder, configuration: nil)
    }

    static func configuration(of root: Root, in fileSystem: FileSystem) -> (ProjectConfiguration, [Diagnostic]) {
        guard let path = root.configuration else { return (ProjectConfiguration(directory: root.folder), []) }
        return ProjectConfiguration.read(fileSystem.contents(of: path), path: path)
    }

    // MARK: - The context

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

    /// Makes the context again, with the editor's `rules` where the configuration sets none.
    /// Returns whether it is a new one (made of something else than the last).
    @discardableResult
    func apply(version: Int, rules: [String: String]) -> Bool {
        let source = ContextSource(
            directory: configuration.directory, configurationPath: configuration.path, configurationSources: configuration.sources,
            rules: rules, views: ViewIndex.signature(of: viewDefinitions))
        guard source != contextSource else { return false }
        contextSource = source
        var context = AnalysisContext(registry: configuration.registry(), views: ViewIndex(viewDefinitions), configuration: configuration)
        context.configuration.addDefaultRules(rules)
        context.version = version
        self.context = context
        viewDefinitionNames = [:]
        return true
    }

    /// Reads the configuration again; the stylesheets it no longer includes leave the project
    /// (its view definitions come with the next scan).
    func reloadConfiguration(from fileSystem: FileSystem) {
        (configuration, configurationDiagnostics) = Project.configuration(of: root, in: fileSystem)
        filesInLoadOrder = nil
        stylesheets = stylesheets.filter { configuration.includes($0) }
        stylesheets.sort { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
    }

    // MARK: - What the project is made of

    /// Whether `path` is one of the project's stylesheets (or would be, once saved there).
    public func includes(_ path: String) -> Bool {
        configuration.includes(path)
    }

    /// Whether the XML file at `path` is one of the project's view definitions when it holds
    /// one: every such file by default, else those the configured `viewDefinitions` name.
    public func includesViewDefinition(_ path: String) -> Bool {
        configuration.includesViewDefinition(path)
    }

    /// Whether the stylesheet at `path` is checked as InterfaCSS: a file the project's
    /// configuration leaves out is web CSS, unless the user says it is InterfaCSS (the editor's
    /// `interfacss` language, or a file named on the command line).
    public func checksStylesheet(_ path: String, namedByUser: Bool) -> Bool {
        root.configuration == nil || includes(path) || namedByUser
    }

    /// The project's stylesheets and `extra` ones (open in the editor, or named on the
    /// command line) in load order.
    public func stylesheetPaths(adding extra: some Sequence<String>) -> [String] {
        var paths = stylesheets
        for path in extra where !paths.contains(path) { paths.append(path) }
        return inLoadOrder(paths)
    }

    /// The project's stylesheets and `extra` ones in load order, each read through
    /// `fileSystem` (or taken from `texts`) and parsed, on all cores: what `lint` and `preview`
    /// analyse a file with. Also the paths that could not be read.
    public func readStylesheets(
        adding extra: some Sequence<String>, texts: [String: [UInt8]] = [:], from fileSystem: FileSystem
    ) -> (sources: [Workspace.Source], unreadable: [String]) {
        let paths = stylesheetPaths(adding: extra)
        let trees = concurrentMap(paths) { path in (texts[path] ?? fileSystem.contents(of: path)).map { SyntaxTree(bytes: $0) } }
        var sources: [Workspace.Source] = [], unreadable: [String] = []
        for (path, tree) in zip(paths, trees) {
            if let tree { sources.append(Workspace.Source(path: path, tree: tree)) } else { unreadable.append(path) }
        }
        return (sources, unreadable)
    }

    /// `paths` in the order the app loads them.
    public func inLoadOrder(_ paths: [String]) -> [String] {
        paths.sorted { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
    }

    /// The stylesheets with `open` ones (open in the editor) in load order, the positions of
    /// those whose order the configuration gives, and the symbols of those read from disk.
    public struct FilesInLoadOrder {
        public var paths: [String]
        public var ordered: Set<Int>
        /// nil for an open document's.
        public var storedSymbols: [DocumentSymbols?]
    }

    /// `FilesInLoadOrder` of the project with the `open` documents: made again only when the
    /// project's files or the open ones change (every keystroke asks; making it each time was
    /// most of a keystroke's work in a project of 200 stylesheets).
    func files(adding open: [String]) -> FilesInLoadOrder {
        if let known = filesInLoadOrder, known.open == open { return known.files }
        let paths = stylesheetPaths(adding: open)
        let openSet = Set(open)
        let files = FilesInLoadOrder(
            paths: paths, ordered: orderedFiles(paths), storedSymbols: paths.map { openSet.contains($0) ? nil : stored[$0]?.symbols })
        filesInLoadOrder = (open, files)
        return files
    }

    /// The positions in `paths` (in load order) of the stylesheets whose place the
    /// configuration gives.
    public func orderedFiles(_ paths: [String]) -> Set<Int> {
        let listed = Set(configuration.stylesheets)
        return Set(paths.indices.filter { listed.contains(paths[$0]) })
    }

    /// The file names of the project's XML files (what a 2.x `layout` attribute may name),
    /// with `adding`'s.
    public func layoutFileNames(adding path: String? = nil) -> Set<String> {
        Set((viewDefinitions.map(\.path) + (path.map { [$0] } ?? [])).map { URL(fileURLWithPath: $0).lastPathComponent })
    }

    /// The view definition a stylesheet's preview styles: the one with the most elements its
    /// selectors name (`selectorNames`: `.class` and `#id` as the stylesheet writes them); a
    /// name like the stylesheet's (`Main.css`, `Main.xml`) breaks a tie. An app may style a
    /// view definition with a stylesheet of another name (`layout.xml` by `styles.css`).
    public func viewDefinition(for stylesheet: String, selectorNames: Set<String>) -> ViewDefinition? {
        let base = URL(fileURLWithPath: stylesheet).deletingPathExtension().lastPathComponent
        func score(_ definition: ViewDefinition) -> (Int, Int) {
            var named: Set<String> = []
            for element in definition.elements {
                if let id = element.id, selectorNames.contains("#" + id) { named.insert("#" + id) }
                for name in element.classes where selectorNames.contains("." + name) { named.insert("." + name) }
            }
            return (named.count, URL(fileURLWithPath: definition.path).deletingPathExtension().lastPathComponent == base ? 1 : 0)
        }
        let scored = viewDefinitions.filter { $0.root != nil }.map { ($0, score($0)) }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > (0, 0) else { return nil }
        return best.0
    }

    /// The names navigation follows in a view definition of the project.
    public func names(of definition: ViewDefinition) -> StylesheetNames {
        if let known = viewDefinitionNames[definition.path] { return known }
        let names = StylesheetNames(definition, registry: context.registry)
        viewDefinitionNames[definition.path] = names
        return names
    }

    /// The view definition at `path`, if the project has it.
    public func viewDefinition(at path: String) -> ViewDefinition? {
        viewDefinitions.first { $0.path == path }
    }

    /// The diagnostics of a view definition: well-formedness, element types and attributes,
    /// inline styles and layouts checked with the project's variables (`symbols`), references
    /// to ids and layout files. None for XML that is not a view definition.
    public func check(_ definition: ViewDefinition, symbols: WorkspaceSymbols) -> [Diagnostic] {
        check([definition], symbols: symbols)[0]
    }

    /// The diagnostics of each of `definitions`, checked in parallel (each check is pure).
    public func check(_ definitions: [ViewDefinition], symbols: WorkspaceSymbols) -> [[Diagnostic]] {
        let names = layoutFileNames(), context = context
        return concurrentMap(definitions) { definition in
            if case .other = definition.kind { return [] }
            let name = URL(fileURLWithPath: definition.path).lastPathComponent
            let layoutFiles = names.contains(name) ? names : names.union([name])
            return ViewDefinitionChecker.diagnostics(of: definition, symbols: symbols, context: context, layoutFiles: layoutFiles)
        }
    }

    // MARK: - Changes

    /// Takes a scan's results: the stylesheets and view definitions found, and the
    /// stylesheets on disk read.
    func take(_ scan: ProjectScan) {
        filesInLoadOrder = nil
        configuration = scan.configuration
        configurationDiagnostics = scan.configurationDiagnostics
        stylesheets = scan.stylesheets
        stored = scan.stored
        viewDefinitions = scan.viewDefinitions
        viewDefinitionNames = [:]
        lastSymbols = nil
    }

    /// Puts `definition` (an open document's, or a file read again) in place of the view
    /// definition of the same path (one that describes no views leaves the project).
    func replaceViewDefinition(_ definition: ViewDefinition) {
        var definitions = viewDefinitions.filter { $0.path != definition.path }
        if definition.root != nil { definitions.append(definition) }
        definitions.sort { $0.path < $1.path }
        viewDefinitions = definitions
        viewDefinitionNames[definition.path] = nil
    }

    /// Keeps `stylesheet` (read from disk) as the project's file at `path`, or forgets it (nil:
    /// it went away, or is open in the editor now).
    func store(_ stylesheet: StoredStylesheet?, at path: String, exists: Bool) {
        stored[path] = stylesheet
        if exists {
            if !stylesheets.contains(path) && includes(path) { stylesheets = inLoadOrder(stylesheets + [path]) }
        } else {
            stylesheets.removeAll { $0 == path }
        }
    }
}

/// A stylesheet of a project read from disk (not open in the editor): what the rest of the
/// project needs of it — its symbols and the names navigation follows, compactly — and how to
/// tell that the file changed since. Its text is not kept (it was as large as everything else
/// the server holds for a project): what needs it reads the file again.
public struct StoredStylesheet: Sendable {
    public let path: String
    public let symbols: DocumentSymbols
    public let names: StoredNames
    /// The text's length and hash when it was read.
    public let fingerprint: Fingerprint

    public init(path: String, text: [UInt8]) {
        self.path = path
        let outline = StylesheetOutline(SyntaxTree(bytes: text))
        symbols = DocumentSymbols(path: path, outline: outline)
        names = StoredNames(StylesheetNames(outline), text: text)
        fingerprint = Fingerprint(text)
    }
}

/// What tells a file's text from another: its length and a hash of its bytes.
public struct Fingerprint: Hashable, Sendable {
    public let length: Int
    public let hash: UInt64

    public init(_ bytes: [UInt8]) {
        length = bytes.count
        // FNV-1a over 8 bytes a step (a byte a step made reading a 5 MB project's files for
        // positions a few milliseconds slower): stable across runs, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { buffer in
            var index = 0
            while index + 8 <= buffer.count {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x100_0000_01b3
                hash ^= hash >> 29
                index += 8
            }
            while index < buffer.count {
                hash = (hash ^ UInt64(buffer[index])) &* 0x100_0000_01b3
                index += 1
            }
        }
        self.hash = hash
    }
}

/// A project read from its folders: what `Project.take` takes. Made off the server's loop.
public struct ProjectScan: Sendable {
    public var configuration: ProjectConfiguration
    public var configurationDiagnostics: [Diagnostic]
    public var stylesheets: [String]
    public var stored: [String: StoredStylesheet]
    public var viewDefinitions: [ViewDefinition]

    /// Folders never searched (dependencies and build products).
    static func isSkippedFolder(_ name: String) -> Bool {
        ["node_modules", "Pods", "DerivedData", "Carthage"].contains(name) || name.hasPrefix(".build")
    }

    /// Scans the project at `root`: its configuration, the list of its stylesheets in load
    /// order, the stylesheets read (but those in `open`, whose text the editor has: a second
    /// tree of a large open file would double the server's memory while it is built) and its
    /// view definitions. `readStylesheets: false` lists them only. `progress`: (done, total).
    public static func scan(
        _ root: Project.Root, in fileSystem: FileSystem, open: Set<String> = [], readStylesheets: Bool = true,
        progress: (Int, Int) -> Void = { _, _ in }
    ) -> ProjectScan {
        let (configuration, diagnostics) = Project.configuration(of: root, in: fileSystem)
        var stylesheets: [String] = []
        var definitionPaths: [String] = []
        for file in fileSystem.files(under: root.folder, skipping: isSkippedFolder) {
            if file.hasSuffix(".xml") {
                if configuration.includesViewDefinition(file) { definitionPaths.append(file) }
            } else if configuration.includes(file) {
                stylesheets.append(file)
            }
        }
        // Listed stylesheets count even outside the root's search (a shared folder elsewhere).
        for listed in configuration.stylesheets where !stylesheets.contains(listed) && fileSystem.exists(listed) {
            stylesheets.append(listed)
        }
        stylesheets.sort { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
        let registry = configuration.registry()
        let explicit = !configuration.viewDefinitions.isEmpty
        let definitions = definitionPaths.compactMap { path -> ViewDefinition? in
            guard let bytes = fileSystem.contents(of: path) else { return nil }
            let definition = ViewDefinition.parse(bytes, path: path, registry: registry)
            // Without a configured list, an XML file is one only if it looks like one.
            return explicit || definition.root != nil ? definition : nil
        }
        var stored: [String: StoredStylesheet] = [:]
        let unread = readStylesheets ? stylesheets.filter { !open.contains($0) } : []
        // A file per core at a time: each file's tree and outline live only while it is read.
        let batchSize = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for start in stride(from: 0, to: unread.count, by: batchSize) {
            let batch = Array(unread[start..<min(start + batchSize, unread.count)])
            for stylesheet in concurrentMap(batch, { path in fileSystem.contents(of: path).map { StoredStylesheet(path: path, text: $0) } }) {
                if let stylesheet { stored[stylesheet.path] = stylesheet }
            }
            progress(start + batch.count, unread.count)
        }
        return ProjectScan(
            configuration: configuration, configurationDiagnostics: diagnostics, stylesheets: stylesheets, stored: stored,
            viewDefinitions: definitions)
    }
}
