import Foundation
import Testing
import TestSupport

/// `style-lsp format` and `style-lsp lint --fix`, run as a process: what they print, their exit
/// codes, what they write (only when asked, atomically, keeping permissions) and the options
/// they read (`.stylelsp.json`'s `format`, `.editorconfig`).
@Suite struct FormatCommandTests {
    static let messy = ".card{alpha:0.5;\n  frame : parent(10,10); }\n\n\n\n#title { textColor: red; }\n"
    static let tidy = ".card {\n    alpha: 0.5;\n    frame: parent(10, 10);\n}\n\n#title {\n    textColor: red;\n}\n"

    func text(_ project: TemporaryProject, _ path: String) throws -> String {
        try String(contentsOf: project.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func printsTheFormattedTextAndWritesNothing() throws {
        let project = try TemporaryProject(["a.css": Self.messy])
        let before = project.snapshot()
        let result = try run(["format", "a.css"], in: project.url)
        #expect(result.status == 0)
        #expect(result.output == Self.tidy)
        #expect(project.snapshot() == before)
        // From stdin.
        let piped = try run(["format", "-"], in: project.url, input: Self.messy)
        #expect(piped.output == Self.tidy)
        #expect(piped.status == 0)
    }

    @Test func checkListsWhatWouldChange() throws {
        let project = try TemporaryProject(["styles/a.css": Self.messy, "styles/b.css": Self.tidy, "web/site.xml": "<a/>"])
        let before = project.snapshot()
        let result = try run(["format", "--check", "."], in: project.url)
        #expect(result.status == 1)
        #expect(result.output == "styles/a.css\n")
        #expect(project.snapshot() == before)
        let clean = try run(["format", "--check", "styles/b.css"], in: project.url)
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
        #expect(try run(["format", "--check", "-"], in: project.url, input: Self.tidy).status == 0)
        #expect(try run(["format", "--check", "-"], in: project.url, input: Self.messy).status == 1)
    }

    @Test func writeRewritesOnlyWhatChangesKeepingPermissions() throws {
        let project = try TemporaryProject(["a.css": Self.messy, "b.css": Self.tidy])
        let a = project.url.appendingPathComponent("a.css").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: a)
        let untouched = project.snapshot()["b.css"]
        let result = try run(["format", "--write", "."], in: project.url)
        #expect(result.status == 0)
        #expect(result.output == "a.css\n")
        #expect(try text(project, "a.css") == Self.tidy)
        #expect(project.snapshot()["b.css"] == untouched)
        #expect((try FileManager.default.attributesOfItem(atPath: a)[.posixPermissions] as? Int) == 0o640)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.path).sorted() == ["a.css", "b.css"])
        #expect(try run(["format", "--check", "."], in: project.url).status == 0)
    }

    @Test func optionsComeFromTheProjectThenEditorConfig() throws {
        let project = try TemporaryProject([
            ".editorconfig": "root = true\n[*.css]\nindent_style = tab\n[b.css]\nindent_style = space\nindent_size = 2\n",
            "a.css": ".a { alpha: 1; }\n", "b.css": ".b { alpha: 1; }\n",
            "sub/.stylelsp.json": #"{"format": {"indentSize": 3, "useTabs": false}}"#, "sub/c.css": ".c { alpha: 1; }\n",
        ])
        #expect(try run(["format", "a.css"], in: project.url).output == ".a {\n\talpha: 1;\n}\n")
        #expect(try run(["format", "b.css"], in: project.url).output == ".b {\n  alpha: 1;\n}\n")
        #expect(try run(["format", "sub/c.css"], in: project.url).output == ".c {\n   alpha: 1;\n}\n")
    }

    /// A broken item is left as written and said to be; the rest is formatted.
    @Test func syntaxErrorsAreLeftAsWritten() throws {
        let project = try TemporaryProject(["a.css": ".a{alpha:1;}\n.b { beta: 2\n"])
        let result = try run(["format", "a.css"], in: project.url)
        #expect(result.status == 0)
        #expect(result.output == ".a {\n    alpha: 1;}\n.b { beta: 2\n")
        #expect(result.errors == "style-lsp format: a.css:2: a syntax error; the item there left as written\n")
    }

    @Test func usageAndIOProblemsExitTwoTouchingNothing() throws {
        let project = try TemporaryProject(["a.css": Self.messy])
        let before = project.snapshot()
        let missing = try run(["format", "--write", "a.css", "nope.css"], in: project.url)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("nope.css: no such file or directory"))
        #expect(try run(["format", "--check", "--write", "a.css"], in: project.url).status == 2)
        #expect(try run(["format", "--frobnicate"], in: project.url).status == 2)
        #expect(try run(["format", "--write", "-"], in: project.url, input: "").status == 2)
        #expect(project.snapshot() == before)
    }

    /// `lint --fix`: every safe fix made and written, then what is left reported; a suppressed
    /// line is left alone; without `--fix` nothing is written.
    @Test func lintFixes() throws {
        let source = """
            UILabel {
                /* stylelsp-disable-next-line unknown-property */
                textColr: red;
                shadowColr: blue;
                textAlignment: centre;
                alpha: 1
            }
            UIButton { titleColor: red; }

            """
        let project = try TemporaryProject(["a.css": source])
        let before = project.snapshot()
        #expect(try run(["lint", "a.css"], in: project.url).status == 1)
        #expect(project.snapshot() == before)
        let fixed = try run(["lint", "--fix", "a.css"], in: project.url)
        #expect(fixed.status == 0)
        #expect(fixed.errors == "style-lsp lint: a.css: 3 problems fixed\n")
        #expect(fixed.output == "no problems in 1 file\n")
        #expect(try text(project, "a.css") == source
            .replacingOccurrences(of: "shadowColr", with: "shadowColor").replacingOccurrences(of: "centre", with: "center")
            .replacingOccurrences(of: "alpha: 1\n", with: "alpha: 1;\n"))
        // Nothing fixable is left: a second run changes nothing.
        let after = project.snapshot()
        #expect(try run(["lint", "--fix", "a.css"], in: project.url).errors.isEmpty)
        #expect(project.snapshot() == after)
    }

    @Test func lintFixJSONSaysWhatWasFixed() throws {
        let project = try TemporaryProject(["a.css": "UILabel {\n    textColr: red;\n    numberOfLines: many;\n}\n"])
        let result = try run(["lint", "--fix", "--format", "json", "a.css"], in: project.url)
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let fixed = try #require(report["fixed"] as? [[String: Any]])
        #expect(fixed.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["code"]!) \($0["fix"]!)" } == [
            "a.css:2:5 unknown-property Replace with 'textColor'",
        ])
        let problems = try #require(report["problems"] as? [[String: Any]])
        #expect(problems.map { $0["code"] as? String } == ["invalid-value"])
    }
}
