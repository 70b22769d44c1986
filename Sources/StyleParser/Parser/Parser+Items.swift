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
