import StyleParser

/// One completion proposal, independent of the protocol: offsets are UTF-8.
public struct Completion: Hashable, Sendable {
    /// Its raw value names it (in a resolve key: interpolating a plain enum reflects on it).
    public enum Kind: String, Sendable, Hashable {
        case property, nestedElement, parameter, value, enumMember, color, function, variable
        case type, styleClass, elementID, pseudoClass, keyword, selector
    }

    public var label: String
    public var kind: Kind
    /// One line next to the label: the type, the declaring class, a variable's value.
    public var detail: String?
    /// Markdown.
    public var documentation: String? {
        switch documentationSource {
        case .text(let text): return text
        case .property(let property, let registry): return PropertyDocs.markdown(property, registry: registry)
        }
    }
    /// Whether `documentation` has anything to say (without writing it).
    public var hasDocumentation: Bool {
        if case .text(nil) = documentationSource { return false }
        return true
    }
    /// Property docs are written only when asked for: a list of hundreds shows none at first.
    var documentationSource: DocumentationSource
    public var insertText: String
    public var isSnippet = false
    /// What the completion replaces: the word before the cursor.
    public var replacing: Range<Int>
    /// Ask the editor for completion again after inserting (a property name's `: `).
    public var retrigger = false
    /// Orders proposals before the editor's own filtering: lower first.
    public var priority = 0
    /// What the editor matches the typed word against (`accent` for `@accent`).
    public var filterText: String
}

enum DocumentationSource: Hashable, Sendable {
    case text(String?)
    case property(PropertyRegistry.Property, PropertyRegistry)

    static func == (a: DocumentationSource, b: DocumentationSource) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): return x == y
        case (.property(let x, _), .property(let y, _)): return x == y
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .text(let text): hasher.combine(text)
        case .property(let property, _): hasher.combine(property)
        }
    }
}

extension FeatureContext {
    /// The proposals at `offset`. `snippets`: whether the client takes snippet syntax.
    public func completions(at offset: Int, snippets: Bool) -> [Completion] {
        let (site, word) = CompletionSite.locate(in: tree, at: offset)
        var builder = CompletionBuilder(word: word, snippets: snippets)
        switch site {
        case .none:
            break
        case .selector(let part):
            selectorCompletions(part, into: &builder)
        case .extendTarget:
            for chain in symbols.allChains where !chain.isEmpty {
                builder.add(chain, .selector, detail: "ruleset", filterText: chain)
            }
            selectorCompletions(.type, into: &builder)
        case .propertyName(let path, let hasValue):
            propertyCompletions(path: path, at: offset, hasValue: hasValue, into: &builder)
        case .parameter(let property):
            parameterCompletions(property, at: offset, into: &builder)
        case .value(let property, let function, let afterDot, let afterTerm):
            valueCompletions(property, function: function, afterDot: afterDot, afterTerm: afterTerm, at: offset, into: &builder)
        case .variableValue:
            variableCompletions(at: offset, customProperty: false, sigil: true, accepting: nil, into: &builder)
            builder.add(ValueVocabulary.colorFunctions, priority: 2)
        case .blockAtKeyword:
            builder.add("extend", .keyword, detail: "@extend selector;", documentation: "Adds the declarations of another ruleset to this one.", insert: "extend ", retrigger: true)
        case .variable(let customProperty, let property):
            variableCompletions(
                at: offset, customProperty: customProperty, sigil: false, accepting: property.flatMap { resolveProperty($0, at: offset) }, into: &builder)
        }
        return builder.items
    }

    // MARK: - Selectors

    private func selectorCompletions(_ part: CompletionSite.SelectorPart, into builder: inout CompletionBuilder) {
        switch part {
        case .type:
            for type in registry.classes where !type.nestedOnly {
                let detail = type.isCustom ? "custom class" : type.superclass.map { "\(type.name) : \($0)" } ?? type.name
                builder.add(type.name, .type, detail: detail, documentation: type.note, priority: type.isCustom ? 0 : 1)
            }
        case .styleClass:
            for name in styleClasses { builder.add(name, .styleClass, detail: "style class") }
        case .id:
            for name in elementIDs { builder.add(name, .elementID, detail: "element id") }
        case .pseudoClass:
            for pseudo in registry.pseudoClasses where pseudo.removedIn == nil {
                let detail = pseudo.parameter.map { ":\(pseudo.name)(\($0.rawValue))" } ?? ":\(pseudo.name)"
                var doc = pseudo.doc
                if let since = pseudo.since { doc += "\n\nInterfaCSS \(since)." }
                if let parameter = pseudo.parameter {
                    let placeholder = parameter == .anPlusB ? "2n+1" : parameter == .version ? "8.0" : parameter.rawValue
                    builder.add(pseudo.name, .pseudoClass, detail: detail, documentation: doc,
                                insert: builder.snippets ? "\(pseudo.name)(${1:\(placeholder)})" : pseudo.name, isSnippet: builder.snippets)
                } else {
                    builder.add(pseudo.name, .pseudoClass, detail: detail, documentation: doc)
                }
            }
        }
    }

    // MARK: - Properties

    /// The classes the ruleset around `offset` styles (nil: unknown, offer everything).
    func styledClasses(at offset: Int) -> [String]? {
        guard let analysis = analyzedItem(at: offset, declarations: false), let ruleset = ruleset(containing: offset, in: analysis) else { return nil }
        return ruleset.styledClasses
    }

    /// Whether the document writes property names with dashes (`text-color`, InterfaCSS 2's
    /// CSS style) rather than in camel case.
    var prefersDashedNames: Bool {
        symbols.documents.indices.contains(file) && symbols.documents[file].namingStyle.prefersDashes
    }

    private func propertyCompletions(path: [String], at offset: Int, hasValue: Bool, into builder: inout CompletionBuilder) {
        let styled = styledClasses(at: offset)
        let dashed = prefersDashedNames
        var seen: Set<String> = []
        func add(_ property: PropertyRegistry.Property, as registeredName: String, owner: String?) {
            let name = dashed ? PropertyRegistry.dashed(registeredName) : registeredName
            guard seen.insert(name).inserted else { return }
            // `name: `, then completion of the value where the client can be asked for it.
            builder.add(
                name, .property, detail: PropertyDocs.detail(property), documentation: .property(property, registry),
                insert: hasValue ? name : "\(name): ", isSnippet: false, retrigger: !hasValue, priority: property.declaringClass == owner ? 0 : 1)
        }

        let candidates = styled ?? registry.classes.filter { !$0.nestedOnly && !$0.selectorOnly }.map(\.name)
        if path.isEmpty {
            if styled == nil {
                // Every class is a candidate: their own properties cover the inherited ones too.
                for type in registry.classes where !type.nestedOnly {
                    for property in type.properties { add(property, as: property.name, owner: type.name) }
                }
            }
            for className in styled ?? [] {
                for property in registry.allProperties(of: className) { add(property, as: property.name, owner: className) }
            }
            // Nested elements the class has, completed up to the dot.
            for (registeredPrefix, elementClass) in registry.nestedElements.sorted(by: { $0.key < $1.key })
            where candidates.contains(where: { registry.hasNestedElement(registeredPrefix, className: $0) != false }) {
                let prefix = dashed ? PropertyRegistry.dashed(registeredPrefix) : registeredPrefix
                guard seen.insert(prefix + ".").inserted else { continue }
                builder.add(prefix, .nestedElement, detail: "nested \(elementClass)", documentation: "Styles the \(elementClass) this view holds as `\(prefix)`: `\(prefix).property: value;`.",
                            insert: prefix + ".", retrigger: true, priority: 2)
            }
            if styled != nil || candidates.isEmpty == false {
                builder.add("@extend", .keyword, detail: "@extend selector;", documentation: "Adds the declarations of another ruleset to this one.", insert: "@extend ", priority: 3, filterText: "extend")
            }
            return
        }
        // After `prefix.`: registered dotted names (`layer.cornerRadius`), then the nested class.
        let prefix = path.joined(separator: ".")
        let dotted = PropertyRegistry.normalize(prefix) + "."
        for className in candidates {
            for property in registry.allProperties(of: className) where PropertyRegistry.normalize(property.name).hasPrefix(dotted) {
                add(property, as: String(property.name.dropFirst(prefix.count + 1)), owner: className)
            }
        }
        if let nestedClass = registry.nestedElementClass(prefix) {
            for property in registry.allProperties(of: nestedClass) { add(property, as: property.name, owner: nestedClass) }
        }
    }

    private func parameterCompletions(_ name: [String], at offset: Int, into builder: inout CompletionBuilder) {
        let property = resolveProperty(name, at: offset)
        let words = property?.parameterSet.flatMap { registry.parameterSets[$0] } ?? registry.controlStates
        let what = property?.parameterSet ?? "controlState"
        for word in words { builder.add(word, .parameter, detail: what) }
    }

    /// The property a name means on the ruleset around `offset`.
    func resolveProperty(_ segments: [String], at offset: Int) -> PropertyRegistry.Property? {
        let fullName = segments.joined(separator: ".")
        let styled = styledClasses(at: offset)
        for className in styled ?? [] {
            if let property = registry.property(named: fullName, onClass: className) { return property }
        }
        if segments.count > 1, let nestedClass = registry.nestedElementClass(segments.dropLast().joined(separator: ".")),
            let property = registry.property(named: segments[segments.count - 1], onClass: nestedClass) {
            return property
        }
        return registry.properties(named: fullName).first
    }

    // MARK: - Values

    private func valueCompletions(
        _ name: [String], function: String?, afterDot: String?, afterTerm: Bool, at offset: Int, into builder: inout CompletionBuilder
    ) {
        guard let property = resolveProperty(name, at: offset) else {
            variableCompletions(at: offset, customProperty: false, sigil: true, accepting: nil, into: &builder)
            return
        }
        // After a whole value and a space only a type of several terms takes more.
        if afterTerm && !takesSeveralTerms(property) { return }
        let lowerFunction = function?.lowercased()
        let type = [.color, .cgColor, .image].contains(property.type) ? .color : property.type
        switch type {
        case .layout:
            if let afterDot {
                // `parent.` / `someId.`: an attribute; `guide.`: top, bottom, center.
                let words = afterDot.lowercased() == "guide" || afterDot.lowercased() == "layoutguide" ? ["top", "bottom", "center"] : ValueVocabulary.layoutAttributes
                for word in words { builder.add(word, .enumMember, detail: "layout attribute") }
                return
            }
            if function != nil {
                builder.add(ValueVocabulary.layoutReferences, priority: 0)
                for id in elementIDs { builder.add(id, .elementID, detail: "element id", priority: 1) }
            } else {
                builder.add(ValueVocabulary.layoutTerms, priority: 0)
            }
        case .rect where afterDot != nil:
            builder.add(ValueVocabulary.relativeRectParts, priority: 0)
            return
        case .color where ValueVocabulary.colorFunctions.contains(where: { $0.label.lowercased() == lowerFunction }) || lowerFunction == "alpha":
            builder.add(ValueVocabulary.colors(registry) + ValueVocabulary.colorFunctions, priority: 1)
        case .font where lowerFunction != nil:
            builder.add(ValueVocabulary.fontWords.filter { $0.kind == .keyword }, priority: 1)
        case .rect where lowerFunction == "size" || lowerFunction == "sizetofit" || ["left", "right", "top", "bottom", "insets"].contains(lowerFunction ?? ""):
            builder.add([.keyword("auto", "Sized by the parent and the other parts.")], priority: 1)
        case .attributedString where function != nil:
            for attribute in registry.attributedStringAttributes {
                builder.add(attribute.name, .property, detail: PropertyDocs.detail(attribute), documentation: attribute.doc,
                            insert: builder.snippets ? "\(attribute.name): $0" : "\(attribute.name): ", isSnippet: builder.snippets)
            }
        default:
            if function == nil {
                builder.add(ValueVocabulary.words(for: property, registry: registry), priority: 0)
            }
        }
        // A function's arguments have types of their own; a variable fits the property as a whole.
        variableCompletions(at: offset, customProperty: false, sigil: true, accepting: function == nil ? property : nil, into: &builder)
    }

    /// Whether a value of the property can have a further term after a space: font names and
    /// sizes, transform functions, option sets, attributed-string parts, layout terms, text.
    func takesSeveralTerms(_ property: PropertyRegistry.Property) -> Bool {
        switch property.type {
        case .font, .transform, .attributedString, .layout, .string: return true
        case .enum: return property.enumName.flatMap { registry.enum(named: $0) }?.isFlags ?? true
        default: return false
        }
    }

    /// The variables a use at `offset` can see, with their values; with `accepting`, only those
    /// whose value (after substitution) is a valid value of that property.
    private func variableCompletions(
        at offset: Int, customProperty: Bool, sigil: Bool, accepting property: PropertyRegistry.Property?, into builder: inout CompletionBuilder
    ) {
        for name in symbols.variableNames {
            guard let (site, value) = resolvedVariable(name, customProperty: customProperty, at: offset) else { continue }
            if customProperty && !site.isCustomProperty { continue }
            if let property, !accepts(value, as: property) { continue }
            let written = site.isCustomProperty ? name : "@" + name
            let location = site.path == path ? "defined in this file" : "defined in \(fileName(site.path))"
            // The word replaced never holds the `@` (typed or not), so it is not filtered on.
            builder.add(
                written, .variable, detail: value, documentation: "```css\n\(written): \(site.valueText);\n```\n\(location)",
                insert: sigil || site.isCustomProperty ? written : name, priority: 4, filterText: site.isCustomProperty ? written : name)
        }
    }

    /// Whether `text` is a valid value of `property` (no error or warning), as the checker says.
    func accepts(_ text: String, as property: PropertyRegistry.Property) -> Bool {
        let key = AnalysisCaches.ValueTypeKey(type: property.type, enumName: property.enumName)
        return analysis.caches.accepts(text, as: key) {
            guard let item = SyntaxTree("@v: \(text);").stylesheet.items.first, case .variableDefinition(let definition) = item,
                let value = definition.value, !value.isMissing
            else { return false }
            var checker = ValueChecker(registry: registry)
            return checker.check(value, as: property) != nil
                && !checker.issues.contains { [.error, .warning].contains($0.severity ?? $0.code.defaultSeverity) }
        }
    }

    func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Collects proposals, all replacing the same word.
struct CompletionBuilder {
    let word: Range<Int>
    let snippets: Bool
    var items: [Completion] = []

    mutating func add(
        _ label: String, _ kind: Completion.Kind, detail: String? = nil, documentation: String? = nil, insert: String? = nil,
        isSnippet: Bool = false, retrigger: Bool = false, priority: Int = 0, filterText: String? = nil
    ) {
        add(label, kind, detail: detail, documentation: .text(documentation), insert: insert, isSnippet: isSnippet,
            retrigger: retrigger, priority: priority, filterText: filterText)
    }

    mutating func add(
        _ label: String, _ kind: Completion.Kind, detail: String?, documentation: DocumentationSource, insert: String?,
        isSnippet: Bool, retrigger: Bool, priority: Int, filterText: String? = nil
    ) {
        // Every item names what the typed word is matched against: some clients (Neovim's)
        // take an item without one as already filtered.
        items.append(Completion(
            label: label, kind: kind, detail: detail, documentationSource: documentation, insertText: insert ?? label,
            isSnippet: isSnippet, replacing: word, retrigger: retrigger, priority: priority, filterText: filterText ?? label))
    }

    mutating func add(_ words: [ValueWord], priority: Int) {
        for word in words {
            let kind: Completion.Kind
            switch word.kind {
            case .keyword: kind = .value
            case .function: kind = .function
            case .color: kind = .color
            case .enumMember: kind = .enumMember
            }
            let snippet = snippets && word.snippet != word.label
            let label = word.kind == .function && word.snippet.contains("(") && !word.label.contains("(") ? word.label + "(…)" : word.label
            add(label, kind, detail: word.kind == .function ? word.snippet.replacingSnippetPlaceholders : nil, documentation: word.doc,
                insert: snippet ? word.snippet : word.plain, isSnippet: snippet, priority: priority, filterText: word.label)
        }
    }
}

extension String {
    /// `rgb(${1:r}, ${2:g})` → `rgb(r, g)`.
    var replacingSnippetPlaceholders: String {
        var result = ""
        var position = startIndex
        while position < endIndex {
            if self[position...].hasPrefix("${"), let colon = self[position...].firstIndex(of: ":"), let close = self[colon...].firstIndex(of: "}") {
                result += self[index(after: colon)..<close]
                position = index(after: close)
            } else if self[position...].hasPrefix("$0") {
                position = index(position, offsetBy: 2)
            } else {
                result.append(self[position])
                position = index(after: position)
            }
        }
        return result
    }
}
