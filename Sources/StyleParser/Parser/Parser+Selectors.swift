/// Selectors (grammar.md §3): `type#id.class:pseudo(args)` compounds joined by combinators into
/// chains, chains joined by commas into a list.
extension Parser {
    /// Parses a selector list made of the tokens before token `limit` (the ruleset's `{`, the end
    /// of an `@extend`, or the `)` of `:not(…)`). What does not fit the grammar goes into an
    /// `unexpected` node at the end of the list.
    mutating func parseSelectorList(upTo limit: Int, depth: Int = 0) {
        let list = mark()
        var chains = 0
        chainLoop: while next() < limit, peek() != nil {
            let chain = mark()
            guard parseCompoundSelector(upTo: limit, depth: depth) else {
                if chains > 0 || peek() == .comma { missing(.missingSelector) }
                break
            }
            chains += 1
            while next() < limit, let kind = peek(), kind != .comma {
                if pendingTriviaContainsComment() { break }
                switch kind {
                case .greater, .plus, .tilde:
                    bump()
                    if !parseCompoundSelector(upTo: limit, depth: depth) {
                        missing(.missingSelector)
                        finish(.complexSelector, chain)
                        break chainLoop
                    }
                default:
                    // A descendant combinator is whitespace between two compounds.
                    guard current != next(), parseCompoundSelector(upTo: limit, depth: depth) else {
                        finish(.complexSelector, chain)
                        break chainLoop
                    }
                }
            }
            finish(.complexSelector, chain)
            guard next() < limit, peek() == .comma else { break }
            bump()
            // `.a, {`: a trailing comma.
            if next() >= limit || peek() == nil { missing(.missingSelector) }
        }
        if chains == 0 && (next() >= limit || peek() == nil) { missing(.missingSelector) }
        unexpected(upTo: limit)
        if next() == limit && pendingTriviaContainsComment() {
            // `.a /* note */ {`: 1.x does not allow comments there.
            let start = builder.mark(at: consumedEnd)
            pushTokens(upTo: limit)
            finish(.unexpected, start)
        }
        finish(.selectorList, list)
    }

    @inline(__always)
    mutating func pendingTriviaContainsComment() -> Bool {
        var index = current
        while index < next() {
            if kinds[index] == .blockComment || kinds[index] == .lineComment || kinds[index] == .unterminatedBlockComment {
                return true
            }
            index += 1
        }
        return false
    }

    /// Parses one compound selector; false (and nothing consumed) when none starts here.
    mutating func parseCompoundSelector(upTo limit: Int, depth: Int) -> Bool {
        guard next() < limit, let first = peek() else { return false }
        let start = mark()
        switch first {
        case .identifier: leaf(.typeSelector)
        case .star: leaf(.universalSelector)
        case .ampersand: leaf(.parentSelector)
        default: break
        }
        // Parts of one compound touch each other: `a.b`, not `a .b`. A part starts at `current`,
        // with no trivia before it, so its tokens are pushed as they are.
        var progressed = true
        while progressed, current < limit, let kind = kind(current), !kind.isTrivia {
            switch kind {
            case .hash:
                let part = builder.mark(at: consumedEnd)
                pushTokens(upTo: current &+ 1)
                finish(.idSelector, part)
            case .dot where current + 1 < limit && self.kind(current + 1) == .identifier:
                let part = builder.mark(at: consumedEnd)
                pushTokens(upTo: current &+ 2)
                finish(.classSelector, part)
            case .colon where current + 1 < limit && self.kind(current + 1) == .identifier:
                parsePseudoClass(upTo: limit, depth: depth)
            default:
                progressed = false
            }
        }
        guard builder.count > start.words else { return false }
        finish(.compoundSelector, start)
        return true
    }

    /// A node of `kind` around the next token.
    @inline(__always)
    mutating func leaf(_ kind: SyntaxKind) {
        let start = mark()
        bump()
        finish(kind, start)
    }

    mutating func parsePseudoClass(upTo limit: Int, depth: Int) {
        let start = mark()
        bump()  // :
        let name = current
        bump()
        if current == next(), next() < limit, peek() == .leftParen {
            let arguments = mark()
            let open = next()
            bump()
            if let close = closingParenthesis(of: open), close < limit {
                if tokenEquals(name, "not") && depth < Parser.maxExpressionDepth {
                    parseSelectorList(upTo: close, depth: depth + 1)
                } else {
                    while next() < close { bump() }
                }
                bump()  // )
            } else {
                while next() < limit, peek() != nil { bump() }
                missing(.missingRightParen)
            }
            finish(.pseudoClassArguments, arguments)
        }
        finish(.pseudoClass, start)
    }
}
