import Foundation
import Testing
import TestSupport

/// The benchmark corpus made of real apps' rules (`Benchmarks/gen_apps_corpus.py`): its copies
/// are renamed consistently, so `style-lsp lint` finds in them only what the apps themselves
/// hold, and the project is the mostly valid app it stands for.
@Suite struct AppsCorpusTests {
    /// Writes the 100 KB stylesheet and a project of 12 stylesheets into a temporary folder.
    static func generate() throws -> TemporaryProject {
        let folder = try TemporaryProject([:])
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", repositoryRoot.appendingPathComponent("Benchmarks/gen_apps_corpus.py").path,
            "--out", folder.url.path, "--size", "100k", "--stylesheets", "12",
        ]
        generator.standardError = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0, "python3 Benchmarks/gen_apps_corpus.py failed")
        return folder
    }

    static func unused(_ name: String) -> String {
        "information: '@\(name)' is never used in a stylesheet or a view definition (unless the app reads it with valueOfStyleSheetVariableWithName:) [unused-variable]"
    }

    /// Each copy of HelloISSLayout's stylesheet keeps the sample's one mistake, and the copy cut
    /// short at the end defines constants its cut part never uses; nothing else is reported (a
    /// renamed variable, class or view an ISSLayout names that was missed would be).
    @Test func stylesheetHasOnlyTheAppsOwnMistakes() throws {
        let folder = try Self.generate()
        let result = try run(["lint", "real-100k.css"], in: folder.url)
        let mistake = "error: 'marginRight' is not a layout attribute, so InterfaCSS uses the implicit one [invalid-value]"
        #expect(result.output == """
            real-100k.css:171:26: \(mistake)
            real-100k.css:831:26: \(mistake)
            real-100k.css:1565:26: \(mistake)
            real-100k.css:2046:26: \(mistake)
            real-100k.css:2772:26: \(mistake)
            real-100k.css:3258:26: \(mistake)
            real-100k.css:3582:1: \(Self.unused("stdHeadingLabel_7"))
            real-100k.css:3583:1: \(Self.unused("stdTitleLabel_7"))
            real-100k.css:3584:1: \(Self.unused("stdTitleColor_7"))
            real-100k.css:3585:1: \(Self.unused("stdSubTitleLabel_7"))
            real-100k.css:3588:1: \(Self.unused("stdColor1_7"))
            11 problems (6 errors, 0 warnings, 5 info) in 1 file

            """)
    }

    /// The shared constants are defined in the file loaded first and used by the features and
    /// the view definitions (those only inline styles and layout attributes use count as used);
    /// the only notes are on the two the twelve stylesheets' screens leave unused.
    @Test func projectIsAMostlyValidApp() throws {
        let folder = try Self.generate()
        let project = folder.url.appendingPathComponent("real-project-12")
        let files = try FileManager.default.subpathsOfDirectory(atPath: project.path).filter { $0.hasSuffix(".css") || $0.hasSuffix(".xml") }
        #expect(files.filter { $0.hasSuffix(".css") }.count == 12)
        #expect(files.filter { $0.hasSuffix(".xml") }.count == 3)
        let result = try run(["lint", "."], in: project)
        func unused(_ line: Int, _ name: String) -> String { "Styles/constants.css:\(line):1: " + Self.unused(name) }
        #expect(result.output == """
            \(unused(17, "heroMargin"))
            \(unused(20, "heroColor"))
            2 problems (0 errors, 0 warnings, 2 info) in 15 files

            """)
    }
}
