/// Deciding what an item is. InterfaCSS 1.x is a backtracking parser that tries, in order, a
/// comment, a variable, a declaration, a nested ruleset, an "unsupported" `x { y }` block and
/// finally skips the line (grammar.md §2, §5). These scans answer the same questions by looking
/// ahead over tokens, never past a `}` that is not the item's own, and never further than the
/// first `;`, `{` or `}`.
extension Parser {
    /// Decides what the item starting at significant token `index` is.
    mutating func classify(_ index: Int) -> ItemShape {
        switch kinds[index] {
        case .atKeyword:
            if tokenEquals(index, "@extend") || tokenEquals(index, "@extends") {
                return .extend(end: statementEnd(from: index + 1))
            }
            if let separator = separator(after: index + 1) {
                return .variable(separator: separator.index, end: statementEnd(from: separator.index + 1))
            }
            let scan = scanStatement(from: index + 1)
            if scan.stop.kind == .leftBrace { return .atRule(brace: scan.stop.index, end: scan.end) }
            return .atRule(brace: nil, end: scan.end)
        case .customProperty:
            if let separator = separator(after: index + 1) {
                return .variable(separator: separator.index, end: statementEnd(from: separator.index + 1))
            }
        case .identifier:
            if let name = declarationName(at: index), let separator = separator(after: name) {
                let scan = scanStatement(from: separator.index + 1)
                if scan.stop.kind != .leftBrace {
                    return .declaration(separator: separator.index, end: scan.end)
                }
                // `name: value` then `{`: a declaration missing its `;` before a nested ruleset
                // on a later line, unless it reads as a selector such as `label:hover {`.
                if scan.firstLineBreak != nil && isDeclarationLike(separator) {
                    return .declaration(separator: separator.index, end: scan.end)
                }
            }
        default:
            break
        }
        if let brace = selectorGroupEnd(from: index) {
            return .ruleset(brace: brace)
        }
        // What is left of the line: a ruleset with a broken selector when a `{` follows on the
        // same line, a declaration missing its `:` when it reads `name value;`, else skipped
        // text up to the line break (as 1.x skips it) or a `;`.
        var end = index
        while let kind = kind(end) {
            if kind == .leftBrace { return .ruleset(brace: end) }
            if kind == .rightBrace || kind == .newline { break }
            if kind == .semicolon {
                if kinds[index] == .identifier && end > index + 1 && kinds[index + 1] == .whitespace {
                    return .declaration(separator: nil, end: StatementEnd(index: end, hasSemicolon: true))
                }
                return .unrecognized(end: end + 1)
            }
            end += 1
        }
        return .unrecognized(end: end)
    }

    // MARK: - Statements

    struct StatementScan {
        /// The token that stopped the scan: `;`, `{`, `}`, a line break before a new item, or
        /// the end of input (kind nil).
        var stop: (index: Int, kind: TokenKind?)
        /// The first line break outside parentheses.
        var firstLineBreak: Int?

        /// Where the statement ends: at its `;`; without one, at its first line break (the rest
        /// is most likely the next statement), else at whatever stopped it.
        var end: StatementEnd {
            if stop.kind == .semicolon { return StatementEnd(index: stop.index, hasSemicolon: true) }
            return StatementEnd(index: firstLineBreak ?? stop.index, hasSemicolon: false)
        }
    }

    /// Scans a value from token `start` to its end. `;` always ends it (also inside
    /// parentheses), as do `{` and `}`, and a line break followed by what looks like the next
    /// declaration, variable or `@extend`.
    mutating func scanStatement(from start: Int) -> StatementScan {
        var depth = 0
        var index = start
        var firstLineBreak: Int?
        while let kind = kind(index) {
            if !kind.endsOrNestsStatement {
                index = plainTokensEnd(from: index &+ 1)
                continue
            }
            switch kind {
            case .semicolon, .leftBrace, .rightBrace:
                return StatementScan(stop: (index, kind), firstLineBreak: firstLineBreak)
            case .leftParen:
                depth += 1
            case .rightParen:
                depth = max(0, depth - 1)
            case .newline where depth == 0:
                if firstLineBreak == nil { firstLineBreak = index }
                if looksLikeItemStart(significant(from: index + 1)) {
                    return StatementScan(stop: (index, .newline), firstLineBreak: firstLineBreak)
                }
            default:
                break
            }
            index += 1
        }
        return StatementScan(stop: (index, nil), firstLineBreak: firstLineBreak)
    }

    /// The first token from `index` on that `scanStatement` acts on, or the first not lexed yet:
    /// most of a value, read straight from the token buffer.
    @inline(__always)
    func plainTokensEnd(from index: Int) -> Int {
        let kinds = self.kinds.baseAddress, count = self.kinds.count
        var index = index
        while index < count && !kinds[index].endsOrNestsStatement { index &+= 1 }
        return index
    }

    mutating func statementEnd(from start: Int) -> StatementEnd {
        scanStatement(from: start).end
    }

    /// True when token `index` starts what is clearly a new declaration, variable or `@extend`.
    mutating func looksLikeItemStart(_ index: Int) -> Bool {
        guard let kind = kind(index) else { return false }
        switch kind {
        case .atKeyword:
            return tokenEquals(index, "@extend") || tokenEquals(index, "@extends") || separator(after: index + 1) != nil
        case .customProperty:
            return separator(after: index + 1) != nil
        case .identifier:
            guard let name = declarationName(at: index), let separator = separator(after: name) else { return false }
            return isDeclarationLike(separator)
        default:
            return false
        }
    }

    /// The token after a property name starting at `index`: `name(.name)*` optionally followed
    /// by a parameter list `(…)` on the same line. Nil when `index` starts no property name.
    mutating func declarationName(at index: Int) -> Int? {
        guard kind(index) == .identifier else { return nil }
        var end = index + 1
        while kind(end) == .dot && kind(end + 1) == .identifier { end += 2 }
        // 1.x reads the name up to `(` and trims it: `titleColor (highlighted)` has parameters.
        var open = end
        while kind(open) == .whitespace { open += 1 }
        if kind(open) == .leftParen {
            end = open
            end += 1
            while let kind = kind(end), kind != .rightParen {
                switch kind {
                case .leftBrace, .rightBrace, .semicolon, .newline, .leftParen: return nil
                default: end += 1
                }
            }
            guard kind(end) == .rightParen else { return nil }
            end += 1
        }
        return end
    }

    /// The `:` or `=` after optional whitespace starting at token `index`.
    @inline(__always)
    mutating func separator(after index: Int) -> (index: Int, spaceBefore: Bool)? {
        var index = index
        var spaceBefore = false
        while let kind = kind(index), kind == .whitespace || kind == .newline {
            index += 1
            spaceBefore = true
        }
        guard let kind = kind(index), kind == .colon || kind == .equal else { return nil }
        return (index, spaceBefore)
    }

    /// `name: value` rather than the selector `name:pseudo`: a selector has no space around the
    /// `:` and an identifier right after it.
    mutating func isDeclarationLike(_ separator: (index: Int, spaceBefore: Bool)) -> Bool {
        if separator.spaceBefore || kinds[separator.index] == .equal { return true }
        return kind(separator.index + 1) != .identifier
    }

    // MARK: - Selectors

    /// If the tokens from `index` are a selector group followed by `{`, the index of the `{`.
    /// Whitespace and line breaks may separate selectors; a comment may not (1.x fails there).
    mutating func selectorGroupEnd(from start: Int) -> Int? {
        var index = start
        while true {
            guard let end = compoundSelectorEnd(from: index) else { return nil }
            index = end
            var sawSpace = false
            while let kind = kind(index), kind == .whitespace || kind == .newline {
                index += 1
                sawSpace = true
            }
            guard let kind = kind(index) else { return nil }
            switch kind {
            case .leftBrace:
                return index
            case .comma, .greater, .plus, .tilde:
                index += 1
                while let kind = self.kind(index), kind == .whitespace || kind == .newline { index += 1 }
            default:
                guard sawSpace else { return nil }
            }
        }
    }

    /// The token after a compound selector (`type#id.class:pseudo(…)`, parts not separated by
    /// trivia) starting at `index`; nil when none starts there.
    mutating func compoundSelectorEnd(from start: Int) -> Int? {
        var index = start
        if let kind = kind(index), kind == .identifier || kind == .star || kind == .ampersand {
            index += 1
        }
        loop: while let kind = kind(index) {
            switch kind {
            case .hash:
                index += 1
            case .dot where self.kind(index + 1) == .identifier:
                index += 2
            case .colon where self.kind(index + 1) == .identifier:
                index += 2
                if self.kind(index) == .leftParen {
                    guard let close = closingParenthesis(of: index) else { return nil }
                    index = close + 1
                }
            default:
                break loop
            }
        }
        return index > start ? index : nil
    }

    /// The `)` matching the `(` at `open`, if it comes before any `{`, `}` or `;`.
    mutating func closingParenthesis(of open: Int) -> Int? {
        var depth = 0
        var index = open
        while let kind = kind(index) {
            switch kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return index }
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: break
            }
            index += 1
        }
        return nil
    }
}

extension TokenKind {
    /// `;`, braces, parentheses and line breaks: the tokens `scanStatement` acts on, tested with
    /// one bit mask since most tokens of a value are none of them.
    @inline(__always) var endsOrNestsStatement: Bool {
        let kinds: UInt64 = 1 << TokenKind.semicolon.rawValue | 1 << TokenKind.leftBrace.rawValue
            | 1 << TokenKind.rightBrace.rawValue | 1 << TokenKind.leftParen.rawValue
            | 1 << TokenKind.rightParen.rawValue | 1 << TokenKind.newline.rawValue
        return kinds >> UInt64(rawValue & 63) & 1 != 0
    }
}
