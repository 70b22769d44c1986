import Foundation
import StyleParser
import StyleSemantics
import Testing
import TestSupport

@Suite struct ConfigurationTests {
    func load(_ json: String) -> (ProjectConfiguration, [Diagnostic]) {
        var configuration = ProjectConfiguration(directory: "/project")
        var problems: [Diagnostic] = []
        configuration.apply(Array(json.utf8), diagnostics: &problems)
        return (configuration, problems)
    }

    /// The 1-based line of each problem.
    func lines(_ json: String, _ problems: [Diagnostic]) -> [Int] {
        let index = LineIndex(json)
        return problems.map { index.position(of: $0.range.lowerBound).line + 1 }
    }

    @Test func includeExcludeAndLoadOrder() {
        let (configuration, problems) = load("""
            {
              "include": ["Styles/**/*.css"],
              "exclude": ["**/web/**", "legacy.css"],
              "stylesheets": ["Styles/constants.css", "Styles/main.css"]
            }
            """)
        #expect(problems.isEmpty)
        #expect(configuration.includes("/project/Styles/main.css"))
        #expect(configuration.includes("/project/Styles/screens/profile.css"))
        #expect(!configuration.includes("/project/Styles/web/site.css"))
        #expect(!configuration.includes("/project/Styles/old/legacy.css"))
        #expect(!configuration.includes("/project/Other/main.css"))
        #expect(configuration.stylesheets == ["/project/Styles/constants.css", "/project/Styles/main.css"])
        #expect(configuration.loadOrderKey("/project/Styles/constants.css") < configuration.loadOrderKey("/project/Styles/main.css"))
        #expect(configuration.loadOrderKey("/project/Styles/main.css") < configuration.loadOrderKey("/project/Styles/a.css"))
    }

    @Test func stylesheetsOutsideTheProjectAreNotRead() {
        let (configuration, problems) = load(#"{"stylesheets": ["main.css", "../shared/constants.css", "/etc/passwd"]}"#)
        #expect(configuration.stylesheets == ["/project/main.css"])
        #expect(problems.map(\.message) == [
            "'../shared/constants.css' is outside the project's folder (/project); it is not read",
            "'/etc/passwd' is outside the project's folder (/project); it is not read",
        ])
        #expect(problems.allSatisfy { $0.severity == .warning })
    }

    @Test func globs() {
        #expect(GlobPattern("*.css").matches("a/b/c.css"))
        #expect(GlobPattern("a/*.css").matches("a/c.css"))
        #expect(!GlobPattern("a/*.css").matches("a/b/c.css"))
        #expect(GlobPattern("a/**/*.css").matches("a/c.css"))
        #expect(GlobPattern("a/**/*.css").matches("a/b/d/c.css"))
        #expect(GlobPattern("a/?.css").matches("a/x.css"))
        #expect(GlobPattern("web/").matches("web/x/y.css"))
    }

    @Test func severitiesAndCustomRegistry() {
        let (configuration, problems) = load("""
            {
              "rules": {"unused-variable": "off", "unknown-property": "error", "duplicate-property": "info"},
              "classes": {
                "ProfileHeaderView": {"superclass": "UIView", "properties": {
                  "avatarSize": "size",
                  "style": {"type": "enum", "enum": "ProfileStyle", "doc": "Compact or full."}
                }},
                "UILabel": {"properties": {"lineHeight": "number"}}
              },
              "enums": {"ProfileStyle": ["compact", "full"], "UIViewContentMode": ["custom"]},
              "nestedElements": {"avatarView": {"class": "UIImageView", "owners": ["ProfileHeaderView"]}}
            }
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(configuration.severity(of: .unusedVariable, default: .hint) == nil)
        #expect(configuration.severity(of: .unknownProperty, default: .warning) == .error)
        #expect(configuration.severity(of: .duplicateProperty, default: .warning) == .information)
        let registry = configuration.registry()
        #expect(registry.typeSelectorClass("ProfileHeaderView")?.isCustom == true)
        #expect(registry.property(named: "avatar-size", onClass: "ProfileHeaderView")?.type == .size)
        #expect(registry.property(named: "alpha", onClass: "ProfileHeaderView") != nil, "inherited from UIView")
        #expect(registry.property(named: "lineHeight", onClass: "UILabel")?.type == .number)
        #expect(registry.enum(named: "UIViewContentMode")?.values.contains("custom") == true)
        #expect(registry.hasNestedElement("avatarView", className: "ProfileHeaderView") == true)
        // Used in an analysis.
        let analysis = analyze(
            "ProfileHeaderView { avatarSize: size(40, 40); style: full; avatarView.contentMode: custom; }",
            configuration: configuration)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
        let wrong = analyze("ProfileHeaderView { style: tiny; }", configuration: configuration)
        #expect(wrong.diagnostics.map(\.code) == [.unknownEnumValue])
    }

    /// The `format` section: what `style-lsp format` and the editor's formatting read first.
    @Test func formatSettings() {
        let (configuration, problems) = load(#"{"format": {"indentSize": 2, "useTabs": false, "lineEnding": "crlf", "finalNewline": true, "blankLineBetweenRulesets": true}}"#)
        #expect(problems.isEmpty)
        #expect(configuration.format == ProjectConfiguration.FormatSettings(
            indentSize: 2, useTabs: false, lineEnding: "crlf", finalNewline: true, blankLineBetweenRulesets: true))
        let (_, bad) = load(#"{"format": {"indentSize": 2.5, "useTabs": "yes", "lineEnding": "windows", "width": 80}}"#)
        #expect(bad.map(\.message) == [
            "'indentSize' must be a whole number from 1 to 16", "'useTabs' must be true or false",
            "'lineEnding' must be \"lf\", \"crlf\", \"cr\" or \"auto\"",
            "unknown key 'width' in 'format'; expected indentSize, useTabs, lineEnding, finalNewline or blankLineBetweenRulesets",
        ])
    }

    @Test func badConfigurationsAreReportedWithTheirLine() {
        let json = """
            {
              "include": "*.css",
              "rules": {"unknown-propety": "error", "unused-variable": "loud"},
              "classes": {"Header": {"properties": {"size": "sise"}}},
              "colour": 1
            }
            """
        let (configuration, problems) = load(json)
        #expect(lines(json, problems) == [3, 3, 4, 5])
        #expect(problems.map(\.message) == [
            "unknown diagnostic code 'unknown-propety'; did you mean 'unknown-property'?",
            "the severity of 'unused-variable' must be \"off\", \"hint\", \"info\", \"warning\" or \"error\"",
            "unknown type 'sise'; did you mean 'size'?; types are string, attributedString, bool, number, offset, rect, layout, size, point, edgeInsets, color, cgColor, transform, font, image, enum, relativeNumber",
            "unknown key 'colour'; known keys: include, exclude, stylesheets, viewDefinitions, rules, classes, enums, nestedElements, preview, format, interfacss",
        ])
        // What is valid is still used.
        #expect(configuration.include.map(\.pattern) == ["*.css"])
    }

    @Test func invalidJSONIsOneDiagnosticWithItsPosition() {
        let json = "{\n  \"include\": [\"a\",]\n}"
        let (_, problems) = load(json)
        #expect(problems.count == 1)
        #expect(lines(json, problems) == [2])
        #expect(problems[0].message.hasPrefix(".stylelsp.json is not valid JSON"))
    }
}

@Suite struct ViewDefinitionTests {
    @Test func corpusViewDefinition() throws {
        let bytes = Array(try Data(contentsOf: corpusDirectory.appendingPathComponent("viewDefinitionTest.xml")))
        let definition = ViewDefinition.parse(bytes, path: "viewDefinitionTest.xml")
        #expect(definition.diagnostics.isEmpty)
        #expect(definition.root?.className == "UIView")
        #expect(definition.root?.classes == ["rootClass"])
        let elements = definition.elements
        #expect(elements.count == 13)
        #expect(elements.first { $0.classes == ["label1"] }?.className == "UILabel")
        #expect(elements.first { $0.classes == ["button1"] }?.className == "UIButton")
        #expect(elements.first { $0.id == "CustomView1Id" }?.className == "CustomView1")
        #expect(elements.first { $0.id == "CustomView1Id" }?.prototype == "prototype1")
        #expect(elements.map(\.tag).suffix(2) == ["UICollectionView", "UITableView"])
        #expect(elements.suffix(2).map(\.className) == ["UICollectionView", "UITableView"])
    }

    @Test func styledClassFromTheViewDefinition() {
        let views = [#"<view><label id="title" class="headline big"/><button class="big"/></view>"#]
        let analysis = analyze(".headline { textColor: red; } #title { numberOfLines: 2; } .big { alpha: 0.5; }", views: views)
        #expect(analysis.rulesets.map(\.styledClasses) == [["UILabel"], ["UILabel"], ["UIButton", "UILabel"]])
        #expect(analysis.rulesets.map(\.styledClassesSource) == [.viewDefinition, .viewDefinition, .viewDefinition])
    }

    @Test func malformedXMLIsADiagnosticAndExternalEntitiesAreNotResolved() {
        let broken = ViewDefinition.parse(Array("<view>\n  <label class=\"a\">\n</view>".utf8), path: "broken.xml")
        #expect(broken.diagnostics.count == 1)
        #expect(broken.diagnostics.first?.code == .malformedXML)
        let entity = """
            <?xml version="1.0"?>
            <!DOCTYPE view [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <view><label class="&secret;"/></view>
            """
        let definition = ViewDefinition.parse(Array(entity.utf8), path: "entity.xml")
        #expect(!definition.elements.contains { $0.classes.contains { $0.contains("root") } })
    }

    @Test func interfaCSS2LayoutFiles() {
        let layout = #"<layout useSafeAreaInsets="true"><view class="main" style="flex-direction: row"><text class="t">Hello</text></view></layout>"#
        let definition = ViewDefinition.parse(Array(layout.utf8), path: "Main.xml")
        #expect(definition.format == .interfaCSS2)
        #expect(definition.root?.classes == ["main"])
        #expect(definition.root?.style == "flex-direction: row")
        #expect(definition.root?.children == [1])
        #expect(definition.elements[1].className == "UILabel")
        #expect(definition.elements[1].text == "Hello")
    }
}
