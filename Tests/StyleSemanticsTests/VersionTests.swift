import StyleParser
import StyleSemantics
import Testing

/// Which InterfaCSS a stylesheet is checked against: `"interfacss"` in .stylelsp.json, else
/// its own 1.x-only or 2.x-only constructs, else the workspace's (docs/conformance.md, "Versions").
@Suite struct VersionTests {
    func load(_ json: String) -> (ProjectConfiguration, [Diagnostic]) {
        var configuration = ProjectConfiguration(directory: "/project")
        var problems: [Diagnostic] = []
        configuration.apply(Array(json.utf8), diagnostics: &problems)
        return (configuration, problems)
    }

    @Test func configuredVersion() {
        #expect(load(#"{"interfacss": "2"}"#).0.interfacss == .two)
        #expect(load(#"{"interfacss": 1}"#).0.interfacss == .one)
        #expect(load(#"{"interfacss": "1.6"}"#).0.interfacss == .one)
        let (configuration, problems) = load(#"{"interfacss": "3"}"#)
        #expect(configuration.interfacss == nil)
        #expect(problems.map(\.message) == [#"'interfacss' is the InterfaCSS version the stylesheets are written for: "1" or "2""#])
    }

    @Test func evidenceInOneStylesheet() {
        let evidence = VersionEvidence(StylesheetOutline(SyntaxTree("""
            :root { --gap: 8; }
            .a { flex-grow: 1; title-color__highlighted: red; padding: --gap; }
            .b:not(.c) { alpha: 1; }
            UIButton { titleColor(highlighted): red; layout: size(1, 1); }
            UIView:landscapeLeft { alpha: 1; }
            """)))
        #expect(evidence == VersionEvidence(onlyVersion1: 3, onlyVersion2: 7))
        #expect(evidence.inferred == .two)
        #expect(VersionEvidence(StylesheetOutline(SyntaxTree("UILabel { textColor: red; }"))).inferred == .one)
    }

    /// `navy` is a colour in InterfaCSS 2 only: the diagnostics show which version checked.
    func codes(_ sources: [String], configuration: ProjectConfiguration = ProjectConfiguration(directory: "/project")) -> [[String]] {
        let files = sources.enumerated().map { Workspace.Source(path: "/project/\($0.offset).css", tree: SyntaxTree($0.element)) }
        return Workspace.analyze(files, context: AnalysisContext(configuration: configuration)).map { $0.diagnostics.map(\.code.rawValue) }
    }

    @Test func aStylesheetWithoutEvidenceFollowsTheWorkspace() {
        let neutral = "UIView { backgroundColor: navy; }"
        #expect(codes([neutral]) == [["unknown-color"]])
        #expect(codes([neutral, ".box { flex-grow: 1; }"]) == [[], []])
        // A tie between the workspace's stylesheets: 1.x, the reference dialect.
        #expect(codes([neutral, ".box { flex-grow: 1; }", "UIButton { titleColor(selected): red; }"]) == [["unknown-color"], [], []])
    }

    @Test func aStylesheetWithEvidenceFollowsItsOwn() {
        let version1 = "UIButton { titleColor(highlighted): red; backgroundColor: navy; }"
        #expect(codes([version1, ".a { flex-grow: 1; }", ".b { flex-shrink: 1; }"]) == [["unknown-color"], [], []])
    }

    @Test func theConfigurationWins() {
        var configuration = ProjectConfiguration(directory: "/project")
        configuration.interfacss = .one
        #expect(codes([".box { flex-grow: 1; }"], configuration: configuration) == [["unknown-property"]])
    }
}
