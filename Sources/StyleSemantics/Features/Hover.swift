import Foundation
import StyleParser

/// A hover: markdown and the range it describes (UTF-8 offsets).
public struct HoverInfo: Hashable, Sendable {
    public var markdown: String
    public var range: Range<Int>

    public init(markdown: String, range: Range<Int>) {
        self.markdown = markdown
        self.range = range
    }
}

extension FeatureContext {
    /// What is under `offset`: a property, a value, a selector or a variable.
    public func hover(at offset: Int) -> HoverInfo? {
        guard let token = tree.root.token(at: offset), !token.kind.isTrivia, token.range.contains(offset) || token.range.upperBound == offset
        else { return nil }
        let ancestors = [token.parent] + token.parent.ancestors

        // Variables, wherever they are written.
        if token.kind == .atKeyword || token.kind == .customProperty {
            return variableHover(token, ancestors: ancestors)
        }
        guard let analysis = analyzedItem(at: offset) else { return nil }

        for node in ancestors {
            switch node.kind {
            case .propertyName, .propertyParameters:
                guard let declarationNode = node.parent, let declaration = analysis.declaration(for: declarationNode) else { return nil }
                return node.kind == .propertyName
                    ? propertyHover(declaration, token: token)
                    : HoverInfo(markdown: parameterMarkdown(token.text, of: declaration), range: token.range)
            case .value:
                guard let declarationNode = node.parent, let declaration = analysis.declaration(for: declarationNode) else { return nil }
                return valueHover(declaration, token: token, value: node)
            case .pseudoClass:
                if let name = PseudoClassSyntax(node)?.nameToken, let pseudo = registry.pseudoClass(named: name.text) {
                    var text = "**:\(pseudo.name)**" + (pseudo.parameter.map { "(\($0.rawValue))" } ?? "") + "\n\n\(pseudo.doc)"
                    if let alias = pseudo.aliasOf { text += "\n\nSame as `:\(alias)`." }
                    if let since = pseudo.since { text += "\n\nInterfaCSS \(since)." }
                    return HoverInfo(markdown: text, range: node.range)
                }
                return nil
            case .complexSelector:
                return selectorHover(node, analysis: analysis, token: token)
            default:
                continue
            }
        }
        return nil
    }

    // MARK: - Properties

    private func propertyHover(_ declaration: AnalyzedDeclaration, token: SyntaxToken) -> HoverInfo? {
        guard let nameSyntax = declaration.syntax.propertyName else { return nil }
        // A nested-element prefix (`titleLabel` in `titleLabel.font`).
        if let nested = declaration.nestedElement, let last = nameSyntax.segments.last, token.range.upperBound <= last.offset,
            let elementClass = registry.nestedElementClass(nested) {
            return HoverInfo(
                markdown: "**\(nested)** — nested \(elementClass)\n\nStyles the \(elementClass) this view holds as `\(nested)`.",
                range: nameSyntax.range.lowerBound..<nameSyntax.segments[nameSyntax.segments.count - 2].range.upperBound)
        }
        guard let property = declaration.property else { return nil }
        var text = PropertyDocs.markdown(property, registry: registry)
        if let targets = declaration.targetClasses, !targets.isEmpty {
            text += "\n\nSet on \(targets.joined(separator: ", "))" + (declaration.nestedElement.map { " (nested `\($0)`)" } ?? "") + "."
        }
        return HoverInfo(markdown: text, range: nameSyntax.range)
    }

    private func parameterMarkdown(_ word: String, of declaration: AnalyzedDeclaration) -> String {
        let set = declaration.property?.parameterSet ?? "controlState"
        return "**\(word)** — \(set) parameter\n\nThe value applies to the view in this state: `UIControlState\(word.prefix(1).uppercased() + word.dropFirst())`."
    }

    // MARK: - Values

    private func valueHover(_ declaration: AnalyzedDeclaration, token: SyntaxToken, value: SyntaxNode) -> HoverInfo? {
        // A named colour or an enum word on its own.
        if token.kind == .identifier, let property = declaration.property {
            if property.type == .color || property.type == .cgColor, let color = NamedColors.color(named: token.text) {
                return HoverInfo(markdown: "**\(token.text)**\n\n" + colorMarkdown(color), range: token.range)
            }
            if property.type == .enum, let enumName = property.enumName, let values = registry.enum(named: enumName),
                let match = ValueChecker.enumValue(token.text, in: values) {
                var text = "**\(match)** — \(enumName)"
                if match.lowercased() != token.text.lowercased() { text += "\n\n`\(token.text)` matches `\(match)`." }
                text += "\n\nValues: " + values.values.map { "`\($0)`" }.joined(separator: ", ")
                if let note = values.note { text += "\n\n\(note)" }
                return HoverInfo(markdown: text, range: token.range)
            }
        }
        guard let meaning = declaration.value else { return nil }
        var text = "**\(declaration.name)**: " + describe(meaning)
        if declaration.resolvedValueText != declaration.syntax.value?.text.trimmingCharacters(in: .whitespacesAndNewlines) {
            text += "\n\nAfter variables: `\(declaration.resolvedValueText)`"
        }
        return HoverInfo(markdown: text, range: value.range)
    }

    func colorMarkdown(_ color: RGBAColor) -> String {
        "`\(color.hex)` · `\(color.rgbaText)`"
    }

    /// A value's meaning in words.
    func describe(_ value: StyleValue) -> String {
        switch value {
        case .current: return "the view's current value (not changed)"
        case .number(let number): return formatNumber(number)
        case .bool(let flag): return flag ? "YES (true)" : "NO (false)"
        case .string(let text): return "the text “\(text)”"
        case .attributedString(let segments):
            return "attributed text “" + segments.map(\.text).joined() + "” (\(segments.count) segment\(segments.count == 1 ? "" : "s"))"
        case .color(.rgba(let color)): return "colour " + colorMarkdown(color)
        case .color(.gradient(let top, let bottom)): return "vertical gradient from " + colorMarkdown(top) + " to " + colorMarkdown(bottom)
        case .color(.pattern(let image)): return "pattern of " + describe(.image(image))
        case .font(let font): return "font \(font)"
        case .size(let width, let height): return "size \(formatNumber(width)) × \(formatNumber(height))"
        case .offset(let horizontal, let vertical): return "offset (\(formatNumber(horizontal)), \(formatNumber(vertical)))"
        case .edgeInsets(let insets): return "insets " + describe(insets)
        case .point(.absolute(let x, let y)): return "point (\(formatNumber(x)), \(formatNumber(y)))"
        case .point(.parent(let dx, let dy)): return "the superview's centre" + offsetText(dx, dy)
        case .point(.window(let dx, let dy)): return "the window's centre" + offsetText(dx, dy)
        case .rect(.absolute(let x, let y, let width, let height)):
            return "frame x \(formatNumber(x)), y \(formatNumber(y)), \(formatNumber(width)) × \(formatNumber(height))"
        case .rect(.parent(let insets)): return "the superview's bounds" + (insets == .zero ? "" : ", inset by " + describe(insets))
        case .rect(.window(let insets)): return "the window's bounds" + (insets == .zero ? "" : ", inset by " + describe(insets))
        case .rect(.relative(let rect)):
            var parts = ["\(rect.sizeToFit ? "fitting size up to" : "size") \(describe(rect.width)) × \(describe(rect.height))"]
            for (edge, value) in [("left", rect.left), ("right", rect.right), ("top", rect.top), ("bottom", rect.bottom)] {
                if let value { parts.append("\(edge) \(describe(value))") }
            }
            return "relative frame: " + parts.joined(separator: ", ")
        case .transform(let steps):
            if steps.isEmpty { return "identity transform" }
            return "transform " + steps.map { step in
                switch step {
                case .rotate(let degrees): return "rotate \(formatNumber(degrees))°"
                case .scale(let x, let y): return "scale \(formatNumber(x)) × \(formatNumber(y))"
                case .translate(let x, let y): return "translate (\(formatNumber(x)), \(formatNumber(y)))"
                }
            }.joined(separator: ", then ")
        case .enumValue(let name): return "`\(name)`"
        case .flags(let names): return names.map { "`\($0)`" }.joined(separator: " | ")
        case .image(.named(let name)): return "image “\(name)”"
        case .image(.resizable(let name, let insets)): return "resizable image “\(name)”, cap insets " + describe(insets)
        case .image(.color(let color)): return "1×1 image of " + colorMarkdown(color)
        case .image(.url(let address)): return "remote image \(address)"
        case .layout(let layout):
            let terms = layout.terms.map { "\($0.target.rawValue) = \(describe($0.expression))" }
            return "layout" + (layout.sizeToFit ? " (size to fit)" : "") + ":\n\n" + terms.map { "- \($0)" }.joined(separator: "\n")
        case .relativeNumber(let number): return describe(number)
        }
    }

    private func offsetText(_ dx: Double, _ dy: Double) -> String {
        dx == 0 && dy == 0 ? "" : " offset by (\(formatNumber(dx)), \(formatNumber(dy)))"
    }

    private func describe(_ insets: EdgeInsets) -> String {
        "top \(formatNumber(insets.top)), left \(formatNumber(insets.left)), bottom \(formatNumber(insets.bottom)), right \(formatNumber(insets.right))"
    }

    private func describe(_ number: RelativeNumber) -> String {
        switch number {
        case .points(let value): return formatNumber(value)
        case .percent(let value): return formatNumber(value) + "%"
        case .auto: return "auto"
        }
    }

    private func describe(_ expression: LayoutExpression) -> String {
        var text = ""
        if expression.isPercentage { return formatNumber(expression.multiplier * 100) + "% of the parent" }
        if let reference = expression.reference {
            if expression.multiplier != 1 { text += formatNumber(expression.multiplier) + " × " }
            switch reference {
            case .parent: text += "parent"
            case .guide: text += "guide"
            case .element(let id): text += id
            }
            if let attribute = expression.attribute { text += "." + attribute.rawValue } else if let word = expression.guideWord { text += "." + word }
            if expression.constant != 0 { text += (expression.constant > 0 ? " + " : " − ") + formatNumber(abs(expression.constant)) }
            return text
        }
        return formatNumber(expression.constant)
    }

    // MARK: - Selectors

    private func selectorHover(_ node: SyntaxNode, analysis: StylesheetAnalysis, token: SyntaxToken) -> HoverInfo? {
        guard let selector = ComplexSelectorSyntax(node) else { return nil }
        // The type under the cursor: its class.
        if token.parent.kind == .typeSelector, let type = registry.typeSelectorClass(token.text) {
            var text = "**\(type.name)**"
            let lineage = registry.lineage(of: type.name).map(\.name)
            if lineage.count > 1 { text += " — " + lineage.joined(separator: " → ") }
            if let note = type.note { text += "\n\n\(note)" }
            if !type.selectorOnly {
                text += "\n\n\(registry.allProperties(of: type.name).count) properties" + (type.isCustom ? " (declared in .stylelsp.json)" : "")
            }
            return HoverInfo(markdown: text, range: token.range)
        }
        let chain = SelectorChain(selector)
        let written = selector.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var text = "**\(written)**\n\nSpecificity \(chain.specificity)"
        // The ruleset this selector heads, if any (not an `@extend` or `:not()` argument).
        if let rulesetNode = node.ancestors.first(where: { $0.kind == .ruleset || $0.kind == .extend || $0.kind == .pseudoClassArguments }),
            rulesetNode.kind == .ruleset, let ruleset = analysis.ruleset(for: rulesetNode) {
            if let full = ruleset.chains.first(where: { $0.description.hasSuffix(chain.description) }), full != chain {
                text += "\n\nNested: matches `\(full)` (specificity \(full.specificity))"
            }
            switch ruleset.styledClassesSource {
            case .typeSelector, .viewDefinition:
                let classes = ruleset.styledClasses ?? []
                text += "\n\nStyles \(classes.joined(separator: ", "))" + (ruleset.styledClassesSource == .viewDefinition ? " (from the view definitions)" : "")
            case .unknown:
                text += "\n\nThe styled class is unknown (no type selector or view definition), so class-specific checks are off."
            }
        }
        return HoverInfo(markdown: text, range: selector.range)
    }

    // MARK: - Variables

    private func variableHover(_ token: SyntaxToken, ancestors: [SyntaxNode]) -> HoverInfo? {
        let isCustom = token.kind == .customProperty
        let name = isCustom ? token.text : String(token.text.dropFirst())
        guard !name.isEmpty, name.lowercased() != "extend" else { return nil }
        let isDefinition = ancestors.first?.kind == .variableDefinition && VariableDefinitionSyntax(ancestors[0])?.nameToken == token
        guard let (site, value) = resolvedVariable(name, customProperty: isCustom, at: isDefinition ? token.range.upperBound + 1 : token.offset) else {
            return HoverInfo(markdown: "**\(token.text)** — undefined variable", range: token.range)
        }
        let written = isCustom ? name : "@" + name
        var text = "```css\n\(written): \(site.valueText);\n```"
        if unquote(site.valueText) != value { text += "\n\nResolves to `\(value)`" }
        if let color = ColorWords.color(value) { text += "\n\n" + colorMarkdown(color) }
        if !isDefinition { text += "\n\nDefined " + (site.path == path ? "on line \(lineNumber(of: site.offset)) of this file" : "in \(fileName(site.path))") }
        let uses = symbols.isReferenced(name) ? "" : "\n\nNot used in the workspace."
        return HoverInfo(markdown: text + (isDefinition ? uses : ""), range: token.range)
    }

    /// 1-based, as editors show it.
    func lineNumber(of offset: Int) -> Int {
        LineIndex(tree.bytes).line(containing: offset) + 1
    }
}

/// Docs of a property, for hover and completion.
enum PropertyDocs {
    static func detail(_ property: PropertyRegistry.Property) -> String {
        let type = property.type == .enum ? property.enumName ?? "enum" : property.type.rawValue
        return "\(type) · \(property.declaringClass)"
    }

    static func markdown(_ property: PropertyRegistry.Property, registry: PropertyRegistry) -> String {
        var text = "**\(property.name)** — `\(detail(property))`\n\n\(property.doc)"
        if property.type == .enum, let enumName = property.enumName, let values = registry.enum(named: enumName) {
            text += "\n\n" + (values.isFlags ? "Any of (space-separated): " : "One of: ") + values.values.map { "`\($0)`" }.joined(separator: ", ")
        } else if let typeDoc = registry.types[property.type] {
            text += "\n\nValue: \(typeDoc)"
        }
        if let set = property.parameterSet { text += "\n\nTakes a `\(set)` parameter: `\(property.name)(\(registry.parameterSets[set]?.first ?? "normal")): …`" }
        if !property.aliases.isEmpty { text += "\n\nAlso written " + property.aliases.map { "`\($0)`" }.joined(separator: ", ") + "." }
        if let note = property.note { text += "\n\n\(note)" }
        if let since = property.since { text += "\n\nInterfaCSS \(since)." }
        return text
    }
}

/// A colour written as a value, for showing a variable's colour.
enum ColorWords {
    static func color(_ text: String) -> RGBAColor? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("#") { return RGBAColor(hexDigits: trimmed.dropFirst()) }
        return NamedColors.color(named: trimmed)
    }
}
