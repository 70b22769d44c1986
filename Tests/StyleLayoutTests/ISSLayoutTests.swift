import StyleLayout
import StyleSemantics
import Testing

/// ISSLayout (`layout:`, layout.md), each relation kind, frames worked out by hand.
@Suite struct ISSLayoutTests {
    /// `#child`'s frame for a layout inside a 500×500 `#parent`, with `#anchor` at 10,20 100×50.
    func child(_ layout: String) -> String? {
        let css = """
            #parent {
              frame: rect(0, 0, 500, 500);
              #anchor { frame: rect(10, 20, 100, 50); }
              #child { layout: \(layout); }
            }
            """
        return frames(css)["child"]
    }

    @Test func edgesRelativeToTheParent() {
        // layout.md's check: (100, 50, 300, 400).
        #expect(child("left(parent.left + 100), right(parent.right - 100), top(parent.top + 50), bottom(parent.bottom - 50)") == "100,50 300×400")
    }

    @Test func sizesAndCenters() {
        #expect(child("size(100, 100), center(parent, parent)") == "200,200 100×100")
        #expect(child("size(100, 100), center(parent, parent.centerY - 100)") == "200,100 100×100")
        #expect(child("size(100, 40), centerX(parent), top(10)") == "200,10 100×40")
    }

    @Test func multipliersConstantsAndPercentages() {
        #expect(child("size(0.5 * parent.width, parent.height - 100), left(100), top(100)") == "100,100 250×400")
        // A percentage is of the parent's same attribute: 25% of parent.left (0) is 0.
        #expect(child("width(50%), height(10%), left(25%), top(0)") == "0,0 250×50")
        #expect(child("size(2 * parent, 20), left(0), top(0)") == "0,0 1000×20")
    }

    @Test func otherElementsWithImplicitAttributes() {
        // left(anchor) is just right of it (its right edge), top(anchor) just below it.
        #expect(child("size(10, 10), left(anchor), top(anchor)") == "110,70 10×10")
        #expect(child("size(10, 10), left(anchor.left), top(anchor.top + 5)") == "10,25 10×10")
        #expect(child("size(anchor.width, anchor), left(#anchor), top('anchor')") == "110,70 100×50")
        // right(anchor) ends at its left edge; bottom(anchor) at its top.
        #expect(child("size(10, 10), right(anchor), bottom(anchor)") == "0,10 10×10")
    }

    @Test func marginsOfTheParent() {
        // UIKit's default layout margins are 8 points.
        #expect(child("size(10, 10), left(parent.leftMargin), top(parent.topMargin)") == "8,8 10×10")
        #expect(child("size(10, 10), leftMargin(20), top(0)") == "12,0 10×10")
    }

    @Test func aMarginAttributeLeftOutReadsThePlainEdge() {
        // leftMargin(parent) reads the parent's left (0), not its left margin, yet takes the
        // view's own 8 pt margin off: −8 (InterfaCSS 1.x checks the attribute as written).
        #expect(child("size(10, 10), leftMargin(parent), topMargin(parent)") == "-8,-8 10×10")
        // Written out, the two margins cancel out.
        #expect(child("size(10, 10), leftMargin(parent.leftMargin), topMargin(parent.topMargin)") == "0,0 10×10")
        // Another view's: anchor's left (10) less 8; a percentage reads the plain edge too.
        #expect(child("size(10, 10), leftMargin(anchor), top(0)") == "2,0 10×10")
        #expect(child("size(10, 10), rightMargin(parent), top(0)") == "498,0 10×10")
        // A hint on the term, repeated in the legend.
        let result = preview("#v {\n  layout: size(10, 10), leftMargin(parent), top(0);\n}")
        let message = "leftMargin(parent…) names no margin attribute, so InterfaCSS 1.x reads parent's plain left but still takes the view's 8 pt margin off: "
            + "the view ends 8 pt before a margin-to-margin alignment; write parent.leftMargin"
        #expect(result.diagnostics.map(\.code.rawValue) == ["interfacss-quirk"])
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics[0].range == 29..<47)
        #expect(result.views[0].notes == [message, "reaches outside its superview"])
    }

    @Test func aLaterTermForTheSameTargetReplacesTheEarlier() {
        // Not both added to the position: 20, not 30.
        #expect(child("size(10, 10), left(10), top(0), left(20)") == "20,0 10×10")
    }

    @Test func sizeToFitOnAPlainViewKeepsItsCurrentSize() {
        // UIView's sizeThatFits answers its current size, and any smaller answer counts.
        #expect(child("sizeToFit(100, 100), left(0), top(0)") == "0,0 0×0")
        let css = "#parent { frame: rect(0, 0, 500, 500);\n #child { frame: rect(0, 0, 40, 30); layout: sizeToFit(100, 100), left(5), top(0); } }"
        #expect(frames(css)["child"] == "5,0 40×30")
    }

    @Test func textOfSeveralLinesWrapsAtItsWidth() {
        // 13 characters × 0.55 × 17 = 122 pt on one line: 3 lines of 21 pt in 50.
        let css = "UILabel#a { text: \"Hello, world!\"; numberOfLines: 0; layout: left(0), top(0), width(50); }"
        #expect(frames(css)["a"] == "0,0 50×63")
    }

    /// A line count, a font or a width past an integer's range does not trap: lines are counted
    /// in doubles, and a count past a billion is as good as unlimited.
    @Test func textWithNumbersPastTheRangeOfIntegers() {
        let huge = "100000000000000000000"
        let wrapped = "UILabel#a { text: \"Hello, world!\"; numberOfLines: \(huge); layout: left(0), top(0), width(50); }"
        #expect(frames(wrapped)["a"] == "0,0 50×63")
        let font = "UILabel#a { text: \"Hello, world!\"; numberOfLines: 0; fontSize: \(huge); layout: left(0), top(0), width(50); }"
        #expect(frames(font)["a"] == "0,0 50×1716000000000000011993345266868140638208")
        let narrow = "UILabel#a { text: \"Hello, world!\"; numberOfLines: 0; layout: left(0), top(0), width(0.000000000000000000001); }"
        #expect(frames(narrow)["a"] == "0,0 0×2562000000000000046137344")
    }

    /// A side past the largest double (a literal of 400 digits) is the largest finite one;
    /// one that is not a number (∞ − ∞) is 0.
    @Test func framesStayFinite() {
        let infinite = String(repeating: "9", count: 400)
        let result = frames("#tall { frame: rect(0, 0, 10, \(infinite)); }\n#nan { frame: rect(\(infinite) - \(infinite), 0, 10, 10); }")
        #expect(result["tall"] == "0,0 10×\(formatNumber(.greatestFiniteMagnitude))")
        #expect(result["nan"] == "0,0 10×10")
    }

    @Test func layoutGuides() {
        // The top guide is the status bar (20 pt); the screen is 375×667.
        let css = """
            #view { layout: left(0), right(parent.right), top(guide.top), bottom(guide.bottom - 10); }
            #middle { layout: size(10, 10), left(0), centerY(guide.center); }
            """
        let result = frames(css)
        #expect(result["view"] == "0,20 375×637")
        #expect(result["middle"] == "0,338.5 10×10")
    }

    /// `topLayoutGuide` and `bottomLayoutGuide` are the device's safe area: its status bar
    /// (none on an iPhone in landscape) and its home indicator.
    @Test func layoutGuidesFollowTheDevice() {
        let (analysis, symbols, context) = analyzed("#view { layout: left(0), right(parent.right), top(guide.top), bottom(guide.bottom); }")
        func frame(_ device: String, landscape: Bool = false) -> String? {
            var screen = Device.named(device)!
            if landscape { screen = screen.turned }
            let preview = Preview(analysis: analysis, viewDefinition: nil, symbols: symbols, context: context, options: PreviewOptions(screen: screen))
            return preview.views.first?.frame.description
        }
        #expect(frame("iphone-se") == "0,20 375×647")
        #expect(frame("iphone-se", landscape: true) == "0,0 667×375")
        #expect(frame("iphone-13-mini") == "0,50 375×728")
        #expect(frame("iphone-15") == "0,59 393×759")
        #expect(frame("iphone-15", landscape: true) == "0,0 852×372")
        #expect(frame("ipad", landscape: true) == "0,20 1024×748")
        #expect(frame("ipad-pro-11") == "0,24 834×1150")
    }

    @Test func siblingsDeclaredLaterAndElementsInOtherParents() {
        let css = """
            #box {
              frame: rect(50, 100, 200, 200);
              #inner { layout: size(20, 20), left(later), top(later); }
              #later { frame: rect(10, 10, 30, 30); }
            }
            #outside { layout: size(5, 5), left(inner.left), top(inner.bottom); }
            """
        let result = frames(css)
        #expect(result["inner"] == "40,40 20×20")
        // inner is at 90,140 on the screen; outside is a child of the screen.
        #expect(result["outside"] == "90,160 5×5")
    }

    @Test func intrinsicSizeUnlessBothEdgesAreGiven() {
        // "Title" in 20 pt: 55×24.
        let css = """
            UILabel#a { text: "Title"; font: system 20; layout: left(10), top(10); }
            UILabel#b { text: "Title"; font: system 20; layout: left(10), right(parent.right - 10), top(40); }
            """
        let result = frames(css)
        #expect(result["a"] == "10,10 55×24")
        #expect(result["b"] == "10,40 355×24")
    }

    @Test func sizeToFitCapsTheSize() {
        let css = "UILabel#a { text: \"Title\"; font: system 20; layout: sizeToFit(parent.width, parent.height), left(0), top(0); }"
        #expect(frames(css)["a"] == "0,0 55×24")
    }

    @Test func cyclesAndUnknownIdsStayUnresolved() {
        let css = """
            #a { layout: size(10, 10), left(b), top(0); }
            #b { layout: size(10, 10), left(a), top(0); }
            #c { layout: size(10, 10), left(nobody), top(0); }
            #d { layout: size(10, 10), left(a), top(0); }
            #e { layout: size(10, 10), left(d.left + 5), top(0); }
            """
        let result = preview(css)
        let byName = Dictionary(uniqueKeysWithValues: result.views.map { ($0.name, $0) })
        #expect(byName["a"]?.frame == .zero)
        #expect(byName["b"]?.frame == .zero)
        #expect(byName["c"]?.frame == .zero)
        #expect(byName["d"]?.frame == .zero)
        #expect(result.diagnostics.map(\.code.rawValue) == ["layout-cycle", "layout-cycle", "unknown-layout-reference", "layout-cycle", "layout-cycle"])
        #expect(result.diagnostics[0].message.contains("the layouts of a → b → a refer to each other"))
        #expect(result.diagnostics[2].message.contains("'nobody'"))
    }

    @Test func layoutWinsOverFrame() {
        #expect(child("size(10, 10), left(1), top(2)") == "1,2 10×10")
        let css = "#v { frame: rect(100, 100, 50, 50); layout: size(10, 10), left(1), top(2); }"
        #expect(frames(css)["v"] == "1,2 10×10")
    }
}
