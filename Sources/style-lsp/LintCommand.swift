import Foundation
import StyleLint
import StyleParser
import StyleProject
import StyleSemantics

/// `style-lsp lint [PATH…]`: checks stylesheets for CI. Reads files; with `--fix` (only then)
/// makes every safe fix in them first (`FixAll`, as the editor's fix-all does), writing each
/// changed file atomically, and reports what is left.
struct LintCommand {
    enum Format: String, CaseIterable { case text, json, sarif, github }

    var paths: [String] = []
    var format = Format.text
    var configurationPath: String?
    var maximumWarnings: Int?
    var quiet = false
    var fix = false

    /// Parses the options; nil after printing a usage error.
    init?(arguments: [String]) {
        var reader = ArgumentReader(arguments, command: "lint")
        while let argument = reader.next() {
            switch argument {
            case "--format", "-f":
                guard let text = reader.value(of: argument) else { return nil }
                guard let format = Format(rawValue: text) else {
                    reader.problem("unknown format '\(text)'; use text, json, sarif or github")
                    return nil
                }
                self.format = format
            case "--config", "-c":
                guard let text = reader.value(of: argument) else { return nil }
                configurationPath = absolutePath(text)
            case "--max-warnings":
                guard let text = reader.value(of: argument) else { return nil }
                guard let number = Int(text), number >= 0 else {
                    reader.problem("--max-warnings takes a number of warnings, not '\(text)'")
                    return nil
                }
                maximumWarnings = number
            case "--quiet", "-q":
                quiet = true
            case "--fix":
                fix = true
            case let option where option.hasPrefix("-") && option != "-":
                reader.problem("unknown option '\(option)'")
                return nil
            default:
                paths.append(argument)
            }
        }
        if paths.isEmpty { paths = ["."] }
    }

    func run() -> Int32 {
        if let configurationPath, !DiskFileSystem().exists(configurationPath) {
            write("style-lsp lint: \(configurationPath): no such configuration file\n", to: .standardError)
            return 2
        }
        var report = Lint.run(paths.map(absolutePath), configurationPath: configurationPath)
        var fixed: [(path: String, lines: LineIndex, fixes: [FixAll.Fixed])] = []
        if fix {
            var failed = false
            (fixed, failed) = applyFixes(report)
            if !fixed.isEmpty { report = Lint.run(paths.map(absolutePath), configurationPath: configurationPath) }
            if failed { report.unreadable.append("some fixes could not be written; those files are as they were") }
        }
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
        case .json where fix: write(output.json(fixed: fixed.map { (displayPath($0.path), $0.lines, $0.fixes) }), to: .standardOutput)
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

extension LintCommand {
    /// Makes every safe fix of the files `report` found fixable and writes those that changed.
    /// Returns what was fixed in each (positions in the text before), and whether a write failed.
    func applyFixes(_ report: Lint.Report) -> (fixed: [(path: String, lines: LineIndex, fixes: [FixAll.Fixed])], failed: Bool) {
        let model = ProjectModel()
        var fixed: [(path: String, lines: LineIndex, fixes: [FixAll.Fixed])] = []
        var failed = false
        for file in report.files where file.diagnostics.contains(where: { FixAll.safeFix(of: $0) != nil }) {
            guard file.path.hasSuffix(".xml") || !file.path.hasSuffix(ProjectConfiguration.fileName) else { continue }
            let project = model.project(for: file.path, configurationPath: configurationPath)
            if !project.isIndexed { model.index(project) }
            // Checked as lint checked it: a stylesheet named on the command line is InterfaCSS.
            let result = model.fixAll(file.bytes, at: file.path, languageId: file.path.hasSuffix(".xml") ? "xml" : "interfacss")
            guard result.text != file.bytes else { continue }
            do {
                try replaceFile(file.path, with: result.text)
            } catch {
                write("style-lsp lint: \(displayPath(file.path)): cannot write the fixes (\(error.localizedDescription))\n", to: .standardError)
                failed = true
                continue
            }
            fixed.append((file.path, LineIndex(file.bytes), result.fixed))
            let count = result.fixed.count
            var note = "style-lsp lint: \(displayPath(file.path)): \(count) problem\(count == 1 ? "" : "s") fixed"
            if result.stop == .cycle { note += "; stopped where fixes undid each other" }
            if result.stop == .passLimit { note += "; stopped after \(FixAll.maximumPasses) passes with more to fix" }
            write(note + "\n", to: .standardError)
        }
        return (fixed, failed)
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
