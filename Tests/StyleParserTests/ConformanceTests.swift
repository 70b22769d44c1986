import Foundation
import StyleParser
import Testing

/// The parser-level items of the dialect's conformance checklist: what the InterfaCSS test data
/// says about the structure of its stylesheets. (Value meanings, nesting into flat rulesets and
/// cascading belong to the semantic model and are tested there.)
@Suite struct ConformanceTests {
    /// Every ruleset in the file, nested ones included, in document order.
    func rulesets(_ tree: SyntaxTree) -> [RulesetSyntax] {
        tree.root.descendants.compactMap(RulesetSyntax.init)
    }

    func declarations(_ ruleset: RulesetSyntax) -> [DeclarationSyntax] {
        ruleset.block?.items.compactMap { if case .declaration(let d) = $0 { return d } else { return nil } } ?? []
    }

    /// The selector list as written, with runs of whitespace collapsed.
    func selectorText(_ ruleset: RulesetSyntax) -> String {
        (ruleset.selectorList?.text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: master: styleSheetStructure.css

    @Test func structureHasTwentyEightRulesetsEachStartingWithAlpha() throws {
        let tree = SyntaxTree(bytes: try corpusFile("styleSheetStructure.css"))
        let all = rulesets(tree)
        #expect(all.count == 28)
        for ruleset in all {
            let first = declarations(ruleset).first
            #expect(first?.propertyName?.text == "alpha")
            #expect(["0.666", "@variable"].contains(first?.value?.text ?? ""))
        }
        #expect(all.map(selectorText) == [
            "uilabel", "uilabel.class1", "uilabel#identity.class1", "uilabel#identity.class1.class2",
            "#identity.class1", ".class1", ".class1.class2", "uiview .class1 .class2", "uiview .class1.class2",
            "uiview > .class1 + .class2 ~ .class3", "uilabel, uilabel.class1, .class1, uiview .class1 .class2",
            "uilabel, uilabel.class1.class2, .class1, uiview .class1.class2 .class3", "uiview", ".classN1", ".classN2",
            "uiview:onlychild", "uiview:minOSVersion(8.4)", "uiview#identifier.class1:onlychild", "uiview:nthchild(2n+1)",
            "uiview uilabel:first-of-type", "uiview.classx", "uilabel:last-of-type", "uiview:pad:landscape",
            "uiview:portrait:phone", "* uiview", "* uiview *", "uiview *", "uiview * uiview",
        ])
    }

    @Test func structureVariableAndLineComments() throws {
        let tree = SyntaxTree(bytes: try corpusFile("styleSheetStructure.css"))
        let variables = tree.stylesheet.items.compactMap { if case .variableDefinition(let v) = $0 { return v } else { return nil } }
        #expect(variables.map(\.name) == ["variable"])
        #expect(variables.first?.value?.text == "0.666")
        // `//` comments between rulesets are trivia, not items.
        let lineComments = tree.root.childTokens.filter { $0.kind == .lineComment }
        #expect(lineComments.count == 12)
        #expect(tree.stylesheet.items.allSatisfy { if case .error = $0 { return false } else { return true } })
    }

    @Test func pseudoClassesAndCombinatorsAreStructured() throws {
        let tree = SyntaxTree(bytes: try corpusFile("styleSheetStructure.css"))
        let chain = rulesets(tree)[9].selectorList!.selectors[0]
        #expect(chain.components.map { $0.combinator } == [nil, .child, .adjacentSibling, .generalSibling])
        let nth = rulesets(tree)[18].selectorList!.selectors[0].compounds[0].pseudoClasses[0]
        #expect(nth.nameToken?.text == "nthchild")
        #expect(nth.argumentText == "2n+1")
        let version = rulesets(tree)[16].selectorList!.selectors[0].compounds[0].pseudoClasses[0]
        #expect(version.argumentText == "8.4")
        let chained = rulesets(tree)[22].selectorList!.selectors[0].compounds[0].pseudoClasses
        #expect(chained.compactMap { $0.nameToken?.text } == ["pad", "landscape"])
    }

    // MARK: master and develop: bad data

    @Test(arguments: ["styleSheetWithBadData.css", "v2-badData.css"])
    func badDataKeepsBothRulesetsAndReportsEachBadRegion(_ name: String) throws {
        let bytes = try corpusFile(name)
        let tree = SyntaxTree(bytes: bytes)
        let all = rulesets(tree)
        #expect(all.map(selectorText) == [".style1", ".style2"])
        #expect(declarations(all[0]).map { $0.propertyName?.text } == ["alpha"])
        #expect(declarations(all[1]).map { $0.propertyName?.text } == ["clipsToBounds"])
        let lines = LineIndex(bytes)
        let diagnostics = tree.diagnostics
        #expect(diagnostics.map { lines.position(of: $0.range.lowerBound).line + 1 } == [3, 9, 13, 19])
        #expect(diagnostics.allSatisfy { $0.code == .unrecognizedContent && $0.severity == .error })
        #expect(diagnostics.allSatisfy { String(decoding: bytes[$0.range], as: UTF8.self) == "bad bad bad" })
    }

    // MARK: master: styleSheetPropertyValues.css

    @Test func propertyValuesStructure() throws {
        let tree = SyntaxTree(bytes: try corpusFile("styleSheetPropertyValues.css"))
        let variables = tree.stylesheet.items.compactMap { if case .variableDefinition(let v) = $0 { return v } else { return nil } }
        // A space before the colon is allowed.
        #expect(variables.first { $0.name == "attrColor1" }?.value?.text == "lighten(#ffffff, 0%)")
        #expect(variables.first { $0.name == "nestedVariable" }?.value?.components.map(\.text) == ["@fontNameVariable", "@fontSizeVariable"])
        #expect(variables.first { $0.name == "mathExpressionConstant" }?.value?.text == "10 ** (3 - 1)")

        let simple = rulesets(tree).first { selectorText($0) == ".simple" }!
        let byName = Dictionary(declarations(simple).map { ($0.propertyName!.text, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["layer.cornerRadius"]?.propertyName?.segments.map(\.text) == ["layer", "cornerRadius"])
        #expect(byName["autoresizingMask"]?.value?.components.map(\.text) == ["width", "height", "left", "right", "top", "bottom"])
        // `titleColor(selectedHighlighted)  : blue` has exactly one parameter.
        #expect(byName["titleColor"]?.parameters?.parameters.map(\.text) == ["selectedHighlighted"])
        #expect(byName["text"]?.value?.components.first?.token?.kind == .string)
        // The transform is three calls side by side.
        #expect(byName["transform"]?.value?.components.compactMap { if case .functionCall(let c) = $0 { return c.name } else { return nil } } == ["rotate", "scale", "translate"])
        // Attributed text: a string and its attribute list.
        let attributed = byName["attributedText"]!.value!.components
        #expect(attributed.count == 2)
        if case .parenthesized(let attributes) = attributed[1] {
            #expect(attributes.arguments.compactMap { $0.label?.text } == ["font", "backgroundColor", "color", "baselineOffset", "strokeColor", "strokeWidth"])
        } else {
            Issue.record("expected an attribute list")
        }

        // Relative rect chains parse as chained calls.
        let rect3 = rulesets(tree).first { selectorText($0) == ".rect3" }!
        if case .functionCall(let frame)? = declarations(rect3).first?.value?.components.first {
            #expect(frame.chain?.map(\.name) == ["size", "left", "top"])
            #expect(frame.chain?.first?.arguments.map(\.text) == ["10%", "20%"])
        } else {
            Issue.record("expected a call chain")
        }
    }

    @Test func trailingLineCommentsAfterSemicolonAndBrace() throws {
        let tree = SyntaxTree(bytes: try corpusFile("styleSheetPropertyValues.css"))
        let rect1 = rulesets(tree).first { selectorText($0) == ".rect1" }!
        #expect(declarations(rect1).map { $0.value?.text } == ["parent(10, 10)", "parent(10, 20, 30, 40)"])
        #expect(rect1.block!.node.childTokens.filter { $0.kind == .lineComment }.count == 3)
    }

    @Test func stringsWithEscapedQuotesAreOneToken() throws {
        let tree = SyntaxTree(bytes: try corpusFile("styleSheetPropertyValues.css"))
        let escapes = rulesets(tree).first { selectorText($0) == ".stringsWithEscapes" }!
        #expect(declarations(escapes).first?.value?.components.map(\.text) == [#""dr \"evil\" rules""#])
    }

    // MARK: develop

    @Test func v2StructureKeepsTheEmptyNestedRuleset() throws {
        let tree = SyntaxTree(bytes: try corpusFile("v2-styleSheetStructure.css"))
        let all = rulesets(tree)
        // 28 as in master plus `.justAnEmptyDeclaration { }`, which 2.0 drops when flattening.
        #expect(all.count == 29)
        #expect(declarations(all.first { selectorText($0) == ".justAnEmptyDeclaration" }!).isEmpty)
    }

    @Test func v2RootVariablesAndCustomProperties() throws {
        let tree = SyntaxTree(bytes: try corpusFile("v2-propertyValues.css"))
        let root = rulesets(tree).first { selectorText($0) == ":root" }!
        let rootVariables = root.block!.items.compactMap { if case .variableDefinition(let v) = $0 { return v.name } else { return nil } }
        #expect(rootVariables == ["numericalConstant", "fontNameVariable", "fontSizeVariable", "nestedVariable"])
        let topLevel = tree.stylesheet.items.compactMap { if case .variableDefinition(let v) = $0 { return v.name } else { return nil } }
        #expect(topLevel == ["mathExpressionConstant", "font1"])
        let parameters = rulesets(tree).first { selectorText($0) == ".parameters" }!
        #expect(declarations(parameters).map { $0.propertyName?.text } == ["params1__selected", "params2__selected_highlighted"])
    }

    @Test func v2NotPseudoClassAndExtends() throws {
        let tree = SyntaxTree(bytes: try corpusFile("v2-stylingTest-properties.css"))
        let not = rulesets(tree).first { selectorText($0) == ".label:not(#label2):not(.other-label)" }!
        let pseudo = not.selectorList!.selectors[0].compounds[0].pseudoClasses
        #expect(pseudo.map { $0.selectorList?.text } == ["#label2", ".other-label"])
        let extends = tree.root.descendants.compactMap(ExtendSyntax.init)
        #expect(extends.map { $0.keyword?.text } == ["@extends"])
        #expect(extends.first?.selectorList?.selectors.first?.compounds.count == 2)
    }
}
