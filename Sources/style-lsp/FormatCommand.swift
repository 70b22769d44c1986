import Foundation
import StyleFormat
import StyleParser
import StyleProject

/// `style-lsp format [--check | --write] [PATH…]`: lays out stylesheets as `StyleFormatter`
/// does, with each file's options (its project's `format` settings, `.editorconfig`, the
/// defaults). Without a flag it prints the formatted text; `--check` lists the files that would
/// change; `--write` rewrites those, each atomically. Nothing is written without `--write`.
struct FormatCommand {
    enum Mode { case print, check, write }

    var mode = Mode.print
    var paths: [String] = []
    var configurationPath: String?

    /// Parses the options; nil after printing a usage error.
    init?(arguments: [String]) {
        var reader = ArgumentReader(arguments, command: "format")
        while let argument = reader.next() {
            switch argument {
            case "--check", "--write":
                let wanted: Mode = argument == "--check" ? .check : .write
                guard mode == .print || mode == wanted else {
                    reader.problem("--check and --write cannot be used together")
                    return nil
                }
                mode = wanted
            case "--config", "-c":
                guard let text = reader.value(of: argument) else { return nil }
                configurationPath = absolutePath(text)
            case let option where option.hasPrefix("-") && option != "-":
                reader.problem("unknown option '\(option)'")
                return nil
            default:
                paths.append(argument)
            }
        }
        if paths.isEmpty { paths = ["."] }
        if paths.contains("-") && (paths.count > 1 || mode == .write) {
            reader.problem("'-' (stdin) is formatted alone, and cannot be written")
            return nil
        }
    }

    func run() -> Int32 {
        if let configurationPath, !DiskFileSystem().exists(configurationPath) {
            write("style-lsp format: \(configurationPath): no such configuration file\n", to: .standardError)
            return 2
        }
        let model = ProjectModel()
        if paths == ["-"] {
            let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
            let tree = SyntaxTree(bytes: bytes)
            let result = StyleFormatter.format(tree, options: model.formatOptions(for: absolutePath("stdin.css"), tree: tree))
            let formatted = result.applied(to: bytes)
            reportSkipped(result, path: "<stdin>", bytes: bytes)
            if mode == .check {
                if formatted != bytes { write("<stdin>\n", to: .standardOutput) }
                return formatted != bytes ? 1 : 0
            }
            FileHandle.standardOutput.write(Data(formatted))
            return 0
        }
        let named = model.files(named: paths.map(absolutePath), configurationPath: configurationPath)
        // A path that is not there: nothing is formatted, let alone written.
        for missing in named.missing { write("style-lsp format: \(displayPath(missing)): no such file or directory\n", to: .standardError) }
        guard named.missing.isEmpty else { return 2 }
        var failed = false
        var changed: [String] = []
        for (_, stylesheets, viewDefinitions) in named.projects {
            for path in viewDefinitions where paths.contains(where: { absolutePath($0) == path }) {
                write("style-lsp format: \(displayPath(path)): a view definition; only stylesheets are formatted\n", to: .standardError)
            }
            for path in stylesheets {
                guard let bytes = model.fileSystem.contents(of: path) else {
                    write("style-lsp format: \(displayPath(path)): cannot read the file\n", to: .standardError)
                    failed = true
                    continue
                }
                let tree = SyntaxTree(bytes: bytes)
                let result = StyleFormatter.format(tree, options: model.formatOptions(for: path, tree: tree))
                reportSkipped(result, path: displayPath(path), bytes: bytes)
                let formatted = result.applied(to: bytes)
                switch mode {
                case .print:
                    FileHandle.standardOutput.write(Data(formatted))
                case .check:
                    if formatted != bytes { changed.append(path) }
                case .write:
                    guard formatted != bytes else { continue }
                    do {
                        try replaceFile(path, with: formatted)
                        changed.append(path)
                    } catch {
                        write("style-lsp format: \(displayPath(path)): cannot write the file (\(error.localizedDescription)); left as it was\n", to: .standardError)
                        failed = true
                    }
                }
            }
        }
        for path in changed { write(displayPath(path) + "\n", to: .standardOutput) }
        if failed { return 2 }
        return mode == .check && !changed.isEmpty ? 1 : 0
    }

    /// Says which items were left as written, so that a file that stays unformatted is not a
    /// mystery.
    private func reportSkipped(_ result: FormatResult, path: String, bytes: [UInt8]) {
        guard let first = result.skipped.first else { return }
        let line = LineIndex(bytes).position(of: first.lowerBound).line + 1
        let more = result.skipped.count > 1 ? " and \(result.skipped.count - 1) more" : ""
        write("style-lsp format: \(path):\(line): a syntax error; the item there\(more) left as written\n", to: .standardError)
    }
}
