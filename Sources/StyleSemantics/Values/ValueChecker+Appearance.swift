import StyleParser

/// Colours, fonts and images (values.md §Colours, §Fonts, §Images).
extension ValueChecker {
    static let colorFunctions = ["lighten", "darken", "saturate", "desaturate", "fadein", "fadeout"]
    static let colorNames = NamePool(PropertyRegistry.standard.namedColors + PropertyRegistry.standard.cssColors)

    /// One colour, trying InterfaCSS's alternatives in order: gradient, colour functions, rgb,
    /// rgba, hex, pattern image, named colour. An unknown colour is magenta in the app.
    mutating func checkColor(_ expression: ExpressionSyntax, allowGradient: Bool = true) -> ColorValue? {
        switch expression {
        case .functionCall(let call):
            let name = call.name.lowercased()
            let arguments = call.arguments
            switch name {
            case "gradient" where allowGradient:
                guard arguments.count == 2, let values = singleArguments(arguments) else {
                    report(.invalidValue, call.range, "gradient(top, bottom) takes two colours")
                    return nil
                }
                guard let top = checkColor(values[0], allowGradient: false)?.representative,
                    let bottom = checkColor(values[1], allowGradient: false)?.representative
                else { return nil }
                return .gradient(top, bottom)
            case "rgb", "rgba":
                let expected = name == "rgb" ? 3 : 4
                guard arguments.count == expected, let values = singleArguments(arguments) else {
                    report(.invalidValue, call.range, "\(name)(…) takes exactly \(expected) numbers; with \(arguments.count) InterfaCSS shows magenta")
                    return nil
                }
                var components: [Double] = []
                for (index, value) in values.enumerated() {
                    guard let number = evaluateNumber(value) else { return nil }
                    if index < 3 && (number < 0 || number > 255) {
                        report(.invalidValue, value.range, "colour components go from 0 to 255, not \(formatNumber(number))")
                    }
                    if index == 3 && (number < 0 || number > 1) {
                        report(.invalidValue, value.range, "the alpha of rgba(…) goes from 0 to 1, not \(formatNumber(number))")
                    }
                    // 1.x cuts r, g and b to integers.
                    components.append(index < 3 ? Double(Int(number)) / 255 : number)
                }
                return .rgba(RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: name == "rgba" ? components[3] : 1))
            case "image":
                return checkImageFunction(call).map { .pattern($0) }
            case "opacity", "alpha":
                // InterfaCSS 2: set the alpha to an absolute value.
                guard arguments.count == 2, let values = singleArguments(arguments),
                    let color = checkColor(values[0], allowGradient: false)?.representative
                else {
                    report(.invalidValue, call.range, "\(call.name)(colour, alpha) takes a colour and an alpha from 0 to 1")
                    return nil
                }
                var result = color
                result.alpha = leadingNumber(values[1].text) ?? color.alpha
                return .rgba(result)
            default:
                guard arguments.count == 2, let values = singleArguments(arguments) else {
                    report(.invalidValue, call.range, "unknown colour function '\(call.name)'; expected rgb, rgba, gradient or one of \(ValueChecker.colorFunctions.joined(separator: ", "))")
                    return nil
                }
                guard let color = checkColor(values[0], allowGradient: false)?.representative else { return nil }
                guard ValueChecker.colorFunctions.contains(name) else {
                    let suggestions = closestNames(to: call.name, in: ValueChecker.colorFunctions + ["opacity", "alpha"])
                    report(
                        .invalidValue, call.nameToken?.range ?? call.range,
                        "unknown colour function '\(call.name)': InterfaCSS returns the colour unchanged\(didYouMean(suggestions))",
                        fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: call.nameToken?.range ?? call.range, text: $0) })
                    return .rgba(color)
                }
                guard let amount = leadingNumber(values[1].text) else {
                    report(.invalidValue, values[1].range, "expected an amount such as 50% or 50, not '\(values[1].text)'")
                    return nil
                }
                return .rgba(applyColorFunction(name, to: color, amount: amount))
            }
        case .literal(let token):
            switch token.kind {
            case .hash:
                return readHex(token).map { .rgba($0) }
            case .identifier, .string:
                let name = token.kind == .string ? unquote(token.text) : token.text
                if let color = NamedColors.color(named: name) { return .rgba(color) }
                let suggestions = ValueChecker.colorNames.closest(to: name)
                report(
                    .unknownColor, token.range,
                    "unknown colour '\(name)': InterfaCSS shows magenta\(didYouMean(suggestions))",
                    fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: token.range, text: $0) })
                return nil
            default:
                break
            }
        default:
            break
        }
        report(.invalidValue, expression.range, "expected a colour (a name, #RRGGBB, rgb(…), rgba(…) or a colour function), not '\(shorten(expression.text))'")
        return nil
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; other lengths are magenta in the app.
    mutating func readHex(_ token: SyntaxToken) -> RGBAColor? {
        let digits = token.text.dropFirst()
        guard digits.allSatisfy(\.isHexDigit) else {
            report(.invalidValue, token.range, "'\(token.text)' is not a hex colour: use the digits 0–9 and a–f")
            return nil
        }
        guard let color = RGBAColor(hexDigits: digits) else {
            report(.invalidValue, token.range, "a hex colour has 3, 4, 6 or 8 digits, not \(digits.count): InterfaCSS shows magenta")
            return nil
        }
        return color
    }

    /// values.md: the change is relative, `v + v * amount / 100`, clamped to 0…1.
    func applyColorFunction(_ name: String, to color: RGBAColor, amount: Double) -> RGBAColor {
        let sign: Double = ["darken", "desaturate", "fadeout"].contains(name) ? -1 : 1
        func adjust(_ value: Double) -> Double { min(max(value + value * sign * amount / 100, 0), 1) }
        let isGrey = color.red == color.green && color.green == color.blue
        switch name {
        case "fadein", "fadeout":
            var result = color
            result.alpha = adjust(color.alpha)
            return result
        case "lighten", "darken":
            if isGrey { return RGBAColor(white: adjust(color.red), alpha: color.alpha) }
            let hsb = color.hsb
            return RGBAColor(hue: hsb.hue, saturation: hsb.saturation, brightness: adjust(hsb.brightness), alpha: color.alpha)
        default:
            // Saturating a grey changes nothing.
            if isGrey { return color }
            let hsb = color.hsb
            return RGBAColor(hue: hsb.hue, saturation: adjust(hsb.saturation), brightness: hsb.brightness, alpha: color.alpha)
        }
    }

    // MARK: - Fonts

    static let fontWeights = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let textStyles = ["largetitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "subhead", "footnote", "caption1", "caption2"]

    mutating func checkFont(_ components: [ExpressionSyntax]) -> StyleValue? {
        if components.count == 1, case .functionCall(let call) = components[0] {
            let name = call.name.lowercased()
            if ["bigger", "larger", "smaller", "fontwithsize"].contains(name) {
                guard call.arguments.count == 2 else {
                    report(.invalidValue, call.range, "\(call.name)(font, size) takes a font and a number")
                    return nil
                }
                guard case .font(var font)? = checkFont(call.arguments[0].components) else { return nil }
                let sizeText = call.arguments[1].text
                guard let amount = Double(sizeText) else {
                    report(.invalidValue, call.arguments[1].range, "\(call.name)(…) needs a plain number as its second argument, not '\(sizeText)'; InterfaCSS keeps the font unchanged")
                    return .font(font)
                }
                switch name {
                case "smaller": font.size = font.pointSize - amount
                case "fontwithsize": font.size = amount
                default: font.size = font.pointSize + amount
                }
                return .font(font)
            }
            if name == "url" {
                return .font(FontValue(name: call.arguments.first.map { unquote($0.text) }, size: nil, traits: [], textStyle: nil))
            }
        }
        var font = FontValue(name: nil, size: nil, traits: [], textStyle: nil)
        var names: [String] = []
        var extras: [ExpressionSyntax] = []
        for component in components {
            switch component {
            case .literal(let token) where token.kind == .number || token.kind == .dimension:
                if font.size == nil {
                    font.size = leadingNumber(token.text)
                } else {
                    extras.append(component)
                }
            case .literal(let token) where token.kind == .string:
                names.append(unquote(token.text))
            case .literal(let token) where token.kind == .identifier || token.kind == .url:
                let lower = token.text.lowercased()
                if ValueChecker.fontWeights.contains(lower) || ValueChecker.textStyles.contains(lower) {
                    extras.append(component)
                    if ValueChecker.textStyles.contains(lower) { font.textStyle = token.text } else { font.traits.append(lower) }
                } else {
                    names.append(token.text)
                }
            case .functionCall(let call) where ValueChecker.textStyles.contains(call.name.lowercased()):
                // 2.0: `body(10)` scales for a text style with a maximum size.
                extras.append(component)
                font.textStyle = call.name
            default:
                report(.invalidValue, component.range, "expected a font name or a size, not '\(shorten(component.text))'")
                return nil
            }
        }
        if names.count > 1 {
            report(.invalidValue, components[0].range.lowerBound..<components.last!.range.upperBound,
                   "a font has one name and one size; quote a name with spaces: \"\(names.joined(separator: " "))\"")
        }
        if !extras.isEmpty {
            report(.quirk, extras[0].range, "InterfaCSS 2 font syntax (weights, text styles); InterfaCSS 1.x reads only a name and a size")
        }
        if let name = names.first {
            let lower = name.lowercased()
            if lower.hasPrefix("systembold") || lower.hasPrefix("boldsystem") {
                font.traits.append("bold")
            } else if lower.hasPrefix("systemitalic") || lower.hasPrefix("italicsystem") {
                font.traits.append("italic")
            } else if lower.hasPrefix("system-") {
                font.traits.append(contentsOf: lower.dropFirst(7).split(separator: "-").map(String.init))
            } else if lower != "system" {
                font.name = name
            }
        }
        if let size = font.size, size <= 0 {
            report(.invalidValue, components[0].range, "a font size must be greater than 0")
        }
        return .font(font)
    }

    // MARK: - Images

    /// values.md §Images: image(…), colour forms (a 1×1 image), url(…), or a bare name.
    mutating func checkImage(_ components: [ExpressionSyntax]) -> ImageValue? {
        defer { reportTrailing(components, after: 1, what: "the image") }
        let component = components[0]
        switch component {
        case .functionCall(let call):
            let name = call.name.lowercased()
            if name == "image" { return checkImageFunction(call) }
            if name == "url" {
                return .url(call.arguments.first.map { unquote($0.text) } ?? "")
            }
            return checkColor(component, allowGradient: false).map { .color($0.representative) }
        case .literal(let token) where token.kind == .hash:
            return readHex(token).map { .color($0) }
        case .literal(let token) where token.kind == .string:
            return .named(unquote(token.text))
        case .literal(let token) where token.kind == .url:
            return .url(token.text)
        default:
            // A bare name: an image in the bundle, else a colour name (magenta if unknown).
            let text = component.text
            if let color = NamedColors.color(named: text) { return .color(color) }
            return .named(text)
        }
    }

    /// `image(name)`, `image(name, a, b)`, `image(name, top, left, bottom, right)`.
    mutating func checkImageFunction(_ call: FunctionCallSyntax) -> ImageValue? {
        let arguments = call.arguments
        guard let first = arguments.first, !first.isMissing else {
            report(.invalidValue, call.range, "image(…) needs an image name")
            return nil
        }
        let name = unquote(first.text)
        switch arguments.count {
        case 1:
            return .named(name)
        case 2:
            report(.invalidValue, call.range, "image(name, a) reads a missing third parameter in InterfaCSS 1.x; use image(name), image(name, a, b) or image(name, top, left, bottom, right)")
            return .named(name)
        case 3:
            report(.quirk, call.range, "InterfaCSS 1.x checks for 2 parameters, so image(name, a, b) gives the plain image, not a stretchable one")
            return .named(name)
        case 5:
            guard let values = singleArguments(Array(arguments.dropFirst())) else { return nil }
            var numbers: [Double] = []
            for value in values {
                guard let number = evaluateNumber(value) else { return nil }
                numbers.append(number)
            }
            return .resizable(name, EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        default:
            report(.invalidValue, call.range, "image(…) takes 1, 3 or 5 parameters, not \(arguments.count)")
            return .named(name)
        }
    }
}
