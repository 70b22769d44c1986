/// Values (values.md, layout.md): components separated by whitespace or commas, each an
/// expression of literals, variable references, function calls, call chains
/// (`size(auto, 50%).left(5%)`), member accesses (`parent.centerY`), parenthesised lists and
/// arithmetic or comparisons.
extension Parser {
    /// Parses a value from the tokens before token index `limit`.
    @inline(__always)
    mutating func parseValue(upTo limit: Int) {
        let start = mark()
        if atLimit(limit) {
            missing(.missingValue)
        } else {
            parseComponents(upTo: limit, insideArguments: false, depth: 0)
        }
        finish(.value, start)
    }

    @inline(__always)
    mutating func atLimit(_ limit: Int) -> Bool {
        next() >= limit || peek() == nil
    }

    /// Parses value components up to `limit`, or inside an argument list up to its next `,` or
    /// `)`. Elsewhere a stray `)` or `:` is kept as an unexpected token.
    mutating func parseComponents(upTo limit: Int, insideArguments: Bool, depth: Int) {
        if depth < Parser.maxExpressionDepth && shortcuts { pushLoneLiterals(upTo: limit, insideArguments: insideArguments) }
        while !atLimit(limit), let kind = peek() {
            if insideArguments && (kind == .comma || kind == .rightParen) { return }
            switch kind {
            case .comma:
                bump()
            case .rightParen, .rightBracket, .colon, .semicolon:
                leaf(.unexpected)
            default:
                if !parseLoneLiteral(upTo: limit, depth: depth) {
                    parseExpression(upTo: limit, minimumPrecedence: 0, depth: depth)
                }
            }
        }
    }

    /// Most values are literals that nothing extends, separated by trivia and (outside an
    /// argument list) commas: `auto`, `Avenir-Heavy 26`, `0, 0`. The loop in `parseComponents`
    /// would push them one by one as they are; this finds the run with one look at each token
    /// and pushes it in one go, leaving the loop whatever follows it.
    @inline(__always)
    mutating func pushLoneLiterals(upTo limit: Int, insideArguments: Bool) {
        var end = current  // the tokens before `end` are pushed as they are
        var literal = -1  // a literal not yet known to be alone: what follows may extend it
        var index = next()
        while true {
            guard index < limit, let kind = kind(index) else {
                if literal >= 0 { end = literal &+ 1 }
                break
            }
            if kind.isTrivia {
                index &+= 1
                continue
            }
            if Parser.isLoneLiteral(kind) {
                if literal >= 0 { end = literal &+ 1 }
                literal = index
            } else if kind == .comma && !insideArguments {
                end = index &+ 1
                literal = -1
            } else {
                // A call, member access or operator extends the literal before it.
                if literal >= 0 && kind != .leftParen && kind != .dot && Parser.precedence(of: kind) == nil {
                    end = literal &+ 1
                }
                break
            }
            index &+= 1
        }
        pushTokens(upTo: end)
    }

    /// Most components are one number or name. When nothing after it can extend it (no call,
    /// member access or operator follows), the literal is pushed as `parseExpression` would push
    /// it, looking at the same tokens, without going through its levels. False, with nothing
    /// consumed, otherwise.
    @inline(__always)
    mutating func parseLoneLiteral(upTo limit: Int, depth: Int) -> Bool {
        guard depth < Parser.maxExpressionDepth, let kind = peek(), Parser.isLiteral(kind) else { return false }
        let name = next()
        let following = significant(from: name &+ 1)
        if following < limit, let next = self.kind(following),
            next == .leftParen || next == .dot || Parser.precedence(of: next) != nil {
            if next == .leftParen && following == name &+ 1 && kind == .identifier && shortcuts {
                return parseLiteralCall(name: name, upTo: limit, depth: depth)
            }
            return false
        }
        bump(before: following)
        return true
    }

    /// Most calls are `name(literal, …)`: `rgb(0, 0, 255)`, `insets(0, 20, 0, 0)`. When each
    /// argument is one literal and nothing after the `)` extends the call, the call is built as
    /// `parsePostfix`, `parseArgumentList` and `parseArgument` would build it, looking at the same
    /// tokens, without going through them for each token. False, with nothing consumed, otherwise
    /// (named, empty or longer arguments, nested calls, operators).
    mutating func parseLiteralCall(name: Int, upTo limit: Int, depth: Int) -> Bool {
        // The arguments are components one level down: literals there are pushed as they are
        // only below the nesting limit.
        guard depth &+ 1 < Parser.maxExpressionDepth else { return false }
        let open = name &+ 1
        var index = significant(from: open &+ 1)
        if index < limit && kind(index) != .rightParen {
            while true {
                guard index < limit, let argument = kind(index), Parser.isLoneLiteral(argument) else { return false }
                index = significant(from: index &+ 1)
                guard index < limit, let separator = kind(index) else { return false }
                if separator == .rightParen { break }
                guard separator == .comma else { return false }
                index = significant(from: index &+ 1)
            }
        }
        guard index < limit else { return false }
        let close = index
        let following = significant(from: close &+ 1)
        if following < limit, let next = self.kind(following),
            next == .leftParen || next == .dot || Parser.precedence(of: next) != nil {
            return false
        }

        let call = mark()
        pushTokens(upTo: open)  // the name
        let list = builder.mark(at: consumedEnd)
        // Between the parentheses, the significant tokens other than commas are the arguments.
        pushTokens(upTo: close &+ 1, wrapping: Parser.loneLiteralKinds, in: .argument)
        finish(.argumentList, list)
        finish(.functionCall, call)
        nextIs(following)
        return true
    }

    /// Tokens that are a value by themselves (`*` is the wildcard where an operand is expected).
    @inline(__always)
    static func isLiteral(_ kind: TokenKind) -> Bool {
        literalKinds >> UInt64(kind.rawValue & 63) & 1 != 0
    }

    /// `isLiteral` as one bit per token kind.
    @inline(__always)
    static var literalKinds: UInt64 {
        @inline(__always) func bit(_ kind: TokenKind) -> UInt64 { 1 << UInt64(kind.rawValue) }
        return bit(.number) | bit(.percentage) | bit(.dimension) | bit(.string) | bit(.unterminatedString) | bit(.hash)
            | bit(.atKeyword) | bit(.customProperty) | bit(.url) | bit(.star) | bit(.identifier)
    }

    /// Literals that are a value alone where operators may follow: all but `*`, which is also
    /// the multiplication operator.
    @inline(__always)
    static func isLoneLiteral(_ kind: TokenKind) -> Bool {
        loneLiteralKinds >> UInt64(kind.rawValue & 63) & 1 != 0
    }

    /// `isLoneLiteral` as one bit per token kind.
    @inline(__always)
    static var loneLiteralKinds: UInt64 { literalKinds & ~(1 << UInt64(TokenKind.star.rawValue)) }

    /// Trivia that stays on one line: whitespace and comments.
    @inline(__always)
    static var sameLineTriviaKinds: UInt64 {
        @inline(__always) func bit(_ kind: TokenKind) -> UInt64 { 1 << UInt64(kind.rawValue) }
        return bit(.whitespace) | bit(.blockComment) | bit(.lineComment)
    }

    /// Binary operators and their precedence (higher binds tighter), as in Foundation's
    /// expression syntax that 1.x evaluates numbers with: `**` > `* / %` > `+ -` > comparisons.
    @inline(__always)
    static func precedence(of kind: TokenKind) -> Int? {
        switch kind {
        case .pipePipe: return 1
        case .ampersandAmpersand: return 2
        case .equal, .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual: return 3
        case .pipe: return 4
        case .ampersand: return 5
        case .plus, .minus: return 6
        case .star, .slash, .percent: return 7
        case .starStar, .caret: return 8
        default: return nil
        }
    }

    mutating func parseExpression(upTo limit: Int, minimumPrecedence: Int, depth: Int) {
        let start = mark()
        parseUnary(upTo: limit, depth: depth)
        while !atLimit(limit), let kind = peek(), let precedence = Parser.precedence(of: kind), precedence >= minimumPrecedence {
            bump()
            if atLimit(limit) {
                missing(.missingValue)
            } else {
                // `**` is right-associative; the others are left-associative.
                let rightPrecedence = kind == .starStar || kind == .caret ? precedence : precedence + 1
                parseExpression(upTo: limit, minimumPrecedence: rightPrecedence, depth: depth + 1)
            }
            finish(.binaryExpression, start)
        }
    }

    mutating func parseUnary(upTo limit: Int, depth: Int) {
        guard let kind = peek() else { return }
        if depth >= Parser.maxExpressionDepth {
            skipNested(upTo: limit)
            return
        }
        if kind == .minus || kind == .plus || kind == .bang {
            let start = mark()
            bump()
            if atLimit(limit) {
                missing(.missingValue)
            } else {
                parseUnary(upTo: limit, depth: depth + 1)
            }
            finish(.unaryExpression, start)
            return
        }
        parsePostfix(upTo: limit, depth: depth)
    }

    mutating func parsePostfix(upTo limit: Int, depth: Int) {
        let start = mark()
        guard let first = peek() else { return }
        switch first {
        case _ where Parser.isLiteral(first):
            bump()
        case .leftParen:
            parseArgumentList(upTo: limit, depth: depth, kind: .parenthesizedExpression)
        case .rightParen, .comma:
            missing(.missingValue)  // `1 + )`: the `)` belongs to the enclosing list
            return
        default:
            leaf(.unexpected)
            return
        }
        var calleeIsName = first == .identifier
        var isCall = false
        while !atLimit(limit), let kind = peek() {
            let touching = current == next()
            if kind == .leftParen && (touching || (calleeIsName && !pendingTriviaContainsLineBreak())) {
                // `rgb(…)`, also `rgb (…)`: 1.x allows spaces before the `(` of a function.
                parseArgumentList(upTo: limit, depth: depth, kind: .argumentList)
                finish(.functionCall, start)
                isCall = true
            } else if kind == .dot && touching && self.kind(current + 1) == .identifier && current + 1 < limit {
                bump()
                bump()
                finish(.memberAccess, start)
                isCall = false
            } else if kind == .dot && isCall && callFollowsDot(limit) {
                // `size(1, 2) . left(5)`: 1.x separates the parts of a relative rect (and of a
                // layout) by any run of spaces and dots.
                bump()
                bump()
                finish(.memberAccess, start)
                isCall = false
            } else {
                break
            }
            calleeIsName = false
            if kind == .dot { calleeIsName = true }
        }
    }

    /// Whether the `.` that is the next significant token is followed by `name(`, before `limit`.
    mutating func callFollowsDot(_ limit: Int) -> Bool {
        let name = significant(from: next() + 1)
        guard name < limit, kind(name) == .identifier else { return false }
        var open = name + 1
        while kind(open) == .whitespace { open += 1 }
        return open < limit && kind(open) == .leftParen
    }

    mutating func pendingTriviaContainsLineBreak() -> Bool {
        var index = current
        while index < next() {
            if kinds[index] == .newline { return true }
            index += 1
        }
        return false
    }

    /// `(a, b: c, …)`: as a function's `argumentList` or a free `parenthesizedExpression`.
    mutating func parseArgumentList(upTo limit: Int, depth: Int, kind: SyntaxKind) {
        let start = mark()
        bump()  // (
        var expectingArgument = true
        var sawComma = false
        while true {
            guard !atLimit(limit), let next = peek() else {
                missing(.missingRightParen)
                break
            }
            if next == .rightParen {
                if expectingArgument && sawComma { emptyArgument() }  // `f(1,)`
                bump()
                break
            }
            if next == .comma {
                if expectingArgument { emptyArgument() }  // `f(,1)`, `f(1,,2)`
                bump()
                expectingArgument = true
                sawComma = true
                continue
            }
            parseArgument(upTo: limit, depth: depth + 1)
            expectingArgument = false
        }
        finish(kind, start)
    }

    mutating func emptyArgument() {
        let start = mark()
        missing(.missingValue)
        finish(.argument, start)
    }

    /// One argument: components up to the next `,` or `)`; `name: components` is a named argument.
    mutating func parseArgument(upTo limit: Int, depth: Int) {
        let start = mark()
        var kind = SyntaxKind.argument
        if peek() == .identifier, let separator = separator(after: current + 1), kinds[separator.index] == .colon,
            separator.index < limit {
            kind = .namedArgument
            bump()
            bump()
            if atLimit(limit) || peek() == .comma || peek() == .rightParen { missing(.missingValue) }
        }
        parseComponents(upTo: limit, insideArguments: true, depth: depth)
        finish(kind, start)
    }

    /// Past the nesting limit: keeps the tokens up to the balancing `)` flat in an `unexpected`
    /// node instead of recursing further.
    mutating func skipNested(upTo limit: Int) {
        let start = mark()
        var depth = 0
        while !atLimit(limit), let kind = peek() {
            if kind == .leftParen { depth += 1 }
            if kind == .rightParen {
                if depth == 0 { break }
                depth -= 1
            }
            if kind == .comma && depth == 0 { break }
            bump()
        }
        if builder.count == start.words {
            missing(.missingValue)
        }
        finish(.unexpected, start)
    }
}
