import Foundation
import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// The fixtures of docs/conformance.md (`Tests/Conformance/*.css`): small stylesheets, each a
/// construct of the dialect that InterfaCSS reads correctly (no diagnostic but information)
/// or a real mistake (the diagnostic that says so). A fixture begins with a comment that
/// pins its whole result, in order:
///
///     /* interfacss: 1
///        expect:
///        3:12 error unknown-color: unknown colour 'redd': InterfaCSS 1.x shows magenta
///     */
///
/// Lines count from the first line after the header, so the header may grow without moving
/// them; `*/` in a message is written `*\/`. `interfacss:` is `1`, `2` or `inferred` (the
/// version is then read from the stylesheet); `expect: none` for a file without diagnostics. `STYLELSP_RECORD=1 swift test` rewrites the
/// expectations from the actual results (review the diff).
@Suite struct ConformanceFixtureTests {
    static let directory = repositoryRoot.appendingPathComponent("Tests/Conformance")

    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".css") }.sorted()
    }()

    struct Fixture {
        var version: InterfaCSSVersion?
        var expected: [String]
        /// How many lines the header takes (its last line included).
        var headerLines: Int
        /// Where the header's expectation lines are (to rewrite them when recording).
        var expectationRange: Range<String.Index>
    }

    static func header(_ text: String) -> Fixture? {
        guard text.hasPrefix("/*"), let end = text.range(of: "*/") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 2)..<end.lowerBound]
        var version: InterfaCSSVersion?
        for line in header.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("interfacss:") {
                version = InterfaCSSVersion(rawValue: trimmed.dropFirst("interfacss:".count).trimmingCharacters(in: .whitespaces))
            }
        }
        guard let marker = header.range(of: "expect:") else { return nil }
        let lines = header[marker.upperBound...].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let headerLines = text[..<end.upperBound].split(separator: "\n", omittingEmptySubsequences: false).count
        return Fixture(
            version: version, expected: lines == ["none"] ? [] : lines, headerLines: headerLines,
            expectationRange: marker.upperBound..<end.lowerBound)
    }

    /// `line:column severity code: message`, as `style-lsp lint` positions them.
    static func results(_ text: String, version: InterfaCSSVersion?, headerLines: Int) -> [String] {
        var configuration = ProjectConfiguration(directory: "/fixture")
        configuration.interfacss = version
        let source = Workspace.Source(path: "/fixture/fixture.css", tree: SyntaxTree(text))
        let analysis = Workspace.analyze([source], context: AnalysisContext(configuration: configuration))[0]
        let lines = LineIndex(analysis.tree.bytes)
        return analysis.diagnostics.map { diagnostic in
            let position = lines.position(of: diagnostic.range.lowerBound)
            // `*/` would end the header comment.
            let message = diagnostic.message.replacingOccurrences(of: "*/", with: "*\\/")
            return "\(position.line + 1 - headerLines):\(position.column + 1) \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue): \(message)"
        }
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count > 100)
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let fixture = try #require(Self.header(text), "\(name) has no header")
        let actual = Self.results(text, version: fixture.version, headerLines: fixture.headerLines)
        if recording && actual != fixture.expected {
            let lines = actual.isEmpty ? ["none"] : actual
            let rewritten = text.replacingCharacters(
                in: fixture.expectationRange, with: "\n" + lines.map { "   " + $0 }.joined(separator: "\n") + "\n")
            try rewritten.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(actual == fixture.expected, "\(name)")
    }
}

private let recording = ProcessInfo.processInfo.environment["STYLELSP_RECORD"] == "1"
