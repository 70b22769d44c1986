import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// What `style-lsp lint` checks, as a library (the CLI prints it; `style-bench lint` times it):
/// each file named, or found in a folder named, is checked with the rest of its project
/// (`Project.discover`): its variables and `@extend` targets from the project's stylesheets in
/// load order, its layout with its view definition, and the project's configuration file.
/// Reads files, never writes any.
public enum Lint {
    /// One file's results.
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public var diagnostics: [Diagnostic]

        public init(path: String, bytes: [UInt8], diagnostics: [Diagnostic]) {
            self.path = path
            self.bytes = bytes
            self.diagnostics = diagnostics
        }
    }

    public struct Report: Sendable {
        /// By path.
        public var files: [File] = []
        /// Paths that could not be read, with why.
        public var unreadable: [String] = []
        /// Files named that are not checked, with why (XML that is not a view definition).
        public var skipped: [String] = []
    }

    /// Checks `paths` (files or folders); `configurationPath`: a configuration that governs
    /// them all instead of the nearest one (`--config`).
    public static func run(_ paths: [String], configurationPath: String? = nil) -> Report {
        var report = Report()
        // The files asked about, grouped by the project that governs them.
        var requested: [Project.Root: [String]] = [:]
        var order: [Project.Root] = []
        func add(_ file: String, of root: Project.Root) {
            if requested[root] == nil { order.append(root) }
            requested[root, default: []].append(file)
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                report.unreadable.append("\(path): no such file or directory")
                continue
            }
            let root = Project.root(of: path, configurationPath: configurationPath)
            if isDirectory.boolValue {
                let project = Project.load(root: root)
                let inside = path.hasSuffix("/") ? path : path + "/"
                for file in project.stylesheets where file.hasPrefix(inside) { add(file, of: root) }
                for definition in project.viewDefinitions where definition.path.hasPrefix(inside) { add(definition.path, of: root) }
                if requested[root] == nil { order.append(root); requested[root] = [] }
            } else {
                add(path, of: root)
            }
        }
        for root in order {
            check(Project.load(root: root), requested: Array(Set(requested[root] ?? [])), into: &report)
        }
        report.files.sort { $0.path < $1.path }
        return report
    }

    /// Checks the `requested` files of `project`.
    static func check(_ project: Project, requested: [String], into report: inout Report) {
        let wanted = Set(requested)
        let xml = requested.filter { $0.hasSuffix(".xml") }
        // Every stylesheet of the project provides variables and selectors; a file named on
        // the command line is checked even if the configuration leaves it out.
        var paths = project.stylesheets
        for path in requested where !path.hasSuffix(".xml") && !project.stylesheets.contains(path) { paths.append(path) }
        paths.sort { project.configuration.loadOrderKey($0) < project.configuration.loadOrderKey($1) }
        let trees = concurrentMap(paths) { path -> SyntaxTree? in
            FileManager.default.contents(atPath: path).map { SyntaxTree(bytes: Array($0)) }
        }
        var sources: [Workspace.Source] = []
        for (path, tree) in zip(paths, trees) {
            guard let tree else {
                if wanted.contains(path) { report.unreadable.append("\(path): cannot read the file") }
                continue
            }
            sources.append(Workspace.Source(path: path, tree: tree))
        }
        // The layout's problems too (cycles, unknown ids, views of zero size or outside their
        // superview): each stylesheet with the view definition it styles, every stylesheet of
        // the project styling the views in load order.
        let context = project.context
        let options = (try? PreviewOptions(settings: project.configuration.preview)) ?? PreviewOptions()
        let layoutCheck: Workspace.ProjectCheck = { analyses, symbols in
            // What the layout reads of each, made once for every stylesheet's check.
            let stylesheets = concurrentMap(Array(analyses.indices)) { StyledStylesheet(analyses[$0], file: $0) }
            return { file in
                Preview(
                    stylesheet: stylesheets[file], stylesheets: stylesheets,
                    viewDefinition: project.viewDefinition(for: stylesheets[file].path, selectorNames: symbols.documents[file].selectorNames),
                    symbols: symbols, context: context, options: options
                ).diagnostics
            }
        }
        for analysis in Workspace.analyze(sources, context: context, only: wanted, projectCheck: layoutCheck) {
            report.files.append(File(path: analysis.path, bytes: analysis.tree.bytes, diagnostics: analysis.diagnostics))
        }
        if let configuration = project.configuration.path, !project.configurationDiagnostics.isEmpty,
            let bytes = FileManager.default.contents(atPath: configuration) {
            report.files.append(File(path: configuration, bytes: Array(bytes), diagnostics: project.configurationDiagnostics))
        }
        // View definitions: well-formedness, element types and attributes, inline styles and
        // layouts checked with the project's variables, references to ids and layout files.
        let layoutFiles = Set(project.viewDefinitions.map { URL(fileURLWithPath: $0.path).lastPathComponent })
        let symbols = xml.isEmpty ? WorkspaceSymbols([DocumentSymbols]()) : WorkspaceSymbols(
            concurrentMap(sources) { DocumentSymbols(path: $0.path, outline: StylesheetOutline($0.tree)) },
            orderedFiles: Workspace.orderedFiles(sources, context))
        for path in xml {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                report.unreadable.append("\(path): cannot read the file")
                continue
            }
            let definition = project.viewDefinitions.first { $0.path == path } ?? ViewDefinition.parse(Array(bytes), path: path, registry: project.registry)
            if case .other(let reason) = definition.kind {
                report.skipped.append("\(path): not a view definition (\(reason)); skipped")
                continue
            }
            let diagnostics = ViewDefinitionChecker.diagnostics(of: definition, symbols: symbols, context: context, layoutFiles: layoutFiles)
            report.files.append(File(path: path, bytes: Array(bytes), diagnostics: diagnostics))
        }
    }
}
