import StyleParser

/// Where a completion is requested, read from the tokens before the cursor. While typing,
/// the statement under the cursor is usually incomplete (`textCo`, `layer.`, `UIButton:`), so
/// the tree's node kinds say little; the tokens of the current statement say enough.
enum CompletionSite: Equatable {
    enum SelectorPart: Equatable { case type, styleClass, id, pseudoClass }

    /// In a comment or a string.
    case none
    case selector(SelectorPart)
    /// After `@extend`.
    case extendTarget
    /// A property name in a block; `path` holds the segments before the last dot (`layer`).
    case propertyName(path: [String], hasValue: Bool)
    /// Inside `name(` of a declaration.
    case parameter(property: [String])
    /// A declaration's value. `function` is the innermost open call, `afterDot` the name before
    /// a `.` just typed (`parent.`, `size(…).`), `afterTerm` whether a whole term and a space
    /// come before the word (`center |`).
    case value(property: [String], function: String?, afterDot: String?, afterTerm: Bool)
    /// The value of a variable definition.
    case variableValue
    /// `@` at the start of a statement in a block.
    case blockAtKeyword
    /// `@name` or `--name` inside a value; `property` is the declaration's, when in one.
    case variable(customProperty: Bool, property: [String]?)

    /// The site at `offset` and the range the completion replaces (UTF-8 offsets).
    static func locate(in tree: SyntaxTree, at offset: Int) -> (site: CompletionSite, word: Range<Int>) {
        let bytes = tree.bytes
        let item = tree.topLevelNode(around: offset)
        let tokens = item?.tokens ?? []

        // Comments and strings take no completion.
        if let token = tree.root.token(at: offset), token.offset < offset,
            offset < token.range.upperBound || offset == token.range.upperBound && token.kind.runsToEndOfLine {
            switch token.kind {
            case .blockComment, .lineComment, .unterminatedBlockComment, .string, .unterminatedString, .url:
                return (.none, offset..<offset)
            default: break
            }
        }

        var wordStart = offset
        while wordStart > 0, isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
        let word = wordStart..<offset
        let sigil = wordStart > 0 ? bytes[wordStart - 1] : 0

        // The significant tokens of the statement before the word, and the block depth.
        var statement: [SyntaxToken] = []
        var spaced: [Bool] = []  // whether trivia precedes each statement token
        var depth = 0, parens = 0
        var sawTrivia = false, sawLineBreak = false
        let before = tokens.filter { $0.range.upperBound <= wordStart && !$0.kind.isMissing }
        for (position, token) in before.enumerated() {
            if token.kind.isTrivia {
                sawTrivia = true
                if token.kind == .newline { sawLineBreak = true }
                continue
            }
            // A value left without its `;` ends at a line that starts a declaration, as the
            // parser reads it (`text: ⏎ textAlignment: cen`).
            if sawLineBreak && parens == 0 && token.kind == .identifier && statement.contains(where: { $0.kind == .colon })
                && CompletionSite.startsDeclaration(before[position...]) {
                statement = []
                spaced = []
            }
            sawLineBreak = false
            switch token.kind {
            case .leftBrace: depth += 1; statement = []; spaced = []; parens = 0
            case .rightBrace: depth = max(0, depth - 1); statement = []; spaced = []; parens = 0
            case .semicolon where parens == 0: statement = []; spaced = []
            default:
                if token.kind == .leftParen { parens += 1 }
                if token.kind == .rightParen { parens = max(0, parens - 1) }
                statement.append(token)
                spaced.append(sawTrivia)
            }
            sawTrivia = false
        }
        // The same at the word itself: `text: ⏎ tex|` starts a new declaration.
        let continuations: Set<TokenKind> = [.comma, .colon, .leftParen, .plus, .minus, .star, .slash, .dot, .equal]
        if sawLineBreak && parens == 0 && statement.contains(where: { $0.kind == .colon }), let last = statement.last, !continuations.contains(last.kind) {
            statement = []
            spaced = []
        }
        // The sigil belongs to the word, not the statement before it.
        var beforeWord = statement
        if sigil == UInt8(ascii: "@") || sigil == UInt8(ascii: "#") {
            // `@` and `#` alone lex as delimiters (or start at-keywords/hashes that are the word).
            if let last = beforeWord.last, last.range.upperBound == wordStart, last.kind == .delimiter { beforeWord.removeLast() }
        }
        let wordText = String(decoding: bytes[word], as: UTF8.self)

        func site(_ site: CompletionSite) -> (site: CompletionSite, word: Range<Int>) { (site, word) }
        let first = beforeWord.first
        let firstText = first?.text.lowercased() ?? ""

        // Variables: `@name` inside a value or a variable's value.
        if sigil == UInt8(ascii: "@") && !beforeWord.isEmpty {
            return site(.variable(customProperty: false, property: propertyName(beforeWord, spaced: spaced)))
        }
        if wordText.hasPrefix("--") && !beforeWord.isEmpty && beforeWord.contains(where: { $0.kind == .colon }) {
            return site(.variable(customProperty: true, property: propertyName(beforeWord, spaced: spaced)))
        }
        if firstText == "@extend" { return site(.extendTarget) }
        if sigil == UInt8(ascii: "@") || first?.kind == .atKeyword || first?.kind == .customProperty || wordText.hasPrefix("--") && beforeWord.isEmpty {
            if beforeWord.isEmpty && depth > 0 && sigil == UInt8(ascii: "@") { return site(.blockAtKeyword) }
            if beforeWord.contains(where: { $0.kind == .colon }) { return site(.variableValue) }
            return site(.none)  // naming a new variable
        }

        let selectorSite: CompletionSite = {
            switch sigil {
            case UInt8(ascii: "."): return .selector(.styleClass)
            case UInt8(ascii: "#"): return .selector(.id)
            case UInt8(ascii: ":"): return .selector(.pseudoClass)
            default: return .selector(.type)
            }
        }()
        if depth == 0 { return site(selectorSite) }

        // In a block: a declaration, or the selector of a nested ruleset.
        let selectorStarts: [TokenKind] = [.dot, .hash, .star, .colon, .greater, .plus, .tilde, .ampersand, .delimiter]
        if let first, selectorStarts.contains(first.kind) && !(first.kind == .delimiter && first.text == "@") { return site(selectorSite) }
        if beforeWord.isEmpty && (sigil == UInt8(ascii: "#") || sigil == UInt8(ascii: ":") || sigil == UInt8(ascii: "*")) {
            return site(selectorSite)
        }

        // The property name: identifiers and dots up to `(` or `:`.
        let (nameSegments, index) = nameSegmentsAtStart(beforeWord, spaced: spaced)
        let rest = beforeWord[index...]
        if rest.isEmpty {
            // `UILabel |`: a descendant selector of a nested ruleset.
            if let last = beforeWord.last, wordStart > last.range.upperBound { return site(.selector(.type)) }
            // `textCo|`, `layer.|`
            let path = sigil == UInt8(ascii: ".") ? nameSegments : []
            return site(.propertyName(path: path, hasValue: followingColon(bytes, from: offset)))
        }

        // `name(` … parameters until `)`.
        var restIndex = rest.startIndex
        if rest[restIndex].kind == .leftParen {
            guard let close = rest.firstIndex(where: { $0.kind == .rightParen }) else {
                return site(.parameter(property: nameSegments))
            }
            restIndex = rest.index(after: close)
        }
        guard restIndex < rest.endIndex, rest[restIndex].kind == .colon || rest[restIndex].kind == .equal else {
            return site(selectorSite)
        }
        let value = rest[rest.index(after: restIndex)...]
        if value.isEmpty && sigil == UInt8(ascii: ":") && nameSegments.count == 1
            && PropertyRegistry.standard.properties(named: nameSegments[0]).isEmpty
            && PropertyRegistry.standard.typeSelectorClass(nameSegments[0]) != nil {
            // `UILabel:fir|`: the pseudo-class of a nested ruleset's selector.
            return site(.selector(.pseudoClass))
        }

        // The innermost open call in the value, and a name just before a `.`.
        var calls: [String?] = []
        var previous: SyntaxToken?
        for token in value {
            if token.kind == .leftParen {
                calls.append(previous?.kind == .identifier ? previous?.text : nil)
            } else if token.kind == .rightParen {
                _ = calls.popLast()
            }
            previous = token
        }
        var afterDot: String?
        if sigil == UInt8(ascii: "."), let dot = value.last, dot.kind == .dot {
            let beforeDot = value.dropLast().last
            afterDot = beforeDot?.kind == .identifier ? beforeDot?.text : beforeDot?.kind == .rightParen ? ")" : ""
        }
        // `center |`: a term is complete; what may follow depends on the property's type.
        let separators: Set<TokenKind> = [.comma, .leftParen, .plus, .minus, .star, .slash, .dot, .colon, .equal]
        let afterTerm = calls.isEmpty && afterDot == nil && value.last.map { !separators.contains($0.kind) && wordStart > $0.range.upperBound } == true
        return site(.value(property: nameSegments, function: calls.last ?? nil, afterDot: afterDot, afterTerm: afterTerm))
    }

    /// The identifiers and dots a statement starts with (a property name's segments), and
    /// where they end.
    private static func nameSegmentsAtStart(_ tokens: [SyntaxToken], spaced: [Bool]) -> ([String], Int) {
        var segments: [String] = []
        var index = 0
        while index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .dot {
            if index > 0 && spaced[index] { break }
            if tokens[index].kind == .identifier { segments.append(tokens[index].text) }
            index += 1
        }
        return (segments, index)
    }

    /// The property a statement declares (`name:` or `name(…):`), if it is a declaration.
    private static func propertyName(_ tokens: [SyntaxToken], spaced: [Bool]) -> [String]? {
        let (segments, index) = nameSegmentsAtStart(tokens, spaced: spaced)
        guard !segments.isEmpty, index < tokens.count else { return nil }
        var rest = tokens[index...]
        if rest.first?.kind == .leftParen, let close = rest.firstIndex(where: { $0.kind == .rightParen }) { rest = tokens[(close + 1)...] }
        return rest.first?.kind == .colon || rest.first?.kind == .equal ? segments : nil
    }

    /// Whether `tokens` start with a property name (identifiers and dots) and a `:`.
    static func startsDeclaration(_ tokens: ArraySlice<SyntaxToken>) -> Bool {
        for token in tokens where !token.kind.isTrivia {
            switch token.kind {
            case .identifier, .dot: continue
            case .colon: return true
            default: return false
            }
        }
        return false
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// True when a `:` follows the word on the same line (renaming an existing property).
    static func followingColon(_ bytes: [UInt8], from offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }
}

private extension TokenKind {
    var runsToEndOfLine: Bool { self == .lineComment || self == .unterminatedBlockComment || self == .unterminatedString }
}
