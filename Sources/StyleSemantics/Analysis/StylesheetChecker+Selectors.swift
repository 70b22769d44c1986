import Foundation
import StyleParser

/// Rulesets and selectors: which classes a ruleset styles, the selectors InterfaCSS cannot read
/// (and what it then does: skip a nested ruleset, or stop reading the stylesheet), type names
/// and pseudo-classes (docs/conformance.md, "Selectors" and "Pseudo-classes").
extension StylesheetChecker {
    mutating func checkRulesets() {
        for ruleset in outline.rulesets {
            let (classes, source) = context.styledClasses(of: ruleset.chains)
            analysis.rulesets.append(AnalyzedRuleset(
                syntax: ruleset.syntax, chains: ruleset.chains, styledClasses: classes, styledClassesSource: source,
                parent: ruleset.parent, declarations: ruleset.declarations, extendTarget: nil))
            guard let list = ruleset.syntax.selectorList else { continue }
            if let problem = StylesheetReading.selectorProblem(list, version: version, topLevel: ruleset.parent == nil) {
                reportUnreadableSelector(problem, list: list, ruleset: ruleset)
            } else {
                checkSelectorList(list, depth: 0)
            }
        }
    }

    /// `2n`, `n`, `-n`, `+n`: an a·n with no b that lacks its sign or its number (trimmed), which
    /// 2.x's parser indexes past; nil for any other argument.
    static func anWithoutSignOrNumber(_ argument: String) -> String? {
        let text = argument.trimmingWhitespace
        guard text.hasSuffix("n") else { return nil }
        var body = text.dropLast()
        let sign = body.first == "+" || body.first == "-"
        if sign { body = body.dropFirst() }
        guard body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return sign && !body.isEmpty ? nil : text
    }

    /// A selector InterfaCSS cannot read: what it does instead. At the top level it stops
    /// reading the stylesheet; a nested ruleset it skips, unless its block has braces of its
    /// own (then it stops too). A syntax error already reported there gets the consequence.
    mutating func reportUnreadableSelector(_ problem: (range: Range<Int>, reason: String), list: SelectorListSyntax, ruleset: StylesheetOutline.Ruleset) {
        let consequence: String
        if ruleset.parent == nil {
            consequence = "\(version.displayName) stops reading the stylesheet here: the app ignores this ruleset and everything after it"
        } else if StylesheetReading.canSkip(ruleset.syntax.block?.node) {
            consequence = "\(version.displayName) skips this nested ruleset"
        } else {
            consequence = "\(version.displayName) cannot skip a nested ruleset whose block is empty or has braces of its own, so it stops reading the stylesheet at the top-level ruleset around it: the app ignores that ruleset and everything after it"
        }
        let listRange = list.range.lowerBound...(ruleset.syntax.block?.range.lowerBound ?? list.range.upperBound)
        if let index = selectorSyntaxDiagnostic(in: listRange, of: ruleset.syntax.range) {
            diagnostics[index].message += ". \(consequence)"
            return
        }
        add(.unsupportedSelector, problem.range, "\(version.displayName) cannot read this selector: \(problem.reason). \(consequence)")
    }

    /// The parser's selector diagnostic that starts in `range`, if any, of the item that holds
    /// `ruleset` (not the one ending where it starts), by binary search in
    /// `selectorSyntaxDiagnostics`.
    func selectorSyntaxDiagnostic(in range: ClosedRange<Int>, of ruleset: Range<Int>) -> Int? {
        let found = selectorSyntaxDiagnostics
        var low = 0, high = found.count
        while low < high {
            let middle = (low + high) / 2
            if found[middle].offset < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        while low < found.count && range.contains(found[low].offset) {
            let item = syntaxDiagnosticItems[found[low].index].range
            if item.lowerBound <= ruleset.lowerBound && ruleset.upperBound <= item.upperBound { return found[low].index }
            low += 1
        }
        return nil
    }

    /// Type names and pseudo-classes of a selector list InterfaCSS reads.
    mutating func checkSelectorList(_ list: SelectorListSyntax, depth: Int) {
        for chain in list.selectors {
            for (combinator, compound) in chain.components {
                if combinator == .generalSibling, let token = chain.node.childTokens.last(where: { $0.kind == .tilde && $0.range.upperBound <= compound.node.range.lowerBound }) {
                    // 2.x compares each subview with the superview, not with the view itself.
                    add(.quirk, token.range, version == .one
                        ? "in InterfaCSS 1.x '~' matches any other sibling, before or after, not only later ones"
                        : "in InterfaCSS 2 '~' matches when any subview of the superview matches, before or after, the view itself included")
                }
                if combinator == .adjacentSibling, version == .two, let token = chain.node.childTokens.last(where: { $0.kind == .plus && $0.range.upperBound <= compound.node.range.lowerBound }) {
                    add(
                        .crashRisk, token.range,
                        "InterfaCSS 2 crashes when a view that '\(compound.node.text)' matches is the first subview of its superview: it reads the view before it without checking there is one (SelectorChain.swift, find(matchingAdjacentSiblingTo:))")
                }
                let keepsType = compound.ids.isEmpty && compound.classes.isEmpty
                if let type = compound.typeName { checkTypeSelector(type, alone: keepsType) }
                for pseudo in compound.pseudoClasses { checkPseudoClass(pseudo, in: compound, depth: depth) }
            }
        }
    }

    /// `alone`: the compound has no id or class, so InterfaCSS drops a selector with an unknown
    /// type; with one it keeps the id and classes and (1.x) matches any type.
    mutating func checkTypeSelector(_ token: SyntaxToken, alone: Bool) {
        let name = token.text
        if registry.typeSelectorClass(name) != nil { return }
        // Suggestions come from a pool shared by the whole stylesheet.
        let types = pool("types") {
            let names = registry.classes.filter { !$0.isCustom && !$0.nestedOnly }.map(\.name)
            return names + names.filter { $0.hasPrefix("UI") && !$0.hasSuffix("Controller") }.map { String($0.dropFirst(2)) }
        }
        var suggestions = types.closest(to: name)
        // `image` for `imageView`: a UIKit name the type starts.
        if suggestions.isEmpty, let first = name.unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first) {
            let lower = name.lowercased()
            suggestions = registry.classes.filter { !$0.isCustom && !$0.nestedOnly && !$0.selectorOnly }.map(\.name)
                .filter { $0.lowercased().dropFirst(2).hasPrefix(lower) }.sorted { $0.count < $1.count }.prefix(3).map { $0.dropFirst(2).prefix(1).lowercased() + $0.dropFirst(3) }
        }
        // A class is found by its exact name at run time (NSClassFromString); a name in lower
        // case names no class but a mistyped UIKit one.
        let lowercase = name.unicodeScalars.first.map { CharacterSet.lowercaseLetters.contains($0) } ?? false
        guard !suggestions.isEmpty || lowercase else {
            add(
                .customTypeSelector, token.range,
                "'\(name)' is not a class InterfaCSS knows; if it is the app's own class, declare it in .stylelsp.json (\"classes\": {\"\(name)\": {\"superclass\": \"UIView\"}}) so its rules are checked")
            return
        }
        let consequence: String
        if alone {
            consequence = "so it drops this selector"
        } else if version == .one {
            consequence = "so it ignores the type and the selector matches any element with the rest of it"
        } else {
            consequence = "so the selector matches nothing"
        }
        add(
            .unknownTypeSelector, token.range,
            "\(version.displayName) knows no class '\(name)', \(consequence)\(suggestions.isEmpty ? "" : didYouMean(suggestions))",
            fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\($0)'", range: token.range, text: $0) })
    }

    /// The pseudo-class as InterfaCSS `version` knows it; nil for an unknown one.
    func knownPseudoClass(_ name: String) -> PropertyRegistry.PseudoClass? {
        guard let info = registry.pseudoClass(named: name) else { return nil }
        switch version {
        case .one: return info.since == "2" ? nil : info
        case .two: return info.removedIn == "2" ? nil : info
        }
    }

    mutating func checkPseudoClass(_ pseudo: PseudoClassSyntax, in compound: CompoundSelectorSyntax, depth: Int) {
        guard let nameToken = pseudo.nameToken else { return }
        // What the rule applies to when InterfaCSS drops this pseudo-class.
        var target: String {
            let rest = compound.node.text.replacingOccurrences(of: pseudo.node.text, with: "")
            return rest.isEmpty ? "every element the rest of the selector matches" : "every '\(rest)' the rest of the selector matches"
        }
        guard let info = knownPseudoClass(nameToken.text) else {
            let known = registry.pseudoClasses.filter { knownPseudoClass($0.name) != nil }.map(\.name)
            let suggestions = closestNames(to: nameToken.text, in: known)
            add(
                .unknownPseudoClass, nameToken.range,
                "\(version.displayName) knows no pseudo-class ':\(nameToken.text)': it drops it, and the rule applies to \(target)\(didYouMean(suggestions))",
                fixes: suggestions.map { Diagnostic.Fix(title: "Replace with ':\($0)'", range: nameToken.range, text: $0) })
            return
        }
        let argument = pseudo.argumentText
        let range = pseudo.arguments?.range ?? nameToken.range
        guard let parameter = info.parameter else {
            if let argument {
                add(.invalidPseudoClassArgument, range, "':\(info.name)' takes no argument; InterfaCSS ignores '(\(argument))'", severity: .warning)
            }
            return
        }
        guard let argument, !argument.isEmpty else {
            let example: String
            switch parameter {
            case .anPlusB: example = "(2n+1)"
            case .version: example = "(8.0)"
            case .number: example = "(375)"
            case .string: example = "(\"iPhone\")"
            case .selector: example = "(.hidden)"
            }
            // 1.x makes a structural pseudo-class without a+b (0n+0) or one without its
            // parameter: neither matches. 2.x passes the name itself as the parameter
            // (StyleSheetParser+Support.swift, createPseudoClass: `parts.last`), which a
            // structural pseudo-class rejects, so it is dropped (PseudoClass.swift).
            let consequence = version == .two && parameter == .anPlusB
                ? "InterfaCSS 2 drops it, and the rule applies to \(target)"
                : version == .two ? "InterfaCSS 2 takes its own name for the argument, which does not work" : "it never matches"
            add(.invalidPseudoClassArgument, range, "':\(info.name)' needs an argument, such as :\(info.name)\(example); without one \(consequence)")
            return
        }
        switch parameter {
        case .anPlusB:
            if version == .two, AnPlusB(argument) != nil, let written = Self.anWithoutSignOrNumber(argument) {
                add(
                    .invalidPseudoClassArgument, range,
                    "InterfaCSS 2 crashes on ':\(nameToken.text)(\(written))': its parser takes an a·n without b as a sign and a number and reads both, so the app stops when one is missing (StyleSheetParser.swift, pseudoClassParameterParserAN); write \(written)+0",
                    fixes: [Diagnostic.Fix(title: "Replace with \(written)+0", range: range, text: "(\(written)+0)")])
                return
            }
            guard AnPlusB(argument) == nil else { return }
            // 1.x makes it with the text as its parameter and a = b = 0: it never matches
            // (ISSDefaultStyleSheetParser.m, parameterizedPseudoClassSelector); 2.x rejects a
            // text for a structural pseudo-class and drops it (PseudoClass.swift, PseudoClassBuilder).
            let written = "':\(info.name)(\(argument))'"
            let consequence = version == .two ? "InterfaCSS 2 drops \(written), and the rule applies to \(target)" : "\(written) never matches"
            if let number = Int(argument.trimmingWhitespace) {
                add(
                    .invalidPseudoClassArgument, range,
                    "InterfaCSS reads no plain number as an+b, so \(consequence); write :\(info.name)(0n+\(number))",
                    fixes: [Diagnostic.Fix(title: "Replace with 0n+\(number)", range: range, text: "(0n+\(number))")])
            } else {
                add(
                    .invalidPseudoClassArgument, range,
                    "InterfaCSS reads an+b only as written like 2n+1, -n+3, n, odd or even (a lower-case n, the sign of b required), so \(consequence)")
            }
        case .version:
            let text = unquote(argument.trimmingWhitespace)
            if text.split(separator: ".").isEmpty || !text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                add(.invalidPseudoClassArgument, range, "expected a version such as 8.0 or 13.4.1 in ':\(info.name)', not '\(argument)'")
            }
        case .number:
            if Double(argument.trimmingWhitespace) == nil {
                add(.invalidPseudoClassArgument, range, "expected a number of points in ':\(info.name)', not '\(argument)'; InterfaCSS reads it as 0")
            }
        case .string:
            if PropertyRegistry.normalize(info.name) == "devicemodel" {
                add(.invalidPseudoClassArgument, nameToken.range, "InterfaCSS 1.x loses the parameter of ':deviceModel', so it never matches (InterfaCSS 2 removed it)")
            }
        case .selector:
            if let list = pseudo.selectorList, depth < 32 { checkSelectorList(list, depth: depth + 1) }
        }
    }

    // MARK: - 1.x takes the character after `;`

    /// 1.x's declaration and variable parser ends a value at `;` and then skips one character
    /// more (ISSParser+CSS.m, iss_propertyPairParser: `index = i + 1` after the `;`). Whitespace
    /// is harmless; anything else is lost.
    mutating func checkCharactersAfterSemicolons() {
        guard version == .one else { return }
        // One at a time: the tokens of all of them were the largest thing alive in a 1 MB lint.
        for declaration in outline.declarations {
            if let semicolon = declaration.syntax.node.token(.semicolon)?.range { checkCharacterAfter(semicolon: semicolon) }
        }
        for variable in outline.variables {
            if let semicolon = variable.syntax.node.token(.semicolon)?.range { checkCharacterAfter(semicolon: semicolon) }
        }
    }

    private mutating func checkCharacterAfter(semicolon: Range<Int>) {
        let next = semicolon.upperBound
        guard next < bytes.count else { return }
        let byte = bytes[next]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == UInt8(ascii: ";") { return }
        let fix = Diagnostic.Fix(title: "Insert a space", range: next..<next, text: " ")
        switch byte {
        case UInt8(ascii: "}"):
            add(
                .quirk, semicolon,
                "InterfaCSS 1.x skips the character after ';', here the '}' that closes the ruleset: the ruleset never ends, so InterfaCSS ignores it and everything after it; put a space or a line break after ';'",
                severity: .error, fixes: [fix])
        case UInt8(ascii: "/"):
            add(
                .quirk, semicolon,
                "InterfaCSS 1.x skips the character after ';', here the '/' that opens the comment, and reads the rest of the comment as text it skips; put a space after ';'",
                severity: .hint, fixes: [fix])
        default:
            // Only the one character: an item's diagnostics may depend on no more text after
            // it than the parser's lookahead.
            var end = next + 1
            while end < bytes.count, end - next < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let lost = String(decoding: bytes[next..<end], as: UTF8.self)
            add(
                .quirk, semicolon,
                "InterfaCSS 1.x skips the character after ';', here '\(lost)', so it misreads what follows and ignores it up to the next ';'; put a space or a line break after ';'",
                severity: .error, fixes: [fix])
        }
    }
}

extension AnalysisContext {
    /// The classes a ruleset with these chains styles: each chain's last part names its type,
    /// or the view definitions say which elements carry its classes and id. Unknown if any
    /// chain is.
    public func styledClasses(of chains: [SelectorChain]) -> ([String]?, StyledClassSource) {
        var classes: Set<String> = []
        var source = StyledClassSource.typeSelector
        for chain in chains {
            guard let last = chain.parts.last else { return (nil, .unknown) }
            if let type = last.type {
                guard type != "*", type != "&", let resolved = registry.typeSelectorClass(type) else { return (nil, .unknown) }
                classes.insert(resolved.name)
            } else {
                guard !views.isEmpty, !last.classes.isEmpty || last.id != nil else { return (nil, .unknown) }
                let found = views.classes(carrying: last.classes, id: last.id)
                guard !found.isEmpty else { return (nil, .unknown) }
                classes.formUnion(found)
                source = .viewDefinition
            }
        }
        return classes.isEmpty ? (nil, .unknown) : (classes.sorted(), source)
    }
}
