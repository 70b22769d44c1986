import Foundation
import StyleParser
import StyleSemantics

/// The lint report in each output format. Lines and columns are 1-based; columns count UTF-16
/// code units, as LSP and SARIF do by default. End columns are exclusive.
struct LintOutput {
    struct File {
        var path: String
        var lines: LineIndex
        var diagnostics: [Diagnostic]
    }

    /// One diagnostic in the `json` format.
    struct Entry {
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var severity: String
        var code: String
        var message: String

        var json: LintJSON {
            .object([
                ("file", .string(file)), ("line", .number(line)), ("column", .number(column)), ("endLine", .number(endLine)),
                ("endColumn", .number(endColumn)), ("severity", .string(severity)), ("code", .string(code)), ("message", .string(message)),
            ])
        }
    }

    let reports: [File]

    var entries: [Entry] {
        reports.flatMap { file in
            file.diagnostics.map { diagnostic in
                let start = file.lines.position(of: diagnostic.range.lowerBound)
                let end = file.lines.position(of: diagnostic.range.upperBound)
                return Entry(
                    file: file.path, line: start.line + 1, column: start.column + 1, endLine: end.line + 1,
                    endColumn: end.column + 1, severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue,
                    message: diagnostic.message)
            }
        }
    }

    func count(_ severity: DiagnosticSeverity) -> Int {
        reports.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
    }

    /// `file:line:column: severity: message [code]`, then a summary line.
    func text() -> String {
        var output = ""
        for entry in entries {
            output += "\(entry.file):\(entry.line):\(entry.column): \(entry.severity): \(entry.message) [\(entry.code)]\n"
        }
        let files = Set(reports.map(\.path)).count
        let total = entries.count
        if total == 0 {
            output += "no problems in \(files) file\(files == 1 ? "" : "s")\n"
        } else {
            var parts = ["\(count(.error)) error\(count(.error) == 1 ? "" : "s")", "\(count(.warning)) warning\(count(.warning) == 1 ? "" : "s")"]
            if count(.information) > 0 { parts.append("\(count(.information)) info") }
            if count(.hint) > 0 { parts.append("\(count(.hint)) hint\(count(.hint) == 1 ? "" : "s")") }
            output += "\(total) problem\(total == 1 ? "" : "s") (\(parts.joined(separator: ", "))) in \(files) file\(files == 1 ? "" : "s")\n"
        }
        return output
    }

    /// The entries in the order README.md lists their keys.
    func json() -> String {
        LintJSON.array(entries.map(\.json)).rendered
    }

    /// With `--fix`: what was fixed (where it was before) and the problems left.
    func json(fixed: [(path: String, lines: LineIndex, fixes: [FixAll.Fixed])]) -> String {
        let made: [LintJSON] = fixed.flatMap { file in
            file.fixes.map { fix in
                let position = file.lines.position(of: fix.offset)
                return LintJSON.object([
                    ("file", .string(file.path)), ("line", .number(position.line + 1)), ("column", .number(position.column + 1)),
                    ("code", .string(fix.code.rawValue)), ("message", .string(fix.message)), ("fix", .string(fix.title)),
                ])
            }
        }
        return LintJSON.object([("fixed", .array(made)), ("problems", .array(entries.map(\.json)))]).rendered
    }

    /// SARIF 2.1.0, for code-scanning upload.
    func sarif() -> String {
        let used = Array(Set(reports.flatMap { $0.diagnostics.map(\.code) })).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
        let rules: [LintJSON] = used.map { code in
            .object([
                ("id", .string(code.rawValue)),
                ("shortDescription", .object([("text", .string(code.summary.isEmpty ? code.rawValue : code.summary))])),
                ("defaultConfiguration", .object([("level", .string(SARIF.level(code.defaultSeverity)))])),
            ])
        }
        var results: [LintJSON] = []
        for file in reports {
            let uri = file.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file.path
            for diagnostic in file.diagnostics {
                let start = file.lines.position(of: diagnostic.range.lowerBound)
                let end = file.lines.position(of: diagnostic.range.upperBound)
                let region = LintJSON.object([
                    ("startLine", .number(start.line + 1)), ("startColumn", .number(start.column + 1)),
                    ("endLine", .number(end.line + 1)), ("endColumn", .number(end.column + 1)),
                ])
                let location = LintJSON.object([
                    ("physicalLocation", .object([("artifactLocation", .object([("uri", .string(uri))])), ("region", region)])),
                ])
                results.append(.object([
                    ("ruleId", .string(diagnostic.code.rawValue)), ("ruleIndex", .number(ruleIndex[diagnostic.code] ?? 0)),
                    ("level", .string(SARIF.level(diagnostic.severity))), ("message", .object([("text", .string(diagnostic.message))])),
                    ("locations", .array([location])),
                ]))
            }
        }
        let driver = LintJSON.object([
            ("name", .string("style-lsp")), ("semanticVersion", .string(styleLSPVersion)), ("rules", .array(rules)),
        ])
        return LintJSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])), ("columnKind", .string("utf16CodeUnits")), ("results", .array(results)),
            ])])),
        ]).rendered
    }

    /// GitHub Actions workflow commands: one annotation per diagnostic.
    func github() -> String {
        var output = ""
        for entry in entries {
            let command: String
            switch entry.severity {
            case "error": command = "error"
            case "warning": command = "warning"
            default: command = "notice"
            }
            let properties = [
                "file=\(escapeProperty(entry.file))", "line=\(entry.line)", "col=\(entry.column)", "endLine=\(entry.endLine)",
                "endColumn=\(entry.endColumn)", "title=\(escapeProperty("style-lsp \(entry.code)"))",
            ]
            output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(entry.message))\n"
        }
        return output
    }

    func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// SARIF's names for severities.
enum SARIF {
    static func level(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }
}

let styleLSPVersion = "0.1.0"
