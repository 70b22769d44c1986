import StyleParser

/// Completion and hover in a view-definition XML file, independent of the protocol. Inside an
/// inline `style="…"` (2.x), a `layout="…"` (1.x) or an attribute InterfaCSS 2 applies as a
/// property, they are the stylesheet features on the declarations of the element's class, with
/// offsets mapped between the XML and the stylesheet the attributes make; in `class` and `id`
/// values they offer and explain the style classes and ids of the project's stylesheets; on a
/// tag or an attribute name, hover says what InterfaCSS makes of it. Offsets are UTF-8.
public struct ViewDefinitionFeatureContext: Sendable {
    public var definition: ViewDefinition
    /// The project's stylesheets.
    public var symbols: WorkspaceSymbols
    public var analysis: AnalysisContext

    public init(definition: ViewDefinition, symbols: WorkspaceSymbols, analysis: AnalysisContext) {
        self.definition = definition
        self.symbols = symbols
        self.analysis = analysis
        // `#id` and `.class` rules style this file's elements, whether configured or not.
        if !analysis.views.definitions.contains(where: { $0.path == definition.path }) { self.analysis.views.add(definition) }
    }

    var registry: PropertyRegistry { analysis.registry }
    var tree: XMLTree { definition.tree }

    /// What the cursor is on.
    enum Site {
        /// Inside an attribute value or name the embedded stylesheet copies.
        case declarations(element: Int, attribute: Int)
        /// A word of a `class` or `id` value: its range, and `#` or `.`.
        case selectorName(range: Range<Int>, sigil: Character, attribute: XMLTree.Attribute)
        case tag(element: Int)
        case attributeName(element: Int, attribute: Int)
    }

    func site(at offset: Int) -> Site? {
        // The element whose start tag holds the offset (or ends at it, unclosed, while typing).
        guard let index = definition.elements.firstIndex(where: { element in
            let tag = tree.nodes[element.node].startTagRange
            return tag.lowerBound < offset && (offset < tag.upperBound || offset == tag.upperBound && tree.bytes[offset - 1] != UInt8(ascii: ">"))
        })
        else { return nil }
        let element = definition.elements[index]
        if element.nameRange.lowerBound <= offset && offset <= element.nameRange.upperBound { return .tag(element: index) }
        for (position, attribute) in element.attributes.enumerated() {
            let meaning = ViewDefinitionAttributes.meaning(of: attribute.name, format: definition.format)
            let isProperty = definition.format == .interfaCSS2 && meaning == nil && ViewDefinitionAttributes.isPropertyAttribute(attribute.name, registry: registry)
            if tree.attributes[attribute.index].quote != nil, attribute.valueRange.lowerBound <= offset && offset <= attribute.valueRange.upperBound {
                switch meaning {
                case .style? where definition.format == .interfaCSS2, .layout? where definition.format == .interfaCSS1:
                    return .declarations(element: index, attribute: position)
                case .styleClass?, .id?:
                    return .selectorName(
                        range: word(around: offset, in: attribute.valueRange), sigil: meaning == .id ? "#" : ".", attribute: tree.attributes[attribute.index])
                default:
                    if isProperty { return .declarations(element: index, attribute: position) }
                }
            }
            if attribute.nameRange.lowerBound <= offset && offset <= attribute.nameRange.upperBound {
                return isProperty ? .declarations(element: index, attribute: position) : .attributeName(element: index, attribute: position)
            }
        }
        return nil
    }

    /// The word of a class list (white space and commas separate) around `offset`.
    func word(around offset: Int, in range: Range<Int>) -> Range<Int> {
        func isSeparator(_ byte: UInt8) -> Bool { XMLReader.isSpace(byte) || byte == UInt8(ascii: ",") }
        var start = offset, end = offset
        while start > range.lowerBound, !isSeparator(tree.bytes[start - 1]) { start -= 1 }
        while end < range.upperBound, !isSeparator(tree.bytes[end]) { end += 1 }
        return start..<end
    }

    // MARK: - Completion

    /// The proposals at `offset`. `snippets`: whether the client takes snippet syntax.
    public func completions(at offset: Int, snippets: Bool) -> [Completion] {
        switch site(at: offset) {
        case .declarations(let element, _)?:
            guard let (embedded, context, stylesheetOffset) = stylesheet(for: element, at: offset) else { return [] }
            return context.completions(at: stylesheetOffset, snippets: snippets).compactMap { completion in
                guard let range = embedded.sourceRange(completion.replacing) else { return nil }
                var result = completion
                result.replacing = range
                result.insertText = XMLEscaping.escape(completion.insertText, quote: embedded.quote(at: stylesheetOffset, in: definition))
                return result
            }
        case .selectorName(let range, let sigil, let attribute)?:
            let typed = offset > range.lowerBound ? range.lowerBound..<offset : range
            var builder = CompletionBuilder(word: typed, snippets: snippets)
            let styled = stylesheetNames(sigil)
            for name in styled.keys.sorted() {
                let files = styled[name] ?? []
                builder.add(name, sigil == "#" ? .elementID : .styleClass, detail: "styled in " + files.joined(separator: ", "),
                            insert: XMLEscaping.escape(name, quote: attribute.quote), priority: 0)
            }
            // Names other view definitions use, which no stylesheet styles yet.
            let others = sigil == "#" ? analysis.views.elementIDs : analysis.views.styleClasses
            for name in Set(others).subtracting(styled.keys).sorted() where sigil == "." {
                builder.add(name, .styleClass, detail: "style class (view definitions)", insert: XMLEscaping.escape(name, quote: attribute.quote), priority: 1)
            }
            return builder.items
        default:
            return []
        }
    }

    /// The stylesheet of the element's attributes, a feature context on it, and the offset's
    /// place in it.
    func stylesheet(for element: Int, at offset: Int) -> (EmbeddedStylesheet, FeatureContext, Int)? {
        let embedded = EmbeddedStylesheet.attributes(of: definition, registry: registry, only: [element])
        guard let stylesheetOffset = embedded.stylesheetOffset(ofSource: offset, element: element) else { return nil }
        let (all, file) = embedded.symbols(adding: symbols)
        return (embedded, FeatureContext(tree: embedded.tree, path: embedded.path, file: file, symbols: all, analysis: analysis), stylesheetOffset)
    }

    /// The project's style classes (`.`) or ids (`#`) in selectors, with the stylesheets
    /// (file names) that use each.
    func stylesheetNames(_ sigil: Character) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for document in symbols.documents {
            let file = document.path.split(separator: "/").last.map(String.init) ?? document.path
            for name in document.selectorNames where name.first == sigil {
                let bare = String(name.dropFirst())
                if result[bare]?.last != file { result[bare, default: []].append(file) }
            }
        }
        return result
    }

    // MARK: - Hover

    /// What is under `offset`: a declaration in an attribute, a style class or id, a tag, an
    /// attribute.
    public func hover(at offset: Int) -> HoverInfo? {
        switch site(at: offset) {
        case .declarations(let element, _)?:
            guard let (embedded, context, stylesheetOffset) = stylesheet(for: element, at: offset),
                let hover = context.hover(at: stylesheetOffset), let range = embedded.sourceRange(hover.range)
            else { return nil }
            return HoverInfo(markdown: hover.markdown, range: range)
        case .selectorName(let range, let sigil, _)?:
            guard !range.isEmpty else { return nil }
            let name = tree.text(range)
            let written = String(sigil) + name
            var text = "**\(written)** — \(sigil == "#" ? "element id" : "style class")"
            let chains = symbols.documents.flatMap { document in
                document.chains.filter { chain in ViewDefinitionFeatureContext.chain(chain, mentions: written) }
                    .sorted().map { "`\($0)` in \(document.path.split(separator: "/").last.map(String.init) ?? document.path)" }
            }
            if chains.isEmpty {
                text += "\n\nNo ruleset of the project's stylesheets has '\(written)' in its selector."
            } else {
                text += "\n\nStyled by " + chains.prefix(8).joined(separator: ", ") + (chains.count > 8 ? " and \(chains.count - 8) more" : "") + "."
            }
            return HoverInfo(markdown: text, range: range)
        case .tag(let index)?:
            let element = definition.elements[index]
            var text = "**<\(element.tag)>** — \(element.className)"
            let lineage = registry.lineage(of: element.registeredClass).map(\.name)
            if lineage.count > 1 { text += "\n\n" + lineage.joined(separator: " → ") }
            if !element.tagIsKnown && element.implementation == nil { text += "\n\nInterfaCSS builds a plain UIView for this tag." }
            if element.className != element.registeredClass { text += "\n\nChecked as \(element.registeredClass) (the app's own class)." }
            return HoverInfo(markdown: text, range: element.nameRange)
        case .attributeName(let index, let position)?:
            let attribute = definition.elements[index].attributes[position]
            guard let doc = ViewDefinitionAttributes.doc(of: attribute.name, format: definition.format) else { return nil }
            return HoverInfo(markdown: "**\(attribute.name)**\n\n\(doc)", range: attribute.nameRange)
        case nil:
            return nil
        }
    }

    /// Whether a selector chain (display form) has `.name` or `#name` as a whole part, ASCII
    /// letters matched in either case. Compared as bytes: a case-insensitive search of the
    /// strings could return indexes that are not the chain's (a trap on odd input).
    static func chain(_ chain: String, mentions written: String) -> Bool {
        func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        let text = chain.utf8.map(lowered), name = written.utf8.map(lowered)
        guard !name.isEmpty, name.count <= text.count else { return false }
        for start in 0...(text.count - name.count) where text[start..<(start + name.count)].elementsEqual(name) {
            let after = start + name.count
            guard after < text.count else { return true }
            if !StylesheetOutline.isVariableNameByte(text[after]) { return true }  // a name's bytes, as in `@name`
        }
        return false
    }
}
