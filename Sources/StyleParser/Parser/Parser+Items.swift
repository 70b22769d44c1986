/// Items: the statements of a stylesheet or block (grammar.md §2 and §5).
///
/// Which item starts at a token is decided by `classify(_:)` from the tokens alone, never from
/// the context (top level or block), so an item parses the same wherever it stands. That is
/// what lets the incremental parser move an old ruleset into a block after a `{` was typed.
extension Parser {
    enum ListContext { case stylesheet, block }

    enum ListEnd {
        case endOfInput
        /// The `}` (token index) that closes the block being parsed.
        case closeBrace(Int)
        /// The incremental parser met the old tree again at this old offset.
        case resynced(oldOffset: Int)
        /// A block reparse ran past the old block's end.
        case overrun
    }

    /// An open block on the explicit nesting stack.
    struct OpenBlock {
        let item: GreenBuilder.Mark
        let block: GreenBuilder.Mark
        let kind: SyntaxKind
    }

    /// Where a declaration's, variable's or `@extend`'s text ends.
    struct StatementEnd {
        /// Token index of the `;`, or of the first token after the statement when there is none.
        let index: Int
        let hasSemicolon: Bool
    }

    enum ItemShape {
        case variable(separator: Int, end: StatementEnd)
        case declaration(separator: Int?, end: StatementEnd)
        case extend(end: StatementEnd)
        case atRule(brace: Int?, end: StatementEnd)
        case ruleset(brace: Int)
        case unrecognized(end: Int)
    }

    // MARK: - The item loop

    /// Parses items until the end of input, or for a block until its closing `}` (not consumed).
    /// `overrunOffset`: a block reparse gives up once it reaches this offset outside any nested block.
    mutating func parseItems(in context: ListContext, overrunOffset: Int? = nil) -> ListEnd {
        var open: [OpenBlock] = []
        while true {
            dropPushedTokens()
            inBlock = context == .block || !open.isEmpty
            let index = next()
            guard let kind = kind(index) else {
                while let block = open.popLast() {
                    flushTrivia()
                    missing(.missingRightBrace)
                    close(block)
                }
                return .endOfInput
            }
            if kind == .rightBrace {
                if let block = open.popLast() {
                    bump()
                    close(block)
                    continue
                }
                if context == .block { return .closeBrace(index) }
                let start = mark()
                bump()
                finishItem(.strayCloseBrace, start)
                continue
            }
            if reuse != nil {
                let position = offset(of: index)
                if open.isEmpty {
                    if let overrunOffset, position >= overrunOffset { return .overrun }
                    if let oldOffset = reuse?.resyncOffset(at: position) { return .resynced(oldOffset: oldOffset) }
                }
                if let item = reuse?.reusableItem(at: position) {
                    pushReused(item, at: position)
                    continue
                }
            }
            if kind == .identifier && shortcuts && parseSimpleDeclaration(at: index) { continue }
            if shortcuts && (kind == .dot || kind == .hash || kind == .identifier) {
                let start = mark()
                if parseSimpleSelectorList() {
                    let block = mark()
                    bump()  // {
                    open.append(OpenBlock(item: start, block: block, kind: .ruleset))
                    continue
                }
            }
            switch classify(index) {
            case .variable(let separator, let end):
                parseVariableDefinition(separator: separator, end: end)
            case .declaration(let separator, let end):
                parseDeclaration(separator: separator, end: end)
            case .extend(let end):
                parseExtend(end: end)
            case .atRule(let brace, let end):
                let start = mark()
                bump()  // the at-keyword
                let stop = brace ?? end.index
                while next() < stop, peek() != nil { bump() }  // the prelude, kept as tokens
                if brace != nil {
                    let block = mark()
                    bump()
                    open.append(OpenBlock(item: start, block: block, kind: .atRule))
                } else {
                    endStatement(end)
                    finishItem(.atRule, start)
                }
            case .ruleset(let brace):
                let start = mark()
                parseSelectorList(upTo: brace)
                let block = mark()
                bump()  // {
                open.append(OpenBlock(item: start, block: block, kind: .ruleset))
            case .unrecognized(let end):
                let start = mark()
                while next() < end, peek() != nil { bump() }
                finishItem(.unrecognized, start)
            }
        }
    }

    mutating func close(_ block: OpenBlock) {
        finish(.block, block.block)
        finishItem(block.kind, block.item, hasBlock: true)
    }

    /// Consumes the `;` that ends a statement, or records it as missing.
    @inline(__always)
    mutating func endStatement(_ end: StatementEnd) {
        if end.hasSemicolon {
            bump()
        } else {
            missing(.missingSemicolon)
        }
    }

    // MARK: - Items

    mutating func parseVariableDefinition(separator: Int, end: StatementEnd) {
        let start = mark()
        bump()  // @name or --name
        unexpected(upTo: separator)
        bump()  // : or =
        parseValue(upTo: end.index)
        endStatement(end)
        finishItem(.variableDefinition, start)
    }

    /// `separator` is nil for a declaration missing its `:` (`alpha 0.5;`).
    mutating func parseDeclaration(separator: Int?, end: StatementEnd) {
        if let separator, end.hasSemicolon, shortcuts, parseLiteralDeclaration(separator: separator, end: end.index) { return }
        let start = mark()
        let name = mark()
        // `name(.name)*`, parts touching: tokens pushed in one go.
        var nameEnd = current &+ 1
        while kind(nameEnd) == .dot && kind(nameEnd &+ 1) == .identifier { nameEnd &+= 2 }
        pushTokens(upTo: nameEnd)
        finish(.propertyName, name)
        if let separator {
            if peek() == .leftParen, next() < separator {
                let parameters = mark()
                bump()
                while next() < separator, let kind = peek(), kind != .rightParen { bump() }
                if peek() == .rightParen, next() < separator {
                    bump()
                } else {
                    missing(.missingRightParen)
                }
                finish(.propertyParameters, parameters)
            }
            unexpected(upTo: separator)
            bump()  // : or =
        } else {
            missing(.missingColon)
        }
        parseValue(upTo: end.index)
        endStatement(end)
        finishItem(.declaration, start)
    }

    /// Most declarations are `name: literals;`: `textAlignment: center;`, `font: Avenir-Heavy 26;`,
    /// `layoutMargins: 0, 0;`. When the value is literals and commas only, the declaration is
    /// built as `parseDeclaration` and `parseValue` would build it, a run of tokens at a time.
    /// False, with nothing consumed, otherwise. `semicolon` is the `;` that ends it. Out of line,
    /// which leaves the rest of `parseDeclaration` as it was.
    @inline(never)
    mutating func parseLiteralDeclaration(separator: Int, end semicolon: Int) -> Bool {
        let name = next()
        var nameEnd = name &+ 1
        while kind(nameEnd) == .dot && kind(nameEnd &+ 1) == .identifier { nameEnd &+= 2 }
        // Only trivia between the name and the `:` (no parameters); classify has looked at
        // every token up to the `;`.
        var index = nameEnd
        while index < separator {
            guard kinds[unchecked: index].isTrivia else { return false }
            index &+= 1
        }
        let first = significant(from: separator &+ 1)
        guard first < semicolon else { return false }  // a missing value
        // The kinds of the value's tokens as one set, without a branch per token: lone
        // literals, commas and trivia only.
        var met: UInt64 = 0
        for index in first..<semicolon { met |= 1 << UInt64(kinds[unchecked: index].rawValue & 63) }
        let trivia: UInt64 = 1 << (UInt64(TokenKind.unterminatedBlockComment.rawValue) + 1) - 1
        let alone = Parser.loneLiteralKinds | 1 << UInt64(TokenKind.comma.rawValue)
        guard met & ~(alone | trivia) == 0 else { return false }
        var last = semicolon &- 1
        while kinds[unchecked: last].isTrivia { last &-= 1 }

        let start = mark()
        let nameStart = builder.mark(at: consumedEnd)
        pushTokens(upTo: nameEnd)
        finish(.propertyName, nameStart)
        pushTokens(upTo: first)  // trivia, `:` or `=`, trivia
        let value = builder.mark(at: consumedEnd)
        pushTokens(upTo: last &+ 1)
        finish(.value, value)
        pushTokens(upTo: semicolon &+ 1)
        finishItem(.declaration, start)
        return true
    }

    /// The most common item, `name: value;` on one line, where the value is components that
    /// nothing extends -- lone literals, a sign and a number (`-2`), calls whose arguments are
    /// such components (`insets(0, 20, 0, 0)`, `size(-3, -4)`) -- separated by spaces and commas:
    /// recognised in one pass over its tokens, where `classify` and then `parseDeclaration` would
    /// each walk them and go through the value's levels. It looks at no token `classify` would not
    /// (what the item reads, its lookahead, stays the same) and builds what the long way builds.
    /// False, with nothing consumed, for anything else.
    mutating func parseSimpleDeclaration(at name: Int) -> Bool {
        var index = name &+ 1
        while kind(index) == .dot && kind(index &+ 1) == .identifier { index &+= 2 }
        let nameEnd = index
        while kind(index) == .whitespace { index &+= 1 }
        guard kind(index) == .colon else { return false }
        index &+= 1
        while kind(index) == .whitespace { index &+= 1 }
        let first = index
        // Whether the value holds calls or signs, which are nodes; where a `-` is a sign (at the
        // start and after a comma) rather than a subtraction; the value's last significant token.
        var nested = false, signed = true, last = -1
        while let kind = kind(index) {
            let bit: UInt64 = 1 << UInt64(kind.rawValue & 63)
            if bit & Parser.sameLineTriviaKinds != 0 {
                index &+= 1
            } else if bit & Parser.loneLiteralKinds != 0 {
                if kind == .identifier && self.kind(index &+ 1) == .leftParen {
                    guard let close = literalCallEnd(open: index &+ 1) else { return false }
                    nested = true
                    index = close
                }
                last = index
                index &+= 1
                signed = false
            } else if kind == .comma {
                last = index
                index &+= 1
                signed = true
            } else if kind == .minus && signed && isSignedNumber(at: index) {
                nested = true
                last = index &+ 1
                index &+= 2
                signed = false
            } else {
                break
            }
        }
        // A line break may end a declaration without `;`, and anything else takes the long way.
        guard last >= first, kind(index) == .semicolon, !kinds[unchecked: first].isTrivia else { return false }
        let semicolon = index

        let start = mark()
        let nameStart = builder.mark(at: consumedEnd)
        pushTokens(upTo: nameEnd)
        finish(.propertyName, nameStart)
        pushTokens(upTo: first)  // trivia, `:`, trivia
        let value = builder.mark(at: consumedEnd)
        if nested { pushNestedComponents(from: first, through: last) }
        pushTokens(upTo: last &+ 1)
        finish(.value, value)
        pushTokens(upTo: semicolon &+ 1)
        finishItem(.declaration, start)
        return true
    }

    /// Whether token `index` is a `-` touching a number, percentage or dimension after it.
    @inline(__always)
    mutating func isSignedNumber(at index: Int) -> Bool {
        guard let operand = kind(index &+ 1) else { return false }
        return operand == .number || operand == .percentage || operand == .dimension
    }

    /// The `)` of a call whose arguments are lone literals and signed numbers between commas on
    /// one line, `open` being its `(`; nil for any other call.
    @inline(__always)
    mutating func literalCallEnd(open: Int) -> Int? {
        var index = open &+ 1
        @inline(__always) func skipTrivia() {
            while let kind = kind(index), 1 << UInt64(kind.rawValue & 63) & Parser.sameLineTriviaKinds != 0 { index &+= 1 }
        }
        skipTrivia()
        if kind(index) == .rightParen { return index }
        while true {
            guard let argument = kind(index) else { return nil }
            if Parser.isLoneLiteral(argument) {
                index &+= 1
            } else if argument == .minus && isSignedNumber(at: index) {
                index &+= 2
            } else {
                return nil
            }
            skipTrivia()
            guard let separator = kind(index) else { return nil }
            if separator == .rightParen { return index }
            guard separator == .comma else { return nil }
            index &+= 1
            skipTrivia()
        }
    }

    /// Pushes a value's tokens from `first` through `last` that hold calls or signed numbers
    /// (`parseSimpleDeclaration` found them), each built as `parseExpression` builds it: a call
    /// of its name and argument list, each argument wrapping its literal or signed number, a
    /// signed number a unary expression. Tokens between them are pushed as they are.
    mutating func pushNestedComponents(from first: Int, through last: Int) {
        var index = first
        while index <= last {
            let kind = kinds[unchecked: index]
            if kind == .minus {
                pushTokens(upTo: index)
                pushSignedNumber(at: index)
                index &+= 2
            } else if kind == .identifier && index < last && kinds[unchecked: index &+ 1] == .leftParen {
                pushTokens(upTo: index)
                let call = builder.mark(at: consumedEnd)
                pushTokens(upTo: index &+ 1)  // the name
                let list = builder.mark(at: consumedEnd)
                var close = index &+ 2, signed = false
                while kinds[unchecked: close] != .rightParen {
                    signed = signed || kinds[unchecked: close] == .minus
                    close &+= 1
                }
                if !signed {
                    // Every argument a lone literal: each wrapped as it is pushed.
                    pushTokens(upTo: close &+ 1, wrapping: Parser.loneLiteralKinds, in: .argument)
                    finish(.argumentList, list)
                    finish(.functionCall, call)
                    index = close &+ 1
                    continue
                }
                pushTokens(upTo: index &+ 2)  // `(`
                index &+= 2
                while kinds[unchecked: index] != .rightParen {
                    let argument = kinds[unchecked: index]
                    if argument == .minus {
                        let node = builder.mark(at: consumedEnd)
                        pushSignedNumber(at: index)
                        finish(.argument, node)
                        index &+= 2
                    } else if Parser.isLoneLiteral(argument) {
                        let node = builder.mark(at: consumedEnd)
                        pushTokens(upTo: index &+ 1)
                        finish(.argument, node)
                        index &+= 1
                    } else {
                        pushTokens(upTo: index &+ 1)  // trivia and commas
                        index &+= 1
                    }
                }
                pushTokens(upTo: index &+ 1)  // `)`
                finish(.argumentList, list)
                finish(.functionCall, call)
                index &+= 1
            } else {
                index &+= 1
            }
        }
    }

    /// A `-` and the number after it, as a unary expression.
    @inline(__always)
    mutating func pushSignedNumber(at index: Int) {
        let node = builder.mark(at: consumedEnd)
        pushTokens(upTo: index &+ 2)
        finish(.unaryExpression, node)
    }

    mutating func parseExtend(end: StatementEnd) {
        let start = mark()
        bump()  // @extend
        if peek() == .colon, next() < end.index { bump() }
        if next() < end.index, peek() != nil {
            parseSelectorList(upTo: end.index)
        } else {
            missing(.missingSelector)
        }
        endStatement(end)
        finishItem(.extend, start)
    }
}
