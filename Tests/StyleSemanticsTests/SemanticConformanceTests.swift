import Foundation
import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// The semantic items of the dialect's conformance checklist: rulesets after nesting, in
/// InterfaCSS's normalised display form and order; variables across stylesheets; nested
/// elements; and that every valid InterfaCSS test stylesheet lints clean.
@Suite struct SemanticConformanceTests {
    func groups(_ analysis: StylesheetAnalysis) -> [String] {
        analysis.rulesets.map { $0.chains.map(\.description).joined(separator: ", ") }
    }

    @Test func structureGivesTwentyEightSelectorGroups() throws {
        let analysis = analyze(try corpusText("styleSheetStructure.css"))
        #expect(groups(analysis) == [
            "uilabel", "uilabel.class1", "uilabel#identity.class1", "uilabel#identity.class1.class2", "#identity.class1", ".class1",
            ".class1.class2", "uiview .class1 .class2", "uiview .class1.class2", "uiview > .class1 + .class2 ~ .class3",
            "uilabel, uilabel.class1, .class1, uiview .class1 .class2", "uilabel, uilabel.class1.class2, .class1, uiview .class1.class2 .class3",
            "uiview", "uiview .classn1", "uiview .classn1 .classn2", "uiview:onlychild", "uiview:minosversion(8.4)",
            "uiview#identifier.class1:onlychild", "uiview:nthchild(2n+1)", "uiview uilabel:firstoftype", "uiview.classx",
            "uiview.classx uilabel:lastoftype", "uiview:pad:landscape", "uiview:portrait:phone", "* uiview", "* uiview *", "uiview *",
            "uiview * uiview",
        ])
        // `alpha: @variable` substitutes the variable defined at the top.
        #expect(analysis.declarations.first?.value == .number(0.666))
        #expect(analysis.declarations.allSatisfy { $0.value == .number(0.666) })
    }

    @Test func nestingIsACrossProduct() {
        let analysis = analyze(".card, .panel { alpha: 0.9; .title, UILabel:first-of-type { alpha: 1; } }")
        #expect(groups(analysis) == [".card, .panel", ".card .title, .panel .title, .card uilabel:firstoftype, .panel uilabel:firstoftype"])
    }

    @Test func specificity() {
        let analysis = analyze("#someElementId .testSpecificity1 { alpha: 0.5; } UIView .testSpecificity2 { alpha: 0.75; } * { alpha: 1; }")
        #expect(analysis.rulesets.map { $0.chains[0].specificity } == [110, 11, 0])
    }

    @Test func variablesFromAnEarlierStylesheet() throws {
        let analysis = analyze(try corpusText("interfaCSSTests-variables.css"), earlier: [try corpusText("interfaCSSTests.css")])
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
        #expect(analysis.declarations.first?.value == .number(0.33))
    }

    @Test func prefixedPropertiesAreNestedElements() throws {
        let analysis = analyze(try corpusText("styleSheetPropertyValues.css"))
        let prefixes = analysis.rulesets.first { $0.chains.map(\.description) == [".prefixes"] }!
        let nested = prefixes.declarations.map { analysis.declarations[$0] }.filter { $0.nestedElement != nil }
        #expect(nested.count == 12)
        #expect(nested.allSatisfy { $0.value == .number(0.42) && $0.property?.name == "alpha" })
        #expect(nested.map(\.nestedElement!) == [
            "imageView", "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "titleLabel",
            "textLabel", "detailTextLabel", "inputView", "inputAccessoryView", "tableHeaderView", "tableFooterView",
        ])
        // `layer.borderWidth` and `cornerRadius` are registered key-path properties of the view itself.
        let layer = prefixes.declarations.map { analysis.declarations[$0] }.filter { $0.nestedElement == nil }
        #expect(layer.map { $0.property?.name } == ["layer.cornerRadius", "layer.borderWidth"])
    }

    @Test func propertyValuesConformance() throws {
        let analysis = analyze(try corpusText("styleSheetPropertyValues.css"))
        func values(_ selector: String) -> [String: StyleValue] {
            // Display forms are lowercase.
            let ruleset = analysis.rulesets.first { $0.chains.map(\.description) == [selector.lowercased()] }!
            var result: [String: StyleValue] = [:]
            for index in ruleset.declarations {
                let declaration = analysis.declarations[index]
                if let value = declaration.value { result[declaration.name] = value }
            }
            return result
        }
        let simple = values(".simple")
        #expect(simple["alpha"] == .number(0.33))
        #expect(simple["layer.cornerRadius"] == .number(5))
        #expect(simple["clipsToBounds"] == .bool(true))
        #expect(simple["contentMode"] == .enumValue("bottomRight"))
        #expect(simple["text"] == .string("Text's:"))
        let numeric = values(".numericExpressions")
        #expect(numeric["hidden"] == .bool(true))
        #expect(numeric["alpha"] == .number(0.5))
        #expect(numeric["cornerRadius"] == .number(142))
        #expect(numeric["contentSize"] == .size(width: 42, height: 100))
        #expect(values(".nestedVariableClass")["font"] == .font(FontValue(name: "GillSans", size: 42)))
        #expect(values(".font10")["font"] == .font(FontValue(name: nil, size: 42, traits: ["italic"])))
        #expect(values(".point1")["center"] == .point(.parent(dx: 50, dy: -50)))
        let full = values(".fullEnumNames")
        #expect(full["autoresizingMask"] == .flags(["flexibleWidth"]))
        #expect(full["lineBreakMode"] == .enumValue("wordWrapping"))
    }

    @Test func controlStateParameters() throws {
        let analysis = analyze(try corpusText("styleSheetPropertyValues.css"))
        let titleColors = analysis.declarations.filter { $0.property?.name == "titleColor" }
        #expect(titleColors.map(\.parameters) == [["selectedHighlighted"], [], [], [], ["selected"]])
    }

    @Test func everyValidCorpusFileLintsWithoutErrorsOrWarnings() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)
            .filter { $0.hasSuffix(".css") && !$0.lowercased().contains("baddata") }.sorted()
        #expect(names.count == 11)
        // All of them together, as the app loads them: the variables file after the tests file.
        let ordered = names.sorted { ($0 == "interfaCSSTests-variables.css" ? 1 : 0, $0) < ($1 == "interfaCSSTests-variables.css" ? 1 : 0, $1) }
        let sources = try ordered.map { Workspace.Source(path: $0, tree: SyntaxTree(try corpusText($0))) }
        var configuration = ProjectConfiguration(directory: "/")
        configuration.stylesheets = ordered
        for analysis in Workspace.analyze(sources, context: AnalysisContext(configuration: configuration)) {
            let serious = analysis.diagnostics.filter { $0.severity <= .warning }
            #expect(serious.isEmpty, "\(analysis.path): \(serious)")
        }
        // And as `style-lsp lint` reads the folder, without a load order: the 2.x files' --font1
        // is not a definition for 1.x's @font1.
        for analysis in Workspace.analyze(sources, context: AnalysisContext(configuration: ProjectConfiguration(directory: "/"))) {
            let serious = analysis.diagnostics.filter { $0.severity <= .warning }
            #expect(serious.isEmpty, "\(analysis.path): \(serious)")
        }
    }

    @Test func badDataFilesGetTheirDiagnostics() throws {
        for name in ["styleSheetWithBadData.css", "v2-badData.css"] {
            let analysis = analyze(try corpusText(name))
            #expect(analysis.diagnostics.map(\.code.rawValue) == Array(repeating: "unrecognized-content", count: 4))
            #expect(analysis.rulesets.map { $0.chains.map(\.description) } == [[".style1"], [".style2"]])
        }
    }
}
