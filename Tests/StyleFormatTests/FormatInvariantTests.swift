import Foundation
import StyleFormat
import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// What formatting must never do, checked on every stylesheet the project has (the InterfaCSS
/// test data, the conformance fixtures, the examples, the sample apps) and on random edits of
/// them: change a token, a comment or the tree (whitespace aside), change the diagnostics, or
/// give another result a second time.
enum FormatInvariants {
    /// The tree without its whitespace: every node's kind and every other token's text, in order.
    static func shape(_ tree: SyntaxTree) -> [String] {
        var result: [String] = []
        let bytes = tree.bytes
        tree.root.walk(
            enter: { result.append("(\($0.kind)"); return true },
            token: { kind, range in
                if kind != .whitespace && kind != .newline { result.append("\(kind) " + String(decoding: bytes[range], as: UTF8.self)) }
            },
            exit: { _ in result.append(")") })
        return result
    }

    /// The diagnostics of `tree` as one stylesheet, without their positions.
    static func diagnostics(_ tree: SyntaxTree, version: InterfaCSSVersion?) -> [String] {
        let source = Workspace.Source(path: "/format/fixture.css", tree: tree)
        var configuration = ProjectConfiguration(directory: "/format")
        configuration.interfacss = version
        let analysis = Workspace.analyze([source], context: AnalysisContext(configuration: configuration))[0]
        // Messages quote the text they are about, whose whitespace formatting changes.
        return analysis.diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message.filter { !$0.isWhitespace })" }
    }

    /// The same diagnostics, but that a long quote in a message is cut after so many
    /// characters (whitespace included) with `…`: then the shorter is the other's start.
    static func same(_ a: [String], _ b: [String]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { a, b in
            if a == b { return true }
            let cutA = a.split(separator: "…", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let cutB = b.split(separator: "…", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return (a.contains("…") && b.hasPrefix(cutA)) || (b.contains("…") && a.hasPrefix(cutB))
        }
    }

    static func check(_ input: [UInt8], options: FormatOptions, name: String, checkingDiagnostics: Bool = true) {
        let tree = SyntaxTree(bytes: input)
        let result = StyleFormatter.format(tree, options: options)
        let once = result.applied(to: input)
        let formattedTree = SyntaxTree(bytes: once)
        let twice = StyleFormatter.format(formattedTree, options: options).applied(to: once)
        if twice != once {
            Issue.record("\(name): a second formatting changes it again.\ninput:\n\(String(decoding: input, as: UTF8.self).debugDescription)\nonce:\n\(String(decoding: once, as: UTF8.self))\ntwice:\n\(String(decoding: twice, as: UTF8.self))")
        }
        #expect(shape(formattedTree) == shape(tree), "\(name): the tree changed beyond whitespace")
        if checkingDiagnostics {
            // Formatted for InterfaCSS 2, checked as InterfaCSS 2.
            let version: InterfaCSSVersion? = options.keepsWhatFollowsSemicolons ? nil : .two
            #expect(
                same(diagnostics(formattedTree, version: version), diagnostics(tree, version: version)),
                "\(name): the diagnostics changed.\ninput:\n\(String(decoding: input, as: UTF8.self).debugDescription)\nformatted:\n\(String(decoding: once, as: UTF8.self))")
        }
        // Edits replace whitespace only, in order, inside the text.
        var position = 0
        for edit in result.edits {
            #expect(edit.range.lowerBound >= position && edit.range.upperBound <= input.count, "\(name): edits out of order")
            #expect(input[edit.range].allSatisfy(Self.isWhitespace) && edit.text.utf8.allSatisfy(Self.isWhitespace), "\(name): an edit changes more than whitespace")
            position = edit.range.upperBound
        }
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { #expect(once.starts(with: [0xEF, 0xBB, 0xBF]), "\(name): the byte-order mark is gone") }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte >= 0x80
    }

    /// Every stylesheet of the repository a user could have written.
    static let corpus: [URL] = {
        let root = repositoryRoot
        var files: [URL] = []
        for folder in ["Tests/Corpus/interfacss", "Tests/Conformance", "examples", "Benchmarks/apps", "Tests/Format"] {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".css") {
                files.append(base.appendingPathComponent(path))
            }
        }
        return files.sorted { $0.path < $1.path }
    }()
}

@Suite struct FormatInvariantTests {
    @Test func thereIsACorpus() {
        #expect(FormatInvariants.corpus.count > 200)
    }

    @Test func everyCorpusStylesheetKeepsItsMeaning() throws {
        for url in FormatInvariants.corpus {
            let bytes = try [UInt8](Data(contentsOf: url))
            FormatInvariants.check(bytes, options: FormatOptions(), name: url.lastPathComponent)
            FormatInvariants.check(
                bytes, options: FormatOptions(indentation: .tabs, lineEnding: .crlf, blankLineBetweenRulesets: true, keepsWhatFollowsSemicolons: false),
                name: url.lastPathComponent + " (tabs, CRLF, blank lines, InterfaCSS 2)", checkingDiagnostics: false)
        }
    }

    /// Stylesheets made of random edits of the corpus (broken ones mostly): formatting never
    /// traps, changes no diagnostic and is idempotent.
    @Test func randomEditsOfTheCorpus() throws {
        var random = SeededRandom(state: 0x5EED_F0A7)
        let pieces = ["{", "}", ";", ":", "\n", "  ", "\t", "/*", "*/", "// x\n", "a", "@x", ",", "(", ")", ">", " + ", "\r\n", "\"", ".b", "#c", "é", "--v", "__"]
        let sources = try FormatInvariants.corpus.filter { !$0.path.contains("/Benchmarks/") }.map { try [UInt8](Data(contentsOf: $0)) }
        for round in 0..<(Int(ProcessInfo.processInfo.environment["STYLELSP_FORMAT_ROUNDS"] ?? "") ?? 400) {
            var text = random.pick(sources)
            for _ in 0..<(1 + random.below(4)) {
                let at = random.below(text.count + 1)
                if random.chance(40) && !text.isEmpty {
                    text.removeSubrange(at..<min(text.count, at + 1 + random.below(6)))
                } else {
                    text.insert(contentsOf: Array(random.pick(pieces).utf8), at: at)
                }
            }
            FormatInvariants.check(text, options: FormatOptions(), name: "random edit \(round)")
        }
    }

    /// Range formatting formats the items the range touches, as the whole document would.
    @Test func rangesFormatTheItemsTheyTouch() {
        let (text, markers) = extractMarkers(".a{alpha:1;}\n.b   {\n  beta :2;\n     g1️⃣amma: 3; }\n\n\n\n2️⃣\n.c{ delta:4; }3️⃣\n")
        let tree = SyntaxTree(text)
        func formatted(_ range: Range<Int>) -> String {
            String(decoding: StyleFormatter.format(tree, touching: range).applied(to: tree.bytes), as: UTF8.self)
        }
        #expect(formatted(markers["1️⃣"]!..<(markers["1️⃣"]! + 1)) == ".a{alpha:1;}\n.b {\n    beta: 2;\n    gamma: 3;\n}\n\n\n\n\n.c{ delta:4; }\n")
        // An empty range (a cursor after a typed `}`) is the item it ends; the blank lines
        // before it are the item's to lay out.
        #expect(formatted(markers["3️⃣"]!..<markers["3️⃣"]!) == ".a{alpha:1;}\n.b   {\n  beta :2;\n     gamma: 3; }\n\n.c {\n    delta: 4;\n}\n")
        // Whitespace between items touches none.
        #expect(StyleFormatter.format(tree, touching: markers["2️⃣"]!..<markers["2️⃣"]!).edits.isEmpty)
    }

    /// A broken item is left as written and said to be.
    @Test func brokenItemsAreLeftAsWritten() {
        let text = ".a{alpha:1; }\n.b { beta: 2\n.c{gamma:3; }\n"
        let tree = SyntaxTree(text)
        let result = StyleFormatter.format(tree)
        #expect(result.skipped.count == 1)
        #expect(String(decoding: result.applied(to: tree.bytes), as: UTF8.self).hasPrefix(".a {\n    alpha: 1;\n}\n.b { beta: 2\n"))
    }
}
