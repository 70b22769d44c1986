import StyleParser
import Testing

/// One case per grammar construct: the input (markers 1️⃣… for diagnostic positions), the
/// expected tree dump and the expected diagnostics. Run with `STYLELSP_RECORD=1` to print the
/// actual dumps after an intended change.
@Suite struct ParserFixtureTests {
    @Test func emptyFile() {
        assertParse("", tree: "Stylesheet 0..0")
    }

    @Test func comments() {
        assertParse(
            "/* block */\n// line\n",
            tree: """
                Stylesheet 0..20
                  blockComment "/* block */"
                  newline "\\n"
                  lineComment "// line"
                  newline "\\n"
                """)
    }

    @Test func unterminatedBlockCommentRunsToTheEnd() {
        assertParse(
            ".a { alpha: 1; }\n1️⃣/* open\n.b { alpha: 2; }",
            diagnostics: [("1️⃣", "unterminated comment: '/*' has no closing '*/', so the rest of the file is a comment")])
    }

    @Test func variableDefinition() {
        assertParse(
            "@accent : rgb(0,0,255);",
            tree: """
                Stylesheet 0..23
                  VariableDefinition 0..23
                    atKeyword "@accent"
                    whitespace " "
                    colon ":"
                    whitespace " "
                    Value 10..22
                      FunctionCall 10..22
                        identifier "rgb"
                        ArgumentList 13..22
                          leftParen "("
                          Argument 14..15
                            number "0"
                          comma ","
                          Argument 16..17
                            number "0"
                          comma ","
                          Argument 18..21
                            number "255"
                          rightParen ")"
                    semicolon ";"
                """)
    }

    @Test func variableDefinitionWithEqualsAndCustomProperty() {
        assertParse(
            "@size = 42;\n--gap: 8;",
            tree: """
                Stylesheet 0..21
                  VariableDefinition 0..11
                    atKeyword "@size"
                    whitespace " "
                    equal "="
                    whitespace " "
                    Value 8..10
                      number "42"
                    semicolon ";"
                  newline "\\n"
                  VariableDefinition 12..21
                    customProperty "--gap"
                    colon ":"
                    whitespace " "
                    Value 19..20
                      number "8"
                    semicolon ";"
                """)
    }

    @Test func variableWithoutSemicolon() {
        assertParse(
            "@a: 11️⃣ \n@b: 2;",
            diagnostics: [("1️⃣", "expected ';' after the value of '@a'")])
    }

    @Test func rulesetWithCompoundSelector() {
        assertParse(
            "uilabel#identity.class1.class2 {}",
            tree: """
                Stylesheet 0..33
                  Ruleset 0..33
                    SelectorList 0..30
                      ComplexSelector 0..30
                        CompoundSelector 0..30
                          TypeSelector 0..7
                            identifier "uilabel"
                          IdSelector 7..16
                            hash "#identity"
                          ClassSelector 16..23
                            dot "."
                            identifier "class1"
                          ClassSelector 23..30
                            dot "."
                            identifier "class2"
                    whitespace " "
                    Block 31..33
                      leftBrace "{"
                      rightBrace "}"
                """)
    }

    @Test func combinatorsAndSelectorGroups() {
        assertParse(
            "uiview > .a + .b ~ .c d,\n* uiview {}",
            tree: """
                Stylesheet 0..36
                  Ruleset 0..36
                    SelectorList 0..33
                      ComplexSelector 0..23
                        CompoundSelector 0..6
                          TypeSelector 0..6
                            identifier "uiview"
                        whitespace " "
                        greater ">"
                        whitespace " "
                        CompoundSelector 9..11
                          ClassSelector 9..11
                            dot "."
                            identifier "a"
                        whitespace " "
                        plus "+"
                        whitespace " "
                        CompoundSelector 14..16
                          ClassSelector 14..16
                            dot "."
                            identifier "b"
                        whitespace " "
                        tilde "~"
                        whitespace " "
                        CompoundSelector 19..21
                          ClassSelector 19..21
                            dot "."
                            identifier "c"
                        whitespace " "
                        CompoundSelector 22..23
                          TypeSelector 22..23
                            identifier "d"
                      comma ","
                      newline "\\n"
                      ComplexSelector 25..33
                        CompoundSelector 25..26
                          UniversalSelector 25..26
                            star "*"
                        whitespace " "
                        CompoundSelector 27..33
                          TypeSelector 27..33
                            identifier "uiview"
                    whitespace " "
                    Block 34..36
                      leftBrace "{"
                      rightBrace "}"
                """)
    }

    @Test func pseudoClasses() {
        assertParse(
            "uiview:nthChild(2n+1):pad, :root, .a:not(#b, .c) {}",
            tree: """
                Stylesheet 0..51
                  Ruleset 0..51
                    SelectorList 0..48
                      ComplexSelector 0..25
                        CompoundSelector 0..25
                          TypeSelector 0..6
                            identifier "uiview"
                          PseudoClass 6..21
                            colon ":"
                            identifier "nthChild"
                            PseudoClassArguments 15..21
                              leftParen "("
                              number "2"
                              identifier "n"
                              plus "+"
                              number "1"
                              rightParen ")"
                          PseudoClass 21..25
                            colon ":"
                            identifier "pad"
                      comma ","
                      whitespace " "
                      ComplexSelector 27..32
                        CompoundSelector 27..32
                          PseudoClass 27..32
                            colon ":"
                            identifier "root"
                      comma ","
                      whitespace " "
                      ComplexSelector 34..48
                        CompoundSelector 34..48
                          ClassSelector 34..36
                            dot "."
                            identifier "a"
                          PseudoClass 36..48
                            colon ":"
                            identifier "not"
                            PseudoClassArguments 40..48
                              leftParen "("
                              SelectorList 41..47
                                ComplexSelector 41..43
                                  CompoundSelector 41..43
                                    IdSelector 41..43
                                      hash "#b"
                                comma ","
                                whitespace " "
                                ComplexSelector 45..47
                                  CompoundSelector 45..47
                                    ClassSelector 45..47
                                      dot "."
                                      identifier "c"
                              rightParen ")"
                    whitespace " "
                    Block 49..51
                      leftBrace "{"
                      rightBrace "}"
                """)
    }

    @Test func parentReferenceIsKeptForTheDiagnostics() {
        assertParse(
            ".a { &:pad { alpha: 1; } }",
            tree: """
                Stylesheet 0..26
                  Ruleset 0..26
                    SelectorList 0..2
                      ComplexSelector 0..2
                        CompoundSelector 0..2
                          ClassSelector 0..2
                            dot "."
                            identifier "a"
                    whitespace " "
                    Block 3..26
                      leftBrace "{"
                      whitespace " "
                      Ruleset 5..24
                        SelectorList 5..10
                          ComplexSelector 5..10
                            CompoundSelector 5..10
                              ParentSelector 5..6
                                ampersand "&"
                              PseudoClass 6..10
                                colon ":"
                                identifier "pad"
                        whitespace " "
                        Block 11..24
                          leftBrace "{"
                          whitespace " "
                          Declaration 13..22
                            PropertyName 13..18
                              identifier "alpha"
                            colon ":"
                            whitespace " "
                            Value 20..21
                              number "1"
                            semicolon ";"
                          whitespace " "
                          rightBrace "}"
                      whitespace " "
                      rightBrace "}"
                """)
    }

    @Test func nestedRulesetAndSelectorThatLooksLikeADeclaration() {
        assertParse(
            "uiview { alpha: 1; label:hover { alpha:1; } }",
            tree: """
                Stylesheet 0..45
                  Ruleset 0..45
                    SelectorList 0..6
                      ComplexSelector 0..6
                        CompoundSelector 0..6
                          TypeSelector 0..6
                            identifier "uiview"
                    whitespace " "
                    Block 7..45
                      leftBrace "{"
                      whitespace " "
                      Declaration 9..18
                        PropertyName 9..14
                          identifier "alpha"
                        colon ":"
                        whitespace " "
                        Value 16..17
                          number "1"
                        semicolon ";"
                      whitespace " "
                      Ruleset 19..43
                        SelectorList 19..30
                          ComplexSelector 19..30
                            CompoundSelector 19..30
                              TypeSelector 19..24
                                identifier "label"
                              PseudoClass 24..30
                                colon ":"
                                identifier "hover"
                        whitespace " "
                        Block 31..43
                          leftBrace "{"
                          whitespace " "
                          Declaration 33..41
                            PropertyName 33..38
                              identifier "alpha"
                            colon ":"
                            Value 39..40
                              number "1"
                            semicolon ";"
                          whitespace " "
                          rightBrace "}"
                      whitespace " "
                      rightBrace "}"
                """)
    }

    @Test func declarationWithKeyPathPrefixAndParameters() {
        assertParse(
            ".b { titleLabel.font: system 15; titleColor(selected, highlighted)  : blue; }",
            tree: """
                Stylesheet 0..77
                  Ruleset 0..77
                    SelectorList 0..2
                      ComplexSelector 0..2
                        CompoundSelector 0..2
                          ClassSelector 0..2
                            dot "."
                            identifier "b"
                    whitespace " "
                    Block 3..77
                      leftBrace "{"
                      whitespace " "
                      Declaration 5..32
                        PropertyName 5..20
                          identifier "titleLabel"
                          dot "."
                          identifier "font"
                        colon ":"
                        whitespace " "
                        Value 22..31
                          identifier "system"
                          whitespace " "
                          number "15"
                        semicolon ";"
                      whitespace " "
                      Declaration 33..75
                        PropertyName 33..43
                          identifier "titleColor"
                        PropertyParameters 43..66
                          leftParen "("
                          identifier "selected"
                          comma ","
                          whitespace " "
                          identifier "highlighted"
                          rightParen ")"
                        whitespace "  "
                        colon ":"
                        whitespace " "
                        Value 70..74
                          identifier "blue"
                        semicolon ";"
                      whitespace " "
                      rightBrace "}"
                """)
    }

    /// 1.x reads a property name up to its `(` and trims it, so a space may come before the
    /// parameters (ISSDefaultStyleSheetParser.m, parsePropertyDeclaration).
    @Test func spaceBeforePropertyParameters() {
        assertParse(
            ".b { titleColor (highlighted): blue; }",
            tree: """
                Stylesheet 0..38
                  Ruleset 0..38
                    SelectorList 0..2
                      ComplexSelector 0..2
                        CompoundSelector 0..2
                          ClassSelector 0..2
                            dot "."
                            identifier "b"
                    whitespace " "
                    Block 3..38
                      leftBrace "{"
                      whitespace " "
                      Declaration 5..36
                        PropertyName 5..15
                          identifier "titleColor"
                        whitespace " "
                        PropertyParameters 16..29
                          leftParen "("
                          identifier "highlighted"
                          rightParen ")"
                        colon ":"
                        whitespace " "
                        Value 31..35
                          identifier "blue"
                        semicolon ";"
                      whitespace " "
                      rightBrace "}"
                """)
    }

    @Test func declarationWithEqualsAndDoubleUnderscoreParameters() {
        assertParse(
            ".b { alpha = 0.5; title__selected-highlighted: \"4\"; }",
            tree: """
                Stylesheet 0..53
                  Ruleset 0..53
                    SelectorList 0..2
                      ComplexSelector 0..2
                        CompoundSelector 0..2
                          ClassSelector 0..2
                            dot "."
                            identifier "b"
                    whitespace " "
                    Block 3..53
                      leftBrace "{"
                      whitespace " "
                      Declaration 5..17
                        PropertyName 5..10
                          identifier "alpha"
                        whitespace " "
                        equal "="
                        whitespace " "
                        Value 13..16
                          number "0.5"
                        semicolon ";"
                      whitespace " "
                      Declaration 18..51
                        PropertyName 18..45
                          identifier "title__selected-highlighted"
                        colon ":"
                        whitespace " "
                        Value 47..50
                          string "\\"4\\""
                        semicolon ";"
                      whitespace " "
                      rightBrace "}"
                """)
    }

    @Test func extend() {
        assertParse(
            ".s { @extend .base; @extends: .a .b; }",
            tree: """
                Stylesheet 0..38
                  Ruleset 0..38
                    SelectorList 0..2
                      ComplexSelector 0..2
                        CompoundSelector 0..2
                          ClassSelector 0..2
                            dot "."
                            identifier "s"
                    whitespace " "
                    Block 3..38
                      leftBrace "{"
                      whitespace " "
                      Extend 5..19
                        atKeyword "@extend"
                        whitespace " "
                        SelectorList 13..18
                          ComplexSelector 13..18
                            CompoundSelector 13..18
                              ClassSelector 13..18
                                dot "."
                                identifier "base"
                        semicolon ";"
                      whitespace " "
                      Extend 20..36
                        atKeyword "@extends"
                        colon ":"
                        whitespace " "
                        SelectorList 30..35
                          ComplexSelector 30..35
                            CompoundSelector 30..32
                              ClassSelector 30..32
                                dot "."
                                identifier "a"
                            whitespace " "
                            CompoundSelector 33..35
                              ClassSelector 33..35
                                dot "."
                                identifier "b"
                        semicolon ";"
                      whitespace " "
                      rightBrace "}"
                """)
    }

    @Test func literals() {
        assertParse(
            "@v: 12 0.5 12px 5pt 50% #fff \"a \\\"b\\\"\" 'c' @x --y auto size(*, 1);",
            tree: """
                Stylesheet 0..66
                  VariableDefinition 0..66
                    atKeyword "@v"
                    colon ":"
                    whitespace " "
                    Value 4..65
                      number "12"
                      whitespace " "
                      number "0.5"
                      whitespace " "
                      dimension "12px"
                      whitespace " "
                      dimension "5pt"
                      whitespace " "
                      percentage "50%"
                      whitespace " "
                      hash "#fff"
                      whitespace " "
                      string "\\"a \\\\\\"b\\\\\\"\\""
                      whitespace " "
                      string "'c'"
                      whitespace " "
                      atKeyword "@x"
                      whitespace " "
                      customProperty "--y"
                      whitespace " "
                      identifier "auto"
                      whitespace " "
                      FunctionCall 55..65
                        identifier "size"
                        ArgumentList 59..65
                          leftParen "("
                          Argument 60..61
                            star "*"
                          comma ","
                          whitespace " "
                          Argument 63..64
                            number "1"
                          rightParen ")"
                    semicolon ";"
                """)
    }

    @Test func callChainAndMemberAccess() {
        assertParse(
            "@f: size(auto, 50%).left(5%);",
            tree: """
                Stylesheet 0..29
                  VariableDefinition 0..29
                    atKeyword "@f"
                    colon ":"
                    whitespace " "
                    Value 4..28
                      FunctionCall 4..28
                        MemberAccess 4..24
                          FunctionCall 4..19
                            identifier "size"
                            ArgumentList 8..19
                              leftParen "("
                              Argument 9..13
                                identifier "auto"
                              comma ","
                              whitespace " "
                              Argument 15..18
                                percentage "50%"
                              rightParen ")"
                          dot "."
                          identifier "left"
                        ArgumentList 24..28
                          leftParen "("
                          Argument 25..27
                            percentage "5%"
                          rightParen ")"
                    semicolon ";"
                """)
    }

    /// 1.x separates the parts of a relative rect or a layout by any run of spaces and dots
    /// (ISSDefaultStyleSheetParser.m, partSeparator and layoutParserAttributeSeparator).
    @Test func spacedDotBetweenChainedCalls() {
        assertParse(
            "@f: size(1, 2) . left(5);",
            tree: """
                Stylesheet 0..25
                  VariableDefinition 0..25
                    atKeyword "@f"
                    colon ":"
                    whitespace " "
                    Value 4..24
                      FunctionCall 4..24
                        MemberAccess 4..21
                          FunctionCall 4..14
                            identifier "size"
                            ArgumentList 8..14
                              leftParen "("
                              Argument 9..10
                                number "1"
                              comma ","
                              whitespace " "
                              Argument 12..13
                                number "2"
                              rightParen ")"
                          whitespace " "
                          dot "."
                          whitespace " "
                          identifier "left"
                        ArgumentList 21..24
                          leftParen "("
                          Argument 22..23
                            number "5"
                          rightParen ")"
                    semicolon ";"
                """)
    }

    @Test func arithmeticPrecedenceAndAssociativity() {
        assertParse(
            "@m: -2 * 3 ** 2 ** 1 > parent.width - 1;",
            tree: """
                Stylesheet 0..40
                  VariableDefinition 0..40
                    atKeyword "@m"
                    colon ":"
                    whitespace " "
                    Value 4..39
                      BinaryExpression 4..39
                        BinaryExpression 4..20
                          UnaryExpression 4..6
                            minus "-"
                            number "2"
                          whitespace " "
                          star "*"
                          whitespace " "
                          BinaryExpression 9..20
                            number "3"
                            whitespace " "
                            starStar "**"
                            whitespace " "
                            BinaryExpression 14..20
                              number "2"
                              whitespace " "
                              starStar "**"
                              whitespace " "
                              number "1"
                        whitespace " "
                        greater ">"
                        whitespace " "
                        BinaryExpression 23..39
                          MemberAccess 23..35
                            identifier "parent"
                            dot "."
                            identifier "width"
                          whitespace " "
                          minus "-"
                          whitespace " "
                          number "1"
                    semicolon ";"
                """)
    }

    @Test func layoutValueWithCommas() {
        assertParse(
            "@l: size(100,100), center(parent, parent.centerY - 100);",
            tree: """
                Stylesheet 0..56
                  VariableDefinition 0..56
                    atKeyword "@l"
                    colon ":"
                    whitespace " "
                    Value 4..55
                      FunctionCall 4..17
                        identifier "size"
                        ArgumentList 8..17
                          leftParen "("
                          Argument 9..12
                            number "100"
                          comma ","
                          Argument 13..16
                            number "100"
                          rightParen ")"
                      comma ","
                      whitespace " "
                      FunctionCall 19..55
                        identifier "center"
                        ArgumentList 25..55
                          leftParen "("
                          Argument 26..32
                            identifier "parent"
                          comma ","
                          whitespace " "
                          Argument 34..54
                            BinaryExpression 34..54
                              MemberAccess 34..48
                                identifier "parent"
                                dot "."
                                identifier "centerY"
                              whitespace " "
                              minus "-"
                              whitespace " "
                              number "100"
                          rightParen ")"
                    semicolon ";"
                """)
    }

    @Test func attributedStringSegments() {
        assertParse(
            "@t: \"a\" (font: Avenir 12, color: red) L(\"b\") ();",
            tree: """
                Stylesheet 0..48
                  VariableDefinition 0..48
                    atKeyword "@t"
                    colon ":"
                    whitespace " "
                    Value 4..47
                      string "\\"a\\""
                      whitespace " "
                      ParenthesizedExpression 8..37
                        leftParen "("
                        NamedArgument 9..24
                          identifier "font"
                          colon ":"
                          whitespace " "
                          identifier "Avenir"
                          whitespace " "
                          number "12"
                        comma ","
                        whitespace " "
                        NamedArgument 26..36
                          identifier "color"
                          colon ":"
                          whitespace " "
                          identifier "red"
                        rightParen ")"
                      whitespace " "
                      FunctionCall 38..44
                        identifier "L"
                        ArgumentList 39..44
                          leftParen "("
                          Argument 40..43
                            string "\\"b\\""
                          rightParen ")"
                      whitespace " "
                      ParenthesizedExpression 45..47
                        leftParen "("
                        rightParen ")"
                    semicolon ";"
                """)
    }

    @Test func spaceBeforeArgumentListStillCalls() {
        assertParse(
            "@c: rgb (1, 2, 3);",
            tree: """
                Stylesheet 0..18
                  VariableDefinition 0..18
                    atKeyword "@c"
                    colon ":"
                    whitespace " "
                    Value 4..17
                      FunctionCall 4..17
                        identifier "rgb"
                        whitespace " "
                        ArgumentList 8..17
                          leftParen "("
                          Argument 9..10
                            number "1"
                          comma ","
                          whitespace " "
                          Argument 12..13
                            number "2"
                          comma ","
                          whitespace " "
                          Argument 15..16
                            number "3"
                          rightParen ")"
                    semicolon ";"
                """)
    }

    @Test func urlsAreNotComments() {
        assertParse(
            "@i: url(http://example.com/a.png); // note",
            tree: """
                Stylesheet 0..42
                  VariableDefinition 0..34
                    atKeyword "@i"
                    colon ":"
                    whitespace " "
                    Value 4..33
                      FunctionCall 4..33
                        identifier "url"
                        ArgumentList 7..33
                          leftParen "("
                          Argument 8..32
                            url "http://example.com/a.png"
                          rightParen ")"
                    semicolon ";"
                  whitespace " "
                  lineComment "// note"
                """)
    }

    // MARK: - Errors

    @Test func missingSemicolonBeforeCloseBrace() {
        assertParse(
            ".a { alpha: 11️⃣ }",
            diagnostics: [("1️⃣", "expected ';' after the value of 'alpha'")])
    }

    @Test func missingSemicolonAtLineEndKeepsTheNextDeclaration() {
        assertParse(
            """
            .a {
                alpha: 11️⃣
                hidden: YES;
            }
            """,
            tree: """
                Stylesheet 0..36
                  Ruleset 0..36
                    SelectorList 0..2
                      ComplexSelector 0..2
                        CompoundSelector 0..2
                          ClassSelector 0..2
                            dot "."
                            identifier "a"
                    whitespace " "
                    Block 3..36
                      leftBrace "{"
                      newline "\\n    "
                      Declaration 9..17
                        PropertyName 9..14
                          identifier "alpha"
                        colon ":"
                        whitespace " "
                        Value 16..17
                          number "1"
                        missing ';'
                      newline "\\n    "
                      Declaration 22..34
                        PropertyName 22..28
                          identifier "hidden"
                        colon ":"
                        whitespace " "
                        Value 30..33
                          identifier "YES"
                        semicolon ";"
                      newline "\\n"
                      rightBrace "}"
                """,
            diagnostics: [("1️⃣", "expected ';' after the value of 'alpha'")])
    }

    @Test func missingSemicolonBeforeANestedRuleset() {
        assertParse(
            """
            .a {
                textColor: red1️⃣
                .b { alpha: 1; }
            }
            """,
            diagnostics: [("1️⃣", "expected ';' after the value of 'textColor'")])
    }

    @Test func unrecognizedLinesAtTheTopLevelAndInABlock() {
        assertParse(
            """
            1️⃣bad bad bad
            // A comment ends a selector, as in InterfaCSS 1.x.
            .style1 {
                alpha: 1;
                2️⃣bad bad bad
            }
            """,
            diagnostics: [
                ("1️⃣", "'bad bad bad' is not a ruleset, a variable or a comment; InterfaCSS skips it"),
                ("2️⃣", "'bad bad bad' is not a declaration, a nested ruleset or '@extend'; InterfaCSS skips it"),
            ])
    }

    /// What InterfaCSS then ignores is the semantic analysis's to say (ConformanceFixtureTests,
    /// selector-stray-close-brace.css).
    @Test func strayCloseBrace() {
        assertParse(
            ".a { alpha: 1; }\n1️⃣}\n.b { alpha: 2; }",
            diagnostics: [("1️⃣", "'}' without an open block; remove it")])
    }

    @Test func unclosedBlock() {
        assertParse(
            ".a 1️⃣{ alpha: 1;\n",
            tree: """
                Stylesheet 0..15
                  Ruleset 0..15
                    SelectorList 0..2
                      ComplexSelector 0..2
                        CompoundSelector 0..2
                          ClassSelector 0..2
                            dot "."
                            identifier "a"
                    whitespace " "
                    Block 3..15
                      leftBrace "{"
                      whitespace " "
                      Declaration 5..14
                        PropertyName 5..10
                          identifier "alpha"
                        colon ":"
                        whitespace " "
                        Value 12..13
                          number "1"
                        semicolon ";"
                      newline "\\n"
                      missing '}'
                """,
            diagnostics: [("1️⃣", "the '{' of '.a' is never closed: expected '}' before the end of the file")])
    }

    @Test func unterminatedString() {
        assertParse(
            ".a { text: 1️⃣\"open;2️⃣\n  alpha: 1; }",
            diagnostics: [
                ("1️⃣", "unterminated string: add the closing \" before the end of the line"),
                ("2️⃣", "expected ';' after the value of 'text'"),
            ])
    }

    @Test func invalidBytes() {
        assertParse(
            ".a { text: x1️⃣\u{0}; }",
            diagnostics: [("1️⃣", "NUL character in the stylesheet")])
    }

    @Test func invalidSelectors() {
        assertParse(
            """
            1️⃣12 { alpha: 1; }
            .a 2️⃣/* no */ { alpha: 1; }
            .b >3️⃣ { alpha: 1; }
            """,
            diagnostics: [
                ("1️⃣", "'12' is not a valid selector; expected type, '#id', '.class' or ':pseudo-class' parts joined by spaces, '>', '+' or '~'"),
                ("2️⃣", "InterfaCSS does not allow a comment inside a selector or before its '{'"),
                ("3️⃣", "expected a selector"),
            ])
    }

    @Test func missingColonValueAndParenthesis() {
        assertParse(
            """
            .a {
                alpha1️⃣ 0.5;
                hidden: 2️⃣;
                color: rgb3️⃣(1, 2;
            }
            """,
            diagnostics: [
                ("1️⃣", "expected ':' after 'alpha'"),
                ("2️⃣", "expected a value for 'hidden'"),
                ("3️⃣", "'(' is never closed: expected ')'"),
            ])
    }

    @Test func unexpectedTokenInAValue() {
        assertParse(".a { alpha: 1 1️⃣); }", diagnostics: [("1️⃣", "unexpected ')' in this value")])
    }

    @Test func extraSemicolon() {
        assertParse(".a { alpha: 1;1️⃣; }", diagnostics: [("1️⃣", "extra ';'")])
    }

    @Test func unsupportedAtRule() {
        assertParse(
            "1️⃣@media screen { .a { alpha: 2️⃣; } }",
            diagnostics: [
                ("1️⃣", "InterfaCSS does not support '@media'; the app skips it"),
                ("2️⃣", "expected a value for 'alpha'"),
            ])
    }

    @Test func nestingTooDeep() {
        let open = String(repeating: "(", count: 60), close = String(repeating: ")", count: 60)
        let tree = SyntaxTree("@x: \(open)1\(close);")
        #expect(tree.diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(tree.printed == Array("@x: \(open)1\(close);".utf8))
    }
}
