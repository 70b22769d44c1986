import StyleLayout
import StyleParser
import StyleProject
import StyleSemantics

/// A stylesheet, then after 0xFF a view definition. The preview of the stylesheet with views
/// inferred from its nesting (a phone in portrait) and with the view definition (a tablet in
/// landscape): frames are finite, diagnostics and placements lie in the stylesheet, the drawing
/// and the JSON are made; the stylesheet read a group of items at a time (as the editor's
/// preview reads it) is what its whole analysis gives. Then the diagnostics `lint` gives, the
/// layout's included.
enum LayoutTarget {
    static func run(_ bytes: [UInt8]) -> [String] {
        var problems = Problems()
        let split = parts(bytes, limit: 2)
        let css = split[0]
        let source = Workspace.Source(path: "/fuzz/screen.css", tree: SyntaxTree(bytes: css))
        let outline = StylesheetOutline(source.tree)
        let symbols = WorkspaceSymbols([DocumentSymbols(path: source.path, outline: outline)])
        let definition = split.count > 1 ? ViewDefinition.parse(split[1], path: "/fuzz/screen.xml", registry: fuzzContext.registry) : nil
        let context = AnalysisContext(
            registry: fuzzContext.registry, views: ViewIndex(definition.map { [$0] } ?? []), configuration: fuzzContext.configuration)
        let analysis = Workspace.analyze(source, outline: outline, file: 0, symbols: symbols, context: context)

        let byItems = StyledStylesheet(analyzing: source.tree, path: source.path, file: 0, symbols: symbols, context: context)
        problems.expect(byItems == StyledStylesheet(analysis), "the stylesheet read item by item differs from its whole analysis")

        let phone = PreviewOptions(screen: Device.defaultScreen, columns: 60)
        let tablet = PreviewOptions(screen: (Device.named("ipad") ?? Device.defaultScreen).turned, columns: 100, unicode: true)
        var previews = [("inferred views", Preview(analysis: analysis, viewDefinition: nil, symbols: symbols, context: context, options: phone))]
        if let definition {
            previews.append(("view definition", Preview(analysis: analysis, viewDefinition: definition, symbols: symbols, context: context, options: tablet)))
        }
        for (what, preview) in previews {
            problems.checkDiagnostics(preview.diagnostics, count: css.count, what, sorted: false)
            for placement in preview.placements {
                problems.expect(placement.declaration.upperBound <= css.count, "\(what): placement \(placement.declaration) outside 0..<\(css.count)")
                problems.expect(isFinite(placement.frame), "\(what): placement of \(placement.view) at \(placement.frame)")
            }
            var stack = preview.views
            while let view = stack.popLast() {
                problems.expect(isFinite(view.frame), "\(what): the frame of \(view.name) is \(view.frame)")
                stack += view.children
            }
            _ = preview.text
            problems.expect(!preview.json.isEmpty, "\(what): no JSON")
            // The picture: whole, and without a character XML cannot hold.
            let svg = preview.svg(SVGOptions(theme: .dark, scale: 0.5), name: "fuzz.css")
            problems.expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"), "\(what): the SVG is not whole")
            problems.expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" || $0.value == 0xFFFE || $0.value == 0xFFFF },
                "\(what): the SVG holds a character XML cannot")
        }

        // What lint reports for the stylesheet: its analysis with the layout's diagnostics.
        let linted = Project.analyzeWithLayouts([source], context: context) { _, symbols in
            LayoutJob(viewDefinition: definition, symbols: symbols, context: context, options: phone)
        }.analyses[0]
        problems.checkDiagnostics(linted.diagnostics, count: css.count, "lint")
        return problems.list
    }

    static func isFinite(_ rect: Rect) -> Bool {
        rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
