import StyleParser

/// Sizes, offsets, insets, points, rects and transforms (values.md §Numeric structures).
extension ValueChecker {
    /// The numeric parameters of `function(…)`, a bare comma list, or (2.0) a parenthesised
    /// list; nil (reported) when they are not numbers.
    mutating func numericParameters(_ components: [ExpressionSyntax], function: String) -> (values: [Double], range: Range<Int>)? {
        let whole = components[0].range.lowerBound..<components.last!.range.upperBound
        var expressions: [ExpressionSyntax]
        switch components[0] {
        case .functionCall(let call) where call.name.lowercased() == function:
            guard let arguments = singleArguments(call.arguments) else { return nil }
            expressions = arguments
            reportTrailing(components, after: 1, what: "\(function)(…)")
        case .parenthesized(let list):
            guard version == .two else {
                report(.invalidValue, list.range, "InterfaCSS 1.x does not read a parenthesised list here (InterfaCSS 2 does), so it ignores the declaration; write \(function)\(list.text)")
                return nil
            }
            guard let arguments = singleArguments(list.arguments) else { return nil }
            expressions = arguments
            reportTrailing(components, after: 1, what: "the list")
        case .functionCall(let call) where components.count == 1 && call.chain?.count == 1 && !call.name.isEmpty:
            let forms = function == "point" && version == .one ? "point(x, y), parent(dx, dy) or window(dx, dy)" : "\(function)(…)"
            report(.invalidValue, call.range, "InterfaCSS reads no '\(call.name)(…)' here, so it ignores the declaration; write \(forms)")
            return nil
        default:
            // The bare form: `w, h` or `v`. 1.x reads numbers separated by commas
            // (ISSDefaultStyleSheetParser.m, simpleNumericParameterStringWithOptionalPrefix);
            // without them it takes the run as one arithmetic expression, which fails.
            if version == .one, let gap = components.indices.dropFirst().first(where: { !commaBetween(components[$0 - 1], components[$0]) }) {
                let text = components.map(\.text).joined(separator: " ")
                report(
                    .invalidValue, components[gap - 1].range.lowerBound..<components[gap].range.upperBound,
                    "InterfaCSS 1.x reads '\(shorten(text))' as one arithmetic expression, which fails, so it ignores the declaration; separate the numbers with commas")
                return nil
            }
            expressions = components
        }
        var values: [Double] = []
        for expression in expressions {
            guard let value = evaluateNumber(expression) else { return nil }
            values.append(value)
        }
        return (values, whole)
    }

    /// size / offset: two values, or one for both.
    mutating func checkPair(_ components: [ExpressionSyntax], function: String) -> (Double, Double)? {
        guard let (values, range) = numericParameters(components, function: function) else { return nil }
        switch values.count {
        case 1: return (values[0], values[0])
        case 2: return (values[0], values[1])
        default:
            report(.invalidValue, range, "\(function)(…) takes one or two values, not \(values.count); InterfaCSS uses 0, 0")
            return nil
        }
    }

    mutating func checkInsets(_ components: [ExpressionSyntax]) -> EdgeInsets? {
        guard let (values, range) = numericParameters(components, function: "insets") else { return nil }
        switch values.count {
        case 1: return EdgeInsets(top: values[0], left: values[0], bottom: values[0], right: values[0])
        case 2: return EdgeInsets(top: values[0], left: values[1], bottom: values[0], right: values[1])
        case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default:
            report(.invalidValue, range, "insets take 1, 2 or 4 values (top, left, bottom, right), not \(values.count); InterfaCSS uses zero insets")
            return nil
        }
    }

    mutating func checkPoint(_ components: [ExpressionSyntax]) -> PointValue? {
        let first = components[0]
        // Still read as 1.x reads it, for hover and the layout preview.
        if version == .two, let relative = relativeForm(first) {
            report(.invalidValue, first.range, "InterfaCSS 2 has no relative points ('\(relative)'): write point(x, y) or (x, y)")
        }
        if case .literal(let token) = first, token.kind == .identifier {
            switch token.text.lowercased() {
            case "parent", "superview":
                reportTrailing(components, after: 1, what: token.text)
                return .parent(dx: 0, dy: 0)
            case "window":
                reportTrailing(components, after: 1, what: token.text)
                return .window(dx: 0, dy: 0)
            default: break
            }
        }
        if case .functionCall(let call) = first, ["parent", "superview", "window"].contains(call.name.lowercased()) {
            guard let (values, range) = numericParameters(components, function: call.name.lowercased()) else { return nil }
            guard values.count == 2 else {
                report(.invalidValue, range, "\(call.name)(dx, dy) takes exactly 2 values; InterfaCSS uses the point 0, 0")
                return nil
            }
            return call.name.lowercased() == "window" ? .window(dx: values[0], dy: values[1]) : .parent(dx: values[0], dy: values[1])
        }
        guard let (x, y) = checkPair(components, function: "point") else { return nil }
        return .absolute(x: x, y: y)
    }

    static let relativeRectParts = ["size", "sizetofit", "left", "right", "top", "bottom", "insets"]

    /// `parent`, `superview`, `window` (with or without arguments), `size(…)`, `sizeToFit(…)`:
    /// the relative forms only 1.x reads (ISSRectValue, ISSPointValue).
    func relativeForm(_ expression: ExpressionSyntax) -> String? {
        let names: Set<String> = ["parent", "superview", "window", "size", "sizetofit", "left", "right", "top", "bottom", "insets"]
        switch expression {
        case .literal(let token) where token.kind == .identifier && ["parent", "superview", "window"].contains(token.text.lowercased()):
            return token.text
        case .functionCall(let call) where names.contains((call.chain?.first ?? call).name.lowercased()):
            return (call.chain?.first ?? call).name
        default:
            return nil
        }
    }

    mutating func checkRect(_ components: [ExpressionSyntax]) -> RectValue? {
        let first = components[0]
        if version == .two, let relative = relativeForm(first) {
            report(.invalidValue, first.range, "InterfaCSS 2 has no relative rects ('\(relative)'): write rect(x, y, width, height) or (x, y, width, height)")
        }
        if case .literal(let token) = first {
            switch (token.kind, token.text.lowercased()) {
            case (.identifier, "parent"), (.identifier, "superview"):
                reportTrailing(components, after: 1, what: token.text)
                return .parent(.zero)
            case (.identifier, "window"):
                reportTrailing(components, after: 1, what: token.text)
                return .window(.zero)
            case (.string, _):
                return readRectString(token)
            default: break
            }
        }
        if case .parenthesized = first {
            guard let (values, range) = numericParameters(components, function: "rect") else { return nil }
            guard values.count == 4 else {
                report(.invalidValue, range, "a rect takes 4 values (x, y, width, height), not \(values.count)")
                return nil
            }
            return .absolute(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        if case .functionCall(let call) = first, call.chain?.count == 1 {
            let name = call.name.lowercased()
            switch name {
            case "rect":
                guard let (values, range) = numericParameters(components, function: "rect") else { return nil }
                guard values.count == 4 else {
                    report(.invalidValue, range, "rect(x, y, width, height) takes exactly 4 values; InterfaCSS uses a zero rect")
                    return nil
                }
                return .absolute(x: values[0], y: values[1], width: values[2], height: values[3])
            case "parent", "superview", "window":
                guard let (values, range) = numericParameters(components, function: name) else { return nil }
                let insets: EdgeInsets
                switch values.count {
                case 2:
                    // What InterfaCSS 1.x computes: window(dx, dy) insets the right by dy.
                    insets = EdgeInsets(top: values[1], left: values[0], bottom: values[1], right: name == "window" ? values[1] : values[0])
                    if name == "window" && values[0] != values[1] {
                        report(.quirk, range, "InterfaCSS 1.x uses dy for the right inset of window(dx, dy), so the right inset is \(formatNumber(values[1])), not \(formatNumber(values[0]))")
                    }
                case 4:
                    insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
                default:
                    report(.invalidValue, range, "\(call.name)(dx, dy) or \(call.name)(top, left, bottom, right) takes 2 or 4 values, not \(values.count); InterfaCSS uses a zero rect")
                    return nil
                }
                return name == "window" ? .window(insets) : .parent(insets)
            default:
                break
            }
        }
        return checkRelativeRect(components).map { .relative($0) }
    }

    /// `"{{x,y},{w,h}}"` (InterfaCSS 2, the UIKit string form).
    mutating func readRectString(_ token: SyntaxToken) -> RectValue? {
        let numbers = unquote(token.text).split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else {
            report(.invalidValue, token.range, "a rect string looks like \"{{x,y},{width,height}}\"")
            return nil
        }
        guard version == .two else {
            report(.invalidValue, token.range, "InterfaCSS 1.x does not read a rect string (InterfaCSS 2 does) and sizes the view to fill its superview; write rect(\(numbers.map(formatNumber).joined(separator: ", ")))")
            return nil
        }
        return .absolute(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The relative-rect chain: `size(…)`, `sizeToFit(…)`, `left(…)`, `right(…)`, `top(…)`,
    /// `bottom(…)`, `insets(…)`, chained with `.` or separated by spaces, in any order.
    mutating func checkRelativeRect(_ components: [ExpressionSyntax]) -> RelativeRect? {
        var rect = RelativeRect()
        var calls: [FunctionCallSyntax] = []
        for component in components {
            guard case .functionCall(let call) = component, let chain = call.chain else {
                report(.invalidValue, component.range, "expected a rect: rect(x, y, w, h), parent(…), window(…) or parts such as size(50%, auto).left(10), not '\(shorten(component.text))'")
                return nil
            }
            calls.append(contentsOf: chain)
        }
        for call in calls {
            let name = call.name.lowercased()
            let arguments = call.arguments
            switch name {
            case "size", "sizetofit":
                if rect.hasSize {
                    report(.trailingValueText, call.range, "only the first size part counts; InterfaCSS ignores this one")
                    continue
                }
                rect.hasSize = true
                rect.sizeToFit = name == "sizetofit"
                if name == "sizetofit" && (arguments.isEmpty || arguments.allSatisfy(\.isMissing)) {
                    rect.width = .percent(100)
                    rect.height = .percent(100)
                    continue
                }
                guard arguments.count == 2 else {
                    report(.invalidValue, call.range, "\(call.name)(width, height) takes 2 values, not \(arguments.count)")
                    if name == "sizetofit" {
                        rect.width = .percent(100)
                        rect.height = .percent(100)
                    }
                    continue
                }
                guard let width = relativePart(arguments[0]), let height = relativePart(arguments[1]) else { continue }
                // In sizeToFit, auto means 100%.
                rect.width = name == "sizetofit" && width == .auto ? .percent(100) : width
                rect.height = name == "sizetofit" && height == .auto ? .percent(100) : height
            case "left", "right", "top", "bottom":
                guard arguments.count == 1, let value = relativePart(arguments[0]) else {
                    report(.invalidValue, call.range, "\(call.name)(…) takes one value: a number, a percentage or auto")
                    continue
                }
                switch name {
                case "left": rect.left = value
                case "right": rect.right = value
                case "top": rect.top = value
                default: rect.bottom = value
                }
            case "insets":
                guard arguments.count == 4 else {
                    report(.invalidValue, call.range, "insets(top, left, bottom, right) in a rect takes exactly 4 values")
                    continue
                }
                let values = arguments.compactMap { relativePart($0) }
                guard values.count == 4 else { continue }
                (rect.top, rect.left, rect.bottom, rect.right) = (values[0], values[1], values[2], values[3])
            default:
                let suggestions = closestNames(to: call.name, in: ["size", "sizeToFit", "left", "right", "top", "bottom", "insets"])
                report(
                    .invalidValue, call.nameToken?.range ?? call.range,
                    "'\(call.name)' is not a rect part, so InterfaCSS ignores it\(didYouMean(suggestions))")
            }
        }
        return rect
    }

    /// A relative-rect parameter: only its leading number is read (not an expression).
    mutating func relativePart(_ argument: ArgumentSyntax) -> RelativeNumber? {
        let components = argument.components
        guard components.count == 1, let value = readRelative(components[0], allowExpression: false) else {
            if case .binary? = components.first {
                report(.invalidValue, argument.range, "rect parts are not computed: '\(shorten(argument.text))' would be read as its leading number only")
            } else {
                report(.invalidValue, argument.range, "expected a number, a percentage or auto, not '\(shorten(argument.text))'")
            }
            return nil
        }
        return value
    }

    /// 1.x reads any number of rotate/scale/translate steps and stops at the first other text;
    /// none at all is the identity (ISSDefaultStyleSheetParser.m, transformValuesParser), which
    /// `identity` and `none` say on purpose. 2.x needs at least one step.
    mutating func checkTransform(_ components: [ExpressionSyntax]) -> [TransformStep]? {
        if components.count == 1, case .literal(let token) = components[0], token.kind == .identifier,
            ["identity", "none"].contains(token.text.lowercased()) {
            guard version == .one else {
                report(.invalidValue, token.range, "InterfaCSS 2 reads no transform from '\(token.text)' and leaves the transform as it is; write rotate(0)")
                return nil
            }
            return []
        }
        var steps: [TransformStep] = []
        for (index, component) in components.enumerated() {
            // 1.x reads steps separated by spaces (`iss_parameterStringWithPrefixes` skips
            // only those): at a comma it stops, keeping the steps before it.
            if version == .one, index > 0, commaBetween(components[index - 1], component), let last = components.last {
                let commas = commaOffsets.filter { $0 >= components[0].range.upperBound && $0 < last.range.lowerBound }
                report(
                    .invalidValue, component.range.lowerBound..<last.range.upperBound,
                    "InterfaCSS 1.x stops reading a transform at a comma: '\(shorten(components[index...].map(\.text).joined(separator: " ")))' is ignored; separate the steps with spaces",
                    fixes: commas.count == 1 ? [Diagnostic.Fix(title: "Remove the comma", range: commas[0]..<(commas[0] + 1), text: "")] : [])
                return steps
            }
            guard case .functionCall(let call) = component, let chain = call.chain, chain.count == 1 else {
                report(.invalidValue, component.range, "expected rotate(deg), scale(sx, sy) or translate(tx, ty), not '\(shorten(component.text))'")
                return nil
            }
            guard let arguments = singleArguments(call.arguments) else { return nil }
            var values: [Double] = []
            for argument in arguments {
                guard let value = evaluateNumber(argument) else { return nil }
                values.append(value)
            }
            switch (call.name.lowercased(), values.count) {
            case ("rotate", 1): steps.append(.rotate(values[0]))
            case ("scale", 1): steps.append(.scale(x: values[0], y: values[0]))
            case ("scale", 2): steps.append(.scale(x: values[0], y: values[1]))
            case ("translate", 1): steps.append(.translate(x: values[0], y: values[0]))
            case ("translate", 2): steps.append(.translate(x: values[0], y: values[1]))
            case ("rotate", _), ("scale", _), ("translate", _):
                report(.invalidValue, call.range, "\(call.name)(…) does not take \(values.count) values; InterfaCSS uses the identity transform")
                return nil
            default:
                let suggestions = closestNames(to: call.name, in: ["rotate", "scale", "translate"])
                let outcome = version == .one
                    ? (steps.isEmpty ? "it sets the identity transform" : "it stops reading the transform here")
                    : "it reads no transform from this value"
                report(.invalidValue, call.nameToken?.range ?? call.range, "\(version.displayName) has no transform '\(call.name)': \(outcome)\(didYouMean(suggestions))")
                return nil
            }
        }
        return steps
    }
}
