import StyleParser

/// A stylesheet made of pieces of a view definition, which the analysis checks like any other,
/// with a map from its offsets back to the XML: so diagnostics, hovers and completions land in
/// the XML. Two kinds:
///
/// - `attributes(of:registry:)`: what the elements' attributes declare, one ruleset per element
///   that declares anything (`UILabel { … }`, the element's registered class), holding its
///   `style="…"` (2.x), its `layout="…"` (1.x, as `layout: …;`) and, in 2.x, the attributes
///   InterfaCSS applies as properties (`alpha="0.5"`).
/// - `styleElements(of:)`: the CSS inside InterfaCSS 2's `<style>` elements.
///
/// What the stylesheet adds around the copied pieces maps nowhere.
public struct EmbeddedStylesheet: Sendable {
    /// A piece of the stylesheet copied from the XML.
    public struct Segment: Sendable {
        /// In the stylesheet.
        public var range: Range<Int>
        /// The decoded XML text it copies, with its map to the XML.
        public var text: XMLText
        /// The attribute it comes from (index into `ViewDefinition.Element.attributes`); nil
        /// for the content of a `<style>` element.
        public var attribute: Int?
    }

    /// The stylesheet made of one element's attributes, or of one `<style>` element.
    public struct Block: Sendable {
        /// The element's index in `ViewDefinition.elements`; nil for a `<style>` element.
        public var element: Int?
        /// In the stylesheet.
        public var range: Range<Int>
        public var segments: [Segment]
    }

    /// The stylesheet's path: the view definition's, marked.
    public let path: String
    public let tree: SyntaxTree
    /// In stylesheet order.
    public let blocks: [Block]

    /// The declarations of `definition`'s elements (all of them, or those in `only`).
    public static func attributes(of definition: ViewDefinition, registry: PropertyRegistry, only: Set<Int>? = nil) -> EmbeddedStylesheet {
        var builder = Builder()
        for (index, element) in definition.elements.enumerated() where only?.contains(index) ?? true {
            let pieces = pieces(of: element, format: definition.format, registry: registry)
            guard !pieces.isEmpty else { continue }
            let start = builder.text.count
            let type = registry.typeSelectorClass(element.registeredClass) != nil ? element.registeredClass : "UIView"
            builder.append("\(type) {\n")
            var segments: [Segment] = []
            for piece in pieces {
                for part in piece.parts {
                    switch part {
                    case .glue(let glue):
                        builder.append(glue)
                    case .copy(let attribute):
                        let xml = definition.tree.decodedValue(of: definition.tree.attributes[element.attributes[attribute].index])
                        segments.append(builder.copy(xml, attribute: attribute))
                    case .name(let attribute):
                        // An attribute name is not decoded: its bytes are the text.
                        segments.append(builder.copy(XMLText(definition.bytes, element.attributes[attribute].nameRange, context: .raw), attribute: attribute))
                    }
                }
                builder.append("\n")
            }
            builder.append("}\n")
            builder.blocks.append(Block(element: index, range: start..<builder.text.count, segments: segments))
        }
        return EmbeddedStylesheet(path: definition.path + "#attributes", builder: builder)
    }

    /// The CSS of InterfaCSS 2's `<style>` elements (their text and CDATA), one after another.
    public static func styleElements(of definition: ViewDefinition) -> EmbeddedStylesheet {
        var builder = Builder()
        let tree = definition.tree
        for node in definition.styleNodes {
            let start = builder.text.count
            var segments: [Segment] = []
            for child in tree.children(of: node) where tree.nodes[child].kind == .text || tree.nodes[child].kind == .cdata {
                let context: XMLText.Context = tree.nodes[child].kind == .text ? .text : .raw
                segments.append(builder.copy(XMLText(tree.bytes, tree.nodes[child].contentRange, context: context), attribute: nil))
            }
            builder.append("\n")
            builder.blocks.append(Block(element: nil, range: start..<builder.text.count, segments: segments))
        }
        return EmbeddedStylesheet(path: definition.path + "#style", builder: builder)
    }

    private struct Builder {
        var text: [UInt8] = []
        var blocks: [Block] = []

        mutating func append(_ glue: String) { text += Array(glue.utf8) }

        mutating func copy(_ xml: XMLText, attribute: Int?) -> Segment {
            let segment = Segment(range: text.count..<(text.count + xml.count), text: xml, attribute: attribute)
            text += Array(xml.string.utf8)
            return segment
        }
    }

    private init(path: String, builder: Builder) {
        self.path = path
        tree = SyntaxTree(bytes: builder.text)
        blocks = builder.blocks
    }

    public var isEmpty: Bool { blocks.isEmpty }

    enum Part {
        case glue(String)
        /// The decoded value of the element's attribute with this index.
        case copy(Int)
        /// The name of the element's attribute with this index.
        case name(Int)
    }

    /// One declaration (or a `style` attribute's list of them), as parts.
    struct Piece {
        var parts: [Part]
    }

    static func pieces(of element: ViewDefinition.Element, format: ViewDefinition.Format, registry: PropertyRegistry) -> [Piece] {
        var pieces: [Piece] = []
        for (index, attribute) in element.attributes.enumerated() {
            switch (format, ViewDefinitionAttributes.meaning(of: attribute.name, format: format)) {
            case (.interfaCSS2, .style?):
                // InterfaCSS 2 separates inline declarations with `;`, so the last needs none.
                let last = attribute.value.utf8.last { !XMLReader.isSpace($0) }
                let ends = last == nil || last == UInt8(ascii: ";")
                pieces.append(Piece(parts: ends ? [.copy(index)] : [.copy(index), .glue(";")]))
            case (.interfaCSS1, .layout?):
                pieces.append(Piece(parts: [.glue("layout: "), .copy(index), .glue(";")]))
            case (.interfaCSS2, nil) where ViewDefinitionAttributes.isPropertyAttribute(attribute.name, registry: registry):
                // InterfaCSS 2 applies an attribute it does not read as the declaration
                // `name: "value"`; checked as `name: value`, the value as written.
                pieces.append(Piece(parts: [.name(index), .glue(": "), .copy(index), .glue(";")]))
            default:
                break
            }
        }
        return pieces
    }

    /// The XML range of a stylesheet range, when it lies in one copied piece (its start inside
    /// the piece or at its end); nil when it lies in what the stylesheet added.
    public func sourceRange(_ range: Range<Int>) -> Range<Int>? {
        guard let segment = segment(containing: range.lowerBound) else { return nil }
        let lower = segment.text.sourceOffset(range.lowerBound - segment.range.lowerBound)
        let upperInSegment = min(range.upperBound, segment.range.upperBound) - segment.range.lowerBound
        return lower..<max(lower, segment.text.sourceOffset(upperInSegment))
    }

    /// The copied piece holding a stylesheet offset (or ending at it).
    public func segment(containing offset: Int) -> Segment? {
        guard let block = block(containing: offset) else { return nil }
        return block.segments.first { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
    }

    /// The block whose range holds a stylesheet offset.
    public func block(containing offset: Int) -> Block? {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < blocks.count && blocks[low].range.contains(offset) ? blocks[low] : nil
    }

    /// The stylesheet offset of an XML offset inside a copied piece (for attributes: of
    /// `element`'s).
    public func stylesheetOffset(ofSource offset: Int, element: Int? = nil) -> Int? {
        for block in blocks where element == nil || block.element == element {
            for segment in block.segments where segment.text.sourceRange.lowerBound <= offset && offset <= segment.text.sourceRange.upperBound {
                return segment.range.lowerBound + segment.text.decodedOffset(offset)
            }
        }
        return nil
    }

    /// Checks the declarations as a stylesheet loaded after the project's (`symbols`), so
    /// their variables are in scope.
    public func analyze(symbols: WorkspaceSymbols, context: AnalysisContext) -> StylesheetAnalysis {
        let outline = StylesheetOutline(tree)
        let (all, file) = self.symbols(adding: symbols, outline: outline)
        return Workspace.analyze(Workspace.Source(path: path, tree: tree), outline: outline, file: file, symbols: all, context: context)
    }

    /// The project's symbols with this stylesheet's, loaded last; and its place among them.
    public func symbols(adding symbols: WorkspaceSymbols, outline: StylesheetOutline? = nil) -> (WorkspaceSymbols, file: Int) {
        let own = DocumentSymbols(path: path, outline: outline ?? StylesheetOutline(tree))
        return (symbols.appending(own), symbols.documents.count)
    }

    /// The quote of the attribute value holding a stylesheet offset (nil in a `<style>`).
    func quote(at offset: Int, in definition: ViewDefinition) -> UInt8? {
        guard let segment = segment(containing: offset), let attribute = segment.attribute, let element = block(containing: offset)?.element
        else { return nil }
        return definition.tree.attributes[definition.elements[element].attributes[attribute].index].quote
    }

    /// The analysis's diagnostics in the XML: those that lie in copied pieces, with their fixes
    /// (escaped for the attribute) and related locations in them; the rest are dropped.
    public func diagnostics(of analysis: StylesheetAnalysis, definition: ViewDefinition) -> [Diagnostic] {
        analysis.diagnostics.compactMap { diagnostic in
            guard let range = sourceRange(diagnostic.range) else { return nil }
            var result = diagnostic
            result.range = range
            let quote = quote(at: diagnostic.range.lowerBound, in: definition)
            result.fixes = diagnostic.fixes.compactMap { fix in
                guard let range = sourceRange(fix.range) else { return nil }
                return Diagnostic.Fix(title: fix.title, range: range, text: XMLEscaping.escape(fix.text, quote: quote))
            }
            result.related = diagnostic.related.compactMap { related in
                guard related.file == nil || related.file == path else { return related }
                return sourceRange(related.range).map { Diagnostic.Related(range: $0, message: related.message) }
            }
            return result
        }
    }
}

/// Text put into XML attribute values and text.
public enum XMLEscaping {
    /// `&`, `<` and the attribute's quote (`"` or `'`) as entities.
    public static func escape(_ text: String, quote: UInt8?) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case "\"" where quote == UInt8(ascii: "\""): result += "&quot;"
            case "'" where quote == UInt8(ascii: "'"): result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
