import Testing

/// Find references and document highlights across stylesheets and view definitions.
@Suite struct ReferencesTests {
    /// Every use of a variable: in values, in other variables' values, in strings, in a view
    /// definition's inline style; with and without its definitions.
    @Test func aVariableEverywhere() {
        let project = """
            //- /p/a.css
            @bra1️⃣nd: blue;
            @title: "Hello @brand";
            @accent: @brand;
            /* @brand in a comment is no use */
            .brand { textColor: @brand; }
            //- /p/b.css
            UILabel { textColor: @brand; shadowColor: @branded; }
            //- /p/views.xml
            <layout><label style="text-color: @brand"/></layout>
            """
        assertReferences(project, expected: """
            /p/a.css:1:2 brand — brand
            /p/a.css:2:17 brand — brand
            /p/a.css:3:11 brand — brand
            /p/a.css:5:22 brand — brand
            /p/b.css:1:23 brand — brand
            /p/views.xml:1:36 brand — brand
            """)
        assertReferences(project, includeDeclaration: false, expected: """
            /p/a.css:2:17 brand — brand
            /p/a.css:3:11 brand — brand
            /p/a.css:5:22 brand — brand
            /p/b.css:1:23 brand — brand
            /p/views.xml:1:36 brand — brand
            """)
    }

    /// A style class in selectors (any case), `@extend` targets and `class` attributes; not
    /// `.cardigan` nor `#card`.
    @Test func aStyleClassEverywhere() {
        assertReferences("""
            //- /p/main.css
            .card { cornerRadius: 4; }
            UILabel.Card:not(.ca1️⃣rd.big) { alpha: 1; }
            .cardigan, #card { alpha: 1; }
            .headline { @extend .card; }
            //- /p/views.xml
            <view class="card, other"><label class="cardigan card"/></view>
            """, expected: """
            /p/main.css:1:2 card — card
            /p/main.css:2:9 Card — Card
            /p/main.css:2:19 card — card
            /p/main.css:4:22 card — card
            /p/views.xml:1:14 card — card
            /p/views.xml:1:50 card — card
            """)
    }

    /// A class name with letters beyond ASCII is found in any case in a closed stylesheet too
    /// (whose names are kept sorted: the lookup must compare them as they were sorted).
    @Test func aStyleClassBeyondASCIIInAClosedFile() {
        assertReferences("""
            //- /p/a.css
            .écl1️⃣air { alpha: 1; }
            //- /p/b.css
            .Éclair, .éclair.big { alpha: 1; }
            .eclair { alpha: 1; }
            """, expected: """
            /p/a.css:1:2 éclair — éclair
            /p/b.css:1:2 Éclair — Éclair
            /p/b.css:1:11 éclair — éclair
            """)
    }

    /// An element id in selectors, ISSLayout references (as `#id`, quoted and plain) and `id` attributes.
    @Test func anElementIDEverywhere() {
        assertReferences("""
            //- /p/main.css
            #title { layout: top(guide.top), left(16); }
            #subtitle { layout: top(title.bottom + 4), left(#title.left), width('title'); }
            #root #ti1️⃣tle { textColor: red; }
            //- /p/views.xml
            <view id="root"><label id="title" layout="top(title.bottom)"/></view>
            """, expected: """
            /p/main.css:1:2 title — title
            /p/main.css:2:25 title — title
            /p/main.css:2:50 title — title
            /p/main.css:2:70 title — title
            /p/main.css:3:8 title — title
            /p/views.xml:1:28 title — title
            /p/views.xml:1:47 title — title
            """)
    }

    @Test func highlightsInTheFile() {
        assertHighlights("""
            //- /p/a.css
            @gap: 8;
            .card { margin: @g1️⃣ap; padding: @gap; }
            //- /p/b.css
            .other { margin: @gap; }
            """, expected: """
            /p/a.css:1:2 gap write
            /p/a.css:2:18 gap read
            /p/a.css:2:33 gap read
            """)
        assertHighlights("""
            //- /p/views.xml
            <view id="root"><label class="ca1️⃣rd"/><button class="card big"/></view>
            """, expected: """
            /p/views.xml:1:31 card write
            /p/views.xml:1:53 card write
            """)
    }
}
