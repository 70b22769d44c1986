import StyleLayout
import Testing

/// Small stylesheets written after InterfaCSS's sample apps (HelloISSLayout, SimpleSample,
/// FlexyVistas), previewed as a new user would: every frame worked out by hand, no view of
/// a negative size or larger than the screen.
@Suite struct SampleLikeTests {
    @Test func anISSLayoutDemoWithoutAViewDefinition() {
        // 375×667; the top layout guide is 20. Views without a type selector are classed by
        // what styles them, and take UIKit's intrinsic sizes where the layout gives none.
        let css = """
            #header { layout: top(guide.top + 1), height(44), centerX(parent); }
            #go { layout: size(120, 80), center(parent, parent); title: "Go"; }
            #back { layout: height(40), width(parent.width * 0.25), centerY(go), centerX(parent.width * 0.15); title: "Back"; }
            #spinner { layout: centerX(go), top(go.bottom + 50); activityIndicatorViewStyle: whiteLarge; }
            #slider { layout: width(120), center(go.left - 50, go.bottom + 70); maximumValue: 10; }
            #toggle { layout: topLeft(go + 30, go + 50); onTintColor: green; }
            """
        let result = preview(css)
        #expect(result.views.map(\.type) == ["UIView", "UIButton", "UIButton", "UIActivityIndicatorView", "UISlider", "UISwitch"])
        #expect(frameList(result) == [
            "header: 0,21 375×44",  // no intrinsic width: the parent's, centred
            "go: 127.5,293.5 120×80",  // centred at 187.5, 333.5
            "back: 9.375,313.5 93.75×40",  // 25% wide, centred at 15% across and at go's middle
            "spinner: 169,423.5 37×37",  // a large spinner, 50 below go
            "slider: 17.5,428 120×31",  // centred 50 left of go, 70 below; 31 high
            "toggle: 277.5,423.5 51×31",  // 30 right of go, 50 below its bottom
        ])
    }

    @Test func viewsCentredWithBoundsAndCenter() {
        // bounds sizes a view about its centre, center: parent(0, 0) puts that centre in the
        // middle of the superview.
        let css = """
            .content { bounds: size(200, 230); center: parent(0, 0);
              UILabel#title { frame: rect(30, 10, 140, 30); text: "Title"; } }
            #main { bounds: size(160, 30); center: parent(0, 0); title: "Main"; }
            """
        #expect(frameList(preview(css)) == ["content: 87.5,218.5 200×230", "title: 30,10 140×30", "main: 107.5,318.5 160×30"])
    }

    @Test func aFlexboxScreenFromALayoutFile() {
        let xml = """
            <layout useSafeAreaInsets="false">
              <view class="root">
                <view id="summary" style="flex-direction: row; padding: 8">
                  <text id="stars" style="flex-grow: 1">★★★</text>
                  <label id="year">2014</label>
                </view>
                <view id="tabs" style="flex-direction: row; padding: 8">
                  <view id="tab" style="margin-right: 20"><view id="indicator" style="flex-height: 3"/><button id="episodes">EPISODES</button></view>
                </view>
              </view>
            </layout>
            """
        let css = ".root { flex-direction: column; align-items: stretch; }\n#tab button { flex-height: 16; }"
        // "★★★" is ceil(3 × 0.55 × 17) = 29 wide and grows into the row's 359 − 29 − 38 = 292
        // to spare; "2014" is 38 wide. The tab is as wide as its button ("EPISODES" at 15 pt:
        // 66 + 16) and as high as its children (3 + 16).
        #expect(frameList(preview(css, xml: xml)) == [
            "root: 0,0 375×667",
            "summary: 0,0 375×37", "stars: 8,8 321×21", "year: 329,8 38×21",
            "tabs: 0,37 375×35", "tab: 8,8 82×19", "indicator: 0,0 82×3", "episodes: 0,3 82×16",
        ])
    }
}
