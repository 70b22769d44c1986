import Foundation
import StyleParser

/// How InterfaCSS itself reads a stylesheet, where that differs from what the text says.
///
/// Both parsers (1.x ISSDefaultStyleSheetParser.m, 2.x StyleSheetParser.swift) read the top
/// level as a repetition of "comment, variable, ruleset, or skip the line up to `{`, `}` or a
/// line break". None of those can start at a `{` or `}`, so at the first ruleset they cannot
/// read — a selector outside their grammar, a nested block they cannot skip, a block whose `}`
/// went missing — they skip its selector line, stand at its `{` and stop: everything from that
/// ruleset to the end of the file is ignored, without a word (docs/conformance.md, "Reading").
/// A nested ruleset whose selector they cannot read is skipped instead, as long as its block is
/// simple text (no braces of its own, not empty).
enum StylesheetReading {
    /// Where InterfaCSS stops reading, found in one top-level item.
    struct Stop: Hashable, Sendable {
        /// What makes it stop (UTF-8 offsets).
        var cause: Range<Int>
        /// Where the ignored text begins: the item's start, or after a stray `}`.
        var ignoredFrom: Int
        /// Why, as a clause: "'}' closes no block", "the selector ':landscape' starts with a pseudo-class".
        var reason: String
        /// For a cause no other check reports (a `//` comment 2.x does not read as one): the
        /// error to report at `cause`.
        var message: String?

        func shifted(by delta: Int) -> Stop {
            Stop(cause: (cause.lowerBound + delta)..<(cause.upperBound + delta), ignoredFrom: ignoredFrom + delta, reason: reason, message: message)
        }
    }

    /// The first stop of some items, for each version.
    struct Stops: Hashable, Sendable {
        var one: Stop?
        var two: Stop?

        init(one: Stop? = nil, two: Stop? = nil) {
            self.one = one
            self.two = two
        }

        /// The first stops of `items` (top-level nodes, in order).
        init(_ items: [SyntaxNode]) {
            for item in items where item.kind == .ruleset || item.kind == .atRule || item.kind == .strayCloseBrace {
                if one == nil { one = StylesheetReading.stop(in: item, version: .one) }
                if two == nil { two = StylesheetReading.stop(in: item, version: .two) }
                if one != nil && two != nil { break }
            }
        }

        subscript(version: InterfaCSSVersion) -> Stop? { version == .one ? one : two }

        /// These stops if any, else `later`'s.
        func then(_ later: Stops) -> Stops { Stops(one: one ?? later.one, two: two ?? later.two) }

        /// These stops, with 2.x's replaced by `stop` when that comes first (a stop found
        /// between the items, in a top-level `//` comment).
        func with(two stop: Stop?) -> Stops {
            guard let stop else { return self }
            if let two, two.cause.lowerBound < stop.cause.lowerBound { return self }
            return Stops(one: one, two: stop)
        }

        func shifted(by delta: Int) -> Stops { Stops(one: one?.shifted(by: delta), two: two?.shifted(by: delta)) }
    }

    /// The first place in a top-level item where InterfaCSS `version` stops reading.
    static func stop(in item: SyntaxNode, version: InterfaCSSVersion) -> Stop? {
        let stop = structureStop(in: item, version: version)
        guard version == .two, let comment = lineCommentStop(in: item) else { return stop }
        if let stop, stop.cause.lowerBound < comment.cause.lowerBound { return stop }
        return comment
    }

    /// 2.x has no `//` comments (StyleSheetParserSyntax.swift, `comment` reads `/* */` only): it
    /// skips such a line as unrecognised text up to a line break, `{` or `}`
    /// (`parseLineUpToInvalidCharacters`). A comment without braces is thus skipped whole; at a
    /// `{` in it, nothing reads on and InterfaCSS stops (the ruleset around it is lost too); a
    /// `}` in it ends the enclosing block there, and the block's own `}` later stops it.
    /// `comment`: the comment's bytes (a slice of the tree's, so its indices are offsets);
    /// `item`: the top-level item it is in, nil for a comment between items.
    static func lineCommentStop(_ comment: ArraySlice<UInt8>, in item: SyntaxNode?) -> Stop? {
        guard let brace = comment.firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        let open = comment[brace] == UInt8(ascii: "{")
        let range = comment.startIndex..<comment.endIndex
        let fix = "write /* … */ instead"
        if open {
            let lost = item == nil ? "" : " (with the ruleset around it)"
            return Stop(
                cause: range, ignoredFrom: item?.range.lowerBound ?? brace,
                reason: "it has no '//' comments and cannot read the '{' in this one",
                message: "InterfaCSS 2 has no '//' comments: it skips this line as text only up to its '{', where it stops reading the stylesheet: the app ignores everything from here\(lost) to the end of the file; \(fix)")
        }
        return Stop(
            cause: range, ignoredFrom: range.upperBound,
            reason: "it has no '//' comments and reads the '}' in this one as the end of the block",
            message: "InterfaCSS 2 has no '//' comments: it skips this line as text only up to its '}', which ends the block there; what follows is misread and InterfaCSS stops reading the stylesheet at the block's own '}'; \(fix)")
    }

    /// The first `//` comment with a brace in a top-level item (a quick look at its bytes first).
    static func lineCommentStop(in item: SyntaxNode) -> Stop? {
        let bytes = item.bytes
        var index = bytes.startIndex
        while index < bytes.endIndex - 1 {
            guard bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/") else {
                index += 1
                continue
            }
            // `//` also appears in strings and addresses: only a comment token counts.
            if let token = item.token(at: index), token.kind == .lineComment, token.offset == index {
                if let stop = lineCommentStop(token.bytes, in: item) { return stop }
                index = max(index + 2, token.range.upperBound)
            } else {
                index += 2
            }
        }
        return nil
    }

    static func structureStop(in item: SyntaxNode, version: InterfaCSSVersion) -> Stop? {
        switch item.kind {
        case .strayCloseBrace:
            return Stop(cause: item.range, ignoredFrom: item.range.upperBound, reason: "the '}' closes no block")
        case .atRule:
            guard item.child(.block) != nil, let keyword = item.firstSignificantToken else { return nil }
            return Stop(cause: keyword.range, ignoredFrom: item.range.lowerBound, reason: "'\(keyword.text) { … }' is not a ruleset it can read")
        case .ruleset:
            let ruleset = RulesetSyntax(unchecked: item)
            if let list = ruleset.selectorList, let problem = selectorProblem(list, version: version, topLevel: true) {
                return Stop(cause: problem.range, ignoredFrom: item.range.lowerBound, reason: problem.reason)
            }
            if let inner = blockStop(ruleset, version: version) {
                return Stop(cause: inner.range, ignoredFrom: item.range.lowerBound, reason: inner.reason)
            }
            return nil
        default:
            return nil
        }
    }

    /// A problem inside a ruleset's block that makes the whole ruleset unreadable: a nested
    /// ruleset it can neither read nor skip, a `}` lost to 1.x's `;` quirk, a missing `}`.
    static func blockStop(_ ruleset: RulesetSyntax, version: InterfaCSSVersion) -> (range: Range<Int>, reason: String)? {
        // Explicit stack: blocks may nest thousands deep.
        var stack: [RulesetSyntax] = [ruleset]
        while let current = stack.popLast() {
            guard let block = current.block else { continue }
            if block.node.token(.missingRightBrace) != nil, let open = block.node.token(.leftBrace) {
                return (open.range, "the '{' of '\(excerpt(current.selectorList?.text ?? ""))' is never closed")
            }
            if version == .one, let lost = closeBraceLostToSemicolon(block.node) {
                return (lost, "the ';' right before the '}' of '\(excerpt(current.selectorList?.text ?? ""))' takes the '}' with it")
            }
            for child in block.node.childNodes.reversed() {
                switch child.kind {
                case .ruleset:
                    let nested = RulesetSyntax(unchecked: child)
                    if let list = nested.selectorList, let problem = selectorProblem(list, version: version, topLevel: false) {
                        if !canSkip(nested.block?.node) {
                            return (problem.range, problem.reason + ", and it cannot skip a nested ruleset whose block is empty or has braces of its own")
                        }
                    } else {
                        stack.append(nested)
                    }
                case .atRule:
                    if let nestedBlock = child.child(.block), !canSkip(nestedBlock), let keyword = child.firstSignificantToken {
                        return (keyword.range, "it cannot skip '\(keyword.text) { … }' when its block is empty or has braces of its own")
                    }
                default:
                    break
                }
            }
        }
        return nil
    }

    /// Whether InterfaCSS's "unsupported nested ruleset" rule can skip this block: some text
    /// between its braces, and no brace of its own (`anythingButBraces` in both parsers).
    /// Both look at characters, not tokens: a brace in a string or a comment counts too.
    static func canSkip(_ block: SyntaxNode?) -> Bool {
        guard let block, block.token(.missingRightBrace) == nil else { return false }
        let bytes = block.bytes
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return false }
        return !bytes.dropFirst().dropLast().contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// The `}` of `block` when 1.x's `;` quirk takes it: its last statement's `;` touches it.
    static func closeBraceLostToSemicolon(_ block: SyntaxNode) -> Range<Int>? {
        guard let close = block.token(.rightBrace), close.offset > block.range.lowerBound,
            block.bytes[close.offset - 1] == UInt8(ascii: ";")
        else { return nil }
        // The `;` of the block's last declaration or variable, touching the `}`.
        for statement in block.childNodes where statement.kind == .declaration || statement.kind == .variableDefinition {
            if let semicolon = statement.token(.semicolon), semicolon.range.upperBound == close.offset {
                return semicolon.offset..<close.range.upperBound
            }
        }
        return nil
    }

    // MARK: - Selectors

    /// What InterfaCSS cannot read in a selector list: the first part outside its grammar
    /// (`type#id.class:pseudo` in that order, a pseudo-class argument of the forms it knows,
    /// no comment, no trailing comma). Nil when it reads the whole list.
    static func selectorProblem(_ list: SelectorListSyntax, version: InterfaCSSVersion, topLevel: Bool) -> (range: Range<Int>, reason: String)? {
        // A comment has a '/'; a missing selector is an error. Most lists have neither, and
        // are not walked token by token.
        if list.node.containsError || list.node.bytes.contains(UInt8(ascii: "/")) {
            for token in list.node.tokens {
                switch token.kind {
                case .blockComment, .lineComment, .unterminatedBlockComment:
                    return (token.range, "it does not allow a comment inside a selector list")
                case .missingSelector:
                    return (token.range, list.selectors.isEmpty ? "there is no selector before the '{'" : "a selector is missing after a ','")
                default:
                    continue
                }
            }
        }
        if let unexpected = list.node.child(.unexpected) {
            return (unexpected.range, "'\(excerpt(unexpected.text))' is not part of a selector it can read")
        }
        // Types and classes alone are always read; the parts below need one of these.
        guard list.node.bytes.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "&") }) else { return nil }
        let selectors = list.selectors
        // InterfaCSS 2's `:root { … }` block of variables.
        if version == .two, topLevel, selectors.count == 1, selectors[0].compounds.count == 1,
            selectors[0].compounds[0].node.childNodes.map(\.kind) == [.pseudoClass],
            selectors[0].compounds[0].pseudoClasses.first?.nameToken?.text.lowercased() == "root" {
            return nil
        }
        for selector in selectors {
            for compound in selector.compounds {
                if let problem = compoundProblem(compound, version: version) { return problem }
            }
        }
        return nil
    }

    /// The parts of a compound, in the only order InterfaCSS reads them.
    private enum PartRank: Int { case type, id, className, pseudo }

    static func compoundProblem(_ compound: CompoundSelectorSyntax, version: InterfaCSSVersion) -> (range: Range<Int>, reason: String)? {
        var last: PartRank?
        for part in compound.node.childNodes {
            let rank: PartRank
            switch part.kind {
            case .typeSelector, .universalSelector: rank = .type
            case .parentSelector:
                return (part.range, "it has no '&' parent selector")
            case .idSelector:
                if last == .id { return (part.range, "a selector has at most one '#id'") }
                rank = .id
            case .classSelector: rank = .className
            case .pseudoClass:
                if last == nil {
                    return (part.range, "a selector cannot start with a pseudo-class ('\(excerpt(part.text))'); it belongs after a type, '#id' or '.class'")
                }
                if let problem = pseudoClassArgumentProblem(PseudoClassSyntax(unchecked: part), version: version) { return problem }
                rank = .pseudo
            default:
                continue
            }
            if let last, rank.rawValue < last.rawValue {
                let order = "type, '#id', '.classes', ':pseudo-classes'"
                return (part.range, "it reads the parts of a selector only in the order \(order), so '\(excerpt(part.text))' cannot come where it is")
            }
            last = rank
        }
        return nil
    }

    /// A pseudo-class argument InterfaCSS cannot read: neither `an+b` as it spells it, `even`,
    /// `odd`, nor one word or quoted string (`:not(…)` takes selectors in InterfaCSS 2).
    static func pseudoClassArgumentProblem(_ pseudo: PseudoClassSyntax, version: InterfaCSSVersion) -> (range: Range<Int>, reason: String)? {
        guard let arguments = pseudo.arguments else { return nil }
        if version == .two, pseudo.nameToken?.text.lowercased() == "not" {
            guard let list = pseudo.selectorList else { return nil }
            return selectorProblem(list, version: version, topLevel: false)
        }
        let text = argumentText(arguments)
        if AnPlusB(text) != nil || PseudoClassArgument.word(text) != nil { return nil }
        return (arguments.range, "it cannot read the argument '(\(text))' of ':\(pseudo.nameToken?.text ?? "")': an+b (2n+1, -n+3, odd, even), one word or a quoted string")
    }

    /// The text between a pseudo-class's parentheses, untrimmed.
    static func argumentText(_ arguments: SyntaxNode) -> String {
        let tokens = arguments.tokens.filter { !$0.kind.isMissing }
        guard tokens.first?.kind == .leftParen else { return "" }
        let inner = tokens.last?.kind == .rightParen && tokens.count > 1 ? tokens.dropFirst().dropLast() : tokens.dropFirst()
        return inner.map(\.text).joined()
    }

    static func excerpt(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }
}

/// The one-word pseudo-class argument both InterfaCSS parsers read besides `an+b`
/// (ISSDefaultStyleSheetParser.m, pseudoClassParameterParser; StyleSheetParser.swift,
/// pseudoClassSingleStringParameterParser).
enum PseudoClassArgument {
    /// One word (no spaces, `,:;{}()`) or one quoted string, with spaces around it: the
    /// parameter of `:minOSVersion(8.0)` and the like. Nil otherwise.
    static func word(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let first = trimmed.first, first == "\"" || first == "'" {
            guard trimmed.count >= 2, trimmed.last == first else { return nil }
            return unquote(trimmed)
        }
        let forbidden: Set<Character> = [",", ":", ";", "{", "}", "(", ")"]
        return trimmed.contains(where: { $0.isWhitespace || forbidden.contains($0) }) ? nil : trimmed
    }
}
