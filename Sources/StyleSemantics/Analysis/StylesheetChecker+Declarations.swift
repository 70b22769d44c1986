import StyleParser

/// Declarations: which property a name means on the styled class (grammar.md §4: key-path
/// names, nested-element prefixes, parameters), and whether the value fits its type.
extension StylesheetChecker {
    mutating func checkDeclarations() {
        // One per declaration: grown by doubling it held up to twice the memory.
        analysis.declarations.reserveCapacity(analysis.declarations.count + outline.declarations.count)
        for declaration in outline.declarations {
            analysis.declarations.append(checkRemembering(declaration))
        }
    }

    mutating func check(_ declaration: StylesheetOutline.Declaration) -> AnalyzedDeclaration {
        let syntax = declaration.syntax
        var result = AnalyzedDeclaration(
            syntax: syntax, property: nil, nestedElement: nil, targetClasses: nil, parameters: [], value: nil, ruleset: declaration.ruleset)
        guard let nameSyntax = syntax.propertyName, !nameSyntax.segments.isEmpty else { return result }
        guard let rulesetIndex = declaration.ruleset else {
            add(.declarationOutsideRuleset, syntax.range, "'\(nameSyntax.text)' is outside any ruleset; InterfaCSS skips declarations at the top level")
            return result
        }
        let styled = analysis.rulesets[rulesetIndex].styledClasses

        // 2.x reads a top-level `:root` block for its variables and throws the rest away
        // (StyleSheetParser.swift, rootBlockParser: the block's content is parsed, then ignored).
        if version == .two, isRootBlock(analysis.rulesets[rulesetIndex]) {
            add(
                .ignoredContent, syntax.range,
                "InterfaCSS 2 reads only variables in :root: it ignores '\(nameSyntax.text)'; set it in a ruleset that selects views",
                severity: .warning, tags: [.unnecessary])
            return result
        }

        // `name(parameters)` is 1.x's (ISSDefaultStyleSheetParser.m, parsePropertyDeclaration);
        // 2.x reads a name only of letters, digits, `-`, `_` and `.` before its `:`.
        if version == .two, let list = syntax.parameters {
            let words = list.parameters.map(\.text).joined(separator: "_")
            add(
                .unsupportedSyntax, list.range,
                "InterfaCSS 2 reads no '(…)' after a property name, so it drops this declaration; write \(nameSyntax.text)__\(words)")
            return result
        }
        var segments = nameSyntax.segments.map(\.text)
        var parameters: [(text: String, range: Range<Int>)] = syntax.parameters?.parameters ?? []
        // 2.x parameters: `title__selected`. 1.x reads `__` as part of the name.
        if let last = segments.last, last.utf8.count > 2, last.utf8.contains(UInt8(ascii: "_")), let marker = last.range(of: "__") {
            guard version == .two else {
                let base = String(last[..<marker.lowerBound]), suffix = String(last[marker.upperBound...])
                add(
                    .unsupportedSyntax, nameSyntax.range,
                    "InterfaCSS 1.x has no '__' parameters: it reads '\(nameSyntax.text)' as one property name it does not know, and ignores the declaration; write \(base)(\(suffix.replacingOccurrences(of: "_", with: ", ")))")
                return result
            }
            let token = nameSyntax.segments.last!
            let base = String(last[..<marker.lowerBound])
            let suffix = String(last[marker.upperBound...])
            let suffixStart = token.offset + last[..<marker.upperBound].utf8.count
            segments[segments.count - 1] = base
            parameters += suffix.split(separator: "_").map {
                let offset = suffixStart + suffix[..<$0.startIndex].utf8.count
                return (String($0), offset..<(offset + $0.utf8.count))
            }
        }

        guard let (property, nested, target) = resolveProperty(
            segments: segments, syntax: nameSyntax, styled: styled, hasParameters: !parameters.isEmpty)
        else { return result }
        result.property = property
        result.nestedElement = nested
        result.targetClasses = target
        result.parameters = checkParameters(parameters, of: property, range: syntax.parameters?.range ?? nameSyntax.range)
        if let value = syntax.value, !value.isMissing {
            (result.value, result.substitutedValueText) = checkValue(value, of: property)
        }
        return result
    }

    /// Resolves the name on the styled classes: the full dotted name if registered
    /// (`layer.cornerRadius`), else a nested-element prefix and the property on its class.
    mutating func resolveProperty(
        segments: [String], syntax: PropertyNameSyntax, styled: [String]?, hasParameters: Bool
    ) -> (PropertyRegistry.Property, String?, [String]?)? {
        let fullName = segments.joined(separator: ".")
        let registered = registry.properties(named: fullName)
        var candidates = registered.allSatisfy(isAvailable) ? registered : registered.filter(isAvailable)
        let otherVersion = candidates.isEmpty && !registered.isEmpty
        if otherVersion, let other = registered.first {
            let owner = other.since == "2" ? InterfaCSSVersion.two : .one
            add(
                .unknownProperty, syntax.range,
                "'\(fullName)' is \(owner == .two ? "an InterfaCSS 2" : "an InterfaCSS 1.x") property: \(version.displayName) has no such property and ignores the declaration")
            // Still resolved as the other version reads it, for hover and the layout preview.
            candidates = registered
        }
        if !candidates.isEmpty {
            // Without a known class, the registration that fits best: one taking parameters
            // when parameters are given.
            guard let styled else {
                return (candidates.first { ($0.parameterSet != nil) == hasParameters } ?? candidates[0], nil, nil)
            }
            let available = styled.filter { registry.property(named: fullName, onClass: $0).map { otherVersion || isAvailable($0) } == true }
            if available.isEmpty {
                let owners = Array(Set(candidates.map(\.declaringClass))).sorted()
                let suggestions = propertyPool(styled).closest(to: fullName)
                add(
                    .propertyNotAvailable, syntax.range,
                    "\(list(styled)) \(styled.count == 1 ? "has" : "have") no property '\(fullName)' (it belongs to \(list(owners))), so InterfaCSS ignores it here\(didYouMean(suggestions))",
                    fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: syntax.range, text: $0) })
                return nil
            }
            if available.count < styled.count {
                let missing = styled.filter { !available.contains($0) }
                add(.propertyOnSomeClasses, syntax.range, "'\(fullName)' applies to \(list(available)) but not to \(list(missing)), which this ruleset also styles")
            }
            let property = registry.property(named: fullName, onClass: available[0]) ?? candidates[0]
            return (property, nil, available)
        }
        if segments.count > 1 {
            let prefix = segments.dropLast().joined(separator: ".")
            let last = segments[segments.count - 1]
            let prefixEnd = syntax.segments[segments.count - 2].range.upperBound
            let prefixRange = syntax.range.lowerBound..<prefixEnd
            guard let nestedClass = registry.nestedElementClass(prefix) else {
                let suggestions = closestNames(to: prefix, in: Array(registry.nestedElements.keys).sorted())
                // 2.x styles any property of the element by key path (Selector.swift,
                // matchesNestedElementSelector), more than the registry lists.
                if version == .two && suggestions.isEmpty {
                    add(.unregisteredProperty, prefixRange, "'\(prefix)' is not a nested element in the registry; InterfaCSS 2 styles it if the element has such a property at run time")
                    return nil
                }
                add(
                    .unknownNestedElement, prefixRange,
                    "'\(prefix)' is not a nested element, so InterfaCSS ignores '\(fullName)'\(didYouMean(suggestions))",
                    fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: prefixRange, text: $0) })
                return nil
            }
            if let styled {
                let owners = styled.filter { registry.hasNestedElement(prefix, className: $0) != false }
                if owners.isEmpty {
                    let holders = registry.nestedElementOwners.first { $0.key.lowercased() == prefix.lowercased() }?.value ?? []
                    add(
                        .nestedElementNotAvailable, prefixRange,
                        "\(list(styled)) \(styled.count == 1 ? "has" : "have") no nested element '\(prefix)'\(holders.isEmpty ? "" : " (\(list(holders)) \(holders.count == 1 ? "has" : "have"))"), so InterfaCSS applies '\(fullName)' to nothing here",
                        tags: [.unnecessary])
                    return nil
                }
            }
            guard let property = registry.property(named: last, onClass: nestedClass), isAvailable(property) else {
                let suggestions = propertyPool([nestedClass]).closest(to: last)
                let lastRange = syntax.segments[segments.count - 1].range
                if version == .two && suggestions.isEmpty {
                    add(.unregisteredProperty, lastRange, "'\(last)' is not in the registry of \(nestedClass); InterfaCSS 2 sets it if the class has such a property at run time")
                    return nil
                }
                add(
                    .unknownProperty, lastRange,
                    "the nested element '\(prefix)' (\(nestedClass)) has no property '\(last)' InterfaCSS sets, so it ignores '\(fullName)'\(didYouMean(suggestions))",
                    fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: lastRange, text: $0) })
                return nil
            }
            return (property, prefix, [nestedClass])
        }
        reportUnknownProperty(fullName, range: syntax.range, styled: styled)
        return nil
    }

    /// Whether InterfaCSS `version` has the property.
    func isAvailable(_ property: PropertyRegistry.Property) -> Bool {
        switch version {
        case .one: return property.since != "2"
        case .two: return property.removedIn != "2"
        }
    }

    /// An unknown name is a misspelling when a registered name is close to it; otherwise it
    /// may be the app's own property, which only the project can declare. 1.x sets only the
    /// properties it registers; 2.x any property the class has at run time, which a registry
    /// cannot list, so there only a near miss is reported as an error.
    mutating func reportUnknownProperty(_ name: String, range: Range<Int>, styled: [String]?) {
        // `color1` next to `color` reads as a deliberate name, not a typo.
        let suggestions = propertyPool(styled).closest(to: name).filter { !isNumberedVariant(name, of: $0) }
        let fixes = suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: range, text: $0) }
        if !suggestions.isEmpty {
            let subject = styled.map { "\(list($0)) \($0.count == 1 ? "has" : "have") no property '\(name)'" } ?? "unknown property '\(name)'"
            add(.unknownProperty, range, "\(subject): InterfaCSS ignores it\(didYouMean(suggestions))", fixes: fixes)
        } else if let styled, version == .one {
            add(.unknownProperty, range, "\(list(styled)) \(styled.count == 1 ? "has" : "have") no property '\(name)' InterfaCSS 1.x registers, so it ignores it. If the app registers it, declare it in .stylelsp.json")
        } else if let styled {
            add(.unregisteredProperty, range, "'\(name)' is not in the registry of \(list(styled)); InterfaCSS 2 sets it if the class has such a property at run time. Declare it in .stylelsp.json so its values are checked")
        } else {
            add(.unregisteredProperty, range, "'\(name)' is not a property InterfaCSS registers; if the app registers it itself, declare it in .stylelsp.json so its values are checked")
        }
    }

    /// The property names (and aliases) of the classes, or of every class.
    func propertyPool(_ classes: [String]?) -> NamePool {
        guard let classes else { return pool("properties") { registry.allPropertyNames } }
        return pool("properties:" + classes.joined(separator: ",")) {
            classes.flatMap { registry.allProperties(of: $0).flatMap { [$0.name] + $0.aliases } }
        }
    }

    func isNumberedVariant(_ name: String, of candidate: String) -> Bool {
        let lower = name.lowercased(), base = candidate.lowercased()
        guard lower.hasPrefix(base), lower.count > base.count else { return false }
        return lower.dropFirst(base.count).allSatisfy(\.isNumber)
    }

    /// A top-level ruleset whose selector is `:root` alone (2.x's block of variables).
    func isRootBlock(_ ruleset: AnalyzedRuleset) -> Bool {
        ruleset.parent == nil && ruleset.chains.count == 1 && ruleset.chains[0].description == ":root"
    }

    /// Parameters against the property's vocabulary: exact, then the longest word that is a
    /// suffix (`UIControlStateSelected` → `selected`). Unknown ones are dropped by InterfaCSS.
    mutating func checkParameters(_ parameters: [(text: String, range: Range<Int>)], of property: PropertyRegistry.Property, range: Range<Int>) -> [String] {
        guard !parameters.isEmpty else { return [] }
        guard let set = property.parameterSet, let vocabulary = registry.parameterSets[set] else {
            // Segment-index parameters on UISegmentedControl are plain numbers.
            if property.note?.contains("segment index") == true, parameters.allSatisfy({ Int($0.text) != nil }) {
                return parameters.map(\.text)
            }
            let written = parameters.map(\.text).joined(separator: ", ")
            add(.unexpectedParameters, range, "'\(property.name)' takes no parameters: InterfaCSS ignores '(\(written))' and sets the value for every state")
            return parameters.map(\.text)
        }
        var words: [String] = []
        // The parameters InterfaCSS keeps (it drops unknown ones), in order.
        var kept: [(text: String, range: Range<Int>)] = []
        for parameter in parameters {
            // 2.0 flag parameters may combine states with `-`, `|` or spaces.
            let parts = parameter.text.split(whereSeparator: { $0 == "-" || $0 == "|" || $0 == " " }).map(String.init)
            for part in parts.isEmpty ? [parameter.text] : parts {
                let lower = part.lowercased()
                if let word = vocabulary.first(where: { $0.lowercased() == lower })
                    ?? vocabulary.filter({ lower.hasSuffix($0.lowercased()) }).max(by: { $0.count < $1.count }) {
                    words.append(word)
                    if kept.last?.range != parameter.range { kept.append(parameter) }
                } else {
                    let suggestions = closestNames(to: part, in: vocabulary)
                    let what = set == "controlState" ? "control state" : "\(set) parameter"
                    add(
                        .unknownControlState, parameter.range,
                        "'\(part)' is not a \(what) of '\(property.name)', so InterfaCSS drops it\(suggestions.isEmpty ? "; expected one of: \(vocabulary.joined(separator: ", "))" : didYouMean(suggestions))",
                        fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: parameter.range, text: $0) })
                }
            }
        }
        if version == .one {
            let read = Self.parametersRead[property.name.lowercased()] ?? 1
            if kept.count > read, let first = kept.dropFirst(read).first, let last = kept.last {
                let ignored = kept.dropFirst(read).map { "'\($0.text)'" }.joined(separator: ", ")
                let combined = set == "controlState" ? " (a combined state is one word, such as selectedHighlighted)" : ""
                add(
                    .ignoredParameters, first.range.lowerBound..<last.range.upperBound,
                    "InterfaCSS 1.x sets '\(property.name)' with its first \(read == 1 ? "parameter" : "\(read) parameters") only: \(ignored) \(kept.count - read == 1 ? "is" : "are") ignored\(combined)")
            }
        }
        return words
    }

    /// How many parameters InterfaCSS 1.x's setter of a property reads (`ISSPropertyRegistry.m`:
    /// `parameters[1]` and `[2]`); every other setter reads the first only.
    static let parametersRead: [String: Int] = [
        "dividerimage": 3,  // left state, right state, bar metrics
        "backgroundimage": 2,  // state or bar position, bar metrics
        "backbuttonbackgroundimage": 2,  // state, bar metrics
        "contentpositionadjustment": 2,  // segment, bar metrics
        "imageforsearchbaricon": 2,  // icon, state
        "scopebarbuttondividerimage": 2,  // left state, right state
    ]

    // MARK: - Values

    /// Checks the value (after substituting variables) against the property's type: its
    /// meaning, and its text after substitution when it has variables.
    mutating func checkValue(_ value: ValueSyntax, of property: PropertyRegistry.Property) -> (StyleValue?, substituted: String?) {
        var checked = value
        var substitutedRange: Range<Int>?
        var note: () -> String = { "" }
        var text: String?
        // An undefined variable is reported once, as such; its value is not checked.
        if namesUndefinedVariable(value) { return (nil, nil) }
        if let substitution = substitute(value.node) {
            if let limit = substitution.limit {
                add(.variableExpansionLimit, value.range, limit.message)
                return (nil, nil)
            }
            text = substitution.text
            if let reparsed = SyntaxTree("@v: \(substitution.text);").stylesheet.items.first,
                case .variableDefinition(let definition) = reparsed, let newValue = definition.value {
                checked = newValue
                substitutedRange = value.range
                note = { " (after substituting \(substitution.names.map { "'\($0)'" }.joined(separator: ", ")): '\(shorten(substitution.text))')" }
            }
        }
        if checked.isMissing { return (nil, text) }
        var checker = ValueChecker(registry: registry, version: version, substitutedRange: substitutedRange, substitutionNote: note)
        let meaning = checker.check(checked, as: property)
        for issue in checker.issues {
            add(issue.code, issue.range, issue.message, severity: issue.severity, fixes: issue.fixes)
        }
        return (meaning, text)
    }

    func namesUndefinedVariable(_ value: ValueSyntax) -> Bool {
        let first = unresolvedReferences.partitioningIndex { $0 >= value.range.lowerBound }
        return first < unresolvedReferences.count && unresolvedReferences[first] < value.range.upperBound
    }

    /// The value text with its variable references replaced, when it has any (grammar.md
    /// §Variables), or the limit the substitution reached.
    func substitute(_ value: SyntaxNode) -> (text: String, names: [String], limit: VariableExpansion.Limit?)? {
        var expansion = VariableExpansion(symbols: symbols, file: file, useOffset: value.range.lowerBound)
        expansion.version = version
        let text = expansion.expand(value.text)
        return expansion.names.isEmpty ? nil : (text, expansion.names, expansion.limit)
    }
}

/// "UILabel", "UILabel and UIButton", "UILabel, UIButton and UITextField".
func list(_ names: [String]) -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
