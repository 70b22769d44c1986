import Testing

/// Go to definition and declaration across stylesheets and view definitions.
@Suite struct DefinitionTests {
    /// A use sees the definition InterfaCSS's load order gives it (1.x substitutes as it
    /// reads): the configured order puts constants.css first, so main.css's own later
    /// definition is not the one its first use sees; the other definitions follow.
    @Test func aVariableUseGoesToTheDefinitionItSees() {
        assertDefinitions("""
            //- /p/.stylelsp.json
            {"stylesheets": ["constants.css", "main.css"], "interfacss": "1"}
            //- /p/constants.css
            @accent: #ff6d10;
            //- /p/main.css
            UILabel { textColor: @acc1️⃣ent; }
            @accent: red;
            UIButton { titleColor: @accent; }
            """, expected: """
            /p/constants.css:1:2 accent — @accent: #ff6d10;
            /p/main.css:2:2 accent — @accent: red;
            """)
    }

    @Test func aUseAfterALaterDefinitionSeesThatOne() {
        assertDefinitions("""
            //- /p/.stylelsp.json
            {"stylesheets": ["constants.css", "main.css"], "interfacss": "1"}
            //- /p/constants.css
            @accent: #ff6d10;
            //- /p/main.css
            @accent: red;
            UIButton { titleColor: @1️⃣accent; }
            """, expected: """
            /p/main.css:1:2 accent — @accent: red;
            /p/constants.css:1:2 accent — @accent: #ff6d10;
            """)
    }

    /// 2.x substitutes when it applies a value: the last definition anywhere counts.
    @Test func aCustomPropertyGoesToTheLastDefinition() {
        assertDefinitions("""
            //- /p/a.css
            :root { --gap: 8; }
            .card { margin: --g1️⃣ap; }
            //- /p/b.css
            :root { --gap: 12; }
            """, expected: """
            /p/b.css:1:11 gap — --gap: 12;
            /p/a.css:1:11 gap — --gap: 8;
            """)
    }

    /// A variable in another variable's value, in a string and in a view definition's inline style.
    @Test func variablesInValuesStringsAndInlineStyles() {
        assertDefinitions("""
            //- /p/a.css
            @brand: blue;
            @title: "Hello @brand";
            //- /p/views.xml
            <layout><label id="title" style="text-color: @br1️⃣and"/></layout>
            """, expected: """
            /p/a.css:1:2 brand — @brand: blue;
            """)
    }

    @Test func aStyleClassInMarkupGoesToEveryRulesetThatNamesIt() {
        assertDefinitions("""
            //- /p/main.css
            .card { cornerRadius: 4; }
            UILabel.card, .other { textColor: red; }
            .cardigan { alpha: 1; }
            //- /p/more.css
            #root .card { alpha: 0.5; }
            //- /p/views.xml
            <view id="root"><label class="headline ca1️⃣rd"/></view>
            """, expected: """
            /p/main.css:1:2 card — .card { cornerRadius: 4; }
            /p/main.css:2:9 card — UILabel.card, .other { textColor: red; }
            /p/more.css:1:8 card — #root .card { alpha: 0.5; }
            """)
    }

    /// From a selector: the views that carry the name, then the other rulesets naming it.
    @Test func aStyleClassInASelectorGoesToTheViewsThatCarryIt() {
        assertDefinitions("""
            //- /p/main.css
            .c1️⃣ard { cornerRadius: 4; }
            .card.big { alpha: 0.5; }
            //- /p/views.xml
            <view id="root">
                <label class="card"/>
            </view>
            """, expected: """
            /p/views.xml:2:19 card — <label class="card"/>
            /p/main.css:2:2 card — .card.big { alpha: 0.5; }
            """)
    }

    @Test func anElementIDInALayoutGoesToTheView() {
        assertDefinitions("""
            //- /p/main.css
            #title { layout: top(guide.top + 8), left(16); }
            #subtitle { layout: top(ti1️⃣tle.bottom + 4), left(16); }
            //- /p/views.xml
            <view id="root"><label id="title"/><label id="subtitle"/></view>
            """, expected: """
            /p/views.xml:1:28 title — <label id="title"/>
            /p/main.css:1:2 title — #title { layout: top(guide.top + 8), left(16); }
            """)
    }

    @Test func anExtendGoesToTheRulesetWithItsChain() {
        assertDefinitions("""
            //- /p/base.css
            UILabel.base { textColor: red; }
            .base { alpha: 1; }
            //- /p/main.css
            .headline { @extend UILabel.ba1️⃣se; font: bold 16; }
            """, expected: """
            /p/base.css:1:1 UILabel.base — UILabel.base { textColor: red; }
            """)
    }

    /// From markup to style: the rulesets that style an element, the winning one first.
    @Test func anElementGoesToTheRulesetsThatStyleIt() {
        assertDefinitions("""
            //- /p/main.css
            UILabel { textColor: black; }
            #root UILabel.headline { textColor: red; }
            .headline { font: bold 16; }
            #other { alpha: 0; }
            //- /p/views.xml
            <view id="root">
                <lab1️⃣el id="title" class="headline"/>
            </view>
            """, expected: """
            /p/main.css:2:1 #root UILabel.headline — #root UILabel.headline { textColor: red; }
            /p/main.css:3:1 .headline — .headline { font: bold 16; }
            /p/main.css:1:1 UILabel — UILabel { textColor: black; }
            """)
    }

    @Test func theDeclarationOfAnIDIsTheViewThatCarriesIt() {
        assertDefinitions("""
            //- /p/main.css
            #ti1️⃣tle { textColor: red; }
            //- /p/views.xml
            <view id="root"><label id="title"/></view>
            """, declaration: true, expected: """
            /p/views.xml:1:28 title — <label id="title"/>
            """)
    }

    @Test func nothingForAPropertyOrAUIKitClass() {
        assertDefinitions("""
            //- /p/main.css
            UILabel { textCo1️⃣lor: red; }
            """, expected: """
            nothing
            """)
    }
}
