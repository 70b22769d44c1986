import Testing

/// What a hover adds from the project: on a selector, the views it matches and where.
@Suite struct ProjectHoverTests {
    @Test func aSelectorSaysWhichViewsItMatches() {
        assertProjectHover("""
            //- /p/main.css
            #root UILabel.head1️⃣line { textColor: red; }
            //- /p/views.xml
            <view id="root">
                <label id="title" class="headline"/>
                <view>
                    <label class="headline big"/>
                </view>
                <button class="headline"/>
            </view>
            //- /p/other.xml
            <view id="other"><label class="headline"/></view>
            """, expected: """
            **#root UILabel.headline**

            Specificity 111

            Styles UILabel

            Matches 2 views of the project's view definitions:

            - `label#title.headline` in views.xml:2
            - `label.headline.big` in views.xml:4
            """)
    }

    @Test func aSelectorThatMatchesNoView() {
        assertProjectHover("""
            //- /p/main.css
            .head1️⃣lne { textColor: red; }
            //- /p/views.xml
            <view id="root"><label class="headline"/></view>
            """, expected: """
            **.headlne**

            Specificity 10

            The styled class is unknown (no type selector or view definition), so class-specific checks are off.

            Matches no view of the project's view definitions.
            """)
    }

    /// Without view definitions there is nothing to say; off the selector, nothing is added.
    @Test func nothingWithoutViewDefinitions() {
        assertProjectHover("""
            //- /p/main.css
            .head1️⃣line { textColor: red; }
            """, expected: """
            **.headline**

            Specificity 10

            The styled class is unknown (no type selector or view definition), so class-specific checks are off.
            """)
        assertProjectHover("""
            //- /p/main.css
            .headline { textCo1️⃣lor: red; }
            //- /p/views.xml
            <view id="root"><label class="headline"/></view>
            """, expected: """
            **textColor** — `color · UILabel`

            Colour of the text.

            Value: Hex, rgb(), rgba(), named colour, colour functions, gradient(), image(...) as pattern.

            Takes a `controlState` parameter: `textColor(normal): …`

            Also written `color`.

            Set on UILabel.
            """)
    }
}
