import Testing

/// Rename across every stylesheet and view definition, open or not: exactly the names, never
/// their sigils, comments or names that merely contain them.
@Suite struct RenameTests {
    @Test func aVariableAcrossStylesheetsAndMarkup() {
        assertRename("""
            //- /p/a.css
            @bra1️⃣nd: blue;
            @title: "Hello @brand";
            /* @brand stays in a comment */
            .brand { textColor: @brand; shadowColor: @branded; }
            //- /p/b.css
            UILabel { textColor: @brand; }
            //- /p/views.xml
            <layout><label style="text-color: @brand"/></layout>
            """, to: "primary", expected: """
            //- /p/a.css
            @primary: blue;
            @title: "Hello @primary";
            /* @brand stays in a comment */
            .brand { textColor: @primary; shadowColor: @branded; }

            //- /p/b.css
            UILabel { textColor: @primary; }

            //- /p/views.xml
            <layout><label style="text-color: @primary"/></layout>
            """)
    }

    /// The sigil is not part of what is renamed: `.card` → `panel` gives `.panel`, and a sigil
    /// typed with the new name is not doubled.
    @Test func aStyleClassWithOrWithoutItsSigil() {
        let project = """
            //- /p/main.css
            .ca1️⃣rd { cornerRadius: 4; }
            UILabel.Card { alpha: 1; }
            .headline { @extend .card; }
            .cardigan { alpha: 1; }
            //- /p/views.xml
            <view class="card,other"><label class="big card"/></view>
            """
        assertRename(project, to: "panel", expected: """
            //- /p/main.css
            .panel { cornerRadius: 4; }
            UILabel.panel { alpha: 1; }
            .headline { @extend .panel; }
            .cardigan { alpha: 1; }

            //- /p/views.xml
            <view class="panel,other"><label class="big panel"/></view>
            """)
        assertRename(project, to: ".panel", expected: """
            //- /p/main.css
            .panel { cornerRadius: 4; }
            UILabel.panel { alpha: 1; }
            .headline { @extend .panel; }
            .cardigan { alpha: 1; }

            //- /p/views.xml
            <view class="panel,other"><label class="big panel"/></view>
            """)
    }

    @Test func anElementIDAndTheLayoutsThatReferToIt() {
        assertRename("""
            //- /p/main.css
            #title { layout: top(guide.top), left(16); }
            #subtitle { layout: top(title.bottom + 4), left(#title.left); }
            //- /p/views.xml
            <view id="root"><label id="ti1️⃣tle"/><label id="subtitle" layout="top(title.bottom)"/></view>
            """, to: "heading", expected: """
            //- /p/main.css
            #heading { layout: top(guide.top), left(16); }
            #subtitle { layout: top(heading.bottom + 4), left(#heading.left); }

            //- /p/views.xml
            <view id="root"><label id="heading"/><label id="subtitle" layout="top(heading.bottom)"/></view>
            """)
    }

    @Test func aCustomProperty() {
        assertRename("""
            //- /p/a.css
            :root { --g1️⃣ap: 8; }
            .card { margin: --gap; padding: --gap-large; }
            """, to: "spacing", expected: """
            //- /p/a.css
            :root { --spacing: 8; }
            .card { margin: --spacing; padding: --gap-large; }
            """)
    }

    /// A stylesheet the project's configuration leaves out is web CSS: not edited.
    @Test func webStylesheetsAreLeftAlone() {
        assertRename("""
            //- /p/.stylelsp.json
            {"include": ["styles/**/*.css"]}
            //- /p/styles/main.css
            .ca1️⃣rd { cornerRadius: 4; }
            //- /p/site/web.css
            .card { border-radius: 4px; }
            """, to: "panel", expected: """
            //- /p/styles/main.css
            .panel { cornerRadius: 4; }
            """)
    }

    @Test func refusedNames() {
        let variable = """
            //- /p/a.css
            @bra1️⃣nd: blue;
            @accent: red;
            """
        assertRename(variable, to: "2col", expected: """
            refused: '2col' is not a variable name: it cannot start with a digit
            """)
        assertRename(variable, to: "my var", expected: """
            refused: 'my var' is not a variable name: it contains a space
            """)
        assertRename(variable, to: "accent", expected: """
            refused: a variable 'accent' already exists (in a.css); renaming would make the two one
            """)
        assertRename(variable, to: "", expected: """
            refused: the new name is empty
            """)
        assertRename("""
            //- /p/main.css
            .ca1️⃣rd { alpha: 1; }
            .panel { alpha: 1; }
            """, to: "Panel", expected: """
            refused: the style class '.Panel' is already used in this project (in main.css); renaming would merge the two
            """)
        assertRename("""
            //- /p/main.css
            #subtitle { layout: top(ti1️⃣tle.bottom); }
            """, to: "main-title", expected: """
            refused: 'main-title' cannot be an element id that a layout refers to: ISSLayout reads '-' as a minus (layout.md §1)
            """)
    }

    /// What is not the project's to rename, said plainly.
    @Test func refusedTargets() {
        assertRename("""
            //- /p/main.css
            UILa1️⃣bel { textColor: red; }
            """, to: "x", expected: """
            refused: 'UILabel' is a UIKit class (a type selector), not a name of this project: it cannot be renamed
            """)
        assertRename("""
            //- /p/main.css
            UILabel { textCo1️⃣lor: red; }
            """, to: "x", expected: """
            refused: 'textColor' is a property of the UIKit class: it cannot be renamed
            """)
        assertRename("""
            //- /p/main.css
            UILabel { textAlignment: cen1️⃣ter; }
            """, to: "x", expected: """
            refused: 'center' is a value (an enum value, a colour or a keyword): it cannot be renamed
            """)
        assertRename("""
            //- /p/main.css
            UIButton:hig1️⃣hlighted { alpha: 1; }
            """, to: "x", expected: """
            refused: ':highlighted' is a pseudo-class of InterfaCSS: it cannot be renamed
            """)
        assertRename("""
            //- /p/main.css
            UIButton { titleLa1️⃣bel.font: bold 12; }
            """, to: "x", expected: """
            refused: 'titleLabel' is a property of the UIKit class (a nested element), not a name of this project: it cannot be renamed
            """)
        assertRename("""
            //- /p/views.xml
            <view><lab1️⃣el id="title"/></view>
            """, to: "x", expected: """
            refused: 'label' names a UIKit class (UILabel), not a name of this project: it cannot be renamed
            """)
    }

    @Test func theSameNameChangesNothing() {
        assertRename("""
            //- /p/a.css
            @bra1️⃣nd: blue;
            .x { textColor: @brand; }
            """, to: "brand", expected: """
            no change
            """)
    }
}
