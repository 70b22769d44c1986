import Foundation
import Testing

/// Completion in each context and hover on each kind of target, through the server. A `|`
/// in a case marks the cursor.
@Suite struct CompletionAndHoverTests {
    /// Opens `text` (with `|` marking the cursor) and returns the completion items there.
    static func complete(_ marked: String, snippets: Bool = true, client: LSPTestClient? = nil) throws -> [[String: Any]] {
        let client = try client ?? {
            let client = LSPTestClient()
            // As VS Code: it gets the command that opens completion again after a property.
            try client.initialize(snippets: snippets, extra: ["clientInfo": ["name": "Visual Studio Code"]])
            return client
        }()
        let (text, line, character) = cursor(marked)
        let uri = scratchURI("completion-\(UUID().uuidString).css")
        client.open(uri, text)
        return try client.completion(uri, line: line, character: character)
    }

    static func hover(_ marked: String) throws -> String? {
        let client = LSPTestClient()
        try client.initialize()
        let (text, line, character) = cursor(marked)
        let uri = scratchURI("hover-\(UUID().uuidString).css")
        client.open(uri, text)
        return try client.hover(uri, line: line, character: character)
    }

    /// The text without the marker, and the marker's line and UTF-16 column.
    static func cursor(_ marked: String) -> (String, Int, Int) {
        let index = marked.range(of: "|")!
        let before = marked[..<index.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count
        return (marked.replacingCharacters(in: index, with: ""), line, column)
    }

    static func item(_ items: [[String: Any]], _ label: String) -> [String: Any]? {
        items.first { $0["label"] as? String == label }
    }

    static func newText(_ item: [String: Any]?) -> String? {
        (item?["textEdit"] as? [String: Any])?["newText"] as? String
    }

    // MARK: - Selectors

    @Test func typeNamesAtTheTopLevel() throws {
        let items = try Self.complete("UILa|")
        #expect(labels(items).contains("UILabel"))
        #expect(labels(items).contains("UIButton"))
        #expect(!labels(items).contains("CALayer"))  // only reachable as `layer.`
        let label = try #require(Self.item(items, "UILabel"))
        #expect(label["kind"] as? Int == 7)
        let range = try #require((label["textEdit"] as? [String: Any])?["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["character"] as? Int == 0)
        #expect((range["end"] as? [String: Any])?["character"] as? Int == 4)
    }

    @Test func classesAndIDsKnownInTheWorkspace() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.open(scratchURI("other-\(UUID().uuidString).css"), ".headline { alpha: 1; }\n#saveButton { alpha: 1; }\n")
        let classes = try Self.complete(".he|", client: client)
        #expect(labels(classes).contains("headline"))
        let ids = try Self.complete("UIButton#|", client: client)
        #expect(labels(ids).contains("saveButton"))
    }

    @Test func pseudoClassesWithSnippetsForArguments() throws {
        let items = try Self.complete(".card:|")
        #expect(labels(items).contains("firstChild"))
        let nth = try #require(Self.item(items, "nthChild"))
        #expect(Self.newText(nth) == "nthChild(${1:2n+1})")
        #expect(nth["insertTextFormat"] as? Int == 2)
        // Without snippet support: plain text.
        let plain = try Self.complete(".card:|", snippets: false)
        #expect(Self.newText(Self.item(plain, "nthChild")) == "nthChild")
    }

    @Test func nestedSelectorsInABlock() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.open(scratchURI("n-\(UUID().uuidString).css"), ".title { alpha: 1; }")
        #expect(labels(try Self.complete("UIView {\n  .|\n}", client: client)).contains("title"))
        #expect(labels(try Self.complete("UIView {\n  UILabel:first|\n}", client: client)).contains("firstChild"))
    }

    @Test func extendTargets() throws {
        let items = try Self.complete(".base { alpha: 1; }\n.card {\n  @extend .|\n}")
        #expect(labels(items).contains(".base"))
    }

    // MARK: - Properties

    @Test func propertiesOfTheStyledClassIncludingInheritedOnes() throws {
        let items = try Self.complete("UILabel {\n  tex|\n}")
        #expect(labels(items).contains("textColor"))  // UILabel's own
        #expect(labels(items).contains("alpha"))  // from UIView
        #expect(!labels(items).contains("titleColor"))  // UIButton's
        let textColor = try #require(Self.item(items, "textColor"))
        #expect(textColor["kind"] as? Int == 10)
        #expect(Self.newText(textColor) == "textColor: ")
        // Inserting the name asks for value completion next.
        #expect((textColor["command"] as? [String: Any])?["command"] as? String == "editor.action.triggerSuggest")
        let documentation = (textColor["documentation"] as? [String: Any])?["value"] as? String
        #expect(documentation?.contains("textColor") == true)
        #expect(textColor["detail"] as? String == "color · UILabel")
    }

    @Test func propertyNameWithoutSnippetsInsertsColonAndSpace() throws {
        let items = try Self.complete("UILabel {\n  tex|\n}", snippets: false)
        #expect(Self.newText(Self.item(items, "textColor")) == "textColor: ")
    }

    @Test func renamingAPropertyKeepsItsValue() throws {
        let items = try Self.complete("UILabel {\n  tex|: red;\n}")
        #expect(Self.newText(Self.item(items, "textColor")) == "textColor")
    }

    @Test func nestedElementPrefixesAndWhatFollowsThem() throws {
        let button = try Self.complete("UIButton {\n  tit|\n}")
        let prefix = try #require(Self.item(button, "titleLabel"))
        #expect(Self.newText(prefix) == "titleLabel.")
        #expect(prefix["command"] != nil)
        #expect(labels(try Self.complete("UILabel {\n  tit|\n}")).contains("titleLabel") == false)
        let afterPrefix = try Self.complete("UIButton {\n  titleLabel.|\n}")
        #expect(labels(afterPrefix).contains("font"))
        #expect(labels(afterPrefix).contains("textAlignment"))
        let layer = try Self.complete("UIView {\n  layer.|\n}")
        #expect(labels(layer).contains("cornerRadius"))
        #expect(labels(layer).contains("borderColor"))
    }

    @Test func controlStatesInsideParentheses() throws {
        let items = try Self.complete("UIButton {\n  titleColor(|\n}")
        #expect(labels(items).contains("highlighted"))
        #expect(labels(items).contains("selected"))
        #expect(labels(items).contains("disabled"))
    }

    // MARK: - Values

    @Test func enumValues() throws {
        let items = try Self.complete("UILabel {\n  textAlignment: |\n}")
        #expect(Set(["left", "center", "right"]).isSubset(of: Set(labels(items))))
        #expect(Self.item(items, "center")?["kind"] as? Int == 20)
    }

    @Test func optionSetValuesAfterAnother() throws {
        let items = try Self.complete("UIView {\n  autoresizingMask: width |\n}")
        #expect(labels(items).contains("height"))
    }

    @Test func booleans() throws {
        let items = try Self.complete("UIView {\n  hidden: |\n}")
        #expect(labels(items).contains("YES"))
        #expect(labels(items).contains("NO"))
    }

    @Test func coloursAndColourFunctionsAsSnippets() throws {
        let items = try Self.complete("UILabel {\n  textColor: |\n}")
        #expect(labels(items).contains("red"))
        #expect(Self.item(items, "red")?["kind"] as? Int == 16)
        #expect(Self.newText(Self.item(items, "rgb(…)")) == "rgb(${1:r}, ${2:g}, ${3:b})")
        #expect(Self.newText(Self.item(items, "rgba(…)")) == "rgba(${1:r}, ${2:g}, ${3:b}, ${4:a})")
        // Inside a colour function: colours again.
        #expect(labels(try Self.complete("UILabel {\n  textColor: darken(|\n}")).contains("blue"))
    }

    @Test func geometryFunctions() throws {
        let frame = try Self.complete(".card {\n  frame: |\n}")
        #expect(Self.newText(Self.item(frame, "parent(…)")) == "parent(${1:inset})")
        #expect(labels(frame).contains("size(…)"))
        let chain = try Self.complete(".card {\n  frame: size(50%, auto).|\n}")
        #expect(Set(["left(…)", "top(…)", "insets(…)"]).isSubset(of: Set(labels(chain))))
        #expect(labels(try Self.complete("UIView {\n  center: |\n}")).contains("parent(…)"))
        #expect(labels(try Self.complete("UIView {\n  transform: |\n}")).contains("rotate(…)"))
    }

    @Test func layoutTermsReferencesAndAttributes() throws {
        let terms = try Self.complete("UIView {\n  layout: |\n}")
        #expect(labels(terms).contains("size(…)"))
        #expect(labels(terms).contains("centerX(…)"))
        let references = try Self.complete("UIView {\n  layout: size(100, 100), center(|\n}")
        #expect(labels(references).contains("parent"))
        let attributes = try Self.complete("UIView {\n  layout: left(parent.|\n}")
        #expect(labels(attributes).contains("width"))
        #expect(labels(attributes).contains("centerY"))
    }

    @Test func variablesWithTheirValues() throws {
        let items = try Self.complete("@accent: #ff6d10;\nUILabel {\n  textColor: @|\n}")
        let accent = try #require(Self.item(items, "@accent"))
        #expect(accent["kind"] as? Int == 6)
        #expect(accent["detail"] as? String == "#ff6d10")
        #expect(Self.newText(accent) == "accent")  // after the `@` already typed
        // Offered among values without the `@` typed, inserting it.
        let values = try Self.complete("@accent: #ff6d10;\nUILabel {\n  textColor: |\n}")
        #expect(Self.newText(Self.item(values, "@accent")) == "@accent")
    }

    @Test func everyItemSaysWhatItIsFilteredOnAndWhatItReplaces() throws {
        // Neovim's client keeps an item that has a text edit and no filter text, whatever
        // was typed: every item names one, and replaces exactly the word before the cursor.
        for (marked, word) in [("UILabel {\n  tex|\n}", "tex"), ("UILabel {\n  textAlignment: cen|\n}", "cen"), ("UIButton {\n  titleColor(hig|): red;\n}", "hig")] {
            let items = try Self.complete(marked)
            #expect(!items.isEmpty)
            let (_, line, character) = Self.cursor(marked)
            for item in items {
                #expect(item["filterText"] is String, "\(item)")
                let range = (item["textEdit"] as? [String: Any])?["range"] as? [String: Any]
                let start = range?["start"] as? [String: Any], end = range?["end"] as? [String: Any]
                #expect(start?["line"] as? Int == line && start?["character"] as? Int == character - word.utf16.count, "\(item)")
                #expect(end?["line"] as? Int == line && end?["character"] as? Int == character, "\(item)")
            }
        }
    }

    @Test func onlyClientsThatHaveItGetTheCommandThatReopensCompletion() throws {
        let client = LSPTestClient()
        try client.initialize()
        let items = try Self.complete("UILabel {\n  tex|\n}", client: client)
        #expect(Self.item(items, "textColor")?["command"] == nil)
        let named = LSPTestClient()
        try named.initialize(extra: ["initializationOptions": ["retriggerCommand": "stylelsp.suggest"]])
        let withCommand = try Self.complete("UILabel {\n  tex|\n}", client: named)
        #expect((Self.item(withCommand, "textColor")?["command"] as? [String: Any])?["command"] as? String == "stylelsp.suggest")
    }

    @Test func nothingInCommentsAndStrings() throws {
        #expect(try Self.complete("/* UIL| */").isEmpty)
        #expect(try Self.complete("UILabel { text: \"ab|c\"; }").isEmpty)
        #expect(try Self.complete("// UIL|").isEmpty)
    }

    @Test func longListsLeaveDocumentationToResolve() throws {
        let client = LSPTestClient()
        try client.initialize()
        // A ruleset whose class is unknown: every property is a candidate.
        let items = try Self.complete(".card {\n  |\n}", client: client)
        #expect(items.count > 120)
        let alpha = try #require(Self.item(items, "alpha"))
        #expect(alpha["documentation"] == nil)
        let resolved = try client.request("completionItem/resolve", alpha)
        let documentation = ((resolved["result"] as? [String: Any])?["documentation"] as? [String: Any])?["value"] as? String
        #expect(documentation?.contains("alpha") == true)
    }

    // MARK: - Hover

    @Test func hoverOnAProperty() throws {
        let text = try #require(try Self.hover("UILabel {\n  textAl|ignment: center;\n}"))
        #expect(text.contains("**textAlignment**"))
        #expect(text.contains("UILabel"))
        #expect(text.contains("`left`"))  // its values
    }

    @Test func hoverOnAColourValue() throws {
        let text = try #require(try Self.hover("UILabel {\n  textColor: rgb(255, 109, 1|6);\n}"))
        #expect(text.contains("#ff6d10"))
        #expect(text.contains("rgba(255, 109, 16, 1)"))
        let named = try #require(try Self.hover("UILabel {\n  textColor: re|d;\n}"))
        #expect(named.contains("#ff0000"))
    }

    @Test func hoverOnAnEnumValueShowsItsMeaning() throws {
        let text = try #require(try Self.hover("UILabel {\n  lineBreakMode: NSLineBreakByWordWr|apping;\n}"))
        #expect(text.contains("wordWrapping"))
    }

    @Test func hoverOnAVariableShowsItsDefinitionAndFinalValue() throws {
        let text = try #require(try Self.hover("@base: #ff0000;\n@accent: @base;\nUILabel {\n  textColor: @acc|ent;\n}"))
        #expect(text.contains("@accent: @base;"))
        #expect(text.contains("Resolves to `#ff0000`"))
        #expect(text.contains("line 2"))
    }

    @Test func hoverOnAValueThroughAVariable() throws {
        let text = try #require(try Self.hover("@inset: 10;\n.card {\n  frame: pa|rent(@inset, 5);\n}"))
        #expect(text.contains("the superview's bounds, inset by top 5, left 10"))
        #expect(text.contains("After variables: `parent(10, 5)`"))
    }

    @Test func hoverOnASelector() throws {
        let text = try #require(try Self.hover("UIView .ca|rd > UILabel#title { alpha: 1; }"))
        #expect(text.contains("**UIView .card > UILabel#title**"))
        #expect(text.contains("Specificity 112"))
        #expect(text.contains("Styles UILabel"))
        let type = try #require(try Self.hover("UIBut|ton { alpha: 1; }"))
        #expect(type.contains("**UIButton** — UIButton → UIControl → UIView"))
        let pseudo = try #require(try Self.hover(".card:nthCh|ild(2n+1) { alpha: 1; }"))
        #expect(pseudo.contains("an+b"))
    }

    @Test func hoverOnNothing() throws {
        #expect(try Self.hover("UIView { alpha: 1; }\n|\n") == nil)
    }
}
