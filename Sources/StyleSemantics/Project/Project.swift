import Foundation
import StyleParser

/// A project on disk: its configuration, its InterfaCSS stylesheets in load order and its view
/// definitions. This is where files are read; the analysis itself never touches the disk.
public struct Project: Sendable {
    public var configuration: ProjectConfiguration
    /// Problems in `.stylelsp.json` (reported on that file).
    public var configurationDiagnostics: [Diagnostic]
    public var viewDefinitions: [ViewDefinition]
    public var registry: PropertyRegistry

    /// The project whose configuration governs `directory` (the nearest `.stylelsp.json` above
    /// it, or `configurationPath`); defaults when there is none.
    public static func load(for directory: String, configurationPath: String? = nil) -> Project {
        let path = configurationPath ?? ProjectConfiguration.find(from: directory)
        let (configuration, diagnostics) = path.map { ProjectConfiguration.load(path: $0) }
            ?? (ProjectConfiguration(directory: URL(fileURLWithPath: directory).standardizedFileURL.path), [])
        let registry = configuration.registry()
        var definitions: [ViewDefinition] = []
        if !configuration.viewDefinitions.isEmpty {
            for file in Project.files(under: configuration.directory, matching: { name in
                configuration.viewDefinitions.contains { $0.matches(configuration.relativePath(name)) }
            }) {
                if let data = FileManager.default.contents(atPath: file) {
                    definitions.append(ViewDefinition.parse(Array(data), path: file, registry: registry))
                }
            }
        }
        return Project(configuration: configuration, configurationDiagnostics: diagnostics, viewDefinitions: definitions, registry: registry)
    }

    /// The view definition a stylesheet styles, for the preview: one of the configured ones
    /// with the stylesheet's base name, else `NAME.xml` beside `NAME.css`.
    public func viewDefinition(for stylesheet: String) -> ViewDefinition? {
        let url = URL(fileURLWithPath: stylesheet)
        let base = url.deletingPathExtension().lastPathComponent
        if let configured = viewDefinitions.first(where: { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent == base }) {
            return configured
        }
        let beside = url.deletingPathExtension().appendingPathExtension("xml").path
        return FileManager.default.contents(atPath: beside).map { ViewDefinition.parse(Array($0), path: beside, registry: registry) }
    }

    public var context: AnalysisContext {
        AnalysisContext(registry: registry, views: ViewIndex(viewDefinitions), configuration: configuration)
    }

    /// The project's stylesheets: those listed in `stylesheets` (in that order), then every
    /// other included `.css` file under the project folder, by path.
    public func stylesheetPaths() -> [String] {
        let found = Project.files(under: configuration.directory) { path in
            path.hasSuffix(".css") && configuration.includes(path)
        }
        return Array(Set(found + configuration.stylesheets.filter { FileManager.default.fileExists(atPath: $0) }))
            .sorted { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
    }

    /// Regular files below `directory` (skipping hidden folders and build folders) for which
    /// `include` holds.
    public static func files(under directory: String, matching include: (String) -> Bool) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: directory), includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
            options: [.skipsHiddenFiles])
        else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if ["node_modules", "Pods", "DerivedData"].contains(name) || name.hasPrefix(".build") {
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
