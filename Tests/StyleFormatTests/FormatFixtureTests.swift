import Foundation
import StyleFormat
import StyleParser
import Testing
import TestSupport

/// Each stylesheet of `Tests/Format` formatted and compared whole with its snapshot
/// (`NAME.expected.css`, rewritten by `STYLELSP_RECORD=1 swift test`). A first-line comment
/// `/* format: {"indentSize": 2, …} */` gives the options (the keys of `.stylelsp.json`'s
/// `format` section, and `"interfacss": "2"`); without one, the defaults.
@Suite struct FormatFixtureTests {
    static let directory = repositoryRoot.appendingPathComponent("Tests/Format")

    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".css") && !$0.hasSuffix(".expected.css") }.sorted()

    /// The options a fixture's first line names.
    static func options(of bytes: [UInt8]) -> FormatOptions {
        let text = String(decoding: bytes.prefix(400), as: UTF8.self)
        guard let start = text.range(of: "/* format: "), let end = text.range(of: " */", range: start.upperBound..<text.endIndex),
            let object = try? JSONSerialization.jsonObject(with: Data(text[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        else { return FormatOptions() }
        var options = FormatOptions.Partial(
            indentSize: object["indentSize"] as? Int, useTabs: object["useTabs"] as? Bool,
            lineEnding: (object["lineEnding"] as? String).flatMap(FormatOptions.LineEnding.init(rawValue:)),
            finalNewline: object["finalNewline"] as? Bool, blankLineBetweenRulesets: object["blankLineBetweenRulesets"] as? Bool
        ).resolved
        // `"interfacss": "2"`: a stylesheet for InterfaCSS 2, which reads a `;` as CSS does.
        options.keepsWhatFollowsSemicolons = object["interfacss"] as? String != "2"
        return options
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 15)
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let input = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let options = Self.options(of: input)
        let formatted = StyleFormatter.format(SyntaxTree(bytes: input), options: options).applied(to: input)
        let expectedURL = Self.directory.appendingPathComponent(String(name.dropLast(".css".count)) + ".expected.css")
        if recording {
            try Data(formatted).write(to: expectedURL)
            return
        }
        let expected = try [UInt8](Data(contentsOf: expectedURL))
        #expect(
            formatted == expected,
            "\(name) formats otherwise than \(expectedURL.lastPathComponent):\n\(String(decoding: formatted, as: UTF8.self))")
        FormatInvariants.check(input, options: options, name: name)
    }
}
