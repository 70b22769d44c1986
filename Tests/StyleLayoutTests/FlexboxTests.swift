import StyleLayout
import Testing

/// InterfaCSS 2 flexbox as Yoga 1.14 lays it out, one test per step of Yoga's algorithm, the
/// frames worked out by hand with the rule that gives them. The container `#box` is 300×200
/// at the origin unless a case says otherwise; the screen's scale is 2.
@Suite struct FlexboxTests {
    func layout(_ container: String, _ children: [String], width: Int = 300, height: Int = 200) -> [String: String] {
        flexFrames(container, children, width: width, height: height)
    }

    // MARK: Step 1–2: defaults and the room inside

    @Test func columnIsTheDefaultAndItemsStretchAcross() {
        let result = layout("padding: 0;", ["flex-height: 50;", "flex-height: 30;"])
        #expect(result["c0"] == "0,0 300×50")
        #expect(result["c1"] == "0,50 300×30")
    }

    @Test func paddingsAndBordersInsetTheRoom() {
        // Inner box: x 3+1 … 300−5−1, y 4+1 …: 290 wide.
        let result = layout("border-left: 3; border-top: 4; border-right: 5; border-bottom: 6; padding: 1;", ["flex-height: 10;"])
        #expect(result["c0"] == "4,5 290×10")
    }

    @Test func marginsInsetTheItem() {
        // Inner box x 20…290, y 10…190; c0 5 in from each side; c1 after c0's bottom margin.
        let result = layout("padding: 10; padding-left: 20;", ["flex-height: 50; margin: 5;", "flex-height: 20; margin-vertical: 4; margin-left: 8;"])
        #expect(result["c0"] == "25,15 260×50")
        #expect(result["c1"] == "28,74 262×20")
    }

    @Test func startAndEndAreLeftAndRightLeftToRight() {
        let result = layout("padding-start: 10; padding-end: 20; padding-vertical: 5;", ["flex-height: 10; margin-start: 1; margin-end: 2;"])
        #expect(result["c0"] == "11,5 267×10")
    }

    @Test func anEdgeBeatsItsAxisWhichBeatsAll() {
        // margin 10, horizontal 20, left 30: left 30, right 20, top 10.
        let result = layout("", ["flex-height: 10; margin: 10; margin-horizontal: 20; margin-left: 30;"])
        #expect(result["c0"] == "30,10 250×10")
    }

    @Test func percentagesOfTheInnerSize() {
        // Inner box 200×100: 50% of 200, 25% of 100.
        let result = layout("flex-direction: row; padding: 50;", ["flex-width: 50%; flex-height: 25%;"])
        #expect(result["c0"] == "50,50 100×25")
    }

    @Test func aSizeIsNeverSmallerThanItsPaddingsAndBorders() {
        // 10 wide asked, but 2 × 20 of padding: 40 (Yoga's bound never goes below them).
        let result = layout("flex-direction: row; align-items: flex-start;", ["flex-width: 10; flex-height: 5; padding: 20;"])
        #expect(result["c0"] == "0,0 40×40")
    }

    // MARK: Step 3: flex basis

    @Test func theBasisBeatsTheSize() {
        // 40% of 300 = 120, not the width 10.
        #expect(layout("flex-direction: row;", ["flex-basis: 40%; flex-width: 10;"])["c0"] == "0,0 120×200")
    }

    @Test func withoutBasisOrSizeTheContentIsTheBasis() {
        // "Hello" at 17 pt: ceil(5 × 0.55 × 17) = 47 wide, ceil(1.2 × 17) = 21 high.
        let css = "#box { frame: rect(0, 0, 300, 200); flex-direction: row; align-items: flex-start;\n UILabel#t { text: \"Hello\"; flex-shrink: 0; } }"
        #expect(frames(css)["t"] == "0,0 47×21")
    }

    @Test func aContainerWithoutSizeIsAsBigAsItsContent() {
        // #row: 5 + 40 + 10 + 30 + 5 = 90 wide, 5 + 25 + 5 = 35 high; a only as high as it is.
        let css = """
            #box {
              frame: rect(0, 0, 300, 200);
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
        #expect(result["a"] == "5,5 40×20")
        #expect(result["b"] == "55,5 30×25")
    }

    @Test func theOnlyItemThatGrowsAndShrinksGetsABasisOf0() {
        // Its content (a 150-wide child) is not measured: basis 0, then all 300 by growing;
        // its child overflows nothing.
        let css = """
            #box { frame: rect(0, 0, 300, 200); flex-direction: row;
              #only { flex-grow: 1; flex-shrink: 1; #inner { flex-width: 150; } }
              #fixed { flex-width: 60; }
            }
            """
        let result = frames(css)
        #expect(result["only"] == "0,0 240×200")
        #expect(result["fixed"] == "240,0 60×200")
    }

    // MARK: Step 4: lines

    @Test func wrappingStartsANewLineAtTheItemThatDoesNotFit() {
        // 120 + 120 fit in 300; the third starts line 2. Each line is as high as its tallest
        // item (50, then 30); align-content flex-start stacks them at the top.
        let result = layout(
            "flex-direction: row; flex-wrap: wrap; align-items: flex-start;",
            ["flex-width: 120; flex-height: 50;", "flex-width: 120; flex-height: 40;", "flex-width: 120; flex-height: 30;"])
        #expect(result["c0"] == "0,0 120×50")
        #expect(result["c1"] == "120,0 120×40")
        #expect(result["c2"] == "0,50 120×30")
    }

    @Test func anItemWiderThanTheLineHasALineOfItsOwn() {
        let result = layout("flex-direction: row; flex-wrap: wrap; align-items: flex-start;", ["flex-width: 400; flex-height: 10;", "flex-width: 10; flex-height: 10;"])
        #expect(result["c0"] == "0,0 400×10")
        #expect(result["c1"] == "0,10 10×10")
    }

    @Test func wrapReverseStacksLinesFromTheFarEdge() {
        // Lines placed top down (0 and 50), then mirrored in 200: y = 200 − y − height.
        let result = layout(
            "flex-direction: row; flex-wrap: wrap-reverse; align-items: flex-start;",
            ["flex-width: 200; flex-height: 50;", "flex-width: 200; flex-height: 30;"])
        #expect(result["c0"] == "0,150 200×50")
        #expect(result["c1"] == "0,120 200×30")
    }

    // MARK: Step 5: flexible lengths

    @Test func growSharesTheFreeSpaceByFactor() {
        // 300 − 60 = 240 free: 1/3 and 2/3 of it.
        let result = layout("flex-direction: row;", ["flex-grow: 1;", "flex-grow: 2;", "flex-width: 60;"])
        #expect(result["c0"] == "0,0 80×200")
        #expect(result["c1"] == "80,0 160×200")
        #expect(result["c2"] == "240,0 60×200")
    }

    @Test func growFactorsBelowOneInTotalCountAsOne() {
        // 0.25 + 0.25 < 1: the total counts as 1, so each takes a quarter of the 300.
        let result = layout("flex-direction: row;", ["flex-grow: 0.25;", "flex-grow: 0.25;"])
        #expect(result["c0"] == "0,0 75×200")
        #expect(result["c1"] == "75,0 75×200")
    }

    @Test func shrinkIsWeightedByTheBasis() {
        // 200 + 200 in 300: 100 too much, taken in proportion to shrink × basis (1:3).
        let result = layout("flex-direction: row;", ["flex-basis: 200; flex-shrink: 1;", "flex-basis: 200; flex-shrink: 3;"])
        #expect(result["c0"] == "0,0 175×200")
        #expect(result["c1"] == "175,0 125×200")
    }

    @Test func withoutShrinkItemsOverflow() {
        // Yoga's default flex-shrink is 0.
        let result = layout("flex-direction: row;", ["flex-width: 200;", "flex-width: 200;"])
        #expect(result["c1"] == "200,0 200×200")
    }

    @Test func anItemClampedByItsMaxIsFrozenAndTheRestShared() {
        // First pass: 300 free / 2 = 150 would break c0's max of 100, so c0 is frozen at 100
        // and 200 is left for c1 alone.
        let result = layout("flex-direction: row;", ["flex-grow: 1; flex-max-width: 100;", "flex-grow: 1;"])
        #expect(result["c0"] == "0,0 100×200")
        #expect(result["c1"] == "100,0 200×200")
    }

    @Test func anItemClampedByItsMinWhileShrinkingIsFrozen() {
        // 400 in 300: each would shrink by 50 to 150, below c0's min of 180: c0 stays 180,
        // c1 takes 300 − 180 = 120.
        let result = layout("flex-direction: row;", ["flex-basis: 200; flex-shrink: 1; flex-min-width: 180;", "flex-basis: 200; flex-shrink: 1;"])
        #expect(result["c0"] == "0,0 180×200")
        #expect(result["c1"] == "180,0 120×200")
    }

    @Test func shrinkingNeverTakesASizeBelowItsPaddings() {
        // c0's basis of 0 counts as its 20 of padding: 320 in 300. Shrinking by basis would
        // take c0 to 18.75, below its padding: it is frozen at 20 and c1 gives up all 20.
        let result = layout("flex-direction: row;", ["flex-basis: 0; padding-left: 20; flex-shrink: 1;", "flex-basis: 300; flex-shrink: 1;"])
        #expect(result["c0"] == "0,0 20×200")
        #expect(result["c1"] == "20,0 280×200")
    }

    @Test func minAndMaxClampTheSize() {
        let result = layout("flex-direction: row;", ["flex-grow: 1; flex-max-width: 100;", "flex-width: 10; flex-min-width: 40; flex-max-height: 60;"])
        #expect(result["c0"] == "0,0 100×200")
        #expect(result["c1"] == "100,0 40×60")
    }

    // MARK: Step 6: justification

    @Test(arguments: [
        // Two 50-wide items in 300: 200 free.
        ("flex-start", "0", "50"), ("center", "100", "150"), ("flex-end", "200", "250"),
        ("space-between", "0", "250"), ("space-around", "50", "200"),
        // 200 / 3 = 66.67 between; positions floored to the pixel (66.5, 183) as Yoga rounds
        // measured leaves.
        ("space-evenly", "66.5", "183"),
    ])
    func justifyContent(value: String, first: String, second: String) {
        let result = layout("flex-direction: row; justify-content: \(value);", ["flex-width: 50; flex-height: 10;", "flex-width: 50; flex-height: 10;"])
        #expect(result["c0"] == "\(first),0 50×10", "\(value)")
        #expect(result["c1"] == "\(second),0 50×10", "\(value)")
    }

    @Test func spaceBetweenWithOneItemStartsAtTheStart() {
        #expect(layout("flex-direction: row; justify-content: space-between;", ["flex-width: 50;"])["c0"] == "0,0 50×200")
    }

    @Test func autoMarginsAreNotSetThroughInterfaCSS() {
        // YogaKit 1.18 has no auto margins: InterfaCSS sets nothing, the legend says so.
        let css = "#box { frame: rect(0, 0, 300, 200); flex-direction: row;\n #c0 { flex-width: 50; margin-left: auto; } }"
        #expect(frames(css)["c0"] == "0,0 50×200")
        #expect(preview(css).views[0].children[0].notes == ["margin-left: auto is not set: YogaKit has no auto margins, paddings, offsets or min/max sizes"])
    }

    // MARK: Step 7: cross axis

    @Test(arguments: [("flex-start", "0"), ("center", "80"), ("flex-end", "160"), ("stretch", "0")])
    func alignItems(value: String, y: String) {
        #expect(layout("flex-direction: row; align-items: \(value);", ["flex-width: 50; flex-height: 40;"])["c0"] == "0,\(y) 50×40", "\(value)")
    }

    @Test func alignSelfOverridesAlignItems() {
        let result = layout("flex-direction: row; align-items: flex-start;", ["flex-width: 50; flex-height: 40; align-self: flex-end;", "flex-width: 50;"])
        #expect(result["c0"] == "0,160 50×40")
        #expect(result["c1"] == "50,0 50×0")  // no height, not stretched: its content (none)
    }

    @Test func aStretchedContainerLaysItsChildrenOutAtTheStretchedSize() {
        // #col stretches to 200 high; its child grows into all of it.
        let css = "#box { frame: rect(0, 0, 300, 200); flex-direction: row;\n #col { flex-width: 100; #fill { flex-grow: 1; } } }"
        #expect(frames(css)["fill"] == "0,0 100×200")
    }

    @Test func baselineAlignsTheBottomsOfLeavesInARow() {
        // A leaf's baseline is its bottom: 40 and 20 high, both end at 40.
        let result = layout("flex-direction: row; align-items: baseline;", ["flex-width: 50; flex-height: 40;", "flex-width: 50; flex-height: 20;"])
        #expect(result["c0"] == "0,0 50×40")
        #expect(result["c1"] == "50,20 50×20")
    }

    @Test func baselineInAColumnIsFlexStart() {
        #expect(layout("align-items: baseline;", ["flex-width: 50; flex-height: 40;"])["c0"] == "0,0 50×40")
    }

    // MARK: Step 8: align-content

    @Test(arguments: [
        // Two lines 50 and 30 high in 200: 120 to spare.
        ("flex-start", "0", "50"), ("center", "60", "110"), ("flex-end", "120", "170"),
        ("space-between", "0", "170"), ("space-around", "30", "140"),
        // Each line 60 taller: the second starts at 50 + 60.
        ("stretch", "0", "110"),
    ])
    func alignContent(value: String, first: String, second: String) {
        let result = layout(
            "flex-direction: row; flex-wrap: wrap; align-items: flex-start; align-content: \(value);",
            ["flex-width: 200; flex-height: 50;", "flex-width: 200; flex-height: 30;"])
        #expect(result["c0"] == "0,\(first) 200×50", "\(value)")
        #expect(result["c1"] == "0,\(second) 200×30", "\(value)")
    }

    @Test func stretchedItemsFillTheirLine() {
        // align-content: stretch makes each line 100 high; items without a height fill it.
        let result = layout("flex-direction: row; flex-wrap: wrap; align-content: stretch;", ["flex-width: 200;", "flex-width: 200;"])
        #expect(result["c0"] == "0,0 200×100")
        #expect(result["c1"] == "0,100 200×100")
    }

    // MARK: Step 9: the container's size

    @Test func aContainerIsClampedByItsOwnMinAndMax() {
        // Content 30 high, but min 50; content 400 wide, but max 250.
        let css = """
            #box { frame: rect(0, 0, 300, 200); align-items: flex-start;
              #inner { flex-min-height: 50; flex-direction: row; flex-max-width: 250;
                #a { flex-width: 400; flex-height: 30; } } }
            """
        #expect(frames(css)["inner"] == "0,0 250×50")
    }

    // MARK: Step 10: absolute children

    @Test func absoluteChildrenArePlacedByTheirOffsets() {
        let result = layout("padding: 10;", [
            "position: absolute; flex-left: 5; flex-top: 6; flex-width: 20; flex-height: 30;",
            // From the far edges: x = 300 − 10 − 40, y = 200 − 20 − 50.
            "position: absolute; flex-right: 10; flex-bottom: 20; flex-width: 40; flex-height: 50;",
            // Both offsets on an axis give the size.
            "position: absolute; flex-left: 0; flex-right: 0; flex-top: 0; flex-bottom: 0;",
            "flex-height: 10;",
        ])
        #expect(result["c0"] == "5,6 20×30")
        #expect(result["c1"] == "250,130 40×50")
        #expect(result["c2"] == "0,0 300×200")
        #expect(result["c3"] == "10,10 280×10")  // absolute views take no room in the flow
    }

    @Test func absoluteOffsetsInPercentOfTheInnerSize() {
        // Inner size 280×180: 10% and 50%.
        let result = layout("padding: 10;", ["position: absolute; flex-left: 10%; flex-top: 50%; flex-width: 20; flex-height: 20;"])
        #expect(result["c0"] == "28,90 20×20")
    }

    @Test func anAbsoluteChildWithoutOffsetsFollowsJustifyAndAlign() {
        let result = layout("justify-content: center; align-items: flex-end;", ["position: absolute; flex-width: 20; flex-height: 40;"])
        #expect(result["c0"] == "280,80 20×40")
    }

    @Test func anAbsoluteChildWithOneSizeTakesTheOtherFromItsAspectRatio() {
        #expect(layout("", ["position: absolute; flex-width: 60; flex-aspect-ratio: 2;"])["c0"] == "0,0 60×30")
    }

    // MARK: Step 11: reversed axes and right-to-left

    @Test func reversedDirectionsRunFromTheFarEdge() {
        let row = layout("flex-direction: row-reverse;", ["flex-width: 50;", "flex-width: 70;"])
        #expect(row["c0"] == "250,0 50×200")
        #expect(row["c1"] == "180,0 70×200")
        let column = layout("flex-direction: column-reverse;", ["flex-height: 50;"])
        #expect(column["c0"] == "0,150 300×50")
    }

    @Test func rightToLeftMirrorsRowsAndStartAndEnd() {
        // The row runs from the right; margin-start is on the right.
        let result = layout("flex-direction: row; flex-layout-direction: rtl;", ["flex-width: 50; margin-start: 10;", "flex-width: 70;"])
        #expect(result["c0"] == "240,0 50×200")
        #expect(result["c1"] == "170,0 70×200")
        // Items stretched across a column are inset from the right by padding-start.
        #expect(layout("flex-layout-direction: rtl; padding-start: 30;", ["flex-height: 10;"])["c0"] == "0,0 270×10")
    }

    @Test func displayNoneTakesNoRoom() {
        let result = layout("", ["flex-height: 50; display: none;", "flex-height: 30;"])
        #expect(result["c0"] == "0,0 0×0")
        #expect(result["c1"] == "0,0 300×30")
    }

    @Test func aspectRatio() {
        #expect(layout("flex-direction: row; align-items: flex-start;", ["flex-width: 80; flex-aspect-ratio: 2;"])["c0"] == "0,0 80×40")
    }

    @Test func overflowVisibleAndHiddenChangeNothing() {
        let plain = layout("flex-direction: row;", ["flex-width: 50;"])
        #expect(layout("flex-direction: row; overflow: hidden; flex-layout-direction: ltr;", ["flex-width: 50;"]) == plain)
    }

    @Test func aScrollingContainerDoesNotLimitItsContentOnTheMainAxis() {
        // The label is measured without the row's 100 as a limit, so it keeps its full width.
        let css = """
            #box { frame: rect(0, 0, 100, 100); flex-direction: row; overflow: scroll; align-items: flex-start;
              UILabel#t { text: "Hello Hello Hello"; flex-shrink: 0; } }
            """
        // 17 characters × 0.55 × 17 = 158.95 → 159.
        #expect(frames(css)["t"] == "0,0 159×21")
    }
}
