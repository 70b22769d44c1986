import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// Completion and hover inside view-definition XML. Inside `style`/`layout` values they are
/// the stylesheet features on a ruleset of the element's class, with ranges in the XML; in
/// `class` and `id` values they come from the project's stylesheets.
@Suite struct ViewDefinitionFeatureTests {
    /// The XML's features, the stylesheets `/project/N.css`, and the markers' offsets.
    func features(_ source: String, stylesheets: [String] = []) -> (ViewDefinitionFeatureContext, [String: Int], String) {
        let (text, markers) = extractMarkers(source)
        let symbols = WorkspaceSymbols(stylesheets.enumerated().map { (path: "/project/\($0.offset).css", outline: StylesheetOutline(SyntaxTree($0.element))) })
        let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/project"))
        let definition = ViewDefinition.parse(Array(text.utf8), path: "/project/View.xml")
        return (ViewDefinitionFeatureContext(definition: definition, symbols: symbols, analysis: context), markers, text)
    }

    /// The stylesheet features at `1️⃣` in `css`, the same project's.
    func stylesheetFeatures(_ css: String) -> (FeatureContext, Int) {
        let (text, markers) = extractMarkers(css)
        let tree = SyntaxTree(text)
        let symbols = WorkspaceSymbols([(path: "/project/main.css", outline: StylesheetOutline(tree))])
        return (FeatureContext(tree: tree, path: "/project/main.css", file: 0, symbols: symbols, analysis: AnalysisContext(configuration: ProjectConfiguration(directory: "/project"))), markers["1️⃣"] ?? -1)
    }

    func summary(_ items: [Completion]) -> [String] { items.map { "\($0.label) \($0.kind) \($0.insertText)" } }

    @Test func propertyNamesInAStyleAreThoseOfTheElementsClass() {
        let (xml, markers, _) = features(#"<layout><view><label style="flex-grow: 1; te1️⃣"/></view></layout>"#)
        let items = xml.completions(at: markers["1️⃣"]!, snippets: false)
        let (css, offset) = stylesheetFeatures("UILabel {\nflex-grow: 1; te1️⃣\n}")
        #expect(summary(items) == summary(css.completions(at: offset, snippets: false)))
        // Dashed, as the style writes its names.
        #expect(items.contains { $0.label == "text-color" } && !items.contains { $0.label == "title-color" })
        // The typed word, in the XML.
        #expect(Set(items.map(\.replacing)) == [(markers["1️⃣"]! - 2)..<markers["1️⃣"]!])
    }

    @Test func anEmptyStyleOffersTheProperties() {
        let (xml, markers, _) = features(#"<layout><button style="1️⃣"/></layout>"#)
        let items = xml.completions(at: markers["1️⃣"]!, snippets: true)
        let (css, offset) = stylesheetFeatures("UIButton {\n1️⃣\n}")
        #expect(summary(items) == summary(css.completions(at: offset, snippets: true)))
        #expect(items.contains { $0.label == "titleColor" && $0.insertText == "titleColor: " })
        #expect(Set(items.map(\.replacing)) == [markers["1️⃣"]!..<markers["1️⃣"]!])
    }

    /// InterfaCSS 2 applies `alpha="0.5"` as a property: its name hovers as one.
    @Test func hoverOnAPropertyAttribute() throws {
        let (xml, markers, text) = features(#"<layout><label al1️⃣pha="0.5"/></layout>"#)
        let hover = try #require(xml.hover(at: markers["1️⃣"]!))
        #expect(hover.markdown.hasPrefix("**alpha** — `number · UIView`"))
        #expect(Array(text.utf8)[hover.range].elementsEqual("alpha".utf8))
    }

    @Test func valuesInAStyleAfterEntities() {
        let (xml, markers, _) = features(#"<layout><text style="text: &quot;a&quot;; justify-content: fl1️⃣"/></layout>"#)
        let items = xml.completions(at: markers["1️⃣"]!, snippets: false)
        let (css, offset) = stylesheetFeatures("UILabel {\ntext: \"a\"; justify-content: fl1️⃣\n}")
        #expect(summary(items) == summary(css.completions(at: offset, snippets: false)))
        #expect(items.first?.label == "flex-start")
        #expect(Set(items.map(\.replacing)) == [(markers["1️⃣"]! - 2)..<markers["1️⃣"]!])
    }

    /// 1.x `layout` attributes complete as `layout:` values, ids of this file included.
    @Test func layoutAttributesCompleteLayoutTerms() {
        let (xml, markers, _) = features(#"<view><label id="title"/><button layout="top(1️⃣"/></view>"#)
        let labels = xml.completions(at: markers["1️⃣"]!, snippets: false).map(\.label)
        #expect(labels.contains("parent") && labels.contains("title"))
    }

    @Test func styleClassesAndIDsFromTheStylesheets() {
        let (xml, markers, _) = features(
            #"<view><label class="big 1️⃣" id="2️⃣"/><view class="local"/></view>"#,
            stylesheets: [".headline { alpha: 1; } .big { alpha: 1; } #title { alpha: 1; }", ".big > .headline { alpha: 1; }"])
        let classes = xml.completions(at: markers["1️⃣"]!, snippets: false)
        #expect(classes.map { "\($0.label) \($0.detail ?? "") \($0.priority)" } == [
            "big styled in 0.css, 1.css 0", "headline styled in 0.css, 1.css 0", "local style class (view definitions) 1",
        ])
        #expect(Set(classes.map(\.replacing)) == [markers["1️⃣"]!..<markers["1️⃣"]!])
        #expect(xml.completions(at: markers["2️⃣"]!, snippets: false).map(\.label) == ["title"])
    }

    @Test func hoverOnADeclarationInAStyle() throws {
        let (xml, markers, text) = features(#"<layout><label style="alpha: 0.5; text1️⃣Color: red"/></layout>"#)
        let hover = try #require(xml.hover(at: markers["1️⃣"]!))
        let (css, offset) = stylesheetFeatures("UILabel {\nalpha: 0.5; text1️⃣Color: red;\n}")
        #expect(hover.markdown == css.hover(at: offset)?.markdown)
        #expect(Array(text.utf8)[hover.range].elementsEqual("textColor".utf8))
    }

    @Test func hoverOnALayoutAttribute() throws {
        let (xml, markers, text) = features(#"<view><label layout="size(100, 44), 1️⃣top(parent.top + 8)"/></view>"#)
        let hover = try #require(xml.hover(at: markers["1️⃣"]!))
        #expect(hover.markdown.hasPrefix("**layout**: layout:"))
        #expect(Array(text.utf8)[hover.range].elementsEqual("size(100, 44), top(parent.top + 8)".utf8))
    }

    @Test func hoverOnStyleClassesIDsTagsAndAttributes() {
        let (xml, markers, _) = features(
            #"<view><la2️⃣bel class="he1️⃣adline other3️⃣" pro4️⃣perty="x" id="ti5️⃣tle"/>6️⃣text</view>"#,
            stylesheets: [".headline { alpha: 1; } UILabel.headline:landscape, .headlines { alpha: 1; }"])
        #expect(xml.hover(at: markers["1️⃣"]!)?.markdown == "**.headline** — style class\n\nStyled by `.headline` in 0.css, `uilabel.headline:landscape` in 0.css.")
        #expect(xml.hover(at: markers["3️⃣"]!)?.markdown == "**.other** — style class\n\nNo ruleset of the project's stylesheets has '.other' in its selector.")
        #expect(xml.hover(at: markers["2️⃣"]!)?.markdown == "**<label>** — UILabel\n\nUILabel → UIView")
        #expect(xml.hover(at: markers["4️⃣"]!)?.markdown == "**property**\n\nThe property of the file owner (else of the parent view) that receives the view.")
        #expect(xml.hover(at: markers["5️⃣"]!)?.markdown == "**#title** — element id\n\nNo ruleset of the project's stylesheets has '#title' in its selector.")
        #expect(xml.hover(at: markers["6️⃣"]!) == nil)
        #expect(xml.completions(at: markers["6️⃣"]!, snippets: false).isEmpty)
    }

    @Test func insertedTextIsEscapedForTheAttribute() {
        #expect(XMLEscaping.escape(#"a "b" & <c> 'd'"#, quote: UInt8(ascii: "\"")) == "a &quot;b&quot; &amp; &lt;c> 'd'")
        #expect(XMLEscaping.escape(#"'d' "b""#, quote: UInt8(ascii: "'")) == #"&apos;d&apos; "b""#)
    }
}
