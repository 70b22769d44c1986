import StyleParser
import Testing
import TestSupport

/// Splits `text` into (kind, text) pairs with the public lexer.
func lex(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        let lexer = Lexer(buffer)
        var tokens: [String] = []
        var offset = 0
        while offset < buffer.count {
            let (kind, end) = lexer.token(at: offset)
            tokens.append("\(kind) \(String(decoding: bytes[offset..<end], as: UTF8.self).debugDescription)")
            offset = end
        }
        return tokens
    }
}

@Suite struct LexerTests {
    @Test func namesWithDashesDotsAndUnicode() {
        #expect(lex("HelveticaNeue-Medium layer.cornerRadius _x café") == [
            #"identifier "HelveticaNeue-Medium""#, #"whitespace " ""#, #"identifier "layer""#, #"dot ".""#,
            #"identifier "cornerRadius""#, #"whitespace " ""#, #"identifier "_x""#, #"whitespace " ""#, #"identifier "café""#,
        ])
    }

    /// A name may start with a non-ASCII letter (InterfaCSS reads identifiers with Foundation's
    /// letter set): `.überschrift`, `#ébène`, a bare `über`.
    @Test func namesStartingWithNonASCIILetters() {
        #expect(lex(".überschrift #ébène über Ωmega 名前") == [
            #"dot ".""#, #"identifier "überschrift""#, #"whitespace " ""#, ##"hash "#ébène""##, #"whitespace " ""#,
            #"identifier "über""#, #"whitespace " ""#, #"identifier "Ωmega""#, #"whitespace " ""#, #"identifier "名前""#,
        ])
    }

    @Test func numbersAndUnits() {
        #expect(lex("12 0.5 .5 12px 5PT 50% 2n 1.x 12pxa") == [
            #"number "12""#, #"whitespace " ""#, #"number "0.5""#, #"whitespace " ""#, #"number ".5""#, #"whitespace " ""#,
            #"dimension "12px""#, #"whitespace " ""#, #"dimension "5PT""#, #"whitespace " ""#, #"percentage "50%""#,
            #"whitespace " ""#, #"number "2""#, #"identifier "n""#, #"whitespace " ""#, #"number "1""#, #"dot ".""#,
            #"identifier "x""#, #"whitespace " ""#, #"number "12""#, #"identifier "pxa""#,
        ])
    }

    @Test func hashesAtKeywordsAndCustomProperties() {
        #expect(lex("#fff #4080B000 #my-id @brand @extend --gap # @ --") == [
            ##"hash "#fff""##, ##"whitespace " ""##, ##"hash "#4080B000""##, ##"whitespace " ""##, ##"hash "#my-id""##,
            ##"whitespace " ""##, ##"atKeyword "@brand""##, ##"whitespace " ""##, ##"atKeyword "@extend""##, ##"whitespace " ""##,
            ##"customProperty "--gap""##, ##"whitespace " ""##, ##"delimiter "#""##, ##"whitespace " ""##, ##"delimiter "@""##,
            ##"whitespace " ""##, ##"minus "-""##, ##"minus "-""##,
        ])
    }

    @Test func stringsWithEscapesAndUnterminatedStrings() {
        #expect(lex(#""a \"b\"" 'c\'d' "open"#) == [
            #"string "\"a \\\"b\\\"\"""#, #"whitespace " ""#, #"string "\'c\\\'d\'""#, #"whitespace " ""#,
            #"unterminatedString "\"open""#,
        ])
        #expect(lex("'x\ny") == [#"unterminatedString "\'x""#, #"newline "\n""#, #"identifier "y""#])
    }

    @Test func commentsAndURLs() {
        #expect(lex("/* a */ // b\nhttp://x.com/a.png;/* open") == [
            #"blockComment "/* a */""#, #"whitespace " ""#, #"lineComment "// b""#, #"newline "\n""#,
            #"url "http://x.com/a.png""#, #"semicolon ";""#, #"unterminatedBlockComment "/* open""#,
        ])
    }

    /// A comment's text is skipped eight bytes at a time: a `*` not followed by `/` and the
    /// closing `*/` at every position in a word, and a `*` as the very last byte.
    @Test func blockCommentsEndAtTheirFirstStarSlashWherever() {
        for padding in 0..<20 {
            let text = String(repeating: "x", count: padding)
            #expect(lex("/*\(text)* **x*/*/a") == [#"blockComment "/*\#(text)* **x*/""#, #"star "*""#, #"slash "/""#, #"identifier "a""#])
            #expect(lex("/*\(text)*") == [#"unterminatedBlockComment "/*\#(text)*""#])
            #expect(lex("/*\(text)*/") == [#"blockComment "/*\#(text)*/""#])
        }
    }

    @Test func operators() {
        #expect(lex("** * == = != ! <= < >= > && & || | ~ + - / % ^ ≤ ≥ ≠").filter { !$0.hasPrefix("whitespace") } == [
            #"starStar "**""#, #"star "*""#, #"equalEqual "==""#, #"equal "=""#, #"bangEqual "!=""#, #"bang "!""#,
            #"lessEqual "<=""#, #"less "<""#, #"greaterEqual ">=""#, #"greater ">""#, #"ampersandAmpersand "&&""#,
            #"ampersand "&""#, #"pipePipe "||""#, #"pipe "|""#, #"tilde "~""#, #"plus "+""#, #"minus "-""#,
            #"slash "/""#, #"percent "%""#, #"caret "^""#, #"lessEqual "≤""#, #"greaterEqual "≥""#, #"bangEqual "≠""#,
        ])
    }

    @Test func lineBreaksAndUnicodeSpaces() {
        #expect(lex("a \t b\r\n\u{00A0}c\u{FEFF}d") == [
            #"identifier "a""#, #"whitespace " \t ""#, #"identifier "b""#, "newline \"\\r\\n\u{00A0}\"",
            #"identifier "c""#, "whitespace \"\u{FEFF}\"", #"identifier "d""#,
        ])
    }

    /// A line break and the next line's indentation is one token, whatever ends it and wherever
    /// the indentation ends in a word (the spaces are skipped eight bytes at a time).
    @Test func lineBreakAndIndentationEndedByAnything() {
        for spaces in 0..<20 {
            let indentation = "\n" + String(repeating: " ", count: spaces)
            #expect(lex(indentation) == ["newline \(indentation.debugDescription)"])
            for follower in ["x", "é", "\u{7F}", ";", "\u{0}"] {
                #expect(lex(indentation + follower).first == "newline \(indentation.debugDescription)", "\(spaces) \(follower)")
            }
            for follower in ["\t", "\r", "\n", " \n", "\u{A0}", "\u{2028}"] {
                #expect(lex(indentation + follower + "x") == ["newline \((indentation + follower).debugDescription)", #"identifier "x""#])
            }
        }
    }

    /// A name's end at every position in a word: an ASCII byte or a non-ASCII space ends it, a
    /// non-ASCII letter does not.
    @Test func namesEndWherever() {
        for length in 1..<20 {
            let name = String(repeating: "a", count: length)
            #expect(lex(name) == ["identifier \(name.debugDescription)"])
            #expect(lex(name + ":b") == ["identifier \(name.debugDescription)", #"colon ":""#, #"identifier "b""#])
            #expect(lex(name + "é-_9") == ["identifier \((name + "é-_9").debugDescription)"])
            #expect(lex(name + "\u{A0}") == ["identifier \(name.debugDescription)", "whitespace \"\u{A0}\""])
            #expect(lex(name + "://x") == ["url \((name + "://x").debugDescription)"])
            #expect(lex(name + ":/x") == ["identifier \(name.debugDescription)", #"colon ":""#, #"slash "/""#, #"identifier "x""#])
        }
    }

    /// Every ASCII byte alone, as the lexer's first dispatch classifies it.
    @Test func everyASCIIByteAlone() {
        let kinds = (0..<128).map { lex(String(UnicodeScalar(UInt8($0)))).map { String($0.prefix { $0 != " " }) } }
        #expect(kinds == [
            "invalid", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid",  // 0x00
            "invalid", "whitespace", "newline", "whitespace", "whitespace", "newline", "invalid", "invalid",  // 0x08
            "invalid", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid",  // 0x10
            "invalid", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid",  // 0x18
            "whitespace", "bang", "unterminatedString", "delimiter", "delimiter", "percent", "ampersand", "unterminatedString",  // 0x20
            "leftParen", "rightParen", "star", "plus", "comma", "minus", "dot", "slash",  // 0x28
            "number", "number", "number", "number", "number", "number", "number", "number",  // 0x30
            "number", "number", "colon", "semicolon", "less", "equal", "greater", "delimiter",  // 0x38
            "delimiter", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier",  // 0x40
            "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier",  // 0x48
            "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier",  // 0x50
            "identifier", "identifier", "identifier", "leftBracket", "delimiter", "rightBracket", "caret", "identifier",  // 0x58
            "delimiter", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier",  // 0x60
            "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier",  // 0x68
            "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier", "identifier",  // 0x70
            "identifier", "identifier", "identifier", "leftBrace", "pipe", "rightBrace", "tilde", "invalid",  // 0x78
        ].map { [$0] })
    }

    @Test func invalidBytesAreTokensToo() {
        let bytes: [UInt8] = [0x61, 0x00, 0x01, 0xFF, 0xC3, 0x62, 0xE2, 0x82]
        let kinds = bytes.withUnsafeBufferPointer { buffer in
            let lexer = Lexer(buffer)
            var kinds: [TokenKind] = []
            var offset = 0
            while offset < buffer.count {
                let (kind, end) = lexer.token(at: offset)
                #expect(end > offset)
                kinds.append(kind)
                offset = end
            }
            return kinds
        }
        #expect(kinds == [.identifier, .invalid, .identifier, .invalid])
    }

    /// The parser lexes in batches (`tokens(from:count:…)`), the pairs it lexes in one step
    /// included: the same tokens as `token(at:)` one after another, for batches of every size,
    /// pairs cut by the end of the input or of a batch, and never more than two past the count.
    @Test func batchesLexTheSameTokensOneByOne() {
        let pieces = [
            "a", "bc", ":", ": ", ":  ", ",", ", ", ",\n", ";", ";\n", ";\n    ", ";\n\t", ";\n\n", " ", "\n  ", "1", ".5",
            "é", "\u{A0}", "http://x", "a:/", "//c", "/*c*/", "\"s\"", "#f", "@v", "-", "(", ")", "{", "}", "\u{0}", "\u{FF}",
        ]
        var random = SeededRandom(state: 0xBA7C_4E55)
        var texts = ["", "a: 1;", "a:", "a: ", ";", ";\n", ",", ", ", "a: b;\n  c: d, e;\n}"]
        for _ in 0..<2000 { texts.append((0..<random.below(16)).map { _ in random.pick(pieces) }.joined()) }
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let lexer = Lexer(buffer)
                var expected: [(TokenKind, Int)] = []
                var offset = 0
                while offset < buffer.count {
                    let (kind, end) = lexer.token(at: offset)
                    expected.append((kind, end))
                    offset = end
                }
                for batch in [1, 2, 3, 64] {
                    var lexed: [(TokenKind, Int)] = []
                    let kinds = UnsafeMutablePointer<TokenKind>.allocate(capacity: batch + 2)
                    let ends = UnsafeMutablePointer<UInt32>.allocate(capacity: batch + 2)
                    var start = 0
                    while start < buffer.count {
                        let count = lexer.tokens(from: start, count: batch, kinds: kinds, ends: ends)
                        #expect(count >= 1 && count <= batch + 2)
                        for index in 0..<count { lexed.append((kinds[index], Int(ends[index]))) }
                        start = Int(ends[count - 1])
                    }
                    kinds.deallocate()
                    ends.deallocate()
                    #expect(lexed.map(\.0) == expected.map(\.0) && lexed.map(\.1) == expected.map(\.1), "\(text.debugDescription) in batches of \(batch)")
                }
            }
        }
    }
}
