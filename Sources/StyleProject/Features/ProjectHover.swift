import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

extension ProjectModel {
    /// The hover at `offset` of an open document: what the analysis says of it, then, on a
    /// declaration that places views, the frames its last layout computed, and on a selector,
    /// the views of the project's view definitions it matches.
    public func hover(in document: Document, at offset: Int) -> HoverInfo? {
        var hover = snapshot(of: document).hover(at: offset)
        func append(_ markdown: String) {
            if hover == nil { hover = HoverInfo(markdown: markdown, range: offset..<offset) } else { hover!.markdown += "\n\n" + markdown }
        }
        if let frames = Self.placementMarkdown(document.layout, at: offset) { append(frames) }
        if !document.isViewDefinition, let matches = selectorMatchesMarkdown(in: document, at: offset) { append(matches) }
        return hover
    }

    /// Computed frames for a hover inside a declaration that places views.
    static func placementMarkdown(_ layout: LayoutState, at offset: Int) -> String? {
        let placements = layout.placements(overlapping: offset...offset).filter { $0.declaration.contains(offset) }
        guard let screen = layout.screen, !placements.isEmpty else { return nil }
        let size = "\(formatNumber(screen.width))×\(formatNumber(screen.height)) pt, \(screen.isLandscape ? "landscape" : "portrait")"
        return "Computed frame" + (placements.count > 1 ? "s" : "") + " (" + size + "):\n\n"
            + placements.map { "- \($0.view): `\($0.frame)`" }.joined(separator: "\n")
    }

    /// Most views listed in a hover; the others are counted.
    static let listedMatches = 8

    /// On a ruleset's selector: which views of the project's view definitions it matches (what
    /// `logMatchingStyleDeclarationsForUIElement:` tells at run time), and where.
    private func selectorMatchesMarkdown(in document: Document, at offset: Int) -> String? {
        // Only a selector's hover asks the project (a hover elsewhere must not wait for it).
        guard let token = document.tree.root.token(at: offset) ?? (offset > 0 ? document.tree.root.token(at: offset - 1) : nil),
            token.parent.ancestors.contains(where: { $0.kind == .selectorList && $0.parent?.kind == .ruleset }) || token.parent.kind == .selectorList
        else { return nil }
        let navigator = self.navigator(for: document.path)
        let names = document.currentNames(registry: project(for: document.path).context.registry)
        guard let ruleset = names.rulesets.last(where: { $0.selectorRange.lowerBound <= offset && offset <= $0.selectorRange.upperBound }),
            navigator.files.contains(where: \.isViewDefinition)
        else { return nil }
        let matches = navigator.elements(matching: ruleset.chains)
        let count = matches.reduce(0) { $0 + $1.elements.count }
        guard count > 0 else { return "Matches no view of the project's view definitions." }
        var listed: [String] = []
        for (path, elements) in matches {
            guard let definition = navigator.file(path)?.viewDefinition, let lines = self.lines(of: path) else { continue }
            for element in elements where listed.count < Self.listedMatches {
                let line = lines.position(of: definition.elements[element].range.lowerBound).line + 1
                listed.append("- `\(ProjectNavigator.describe(definition.elements[element]))` in \(URL(fileURLWithPath: path).lastPathComponent):\(line)")
            }
        }
        let rest = count - listed.count
        return "Matches \(count) view\(count == 1 ? "" : "s") of the project's view definitions:\n\n" + listed.joined(separator: "\n")
            + (rest > 0 ? "\n- … and \(rest) more" : "")
    }
}
