import Foundation
import StyleLint
import StyleParser
import StyleProject
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

    func run() -> Int32 {
        if let configurationPath, !DiskFileSystem().exists(configurationPath) {
            write("style-lsp lint: \(configurationPath): no such configuration file\n", to: .standardError)
            return 2
        }
        var report = Lint.run(paths.map(absolutePath), configurationPath: configurationPath)
        for problem in report.unreadable { write("style-lsp lint: \(displayPath(problem))\n", to: .standardError) }
        for note in report.skipped { write("style-lsp lint: \(displayPath(note))\n", to: .standardError) }
        if quiet {
            report.files = report.files.map { Lint.File(path: $0.path, bytes: $0.bytes, diagnostics: $0.diagnostics.filter { $0.severity == .error }) }
        }

        // A path that could not be read was reported on stderr; a summary of no files beside
        // it would read as a clean result.
        if !report.unreadable.isEmpty && report.files.isEmpty { return 2 }
        let output = LintOutput(reports: report.files.map { file in
            LintOutput.File(path: displayPath(file.path), lines: LineIndex(file.bytes), diagnostics: file.diagnostics)
        })
        switch format {
        case .text: write(output.text(), to: .standardOutput)
        case .json: write(output.json(), to: .standardOutput)
        case .sarif: write(output.sarif(), to: .standardOutput)
        case .github: write(output.github(), to: .standardOutput)
        }
        if !report.unreadable.isEmpty { return 2 }
        let errors = report.files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
        let warnings = report.files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
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
