/// Splits UTF-8 bytes into tokens.
///
/// The lexer is a pure function of the bytes from the token's start onwards: no state, no
/// look-behind. A token never reads more than `Lexer.lookahead` bytes past its own end, which is
/// what lets the incremental parser decide which old tokens an edit cannot have changed.
/// Every byte sequence lexes without failing; bytes that start no token become `.invalid`.
public struct Lexer {
    /// How many bytes after a token's end the lexer may have read to decide where it ends.
    /// (`scheme://` after a name reads 3, a multi-byte character after a name reads 4.)
    public static let lookahead = 4

    let bytes: UnsafeBufferPointer<UInt8>

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Lexes the token that starts at `start` (which must be `< bytes.count`) and returns its
    /// kind and end offset (exclusive). The token is never empty.
    @inline(__always)
    public func token(at start: Int) -> (kind: TokenKind, end: Int) {
        var token = (kind: TokenKind.invalid, end: start)
        lex(at: start, pairs: false) { token = ($0, $1) }
        return token
    }

    /// Lexes tokens from `start` on into `kinds` and `ends` (their end offsets) until there are
    /// `count` or the input ends, and returns how many it lexed: at most `count + 2`, the same
    /// tokens as `token(at:)` one after another. The pairs most frequent in stylesheets -- a
    /// name and the `:` after it, a `:` or `,` and the one space after it, a `;` and the line
    /// break and indentation after it -- are lexed in one step, without a second dispatch on a
    /// first byte (an indirect jump, hard to predict).
    @inline(__always)
    public func tokens(from start: Int, count: Int, kinds: UnsafeMutablePointer<TokenKind>, ends: UnsafeMutablePointer<UInt32>) -> Int {
        var lexed = 0
        var start = start
        while lexed < count && start < bytes.count {
            lex(at: start, pairs: true) { kind, end in
                (kinds + lexed).initialize(to: kind)
                (ends + lexed).initialize(to: UInt32(truncatingIfNeeded: end))
                lexed &+= 1
                start = end
            }
        }
        return lexed
    }

    /// Lexes the token at `start` and calls `emit` with its kind and end; with `pairs`, also the
    /// token after it when the two make one of the pairs `tokens(from:…)` lexes in one step.
    @inline(__always)
    func lex(at start: Int, pairs: Bool, _ emit: (TokenKind, Int) -> Void) {
        let b = bytes[start]
        guard b < 0x80 else {
            let (kind, end) = nonASCIIToken(at: start)
            return emit(kind, end)
        }
        /// A single space followed by a name, a number or punctuation, at `start`.
        @inline(__always) func oneSpace(at start: Int) {
            guard pairs, byte(at: start) == 0x20 else { return }
            let next = byte(at: start &+ 1)
            if next > 0x20 && next < 0x80 { emit(.whitespace, start &+ 1) }
        }
        let byteClass = Lexer.startClasses.utf8Start[Int(b)]
        // Names and single spaces, more than a third of the tokens, are tested for before the
        // jump table: these branches are predicted better than its indirect jump (the lexer
        // alone 4% faster).
        if byteClass == UInt8(ascii: "a") {
            let end = nameEnd(from: start &+ 1)
            guard byte(at: end) == UInt8(ascii: ":") else { return emit(.identifier, end) }
            // `http://…` would otherwise lex `//…` as a line comment.
            if byte(at: end &+ 1) == UInt8(ascii: "/") {
                let (kind, urlEnd) = url(nameEnd: end)
                return emit(kind, urlEnd)
            }
            emit(.identifier, end)
            if pairs {
                emit(.colon, end &+ 1)
                oneSpace(at: end &+ 1)
            }
            return
        }
        if b == 0x20 {
            // Mostly one space before a name, a number or punctuation.
            let next = byte(at: start &+ 1)
            if next > 0x20 && next < 0x80 { return emit(.whitespace, start &+ 1) }
        }
        // Dispatch on the byte's class (see `startClasses`): one jump table, where ranges of
        // bytes in the switch would be tested one after another.
        switch byteClass {
        case UInt8(ascii: " "):
            let (kind, end) = whitespace(from: start)
            emit(kind, end)
        case UInt8(ascii: "w"):
            // Mostly a line break and the next line's indentation.
            if b == 0x0A {
                let end = spacesEnd(from: start &+ 1)
                let next = byte(at: end)
                if next > 0x20 && next < 0x80 { return emit(.newline, end) }
            }
            let (kind, end) = whitespace(from: start)
            emit(kind, end)
        case UInt8(ascii: "0"):
            let (kind, end) = number(from: start)
            emit(kind, end)
        case UInt8(ascii: ":"):
            emit(.colon, start + 1)
            oneSpace(at: start &+ 1)
        case UInt8(ascii: ";"):
            emit(.semicolon, start + 1)
            // Mostly the end of a line, before the next one's indentation.
            if pairs && byte(at: start &+ 1) == 0x0A {
                let end = spacesEnd(from: start &+ 2)
                let next = byte(at: end)
                if next > 0x20 && next < 0x80 { emit(.newline, end) }
            }
        case UInt8(ascii: "{"): emit(.leftBrace, start + 1)
        case UInt8(ascii: "}"): emit(.rightBrace, start + 1)
        case UInt8(ascii: "("): emit(.leftParen, start + 1)
        case UInt8(ascii: ")"): emit(.rightParen, start + 1)
        case UInt8(ascii: "["): emit(.leftBracket, start + 1)
        case UInt8(ascii: "]"): emit(.rightBracket, start + 1)
        case UInt8(ascii: ","):
            emit(.comma, start + 1)
            oneSpace(at: start &+ 1)
        case UInt8(ascii: "."):
            if isDigit(at: start + 1) {
                let (kind, end) = number(from: start)
                return emit(kind, end)
            }
            emit(.dot, start + 1)
        case UInt8(ascii: "#"):
            let end = nameEnd(from: start + 1)
            end > start + 1 ? emit(.hash, end) : emit(.delimiter, start + 1)
        case UInt8(ascii: "@"):
            let end = nameEnd(from: start + 1)
            end > start + 1 ? emit(.atKeyword, end) : emit(.delimiter, start + 1)
        case UInt8(ascii: "-"):
            if byte(at: start + 1) == UInt8(ascii: "-") {
                let end = nameEnd(from: start + 2)
                if end > start + 2 { return emit(.customProperty, end) }
            }
            emit(.minus, start + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (kind, end) = string(from: start, quote: b)
            emit(kind, end)
        case UInt8(ascii: "/"):
            let next = byte(at: start + 1)
            let (kind, end) =
                next == UInt8(ascii: "*") ? blockComment(from: start)
                : next == UInt8(ascii: "/") ? lineComment(from: start) : (.slash, start + 1)
            emit(kind, end)
        case UInt8(ascii: "*"):
            byte(at: start + 1) == UInt8(ascii: "*") ? emit(.starStar, start + 2) : emit(.star, start + 1)
        case UInt8(ascii: "="):
            byte(at: start + 1) == UInt8(ascii: "=") ? emit(.equalEqual, start + 2) : emit(.equal, start + 1)
        case UInt8(ascii: "!"):
            byte(at: start + 1) == UInt8(ascii: "=") ? emit(.bangEqual, start + 2) : emit(.bang, start + 1)
        case UInt8(ascii: "<"):
            byte(at: start + 1) == UInt8(ascii: "=") ? emit(.lessEqual, start + 2) : emit(.less, start + 1)
        case UInt8(ascii: ">"):
            byte(at: start + 1) == UInt8(ascii: "=") ? emit(.greaterEqual, start + 2) : emit(.greater, start + 1)
        case UInt8(ascii: "&"):
            byte(at: start + 1) == UInt8(ascii: "&") ? emit(.ampersandAmpersand, start + 2) : emit(.ampersand, start + 1)
        case UInt8(ascii: "|"):
            byte(at: start + 1) == UInt8(ascii: "|") ? emit(.pipePipe, start + 2) : emit(.pipe, start + 1)
        case UInt8(ascii: "+"): emit(.plus, start + 1)
        case UInt8(ascii: "%"): emit(.percent, start + 1)
        case UInt8(ascii: "^"): emit(.caret, start + 1)
        case UInt8(ascii: "~"): emit(.tilde, start + 1)
        case UInt8(ascii: "x"):
            let (kind, end) = invalid(from: start)  // NUL and other control characters
            emit(kind, end)
        default:
            emit(.delimiter, start + 1)  // $ ? \ ` (letters are lexed above)
        }
    }

    /// The class of each ASCII byte for `lex(at:…)`: ` ` a space, `w` other whitespace, `a` a
    /// letter or `_`, `0` a digit, `x` a control character; punctuation stands for itself.
    static let startClasses: StaticString = #"""
        xxxxxxxxxwwwwwxxxxxxxxxxxxxxxxxx !"#$%&'()*+,-./0000000000:;<=>?@aaaaaaaaaaaaaaaaaaaaaaaaaa[\]^a`aaaaaaaaaaaaaaaaaaaaaaaaaa{|}~x
        """#

    /// A token starting with a byte of 0x80 or more; out of line, as stylesheets are mostly ASCII.
    @inline(never)
    func nonASCIIToken(at start: Int) -> (kind: TokenKind, end: Int) {
        let (scalarClass, length) = classifyNonASCII(at: start)
        switch scalarClass {
        case .letter: return identifierOrURL(from: start, firstLength: length)
        case .space: return whitespace(from: start)
        case .lessEqual: return (.lessEqual, start + length)
        case .greaterEqual: return (.greaterEqual, start + length)
        case .notEqual: return (.bangEqual, start + length)
        case .invalid: return invalid(from: start)
        }
    }

    // MARK: - Character classes

    @inline(__always) func byte(at i: Int) -> UInt8 {
        i < bytes.count ? bytes[i] : 0
    }

    @inline(__always) func isDigit(at i: Int) -> Bool {
        i < bytes.count && bytes[i] &- UInt8(ascii: "0") < 10
    }

    /// Letters, digits, `_` and `-`: the characters after the first one of an identifier.
    @inline(__always) static func isASCIINameContinue(_ b: UInt8) -> Bool {
        // One bit per ASCII character, in two words: `-` and the digits; letters and `_`.
        let mask: UInt64 = b < 64 ? 0x03FF_2000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return b < 128 && (mask >> (b & 63)) & 1 != 0
    }

    /// The bytes of `word` (eight characters, the first in the low byte) that are not ASCII
    /// name characters (`isASCIINameContinue`), as the high bit of each. Each byte is compared
    /// on its own: adding at most 0x80 to a 7-bit value never carries into the next byte.
    @inline(__always) static func nonNameBytes(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low = word & ~high
        // x >= n: bit 7 of x + (0x80 - n); x == n: bit 7 of (x ^ n) + 0x7F clear.
        @inline(__always) func atLeast(_ value: UInt64, _ n: UInt64) -> UInt64 { (value &+ (0x80 &- n) &* ones) & high }
        @inline(__always) func equal(_ value: UInt64, _ n: UInt64) -> UInt64 { ~((value ^ (n &* ones)) &+ 0x7F &* ones) & high }
        let lower = low | 0x20 &* ones
        let letter = atLeast(lower, 0x61) & ~atLeast(lower, 0x7B)
        let digit = atLeast(low, 0x30) & ~atLeast(low, 0x3A)
        let name = (letter | digit | equal(low, 0x5F) | equal(low, 0x2D)) & ~word
        return ~name & high
    }

    enum NonASCIIClass { case letter, space, lessEqual, greaterEqual, notEqual, invalid }

    /// Decodes the UTF-8 sequence at `i` (whose first byte is >= 0x80). Invalid sequences
    /// (RFC 3629: overlong forms, surrogates, truncation) report length 1.
    @inline(__always)
    func classifyNonASCII(at i: Int) -> (NonASCIIClass, Int) {
        let b0 = bytes[i]
        let b1 = byte(at: i + 1), b2 = byte(at: i + 2), b3 = byte(at: i + 3)
        @inline(__always) func cont(_ b: UInt8) -> Bool { b & 0xC0 == 0x80 }
        switch b0 {
        case 0xC2...0xDF:
            guard cont(b1) else { return (.invalid, 1) }
            if b0 == 0xC2 && (b1 == 0xA0 || b1 == 0x85) { return (.space, 2) }  // NBSP, NEL
            return (.letter, 2)
        case 0xE0...0xEF:
            let secondOK: Bool
            switch b0 {
            case 0xE0: secondOK = b1 >= 0xA0 && b1 <= 0xBF
            case 0xED: secondOK = b1 >= 0x80 && b1 <= 0x9F
            default: secondOK = cont(b1)
            }
            guard secondOK, cont(b2) else { return (.invalid, 1) }
            if b0 == 0xE2 && b1 == 0x89 {
                if b2 == 0xA4 { return (.lessEqual, 3) }  // ≤
                if b2 == 0xA5 { return (.greaterEqual, 3) }  // ≥
                if b2 == 0xA0 { return (.notEqual, 3) }  // ≠
            }
            if b0 == 0xE2 && b1 == 0x80 && (b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF) {
                return (.space, 3)  // U+2000…U+200A, U+2028, U+2029, U+202F
            }
            if (b0 == 0xE3 && b1 == 0x80 && b2 == 0x80) || (b0 == 0xEF && b1 == 0xBB && b2 == 0xBF)
                || (b0 == 0xE2 && b1 == 0x81 && b2 == 0x9F) || (b0 == 0xE1 && b1 == 0x9A && b2 == 0x80) {
                return (.space, 3)  // U+3000, BOM, U+205F, U+1680
            }
            return (.letter, 3)
        case 0xF0...0xF4:
            let secondOK: Bool
            switch b0 {
            case 0xF0: secondOK = b1 >= 0x90 && b1 <= 0xBF
            case 0xF4: secondOK = b1 >= 0x80 && b1 <= 0x8F
            default: secondOK = cont(b1)
            }
            guard secondOK, cont(b2), cont(b3) else { return (.invalid, 1) }
            return (.letter, 4)
        default:
            return (.invalid, 1)
        }
    }

    /// The eight bytes from `index` (which has eight after it) as one little-endian word: the
    /// scans below look at eight bytes at a time.
    @inline(__always)
    func word(at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The end of a run of name characters starting at `i` (`i` itself when there is none).
    @inline(__always)
    func nameEnd(from start: Int) -> Int {
        var i = start
        // Eight bytes at a time while they are ASCII name characters (names average about ten).
        while i &+ 8 <= bytes.count {
            let word = self.word(at: i)
            let others = Lexer.nonNameBytes(word)
            if others != 0 {
                let shift = others.trailingZeroBitCount
                i &+= shift >> 3
                // An ASCII byte ends the name; a non-ASCII one may be a letter.
                if (word >> UInt64(shift & ~7)) & 0x80 == 0 { return i }
                break
            }
            i &+= 8
        }
        return nameEndByBytes(from: i)
    }

    /// `nameEnd` from a non-ASCII byte or the last eight bytes of the input on, byte by byte;
    /// out of line, so that the common case stays small enough to inline.
    @inline(never)
    func nameEndByBytes(from start: Int) -> Int {
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if Lexer.isASCIINameContinue(b) {
                i &+= 1
            } else if b < 0x80 {
                break
            } else {
                let (scalarClass, length) = classifyNonASCII(at: i)
                guard scalarClass == .letter else { break }
                i += length
            }
        }
        return i
    }

    // MARK: - Token scanners

    @inline(__always)
    func whitespace(from start: Int) -> (kind: TokenKind, end: Int) {
        var i = start
        var sawLineBreak = false
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x20:
                i = spacesEnd(from: i &+ 1)
            case 0x09, 0x0B, 0x0C:
                i += 1
            case 0x0A, 0x0D:
                sawLineBreak = true
                i += 1
            case 0x80...0xFF:
                let (scalarClass, length) = classifyNonASCII(at: i)
                guard scalarClass == .space else { return (sawLineBreak ? .newline : .whitespace, i) }
                i += length
            default:
                return (sawLineBreak ? .newline : .whitespace, i)
            }
        }
        return (sawLineBreak ? .newline : .whitespace, i)
    }

    /// The end of a run of spaces starting at `start`: an indentation is skipped eight bytes
    /// at a time.
    @inline(__always)
    func spacesEnd(from start: Int) -> Int {
        var i = start
        while i &+ 8 <= bytes.count {
            let word = self.word(at: i)
            let others = word ^ 0x2020_2020_2020_2020
            if others != 0 { return i &+ others.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < bytes.count && bytes[i] == 0x20 { i &+= 1 }
        return i
    }

    /// `firstLength`: the bytes of the first character (more than one for a non-ASCII letter).
    @inline(__always)
    func identifierOrURL(from start: Int, firstLength: Int = 1) -> (kind: TokenKind, end: Int) {
        let end = nameEnd(from: start + firstLength)
        // `http://…` would otherwise lex `//…` as a line comment.
        if byte(at: end) == UInt8(ascii: ":") && byte(at: end + 1) == UInt8(ascii: "/") { return url(nameEnd: end) }
        return (.identifier, end)
    }

    /// The rest of a URL whose scheme ends at `end`, before `:/`; out of line, as it is rare
    /// and a property name is followed by `:` (`bounds: auto`).
    @inline(never)
    func url(nameEnd end: Int) -> (kind: TokenKind, end: Int) {
        guard byte(at: end + 2) == UInt8(ascii: "/") else { return (.identifier, end) }
        var i = end + 3
        scan: while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, UInt8(ascii: ";"), UInt8(ascii: ")"), UInt8(ascii: ","),
                UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                break scan
            default:
                i += 1
            }
        }
        return (.url, i)
    }

    @inline(__always)
    func number(from start: Int) -> (kind: TokenKind, end: Int) {
        var i = start
        while isDigit(at: i) { i += 1 }
        if byte(at: i) == UInt8(ascii: "."), isDigit(at: i + 1) {
            i += 1
            while isDigit(at: i) { i += 1 }
        }
        let unit = byte(at: i)
        if unit == UInt8(ascii: "%") { return (.percentage, i + 1) }
        if unit | 0x20 == UInt8(ascii: "p") {
            let second = byte(at: i + 1) | 0x20
            if second == UInt8(ascii: "t") || second == UInt8(ascii: "x") {
                let after = byte(at: i + 2)
                if i + 2 >= bytes.count || (after < 0x80 && !Lexer.isASCIINameContinue(after)) {
                    return (.dimension, i + 2)
                }
            }
        }
        return (.number, i)
    }

    @inline(__always)
    func string(from start: Int, quote: UInt8) -> (kind: TokenKind, end: Int) {
        var i = start + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == quote { return (.string, i + 1) }
            if b == UInt8(ascii: "\\") {
                // An escaped line break continues the string on the next line.
                if byte(at: i + 1) == 0x0D && byte(at: i + 2) == 0x0A {
                    i += 3
                } else {
                    i += 2
                }
                continue
            }
            if b == 0x0A || b == 0x0D { return (.unterminatedString, i) }
            i += 1
        }
        return (.unterminatedString, bytes.count)
    }

    @inline(__always)
    func blockComment(from start: Int) -> (kind: TokenKind, end: Int) {
        var i = start + 2
        while true {
            i = starIndex(from: i)
            guard i + 1 < bytes.count else { return (.unterminatedBlockComment, bytes.count) }
            if bytes[i + 1] == UInt8(ascii: "/") { return (.blockComment, i + 2) }
            i += 1
        }
    }

    /// The first `*` at or after `start`, or the end of input: a comment's text is skipped
    /// eight bytes at a time.
    @inline(__always)
    func starIndex(from start: Int) -> Int {
        var i = start
        while i &+ 8 <= bytes.count {
            let word = self.word(at: i)
            // A zero byte of `others` is a `*`; the lowest set bit below marks the first one
            // exactly (a borrow only affects the bytes above a zero byte).
            let others = word ^ 0x2A2A_2A2A_2A2A_2A2A
            let stars = (others &- 0x0101_0101_0101_0101) & ~others & 0x8080_8080_8080_8080
            if stars != 0 { return i &+ stars.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < bytes.count && bytes[i] != UInt8(ascii: "*") { i &+= 1 }
        return i
    }

    @inline(__always)
    func lineComment(from start: Int) -> (kind: TokenKind, end: Int) {
        var i = start + 2
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D { break }
            i += 1
        }
        return (.lineComment, i)
    }

    func invalid(from start: Int) -> (kind: TokenKind, end: Int) {
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 {
                let isControl = (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0B && b != 0x0C && b != 0x0D) || b == 0x7F
                guard isControl else { break }
                i += 1
            } else {
                let (scalarClass, length) = classifyNonASCII(at: i)
                guard scalarClass == .invalid else { break }
                i += length
            }
        }
        return (.invalid, i)
    }
}
