import StyleLayout
import Testing
import TestSupport

/// The drawing and legend, exactly. A change here is a change users see: review it. After an
/// intended change, `STYLELSP_RECORD=1 swift test --filter ASCIISnapshotTests` rewrites them.
@Suite struct ASCIISnapshotTests {
    func assertDrawing(
        _ css: String, width: Double = 375, height: Double = 300, landscape: Bool = false, columns: Int = 40, unicode: Bool = false,
        drawing expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = preview(css, width: width, height: height, landscape: landscape, columns: columns, unicode: unicode).text
        if recording {
            InlineSnapshots.shared.rewrite(filePath: filePath, callLine: sourceLocation.line, label: "drawing:", with: text)
        } else {
            #expect(text == expected.trimmingTrailingWhitespace + "\n", sourceLocation: sourceLocation)
        }
    }

    @Test func nestedViews() {
        assertDrawing(
            """
            #card {
                frame: rect(20, 20, 335, 200);
                #header { frame: rect(10, 10, 150, 30); }
                #body { frame: rect(10, 50, 315, 140); }
            }
            """,
            drawing: """
                +-screen-------------------------------+
                | +-card-----------------------------+ |
                | |+-header--------+                 | |
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
                    header (UIView)  10,10 150×30
                    body (UIView)  10,50 315×140
                """)
    }

    /// A frame past an integer's range in cells is clipped like any frame wider than the screen.
    @Test func framesPastTheRangeOfIntegersAreClipped() {
        func drawing(_ css: String) -> Substring { preview(css, height: 300).text.split(separator: "\n\n")[0] }
        let huge = String(repeating: "9", count: 300)
        #expect(drawing("#wide { frame: rect(-1000, 10, \(huge), 20); }") == drawing("#wide { frame: rect(-1000, 10, 5000, 20); }"))
    }

    @Test func overlappingViewsLaterOnTop() {
        assertDrawing(
            "#back { frame: rect(20, 20, 200, 150); }\n#front { frame: rect(120, 100, 200, 150); }",
            drawing: """
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
        assertDrawing(
            "#box {\n  frame: rect(40, 40, 200, 100);\n  #badge { frame: rect(110, -20, 120, 60); }\n}",
            drawing: """
                +-screen-------------------------------+
                |                                      |
                |   +-box-------+-~badge-+             |
                |   |           |        |             |
                |   |           +--------+             |
                |   |                    |             |
                |   |                    |             |
                |   +--------------------+             |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                +--------------------------------------+

                375×300 pt, landscape
                  box (UIView)  40,40 200×100
                    badge (UIView)  110,-20 120×60  [reaches outside its superview]
                """)
    }

    @Test func landscapeWithUnicodeBoxes() {
        assertDrawing(
            "#bar { frame: size(auto, 40).top(0); }\n#content { frame: size(auto, auto).top(40).bottom(0); }",
            width: 200, height: 300, landscape: true, columns: 30, unicode: true,
            drawing: """
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

    @Test func namesAreShortenedReadablyAndTextIsDrawnInside() {
        // Long names in short borders: initials of all words but the last, else the start and
        // the end, else nothing; labels' text and buttons' titles inside when they fit; a name
        // whose top border is covered by a subview goes in the bottom border.
        assertDrawing(
            """
            #simpleSampleMainButton2 { frame: rect(10, 10, 90, 60); title: "Go"; }
            #demoLabel1 { frame: rect(120, 10, 80, 60); text: "Hello"; textAlignment: right; }
            #thumbnail { frame: rect(220, 10, 60, 60); }
            #x { frame: rect(300, 10, 20, 60); }
            #caption { frame: rect(10, 100, 300, 40); text: "Far too long a caption for this box"; }
            #toolbar { frame: rect(10, 180, 300, 60); #share { frame: rect(20, 2, 200, 30); } }
            """,
            drawing: """
                +-screen-------------------------------+
                |+-sim..n2+ +-dLabel1+ +-th..+ +-+     |
                ||   Go   | |   Hello| |     | | |     |
                ||        | |        | |     | | |     |
                |+--------+ +--------+ +-----+ +-+     |
                |+-caption----------------------+      |
                ||                              |      |
                |+------------------------------+      |
                |                                      |
                |+-+-share--------------+-------+      |
                || |                    |       |      |
                || +--------------------+       |      |
                |+-toolbar----------------------+      |
                |                                      |
                |                                      |
                |                                      |
                +--------------------------------------+

                375×300 pt, landscape
                  simpleSampleMainButton2 (UIButton)  10,10 90×60
                  demoLabel1 (UILabel)  120,10 80×60
                  thumbnail (UIView)  220,10 60×60
                  x (UIView)  300,10 20×60
                  caption (UILabel)  10,100 300×40
                  toolbar (UIView)  10,180 300×60
                    share (UIView)  20,2 200×30
                """)
    }

    @Test func aWrappingFlexboxRow() {
        assertDrawing(
            """
            #row {
                frame: rect(0, 0, 375, 300);
                flex-direction: row; flex-wrap: wrap; align-content: space-between; padding: 10;
                UILabel#swift { text: "Swift"; flex-width: 110; flex-height: 50; margin: 5; textAlignment: center; }
                UILabel#kotlin { text: "Kotlin"; flex-width: 110; flex-height: 50; margin: 5; textAlignment: center; }
                UILabel#rust { text: "Rust"; flex-width: 110; flex-height: 50; margin: 5; textAlignment: center; }
                UIButton#more { title: "More"; flex-grow: 1; flex-height: 60; margin: 5; }
            }
            """,
            drawing: """
                +-row----------------------------------+
                | +-swift----++-kotlin---+             |
                | |  Swift   ||  Kotlin  |             |
                | +----------++----------+             |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                |                                      |
                | +-rust-----++-more-----------------+ |
                | |   Rust   ||         More         | |
                | +----------+|                      | |
                |             +----------------------+ |
                +--------------------------------------+

                375×300 pt, landscape
                  row (UIView)  0,0 375×300
                    swift (UILabel)  15,15 110×50
                    kotlin (UILabel)  135,15 110×50
                    rust (UILabel)  15,225 110×50
                    more (UIButton)  135,225 225×60
                """)
    }
}
