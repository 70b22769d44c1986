import StyleLayout
import StyleParser
import StyleSemantics
import Testing

/// The editor's preview reads a stylesheet a group of top-level items at a time
/// (`StyledStylesheet(analyzing:…)`) rather than from its whole analysis: what it reads, and
/// so the preview, must be the same.
@Suite struct StyledStylesheetTests {
    /// A screen's rules: a variable, nesting, a state, nested elements, a parameter, a view
    /// with no geometry, quirks (one suppressed), a ruleset without a selector's view.
    static func screen(_ number: Int) -> String {
        """
        @margin\(number): 10;
        #card\(number) {
          frame: parent(@margin\(number), @margin\(number));
          UILabel.title {
            layout: size(100, 44), center(parent, parent);
            titleLabel.font: Avenir 14;
            textColor(highlighted): red;
          }
          UIButton {
            title: "Go";
            frame: rect(0, 0, 80, 30);
          }
          #card\(number):landscape { frame: rect(0, 0, 10, 10); }
          .badge { textColor: blue; }
        }
        .a ~ .b { alpha: 0.5; frame: rect(1, 2, 3, 4); }
        /* stylelsp-disable-next-line interfacss-quirk */
        .c ~ .d { alpha: 0.4; }
        """
    }

    @Test func itemByItemReadsWhatTheWholeAnalysisGives() {
        // About 170 KB: several groups of items.
        let css = (0..<400).map(Self.screen).joined(separator: "\n")
        let (analysis, symbols, context) = analyzed(css)
        let byItems = StyledStylesheet(analyzing: analysis.tree, path: analysis.path, file: 0, symbols: symbols, context: context)
        #expect(byItems == StyledStylesheet(analysis))

        let options = PreviewOptions(screen: Screen(width: 375, height: 667, scale: 2), columns: 60)
        let whole = Preview(analysis: analysis, viewDefinition: nil, symbols: symbols, context: context, options: options)
        let read = Preview(stylesheet: byItems, viewDefinition: nil, symbols: symbols, context: context, options: options)
        #expect(whole.views.count == 800)
        #expect(read.json == whole.json)
        #expect(read.text == whole.text)
        #expect(read.placements == whole.placements)
        #expect(read.diagnostics == whole.diagnostics)
    }

    /// Which stylesheets style a view is kept per view: past the 64th of a project too.
    @Test func aStylesheetLateInALargeProjectStylesTheViewDefinition() {
        func remark(stylingFile: Int?) -> [String] {
            let sources = (0..<70).map { (index: Int) in
                let css = index == stylingFile ? "#box { alpha: 0.5; }" : ".unused { alpha: 1; }"
                return Workspace.Source(path: "/test/s\(index).css", tree: SyntaxTree(css))
            }
            let symbols = WorkspaceSymbols(sources.map { DocumentSymbols(path: $0.path, outline: StylesheetOutline($0.tree)) })
            let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/test"))
            let analyses = Workspace.analyze(sources, context: context)
            let definition = ViewDefinition.parse(Array(#"<view><view id="box" layout="size(10, 10)"/></view>"#.utf8), path: "/test/s66.xml")
            let preview = Preview(
                analysis: analyses[66], stylesheets: analyses, viewDefinition: definition, symbols: symbols, context: context,
                options: PreviewOptions(screen: Screen(width: 375, height: 667, scale: 2), columns: 40))
            return preview.remarks
        }
        #expect(remark(stylingFile: 66) == [])
        #expect(remark(stylingFile: 65) == ["No rule of s66.css matches a view of s66.xml: the views are drawn as s66.xml alone places them."])
        #expect(remark(stylingFile: nil) == remark(stylingFile: 65))
    }
}
