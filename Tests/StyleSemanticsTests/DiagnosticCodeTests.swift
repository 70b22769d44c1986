import StyleParser
import StyleSemantics
import Testing

/// One case per semantic diagnostic code: where it fires (markers), and a valid twin on which
/// nothing is reported.
@Suite struct DiagnosticCodeTests {
    @Test func unknownProperty() {
        assertDiagnostics(".title { 1️⃣textColr: red; }", [("1️⃣", .unknownProperty, "unknown property 'textColr': InterfaCSS ignores it; did you mean 'textColor'?")])
        assertDiagnostics("UILabel { 1️⃣tintColour: red; }", [("1️⃣", .unknownProperty, "UILabel has no property 'tintColour'")])
        assertDiagnostics(".title { textColor: red; }", [])
    }

    @Test func unknownPropertyOffersAFix() {
        let analysis = analyze(".title { textColr: red; }")
        #expect(analysis.diagnostics.first?.fixes.map(\.text) == ["textColor"])
        #expect(analysis.diagnostics.first?.fixes.first?.range == 9..<17)
    }

    @Test func unregisteredProperty() {
        // Not near any registered name (a numbered variant counts as deliberate): the app's own.
        assertDiagnostics(".numbers { 1️⃣numberOne: 1; 2️⃣color1: red; }", [
            ("1️⃣", .unregisteredProperty, "'numberOne' is not a property InterfaCSS registers"),
            ("2️⃣", .unregisteredProperty, nil),
        ])
        let declared = configuration(#"{"classes": {"UIView": {"properties": {"numberOne": "number"}}}}"#)
        assertDiagnostics(".numbers { numberOne: 1; }", [], configuration: declared)
    }

    @Test func propertyNotAvailable() {
        assertDiagnostics("UILabel { 1️⃣titleColor: red; }", [("1️⃣", .propertyNotAvailable, "UILabel has no property 'titleColor' (it belongs to UIButton")])
        assertDiagnostics("UIButton { titleColor: red; }", [])
        // Found through the view definition that carries the class.
        assertDiagnostics(
            ".name { 1️⃣titleColor: red; }", [("1️⃣", .propertyNotAvailable, nil)],
            views: [#"<view><label class="name"/></view>"#])
    }

    @Test func propertyOnSomeClasses() {
        assertDiagnostics("UILabel, UIButton { 1️⃣titleColor: red; }", [("1️⃣", .propertyOnSomeClasses, "'titleColor' applies to UIButton but not to UILabel")])
        assertDiagnostics("UILabel, UIButton { alpha: 0.5; }", [])
    }

    @Test func unknownNestedElement() {
        assertDiagnostics(".cell { 1️⃣textLabl.alpha: 0.5; }", [("1️⃣", .unknownNestedElement, "'textLabl' is not a nested element")])
        assertDiagnostics(".cell { textLabel.alpha: 0.5; }", [])
    }

    @Test func nestedElementNotAvailable() {
        assertDiagnostics("UILabel { 1️⃣titleLabel.alpha: 1; }", [("1️⃣", .nestedElementNotAvailable, "UILabel has no nested element 'titleLabel'")])
        assertDiagnostics("UIButton { titleLabel.alpha: 1; }", [])
    }

    @Test func invalidValue() {
        assertDiagnostics("UIView { frame: 1️⃣rect(1, 2, 3); }", [("1️⃣", .invalidValue, "rect(x, y, width, height) takes exactly 4 values")])
        assertDiagnostics("UIView { frame: rect(1, 2, 3, 4); }", [])
    }

    @Test func unknownEnumValue() {
        assertDiagnostics("UILabel { textAlignment: 1️⃣centre; }", [("1️⃣", .unknownEnumValue, "'centre' is not a NSTextAlignment value; did you mean 'center'?")])
        assertDiagnostics("UILabel { textAlignment: NSTextAlignmentCenter; lineBreakMode: NSLineBreakByWordWrapping; }", [])
    }

    @Test func unknownColor() {
        assertDiagnostics(".x { backgroundColor: 1️⃣lightGrey2; }", [("1️⃣", .unknownColor, "unknown colour 'lightGrey2': InterfaCSS 1.x shows magenta")])
        assertDiagnostics(".x { backgroundColor: lightGray; tintColor: redColor; textColor: labelColor; }", [])
        // InterfaCSS 2 knows the CSS colour names instead.
        let version2 = configuration(#"{"interfacss": "2"}"#)
        assertDiagnostics(".x { background-color: 1️⃣redColor; }", [("1️⃣", .unknownColor, "unknown colour 'redColor': InterfaCSS 2 shows magenta")], configuration: version2)
        assertDiagnostics(".x { background-color: lightgray; tint-color: rebeccapurple; }", [], configuration: version2)
    }

    @Test func trailingValueText() {
        assertDiagnostics(".x { alpha: 0.5 1️⃣extra; }", [("1️⃣", .trailingValueText, "InterfaCSS ignores 'extra' after the number")])
        assertDiagnostics(".x { alpha: 0.5; }", [])
    }

    @Test func undefinedVariable() {
        assertDiagnostics(".x { textColor: 1️⃣@acent; }\n@accent: red;\n.y { textColor: @accent; }", [
            ("1️⃣", .undefinedVariable, "undefined variable '@acent': InterfaCSS leaves the reference as text; did you mean '@accent'?"),
        ])
        assertDiagnostics("@accent: red;\n.x { textColor: @accent; }", [])
    }

    @Test func variableUsedBeforeDefinition() {
        assertDiagnostics(".x { textColor: 1️⃣@accent; }\n@accent: red;", [("1️⃣", .variableUsedBeforeDefinition, "'@accent' is used before its definition further down")])
        // Across stylesheets in load order.
        assertDiagnostics(".x { textColor: @accent; }", [], earlier: ["@accent: red;"])
        // InterfaCSS 2 variables are substituted when applied.
        assertDiagnostics(".x { alpha: --a; }\n--a: 0.5;", [])
    }

    @Test func unusedVariable() {
        assertDiagnostics("1️⃣@unused: 1;\n@used: 2;\n.x { alpha: @used; }", [("1️⃣", .unusedVariable, "'@unused' is never used in a stylesheet")])
    }

    @Test func variableCycle() {
        assertDiagnostics("1️⃣@a: @b;\n2️⃣@b: @a;\n.x { alpha: @a; }", [
            ("1️⃣", .variableCycle, "'@a' refers to itself"), ("2️⃣", .variableCycle, nil),
        ], ignoring: [.invalidValue])
    }

    @Test func variableCycleThroughManyVariables() {
        // A long cycle is named by its first variables and its length.
        let source = (0..<20).map { "@v\($0): @v\(($0 + 1) % 20);" }.joined(separator: "\n")
        let cycles = analyze(source).diagnostics.filter { $0.code == .variableCycle }
        #expect(cycles.count == 20)
        #expect(cycles.first?.message == "'@v0' refers to itself through @v0 → @v1 → @v2 → @v3 → @v4 → @v5 → @v6 → @v7 → @v8 → @v9 → @v10 → @v11 → … (20 variables); InterfaCSS cannot substitute it")

        // Past 64 variables the path goes through the cycle's first variable (searching from
        // each would be quadratic): the same for a ring, in linear time.
        let ring = (0..<100).map { "@v\($0): @v\(($0 + 1) % 100);" }.joined(separator: "\n")
        let messages = Dictionary(uniqueKeysWithValues: analyze(ring).diagnostics.filter { $0.code == .variableCycle }.map { ($0.message.prefix { $0 != " " }, $0.message) })
        #expect(messages.count == 100)
        #expect(messages["'@v0'"] == "'@v0' refers to itself through @v0 → @v1 → @v2 → @v3 → @v4 → @v5 → @v6 → @v7 → @v8 → @v9 → @v10 → @v11 → … (100 variables); InterfaCSS cannot substitute it")
        #expect(messages["'@v5'"] == "'@v5' refers to itself through @v5 → @v6 → @v7 → @v8 → @v9 → @v10 → @v11 → @v12 → @v13 → @v14 → @v15 → @v16 → … (100 variables); InterfaCSS cannot substitute it")
        #expect(messages["'@v95'"] == "'@v95' refers to itself through @v95 → @v96 → @v97 → @v98 → @v99 → @v0 → @v1 → @v2 → @v3 → @v4 → @v5 → @v6 → … (100 variables); InterfaCSS cannot substitute it")
        // A short cycle in a large component is still the shortest.
        let spoke = ring.replacingOccurrences(of: "@v99: @v0;", with: "@v99: @v0 @w;") + "\n@w: @w2 @v0;\n@w2: @w;"
        let spokeMessages = analyze(spoke).diagnostics.filter { $0.code == .variableCycle }.map(\.message)
        #expect(spokeMessages.count == 102)
        #expect(spokeMessages.last == "'@w2' refers to itself through @w2 → @w → @w2; InterfaCSS cannot substitute it")
    }

    @Test func variableExpansionLimit() {
        // Each line doubles the text: @v20 would be a million copies of `1`.
        let doubling = ["@v0: 1;"] + (1...20).map { "@v\($0): @v\($0 - 1) @v\($0 - 1);" }
        assertDiagnostics(doubling.joined(separator: "\n") + "\n.x { alpha: 1️⃣@v20; }", [
            ("1️⃣", .variableExpansionLimit, "'@v20' expands to more than 16 KB of text"),
        ])
        let chain = ["@c0: 0.5;"] + (1...100).map { "@c\($0): @c\($0 - 1);" }
        assertDiagnostics(chain.joined(separator: "\n") + "\n.x { alpha: 1️⃣@c100; }", [
            ("1️⃣", .variableExpansionLimit, "'@c100' nests variables more than 64 levels deep"),
        ])
        // Below the limits: substituted and checked.
        assertDiagnostics(doubling.prefix(4).joined(separator: "\n") + "\n.x { text: \"@v3\"; alpha: @c0; }\n@c0: 0.5;", [], ignoring: [.variableUsedBeforeDefinition, .variableInString])
        assertDiagnostics((chain.prefix(60)).joined(separator: "\n") + "\n.x { alpha: @c59; }", [])
    }

    @Test func tooManyDiagnostics() {
        // 12,000 misspelt properties: the first 10,000 are reported, then one warning where
        // the report stops, the same from lint's analysis and from the server's.
        let line = ".x { textColr: red; }\n"
        let text = String(repeating: line, count: 12_000)
        let tree = SyntaxTree(text)
        let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/project"))
        let linted = Workspace.analyze([Workspace.Source(path: "/project/a.css", tree: tree)], context: context)[0].diagnostics
        #expect(linted.count == 10_001)
        #expect(linted.prefix(10_000).allSatisfy { $0.code == .unknownProperty })
        let offset = 10_000 * line.utf8.count + 5
        #expect(linted.last?.description == "\(offset)..\(offset + 8) warning: 2000 more problems from here on are not reported: a file reports at most 10000 [too-many-diagnostics]")
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        let symbols = WorkspaceSymbols([analyzer.symbols(of: tree)])
        #expect(analyzer.diagnostics(of: tree, file: 0, symbols: symbols, context: context).all == linted)
        // At the limit: all of them, and no warning.
        #expect(analyze(String(repeating: line, count: 10_000)).diagnostics.map(\.code) == Array(repeating: .unknownProperty, count: 10_000))
    }

    @Test func variableInString() {
        assertDiagnostics("@example: x;\n.x { text: \"mail1️⃣@example.com\"; }", [("1️⃣", .variableInString, "InterfaCSS replaces '@example' inside this string")])
        assertDiagnostics(".x { text: \"mail@nowhere.com\"; }", [])
        // Ranges are the file's bytes: an invalid byte before the name (three bytes once read
        // as text, U+FFFD) does not move it.
        let before = Array("@example: x;\n.x { text: \"".utf8) + [0xD3]
        let tree = SyntaxTree(bytes: before + Array("@example\"; }".utf8))
        let source = Workspace.Source(path: "/project/a.css", tree: tree)
        let analysis = Workspace.analyze([source], context: AnalysisContext(configuration: configuration())).last!
        #expect(analysis.diagnostics.filter { $0.code == .variableInString }.map(\.range) == [before.count..<(before.count + 8)])
    }

    @Test func unknownTypeSelector() {
        assertDiagnostics("1️⃣UILable { alpha: 1; }", [("1️⃣", .unknownTypeSelector, "InterfaCSS 1.x knows no class 'UILable', so it drops this selector")])
        assertDiagnostics("label, UILabel, uilabel { alpha: 1; }", [])
    }

    @Test func customTypeSelector() {
        assertDiagnostics("1️⃣CustomViewController > UIView { alpha: 1; }", [("1️⃣", .customTypeSelector, "'CustomViewController' is not a class InterfaCSS knows")])
        let declared = configuration(#"{"classes": {"CustomViewController": {"selectorOnly": true}}}"#)
        assertDiagnostics("CustomViewController > UIView { alpha: 1; }", [], configuration: declared)
    }

    @Test func unknownPseudoClass() {
        assertDiagnostics("UIView:1️⃣hovr { alpha: 1; }", [("1️⃣", .unknownPseudoClass, "InterfaCSS 1.x knows no pseudo-class ':hovr': it drops it, and the rule applies to every 'UIView'")])
        assertDiagnostics("UIView:first-of-type:pad:landscape { alpha: 1; }", [])
        assertDiagnostics("UIView:ipad:not(.x) { alpha: 1; }", [], configuration: configuration(#"{"interfacss": "2"}"#))
    }

    @Test func invalidPseudoClassArgument() {
        assertDiagnostics("""
            UIView:nthChild1️⃣(3) { alpha: 1; }
            UIView:pad2️⃣(1) { alpha: 1; }
            UIView:3️⃣minOSVersion { alpha: 1; }
            UIView:minOSVersion4️⃣(eight) { alpha: 1; }
            """, [
                ("1️⃣", .invalidPseudoClassArgument, "InterfaCSS reads no plain number as an+b, so ':nthChild(3)' never matches"),
                ("2️⃣", .invalidPseudoClassArgument, "':pad' takes no argument; InterfaCSS ignores '(1)'"),
                ("3️⃣", .invalidPseudoClassArgument, "':minOSVersion' needs an argument"),
                ("4️⃣", .invalidPseudoClassArgument, "expected a version"),
            ])
        assertDiagnostics("UIView:nthChild(2n+1), UIView:nth-last-of-type(odd), UIView:minOSVersion(8.4), UIView:screenWidth(375) { alpha: 1; }", [])
    }

    @Test func unsupportedSelector() {
        assertDiagnostics(".a { 1️⃣&:pad { alpha: 1; } }\n2️⃣.b3️⃣#c { alpha: 1; }", [
            ("1️⃣", .unsupportedSelector, "InterfaCSS 1.x cannot read this selector: it has no '&' parent selector. InterfaCSS 1.x skips this nested ruleset"),
            ("2️⃣", .ignoredContent, "InterfaCSS 1.x stops reading the stylesheet here"),
            ("3️⃣", .unsupportedSelector, "InterfaCSS 1.x cannot read this selector: it reads the parts of a selector only in the order type, '#id', '.classes', ':pseudo-classes'"),
        ])
        assertDiagnostics(".a { UIView:pad { alpha: 1; } }\nuilabel#c.b { alpha: 1; }", [])
    }

    @Test func unknownControlState() {
        assertDiagnostics("UIButton { titleColor(1️⃣hilighted): red; }", [("1️⃣", .unknownControlState, "'hilighted' is not a control state of 'titleColor', so InterfaCSS drops it; did you mean 'highlighted'?")])
        assertDiagnostics("UIButton { titleColor(UIControlStateSelected): red; titleColor(selectedHighlighted): red; }", [])
        assertDiagnostics("UIButton { title__selected-highlighted: \"4\"; }", [], configuration: configuration(#"{"interfacss": "2"}"#))
    }

    @Test func unexpectedParameters() {
        assertDiagnostics("UIView { alpha1️⃣(highlighted): 0.5; }", [("1️⃣", .unexpectedParameters, "'alpha' takes no parameters")])
        assertDiagnostics("UIView { alpha: 0.5; }", [])
    }

    @Test func duplicateProperty() {
        assertDiagnostics(".x { 1️⃣alpha: 0.5; alpha: 0.7; text-color: red; }", [("1️⃣", .duplicateProperty, "'alpha' is set again later in this block")])
        // Different parameters or nested elements are different properties.
        assertDiagnostics("UIButton { titleColor: red; titleColor(highlighted): blue; alpha: 1; titleLabel.alpha: 0.5; }", [])
    }

    @Test func unknownExtendTarget() {
        assertDiagnostics(".base { alpha: 1; }\n.x { @extend 1️⃣.bsae; }", [("1️⃣", .unknownExtendTarget, "no ruleset has the selector '.bsae'")])
        assertDiagnostics(".base { alpha: 1; }\n.x { @extend .base; }", [])
        // Targets in other stylesheets count; nested chains too.
        assertDiagnostics(".x { @extend .outer .inner; }", [], earlier: [".outer { .inner { alpha: 1; } }"])
    }

    @Test func extendAndDeclarationOutsideRuleset() {
        assertDiagnostics("1️⃣@extend .x;\n2️⃣alpha: 1;\n.x { alpha: 1; }", [
            ("1️⃣", .extendOutsideRuleset, nil), ("2️⃣", .declarationOutsideRuleset, "'alpha' is outside any ruleset"),
        ])
    }

    @Test func flexboxWithFrame() {
        assertDiagnostics(".x { 1️⃣flex-grow: 1; frame: rect(0, 0, 10, 10); }", [("1️⃣", .flexboxWithFrame, "'flex-grow' (InterfaCSS 2 flexbox) and 'frame'")])
        assertDiagnostics(".x { flex-grow: 1; justify-content: space-between; } .y { frame: rect(0, 0, 10, 10); }", [])
        // A frame sizes a flex container; its container properties only arrange its children.
        assertDiagnostics(".x { flex-direction: row; padding: 8; frame: rect(0, 0, 10, 10); }", [])
    }

    @Test func layoutConflict() {
        assertDiagnostics("UIView { layout: size(100, 100), left(10), 1️⃣right(10); }", [("1️⃣", .layoutConflict, "conflicting horizontal constraints")])
        assertDiagnostics("UIView { layout: left(parent.left + 100), right(parent.right - 100), top(50), bottom(parent.bottom - 50); }", [])
    }

    @Test func quirks() {
        assertDiagnostics("""
            .y { text: 2️⃣image(a.png, 1, 2); alpha: 3️⃣7 / 2; }
            .x { alpha: 1; hidden: NO1️⃣;}
            """, [
                ("3️⃣", .quirk, "InterfaCSS 1.x may divide integers as integers"),
                ("1️⃣", .quirk, "InterfaCSS 1.x skips the character after ';', here the '}' that closes the ruleset"),
            ], ignoring: [.invalidValue, .ignoredContent])
        assertDiagnostics(".x { alpha: 1; }\n.y { alpha: 7.0 / 2; }", [])
    }

    @Test func suppressionComments() {
        assertDiagnostics("""
            /* stylelsp-disable-next-line unknown-color */
            .x { backgroundColor: blu; }
            .y { backgroundColor: 1️⃣blu; } 4️⃣/* stylelsp-disable-line unknown-property */
            /* stylelsp-disable */
            .z { textColr: red; alpha: two; }
            /* stylelsp-enable */
            2️⃣/* stylelsp-disable-next-line invalid-value */
            .w { alpha: 1; }
            3️⃣// stylelsp-disable-next-line unknown-propety
            .v { alpha: 1; }
            """, [
                ("1️⃣", .unknownColor, nil),
                ("4️⃣", .unusedSuppression, nil),
                ("2️⃣", .unusedSuppression, "this suppression comment suppresses nothing"),
                ("3️⃣", .invalidSuppression, "'unknown-propety' is not a diagnostic code; did you mean 'unknown-property'?"),
                ("3️⃣", .unusedSuppression, nil),
            ])
    }

    @Test func severitiesFromTheConfiguration() {
        let strict = configuration(#"{"rules": {"unknown-property": "error", "unused-variable": "off"}}"#)
        let analysis = analyze("@unused: 1;\n.x { textColr: red; }", configuration: strict)
        #expect(analysis.diagnostics.map(\.code) == [.unknownProperty])
        #expect(analysis.diagnostics.first?.severity == .error)
    }

    @Test func syntaxDiagnosticsAreIncluded() {
        assertDiagnostics(".x { alpha: 0.51️⃣ }\n2️⃣}", [
            ("1️⃣", DiagnosticCode(rawValue: "expected-semicolon"), "expected ';' after the value of 'alpha'"),
            ("2️⃣", DiagnosticCode(rawValue: "unexpected-close-brace"), nil),
        ])
    }
}
