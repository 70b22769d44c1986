import Testing

/// Document outlines and the project-wide symbol search.
@Suite struct SymbolTests {
    @Test func aStylesheetsRulesetsNestAsWritten() {
        assertDocumentSymbols("""
            //- /p/main.css
            @accent: #ff6d10;
            #header {
                frame: parent;
                UILabel#title, .subtitle { textColor: @accent; }
                .badge {
                    @extend .pill;
                    &:highlighted { alpha: 0.5; }
                }
            }
            .pill { cornerRadius: 8; }
            //- /p/views.xml
            <view id="header"><label id="title"/><view class="badge"/></view>
            """, expected: """
            variable @accent — #ff6d10 [@accent]
            ruleset #header — UIView [#header]
              ruleset UILabel#title, .subtitle [UILabel#title, .subtitle]
              ruleset .badge — UIView [.badge]
                extend @extend .pill [.pill]
                ruleset &:highlighted [&:highlighted]
            ruleset .pill [.pill]
            """)
    }

    @Test func aViewDefinitionsHierarchy() {
        assertDocumentSymbols("""
            //- /p/views.xml
            <layout>
                <style>.card { alpha: 1; }</style>
                <view id="root" class="screen">
                    <label id="title" class="headline"/>
                    <button class="primary rounded">Go</button>
                </view>
            </layout>
            """, expected: """
            view view#root.screen — UIView [view]
              view label#title.headline — UILabel [label]
              view button.primary.rounded — UIButton [button]
            ruleset .card [.card]
            """)
    }

    @Test func searchingTheProjectFuzzily() {
        let project = """
            //- /p/a.css
            @brandBackground: blue;
            @border: 1;
            .card { borderColor: red; }
            //- /p/b.css
            UILabel.backButton { alpha: 1; }
            //- /p/views.xml
            <view id="root"><button id="backButton"/></view>
            """
        assertWorkspaceSymbols(project, query: "bb", expected: """
            elementID #backButton (/p/views.xml) in view#root
            variable @brandBackground (/p/a.css)
            ruleset UILabel.backButton (/p/b.css)
            """)
        assertWorkspaceSymbols(project, query: "card", expected: """
            ruleset .card (/p/a.css)
            """)
        assertWorkspaceSymbols(project, query: "zzz", expected: """
            nothing
            """)
    }
}
