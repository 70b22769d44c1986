import StyleParser

/// The diagnostics of a view-definition XML file, as a pure function of its bytes and the
/// project (registry, configuration, the stylesheets' symbols): malformed XML, element types and
/// attributes InterfaCSS does not know or ignores, inline `style` and `layout` checked as the
/// declarations of the element's class (ranges inside the attribute values), references to ids
/// and layout files that do not exist. UTF-8 ranges, configured severities, document order.
public enum ViewDefinitionChecker {
    /// Checks the file `path` with contents `bytes`. `symbols`: the project's stylesheets, whose
    /// variables inline styles may use. `layoutFiles`: the file names of the project's XML files,
    /// for InterfaCSS 2 `layout="Cell.xml"` references (nil: not checked).
    public static func diagnostics(
        bytes: [UInt8], path: String, symbols: WorkspaceSymbols = WorkspaceSymbols([DocumentSymbols]()), context: AnalysisContext,
        layoutFiles: Set<String>? = nil
    ) -> [Diagnostic] {
        diagnostics(of: ViewDefinition.parse(bytes, path: path, registry: context.registry), symbols: symbols, context: context, layoutFiles: layoutFiles)
    }

    /// Checks a parsed view definition. A file that is not a view definition gets one
    /// `not-a-view-definition` note and nothing else. Document order, capped.
    public static func diagnostics(
        of definition: ViewDefinition, symbols: WorkspaceSymbols = WorkspaceSymbols([DocumentSymbols]()), context: AnalysisContext,
        layoutFiles: Set<String>? = nil
    ) -> [Diagnostic] {
        if case .other(let reason) = definition.kind {
            return [Diagnostic(.notViewDefinition, range: 0..<0, message: "not a view definition (\(reason)), so it is not checked")]
        }
        var checker = Checker(definition: definition, context: context, layoutFiles: layoutFiles)
        checker.checkStructure()
        for index in definition.elements.indices { checker.checkElement(index) }
        checker.checkIDs()
        let configured = (definition.diagnostics + checker.diagnostics).compactMap { diagnostic -> Diagnostic? in
            guard let severity = context.configuration.severity(of: diagnostic.code, default: diagnostic.severity) else { return nil }
            var result = diagnostic
            result.severity = severity
            return result
        }
        // The inline declarations' severities are configured by their analysis.
        let inline = checker.checkInlineDeclarations(symbols: symbols)
        return Diagnostic.capped((configured + inline).sorted(by: Diagnostic.precedes))
    }
}

private struct Checker {
    let definition: ViewDefinition
    let context: AnalysisContext
    let layoutFiles: Set<String>?
    var diagnostics: [Diagnostic] = []
    /// Suggestions by what they are for: a file repeats its mistakes.
    var suggestionCache: [String: [String]] = [:]

    init(definition: ViewDefinition, context: AnalysisContext, layoutFiles: Set<String>?) {
        self.definition = definition
        self.context = context
        self.layoutFiles = layoutFiles
    }

    var registry: PropertyRegistry { context.registry }
    var tree: XMLTree { definition.tree }
    var format: ViewDefinition.Format { definition.format }
    var versionName: String { format == .interfaCSS1 ? "InterfaCSS 1.x" : "InterfaCSS 2" }

    mutating func add(
        _ code: DiagnosticCode, _ range: Range<Int>, _ message: String, severity: DiagnosticSeverity? = nil,
        fixes: [Diagnostic.Fix] = [], related: [Diagnostic.Related] = []
    ) {
        diagnostics.append(Diagnostic(code, range: range, message: message, severity: severity, fixes: fixes, related: related))
    }

    // MARK: - The document's shape

    /// InterfaCSS 2: `<layout>` at the root holding one view tree (and `<style>` elements).
    mutating func checkStructure() {
        guard let root = tree.root else { return }
        if let layout = definition.layoutNode {
            let views = tree.children(of: layout).filter { tree.nodes[$0].kind == .element && !tree.name(of: $0).caseInsensitiveEquals("style") }
            if views.isEmpty {
                add(.viewDefinition, tree.nodes[layout].nameRange, "'<\(tree.name(of: layout))>' holds no view: InterfaCSS 2 needs one view element inside it")
            }
            for extra in views.dropFirst() {
                add(
                    .viewDefinition, tree.nodes[extra].nameRange,
                    "InterfaCSS 2 builds only the first view inside '<\(tree.name(of: layout))>'; this '<\(tree.name(of: extra))>' is ignored",
                    severity: .warning, related: [Diagnostic.Related(range: tree.nodes[views[0]].nameRange, message: "the view that is built")])
            }
            checkLayoutAttributes(layout)
        }
        // A <layout> below the root stops InterfaCSS 2's parser.
        guard format == .interfaCSS2 else { return }
        for node in tree.elements(below: root) where tree.name(of: node).caseInsensitiveEquals("layout") {
            add(.viewDefinition, tree.nodes[node].nameRange, "'<layout>' must be the root element: InterfaCSS 2 stops reading the file here")
        }
    }

    mutating func checkLayoutAttributes(_ layout: Int) {
        let known = ViewDefinitionAttributes.layoutElement.map(\.name)
        for attribute in tree.attributes(of: layout) {
            let name = tree.name(of: attribute)
            guard !ViewDefinitionAttributes.isNamespaced(name), !known.contains(where: { $0.caseInsensitiveEquals(name) }) else { continue }
            let suggestions = closestNames(to: name, in: known)
            add(
                .unknownAttribute, attribute.nameRange,
                "'<\(tree.name(of: layout))>' has no attribute '\(name)'; InterfaCSS 2 reads \(list(known.map { "'\($0)'" }))\(didYouMean(suggestions))",
                fixes: renames(attribute.nameRange, to: suggestions))
        }
    }

    // MARK: - Elements

    mutating func checkElement(_ index: Int) {
        let element = definition.elements[index]
        checkTag(element)
        for attribute in element.attributes { checkAttribute(attribute, of: element) }
    }

    mutating func checkTag(_ element: ViewDefinition.Element) {
        guard !element.tagIsKnown else { return }
        // The class InterfaCSS builds comes from `implementation` where it is honoured.
        if element.implementation != nil, format == .interfaCSS1 || ViewDefinition.honoursImplementation(element.tag) { return }
        if ViewDefinition.tagKey(element.tag) == "cell" {
            add(
                .unknownElement, element.nameRange,
                "InterfaCSS 2 makes '<\(element.tag)>' a table or collection view cell only inside a '<tableView>' or '<collectionView>'; here it builds a plain UIView")
            return
        }
        let other: ViewDefinition.Format = format == .interfaCSS1 ? .interfaCSS2 : .interfaCSS1
        if let otherClass = ViewDefinition.tagClass(element.tag, format: other, registry: registry) {
            add(
                .unknownElement, element.nameRange,
                "'<\(element.tag)>' is \(other == .interfaCSS1 ? "InterfaCSS 1.x" : "InterfaCSS 2")'s tag for \(otherClass); \(versionName) builds a plain UIView for it: write '<\(otherClass)>'")
            return
        }
        let (registry, format) = (self.registry, self.format)
        let suggestions = suggest("tag " + element.tag) {
            closestNames(to: element.tag, in: ViewDefinition.knownTags(format) + registry.classes.filter { !$0.nestedOnly && !$0.selectorOnly }.map(\.name))
        }
        if !suggestions.isEmpty {
            add(
                .unknownElement, element.nameRange,
                "'<\(element.tag)>' is not a view element \(versionName) knows, so it builds a plain UIView\(didYouMean(suggestions))")
        } else {
            add(
                .customElement, element.nameRange,
                "'<\(element.tag)>' is not a class StyleLSP knows; if it is the app's own view class, declare it in .stylelsp.json (\"classes\": {\"\(element.tag)\": {\"superclass\": \"UIView\"}}) so its styles are checked")
        }
    }

    mutating func checkAttribute(_ attribute: ViewDefinition.Attribute, of element: ViewDefinition.Element) {
        let name = attribute.name
        if ViewDefinitionAttributes.isNamespaced(name) { return }
        guard let meaning = ViewDefinitionAttributes.meaning(of: name, format: format) else {
            checkUnknownAttribute(attribute, of: element)
            return
        }
        guard format == .interfaCSS2 else { return }
        let key = ViewDefinition.tagKey(element.tag)
        switch meaning {
        case .implementation where !ViewDefinition.honoursImplementation(element.tag):
            add(
                .ignoredAttribute, attribute.nameRange,
                "InterfaCSS 2 always builds a \(element.className) for '<\(element.tag)>' and ignores '\(name)'; use '<view \(name)=\"…\">' for a view of the app's own class")
        case .layout:
            let takesLayout = key == "viewcontroller" || registry.isClass(element.registeredClass, kindOf: "UITableViewCell")
                || registry.isClass(element.registeredClass, kindOf: "UICollectionViewCell") || key == "cell"
                || key == "tableviewcell" || key == "collectionviewcell"
            guard takesLayout else {
                add(
                    .ignoredAttribute, attribute.nameRange,
                    "InterfaCSS 2 reads '\(name)' (a layout file) only on cells and '<viewController>'; on '<\(element.tag)>' it is ignored (flexbox properties go in 'style')")
                return
            }
            checkLayoutFile(attribute)
        case .buttonType:
            guard registry.isClass(element.registeredClass, kindOf: "UIButton") else {
                add(.ignoredAttribute, attribute.nameRange, "'\(name)' is a button's type; InterfaCSS 2 ignores it on '<\(element.tag)>'")
                return
            }
            let types = ["custom", "system"]
            if !types.contains(attribute.value.lowercased()) {
                let suggestions = closestNames(to: attribute.value, in: types)
                add(
                    .unknownEnumValue, attribute.valueRange,
                    "'\(attribute.value)' is not a button type, so InterfaCSS 2 builds a 'custom' button; expected custom or system\(didYouMean(suggestions))",
                    fixes: renames(attribute.valueRange, to: suggestions))
            }
        default:
            break
        }
    }

    mutating func checkUnknownAttribute(_ attribute: ViewDefinition.Attribute, of element: ViewDefinition.Element) {
        let name = attribute.name
        let known = ViewDefinitionAttributes.names(format)
        switch format {
        case .interfaCSS1:
            if name.caseInsensitiveEquals("style") {
                add(
                    .unknownAttribute, attribute.nameRange,
                    "InterfaCSS 1.x has no inline styles: 'style' only reaches a view-hierarchy parser delegate; put the declarations in a stylesheet rule for this element",
                    severity: .information)
                return
            }
            let suggestions = suggest("attribute " + name) { closestNames(to: name, in: known) }
            if suggestions.isEmpty {
                add(
                    .unknownAttribute, attribute.nameRange,
                    "InterfaCSS 1.x does not read '\(name)'; it only passes it to a view-hierarchy parser delegate, if the app has one",
                    severity: .information)
            } else {
                add(
                    .unknownAttribute, attribute.nameRange, "InterfaCSS 1.x does not read '\(name)', so it is ignored\(didYouMean(suggestions))",
                    fixes: renames(attribute.nameRange, to: suggestions))
            }
        case .interfaCSS2:
            // Applied as a property (checked with the inline declarations) when it names one.
            if ViewDefinitionAttributes.isPropertyAttribute(name, registry: registry) { return }
            let registry = self.registry
            let suggestions = suggest("attribute \(name) \(element.registeredClass)") {
                closestNames(to: name, in: known + registry.allProperties(of: element.registeredClass).map(\.name))
            }
            add(
                .unknownAttribute, attribute.nameRange,
                "'\(name)' is neither an attribute InterfaCSS 2 reads nor a property of \(element.registeredClass), so it is ignored\(didYouMean(suggestions))",
                fixes: renames(attribute.nameRange, to: suggestions))
        }
    }

    /// A cell's or view controller's layout file: a file name the app's bundle has.
    mutating func checkLayoutFile(_ attribute: ViewDefinition.Attribute) {
        guard let layoutFiles else { return }
        let value = attribute.value.trimmingWhitespace
        let name = value.split(separator: "/").last.map(String.init) ?? value
        guard !layoutFiles.contains(where: { $0.caseInsensitiveEquals(name) }) else { return }
        let suggestions = suggest("layout file " + name) { closestNames(to: name, in: Array(layoutFiles).sorted()) }
        add(
            .unknownLayoutFile, attribute.valueRange, "the project has no layout file '\(name)'\(didYouMean(suggestions))",
            fixes: renames(attribute.valueRange, to: suggestions))
    }

    // MARK: - Ids

    mutating func checkIDs() {
        var first: [String: ViewDefinition.Attribute] = [:]
        for element in definition.elements {
            guard let attribute = element.attribute("id", "elementId"), format == .interfaCSS1 || attribute.name.caseInsensitiveEquals("id") else { continue }
            let id = attribute.value
            if let earlier = first[id] {
                add(
                    .duplicateElementID, attribute.valueRange,
                    "another element of this view definition has the id '\(id)': '#\(id)' rules style both\(format == .interfaCSS1 ? ", and layouts that refer to it see only the first" : "")",
                    related: [Diagnostic.Related(range: earlier.valueRange, message: "'\(id)' is first used here")])
            } else {
                first[id] = attribute
            }
        }
    }

    // MARK: - Inline declarations

    /// `style`, 1.x `layout` and 2.x property attributes, and the CSS of `<style>` elements,
    /// checked as stylesheets; then the element ids 1.x layouts refer to.
    func checkInlineDeclarations(symbols: WorkspaceSymbols) -> [Diagnostic] {
        var context = self.context
        // The file's format says which InterfaCSS reads its declarations, unless the project does.
        if context.configuration.interfacss == nil { context.configuration.interfacss = format == .interfaCSS2 ? .two : .one }
        // `#id` and `.class` rules in a `<style>` style this file's elements.
        if !context.views.definitions.contains(where: { $0.path == definition.path }) { context.views.add(definition) }
        var result: [Diagnostic] = []
        for stylesheet in [EmbeddedStylesheet.attributes(of: definition, registry: registry), .styleElements(of: definition)] where !stylesheet.isEmpty {
            let analysis = stylesheet.analyze(symbols: symbols, context: context)
            result += stylesheet.diagnostics(of: analysis, definition: definition)
            if format == .interfaCSS1 { result += layoutReferences(stylesheet, analysis) }
        }
        // InterfaCSS 2 reads inline styles with its own parser: 1.x quirks do not apply.
        if format == .interfaCSS2 { result.removeAll { $0.code == .quirk } }
        return result
    }

    /// References in 1.x `layout` attributes to ids no element of this file has (the views a
    /// layout can refer to are those of its view hierarchy).
    func layoutReferences(_ inline: EmbeddedStylesheet, _ analysis: StylesheetAnalysis) -> [Diagnostic] {
        let ids = definition.elements.compactMap(\.id)
        let known = Set(ids.map { $0.lowercased() })
        let pool = NamePool(ids)
        var result: [Diagnostic] = []
        let bytes = inline.tree.bytes
        for declaration in analysis.declarations {
            guard case .layout(let layout)? = declaration.value else { continue }
            for term in layout.terms {
                guard case .element(let id)? = term.expression.reference, !known.contains(id.lowercased()) else { continue }
                guard let found = ViewDefinitionChecker.find(Array(id.utf8), in: bytes, within: term.range),
                    let range = inline.sourceRange(found)
                else { continue }
                let suggestions = pool.closest(to: id)
                var diagnostic = Diagnostic(
                    .unknownLayoutReference, range: range, message: "no element of this view definition has the id '\(id)'\(didYouMean(suggestions))",
                    fixes: renames(range, to: suggestions))
                guard let severity = context.configuration.severity(of: diagnostic.code, default: diagnostic.severity) else { continue }
                diagnostic.severity = severity
                result.append(diagnostic)
            }
        }
        return result
    }

    mutating func suggest(_ key: String, _ compute: () -> [String]) -> [String] {
        if let known = suggestionCache[key] { return known }
        let suggestions = compute()
        suggestionCache[key] = suggestions
        return suggestions
    }

    func renames(_ range: Range<Int>, to suggestions: [String]) -> [Diagnostic.Fix] {
        suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: range, text: XMLEscaping.escape($0, quote: UInt8(ascii: "\""))) }
    }
}

extension ViewDefinitionChecker {
    /// The first occurrence of `needle` in `range` of `bytes` that is a whole identifier.
    static func find(_ needle: [UInt8], in bytes: [UInt8], within range: Range<Int>) -> Range<Int>? {
        guard !needle.isEmpty, range.upperBound <= bytes.count else { return nil }
        func isIdentifierByte(_ byte: UInt8) -> Bool { byte != UInt8(ascii: ".") && byte != UInt8(ascii: ":") && XMLReader.isNameByte(byte) }
        var start = range.lowerBound
        while start + needle.count <= range.upperBound {
            if bytes[start..<(start + needle.count)].elementsEqual(needle),
                start == 0 || !isIdentifierByte(bytes[start - 1]),
                start + needle.count == bytes.count || !isIdentifierByte(bytes[start + needle.count]) {
                return start..<(start + needle.count)
            }
            start += 1
        }
        return nil
    }
}
