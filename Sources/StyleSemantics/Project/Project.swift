import Foundation
import StyleParser

/// A project on disk: where it starts, its configuration, its InterfaCSS stylesheets in load
/// order and its view definitions. `style-lsp lint`, `style-lsp preview` and the server all
/// find a file's project with `Project.discover`, so a file gets the same diagnostics in CI as
/// in the editor. This is where files are read; the analysis itself never touches the disk.
///
/// The rule (README, "Projects"):
/// - the root is the folder of the nearest `.stylelsp.json` above the file; without one, the
///   editor's workspace folder that holds the file; without one, the file's own folder;
/// - the stylesheets are the files under the root that the configuration includes (by default
///   `*.css`, `*.icss` and `*.iss`), those listed in `stylesheets` first, in that order (the
///   order the app loads them), then the others by path;
/// - the view definitions are the configured `viewDefinitions`, or by default every XML view
///   definition under the root.
public struct Project: Sendable {
    public var configuration: ProjectConfiguration
    /// Problems in `.stylelsp.json` (reported on that file).
    public var configurationDiagnostics: [Diagnostic]
    /// The stylesheets, in load order.
    public var stylesheets: [String]
    public var viewDefinitions: [ViewDefinition]
    public var registry: PropertyRegistry

    /// The project's folder.
    public var root: String { configuration.directory }

    /// The stylesheet file names a project takes unless its configuration says otherwise.
    public static let stylesheetExtensions = [".css", ".icss", ".iss"]

    /// The project of `path` (a file or a folder). `workspaceFolders`: the editor's, if any;
    /// `configurationPath`: a configuration named explicitly (`lint --config`).
    public static func discover(for path: String, workspaceFolders: [String] = [], configurationPath: String? = nil) -> Project {
        load(root: root(of: path, workspaceFolders: workspaceFolders, configurationPath: configurationPath))
    }

    /// The root and configuration file governing `path`, by the rule above (no file is read
    /// but the configuration's existence).
    public static func root(of path: String, workspaceFolders: [String] = [], configurationPath: String? = nil) -> Root {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
            ? absolute : URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        let holding = workspaceFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            .filter { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            .max { $0.count < $1.count }
        // Inside a workspace folder, the configuration is looked for up to it (an editor reads
        // nothing outside the folders it was given).
        if let configuration = configurationPath ?? ProjectConfiguration.find(from: folder, upTo: holding) {
            return Root(folder: URL(fileURLWithPath: configuration).deletingLastPathComponent().standardizedFileURL.path, configuration: configuration)
        }
        return Root(folder: holding ?? folder, configuration: nil)
    }

    /// Where a project starts: its folder and its configuration file, if it has one.
    public struct Root: Hashable, Sendable {
        public var folder: String
        public var configuration: String?

        public init(folder: String, configuration: String?) {
            self.folder = folder
            self.configuration = configuration
        }
    }

    /// Reads the project at `root`: its configuration, the list of its stylesheets and its
    /// view definitions (the stylesheets themselves are read by whoever analyses them).
    /// `scanning: false` reads the configuration alone (quick; the server scans the folders
    /// off its message loop).
    public static func load(root: Root, scanning: Bool = true) -> Project {
        let (configuration, diagnostics) = root.configuration.map { ProjectConfiguration.load(path: $0) }
            ?? (ProjectConfiguration(directory: root.folder), [])
        let registry = configuration.registry()
        var stylesheets: [String] = []
        var definitionPaths: [String] = []
        for file in !scanning ? [] : files(under: root.folder, matching: { path in
            configuration.includes(path) || path.hasSuffix(".xml")
        }) {
            if file.hasSuffix(".xml") {
                let relative = configuration.relativePath(file)
                if configuration.viewDefinitions.isEmpty || configuration.viewDefinitions.contains(where: { $0.matches(relative) }) {
                    definitionPaths.append(file)
                }
            } else {
                stylesheets.append(file)
            }
        }
        // Listed stylesheets count even outside the root's search (a shared folder elsewhere).
        for listed in configuration.stylesheets where !stylesheets.contains(listed) && FileManager.default.fileExists(atPath: listed) {
            stylesheets.append(listed)
        }
        stylesheets.sort { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
        let explicit = !configuration.viewDefinitions.isEmpty
        let definitions = definitionPaths.compactMap { path -> ViewDefinition? in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let definition = ViewDefinition.parse(Array(data), path: path, registry: registry)
            // Without a configured list, an XML file is one only if it looks like one.
            return explicit || definition.root != nil ? definition : nil
        }
        return Project(
            configuration: configuration, configurationDiagnostics: diagnostics, stylesheets: stylesheets, viewDefinitions: definitions,
            registry: registry)
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

    public var context: AnalysisContext {
        AnalysisContext(registry: registry, views: ViewIndex(viewDefinitions), configuration: configuration)
    }

    /// Whether `path` is one of the project's stylesheets (or would be, once saved there).
    public func isStylesheet(_ path: String) -> Bool {
        configuration.includes(path)
    }

    /// Regular files below `directory` (skipping hidden folders and build folders) for which
    /// `include` holds, by path.
    public static func files(under directory: String, matching include: (String) -> Bool) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: directory), includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
            options: [.skipsHiddenFiles])
        else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if ["node_modules", "Pods", "DerivedData", "Carthage"].contains(name) || name.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            if include(path) { result.append(path) }
        }
        return result.sorted()
    }
}
