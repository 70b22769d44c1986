/// The kind of a token: the smallest unit of the lossless syntax tree.
///
/// Every byte of a stylesheet belongs to exactly one token. Trivia (whitespace, line breaks,
/// comments) are tokens too. `missing…` kinds are zero-width tokens the parser inserts where
/// the grammar requires a token that is not there; they carry the "expected X" diagnostics.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia
    /// Spaces and tabs without a line break.
    case whitespace
    /// A run of whitespace containing at least one line break (`\n`, `\r\n` or `\r`).
    case newline
    /// `/* … */`
    case blockComment
    /// `// …` up to (not including) the line break. InterfaCSS 1.x only.
    case lineComment
    /// `/*` without a closing `*/`: runs to the end of the file.
    case unterminatedBlockComment

    // Names and literals
    /// A name: a letter, `_` or non-ASCII character, then letters, digits, `_`, `-`.
    case identifier
    /// `--name`, an InterfaCSS 2 variable.
    case customProperty
    /// `@name`: a variable, `@extend` or another at-keyword.
    case atKeyword
    /// `#name`: an element id in a selector, a hex colour in a value.
    case hash
    /// `12`, `0.5`, `.5`
    case number
    /// `50%`
    case percentage
    /// A number with a `pt` or `px` unit.
    case dimension
    /// `"…"` or `'…'` with backslash escapes.
    case string
    /// A string without its closing quote: it ends at the line break.
    case unterminatedString
    /// `scheme://…` up to whitespace or one of `;` `)` `{` `}` `"` `'`, so `//` in a URL is not a comment.
    case url

    // Punctuation
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case colon, semicolon, comma, dot

    // Operators (value expressions and selector combinators)
    case plus, minus, star, starStar, slash, percent, caret
    case equal, equalEqual, bang, bangEqual
    case less, lessEqual, greater, greaterEqual
    case ampersand, ampersandAmpersand, pipe, pipePipe, tilde
    /// Any other single ASCII character (`$`, `?`, `\`, `` ` ``, a lone `#` or `@`).
    case delimiter

    /// Bytes that cannot start any token: invalid UTF-8, NUL and other control characters.
    case invalid

    // Zero-width tokens for what the grammar requires but the text lacks.
    case missingSemicolon
    case missingRightBrace
    case missingRightParen
    case missingColon
    case missingValue
    case missingName
    case missingSelector

    /// True for whitespace, line breaks and comments.
    public var isTrivia: Bool { rawValue <= TokenKind.unterminatedBlockComment.rawValue }

    /// True for the zero-width tokens the parser inserts for missing input.
    public var isMissing: Bool { rawValue >= TokenKind.missingSemicolon.rawValue }

    /// True for tokens that are themselves a syntax error.
    @inline(__always) public var isError: Bool {
        TokenKind.errorKinds >> UInt64(rawValue & 63) & 1 != 0
    }

    /// `isError` as one bit per kind, tested in one step for every token the builder pushes:
    /// the unterminated comments and strings, invalid bytes, and the missing tokens.
    @inline(__always) static var errorKinds: UInt64 {
        let unterminated: UInt64 = 1 << UInt64(unterminatedBlockComment.rawValue) | 1 << UInt64(unterminatedString.rawValue)
        let missing = ~UInt64(0) << UInt64(missingSemicolon.rawValue)
        return unterminated | 1 << UInt64(invalid.rawValue) | missing
    }

    /// How the token is written, for punctuation and operators; `nil` for tokens with varying text.
    public var fixedText: String? {
        switch self {
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .colon: return ":"
        case .semicolon: return ";"
        case .comma: return ","
        case .dot: return "."
        case .plus: return "+"
        case .minus: return "-"
        case .star: return "*"
        case .starStar: return "**"
        case .slash: return "/"
        case .percent: return "%"
        case .caret: return "^"
        case .equal: return "="
        case .equalEqual: return "=="
        case .bang: return "!"
        case .bangEqual: return "!="
        case .less: return "<"
        case .lessEqual: return "<="
        case .greater: return ">"
        case .greaterEqual: return ">="
        case .ampersand: return "&"
        case .ampersandAmpersand: return "&&"
        case .pipe: return "|"
        case .pipePipe: return "||"
        case .tilde: return "~"
        case .missingSemicolon: return ";"
        case .missingRightBrace: return "}"
        case .missingRightParen: return ")"
        case .missingColon: return ":"
        default: return nil
        }
    }

    /// A short human name, used in messages ("expected ';'") and in tree dumps.
    public var name: String {
        switch self {
        case .whitespace: return "whitespace"
        case .newline: return "newline"
        case .blockComment: return "comment"
        case .lineComment: return "line comment"
        case .unterminatedBlockComment: return "unterminated comment"
        case .identifier: return "identifier"
        case .customProperty: return "custom property"
        case .atKeyword: return "at-keyword"
        case .hash: return "hash"
        case .number: return "number"
        case .percentage: return "percentage"
        case .dimension: return "dimension"
        case .string: return "string"
        case .unterminatedString: return "unterminated string"
        case .url: return "URL"
        case .delimiter: return "character"
        case .invalid: return "invalid bytes"
        case .missingValue: return "value"
        case .missingName: return "name"
        case .missingSelector: return "selector"
        default: return "'\(fixedText ?? "?")'"
        }
    }
}
