import Foundation
import StyleLSP
import StyleParser
import StyleProject

/// The command-line interface. Every command reads files and writes to stdout and stderr; only
/// `format --write` and `lint --fix` write files, those they change. Exit status: 0 success,
/// 1 problems found, 2 usage or I/O errors.
struct CommandLineTool {
    static let usage = """
        usage: style-lsp [--stdio]
               style-lsp lint [PATH…] [--format text|json|sarif|github] [--config FILE]
                              [--max-warnings N] [--quiet] [--fix]
               style-lsp format [--check | --write] [PATH…] [--config FILE]
               style-lsp preview FILE [--views FILE.xml|none] [--device NAME | --width W --height H]
                                 [--landscape] [--columns N] [--format text|json|svg] [--unicode]
                                 [--theme light|dark] [--scale N] [--no-outlines]
               style-lsp parse FILE [--tree]

          (none)  run the language server over stdin/stdout (LSP 3.17); --stdio too
          lint    check stylesheets (files, or folders searched for *.css) and report
                  problems; exit 0 when clean, 1 with errors (or more warnings than
                  --max-warnings), 2 for usage or I/O problems; --fix first makes
                  every safe fix (one unambiguous repair) and rewrites those files
          format  lay out stylesheets (files, folders, or - for stdin): print the result;
                  --check lists the files that would change (exit 1 if any), --write
                  rewrites them; indentation and more from .stylelsp.json's "format",
                  else .editorconfig
          preview lay out the views the stylesheet styles (from FILE.xml beside it, the
                  configured view definitions, --views, or else its nested rulesets, which
                  --views none forces and a view definition it styles nothing of gives) and
                  draw them; json gives every view's frame, svg a picture of the
                  screen as the app shows it (write it to a file: > screen.svg)
          parse   parse FILE (or - for stdin) and print its syntax diagnostics;
                  --tree also prints the syntax tree

        """

    let arguments: [String]

    func run() -> Int32 {
        guard let command = arguments.first else { return serve() }
        let rest = Array(arguments.dropFirst())
        if ["lint", "format", "preview", "parse"].contains(command) && rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
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
        case "format":
            guard let command = FormatCommand(arguments: rest) else {
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
                    + "an editor starts it. For the command line see 'style-lsp --help' (lint, format, preview, parse). Ctrl-D quits.\n",
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

/// A command's arguments, read one at a time by its option parser; problems are said on
/// stderr as `style-lsp COMMAND: …`.
struct ArgumentReader {
    let command: String
    private let arguments: [String]
    private var index = 0

    init(_ arguments: [String], command: String) {
        self.arguments = arguments
        self.command = command
    }

    /// The next argument, nil after the last.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// The value given after `option`, or nil after saying it is missing.
    mutating func value(of option: String) -> String? {
        guard let value = next() else {
            problem("\(option) needs a value")
            return nil
        }
        return value
    }

    /// The positive number given after `option`, or nil after saying what is wrong.
    mutating func positiveNumber(of option: String) -> Double? {
        guard let text = value(of: option) else { return nil }
        guard let number = Double(text), number > 0 else {
            problem("\(option) takes a positive number, not '\(text)'")
            return nil
        }
        return number
    }

    func problem(_ message: String) {
        write("style-lsp \(command): \(message)\n", to: .standardError)
    }
}
