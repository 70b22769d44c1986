import StyleLayout
import Testing

/// What Yoga 1.14 (the version InterfaCSS 2 ships) computes where later Yoga versions
/// compute something else, how it rounds to the pixel grid, and the layouts it cannot do.
/// Frames worked out by hand, following 1.14's code; the container `#box` is 300×200 at the
/// origin on a screen of scale 2.
@Suite struct YogaVersionTests {
    func layout(_ container: String, _ children: [String], width: Int = 300, height: Int = 200) -> [String: String] {
        flexFrames(container, children, width: width, height: height)
    }

    @Test func verticalPercentMarginsOfAContainerUseTheOwnersHeightForItsRoom() {
        // c0 is placed with margin-top 10% of the width (30) and grows to 200 − 30 = 170; but
        // its room inside takes the margin as 10% of the owner's height (20): 200 − 20 = 180,
        // so its child grows to 180 and sticks out of it. (Yoga 1.19 uses the width there too.)
        let css = "#box { frame: rect(0, 0, 300, 200);\n #c0 { margin-top: 10%; flex-grow: 1; #inner { flex-grow: 1; } } }"
        let result = frames(css)
        #expect(result["c0"] == "0,30 300×170")
        #expect(result["inner"] == "0,0 300×180")
    }

    @Test func aMeasuredLeafResolvesPercentMarginsAgainstTheOfferedWidth() {
        // c0 is offered 100 + 10% of 300 = 130 exactly, and takes its margin as 10% of that
        // (13): 117 wide. It is placed with 10% of the container's width (30).
        #expect(layout("", ["flex-width: 100; margin-left: 10%;"])["c0"] == "30,0 117×0")
    }

    @Test func shrinkingTakesBackTheFactorOfTheClampedBasis() {
        // c0's basis 250 is clamped to its max 200; 400 in 300. Shrinking would take c0 to
        // 155.56, below its min of 180: frozen at 180, 20 given back, and the factor of the
        // clamped basis (200) taken out of the total (450 → 250). c1: 200 − 80 × 200 / 250 =
        // 136. The row overflows by 16. (Yoga 1.19 takes out 250 and gives c1 120.)
        let result = layout("flex-direction: row;", [
            "flex-basis: 250; flex-max-width: 200; flex-min-width: 180; flex-shrink: 1;", "flex-basis: 200; flex-shrink: 1;",
        ])
        #expect(result["c0"] == "0,0 180×200")
        #expect(result["c1"] == "180,0 136×200")
    }

    @Test func marginsThatFillTheRoomOfAMeasuredContainerLeaveItEmpty() {
        // In an 11-wide box, c0 (a container) is measured at most 11 wide: 11 is more than 0,
        // so it is laid out, 11 − 18 of margins leaving it no width and, its child having no
        // height, no height. (Yoga 1.19 takes the margins off first, finds no room and gives
        // it the box's height.)
        let css = "#box { frame: rect(0, 0, 11, 200); align-items: flex-end;\n #c0 { margin: 9; #inner { flex-grow: 0; } } }"
        #expect(frames(css)["c0"] == "2,9 0×0")
    }

    @Test func anAbsoluteChildWithDisplayNoneIsStillSized() {
        // Yoga 1.14 skips it in the flow, where offsets are applied, but not among the
        // absolute children, which are sized: it shows, 50×40 at the container's origin.
        #expect(layout("", ["position: absolute; display: none; flex-left: 10; flex-top: 20; flex-width: 50; flex-height: 40;"])["c0"] == "0,0 50×40")
    }

    @Test func edgesOfContainersAreRoundedToTheNearestPixel() {
        // Three containers grow to 100 / 3 each in a 100-wide row. At scale 2 their edges,
        // 33.33 and 66.67 from the left, round to 33.5 and 66.5.
        let css = """
            #box { frame: rect(0, 0, 100, 50); flex-direction: row;
              #a { flex-grow: 1; #a1 { flex-grow: 0; } } #b { flex-grow: 1; #b1 { flex-grow: 0; } } #c { flex-grow: 1; #c1 { flex-grow: 0; } } }
            """
        let result = frames(css)
        #expect(result["a"] == "0,0 33.5×50")
        #expect(result["b"] == "33.5,0 33×50")
        #expect(result["c"] == "66.5,0 33.5×50")
    }

    @Test func leavesAreRoundedAsTextNeverSmaller() {
        // The same with leaves: Yoga rounds a measured node's position down and its far edge
        // up when its size has a fraction (33.33 × 2 = 66.67 px), so no content is cut off:
        // a: 0…67 px, b: 66…134 px, c: 133…200 px.
        let result = layout("flex-direction: row;", ["flex-grow: 1;", "flex-grow: 1;", "flex-grow: 1;"], width: 100, height: 50)
        #expect(result["c0"] == "0,0 33.5×50")
        #expect(result["c1"] == "33,0 34×50")
        #expect(result["c2"] == "66.5,0 33.5×50")
    }

    @Test func atScale3ThirdsOfAPointAreOnTheGrid() {
        let css = "#box { frame: rect(0, 0, 100, 50); flex-direction: row;\n #a { flex-grow: 1; } #b { flex-grow: 1; } #c { flex-grow: 1; } }"
        let result = preview(css, width: 393, height: 852, scale: 3).views[0].children.map(\.frame.description)
        #expect(result == ["0,0 33.3333×50", "33.3333,0 33.3333×50", "66.6667,0 33.3333×50"])
    }

    @Test func aHiddenChildOfAWrapReverseContainerGetsNoFrameAtAll() {
        // Mirroring the lines also moves the display: none child, whose size was cleared to
        // "undefined": its y is not a number, and UIKit refuses such a frame.
        let css = "#box { frame: rect(0, 0, 300, 200); flex-wrap: wrap-reverse;\n #c0 { display: none; } }"
        let view = preview(css).views[0].children[0]
        #expect(view.frame.description == "0,0 0×0")
        #expect(view.notes == ["zero size", "Yoga 1.14 gives this view a frame that is not a number, which UIKit refuses (the app stops); drawn with 0 for it"])
    }

    @Test func aPercentageOfAnUnknownSizeOfferedExactlyStopsYoga() {
        // The absolute #abs has no size and is measured without limits; #leaf in it is offered
        // its width plus a margin of 10% of that unknown width, exactly: Yoga 1.14 asserts
        // against an unknown size offered as exact and aborts.
        let xml = """
            <layout><view><view style="flex-direction: row">
              <view id="abs" style="position: absolute"><view id="leaf" style="margin-right: 10%; flex-width: 100"/></view>
            </view></view></layout>
            """
        #expect(preview("", xml: xml).views[0].notes == [
            "Yoga 1.14 aborts the app on this flexbox layout: a view is offered a size nothing defines (a percentage of an unknown size); drawn with 0 for it",
        ])
    }

    @Test func deeplyNestedFlexibleContainersAreLaidOutInPart() {
        // Each level of alternating directions makes Yoga measure the levels below 1.3 times
        // as often: 24 levels take 16,614 passes, more than the preview follows.
        var css = "#box { frame: rect(0, 0, 375, 667);\n"
        for level in 0..<24 { css += "#d\(level) { flex-direction: \(level % 2 == 0 ? "column" : "row"); flex-grow: 1; padding: 1; #s\(level) { flex-width: 10; flex-height: 10; }\n" }
        css += String(repeating: "}", count: 25)
        #expect(preview(css).views[0].notes == [
            "laid out in part: Yoga measures these nested flexible views over and over (more with every level), and the preview stops where the app would be slow too",
        ])
        // Eight levels are laid out whole.
        #expect(preview("#box { frame: rect(0, 0, 375, 667);\n" + css.split(separator: "\n").dropFirst().prefix(8).joined(separator: "\n") + String(repeating: "}", count: 9)).views[0].notes == [])
    }
}
