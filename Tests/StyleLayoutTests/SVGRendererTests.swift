import Foundation
@testable import StyleLayout
import Testing
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG picture: what each declaration draws, text set as UIKit sets it, names that never
/// overlap, marks and notes for the views the legend notes, hostile text kept well-formed.
/// The groups of the picture are compared whole; after an intended change,
/// `STYLELSP_RECORD=1 swift test --filter SVGRendererTests` rewrites them.
@Suite struct SVGRendererTests {
    func assertGroup(
        _ css: String, xml: String? = nil, _ group: String = "app", width: Double = 375, height: Double = 300, options: SVGOptions = SVGOptions(),
        drawing expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let picture = svg(css, xml: xml, width: width, height: height, options: options)
        #expect(isWellFormedXML(picture), sourceLocation: sourceLocation)
        let actual = svgGroup(picture, group)
        if recording {
            InlineSnapshots.shared.rewrite(filePath: filePath, callLine: sourceLocation.line, label: "drawing:", with: actual)
        } else {
            #expect(actual == expected.trimmingTrailingWhitespace, sourceLocation: sourceLocation)
        }
    }

    /// Background (a variable through a colour function), corners, border over the subviews,
    /// alpha and transform of the whole subtree, `clipsToBounds` clipping the subviews to the
    /// rounded bounds, a hidden view and its subviews not drawn at all, a gradient.
    @Test func whatAViewsDeclarationsDraw() {
        assertGroup(
            """
            @accent: #ff6d10;
            #card {
                frame: rect(20, 40, 200, 120);
                backgroundColor: darken(@accent, 10%);
                cornerRadius: 12; borderWidth: 2; borderColor: #333333; clipsToBounds: YES; alpha: 0.5;
                #badge { frame: rect(180, -10, 40, 40); backgroundColor: rgba(0, 0, 255, 0.5); }
                #ghost { frame: rect(0, 0, 50, 50); backgroundColor: red; hidden: YES; #inside { frame: rect(0, 0, 5, 5); backgroundColor: red; } }
            }
            #turned { frame: rect(250, 40, 100, 20); backgroundColor: gradient(white, black); transform: rotate(90) scale(2, 1); }
            """,
            drawing: """
                <g class="view" data-name="card" opacity="0.5">
                <title>card (UIView) 20,40 200×120</title>
                <rect x="20" y="40" width="200" height="120" rx="12" fill="#e6620e"/>
                <g clip-path="url(#c0)">
                <g class="view" data-name="badge">
                <title>badge (UIView) 180,-10 40×40: reaches outside its superview</title>
                <rect x="200" y="30" width="40" height="40" fill="#0000ff" fill-opacity="0.5"/>
                </g>
                </g>
                <rect class="border" x="21" y="41" width="198" height="118" rx="11" fill="none" stroke="#333333" stroke-width="2"/>
                </g>
                <g class="view" data-name="turned" transform="translate(300 50) rotate(90) scale(2 1) translate(-300 -50)">
                <title>turned (UIView) 250,40 100×20</title>
                <rect x="250" y="40" width="100" height="20" fill="url(#b4)"/>
                </g>
                """)
    }

    /// A label's text in its font, size, colour and alignment, broken into lines where the
    /// layout's widths break it, as many as `numberOfLines` and the height allow, the last
    /// shortened; attributed text in runs; text clipped to its view.
    @Test func labelsSetTheirTextAsUIKitDoes() {
        assertGroup(
            """
            UILabel#one { frame: rect(10, 30, 120, 30); text: "One line that is far too long"; font: HelveticaNeue-Bold 14; textColor: #336699; }
            UILabel#wrapped { frame: rect(10, 70, 120, 80); text: "Several words that wrap onto lines"; numberOfLines: 0; textAlignment: center; }
            UILabel#two { frame: rect(140, 30, 120, 60); text: "Two lines at most and then it stops"; numberOfLines: 2; textAlignment: right; font: Avenir-LightOblique 13; }
            UILabel#runs { frame: rect(140, 100, 220, 30); attributedText: "Red " (foregroundColor: red), "underlined" (underlineStyle: single, font: Georgia 20); }
            """,
            drawing: """
                <g class="view" data-name="one">
                <title>one (UILabel) 10,30 120×30</title>
                <g class="text" clip-path="url(#c0)" font-family="'Helvetica Neue', 'HelveticaNeue-Bold', -apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif" font-size="14" font-weight="700" fill="#336699">
                <text x="10" y="49.2" xml:space="preserve">One line that…</text>
                </g>
                </g>
                <g class="view" data-name="wrapped">
                <title>wrapped (UILabel) 10,70 120×80</title>
                <g class="text" clip-path="url(#c1)" font-size="17" fill="#000000">
                <text x="70" y="94.7" text-anchor="middle" xml:space="preserve">Several</text>
                <text x="70" y="115.1" text-anchor="middle" xml:space="preserve">words that</text>
                <text x="70" y="135.5" text-anchor="middle" textLength="112.2" lengthAdjust="spacing" xml:space="preserve">wrap onto l…</text>
                </g>
                </g>
                <g class="view" data-name="two">
                <title>two (UILabel) 140,30 120×60</title>
                <g class="text" clip-path="url(#c2)" font-family="'Avenir', 'Avenir-LightOblique', -apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif" font-size="13" font-weight="300" font-style="italic" fill="#000000">
                <text x="260" y="56.1" text-anchor="end" xml:space="preserve">Two lines at</text>
                <text x="260" y="71.7" text-anchor="end" textLength="114.4" lengthAdjust="spacing" xml:space="preserve">most and then i…</text>
                </g>
                </g>
                <g class="view" data-name="runs">
                <title>runs (UILabel) 140,100 220×30</title>
                <g class="text" clip-path="url(#c3)" font-size="17" fill="#000000">
                <text x="140" y="121" xml:space="preserve"><tspan fill="#ff0000">Red </tspan><tspan font-family="'Georgia', -apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif" font-size="20" text-decoration="underline">underlined</tspan></text>
                </g>
                </g>
                """)
    }

    /// A button's title is centred and shortened in its middle; a view definition's buttons are
    /// `custom` (white titles) unless `type="system"`, which a stylesheet's buttons are taken
    /// to be; a text field shows its placeholder when it has no text.
    @Test func buttonsAndTextFields() {
        assertGroup(
            """
            #long { title: "A title much too long for it"; }
            #plain { title: "Plain"; }
            #tinted { title: "Tinted"; tintColor: green; contentHorizontalAlignment: left; }
            #field { placeholder: "Your name"; borderStyle: roundedRect; }
            """,
            xml: """
                <layout>
                  <view id="root" style="flex-direction: row; flex-wrap: wrap; padding-top: 30">
                    <button id="long" type="system" style="flex-width: 100; flex-height: 40; margin: 5"/>
                    <button id="plain" style="flex-width: 100; flex-height: 40; margin: 5"/>
                    <button id="tinted" type="system" style="flex-width: 100; flex-height: 40; margin: 5"/>
                    <textField id="field" style="flex-width: 200; flex-height: 34; margin: 5"/>
                  </view>
                </layout>
                """,
            drawing: """
                <g class="view" data-name="root">
                <title>root (UIView) 0,0 375×300</title>
                <g class="view" data-name="long">
                <title>long (UIButton) 5,35 100×40</title>
                <g class="text" clip-path="url(#c1)" font-size="15" fill="#007aff">
                <text x="55" y="59.5" text-anchor="middle" textLength="99" lengthAdjust="spacing" xml:space="preserve">A titl…or it</text>
                </g>
                </g>
                <g class="view" data-name="plain">
                <title>plain (UIButton) 115,35 100×40</title>
                <g class="text" clip-path="url(#c2)" font-size="15" fill="#ffffff">
                <text x="165" y="59.5" text-anchor="middle" xml:space="preserve">Plain</text>
                </g>
                </g>
                <g class="view" data-name="tinted">
                <title>tinted (UIButton) 225,35 100×40</title>
                <g class="text" clip-path="url(#c3)" font-size="15" fill="#00ff00">
                <text x="225" y="59.5" xml:space="preserve">Tinted</text>
                </g>
                </g>
                <g class="view" data-name="field">
                <title>field (UITextField) 5,85 200×34</title>
                <rect x="5" y="85" width="200" height="34" rx="5" fill="#ffffff" stroke="#8e8e93" stroke-opacity="0.5" stroke-width="1"/>
                <g class="text" clip-path="url(#c4)" font-size="17" fill="#000000">
                <text x="12" y="107.1" xml:space="preserve"><tspan fill="#3c3c43" fill-opacity="0.3">Your name</tspan></text>
                </g>
                </g>
                </g>
                """)
    }

    /// An image view is a placeholder (its image's size unknown, taken as 4:3) where its
    /// content mode puts the image; without `clipsToBounds` an aspect fill spills out of it.
    @Test func imageViewsShowWhereTheirImageGoes() {
        let box = Rect(x: 0, y: 0, width: 200, height: 100)
        let modes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "topLeft", "bottomRight", "top", "right"]
        #expect(modes.map { "\($0): \(SVGRenderer.imageFrame(in: box, mode: $0.lowercased()))" } == [
            "scaleToFill: 0,0 200×100", "scaleAspectFit: 33.3333,0 133.3333×100", "scaleAspectFill: 0,-25 200×150",
            "center: 55.5556,16.6667 88.8889×66.6667", "topLeft: 0,0 88.8889×66.6667", "bottomRight: 111.1111,33.3333 88.8889×66.6667",
            "top: 55.5556,0 88.8889×66.6667", "right: 111.1111,16.6667 88.8889×66.6667",
        ])
        assertGroup(
            """
            UIImageView#photo { frame: rect(10, 30, 200, 100); image: "holuhraun.jpg"; contentMode: scaleAspectFill; }
            UIImageView#icon { frame: rect(220, 30, 100, 100); image: #00ff00; }
            """,
            drawing: """
                <g class="view" data-name="photo">
                <title>photo (UIImageView) 10,30 200×100</title>
                <g class="image"><title>holuhraun.jpg</title>
                <rect x="10" y="5" width="200" height="150" fill="#e5e5ea"/>
                <polygon points="72.5,117.5 98.75,76.25 117.5,98.75 128.75,87.5 147.5,117.5" fill="#8e8e93"/>
                <circle cx="131" cy="61.25" r="7.5" fill="#8e8e93"/>
                </g>
                </g>
                <g class="view" data-name="icon">
                <title>icon (UIImageView) 220,30 100×100</title>
                <rect x="220" y="30" width="100" height="100" fill="#00ff00"/>
                </g>
                """)
    }

    /// Names go on the outlines, shortened to their view, never over one another: views that
    /// share an origin put theirs in other corners, and a view with no room left has none.
    @Test func namesNeverOverlap() {
        assertGroup(
            """
            #outer {
                frame: rect(0, 40, 375, 200);
                #same { frame: rect(0, 0, 375, 100); #again { frame: rect(0, 0, 375, 50); #onceMore { frame: rect(0, 0, 375, 30); } } }
                #narrowViewWithAVeryLongName { frame: rect(10, 110, 60, 40); }
                #flat { frame: rect(100, 110, 60, 8); }
            }
            """, "outlines",
            drawing: """
                <rect class="outline" x="0" y="40" width="375" height="200" fill="none" stroke="#2563eb" stroke-opacity="0.7" stroke-width="1"/>
                <rect class="outline" x="0" y="40" width="375" height="100" fill="none" stroke="#2563eb" stroke-opacity="0.7" stroke-width="1"/>
                <rect class="outline" x="0" y="40" width="375" height="50" fill="none" stroke="#2563eb" stroke-opacity="0.7" stroke-width="1"/>
                <rect class="outline" x="0" y="40" width="375" height="30" fill="none" stroke="#2563eb" stroke-opacity="0.7" stroke-width="1"/>
                <rect class="outline" x="10" y="150" width="60" height="40" fill="none" stroke="#2563eb" stroke-opacity="0.7" stroke-width="1"/>
                <rect class="outline" x="100" y="150" width="60" height="8" fill="none" stroke="#2563eb" stroke-opacity="0.7" stroke-width="1"/>
                <g class="name"><title>outer (UIView) 0,40 375×200</title>
                <rect x="0" y="27" width="36" height="13" rx="2" fill="#2563eb" fill-opacity="0.85"/>
                <text x="3" y="36.5" font-size="10" fill="#ffffff" xml:space="preserve">outer</text></g>
                <g class="name"><title>same (UIView) 0,0 375×100</title>
                <rect x="1" y="41" width="30" height="13" rx="2" fill="#2563eb" fill-opacity="0.85"/>
                <text x="4" y="50.5" font-size="10" fill="#ffffff" xml:space="preserve">same</text></g>
                <g class="name"><title>again (UIView) 0,0 375×50</title>
                <rect x="338" y="41" width="36" height="13" rx="2" fill="#2563eb" fill-opacity="0.85"/>
                <text x="341" y="50.5" font-size="10" fill="#ffffff" xml:space="preserve">again</text></g>
                <g class="name"><title>onceMore (UIView) 0,0 375×30</title>
                <rect x="1" y="56" width="54" height="13" rx="2" fill="#2563eb" fill-opacity="0.85"/>
                <text x="4" y="65.5" font-size="10" fill="#ffffff" xml:space="preserve">onceMore</text></g>
                <g class="name"><title>narrowViewWithAVeryLongName (UIView) 10,110 60×40</title>
                <rect x="10" y="137" width="54" height="13" rx="2" fill="#2563eb" fill-opacity="0.85"/>
                <text x="13" y="146.5" font-size="10" fill="#ffffff" xml:space="preserve">narr…ame</text></g>
                <g class="name"><title>flat (UIView) 100,110 60×8</title>
                <rect x="100" y="137" width="30" height="13" rx="2" fill="#2563eb" fill-opacity="0.85"/>
                <text x="103" y="146.5" font-size="10" fill="#ffffff" xml:space="preserve">flat</text></g>
                """)
    }

    /// Views of zero size and views off the screen are marked in the picture with a number, and
    /// listed with it under the device with their notes, as in the legend.
    @Test func zeroSizeAndOffScreenViewsAreMarkedAndNoted() {
        let css = """
            #zero { frame: rect(100, 100, 0, 40); }
            #away { frame: rect(500, 100, 40, 40); backgroundColor: green; }
            #tall { frame: rect(10, 200, 100, 400); #low { frame: rect(0, 300, 10, 10); } #under { frame: rect(0, 500, 10, 10); } }
            """
        assertGroup(css, "marks", drawing: """
            <g class="mark"><title>1. zero (UIView) 100,100 0×40: zero size</title>
            <circle cx="100" cy="100" r="7" fill="#ea580c"/>
            <text x="100" y="103.2" fill="#ffffff">1</text></g>
            <g class="mark"><title>2. away (UIView) 500,100 40×40: outside its superview</title>
            <circle cx="368" cy="120" r="7" fill="#ea580c"/>
            <text x="368" y="123.2" fill="#ffffff">2</text></g>
            <g class="mark"><title>3. tall (UIView) 10,200 100×400: reaches outside its superview</title>
            <circle cx="103" cy="207" r="7" fill="#ea580c"/>
            <text x="103" y="210.2" fill="#ffffff">3</text></g>
            <g class="mark"><title>4. low (UIView) 0,300 10×10: off the screen</title>
            <circle cx="15" cy="293" r="7" fill="#ea580c"/>
            <text x="15" y="296.2" fill="#ffffff">4</text></g>
            <g class="mark"><title>5. under (UIView) 0,500 10×10: outside its superview</title>
            <circle cx="29" cy="293" r="7" fill="#ea580c"/>
            <text x="29" y="296.2" fill="#ffffff">5</text></g>
            """)
        assertGroup(css, "notes", drawing: """
            <text x="8" y="357" xml:space="preserve">1  zero (UIView) 100,100 0×40: zero size</text>
            <text x="8" y="372" xml:space="preserve">2  away (UIView) 500,100 40×40: outside its superview</text>
            <text x="8" y="387" xml:space="preserve">3  tall (UIView) 10,200 100×400: reaches outside its superview</text>
            <text x="8" y="402" xml:space="preserve">4  low (UIView) 0,300 10×10: off the screen</text>
            <text x="8" y="417" xml:space="preserve">5  under (UIView) 0,500 10×10: outside its superview</text>
            """)
        #expect(preview(css, height: 300).legend == """
            375×300 pt, landscape
              zero (UIView)  100,100 0×40  [zero size]
              away (UIView)  500,100 40×40  [outside its superview]
              tall (UIView)  10,200 100×400  [reaches outside its superview]
                low (UIView)  0,300 10×10  [off the screen]
                under (UIView)  0,500 10×10  [outside its superview]

            """)
    }

    /// A view definition's views are shown in the window the stylesheets style.
    @Test func theWindowsColourIsBehindAViewDefinition() {
        let picture = svg("window { backgroundColor: #123456; }", xml: "<view id=\"root\"><view id=\"child\"/></view>")
        let backdrop = picture.split(separator: "\n").first { $0.hasPrefix("<rect class=\"backdrop\"") }
        #expect(backdrop == ##"<rect class="backdrop" width="375" height="300" fill="#123456"/>"##)
    }

    /// Names and text with markup and characters XML cannot hold: escaped or left out, and the
    /// picture stays well-formed.
    @Test func hostileTextStaysWellFormed() {
        let css = "UILabel#x { frame: rect(10, 30, 300, 40); text: \"<b>&amp; \\\"quoted\\\" \u{1}\u{7f}\u{FFFF} é\"; }"
        let picture = svg(css, xml: "<view id=\"a&lt;b&quot;\u{1}\"><label id=\"x\"/></view>")
        #expect(isWellFormedXML(picture))
        #expect(svgGroup(picture, "app").split(separator: "\n").filter { $0.contains("<title>") || $0.contains("<text") } == [
            #"<title>a&lt;b&quot; (UIView) 0,0 375×300</title>"#,
            "<title>x (UILabel) 10,30 300×40</title>",
            "<text x=\"10\" y=\"55.1\" xml:space=\"preserve\">&lt;b&gt;&amp;amp; &quot;quoted&quot; \u{7f} é</text>",
        ])
    }

    /// The theme is the system appearance the app is drawn in: its default colours.
    @Test func darkTheme() {
        assertGroup(
            "UILabel#x { frame: rect(10, 30, 100, 40); text: \"Hi\"; }\nUITableView#list { frame: rect(10, 80, 100, 40); }",
            options: SVGOptions(theme: .dark),
            drawing: """
                <g class="view" data-name="x">
                <title>x (UILabel) 10,30 100×40</title>
                <g class="text" clip-path="url(#c0)" font-size="17" fill="#ffffff">
                <text x="10" y="55.1" xml:space="preserve">Hi</text>
                </g>
                </g>
                <g class="view" data-name="list">
                <title>list (UITableView) 10,80 100×40</title>
                <rect x="10" y="80" width="100" height="40" fill="#000000"/>
                </g>
                """)
    }
}

/// Whether `text` parses as XML (libxml2, through Foundation).
func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
}

/// Lines of text as the SVG drawing sets them.
@Suite struct TextLayoutTests {
    func lines(_ text: [String], sizes: [Double] = [10], width: Double, lines: Int, truncation: TextLayout.Truncation = .tail) -> [String] {
        TextLayout(fontSizes: sizes).lines(text, width: width, maximumLines: lines, truncation: truncation).map { line in
            line.pieces.map { "\($0.run):\($0.text)" }.joined(separator: "|")
        }
    }

    @Test func breaksAtSpacesAndShortensTheLastLine() {
        // 5.5 points a character: 10 characters in 60 points.
        #expect(lines(["one two three four five"], width: 60, lines: 0) == ["0:one two", "0:three four", "0:five"])
        #expect(lines(["one two three four five"], width: 60, lines: 2) == ["0:one two", "0:three fou…"])
        #expect(lines(["one two three four five"], width: 60, lines: 1) == ["0:one two t…"])
        #expect(lines(["one two three four five"], width: 60, lines: 1, truncation: .middle) == ["0:one t…five"])
        #expect(lines(["unbreakablewordwithoutspaces"], width: 60, lines: 0) == ["0:unbreakabl", "0:ewordwitho", "0:utspaces"])
        #expect(lines(["first\nsecond"], width: 60, lines: 0) == ["0:first", "0:second"])
        #expect(lines(["fits"], width: 60, lines: 1) == ["0:fits"])
        #expect(lines(["no room"], width: 4, lines: 1) == [])
    }

    @Test func runsKeepTheirPlaceAndSize() {
        // Run 1 is twice the size: its characters take 11 points.
        #expect(lines(["red ", "BIG words"], sizes: [10, 20], width: 60, lines: 0) == ["0:red |1:BIG", "1:words"])
    }
}
