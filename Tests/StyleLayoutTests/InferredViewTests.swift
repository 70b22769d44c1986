import StyleLayout
import Testing

/// Views inferred from a stylesheet alone (no view definition): their classes, sizes, the
/// root and every stylesheet of the project.
@Suite struct InferredViewTests {
    @Test func theClassIsTheOneThePropertiesBelongTo() {
        let css = """
            #spinner { activityIndicatorViewStyle: whiteLarge; layout: left(10), top(10); }
            #toggle { onTintColor: green; layout: left(10), top(60); }
            #go { titleLabel.font: system 15; layout: left(10), top(100); }
            #name { text: "Ada"; layout: left(10), top(150); }
            #plain { backgroundColor: red; layout: size(10, 10), left(10), top(200); }
            """
        let views = preview(css).views
        #expect(views.map(\.type) == ["UIActivityIndicatorView", "UISwitch", "UIButton", "UILabel", "UIView"])
        // And UIKit's intrinsic sizes: a large spinner 37×37, a switch 51×31, an empty button
        // 30×30, "Ada" at 17 pt ceil(3 × 0.55 × 17) × ceil(1.2 × 17).
        #expect(views.map(\.frame.description) == ["10,10 37×37", "10,60 51×31", "10,100 30×30", "10,150 29×21", "10,200 10×10"])
    }

    @Test func typeSelectorsStyleTheInferredClass() {
        // #toggle is a switch by its onTintColor, so the UISwitch ruleset's layout applies.
        let css = "UISwitch { layout: left(20), top(30); }\n#toggle { onTintColor: green; frame: rect(0, 0, 1, 1); }"
        #expect(frames(css)["toggle"] == "20,30 51×31")
    }

    @Test func anOutermostViewThatNothingPlacesIsTheScreen() {
        let result = frames("#root { backgroundColor: white;\n  #child { frame: parent(10, 10); } }")
        #expect(result["root"] == "0,0 375×667")
        #expect(result["child"] == "10,10 355×647")
    }

    @Test func aNegativeSizeIsDrawnAsZeroAndSaysWhatInterfaCSSComputes() {
        // left(300) leaves 75 of width; right(parent.left + 100) takes 375 − 100 more: −200.
        let result = preview("#v { layout: left(300), right(parent.left + 100), top(0), height(10); }")
        #expect(result.views[0].frame.description == "300,0 0×10")
        #expect(result.views[0].notes == ["InterfaCSS computes a width of -200; a negative size shows nothing"])
        #expect(result.diagnostics.map(\.message) == [
            "'v' ends up with a width of -200, so nothing of it shows (the views here are inferred from the stylesheet's nesting; the app may build others)",
        ])
    }

    @Test func everyStylesheetOfTheProjectStylesTheViewsInLoadOrder() {
        let files = [
            (name: "main.css", css: "#card { frame: rect(10, 20, 100, 50); }\n#badge { frame: rect(0, 0, 10, 10); }"),
            (name: "screen.css", css: "#card { backgroundColor: red;\n  #title { frame: parent(5, 5); } }\n#badge { alpha: 1; #dot { frame: parent; } }"),
            (name: "theme.css", css: "#badge { frame: rect(0, 0, 20, 20); }"),
        ]
        let result = preview(project: files, current: "screen.css")
        // main.css places #card; theme.css, loaded after main.css, wins for #badge.
        #expect(frameList(result) == ["card: 10,20 100×50", "title: 5,5 90×40", "badge: 0,0 20×20", "dot: 0,0 20×20"])
        // Declarations in other stylesheets are not reported on this one.
        let zero = [(name: "main.css", css: "#card { frame: rect(0, 0, 0, 5); }"), (name: "screen.css", css: "#card { #t { frame: rect(0, 0, 5, 5); } }")]
        #expect(preview(project: zero, current: "screen.css").diagnostics.isEmpty)
        #expect(preview(project: zero, current: "main.css").diagnostics.map(\.code.rawValue) == ["zero-size-view"])
    }
}
