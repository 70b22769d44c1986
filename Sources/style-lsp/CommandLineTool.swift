import Foundation
import StyleLSP
import StyleParser
import StyleProject

/// The command-line interface. Every command reads files and writes to stdout and stderr only;
/// none writes to any file. Exit status: 0 success, 1 problems found, 2 usage or I/O errors.
struct CommandLineTool {
    static let usage = """
        usage: style-lsp [--stdio]
               style-lsp lint [PATH…] [--format text|json|sarif|github] [--config FILE]
                              [--max-warnings N] [--quiet]
               style-lsp preview FILE [--views FILE.xml] [--device NAME | --width W --height H]
                                 [--landscape] [--columns N] [--format text|json|svg] [--unicode]
                                 [--theme light|dark] [--scale N] [--no-outlines]
               style-lsp parse FILE [--tree]

          (none)  run the language server over stdin/stdout (LSP 3.17); --stdio too
          lint    check stylesheets (files, or folders searched for *.css) and report
                  problems; exit 0 when clean, 1 with errors (or more warnings than
                  --max-warnings), 2 for usage or I/O problems
          preview lay out the views the stylesheet styles (from FILE.xml beside it, the
                  configured view definitions, --views, or else its nested rulesets) and
                  draw them; json gives every view's frame, svg a picture of the
                  screen as the app shows it (write it to a file: > screen.svg)
          parse   parse FILE (or - for stdin) and print its syntax diagnostics;
                  --tree also prints the syntax tree

        """

    let arguments: [String]

    func run() -> Int32 {
        guard let command = arguments.first else { return serve() }
        let rest = Array(arguments.dropFirst())
        if ["lint", "preview", "parse"].contains(command) && rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            write(CommandLineTool.usage, to: .standardOutput)
            return 0
        }
        switch command {
        case "--stdio", "serve": return serve()
        case "parse": return parse(rest)
        case "lint":
            guard let command = LintCommand(arguments: rest) else {
                write("\n" + CommandLineTool.usage, to: .standardError)
                return 2
            }
            return command.run()
        case "preview":
            guard let command = PreviewCommand(arguments: rest) else {
                write("\n" + CommandLineTool.usage, to: .standardError)
                return 2
            }
            return command.run()
        case "--version", "version":
            write("style-lsp \(styleLSPVersion)\n", to: .standardOutput)
            return 0
        case "--help", "-h", "help":
            write(CommandLineTool.usage, to: .standardOutput)
            return 0
        default:
            return usageError("unknown command '\(command)'")
        }
    }

    /// The language server. Started by hand in a terminal it would wait without a word for
    /// JSON-RPC on stdin, so it says what it is first (on stderr, which clients log).
    private func serve() -> Int32 {
        if isatty(STDIN_FILENO) != 0 {
            write(
                "style-lsp: a language server for InterfaCSS stylesheets, speaking LSP (JSON-RPC) on stdin and stdout; "
                    + "an editor starts it. For the command line see 'style-lsp --help' (lint, preview, parse). Ctrl-D quits.\n",
                to: .standardError)
        }
        return ServerConnection().run()
    }

    private func parse(_ arguments: [String]) -> Int32 {
        var showTree = false
        var files: [String] = []
        for argument in arguments {
            switch argument {
            case "--tree": showTree = true
            case "-": files.append(argument)
            case let option where option.hasPrefix("-"): return usageError("unknown option '\(option)'")
            default: files.append(argument)
            }
        }
        guard files.count == 1 else { return usageError("parse takes exactly one FILE") }
        let path = files[0]
        guard let bytes = readInput(path) else { return 2 }
        let tree = SyntaxTree(bytes: bytes)
        var output = showTree ? tree.dump() : ""
        let lines = LineIndex(bytes)
        let diagnostics = tree.diagnostics
        for diagnostic in diagnostics {
            let start = lines.position(of: diagnostic.range.lowerBound, encoding: .utf32)
            output += "\(path == "-" ? "<stdin>" : path):\(start.line + 1):\(start.column + 1): "
                + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
        }
        write(output, to: .standardOutput)
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// The bytes of `path` (`-` for stdin), or nil after printing why they cannot be read.
    private func readInput(_ path: String) -> [UInt8]? {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        let disk = DiskFileSystem()
        guard disk.exists(path) else {
            write("style-lsp: \(path): no such file\n", to: .standardError)
            return nil
        }
        guard !disk.isFolder(path) else {
            write("style-lsp: \(path): is a directory\n", to: .standardError)
            return nil
        }
        guard let bytes = disk.contents(of: path) else {
            write("style-lsp: \(path): cannot read the file\n", to: .standardError)
            return nil
        }
        return bytes
    }

    private func usageError(_ message: String) -> Int32 {
        write("style-lsp: \(message)\n\n\(CommandLineTool.usage)", to: .standardError)
        return 2
    }
}

enum OutputStream { case standardOutput, standardError }

func write(_ text: String, to stream: OutputStream) {
    let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
    handle.write(Data(text.utf8))
}
