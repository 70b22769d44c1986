import StyleParser

/// The ISSLayout `layout:` value (layout.md §1): terms such as `size(100, 100)`,
/// `left(parent.left + 10)`, `top(header)` separated by commas, dots or spaces.
extension ValueChecker {
    static let compoundLayoutTerms: [String: (LayoutAttribute, LayoutAttribute)] = [
        "size": (.width, .height), "sizetofit": (.width, .height), "origin": (.left, .top), "lefttop": (.left, .top),
        "topleft": (.left, .top), "righttop": (.right, .top), "topright": (.right, .top), "leftbottom": (.left, .bottom),
        "bottomleft": (.left, .bottom), "rightbottom": (.right, .bottom), "bottomright": (.right, .bottom),
        "center": (.centerX, .centerY),
    ]

    static var layoutTermNames: [String] {
        LayoutAttribute.allCases.map(\.rawValue) + ["size", "sizeToFit", "origin", "topLeft", "topRight", "bottomLeft", "bottomRight", "center"]
    }

    mutating func checkLayout(_ components: [ExpressionSyntax]) -> LayoutValue? {
        var layout = LayoutValue()
        var calls: [FunctionCallSyntax] = []
        for component in components {
            guard case .functionCall(let call) = component, let chain = call.chain else {
                report(.invalidValue, component.range, "expected a layout term such as size(100, 44) or left(parent.left + 16), not '\(shorten(component.text))'; InterfaCSS ignores everything from here on")
                return layout.terms.isEmpty ? nil : layout
            }
            calls.append(contentsOf: chain)
        }
        // Counted first: a stylesheet keeps every layout value, and arrays grown term by term
        // held a third more than their terms.
        let names = calls.map { $0.name.lowercased() }
        layout.terms.reserveCapacity(names.reduce(0) { $0 + (ValueChecker.compoundLayoutTerms[$1] == nil ? 1 : 2) })
        for (call, name) in zip(calls, names) {
            let arguments = call.arguments
            if let target = LayoutAttribute(name: name) {
                guard arguments.count == 1, let expression = layoutExpression(arguments[0], target: target) else {
                    if arguments.count != 1 {
                        report(.invalidValue, call.range, "\(call.name)(…) takes one expression; InterfaCSS ignores this term and everything after it")
                    }
                    return layout
                }
                layout.terms.append(LayoutTerm(target: target, expression: expression, range: call.range))
            } else if let (first, second) = ValueChecker.compoundLayoutTerms[name] {
                guard arguments.count == 2 else {
                    report(.invalidValue, call.range, "\(call.name)(…) takes two expressions (the horizontal one first); InterfaCSS ignores this term and everything after it")
                    return layout
                }
                guard let a = layoutExpression(arguments[0], target: first), let b = layoutExpression(arguments[1], target: second) else {
                    return layout
                }
                if name == "sizetofit" { layout.sizeToFit = true }
                layout.terms.append(LayoutTerm(target: first, expression: a, range: call.range))
                layout.terms.append(LayoutTerm(target: second, expression: b, range: call.range))
            } else {
                let suggestions = closestNames(to: call.name, in: ValueChecker.layoutTermNames)
                report(
                    .invalidValue, call.nameToken?.range ?? call.range,
                    "'\(call.name)' is not a layout attribute, so InterfaCSS ignores this term and everything after it\(didYouMean(suggestions))",
                    fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: call.nameToken?.range ?? call.range, text: $0) })
                return layout
            }
        }
        reportLayoutConflicts(layout)
        return layout
    }

    /// Width, left and right together (or height, top and bottom): 1.x adds both edges to
    /// the origin instead of solving them (layout.md §2, quirk).
    mutating func reportLayoutConflicts(_ layout: LayoutValue) {
        let targets = Set(layout.terms.map(\.target))
        for (size, leading, trailing, axis) in [
            (LayoutAttribute.width, [LayoutAttribute.left, .leftMargin], [LayoutAttribute.right, .rightMargin], "horizontal"),
            (.height, [.top, .topMargin], [.bottom, .bottomMargin], "vertical"),
        ] where targets.contains(size) && !targets.isDisjoint(with: leading) && !targets.isDisjoint(with: trailing) {
            guard let term = layout.terms.last(where: { trailing.contains($0.target) }) else { continue }
            report(.layoutConflict, term.range, "conflicting \(axis) constraints: with a fixed \(size.rawValue), InterfaCSS 1.x adds both edges to the position instead of satisfying them; drop one of \(size.rawValue), \(leading[0].rawValue) and \(trailing[0].rawValue)")
        }
    }

    /// `multiplier * reference.attribute + constant`, `N%` or a number.
    mutating func layoutExpression(_ argument: ArgumentSyntax, target: LayoutAttribute) -> LayoutExpression? {
        let components = argument.components
        guard components.count == 1 else {
            report(.invalidValue, argument.range, "expected one layout expression, not '\(shorten(argument.text))'; InterfaCSS ignores this term and everything after it")
            return nil
        }
        var expression = components[0]
        var constant = 0.0
        // A trailing `+ c` or `- c`.
        if case .binary(let binary) = expression, let op = binary.operatorToken, op.kind == .plus || op.kind == .minus,
            let left = binary.left, let right = binary.right, let value = plainNumber(right) {
            if plainNumber(left) == nil {
                constant = op.kind == .plus ? value : -value
                expression = left
            }
        }
        if let value = plainNumber(expression) {
            return LayoutExpression(constant: value + constant)
        }
        if case .literal(let token) = expression, token.kind == .percentage {
            return LayoutExpression(reference: .parent, attribute: target, multiplier: (Double(token.text.dropLast()) ?? 0) / 100, constant: constant, isPercentage: true)
        }
        var multiplier = 1.0
        if case .binary(let binary) = expression, binary.operatorToken?.kind == .star, let left = binary.left, let right = binary.right {
            if let value = multiplierValue(left) {
                multiplier = value
                expression = right
            } else if let value = multiplierValue(right) {
                multiplier = value
                expression = left
            } else {
                report(.invalidValue, binary.range, "a layout multiplier is a number times a reference, as in 2 * parent.width")
                return nil
            }
        } else if case .binary(let binary) = expression, binary.operatorToken?.kind == .slash {
            report(.invalidValue, binary.range, "layout expressions cannot divide; write \(formatNumber(1 / (plainNumber(binary.right ?? expression) ?? 2))) * \(binary.left?.text ?? "parent")")
            return nil
        }
        guard var result = layoutReference(expression, target: target) else { return nil }
        result.multiplier = multiplier
        result.constant = constant
        return result
    }

    /// A plain signed number (`100`, `-5`).
    func plainNumber(_ expression: ExpressionSyntax) -> Double? {
        switch expression {
        case .literal(let token) where token.kind == .number: return Double(token.text)
        case .unary(let unary):
            guard let operand = unary.operand, let value = plainNumber(operand) else { return nil }
            return unary.operatorToken?.kind == .minus ? -value : value
        default: return nil
        }
    }

    func multiplierValue(_ expression: ExpressionSyntax) -> Double? {
        if case .literal(let token) = expression, token.kind == .percentage { return (Double(token.text.dropLast()) ?? 0) / 100 }
        return plainNumber(expression)
    }

    /// `parent`, `superview`, `guide.top`, `someId`, `#someId`, `'someId'`, each with an
    /// optional `.attribute`.
    mutating func layoutReference(_ expression: ExpressionSyntax, target: LayoutAttribute) -> LayoutExpression? {
        var name: String
        var nameRange: Range<Int>
        var attributeToken: SyntaxToken?
        switch expression {
        case .literal(let token) where token.kind == .identifier || token.kind == .hash || token.kind == .string:
            name = token.kind == .hash ? String(token.text.dropFirst()) : token.kind == .string ? unquote(token.text) : token.text
            nameRange = token.range
        case .memberAccess(let access):
            guard let names = access.dottedNames, names.count == 2 else {
                if case .literal(let token)? = access.base, token.kind == .hash || token.kind == .string {
                    name = token.kind == .hash ? String(token.text.dropFirst()) : unquote(token.text)
                    nameRange = token.range
                    attributeToken = access.memberToken
                    break
                }
                report(.invalidValue, access.range, "expected a reference such as parent.width or header.bottom, not '\(shorten(access.text))'")
                return nil
            }
            name = names[0]
            nameRange = access.range.lowerBound..<(access.range.lowerBound + names[0].utf8.count)
            attributeToken = access.memberToken
        default:
            report(.invalidValue, expression.range, "expected parent, guide, an element id or a number, not '\(shorten(expression.text))'")
            return nil
        }
        let lower = name.lowercased()
        var result = LayoutExpression()
        switch lower {
        case "parent", "superview":
            result.reference = .parent
        case "guide", "layoutguide":
            result.reference = .guide
            let word = attributeToken?.text.lowercased() ?? "top"
            if !["top", "bottom", "center"].contains(word), let token = attributeToken {
                report(.invalidValue, token.range, "a layout guide has top, bottom and center; InterfaCSS uses top for '\(token.text)'")
            }
            result.guideWord = ["top", "bottom", "center"].contains(word) ? word : "top"
            result.attribute = target
            return result
        default:
            // Element ids have no `-`: `foo-100` reads as the id `foo-100`.
            if name.contains("-") {
                report(.invalidValue, nameRange, "element ids cannot contain '-'; write '\(name.replacingOccurrences(of: "-", with: " - "))' for a constant")
                return nil
            }
            if lower == "auto" {
                // `sizeToFit(100, auto)`: `auto` belongs to rect values, not to ISSLayout.
                report(
                    .invalidValue, nameRange,
                    "ISSLayout has no 'auto': InterfaCSS reads it as the id of a view, and with no view of that id it applies none of this layout (the view keeps its frame); for no limit but the superview, write parent",
                    severity: .warning, fixes: [Diagnostic.Fix(title: "Replace with 'parent'", range: nameRange, text: "parent")])
            }
            result.reference = .element(name)
        }
        if let attributeToken {
            if let attribute = LayoutAttribute(name: attributeToken.text) {
                result.attribute = attribute
            } else if attributeToken.text.lowercased() != "default" {
                let suggestions = closestNames(to: attributeToken.text, in: LayoutAttribute.allCases.map(\.rawValue))
                report(
                    .invalidValue, attributeToken.range,
                    "'\(attributeToken.text)' is not a layout attribute, so InterfaCSS uses the implicit one\(didYouMean(suggestions))",
                    fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: attributeToken.range, text: $0) })
            }
        }
        return result
    }
}
