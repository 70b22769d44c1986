import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// `style-lsp lint [PATH…]`: checks stylesheets for CI. Reads files, never writes any.
struct LintCommand {
    enum Format: String, CaseIterable { case text, json, sarif, github }

    var paths: [String] = []
    var format = Format.text
    var configurationPath: String?
    var maximumWarnings: Int?
    var quiet = false

    /// Parses the options; nil after printing a usage error.
    init?(arguments: [String]) {
        var index = 0
        func value(_ option: String) -> String? {
            guard index + 1 < arguments.count else {
                write("style-lsp lint: \(option) needs a value\n", to: .standardError)
                return nil
            }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format", "-f":
                guard let text = value(argument) else { return nil }
                guard let format = Format(rawValue: text) else {
                    write("style-lsp lint: unknown format '\(text)'; use text, json, sarif or github\n", to: .standardError)
                    return nil
                }
                self.format = format
            case "--config", "-c":
                guard let text = value(argument) else { return nil }
                configurationPath = absolutePath(text)
            case "--max-warnings":
                guard let text = value(argument) else { return nil }
                guard let number = Int(text), number >= 0 else {
                    write("style-lsp lint: --max-warnings takes a number of warnings, not '\(text)'\n", to: .standardError)
                    return nil
                }
                maximumWarnings = number
            case "--quiet", "-q":
                quiet = true
            case let option where option.hasPrefix("-") && option != "-":
                write("style-lsp lint: unknown option '\(option)'\n", to: .standardError)
                return nil
            default:
                paths.append(argument)
            }
            index += 1
        }
        if paths.isEmpty { paths = ["."] }
    }

    /// One file's results.
    struct FileReport {
        var path: String
        var bytes: [UInt8]
        var diagnostics: [Diagnostic]
    }

    func run() -> Int32 {
        var ioProblem = false
        if let configurationPath, !FileManager.default.fileExists(atPath: configurationPath) {
            write("style-lsp lint: \(configurationPath): no such configuration file\n", to: .standardError)
            return 2
        }
        // The files to report on, grouped by the project that governs them.
        var projects: [String: Project] = [:]
        var targets: [String: [String]] = [:]
        func project(for directory: String) -> (String, Project) {
            let key = configurationPath ?? ProjectConfiguration.find(from: directory) ?? directory
            if let known = projects[key] { return (key, known) }
            let loaded = Project.load(for: directory, configurationPath: configurationPath)
            projects[key] = loaded
            return (key, loaded)
        }
        for path in paths {
            let absolute = absolutePath(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                write("style-lsp lint: \(path): no such file or directory\n", to: .standardError)
                ioProblem = true
                continue
            }
            if isDirectory.boolValue {
                let (key, governing) = project(for: absolute)
                let files = Project.files(under: absolute) { $0.hasSuffix(".css") && governing.configuration.includes($0) }
                targets[key, default: []].append(contentsOf: files)
            } else {
                let directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
                let (key, _) = project(for: directory)
                targets[key, default: []].append(absolute)
            }
        }

        var reports: [FileReport] = []
        for (key, files) in targets.sorted(by: { $0.key < $1.key }) {
            guard let project = projects[key] else { continue }
            let requested = Set(files)
            // The project's other stylesheets provide variables and @extend targets: with a
            // configuration, all of the project's; without one, the .css files beside each
            // linted file (an app loads its stylesheets together).
            var context: Set<String> = []
            if project.configuration.path != nil {
                context = Set(project.stylesheetPaths())
            } else {
                for directory in Set(requested.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }) {
                    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                    for name in siblings where name.hasSuffix(".css") {
                        context.insert(URL(fileURLWithPath: directory).appendingPathComponent(name).standardizedFileURL.path)
                    }
                }
            }
            var sourcePaths = Array(requested.union(context))
            sourcePaths.sort { project.configuration.loadOrderKey($0) < project.configuration.loadOrderKey($1) }
            // Read and parse on all cores.
            let trees = concurrentMap(sourcePaths) { path -> SyntaxTree? in
                FileManager.default.contents(atPath: path).map { SyntaxTree(bytes: Array($0)) }
            }
            var sources: [Workspace.Source] = []
            for (path, tree) in zip(sourcePaths, trees) {
                guard let tree else {
                    if requested.contains(path) {
                        write("style-lsp lint: \(displayPath(path)): cannot read the file\n", to: .standardError)
                        ioProblem = true
                    }
                    continue
                }
                sources.append(Workspace.Source(path: path, tree: tree))
            }
            // The layout preview's problems too (cycles, unknown ids, views of zero size or outside
            // their superview), each stylesheet with its view definition if it has one.
            var definitions: [String: ViewDefinition] = [:]
            for path in requested { definitions[path] = project.viewDefinition(for: path) }
            let options = (try? PreviewOptions(settings: project.configuration.preview)) ?? PreviewOptions()
            let analysisContext = project.context
            let layoutCheck: Workspace.DocumentCheck = { [definitions] analysis, symbols, _ in
                guard requested.contains(analysis.path) else { return [] }
                return Preview(
                    analysis: analysis, viewDefinition: definitions[analysis.path], symbols: symbols, context: analysisContext, options: options
                ).diagnostics
            }
            for analysis in Workspace.analyze(sources, context: analysisContext, documentCheck: layoutCheck) where requested.contains(analysis.path) {
                reports.append(FileReport(path: analysis.path, bytes: analysis.tree.bytes, diagnostics: analysis.diagnostics))
            }
            if let configuration = project.configuration.path, !project.configurationDiagnostics.isEmpty,
                let bytes = FileManager.default.contents(atPath: configuration) {
                reports.append(FileReport(path: configuration, bytes: Array(bytes), diagnostics: project.configurationDiagnostics))
            }
            for definition in project.viewDefinitions where !definition.diagnostics.isEmpty {
                if let bytes = FileManager.default.contents(atPath: definition.path) {
                    reports.append(FileReport(path: definition.path, bytes: Array(bytes), diagnostics: definition.diagnostics))
                }
            }
        }
        reports.sort { $0.path < $1.path }
        if quiet {
            reports = reports.map { FileReport(path: $0.path, bytes: $0.bytes, diagnostics: $0.diagnostics.filter { $0.severity == .error }) }
        }

        // A path that could not be read was reported on stderr; a summary of no files beside
        // it would read as a clean result.
        if ioProblem && reports.isEmpty { return 2 }
        let output = LintOutput(reports: reports.map { report in
            LintOutput.File(path: displayPath(report.path), lines: LineIndex(report.bytes), diagnostics: report.diagnostics)
        })
        switch format {
        case .text: write(output.text(), to: .standardOutput)
        case .json: write(output.json(), to: .standardOutput)
        case .sarif: write(output.sarif(), to: .standardOutput)
        case .github: write(output.github(), to: .standardOutput)
        }
        if ioProblem { return 2 }
        let errors = reports.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
        let warnings = reports.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
        if errors > 0 { return 1 }
        if let maximumWarnings, warnings > maximumWarnings {
            write("style-lsp lint: \(warnings) warnings, more than --max-warnings \(maximumWarnings)\n", to: .standardError)
            return 1
        }
        return 0
    }
}

func absolutePath(_ path: String) -> String {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    return url.standardizedFileURL.path
}

/// Relative to the current folder when inside it.
func displayPath(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let base = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
}
