import StyleLayout
import StyleParser
import StyleSemantics
import Testing

/// The preview of `css` (and `xml`, a view definition, when given) on a screen of the size.
func preview(
    _ css: String, xml: String? = nil, width: Double = 375, height: Double = 667, scale: Double = 2, landscape: Bool = false, columns: Int = 40,
    unicode: Bool = false
) -> Preview {
    let (analysis, symbols, context) = analyzed(css)
    let definition = xml.map { ViewDefinition.parse(Array($0.utf8), path: "/test/screen.xml") }
    var screen = Screen(width: width, height: height, scale: scale)
    if landscape && !screen.isLandscape { screen = screen.turned }
    return Preview(analysis: analysis, viewDefinition: definition, symbols: symbols, context: context, options: PreviewOptions(screen: screen, columns: columns, unicode: unicode))
}

/// `css` analysed alone, as `/test/screen.css` in a project at `/test`.
func analyzed(_ css: String) -> (analysis: StylesheetAnalysis, symbols: WorkspaceSymbols, context: AnalysisContext) {
    let source = Workspace.Source(path: "/test/screen.css", tree: SyntaxTree(css))
    let outline = StylesheetOutline(source.tree)
    let symbols = WorkspaceSymbols([DocumentSymbols(path: source.path, outline: outline)])
    let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/test"))
    return (Workspace.analyze(source, outline: outline, file: 0, symbols: symbols, context: context), symbols, context)
}

/// Every view's frame by name (in its superview's coordinates), as `x,y w×h`.
func frames(_ css: String, xml: String? = nil, width: Double = 375, height: Double = 667, landscape: Bool = false) -> [String: String] {
    var result: [String: String] = [:]
    var stack = preview(css, xml: xml, width: width, height: height, landscape: landscape).views
    while let view = stack.popLast() {
        result[view.name] = view.frame.description
        stack.append(contentsOf: view.children)
    }
    return result
}

/// The frame of `#child` inside a `#parent` of `parentWidth`×`parentHeight` at the origin.
func childFrame(_ declarations: String, parentWidth: Double = 200, parentHeight: Double = 200, screen: (Double, Double) = (375, 667)) -> String? {
    let css = "#parent {\n  frame: rect(0, 0, \(parentWidth), \(parentHeight));\n  #child {\n    \(declarations)\n  }\n}\n"
    return frames(css, width: screen.0, height: screen.1)["child"]
}

/// The preview of `current` among a project's stylesheets, given as (file name, text) in load
/// order, each analysed with the others' variables.
func preview(project files: [(name: String, css: String)], current: String, width: Double = 375, height: Double = 667) -> Preview {
    let sources = files.map { Workspace.Source(path: "/test/" + $0.name, tree: SyntaxTree($0.css)) }
    let symbols = WorkspaceSymbols(sources.map { DocumentSymbols(path: $0.path, outline: StylesheetOutline($0.tree)) })
    let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/test"))
    let stylesheets = Workspace.analyze(sources, context: context)
    let analysis = stylesheets.first { $0.path == "/test/" + current }!
    let options = PreviewOptions(screen: Screen(width: width, height: height, scale: 2), columns: 40)
    return Preview(analysis: analysis, stylesheets: stylesheets, viewDefinition: nil, symbols: symbols, context: context, options: options)
}

/// Every view of a preview with its frame, depth first: `name: x,y w×h`.
func frameList(_ preview: Preview) -> [String] {
    var result: [String] = []
    func visit(_ view: PreviewView) {
        result.append("\(view.name): \(view.frame)")
        view.children.forEach(visit)
    }
    preview.views.forEach(visit)
    return result
}

/// The frames of `#c0`, `#c1`, … in a `#box` of `width`×`height` at the origin that declares
/// `container`, each child declaring its entry of `children`.
func flexFrames(_ container: String, _ children: [String], width: Int = 300, height: Int = 200) -> [String: String] {
    var css = "#box {\n  frame: rect(0, 0, \(width), \(height));\n  \(container)\n"
    for (index, child) in children.enumerated() { css += "  #c\(index) { \(child) }\n" }
    return frames(css + "}\n")
}

/// The SVG picture of `css` (and `xml`) on a screen of the size, light, at 1:1.
func svg(_ css: String, xml: String? = nil, width: Double = 375, height: Double = 300, options: SVGOptions = SVGOptions()) -> String {
    preview(css, xml: xml, width: width, height: height).svg(options, name: "screen.css")
}

/// The lines of an SVG picture's group of class `name` (`app`, `outlines`, `marks`, `notes`),
/// without the group's own tags; the app's without its backdrop and the status bar.
func svgGroup(_ svg: String, _ name: String) -> String {
    var lines: [Substring] = []
    var depth = 0, skipping = 0
    for line in svg.split(separator: "\n") {
        let opens = line.components(separatedBy: "<g ").count - 1 + line.components(separatedBy: "<g>").count - 1
        let closes = line.components(separatedBy: "</g>").count - 1
        if depth == 0 {
            if line.hasPrefix("<g class=\"\(name)\"") { depth = opens - closes }
            continue
        }
        depth += opens - closes
        if depth <= 0 { break }
        if name == "app" && (line.hasPrefix("<g class=\"status-bar\"") || skipping > 0) {
            skipping += opens - closes
            continue
        }
        if name == "app" && line.hasPrefix("<rect class=\"backdrop\"") { continue }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}
