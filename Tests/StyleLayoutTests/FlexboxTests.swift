import StyleLayout
import Testing

/// InterfaCSS 2 flexbox, as Yoga 1.14 lays it out; frames worked out by hand. The container is
/// 300×200 at the origin unless a case says otherwise.
@Suite struct FlexboxTests {
    func layout(_ container: String, _ children: [String]) -> [String: String] {
        var css = "#box {\n  frame: rect(0, 0, 300, 200);\n  \(container)\n"
        for (index, child) in children.enumerated() { css += "  #c\(index) { \(child) }\n" }
        return frames(css + "}\n")
    }

    @Test func columnIsTheDefaultAndStretchesTheWidth() {
        let result = layout("padding: 0;", ["flex-height: 50;", "flex-height: 30;"])
        #expect(result["c0"] == "0,0 300×50")
        #expect(result["c1"] == "0,50 300×30")
    }

    @Test func rowWithFixedSizes() {
        let result = layout("flex-direction: row;", ["flex-width: 50;", "flex-width: 70;"])
        #expect(result["c0"] == "0,0 50×200")  // stretched to the height
        #expect(result["c1"] == "50,0 70×200")
    }

    @Test(arguments: [
        ("flex-start", "0", "50"), ("center", "100", "150"), ("flex-end", "200", "250"),
        ("space-between", "0", "250"), ("space-around", "50", "200"), ("space-evenly", "66.6667", "183.3333"),
    ])
    func justifyContent(value: String, first: String, second: String) {
        let result = layout("flex-direction: row; justify-content: \(value);", ["flex-width: 50; flex-height: 10;", "flex-width: 50; flex-height: 10;"])
        #expect(result["c0"] == "\(first),0 50×10", "\(value)")
        #expect(result["c1"] == "\(second),0 50×10", "\(value)")
    }

    @Test(arguments: [("flex-start", "0"), ("center", "80"), ("flex-end", "160"), ("stretch", "0")])
    func alignItems(value: String, y: String) {
        let result = layout("flex-direction: row; align-items: \(value);", ["flex-width: 50; flex-height: 40;"])
        #expect(result["c0"] == "0,\(y) 50×40", "\(value)")
    }

    @Test func alignSelfOverridesAlignItems() {
        let result = layout("flex-direction: row; align-items: flex-start;", ["flex-width: 50; flex-height: 40; align-self: flex-end;", "flex-width: 50;"])
        #expect(result["c0"] == "0,160 50×40")
        #expect(result["c1"] == "50,0 50×0")  // no height, not stretched: its content (none)
    }

    @Test func growSharesTheFreeSpace() {
        let result = layout("flex-direction: row;", ["flex-grow: 1;", "flex-grow: 2;", "flex-width: 60;"])
        #expect(result["c0"] == "0,0 80×200")
        #expect(result["c1"] == "80,0 160×200")
        #expect(result["c2"] == "240,0 60×200")
    }

    @Test func shrinkIsWeightedByTheBasis() {
        // 200 + 200 in 300: 100 too much, taken in proportion to shrink × basis.
        let result = layout("flex-direction: row;", ["flex-basis: 200; flex-shrink: 1;", "flex-basis: 200; flex-shrink: 3;"])
        #expect(result["c0"] == "0,0 175×200")
        #expect(result["c1"] == "175,0 125×200")
        // Yoga 1.14's default shrink is 0: items overflow.
        let fixed = layout("flex-direction: row;", ["flex-width: 200;", "flex-width: 200;"])
        #expect(fixed["c1"] == "200,0 200×200")
    }

    @Test func basisBeatsTheSize() {
        let result = layout("flex-direction: row;", ["flex-basis: 40%; flex-width: 10;"])
        #expect(result["c0"] == "0,0 120×200")
    }

    @Test func marginsAndPaddings() {
        let result = layout("padding: 10; padding-left: 20;", ["flex-height: 50; margin: 5;", "flex-height: 20; margin-vertical: 4; margin-left: 8;"])
        // Inner box: x 20…290, y 10…190.
        #expect(result["c0"] == "25,15 260×50")
        #expect(result["c1"] == "28,74 262×20")
    }

    @Test func percentagesOfTheInnerSize() {
        let result = layout("flex-direction: row; padding: 50;", ["flex-width: 50%; flex-height: 25%;"])
        #expect(result["c0"] == "50,50 100×25")
    }

    @Test func minAndMaxClampTheSize() {
        let result = layout("flex-direction: row;", ["flex-grow: 1; flex-max-width: 100;", "flex-width: 10; flex-min-width: 40; flex-max-height: 60;"])
        #expect(result["c0"] == "0,0 100×200")
        #expect(result["c1"] == "100,0 40×60")
    }

    @Test func reversedDirections() {
        let row = layout("flex-direction: row-reverse;", ["flex-width: 50;", "flex-width: 70;"])
        #expect(row["c0"] == "250,0 50×200")
        #expect(row["c1"] == "180,0 70×200")
        let column = layout("flex-direction: column-reverse;", ["flex-height: 50;"])
        #expect(column["c0"] == "0,150 300×50")
    }

    @Test func absolutePositionByOffsets() {
        let result = layout("padding: 10;", [
            "position: absolute; flex-left: 5; flex-top: 6; flex-width: 20; flex-height: 30;",
            "position: absolute; flex-right: 10; flex-bottom: 20; flex-width: 40; flex-height: 50;",
            "position: absolute; flex-left: 0; flex-right: 0; flex-top: 0; flex-bottom: 0;",
            "flex-height: 10;",
        ])
        #expect(result["c0"] == "5,6 20×30")
        #expect(result["c1"] == "250,130 40×50")
        #expect(result["c2"] == "0,0 300×200")
        #expect(result["c3"] == "10,10 280×10")  // absolute views take no room in the flow
    }

    @Test func displayNoneTakesNoRoom() {
        let result = layout("", ["flex-height: 50; display: none;", "flex-height: 30;"])
        #expect(result["c1"] == "0,0 300×30")
    }

    @Test func aspectRatio() {
        let result = layout("flex-direction: row; align-items: flex-start;", ["flex-width: 80; flex-aspect-ratio: 2;"])
        #expect(result["c0"] == "0,0 80×40")
    }

    @Test func labelsMeasureTheirText() {
        // "Hello" at 17 pt: ceil(5 × 0.55 × 17) = 47 wide, ceil(1.2 × 17) = 21 high.
        let css = "#box { frame: rect(0, 0, 300, 200); flex-direction: row; align-items: flex-start;\n UILabel#t { text: \"Hello\"; flex-shrink: 0; } }"
        #expect(frames(css)["t"] == "0,0 47×21")
    }

    @Test func nestedContainersSizeFromTheirContent() {
        let css = """
            #box {
              frame: rect(0, 0, 300, 200);
              flex-direction: column;
              align-items: flex-start;
              #row {
                flex-direction: row;
                padding: 5;
                #a { flex-width: 40; flex-height: 20; margin-right: 10; }
                #b { flex-width: 30; flex-height: 25; }
              }
            }
            """
        let result = frames(css)
        #expect(result["row"] == "0,0 90×35")
        #expect(result["a"] == "5,5 40×20")  // its own height: only items without one stretch
        #expect(result["b"] == "55,5 30×25")
    }

    @Test func bordersInsetTheContentLikePaddings() {
        let result = layout("border-left: 3; border-top: 4; border-right: 5; border-bottom: 6; padding: 1;", ["flex-height: 10;"])
        #expect(result["c0"] == "4,5 290×10")
    }

    @Test func startAndEndAreLeftAndRight() {
        let result = layout("padding-start: 10; padding-end: 20; padding-vertical: 5;", ["flex-height: 10; margin-start: 1; margin-end: 2;"])
        #expect(result["c0"] == "11,5 267×10")
        let offsets = layout("", ["position: absolute; flex-start: 7; flex-top: 0; flex-width: 10; flex-height: 10;", "position: absolute; flex-end: 7; flex-bottom: 0; flex-width: 10; flex-height: 10;"])
        #expect(offsets["c0"] == "7,0 10×10")
        #expect(offsets["c1"] == "283,190 10×10")
    }

    @Test func overflowAndLeftToRightChangeNoFrames() {
        let plain = layout("flex-direction: row;", ["flex-width: 50;"])
        #expect(layout("flex-direction: row; overflow: hidden; flex-layout-direction: ltr;", ["flex-width: 50;"]) == plain)
    }

    @Test func featuresThePreviewDoesNotModelAreHintsAndNotes() {
        let css = """
            #box {
              frame: rect(0, 0, 300, 200);
              flex-direction: row;
              flex-wrap: wrap;
              align-content: center;
              align-items: baseline;
              flex-layout-direction: rtl;
              #c0 { flex-width: 50; }
            }
            """
        let result = preview(css)
        #expect(result.diagnostics.map(\.code.rawValue) == ["not-previewed", "not-previewed", "not-previewed", "not-previewed"])
        #expect(result.diagnostics.map(\.severity) == [.hint, .hint, .hint, .hint])
        #expect(result.diagnostics[0].message == "the preview does not model flex-wrap: wrap (laid out on one line)")
        #expect(result.views[0].notes.contains("not previewed: baseline alignment (laid out as flex-start)"))
        // Laid out as the preview says: one line, flex-start, left to right.
        #expect(frames(css)["c0"] == "0,0 50×0")
        #expect(preview("#box { frame: rect(0, 0, 10, 10); flex-wrap: no-wrap; #c { flex-grow: 1; } }").diagnostics.isEmpty)
    }
}
