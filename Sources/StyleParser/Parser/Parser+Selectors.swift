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

    /// The selector list of most rulesets -- compound selectors of a type, ids, classes and
    /// pseudo-classes with flat arguments, joined by spaces, line breaks, `>`, `+`, `~` and
    /// commas up to the ruleset's `{` -- built as it is read, where `classify` and then
    /// `parseSelectorList` would each walk it. It looks at no token `classify` would not, and
    /// builds what `parseSelectorList` builds (`ShortcutTests` compare them). True with the `{`
    /// the next token; false, with everything it pushed taken back, for anything else.
    mutating func parseSimpleSelectorList() -> Bool {
        let first = current
        let list = builder.mark(at: consumedEnd)
        // A name followed, after a space, by `:` may be a declaration missing its `;` (`classify`
        // decides on the next line).
        if kind(first) == .identifier {
            var index = first &+ 1
            while kind(index) == .dot && kind(index &+ 1) == .identifier { index &+= 2 }
            if kind(index) == .whitespace || kind(index) == .newline {
                while kind(index) == .whitespace || kind(index) == .newline { index &+= 1 }
                if kind(index) == .colon { return false }
            }
        }
        var index = first
        while true {
            pushTokens(upTo: index)  // the trivia after a comma, outside the chain
            let chain = builder.mark(at: consumedEnd)
            while true {
                guard pushSimpleCompoundSelector(at: &index) else {
                    rollBack(to: list, token: first)
                    return false
                }
                // What follows a compound: trivia, then the `{`, a comma, a combinator or (after
                // trivia) the next compound.
                var after = index
                while let kind = kind(after), kind == .whitespace || kind == .newline { after &+= 1 }
                guard let kind = kind(after) else {
                    rollBack(to: list, token: first)
                    return false
                }
                if kind == .leftBrace || kind == .comma { break }
                if kind == .greater || kind == .plus || kind == .tilde {
                    pushTokens(upTo: after &+ 1)  // trivia and the combinator
                    after &+= 1
                    while let kind = self.kind(after), kind == .whitespace || kind == .newline { after &+= 1 }
                } else if after == index {
                    rollBack(to: list, token: first)
                    return false
                }
                index = after
            }
            finish(.complexSelector, chain)
            while let kind = kind(index), kind == .whitespace || kind == .newline { index &+= 1 }
            if kind(index) == .leftBrace { break }
            pushTokens(upTo: index &+ 1)  // trivia and the comma
            index &+= 1
            while let kind = kind(index), kind == .whitespace || kind == .newline { index &+= 1 }
        }
        finish(.selectorList, list)
        return true
    }

    /// Pushes the compound selector at `index` for `parseSimpleSelectorList` (the trivia before
    /// it first), as `parseCompoundSelector` builds it, and moves `index` past it; false when
    /// none starts there or one of its pseudo-classes has nested or `:not(…)` arguments.
    @inline(__always)
    mutating func pushSimpleCompoundSelector(at index: inout Int) -> Bool {
        pushTokens(upTo: index)
        let compound = builder.mark(at: consumedEnd)
        let start = index
        if kind(index) == .identifier {
            let node = builder.mark(at: consumedEnd)
            pushTokens(upTo: index &+ 1)
            finish(.typeSelector, node)
            index &+= 1
        }
        while let kind = kind(index) {
            let node = builder.mark(at: consumedEnd)
            if kind == .hash {
                pushTokens(upTo: index &+ 1)
                finish(.idSelector, node)
                index &+= 1
            } else if (kind == .dot || kind == .colon) && self.kind(index &+ 1) == .identifier {
                pushTokens(upTo: index &+ 2)
                if kind == .dot {
                    finish(.classSelector, node)
                    index &+= 2
                    continue
                }
                index &+= 2
                if self.kind(index) == .leftParen {
                    guard !tokenEquals(index &- 1, "not"), let close = flatArgumentsEnd(open: index) else { return false }
                    let arguments = builder.mark(at: consumedEnd)
                    pushTokens(upTo: close &+ 1)
                    finish(.pseudoClassArguments, arguments)
                    index = close &+ 1
                }
                finish(.pseudoClass, node)
            } else {
                break
            }
        }
        guard index > start else { return false }
        finish(.compoundSelector, compound)
        return true
    }

    /// The `)` closing the `(` at `open` when nothing between them is a parenthesis, brace or `;`.
    @inline(__always)
    mutating func flatArgumentsEnd(open: Int) -> Int? {
        var index = open &+ 1
        while let kind = kind(index) {
            switch kind {
            case .rightParen: return index
            case .leftParen, .leftBrace, .rightBrace, .semicolon: return nil
            default: index &+= 1
            }
        }
        return nil
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
