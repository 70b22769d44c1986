import Foundation
import Testing
import TestSupport

/// `style-lsp preview`, run as a process.
@Suite struct PreviewCommandTests {
    static let css = """
        #header {
            frame: size(auto, 100).top(0);
            UILabel#title { text: "Hi"; frame: parent(10, 20); }
        }
        .card { layout: top(header + 10), left(16), right(parent.right - 16), height(50); }

        """

    @Test func textPreviewOfTheNestedViews() throws {
        let project = try TemporaryProject(["screen.css": Self.css])
        let result = try run(["preview", "screen.css", "--width", "200", "--height", "120", "--columns", "30"], in: project.url)
        #expect(result.status == 0)
        #expect(result.output == """
            +-header---------------------+
            |+-title--------------------+|
            ||                          ||
            ||Hi                        ||
            ||                          ||
            ||                          ||
            |+--------------------------+|
            +----------------------------+
            | +-~card------------------+ |
            +-+------------------------+-+

            200×120 pt, landscape
              header (UIView)  0,0 200×100
                title (UILabel)  10,20 180×60
              card (UIView)  16,110 168×50  [reaches outside its superview]

            """)
    }

    @Test func aViewDefinitionTheStylesheetStylesNothingOfIsSaidSo() throws {
        let project = try TemporaryProject([
            "screen.css": Self.css,
            "other.xml": "<layout>\n  <view id=\"a\">\n    <label id=\"b\"/>\n  </view>\n</layout>\n",
        ])
        // Not picked on its own: it has no view the stylesheet names.
        let alone = try run(["preview", "screen.css", "--columns", "30"], in: project.url)
        #expect(!alone.output.hasPrefix("views:"))
        #expect(!alone.output.contains("No rule"))
        let named = try run(["preview", "screen.css", "--views", "other.xml", "--columns", "30"], in: project.url)
        #expect(named.output.hasPrefix("views: other.xml"))
        #expect(named.output.hasSuffix("No rule of screen.css matches a view of other.xml: the views are drawn as other.xml alone places them.\n"))
    }

    /// Beside it and of the same name, but none of its views styled: the stylesheet's own views
    /// are drawn, and the legend says why; `--views none` draws them whatever is beside it.
    @Test func aViewDefinitionOfTheSameNameThatNothingStylesIsLeft() throws {
        let project = try TemporaryProject([
            "screen.css": Self.css,
            "screen.xml": "<layout>\n  <view id=\"box\" class=\"panel\">\n    <label id=\"caption\"/>\n  </view>\n</layout>\n",
            "styled.css": "#panel { frame: size(auto, 50).top(0); }\n",
            "styled.xml": "<layout>\n  <view id=\"panel\"/>\n</layout>\n",
            "inline.css": "@gap: 8;\n",
            "inline.xml": "<layout>\n  <view id=\"box\" style=\"flex-height: 50\"/>\n</layout>\n",
        ])
        let own = try run(["preview", "screen.css", "--columns", "30"], in: project.url)
        #expect(own.status == 0)
        #expect(own.output.hasPrefix("+-header"))
        #expect(own.output.contains("No rule of screen.css matches a view of screen.xml: the views are those screen.css describes.\n"))
        #expect(try run(["preview", "styled.css", "--columns", "30"], in: project.url).output.hasPrefix("views: styled.xml"))
        // A stylesheet that describes no views of its own keeps the view definition beside it.
        let empty = try run(["preview", "inline.css", "--columns", "30"], in: project.url)
        #expect(empty.output.hasPrefix("views: inline.xml\n+-box"))
        let forced = try run(["preview", "styled.css", "--views", "none", "--columns", "30"], in: project.url)
        #expect(forced.output.hasPrefix("+-panel"))
        #expect(!forced.output.contains("No rule"))
    }

    @Test func theViewDefinitionTheStylesheetStylesIsPickedWhateverItsName() throws {
        let project = try TemporaryProject([
            "styles.css": "#header { frame: size(auto, 50).top(0); }\n",
            "layout.xml": "<layout>\n  <view id=\"header\"/>\n</layout>\n",
            "styles.xml": "<layout>\n  <view id=\"footer\"/>\n</layout>\n",
        ])
        let result = try run(["preview", "styles.css", "--columns", "30"], in: project.url)
        #expect(result.output.hasPrefix("views: layout.xml"))
    }

    @Test func jsonWithTheViewDefinitionBesideTheStylesheet() throws {
        let xml = "<view id=\"root\"><label id=\"title\" class=\"big\"/></view>"
        let project = try TemporaryProject(["screen.css": ".big { frame: rect(1, 2, 3, 4); }", "screen.xml": xml])
        let result = try run(["preview", "screen.css", "--format", "json", "--device", "ipad", "--landscape"], in: project.url)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["width"] as? Double == 1024)
        #expect(document["height"] as? Double == 768)
        #expect(document["orientation"] as? String == "landscape")
        let root = try #require((document["views"] as? [[String: Any]])?.first)
        #expect(root["name"] as? String == "root")
        #expect(root["type"] as? String == "UIView")
        let label = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(label["classes"] as? [String] == ["big"])
        #expect(label["frame"] as? [String: Double] == ["x": 1, "y": 2, "width": 3, "height": 4])
        #expect(label["notes"] as? [String] == [])
        #expect(Set(label.keys) == ["name", "type", "id", "classes", "frame", "notes", "children"])
    }

    @Test func explicitViewsAndUnicode() throws {
        let project = try TemporaryProject(["a.css": "#v { frame: rect(0, 0, 100, 50); }", "views/other.xml": "<view><view id=\"v\"/></view>"])
        let result = try run(["preview", "a.css", "--views", "views/other.xml", "--unicode", "--columns", "20"], in: project.url)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("views: views/other.xml\n┌─v──┐"))
        #expect(result.output.contains("    v (UIView)  0,0 100×50\n"))
    }

    @Test func usageAndFileErrors() throws {
        let project = try TemporaryProject(["a.css": ".x { alpha: 1; }"])
        #expect(try run(["preview"], in: project.url).status == 2)
        #expect(try run(["preview", "a.css", "--device", "nokia"], in: project.url).errors.contains("unknown device 'nokia'"))
        // Every value out of range gets the same explanation.
        for columns in ["five", "0", "5", "1001"] {
            let result = try run(["preview", "a.css", "--columns", columns], in: project.url)
            #expect(result.status == 2)
            #expect(result.errors.hasPrefix("style-lsp preview: --columns takes a whole number from 20 to 1000, not '\(columns)'\n"))
        }
        #expect(try run(["preview", "missing.css"], in: project.url).status == 2)
        #expect(try run(["preview", "a.css", "--views", "missing.xml"], in: project.url).status == 2)
    }

    @Test func lintReportsLayoutProblems() throws {
        // With a view definition the hierarchy is known: an unknown id is an error.
        let project = try TemporaryProject([
            "a.css": "#a { layout: size(10, 10), left(ghost), top(0); }\n#b { frame: rect(500, 0, 10, 10); }\n",
            "a.xml": "<view><view id=\"a\"/><view id=\"b\"/></view>",
        ])
        let result = try run(["lint", "a.css"], in: project.url)
        #expect(result.status == 1)
        #expect(result.output.contains("a.css:1:6: error: the layout of 'a' refers to 'ghost', but no view has that id"))
        #expect(result.output.contains("a.css:2:6: warning: 'b' ends up at 500,0 10×10, outside its superview"))
        // Without one, the views are inferred from the nesting: information only.
        let inferred = try TemporaryProject(["a.css": "#a { layout: size(10, 10), left(ghost), top(0); }\n"])
        let guess = try run(["lint", "a.css"], in: inferred.url)
        #expect(guess.status == 0)
        #expect(guess.output.contains("a.css:1:6: information: the layout of 'a' refers to 'ghost'"))
        #expect(guess.output.contains("the views here are inferred from the stylesheet's nesting"))
    }
}

/// The README's preview is real output.
@Suite struct ReadmePreviewTests {
    @Test func theReadmeShowsWhatPreviewPrints() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "style-lsp preview examples/Dashboard.css --columns 48"
        let afterCommand = try #require(readme.range(of: command + "\n```\n\n```\n"))
        let end = try #require(readme.range(of: "```", range: afterCommand.upperBound..<readme.endIndex))
        let shown = String(readme[afterCommand.upperBound..<end.lowerBound])
        let result = try run(["preview", "examples/Dashboard.css", "--columns", "48"], in: repositoryRoot)
        #expect(result.status == 0)
        #expect(result.output == shown)
    }
}
