import StyleLayout
import Testing

/// The drawing and legend, exactly. A change here is a change users see: review it.
@Suite struct ASCIISnapshotTests {
    @Test func nestedViews() {
        let css = """
            #card {
                frame: rect(20, 20, 335, 200);
                UILabel#title { text: "Title"; frame: rect(10, 10, 150, 30); }
                #body { frame: rect(10, 50, 315, 140); }
            }
            """
        #expect(preview(css, width: 375, height: 300).text == """
            +-screen-------------------------------+
            | +-card-----------------------------+ |
            | |+-title---------+                 | |
            | |+---------------+                 | |
            | |+-body---------------------------+| |
            | ||                                || |
            | ||                                || |
            | ||                                || |
            | ||                                || |
            | ||                                || |
            | ||                                || |
            | ++--------------------------------++ |
            |                                      |
            |                                      |
            |                                      |
            |                                      |
            +--------------------------------------+

            375×300 pt, landscape
              card (UIView)  20,20 335×200
                title (UILabel)  10,10 150×30
                body (UIView)  10,50 315×140

            """)
    }

    @Test func overlappingViewsLaterOnTop() {
        let css = "#back { frame: rect(20, 20, 200, 150); }\n#front { frame: rect(120, 100, 200, 150); }"
        #expect(preview(css, width: 375, height: 300).text == """
            +-screen-------------------------------+
            | +-back---------------+               |
            | |                    |               |
            | |                    |               |
            | |                    |               |
            | |         +-front--------------+     |
            | |         |                    |     |
            | |         |                    |     |
            | |         |                    |     |
            | +---------|                    |     |
            |           |                    |     |
            |           |                    |     |
            |           |                    |     |
            |           +--------------------+     |
            |                                      |
            |                                      |
            +--------------------------------------+

            375×300 pt, landscape
              back (UIView)  20,20 200×150
              front (UIView)  120,100 200×150

            """)
    }

    @Test func clippedViewsAreMarked() {
        let css = "#box {\n  frame: rect(40, 40, 200, 100);\n  #badge { frame: rect(150, -20, 100, 60); }\n}"
        let text = preview(css, width: 375, height: 300).text
        #expect(text.hasPrefix("""
            +-screen-------------------------------+
            |                                      |
            |   +-box-----------+-~ba+             |
            |   |               |    |             |
            |   |               +----+             |
            |   |                    |             |
            |   |                    |             |
            |   +--------------------+             |

            """))
        #expect(text.hasSuffix("    badge (UIView)  150,-20 100×60  [reaches outside its superview]\n"))
    }

    @Test func landscapeWithUnicodeBoxes() {
        let css = "#bar { frame: size(auto, 40).top(0); }\n#content { frame: size(auto, auto).top(40).bottom(0); }"
        let landscape = preview(css, width: 200, height: 300, landscape: true, columns: 30, unicode: true)
        #expect(landscape.screen.width == 300 && landscape.screen.height == 200)
        #expect(landscape.text == """
            ┌─bar────────────────────────┐
            │                            │
            ┌─content────────────────────┐
            │                            │
            │                            │
            │                            │
            │                            │
            │                            │
            │                            │
            │                            │
            └────────────────────────────┘

            300×200 pt, landscape
              bar (UIView)  0,0 300×40
              content (UIView)  0,40 300×160

            """)
    }
}
