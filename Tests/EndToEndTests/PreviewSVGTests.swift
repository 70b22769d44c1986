import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `style-lsp preview --format svg`, run as a process: the pictures of the examples, pinned in
/// `Tests/SVG/snapshots` (and the README's in `docs/`). After an intended change,
/// `STYLELSP_RECORD=1 swift test --filter PreviewSVGTests` rewrites them; look at them
/// (`bash Tests/SVG/run.sh` renders them to PNG) before committing.
@Suite struct PreviewSVGTests {
    /// A picture and the options it is drawn with.
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var example: String
        var options: [String]
        var testDescription: String { file }
    }

    static let cases = [
        Case(file: "docs/preview-dashboard.svg", example: "Dashboard.css", options: []),
        Case(file: "Tests/SVG/snapshots/Dashboard-iphone-15-landscape-dark.svg", example: "Dashboard.css", options: ["--device", "iphone-15", "--landscape", "--theme", "dark"]),
        Case(file: "Tests/SVG/snapshots/Dashboard-ipad-air-half.svg", example: "Dashboard.css", options: ["--device", "ipad-air", "--scale", "0.5"]),
        Case(file: "Tests/SVG/snapshots/ProfileScreen-iphone-13-mini.svg", example: "ProfileScreen.css", options: ["--device", "iphone-13-mini"]),
        Case(file: "Tests/SVG/snapshots/ProfileScreen-ipad-landscape-dark-no-outlines.svg", example: "ProfileScreen.css", options: ["--device", "ipad", "--landscape", "--theme", "dark", "--no-outlines"]),
    ]

    @Test(arguments: cases) func theExamplesPictures(_ snapshot: Case) throws {
        let result = try run(["preview", "examples/" + snapshot.example, "--format", "svg"] + snapshot.options, in: repositoryRoot)
        #expect(result.status == 0)
        #expect(XMLParser(data: Data(result.output.utf8)).parse())
        // The VS Code page shows it under a Content Security Policy without inline styles or
        // scripts: the picture uses attributes only.
        for forbidden in ["<style", "style=", "<script", "javascript:", "<foreignObject"] {
            #expect(!result.output.contains(forbidden), "\(snapshot.file) holds \(forbidden), which the preview page's policy blocks")
        }
        let file = repositoryRoot.appendingPathComponent(snapshot.file)
        if recording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try result.output.write(to: file, atomically: true, encoding: .utf8)
        } else {
            let pinned = try String(contentsOf: file, encoding: .utf8)
            #expect(result.output == pinned, "\(snapshot.file) is not what the command draws now")
        }
    }

    /// The README's command, and its picture beside the text drawing.
    @Test func theReadmeShowsThePicture() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("style-lsp preview examples/Dashboard.css --format svg > docs/preview-dashboard.svg"))
        #expect(readme.contains("![The Dashboard example drawn by style-lsp preview --format svg](docs/preview-dashboard.png)"))
    }

    @Test func optionsOutOfRangeAreUsageErrors() throws {
        let project = try TemporaryProject(["a.css": "#v { frame: rect(0, 0, 10, 10); }"])
        let theme = try run(["preview", "a.css", "--format", "svg", "--theme", "sepia"], in: project.url)
        #expect(theme.status == 2)
        #expect(theme.errors.hasPrefix("style-lsp preview: the theme is light or dark, not 'sepia'\n"))
        let scale = try run(["preview", "a.css", "--format", "svg", "--scale", "50"], in: project.url)
        #expect(scale.status == 2)
        #expect(scale.errors.hasPrefix("style-lsp preview: the scale is a number of pixels per point from 0.05 to 20, not 50\n"))
        let unknown = try run(["preview", "a.css", "--format", "png"], in: project.url)
        #expect(unknown.errors.hasPrefix("style-lsp preview: unknown format 'png'; use text, json or svg\n"))
    }
}
