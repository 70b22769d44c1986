import StyleParser

/// Colours, fonts and images (values.md §Colours, §Fonts, §Images).
extension ValueChecker {
    static let colorFunctions = ["lighten", "darken", "saturate", "desaturate", "fadein", "fadeout"]
    static let colorNames = NamePool(PropertyRegistry.standard.namedColors + PropertyRegistry.standard.cssColors)
    static let version1ColorNames = NamePool(PropertyRegistry.standard.namedColors)
    static let version2ColorNames = NamePool(PropertyRegistry.standard.cssColors)

    /// The colour functions `version` knows (2.x adds opacity and alpha).
    var colorFunctions: [String] { version == .one ? ValueChecker.colorFunctions : ValueChecker.colorFunctions + ["opacity", "alpha"] }

    /// One colour, trying InterfaCSS's alternatives in order: gradient, colour functions, rgb,
    /// rgba, hex, pattern image, named colour. An unknown colour is magenta in the app.
    mutating func checkColor(_ expression: ExpressionSyntax, allowGradient: Bool = true) -> ColorValue? {
        switch expression {
        case .functionCall(let call):
            let name = call.name.lowercased()
            let arguments = call.arguments
            switch name {
            case "gradient" where allowGradient && version == .one:
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
                    // Not a number (∞ − ∞) is out of range too.
                    if index < 3 && !(0...255).contains(number) {
                        report(.invalidValue, value.range, "colour components go from 0 to 255, not \(formatNumber(number))")
                    }
                    if index == 3 && !(0...1).contains(number) {
                        report(.invalidValue, value.range, "the alpha of rgba(…) goes from 0 to 1, not \(formatNumber(number))")
                    }
                    // 1.x cuts r, g and b to integers (rounding toward zero: `Int(number)` would
                    // trap on a number past its range).
                    components.append(index < 3 ? number.rounded(.towardZero) / 255 : number)
                }
                return .rgba(RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: name == "rgba" ? components[3] : 1))
            case "image":
                return checkImageFunction(call).map { .pattern($0) }
            case "opacity" where version == .two, "alpha" where version == .two:
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
                    report(.invalidValue, call.range, "unknown colour function '\(call.name)'; expected rgb, rgba\(version == .one ? ", gradient" : "") or one of \(colorFunctions.joined(separator: ", "))")
                    return nil
                }
                guard let color = checkColor(values[0], allowGradient: false)?.representative else { return nil }
                guard ValueChecker.colorFunctions.contains(name) else {
                    // 1.x reads any `name(colour, amount)` and returns the colour unchanged;
                    // 2.x returns magenta (ColorPropertyParser.swift, colorFunctionParser).
                    let suggestions = closestNames(to: call.name, in: colorFunctions)
                    let outcome = version == .one ? "returns the colour unchanged" : "shows magenta"
                    let what = name == "gradient" ? "InterfaCSS 2 has no gradient(…)" : "\(version.displayName) has no colour function '\(call.name)'"
                    report(
                        .invalidValue, call.nameToken?.range ?? call.range,
                        "\(what): it \(outcome)\(didYouMean(suggestions))",
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
                if let color = NamedColors.color(named: name, version: version) { return .rgba(color) }
                let pool = version == .one ? ValueChecker.version1ColorNames : ValueChecker.version2ColorNames
                let suggestions = pool.closest(to: name)
                let other: InterfaCSSVersion = version == .one ? .two : .one
                let known = NamedColors.color(named: name, version: other) != nil
                    ? (version == .one
                        ? " ('\(name)' is an InterfaCSS 2 colour name; 1.x knows UIColor's colours)"
                        : " ('\(name)' is a UIColor colour 1.x knows; InterfaCSS 2 knows the CSS colour names)")
                    : ""
                report(
                    .unknownColor, token.range,
                    "unknown colour '\(name)': \(version.displayName) shows magenta\(known)\(didYouMean(suggestions))",
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

    /// 1.x (ISSDefaultStyleSheetParser.m, the font parsers): `name size` in either order,
    /// `system`/`systemBold`/`systemItalic`, a remote `url("…") size`, or `bigger`/`larger`/
    /// `smaller`/`fontWithSize(font, n)`; it reads at most a name and a size, and sets no font
    /// for a name no font has. 2.x (FontPropertyParser.swift): `[text style] [weight] size name`
    /// (size and name in either order), `system-weight`; no functions, no remote fonts.
    mutating func checkFont(_ components: [ExpressionSyntax]) -> StyleValue? {
        if case .functionCall(let call) = components[0] {
            let name = call.name.lowercased()
            if ["bigger", "larger", "smaller", "fontwithsize"].contains(name) && components.count == 1 {
                guard version == .one else {
                    report(.invalidValue, call.range, "InterfaCSS 2 has no \(call.name)(…): it reads no font from this value")
                    return nil
                }
                guard call.arguments.count == 2, !call.arguments[0].components.isEmpty else {
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
                // A remote font (ISSRemoteFont), downloaded at run time.
                guard version == .one else {
                    report(.invalidValue, call.range, "InterfaCSS 2 has no remote fonts: it reads no font from url(…)")
                    return nil
                }
                guard call.arguments.count == 1, case .literal(let token)? = call.arguments[0].components.first, token.kind == .string else {
                    report(.invalidValue, call.range, "InterfaCSS 1.x reads a font's url(…) only with the address in quotes: url(\"https://…\"); unquoted, it reads no font")
                    return nil
                }
                return .font(FontValue(name: unquote(token.text), size: components.count > 1 ? leadingNumber(components[1].text) : nil, traits: [], textStyle: nil))
            }
        }
        var font = FontValue(name: nil, size: nil, traits: [], textStyle: nil)
        var names: [ExpressionSyntax] = []
        var words: [ExpressionSyntax] = []
        for component in components {
            switch component {
            case .literal(let token) where token.kind == .number || token.kind == .dimension:
                if font.size == nil {
                    font.size = leadingNumber(token.text)
                } else {
                    names.append(component)
                }
            case .literal(let token) where token.kind == .string || token.kind == .identifier || token.kind == .url:
                let lower = token.text.lowercased()
                if ValueChecker.fontWeights.contains(lower) || ValueChecker.textStyles.contains(lower) || lower == "scaled" {
                    words.append(component)
                    if ValueChecker.textStyles.contains(lower) { font.textStyle = token.text } else if lower != "scaled" { font.traits.append(lower) }
                } else {
                    names.append(component)
                }
            case .functionCall(let call) where ValueChecker.textStyles.contains(call.name.lowercased()) && version == .two:
                // `body(20)`: scales with a text style up to a maximum size.
                words.append(component)
                font.textStyle = call.name
            default:
                report(.invalidValue, component.range, "expected a font name or a size, not '\(shorten(component.text))'")
                return nil
            }
        }
        let whole = components[0].range.lowerBound..<components.last!.range.upperBound
        if names.count > 1 {
            let text = names.map(\.text).map(unquote).joined(separator: " ")
            report(.invalidValue, whole, "a font has one name and one size: \(version.displayName) reads a name and a size only; quote a name with spaces: \"\(text)\"")
        }
        let name = names.first.map { component -> String in
            if case .literal(let token) = component, token.kind == .string { return unquote(token.text) }
            return component.text
        }
        switch version {
        case .one:
            if let word = words.first {
                let text = word.text
                report(
                    .invalidValue, word.range,
                    names.isEmpty
                        ? "no font is named '\(text)': InterfaCSS 1.x reads a font name and a size, and sets no font for a name no font has; write systemBold 14 for the bold system font"
                        : "InterfaCSS 1.x reads a font name and a size only, not '\(text)'")
            }
            if let name, name.lowercased().hasPrefix("system-") {
                report(.invalidValue, names[0].range, "no font is named '\(name)': InterfaCSS 1.x knows system, systemBold and systemItalic (system-weight names are InterfaCSS 2's)")
            }
        case .two:
            if names.isEmpty, font.size != nil, let word = words.last, words.count == 1 {
                report(.invalidValue, word.range, "InterfaCSS 2 reads '\(word.text)' as the font name here, which no font has, and uses the system font; write \(word.text) \(formatNumber(font.size ?? 17)) system")
            }
        }
        if let name {
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
                guard version == .one else {
                    report(.invalidValue, call.range, "InterfaCSS 2 has no url(…) images: it reads no image from this value")
                    return nil
                }
                return .url(call.arguments.first.map { unquote($0.text) } ?? "")
            }
            return checkColor(component, allowGradient: false).map { .color($0.representative) }
        case .literal(let token) where token.kind == .hash:
            return readHex(token).map { .color($0) }
        case .literal(let token) where token.kind == .url || (token.kind == .string && unquote(token.text).contains("://")):
            // The catch-all image parser reads up to the first ':' (anythingButControlChars), so
            // `http://…` is looked up as an image named "http" (1.x: then as the colour "http").
            report(
                .invalidValue, token.range,
                "\(version.displayName) reads a bare address only up to its ':', so it looks for an image named '\(unquote(token.text).prefix { $0 != ":" })'\(version == .one ? " and shows a magenta image; write url(\"\(unquote(token.text))\")" : " and sets none")")
            return nil
        case .literal(let token) where token.kind == .string:
            return .named(unquote(token.text))
        default:
            // A bare name: an image in the bundle, else a colour name (magenta if unknown).
            let text = component.text
            if let color = NamedColors.color(named: text, version: version) { return .color(color) }
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
