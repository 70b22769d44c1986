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
    struct Entry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var severity: String
        var code: String
        var message: String
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

    func json() -> String {
        encode(entries)
    }

    /// SARIF 2.1.0, for code-scanning upload.
    func sarif() -> String {
        let used = Array(Set(reports.flatMap { $0.diagnostics.map(\.code) })).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
        let rules = used.map { code in
            SARIF.Rule(
                id: code.rawValue, shortDescription: SARIF.Text(text: code.summary.isEmpty ? code.rawValue : code.summary),
                defaultConfiguration: SARIF.Configuration(level: SARIF.level(code.defaultSeverity)))
        }
        var results: [SARIF.Result] = []
        for file in reports {
            for diagnostic in file.diagnostics {
                let start = file.lines.position(of: diagnostic.range.lowerBound)
                let end = file.lines.position(of: diagnostic.range.upperBound)
                let uri = file.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file.path
                results.append(SARIF.Result(
                    ruleId: diagnostic.code.rawValue, ruleIndex: ruleIndex[diagnostic.code] ?? 0, level: SARIF.level(diagnostic.severity),
                    message: SARIF.Text(text: diagnostic.message),
                    locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                        artifactLocation: SARIF.ArtifactLocation(uri: uri),
                        region: SARIF.Region(startLine: start.line + 1, startColumn: start.column + 1, endLine: end.line + 1, endColumn: end.column + 1)))]))
            }
        }
        let log = SARIF.Log(runs: [SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.Driver(name: "style-lsp", semanticVersion: styleLSPVersion, rules: rules)),
            results: results)])
        return encode(log)
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

    func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The parts of SARIF 2.1.0 the report uses.
enum SARIF {
    static func level(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var columnKind = "utf16CodeUnits"
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }
}

let styleLSPVersion = "0.1.0"
