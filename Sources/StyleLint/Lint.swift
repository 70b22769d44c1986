import Foundation
import StyleLayout
import StyleParser
import StyleProject
import StyleSemantics

/// What `style-lsp lint` checks, as a library (the CLI prints it; `style-bench lint` times it):
/// each file named, or found in a folder named, is checked with the rest of its project, as the
/// project model finds it (`ProjectModel`, the server's too): its variables and `@extend`
/// targets from the project's stylesheets in load order, its layout with its view definition,
/// and the project's configuration file. Reads files through the model, never writes any.
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

    /// Checks `paths` (absolute: files or folders); `configurationPath`: a configuration that
    /// governs them all instead of the nearest one (`--config`).
    public static func run(_ paths: [String], configurationPath: String? = nil, fileSystem: FileSystem = DiskFileSystem()) -> Report {
        let model = ProjectModel(fileSystem: fileSystem)
        var report = Report()
        let named = model.files(named: paths, configurationPath: configurationPath)
        report.unreadable = named.missing.map { "\($0): no such file or directory" }
        let requested = named.projects.map { ($0.project, $0.stylesheets + $0.viewDefinitions) }
        for (project, files) in requested {
            check(project, requested: Array(Set(files)), fileSystem: fileSystem, into: &report)
        }
        report.files.sort { $0.path < $1.path }
        return report
    }

    /// Checks the `requested` files of `project`.
    static func check(_ project: Project, requested: [String], fileSystem: FileSystem, into report: inout Report) {
        let wanted = Set(requested)
        let xml = requested.filter { $0.hasSuffix(".xml") }
        // Every stylesheet of the project provides variables and selectors; a file named on
        // the command line is checked even if the configuration leaves it out.
        let (sources, unreadable) = project.readStylesheets(adding: requested.filter { !$0.hasSuffix(".xml") }, from: fileSystem)
        report.unreadable += unreadable.filter(wanted.contains).map { "\($0): cannot read the file" }
        // The layout's problems too (cycles, unknown ids, views of zero size or outside their
        // superview): each stylesheet with the views it styles, every stylesheet of the
        // project styling them in load order.
        let options = project.previewOptions
        let (analyses, symbols) = Project.analyzeWithLayouts(sources, context: project.context, only: wanted) { file, symbols in
            project.layoutJob(for: sources[file].path, selectorNames: symbols.documents[file].selectorNames, symbols: symbols, options: options)
        }
        for analysis in analyses {
            report.files.append(File(path: analysis.path, bytes: analysis.tree.bytes, diagnostics: analysis.diagnostics))
        }
        if let configuration = project.configuration.path, !project.configurationDiagnostics.isEmpty,
            let bytes = fileSystem.contents(of: configuration) {
            report.files.append(File(path: configuration, bytes: bytes, diagnostics: project.configurationDiagnostics))
        }
        guard !xml.isEmpty else { return }
        // View definitions, checked with the project's variables.
        var checked: [(path: String, bytes: [UInt8], definition: ViewDefinition)] = []
        for path in xml {
            guard let bytes = fileSystem.contents(of: path) else {
                report.unreadable.append("\(path): cannot read the file")
                continue
            }
            let definition = project.viewDefinition(at: path) ?? ViewDefinition.parse(bytes, path: path, registry: project.context.registry)
            if case .other(let reason) = definition.kind {
                report.skipped.append("\(path): not a view definition (\(reason)); skipped")
                continue
            }
            checked.append((path, bytes, definition))
        }
        for (file, diagnostics) in zip(checked, project.check(checked.map(\.definition), symbols: symbols)) {
            report.files.append(File(path: file.path, bytes: file.bytes, diagnostics: diagnostics))
        }
    }
}
