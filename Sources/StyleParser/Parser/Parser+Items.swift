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
