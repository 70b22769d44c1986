import Foundation
import StyleParser

/// A problem with a value, before it becomes a `Diagnostic`.
struct ValueIssue: Hashable, Sendable {
    var code: DiagnosticCode
    var range: Range<Int>
    var message: String
    var severity: DiagnosticSeverity?
    var fixes: [Diagnostic.Fix] = []
}

/// Checks a value against a property's type (values.md) and computes what it means.
///
/// Each type reader follows InterfaCSS's alternatives in their order. Where InterfaCSS would
/// silently fall back (magenta for an unknown colour, a zero rect for a wrong argument count,
/// ignored trailing text), the checker says so.
struct ValueChecker {
    let registry: PropertyRegistry
    /// The InterfaCSS whose value parsers the checker follows.
    let version: InterfaCSSVersion
    /// Set when the value was produced by substituting variables: its tokens are not in the
    /// document, so every issue is reported here (the declaration's value) instead.
    let substitutedRange: Range<Int>?
    /// Describes the substitution for messages ("after substituting @font").
    /// Made only for a message: most substituted values are fine.
    let substitutionNote: () -> String
    var issues: [ValueIssue] = []
    /// Where the commas between the value's components are.
    var commaOffsets: [Int] = []

    init(registry: PropertyRegistry, version: InterfaCSSVersion = .one, substitutedRange: Range<Int>? = nil, substitutionNote: @escaping () -> String = { "" }) {
        self.registry = registry
        self.version = version
        self.substitutedRange = substitutedRange
        self.substitutionNote = substitutionNote
    }

    // MARK: - Reporting

    mutating func report(
        _ code: DiagnosticCode, _ range: Range<Int>, _ message: String, severity: DiagnosticSeverity? = nil,
        fixes: [Diagnostic.Fix] = []
    ) {
        if let substitutedRange {
            issues.append(ValueIssue(code: code, range: substitutedRange, message: message + substitutionNote(), severity: severity))
        } else {
            issues.append(ValueIssue(code: code, range: range, message: message, severity: severity, fixes: fixes))
        }
    }

    /// Reports components after the first `count` as text InterfaCSS ignores.
    mutating func reportTrailing(_ components: [ExpressionSyntax], after count: Int, what: String) {
        guard components.count > count, let first = components.dropFirst(count).first, let last = components.last else { return }
        let text = components.dropFirst(count).map(\.text).joined(separator: " ")
        report(.trailingValueText, first.range.lowerBound..<last.range.upperBound, "InterfaCSS ignores '\(shorten(text))' after \(what)")
    }

    // MARK: - Entry point

    /// Checks `value` as a value of `property`'s type; nil when it has no meaning InterfaCSS
    /// would apply.
    mutating func check(_ value: ValueSyntax, as property: PropertyRegistry.Property) -> StyleValue? {
        let components = value.components
        guard !components.isEmpty else { return nil }
        commaOffsets = value.node.childTokens.filter { $0.kind == .comma }.map(\.offset)
        // `current` (and 2.x `initial`) keep the pre-styling value, for every property.
        if components.count == 1, case .literal(let token) = components[0], token.kind == .identifier,
            token.text.lowercased() == "current" || (version == .two && token.text.lowercased() == "initial") {
            return .current
        }
        return check(components, type: property.type, enumName: property.enumName, whole: value.range)
    }

    mutating func check(_ components: [ExpressionSyntax], type: PropertyRegistry.ValueType, enumName: String?, whole: Range<Int>) -> StyleValue? {
        switch type {
        case .number: return checkNumber(components)
        case .bool: return checkBool(components)
        case .string: return checkString(components, whole: whole)
        case .attributedString: return checkAttributedString(components)
        case .color, .cgColor:
            guard let color = checkColor(components[0]) else { return nil }
            reportTrailing(components, after: 1, what: "the colour")
            return .color(color)
        case .font: return checkFont(components)
        case .size: return checkPair(components, function: "size").map { .size(width: $0, height: $1) }
        case .offset: return checkPair(components, function: "offset").map { .offset(horizontal: $0, vertical: $1) }
        case .edgeInsets: return checkInsets(components).map { .edgeInsets($0) }
        case .point: return checkPoint(components).map { .point($0) }
        case .rect: return checkRect(components).map { .rect($0) }
        case .transform: return checkTransform(components).map { .transform($0) }
        case .enum: return checkEnum(components, enumName: enumName)
        case .image: return checkImage(components).map { .image($0) }
        case .layout: return checkLayout(components).map { .layout($0) }
        case .relativeNumber: return checkRelativeNumber(components).map { .relativeNumber($0) }
        }
    }

    // MARK: - Numbers and booleans

    mutating func checkNumber(_ components: [ExpressionSyntax]) -> StyleValue? {
        guard let value = evaluateNumber(components[0]) else { return nil }
        if let failure = expressionSwallows(components) {
            report(.invalidValue, failure.range, failure.message)
            return nil
        }
        reportTrailing(components, after: 1, what: "the number")
        return .number(value)
    }

    /// Text after a number that InterfaCSS does not simply ignore. 1.x reads a number as the
    /// longest run of arithmetic characters (digits, spaces, `+-*/%^=<>|&!().`) and evaluates it
    /// with NSExpression (ISSParser+CSS.m, iss_mathExpressionParser): when the trailing text
    /// starts with one of those, it joins the expression, which then fails. 2.x wants the
    /// number to be the whole value (BasicPropertyParsers.swift, `beforeEOI`).
    func expressionSwallows(_ components: [ExpressionSyntax]) -> (range: Range<Int>, message: String)? {
        guard components.count > 1, let last = components.last else { return nil }
        let range = components[0].range.lowerBound..<last.range.upperBound
        let text = components.map(\.text).joined(separator: " ")
        switch version {
        case .one:
            guard let first = components[1].text.unicodeScalars.first,
                first.properties.numericType != nil || "+-*/%^=≠<>≤≥|&!().".unicodeScalars.contains(first)
            else { return nil }
            return (range, "InterfaCSS 1.x reads '\(shorten(text))' as one arithmetic expression, which fails, so it ignores the declaration")
        case .two:
            return (range, "InterfaCSS 2 reads a number only as the whole value, so it ignores '\(shorten(text))'")
        }
    }

    /// Evaluates an arithmetic expression as 1.x does (Foundation expression semantics:
    /// `**` power, `* /`, `+ -`, comparisons giving 1 or 0), reporting what cannot be read.
    mutating func evaluateNumber(_ expression: ExpressionSyntax) -> Double? {
        var evaluator = ExpressionEvaluator()
        switch evaluator.evaluate(expression) {
        case .success(let value):
            for hint in evaluator.hints { report(.quirk, hint.range, hint.message) }
            return value
        case .failure(let error):
            report(.invalidValue, error.range, error.message)
            return nil
        }
    }

    mutating func checkBool(_ components: [ExpressionSyntax]) -> StyleValue? {
        let component = components[0]
        defer { reportTrailing(components, after: 1, what: "the boolean") }
        switch component {
        case .literal(let token) where token.kind == .identifier:
            return .bool(readBoolWord(token.text, range: token.range))
        case .literal(let token) where token.kind == .string:
            let text = unquote(token.text)
            guard version == .two else {
                // 1.x reads a boolean as a logical expression or an identifier.
                report(.invalidValue, token.range, "InterfaCSS 1.x does not read a quoted boolean, so it ignores the declaration; write \(text) without quotes")
                return nil
            }
            return .bool(readBoolWord(text, range: token.range))
        default:
            // Both versions evaluate it as a predicate (NSPredicate): a comparison or logical
            // operation reads, a bare number or sum does not (1.x lets NSPredicate's exception
            // escape, ISSParser+CSS.m iss_logicalExpressionParser; 2.x catches it and reads false).
            let logical: Set<TokenKind> = [.equal, .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual, .ampersandAmpersand, .pipePipe]
            guard case .binary(let binary) = component, let op = binary.operatorToken?.kind, logical.contains(op) else {
                report(
                    .invalidValue, component.range,
                    "InterfaCSS evaluates '\(shorten(component.text))' as a logical expression (NSPredicate), which it is not: \(version == .one ? "1.x does not catch the exception this raises" : "2.x reads false"); write YES or NO")
                return nil
            }
            guard let value = evaluateNumber(component) else { return nil }
            return .bool(value != 0)
        }
    }

    /// YES/NO/true/false in any case; anything else is read the Foundation way (true only if
    /// it starts with Y, y, T, t or 1–9), which makes `on` false.
    mutating func readBoolWord(_ word: String, range: Range<Int>) -> Bool {
        switch word.lowercased() {
        case "yes", "true": return true
        case "no", "false": return false
        default:
            let value = word.first.map { "YyTt123456789".contains($0) } ?? false
            report(
                .invalidValue, range,
                "'\(word)' is not a boolean; InterfaCSS reads it as \(value ? "true" : "false"). Write YES or NO (true or false)",
                fixes: [Diagnostic.Fix(title: "Replace with \(value ? "YES" : "NO")", range: range, text: value ? "YES" : "NO")])
            return value
        }
    }

    mutating func checkRelativeNumber(_ components: [ExpressionSyntax]) -> RelativeNumber? {
        if let failure = expressionSwallows(components), version == .two {
            report(.invalidValue, failure.range, failure.message)
            return nil
        }
        defer { reportTrailing(components, after: 1, what: "the value") }
        if let relative = readRelative(components[0], allowExpression: true) { return relative }
        report(.invalidValue, components[0].range, "expected a number of points, a percentage (50%) or auto, not '\(shorten(components[0].text))'")
        return nil
    }

    /// A number, `N%`, or `auto`/`*`. Relative-rect parts read only the leading number;
    /// flexbox values evaluate expressions.
    mutating func readRelative(_ expression: ExpressionSyntax, allowExpression: Bool) -> RelativeNumber? {
        switch expression {
        case .literal(let token):
            switch token.kind {
            case .percentage: return .percent(Double(token.text.dropLast()) ?? 0)
            case .star: return .auto
            case .identifier where token.text.lowercased() == "auto": return .auto
            case .number, .dimension: return .points(leadingNumber(token.text) ?? 0)
            default: return nil
            }
        case .unary(let unary) where unary.operatorToken?.kind == .minus:
            if case .literal(let token)? = unary.operand, token.kind == .percentage {
                return .percent(-(Double(token.text.dropLast()) ?? 0))
            }
            fallthrough
        default:
            guard allowExpression else { return nil }
            var evaluator = ExpressionEvaluator()
            if case .success(let value) = evaluator.evaluate(expression) { return .points(value) }
            return nil
        }
    }

    // MARK: - Strings

    mutating func checkString(_ components: [ExpressionSyntax], whole: Range<Int>) -> StyleValue? {
        if components.count == 1 {
            switch components[0] {
            case .functionCall(let call) where ["l", "localized"].contains(call.name.lowercased()):
                return readLocalized(call).map { .string($0) }
            case .literal(let token) where token.kind == .string:
                return .string(unquote(token.text))
            default:
                break
            }
        }
        // Anything else is the raw text, with one pair of quotes removed.
        let text = components.map(\.text).joined(separator: " ")
        return .string(unquote(text))
    }

    /// `L("key")` / `localized('key')`: the argument must be quoted.
    mutating func readLocalized(_ call: FunctionCallSyntax) -> String? {
        guard call.arguments.count == 1, case .literal(let token)? = call.arguments[0].components.first, token.kind == .string else {
            report(.invalidValue, call.range, "\(call.name)(…) takes one quoted string: \(call.name)(\"key\")")
            return nil
        }
        return unquote(token.text)
    }

    mutating func checkAttributedString(_ components: [ExpressionSyntax]) -> StyleValue? {
        // 2.x reads attributed text as a plain string (PropertyRepository+UIKit.swift registers
        // attributedTitle as .string; attributedText has no parser of its own).
        if version == .two {
            report(.invalidValue, components[0].range.lowerBound..<components.last!.range.upperBound, "InterfaCSS 2 reads no attributed text (\"text\" (attributes) segments), so it ignores the declaration")
            return nil
        }
        var segments: [AttributedSegment] = []
        var index = 0
        while index < components.count {
            let textComponent = components[index]
            var text: String?
            switch textComponent {
            case .literal(let token) where token.kind == .string:
                text = unquote(token.text)
            case .functionCall(let call) where ["l", "localized"].contains(call.name.lowercased()):
                text = readLocalized(call)
            default:
                report(.invalidValue, textComponent.range, "expected a quoted text or L(\"key\") starting a segment: \"text\" (font: …, color: …)")
                return nil
            }
            index += 1
            guard index < components.count, case .parenthesized(let list) = components[index] else {
                report(
                    .invalidValue, textComponent.range,
                    "every attributed-text segment needs an attribute list, which may be empty: \(textComponent.text) ()",
                    fixes: [Diagnostic.Fix(title: "Add an empty attribute list", range: textComponent.range.upperBound..<textComponent.range.upperBound, text: " ()")])
                return nil
            }
            index += 1
            var attributes: [String: String] = [:]
            var values: [String: StyleValue] = [:]
            for argument in list.arguments where !argument.isMissing {
                guard let label = argument.label else {
                    report(.invalidValue, argument.range, "an attribute is written name: value, e.g. font: HelveticaNeue 14")
                    continue
                }
                // 1.x looks attribute names up lower-cased, but keeps their dashes
                // (ISSDefaultStyleSheetParser.m, attributedStringAttributesParser).
                let key = label.text.lowercased()
                guard let attribute = registry.attributedStringAttributes.first(where: { ([$0.name] + $0.aliases).contains { $0.lowercased() == key } }) else {
                    let names = registry.attributedStringAttributes.flatMap { [$0.name] + $0.aliases }
                    let undashed = PropertyRegistry.normalize(label.text)
                    let dashed = registry.attributedStringAttributes.first { $0.normalizedNames.contains(undashed) }
                    let hint = dashed.map { "; write '\($0.name)' (attribute names keep their dashes here)" } ?? didYouMean(closestNames(to: label.text, in: names))
                    report(.unknownProperty, label.range, "unknown text attribute '\(label.text)': InterfaCSS drops it\(hint)")
                    continue
                }
                let valueComponents = argument.components
                if !valueComponents.isEmpty {
                    values[attribute.name] = check(valueComponents, type: attribute.type, enumName: attribute.enumName, whole: argument.range)
                }
                attributes[attribute.name] = valueComponents.map(\.text).joined(separator: " ")
            }
            segments.append(AttributedSegment(text: text ?? "", attributes: attributes, values: values))
        }
        return .attributedString(segments)
    }

    // MARK: - Enums

    mutating func checkEnum(_ components: [ExpressionSyntax], enumName: String?) -> StyleValue? {
        guard let enumName, let type = registry.enum(named: enumName) else {
            return .string(components.map(\.text).joined(separator: " "))
        }
        if type.isFlags {
            var names: [String] = []
            // 2.x also separates option-set values with `|` (BasicPropertyParsers.swift, EnumPropertyParser).
            var flat: [ExpressionSyntax] = []
            var pending = components
            while let component = pending.first {
                pending.removeFirst()
                if version == .two, case .binary(let binary) = component, binary.operatorToken?.kind == .pipe, let left = binary.left, let right = binary.right {
                    pending.insert(contentsOf: [left, right], at: 0)
                } else {
                    flat.append(component)
                }
            }
            for component in flat {
                guard let token = component.token, token.kind == .identifier || token.kind == .number else {
                    // 1.x reads option values separated by spaces or commas and stops at the
                    // first other text (ISSDefaultStyleSheetParser.m, enumBitMaskValueParser).
                    if case .binary(let binary) = component, binary.operatorToken?.kind == .pipe {
                        report(.invalidValue, component.range, "InterfaCSS 1.x separates \(enumName) values with spaces or commas, not '|': it stops at the '|' and sets only what comes before it")
                    } else {
                        report(.invalidValue, component.range, "expected \(enumName) values separated by spaces or commas")
                    }
                    continue
                }
                if let value = ValueChecker.enumValue(token.text, in: type) {
                    names.append(value)
                } else {
                    reportUnknownEnumValue(token, type)
                }
            }
            return names.isEmpty ? nil : .flags(names)
        }
        defer { reportTrailing(components, after: 1, what: "the value") }
        guard let token = components[0].token, token.kind == .identifier || token.kind == .number || token.kind == .dimension else {
            report(.invalidValue, components[0].range, "expected one of: \(enumValueList(type))")
            return nil
        }
        if let value = ValueChecker.enumValue(token.text, in: type) { return .enumValue(value) }
        // A number is used as the raw enum value (1.x enums only).
        if token.kind == .number, !type.exactMatching { return .enumValue(token.text) }
        reportUnknownEnumValue(token, type)
        return nil
    }

    /// values.md §Enums: exact (case-insensitive), then the longest value that is a suffix of
    /// the input (`NSLineBreakByWordWrapping` → `wordWrapping`). 2.0 flexbox enums: exact only.
    static func enumValue(_ text: String, in type: PropertyRegistry.Enum) -> String? {
        let lower = text.lowercased()
        if let exact = type.values.first(where: { $0.lowercased() == lower }) { return exact }
        guard !type.exactMatching else { return nil }
        return type.values.filter { lower.hasSuffix($0.lowercased()) }.max { $0.count < $1.count }
    }

    mutating func reportUnknownEnumValue(_ token: SyntaxToken, _ type: PropertyRegistry.Enum) {
        let suggestions = closestNames(to: token.text, in: type.values)
        report(
            .unknownEnumValue, token.range,
            "'\(token.text)' is not a \(type.name) value\(suggestions.isEmpty ? "; expected one of: \(enumValueList(type))" : didYouMean(suggestions))",
            fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: token.range, text: $0) })
    }

    func enumValueList(_ type: PropertyRegistry.Enum) -> String {
        let values = type.values.filter { !$0.lowercased().hasPrefix("style") && !$0.lowercased().hasPrefix("pattern") }
        return values.count > 12 ? values.prefix(12).joined(separator: ", ") + ", …" : values.joined(separator: ", ")
    }

    // MARK: - Helpers

    /// Whether a comma separates two components of the value.
    func commaBetween(_ a: ExpressionSyntax, _ b: ExpressionSyntax) -> Bool {
        commaOffsets.contains { $0 >= a.range.upperBound && $0 < b.range.lowerBound }
    }

    /// The leading number of a text (`50%` → 50, `12px` → 12), as 1.x reads "amount" parameters.
    func leadingNumber(_ text: String) -> Double? {
        var digits = ""
        for character in text {
            if character.isNumber || character == "." || (digits.isEmpty && (character == "-" || character == "+")) {
                digits.append(character)
            } else {
                break
            }
        }
        return Double(digits)
    }

    /// The arguments of a call as single expressions; nil (reported) when one is empty or has
    /// several components.
    mutating func singleArguments(_ arguments: [ArgumentSyntax]) -> [ExpressionSyntax]? {
        var result: [ExpressionSyntax] = []
        for argument in arguments {
            let components = argument.components
            guard components.count == 1, argument.label == nil else {
                if !argument.isMissing {
                    report(.invalidValue, argument.range, "expected one value here, not '\(shorten(argument.text))': InterfaCSS reads it as one arithmetic expression, which fails; separate values with commas")
                }
                return nil
            }
            result.append(components[0])
        }
        return result
    }
}

/// Removes one pair of surrounding quotes and decodes `\"`, `\'`, `\\` and `\uXXXX`.
func unquote(_ text: String) -> String {
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
    let inner = text.dropFirst().dropLast()
    var result = ""
    var iterator = inner.makeIterator()
    while let character = iterator.next() {
        guard character == "\\" else {
            result.append(character)
            continue
        }
        guard let next = iterator.next() else { break }
        if next == "u" {
            var hex = ""
            for _ in 0..<4 { if let digit = iterator.next() { hex.append(digit) } }
            if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u" + hex
            }
        } else {
            result.append(next)
        }
    }
    return result
}

/// A text cut to 40 characters for messages.
func shorten(_ text: String) -> String {
    // Most values are short printable ASCII; walking Characters cost more than the check itself.
    if text.utf8.count <= 40 && !text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 >= 0x7F }) { return text }
    let flat = text.prefix(400).split(whereSeparator: \.isNewline).joined(separator: " ")
    return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
}
