import Foundation
import Testing
import TestSupport

/// `style-lsp lint`, run as a process: exit codes, every output format, folders, the
/// configuration, suppression comments and unreadable files.
@Suite struct LintCommandTests {
    static let clean = ".card {\n    alpha: 0.5;\n    frame: parent(10, 10);\n}\n"
    static let broken = ".card {\n    textColr: red;\n    alpha: 0.5\n}\n"

    @Test func cleanFileExitsZero() throws {
        let project = try TemporaryProject(["a.css": Self.clean])
        let result = try run(["lint", "a.css"], in: project.url)
        #expect(result.status == 0)
        #expect(result.output == "no problems in 1 file\n")
        #expect(result.errors.isEmpty)
    }

    @Test func textFormat() throws {
        let project = try TemporaryProject(["a.css": Self.broken])
        let result = try run(["lint", "a.css"], in: project.url)
        #expect(result.status == 1)
        #expect(result.output == """
            a.css:2:5: error: unknown property 'textColr': InterfaCSS ignores it; did you mean 'textColor'? [unknown-property]
            a.css:3:15: error: expected ';' after the value of 'alpha': InterfaCSS ignores a declaration without it [expected-semicolon]
            2 problems (2 errors, 0 warnings) in 1 file

            """)
    }

    @Test func warningsAndMaxWarnings() throws {
        let project = try TemporaryProject(["a.css": ".card {\n    alpha: 0.5;\n    alpha: 0.7;\n}\n"])
        #expect(try run(["lint", "a.css"], in: project.url).status == 0)
        #expect(try run(["lint", "a.css", "--max-warnings", "1"], in: project.url).status == 0)
        let strict = try run(["lint", "a.css", "--max-warnings", "0"], in: project.url)
        #expect(strict.status == 1)
        #expect(strict.errors.contains("1 warnings, more than --max-warnings 0"))
        let quiet = try run(["lint", "--quiet", "a.css"], in: project.url)
        #expect(quiet.output == "no problems in 1 file\n")
    }

    @Test func jsonFormat() throws {
        let project = try TemporaryProject(["a.css": Self.broken])
        let result = try run(["lint", "--format", "json", "a.css"], in: project.url)
        #expect(result.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(Set(entries[0].keys) == ["file", "line", "column", "endLine", "endColumn", "severity", "code", "message"])
        #expect(entries[0]["file"] as? String == "a.css")
        #expect(entries[0]["line"] as? Int == 2)
        #expect(entries[0]["column"] as? Int == 5)
        #expect(entries[0]["endColumn"] as? Int == 13)
        #expect(entries[0]["code"] as? String == "unknown-property")
        #expect(entries[1]["severity"] as? String == "error")
    }

    @Test func sarifFormatHasTheRequiredStructure() throws {
        let project = try TemporaryProject(["styles/a.css": Self.broken, "styles/b.css": Self.clean])
        let result = try run(["lint", "--format", "sarif", "styles"], in: project.url)
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "style-lsp")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ["expected-semicolon", "unknown-property"])
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String != nil)
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] as? String != nil)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "styles/a.css")
            let region = try #require(location["region"] as? [String: Any])
            for key in ["startLine", "startColumn", "endLine", "endColumn"] { #expect((region[key] as? Int ?? 0) >= 1) }
        }
    }

    @Test func githubFormat() throws {
        let project = try TemporaryProject(["a,b.css": Self.broken])
        let result = try run(["lint", "--format", "github", "a,b.css"], in: project.url)
        #expect(result.output.split(separator: "\n") == [
            "::error file=a%2Cb.css,line=2,col=5,endLine=2,endColumn=13,title=style-lsp unknown-property::unknown property 'textColr': InterfaCSS ignores it; did you mean 'textColor'?",
            "::error file=a%2Cb.css,line=3,col=15,endLine=3,endColumn=15,title=style-lsp expected-semicolon::expected ';' after the value of 'alpha': InterfaCSS ignores a declaration without it",
        ])
    }

    @Test func foldersHonourTheConfiguration() throws {
        let project = try TemporaryProject([
            ".stylelsp.json": #"{"include": ["App/**/*.css"], "exclude": ["**/web/**"], "stylesheets": ["App/constants.css", "App/main.css"]}"#,
            "App/constants.css": "@accent: red;\n",
            "App/main.css": ".title { textColor: @accent; }\n",
            "App/web/site.css": "body { color: red; margin: 0 auto; }\n",
            "Other/notes.css": "not interfacss at all {\n",
            "node_modules/x/y.css": "}\n",
        ])
        let result = try run(["lint", "."], in: project.url)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "no problems in 2 files\n")
        // A file named explicitly is linted even outside `include`.
        #expect(try run(["lint", "Other/notes.css"], in: project.url).status == 1)
    }

    @Test func configurationFileAndItsProblems() throws {
        let project = try TemporaryProject([
            "config.json": #"{"rules": {"unknown-property": "error"}, "classes": {"HeaderView": {"properties": {"tint": "colour"}}}}"#,
            "a.css": ".card { textColr: red; }\nHeaderView { alpha: 1; }\n",
        ])
        let result = try run(["lint", "--config", "config.json", "a.css"], in: project.url)
        #expect(result.status == 1)
        #expect(result.output.contains("a.css:1:9: error: unknown property 'textColr'"))
        #expect(result.output.contains("config.json:1:"))
        #expect(result.output.contains("unknown type 'colour'; did you mean 'color'?"))
        #expect(!result.output.contains("HeaderView' is not a class"))
        let missing = try run(["lint", "--config", "nope.json", "a.css"], in: project.url)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("nope.json: no such configuration file"))
    }

    @Test func suppressionComments() throws {
        let project = try TemporaryProject([
            "a.css": "/* stylelsp-disable-next-line unknown-property */\n.card { textColr: red; }\n/* stylelsp-disable-next-line unknown-color */\n.x { alpha: 1; }\n",
        ])
        let result = try run(["lint", "a.css"], in: project.url)
        #expect(result.output == "a.css:3:1: warning: this suppression comment suppresses nothing; remove it [unused-suppression]\n1 problem (0 errors, 1 warning) in 1 file\n")
    }

    @Test func usageAndIOProblemsExitTwo() throws {
        let project = try TemporaryProject(["a.css": Self.clean])
        let unknownOption = try run(["lint", "--colour", "a.css"], in: project.url)
        #expect(unknownOption.status == 2)
        #expect(unknownOption.errors.contains("unknown option '--colour'"))
        let badFormat = try run(["lint", "--format", "xml", "a.css"], in: project.url)
        #expect(badFormat.status == 2)
        #expect(badFormat.errors.contains("unknown format 'xml'"))
        let badNumber = try run(["lint", "--max-warnings", "many"], in: project.url)
        #expect(badNumber.status == 2)
        let missing = try run(["lint", "a.css", "missing.css"], in: project.url)
        #expect(missing.status == 2)
        #expect(missing.errors == "style-lsp lint: missing.css: no such file or directory\n")
        #expect(missing.output == "no problems in 1 file\n", "the readable file is still linted")
        #expect(try run(["frobnicate"]).status == 2)
    }

    @Test func unreadableFile() throws {
        let project = try TemporaryProject(["a.css": Self.clean, "locked.css": Self.clean])
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("dangling.css").path, withDestinationPath: "/nonexistent/x.css")
        let dangling = try run(["lint", "dangling.css"], in: project.url)
        #expect(dangling.status == 2)
        #expect(dangling.errors.contains("dangling.css: no such file or directory"))
        // Permissions do not stop root, so this part needs another user.
        if getuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: project.url.appendingPathComponent("locked.css").path)
            let locked = try run(["lint", "locked.css", "a.css"], in: project.url)
            #expect(locked.status == 2)
            #expect(locked.errors.contains("locked.css: cannot read the file"))
        }
    }

    @Test func lintNeverWritesFiles() throws {
        let project = try TemporaryProject([".stylelsp.json": "{}", "a.css": Self.broken, "b/c.css": Self.clean])
        let before = project.snapshot()
        for format in ["text", "json", "sarif", "github"] {
            _ = try run(["lint", "--format", format, "."], in: project.url)
        }
        #expect(project.snapshot() == before)
    }

    /// Its comment promises three mistakes: lint finds those and nothing else.
    @Test func theBundledExampleShowsRealDiagnostics() throws {
        let example = try String(contentsOf: repositoryRoot.appendingPathComponent("examples/ProfileScreen.css"), encoding: .utf8)
        #expect(example.contains("It has three mistakes"))
        let result = try run(["lint", "examples/ProfileScreen.css"], in: repositoryRoot)
        #expect(result.status == 1)
        let codes = result.output.split(separator: "\n").filter { $0.hasSuffix("]") }.compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } }
        #expect(codes == ["unknown-property", "unknown-enum-value", "expected-semicolon"])
        #expect(result.output.hasSuffix("3 problems (3 errors, 0 warnings) in 1 file\n"))
    }

    @Test func helpForEachCommand() throws {
        for command in ["lint", "preview", "parse"] {
            let result = try run([command, "--help"])
            #expect(result.status == 0, "\(command)")
            #expect(result.output.hasPrefix("usage: style-lsp [--stdio]\n"), "\(command)")
            #expect(result.errors.isEmpty, "\(command)")
        }
    }

    /// No summary ("no problems in 0 files") beside the error.
    @Test func aMissingFileIsAnErrorAlone() throws {
        let project = try TemporaryProject(["a.css": Self.clean])
        let missing = try run(["lint", "missing.css"], in: project.url)
        #expect(missing.status == 2)
        #expect(missing.output.isEmpty)
        #expect(missing.errors == "style-lsp lint: missing.css: no such file or directory\n")
        // With another file that is read, its results still come out.
        let partly = try run(["lint", "a.css", "missing.css"], in: project.url)
        #expect(partly.status == 2)
        #expect(partly.output == "no problems in 1 file\n")
    }

    /// The same bytes on every run, keys in a fixed order.
    @Test func jsonAndSarifAreReproducible() throws {
        let project = try TemporaryProject(["a.css": Self.broken, "b.css": ".x { alpha: 0.5; alpha: 0.6; }\n"])
        for format in ["json", "sarif"] {
            let runs = try (0..<3).map { _ in try run(["lint", "--format", format, "."], in: project.url).output }
            #expect(Set(runs).count == 1, "\(format)")
        }
        let json = try run(["lint", "--format", "json", "b.css"], in: project.url).output
        #expect(json == """
            [
              {
                "file" : "b.css",
                "line" : 1,
                "column" : 6,
                "endLine" : 1,
                "endColumn" : 17,
                "severity" : "warning",
                "code" : "duplicate-property",
                "message" : "'alpha' is set again later in this block; InterfaCSS applies the last value"
              }
            ]

            """)
    }

    /// Started by hand in a terminal, the server says what it is (and quits at end of input).
    @Test func theServerInATerminalSaysWhatItIs() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "needs script(1) for a terminal")
        let process = Process()
        process.executableURL = script
        process.arguments = ["-qec", styleLSPBinary.path, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.hasPrefix("style-lsp: a language server for InterfaCSS stylesheets, speaking LSP (JSON-RPC) on stdin and stdout"))
        // Through a pipe, as editors start it, it says nothing.
        let piped = try run([], input: "")
        #expect(piped.errors.isEmpty)
    }

    @Test func parseCommandPrintsTheTree() throws {
        let result = try run(["parse", "-", "--tree"], input: ".a { alpha: 1; }")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Stylesheet 0..16\n  Ruleset 0..16\n"))
    }
}
