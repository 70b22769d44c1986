import StyleLayout
import Testing

/// `frame`, `bounds` and `center` (values.md), frames worked out by hand; the relative-rect
/// cases are InterfaCSS's own test checks.
@Suite struct FrameTests {
    @Test(arguments: [
        ("frame: rect(10, 20, 30, 40);", "10,20 30×40"),
        ("frame: parent;", "0,0 200×200"),
        ("frame: superview;", "0,0 200×200"),
        ("frame: parent(10, 20);", "10,20 180×160"),
        ("frame: parent(10, 20, 30, 40);", "20,10 140×160"),
        ("frame: size(10%, 20%).left(10).top(20);", "10,20 20×40"),
        ("frame: size(30%, 40%).right(30).bottom(40);", "110,80 60×80"),
        ("frame: size(auto, auto).left(10%).top(20%);", "20,40 180×160"),
        ("frame: left(50%).right(5).top(0);", "100,0 95×200"),
        ("frame: size(auto, auto).insets(10%, 20%, 30%, 40%);", "40,20 80×120"),
        ("frame: size(50, 50);", "0,0 50×50"),  // neither side given: at the origin
        ("frame: size(50, 60).left(auto).right(auto).top(auto).bottom(auto);", "75,70 50×60"),
    ])
    func relativeRectsInA200PointParent(declaration: String, expected: String) {
        #expect(childFrame(declaration) == expected, "\(declaration)")
    }

    @Test(arguments: [
        ("frame: size(auto,auto).insets(auto,auto,auto,auto);", "200,300 200×300"),
        ("frame: size(100,100).insets(auto,auto,auto,auto);", "250,400 100×100"),
        ("frame: size(50%,50%).left(auto).right(auto).top(42);", "150,42 300×450"),
        ("frame: size(auto,auto).left(auto).right(50).top(auto).bottom(50);", "275,425 275×425"),
        ("frame: size(auto,auto).left(50).right(auto).top(50).bottom(auto);", "50,50 275×425"),
    ])
    func autoOnOneAndBothSidesInA600By900Parent(declaration: String, expected: String) {
        #expect(childFrame(declaration, parentWidth: 600, parentHeight: 900) == expected, "\(declaration)")
    }

    @Test func percentagesAreFlooredToPixels() {
        // 33% of 100 is 33 points, at scale 2 floored to 33.0; 33.3% gives 33.3 → 33.
        #expect(childFrame("frame: size(33.3%, 10).left(0).top(0);", parentWidth: 100) == "0,0 33×10")
        #expect(childFrame("frame: size(25.5%, 10).left(0).top(0);", parentWidth: 100) == "0,0 25.5×10")
    }

    @Test func windowRelativeFramesUseTheScreen() {
        #expect(childFrame("frame: window;", screen: (300, 400)) == "0,0 300×400")
        #expect(childFrame("frame: window(1, 2, 3, 4);", screen: (300, 400)) == "2,1 294×396")
    }

    @Test func windowInsetsTheRightByDyAsInterfaCSSDoes() {
        // InterfaCSS 1.x builds window(dx, dy) as insets (dy, dx, dy, dy): the right inset is
        // 20, not 10, so 300 − 10 − 20 wide. The legend repeats the lint hint.
        #expect(childFrame("frame: window(10, 20);", screen: (300, 400)) == "10,20 270×360")
        let view = preview("#v { frame: window(10, 20); }", width: 300, height: 400).views[0]
        #expect(view.notes == ["InterfaCSS 1.x uses dy for the right inset of window(dx, dy), so the right inset is 20, not 10"])
    }

    @Test func centersRelativeToTheParentAndTheWindow() {
        // InterfaCSS's checks: parent 200×200, parent(50, -50) is (150, 50); window 300×300,
        // window(50, -50) is (200, 100). The frame is placed around the centre.
        #expect(childFrame("frame: rect(0, 0, 20, 10);\n    center: parent(50, -50);") == "140,45 20×10")
        #expect(childFrame("frame: rect(0, 0, 20, 10);\n    center: window(50, -50);", screen: (300, 300)) == "190,95 20×10")
        #expect(childFrame("frame: rect(0, 0, 20, 10);\n    center: parent;") == "90,95 20×10")
        #expect(childFrame("frame: rect(0, 0, 20, 10);\n    center: point(30, 40);") == "20,35 20×10")
    }

    @Test func boundsResizesAboutTheCenter() {
        #expect(childFrame("frame: rect(0, 0, 100, 100);\n    bounds: rect(0, 0, 50, 20);") == "25,40 50×20")
    }

    @Test func sizeToFitUsesTheEstimatedTextSize() {
        // "Hello" in 20 pt: 5 × 0.55 × 20 = 55 wide, 1.2 × 20 = 24 high.
        let label = "#parent { frame: rect(0, 0, 200, 200);\n UILabel#child { text: \"Hello\"; font: system 20; frame: sizeToFit().left(10).top(10); } }"
        #expect(frames(label)["child"] == "10,10 55×24")
        // Capped by the given size.
        let capped = "#parent { frame: rect(0, 0, 200, 200);\n UILabel#child { text: \"Hello\"; font: system 20; frame: sizeToFit(30, 100).left(0).top(0); } }"
        #expect(frames(capped)["child"] == "0,0 30×24")
    }

    @Test func theLastGeometryDeclarationWins() {
        #expect(childFrame("frame: rect(0, 0, 10, 10);\n    frame: rect(5, 5, 20, 20);") == "5,5 20×20")
    }
}
