import Foundation
import StyleParser
import StyleSemantics
import Testing

/// What values mean, checked against the InterfaCSS test data's expectations (values.md and
/// the conformance checklist).
@Suite struct ValueTests {
    func value(_ declaration: String, in selector: String = ".x", earlier: [String] = []) -> StyleValue? {
        let analysis = analyze("\(selector) { \(declaration); }", earlier: earlier)
        #expect(analysis.diagnostics.filter { $0.severity <= .warning }.isEmpty, "\(analysis.diagnostics)")
        return analysis.declarations.first?.value
    }

    func color(_ text: String) -> RGBAColor? {
        guard case .color(let color)? = value("backgroundColor: \(text)") else { return nil }
        return color.representative
    }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.002 }

    func expectColor(_ text: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = color(text)
        #expect(actual.map { near($0.red, red) && near($0.green, green) && near($0.blue, blue) && near($0.alpha, alpha) } == true,
                "\(text) gave \(String(describing: actual))", sourceLocation: sourceLocation)
    }

    @Test func hexColours() {
        expectColor("#4080B000", 64 / 255, 128 / 255, 176 / 255, 0)
        expectColor("#00FF80FF", 0, 1, 128 / 255, 1)
        expectColor("#00000080", 0, 0, 0, 128 / 255)
        expectColor("#000", 0, 0, 0, 1)
        expectColor("#fff", 1, 1, 1, 1)
        expectColor("#0008", 0, 0, 0, 8 / 15)
        expectColor("#888", 136 / 255, 136 / 255, 136 / 255, 1)
        expectColor("#8888", 136 / 255, 136 / 255, 136 / 255, 8 / 15)
        expectColor("#8880", 136 / 255, 136 / 255, 136 / 255, 0)
    }

    @Test func rgbNamedAndFunctions() {
        expectColor("rgb(128, 128, 128)", 128 / 255, 128 / 255, 128 / 255, 1)
        expectColor("rgba(64, 64, 64, 0.5)", 64 / 255, 64 / 255, 64 / 255, 0.5)
        expectColor("red", 1, 0, 0, 1)
        expectColor("lightGrayColor", 2 / 3, 2 / 3, 2 / 3, 1)
        expectColor("darken(#000000, 0%)", 0, 0, 0, 1)
        expectColor("lighten(#ffffff, 0%)", 1, 1, 1, 1)
        expectColor("fadeout(#112233, 50%)", 17 / 255, 34 / 255, 51 / 255, 0.5)
        // Brightness +50% relative: 51/255 → 76.5/255, hue and saturation kept.
        expectColor("lighten(rgb(17, 34, 51), 50%)", 25.5 / 255, 51 / 255, 76.5 / 255, 1)
        expectColor("darken(#112233, 50%)", 8.5 / 255, 17 / 255, 25.5 / 255, 1)
        // Alpha −50%, then saturation +50% (already fully saturated: 1 − 17/51 = 2/3 → 1).
        expectColor("saturate(fadeout(rgb(17, 34, 51), 50%), 50%)", 0, 25.5 / 255, 51 / 255, 0.5)
    }

    @Test func colourAsHexAndRGBA() {
        let red = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(red.hex == "#ff800080")
        #expect(red.rgbaText == "rgba(255, 128, 0, 0.5)")
    }

    /// Components past an integer's range, infinite, or not a number (∞ − ∞) are reported, and
    /// never trap: not when cut to integers, in the colour functions, or in a hover's hex.
    @Test func componentsOutOfAnyRange() {
        let huge = "1111111111111111111111111111135", infinite = String(repeating: "9", count: 400)
        let analysis = analyze("""
            .x { backgroundColor: rgb(154, \(huge), 166); }
            .y { backgroundColor: rgba(0, 0, 0, \(infinite) - \(infinite)); }
            .z { backgroundColor: lighten(rgb(\(infinite), \(infinite), 0), 10%); }
            """)
        #expect(analysis.diagnostics.map(\.message) == [
            "colour components go from 0 to 255, not 1111111111111111055017645178880",
            "the alpha of rgba(…) goes from 0 to 1, not nan",
            "colour components go from 0 to 255, not inf",
            "colour components go from 0 to 255, not inf",
        ])
        #expect(RGBAColor(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan).rgbaText == "rgba(0, 255, 0, nan)")
        #expect(RGBAColor(red: .nan, green: .infinity, blue: -.infinity, alpha: 0.5).hex == "#00ff0080")
    }

    @Test func numbersAndBooleans() {
        #expect(value("alpha: 2 * 3 - (2*2.5 + 0.5)") == .number(0.5))
        #expect(value("alpha: 10 ** (3 - 1)") == .number(100))
        #expect(value("alpha: 12px") == .number(12))
        #expect(value("cornerRadius: @a + @b", earlier: ["@a: 42; @b: 10 ** (3 - 1);"]) == .number(142))
        #expect(value("hidden: 2 > 1") == .bool(true))
        #expect(value("hidden: YES") == .bool(true))
        #expect(value("hidden: false") == .bool(false))
        #expect(value("clipsToBounds: TRUE") == .bool(true))
    }

    @Test func strings() {
        #expect(value(#"text: "Text's:""#) == .string("Text's:"))
        #expect(value("title: Title") == .string("Title"))
        #expect(value("prompt: 'Prompt'") == .string("Prompt"))
        #expect(value(#"text: "dr \"evil\" rules""#) == .string(#"dr "evil" rules"#))
        #expect(value(#"text: L("Text")"#) == .string("Text"))
        #expect(value("title: localized('Title')") == .string("Title"))
    }

    @Test func attributedStrings() {
        let text = #"attributedText: "text" (font: HelveticaNeue-Medium 12, backgroundColor: rgb(0,0,255), color: darken(#000000, 0%), baselineOffset: 10, strokeColor: yellow, strokeWidth: 1.0)"#
        guard case .attributedString(let segments)? = value(text) else {
            Issue.record("not an attributed string")
            return
        }
        #expect(segments.map(\.text) == ["text"])
        #expect(segments[0].attributes.keys.sorted() == ["backgroundColor", "baselineOffset", "font", "foregroundColor", "strokeColor", "strokeWidth"])
        // Each valid attribute's value as read, colour functions resolved.
        #expect(segments[0].values == [
            "font": .font(FontValue(name: "HelveticaNeue-Medium", size: 12)), "backgroundColor": .color(.rgba(RGBAColor(red: 0, green: 0, blue: 1))),
            "foregroundColor": .color(.rgba(RGBAColor(white: 0))), "baselineOffset": .number(10),
            "strokeColor": .color(.rgba(RGBAColor(red: 1, green: 1, blue: 0))), "strokeWidth": .number(1),
        ])
        guard case .attributedString(let lightened)? = value(#"attributedText: "a" (color: lighten(#4d0e8d, 50%))"#),
            case .color(let color)? = lightened.first?.values["foregroundColor"]
        else {
            Issue.record("no colour read")
            return
        }
        #expect(color.representative.hex == "#7415d4")
        guard case .attributedString(let two)? = value(#"attributedText: L("text1") (font: HelveticaNeue-Medium 12) L("-text2") ()"#) else {
            Issue.record("not an attributed string")
            return
        }
        #expect(two.map(\.text).joined() == "text1-text2")
    }

    @Test func geometry() {
        #expect(value("contentSize: size(3, 4)") == .size(width: 3, height: 4))
        #expect(value("contentSize: 5") == .size(width: 5, height: 5))
        #expect(value("searchTextPositionAdjustment: offset(1, 2)") == .offset(horizontal: 1, vertical: 2))
        #expect(value("contentInset: insets(10, 20, 30, 40)") == .edgeInsets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)))
        #expect(value("contentInset: insets(5, 10)") == .edgeInsets(EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)))
        #expect(value("center: point(5, 6)") == .point(.absolute(x: 5, y: 6)))
        #expect(value("center: parent(50, -50)") == .point(.parent(dx: 50, dy: -50)))
        #expect(value("center: window") == .point(.window(dx: 0, dy: 0)))
        #expect(value("frame: rect(1,2,3,4)") == .rect(.absolute(x: 1, y: 2, width: 3, height: 4)))
        #expect(value("frame: parent(10, 20, 30, 40)") == .rect(.parent(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))))
        #expect(value("frame: parent(10, 10)") == .rect(.parent(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))))
        #expect(value("frame: superview") == .rect(.parent(.zero)))
    }

    @Test func relativeRects() {
        var expected = RelativeRect()
        expected.hasSize = true
        expected.width = .percent(10)
        expected.height = .percent(20)
        expected.left = .points(10)
        expected.top = .points(20)
        #expect(value("frame: size(10%, 20%).left(10).top(20)") == .rect(.relative(expected)))

        var insets = RelativeRect()
        insets.hasSize = true
        (insets.top, insets.left, insets.bottom, insets.right) = (.percent(10), .percent(20), .percent(30), .percent(40))
        #expect(value("frame: size(auto, auto).insets(10%, 20%, 30%, 40%)") == .rect(.relative(insets)))
        // Separated by spaces, in any order.
        var spaced = RelativeRect()
        spaced.left = .percent(50)
        spaced.right = .points(5)
        spaced.top = .points(0)
        #expect(value("bounds: left(50%) right(5).top(0)") == .rect(.relative(spaced)))
        // sizeToFit() means 100%, and auto inside sizeToFit means 100%.
        var fit = RelativeRect()
        fit.hasSize = true
        fit.sizeToFit = true
        (fit.width, fit.height) = (.percent(100), .percent(100))
        fit.top = .points(10)
        #expect(value("frame: sizeToFit().top(10)") == .rect(.relative(fit)))
        #expect(value("frame: sizeToFit(auto, *).top(10)") == .rect(.relative(fit)))
    }

    @Test func transforms() {
        #expect(value("transform: rotate(10) scale(20,30) translate(40,50)") == .transform([.rotate(10), .scale(x: 20, y: 30), .translate(x: 40, y: 50)]))
        #expect(value("transform: rotate(10)scale(2)") == .transform([.rotate(10), .scale(x: 2, y: 2)]))
    }

    @Test func enumsAndOptionSets() {
        #expect(value("autoresizingMask: width height left right top bottom") == .flags(["width", "height", "left", "right", "top", "bottom"]))
        #expect(value("autoresizingMask: UIViewAutoresizingFlexibleWidth") == .flags(["flexibleWidth"]))
        #expect(value("contentMode: bottomRight") == .enumValue("bottomRight"))
        // The longest matching suffix wins: TopLeft, not Left.
        #expect(value("contentMode: UIViewContentModeTopLeft") == .enumValue("topLeft"))
        #expect(value("lineBreakMode: NSLineBreakByWordWrapping") == .enumValue("wordWrapping"))
        #expect(value("keyboardType: numberPad") == .enumValue("numberPad"))
        #expect(value("justify-content: space-between") == .enumValue("space-between"))
    }

    @Test func fonts() {
        #expect(value("font: HelveticaNeue-Medium 14") == .font(FontValue(name: "HelveticaNeue-Medium", size: 14, traits: [], textStyle: nil)))
        #expect(value("font: 14 HelveticaNeue-Medium") == .font(FontValue(name: "HelveticaNeue-Medium", size: 14, traits: [], textStyle: nil)))
        #expect(value("font: \"Times New Roman\" 5") == .font(FontValue(name: "Times New Roman", size: 5, traits: [], textStyle: nil)))
        #expect(value("font: 42") == .font(FontValue(name: nil, size: 42, traits: [], textStyle: nil)))
        #expect(value("font: systemBold 42") == .font(FontValue(name: nil, size: 42, traits: ["bold"], textStyle: nil)))
        #expect(value("font: system 12pt") == .font(FontValue(name: nil, size: 12, traits: [], textStyle: nil)))
        let font1 = ["@font1: HelveticaNeue-Medium 14;"]
        #expect(value("font: bigger(@font1, 1)", earlier: font1) == .font(FontValue(name: "HelveticaNeue-Medium", size: 15, traits: [], textStyle: nil)))
        #expect(value("font: smaller(@font1, 1)", earlier: font1) == .font(FontValue(name: "HelveticaNeue-Medium", size: 13, traits: [], textStyle: nil)))
        #expect(value("font: fontWithSize(@font1, 10)", earlier: font1) == .font(FontValue(name: "HelveticaNeue-Medium", size: 10, traits: [], textStyle: nil)))
        // Nested variables, quotes stripped on substitution.
        let nested = [#"@fontNameVariable: "GillSans"; @fontSizeVariable: 42; @nestedVariable: @fontNameVariable @fontSizeVariable;"#]
        #expect(value("font: @nestedVariable", earlier: nested) == .font(FontValue(name: "GillSans", size: 42, traits: [], textStyle: nil)))
    }

    /// A font function with nothing where its font goes is reported like one with too few
    /// arguments.
    @Test func fontFunctionWithoutAFont() {
        let analysis = analyze(".a { font: bigger(, 1); }", earlier: ["@font1: HelveticaNeue-Medium 14;"])
        #expect(analysis.diagnostics.map(\.message) == ["bigger(font, size) takes a font and a number", "expected a value in this argument"])
    }

    @Test func images() {
        for form in ["image.png", "\"image.png\"", "'image.png'", "image(image.png)", "image(\"image.png\")", "image('image.png')"] {
            #expect(value("image: \(form)") == .image(.named("image.png")), "\(form)")
        }
        #expect(value("offImage: image(image.png, 1, 2, 3, 4)") == .image(.resizable("image.png", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))
        #expect(value("backgroundImage: #e0e0e0") == .image(.color(RGBAColor(red: 224 / 255, green: 224 / 255, blue: 224 / 255))))
    }

    @Test func currentAndInitial() {
        #expect(value("alpha: current") == .current)
        #expect(value("tag: initial") == .current)
    }

    func layout(_ text: String) -> LayoutValue? {
        guard case .layout(let layout)? = value("layout: \(text)") else { return nil }
        return layout
    }

    func term(_ layout: LayoutValue?, _ target: LayoutAttribute) -> LayoutExpression? {
        layout?.terms.last { $0.target == target }?.expression
    }

    @Test func layoutParentRelative() {
        let first = layout("size(100, 100), center(parent, parent.centerY - 100)")
        #expect(term(first, .width) == LayoutExpression(constant: 100))
        #expect(term(first, .centerX) == LayoutExpression(reference: .parent))
        #expect(term(first, .centerY) == LayoutExpression(reference: .parent, attribute: .centerY, constant: -100))
        let second = layout("size(2 * parent.width, parent.height + 100), left(100), top(100)")
        #expect(term(second, .width) == LayoutExpression(reference: .parent, attribute: .width, multiplier: 2))
        #expect(term(second, .height) == LayoutExpression(reference: .parent, attribute: .height, constant: 100))
        #expect(term(second, .left) == LayoutExpression(constant: 100))
    }

    @Test func layoutElementRelativeAndImplicit() {
        let first = layout("size(100, 100), right(elementFoo), bottom(elementFoo.top - 100)")
        #expect(term(first, .right) == LayoutExpression(reference: .element("elementFoo")))
        #expect(term(first, .bottom) == LayoutExpression(reference: .element("elementFoo"), attribute: .top, constant: -100))
        let implicit = layout("size(elementFoo, 2 * elementFoo + 100), center(elementFoo, elementFoo - 100)")
        #expect(term(implicit, .height) == LayoutExpression(reference: .element("elementFoo"), multiplier: 2, constant: 100))
        #expect(term(implicit, .centerY) == LayoutExpression(reference: .element("elementFoo"), constant: -100))
        let swapped = layout("size(elementFoo, elementFoo * 2 + 100), topLeft(elementFoo, elementFoo)")
        #expect(term(swapped, .height) == LayoutExpression(reference: .element("elementFoo"), multiplier: 2, constant: 100))
        #expect(term(swapped, .left) == LayoutExpression(reference: .element("elementFoo")))
        #expect(term(swapped, .top) == LayoutExpression(reference: .element("elementFoo")))
        #expect(LayoutAttribute.left.opposite == .right)
    }

    @Test func layoutSizeToFitAndGuides() {
        let fit = layout("sizeToFit(parent.width * 2, 2 * parent.height + 100), right(3 * parent.left), bottom(guide.bottom)")
        #expect(fit?.sizeToFit == true)
        #expect(term(fit, .width) == LayoutExpression(reference: .parent, attribute: .width, multiplier: 2))
        #expect(term(fit, .right) == LayoutExpression(reference: .parent, attribute: .left, multiplier: 3))
        #expect(term(fit, .bottom) == LayoutExpression(reference: .guide, attribute: .bottom, guideWord: "bottom"))
        #expect(term(layout("width(50%)"), .width) == LayoutExpression(reference: .parent, attribute: .width, multiplier: 0.5, isPercentage: true))
    }
}
