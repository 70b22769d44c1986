import StyleSemantics
import Testing

/// Completion as specifications: what a client shows at the cursor, after its own filtering
/// by the typed word, in the server's order. `STYLELSP_RECORD=1 swift test` rewrites the
/// expected lists after an intended change.
@Suite struct CompletionFeatureTests {
    @Test func propertyNamesContinueTheTypedPrefix() {
        assertCompletions("UILabel {\n  tex1️⃣\n}", expected: """
            text (property) 'tex' → 'text: ' ↻ — string · UILabel
            textAlignment (property) 'tex' → 'textAlignment: ' ↻ — NSTextAlignment · UILabel
            textColor (property) 'tex' → 'textColor: ' ↻ — color · UILabel
            """)
    }

    @Test func propertyNamesFollowADashedDocument() {
        assertCompletions(".title {\n  font-size: 12;\n  text-alignment: center;\n  tex1️⃣\n}", expected: """
            text-color (property) 'tex' → 'text-color: ' ↻ — color · UIBarButtonItem
            text (property) 'tex' → 'text: ' ↻ — string · UILabel
            text-alignment (property) 'tex' → 'text-alignment: ' ↻ — NSTextAlignment · UILabel
            text-container-inset (property) 'tex' → 'text-container-inset: ' ↻ — edgeInsets · UITextView
            text-label (nestedElement) 'tex' → 'text-label.' ↻ — nested UILabel
            """)
    }

    @Test func enumValuesContinueTheTypedPrefix() {
        assertCompletions("UILabel {\n  textAlignment: cen1️⃣\n}", expected: """
            center (enumMember) 'cen' → 'center'
            """)
    }

    @Test func nothingAfterACompleteValueAndASpace() {
        assertCompletions("UILabel {\n  textAlignment: center 1️⃣\n}", expected: """
            nothing
            """)
        assertCompletions("@accent: red;\nUILabel {\n  textColor: red 1️⃣\n}", expected: """
            nothing
            """)
    }

    @Test func fontsTakeSeveralTerms() {
        assertCompletions("UILabel {\n  font: HelveticaNeue 1️⃣\n}", expected: """
            system (value)
            systemBold (value)
            systemItalic (value)
            bigger(…) (function) '' → 'bigger(' filter 'bigger' — bigger(font, 2)
            smaller(…) (function) '' → 'smaller(' filter 'smaller' — smaller(font, 2)
            fontWithSize(…) (function) '' → 'fontWithSize(' filter 'fontWithSize' — fontWithSize(font, 17)
            current (value)
            """)
    }

    @Test func controlStatesContinueTheTypedPrefix() {
        assertCompletions("UIButton {\n  titleColor(hig1️⃣): red;\n}", expected: """
            highlighted (parameter) 'hig' → 'highlighted' — controlState
            highlightedFocused (parameter) 'hig' → 'highlightedFocused' — controlState
            """)
    }

    @Test func variablesOfTheValueTypeOnly() {
        let variables = "@accent: #ff6d10;\n@title: \"Hi\";\n@side: right;\n@gap: 8;\n@tint: @accent;\n"
        assertCompletions(variables + "UILabel {\n  textAlignment: 1️⃣\n}", expected: """
            left (enumMember)
            center (enumMember)
            right (enumMember)
            current (value)
            @gap (variable) filter 'gap' — 8
            @side (variable) filter 'side' — right
            """)
        assertCompletions(variables + "UILabel {\n  textColor: @1️⃣\n}", expected: """
            @accent (variable) '' → 'accent' filter 'accent' — #ff6d10
            @tint (variable) '' → 'tint' filter 'tint' — #ff6d10
            """)
        assertCompletions(variables + "UILabel {\n  alpha: 1️⃣\n}", expected: """
            current (value)
            @gap (variable) filter 'gap' — 8
            """)
    }

    @Test func selectorsAndPseudoClasses() {
        assertCompletions("UILab1️⃣ {}", expected: """
            UILabel (type) 'UILab' → 'UILabel' — UILabel : UIView
            """)
        assertCompletions("UIButton:hi1️⃣ {}", expected: """
            highlighted (pseudoClass) 'hi' → 'highlighted' — :highlighted
            """)
    }
}
