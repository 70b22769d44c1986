import Foundation
@testable import StyleParser
import Testing
import TestSupport

/// The parser builds common shapes in one go (`Parser.shortcuts`): runs of lone literals, calls
/// whose arguments are single literals, declarations whose value is literals. Each must build exactly the tree the long way builds,
/// words and recorded lookaheads included, and give up without consuming anything at its edges.
@Suite struct ShortcutTests {
    /// Calls at and just past the edges of the literal-call shortcut.
    static let calls = [
        "f()", "f( )", "f(\n)", "f(1)", "f(1,2)", "f( 1 , 2 )", "f(/*a*/1/*b*/,/*c*/2/*d*/)", "f(\n1,\n2\n)",
        "f(1,)", "f(,1)", "f(1,,2)", "f(1 2)", "f(a: 1)", "f(a : 1)", "f(a:1, b)", "f(*)", "f(1, *)", "f(-1)", "f(+1)",
        "f(1+2)", "f(1 + 2)", "f(2 ** 3)", "f(g(1))", "f(g (1))", "f((1))", "f(1).x", "f(1) .x", "f(1)(2)", "f(1) (2)",
        "f(1) + 2", "f(1)+2", "f(1) * 2", "f(1) == 2", "f(1) . g(2)", "f(1).g(2)", "f(1) g(2)", "f(1)g(2)", "f(1), g(2)",
        "f(1, 2", "f(1,", "f(", "f(1", "f(1;", "f(\"x)", "f('x\n)", "f(\"a\", 'b', #fff, @v, --p, 5%, 3px, 2pt, .5, x://y)",
        "f(a.b)", "f(a.b())", "f(1)}", "f(1)]", "f(1):", "f(1 ]", "f(1 ), 2", "1 f(1)", "x f(2) y", "f (1)", "f\n(1)",
        "f(!1)", "f(1 !)", "f(1)!", "f(u)", "rgb(0, 0, 255) rgba(1,2,3,.5)", "f(\u{0}1)", "f(1\u{0})", "f(\u{FF}1)",
        "image(\"logo@2x.png\")", "size(-3, -4)", "insets(0, 20, 0, 0) auto", "f(1)\n", "f(1) // c", "f(1) /* c */",
        "g(f(1), f(2, 3))", "g(a: f(1))", "(f(1))", "-f(1)", "f(1)-1", "f(1) - 1", "f(1)&&g(2)", "f(1) || g(2)",
    ]

    @Test(arguments: calls)
    func callInADeclaration(_ value: String) {
        for text in [
            "a { b: \(value); }", "a { b: \(value) }", "a { b: \(value)\n c: 1; }", "b: \(value);", "@v: \(value);",
            "--v = \(value)", "a {\n  b: \(value)\n  .c { d: 1 }\n}", "a { b(c): \(value); }", "b: \(value)",
        ] {
            expectSameTree(text)
        }
    }

    /// Declarations at and just past the edges of the literal-declaration shortcuts (values of
    /// literals, signed numbers and calls of them).
    static let declarations = [
        "b: 1;", "b:1;", "b : 1 ;", "b\n:\n1\n;", "b = 1;", "b: 1, 2;", "b: ,;", "b: 1,;", "b: , 1;", "b: 1 2 3 4;",
        "b: /*c*/ 1 /*d*/ ;", "b: 1 // c\n;", "b.c.d: x;", "b.c .d: x;", "b. c: 1;", "b .c: 1;", "b(x): 1;", "b (x): 1;",
        "b: ;", "b:;", "b: *;", "b: 1 *;", "b: * 1;", "b: -1;", "b: 1 -2;", "b: 1-2;", "b: 1 + 2;", "b: a.b;", "b: a . b;",
        "b: f(1);", "b: 1 f(1);", "b: (1);", "b: 1);", "b: 1:2;", "b: \"s;", "b: \"s\n;", "b: 'x' \"y\" #fff @v --w 5% 3px url://x;",
        "b: 1 !;", "b: ! 1;", "b: 1 [;", "b: a{;", "b: 1\n c: 2;", "b: 1\n", "b: 1", "b: 1;;", "b: \u{0};", "b: 1 \u{0};",
        "b:\u{A0}1;", "b: 1\u{A0};", "b1: x;", "b-c_d: x;", "b: -1, -2;", "b: 1, -2;", "b: -1 2;", "b: -1 -2;", "b: -1-2;",
        "b: -1%;", "b: -2px;", "b: -x;", "b: - 1;", "b: -;", "b: -/*c*/1;", "b: f(1, -2) -3;", "b: f(-1) g(2), -3;",
        "b: f(- 1);", "b: f(-x);", "b: f(1) -2;", "b: a -1;", "b: a, -1 b;", "b: f()-1;", "b: f(1)\n;", "b: f(1,\n2);",
        "b: 1 f(-2, 3%) \"s\", g( ), h(-4px);", "b: f(1)(2);", "b: -1.5;", "b: (-1);",
    ]

    @Test(arguments: declarations)
    func declaration(_ declaration: String) {
        for text in ["a { \(declaration) }", "a {\n  \(declaration)\n}", declaration, "a { .b { \(declaration) } }", "@v: 1;\n\(declaration)"] {
            expectSameTree(text)
        }
    }

    /// Selector lists at and just past the edges of the selector-list shortcut.
    static let selectors = [
        "a", "a b", "a>b", "a > b", "a,b", "a ,\n b", "a,\n\n  b", ".a.b#c:d(e)", ":not(.a)", "a:not(.b)", "a:nthChild(2n+1)",
        "a:b (c)", "a :b", "a\n:b", "a: b", "a:b\nc: d;", "a:b\nc:d", "a /*c*/ b", "a, ", "a > ", "a >> b", "*", "&", "a *",
        "a.b.c", "#a#b", "a:b(c(d))", "a:b(;)", "a:b(", "a = b", "a + b ~ c", "a.5", "a:hover:focus", "a:b(1, 2) .c",
        "a:b( x\n y )", "a:b(\"s)", "a.b c.d", "a . b", "a .b", "#a:b", "a\u{A0}b", "a b,", ", a", "a:", "a:b:", "a\n\nb",
        "UIView > .a:pad, #b .c", "a > b\n", "a.b:c d", "a:b\nc", "a:b,\nc:d", "a :b\n.c", "a\n:b\n.c", "a.b :c\nd",
        "a = b\n.c", "a:b\n.c",
    ]

    @Test(arguments: selectors)
    func selectorList(_ selectors: String) {
        for text in [
            "\(selectors) { }", "\(selectors) {\n}", "p { \(selectors) { b: 1; } }", "\(selectors) { b: 1 }\nq { }",
            "\(selectors)", "\(selectors) {", "x: 1;\n\(selectors) { }", "p {\n  \(selectors) {\n    b: 1;\n  }\n}",
        ] {
            expectSameTree(text)
        }
    }

    /// Calls as deep as the nesting limit and one level past it.
    /// The shortcuts test token kinds against 64-bit sets (`Parser.literalKinds`): a kind past
    /// the 64th would alias one of the first.
    @Test func everyTokenKindHasABitOfItsOwn() {
        #expect(TokenKind.allCases.count <= 64)
        #expect(TokenKind.allCases.map(\.rawValue) == Array(0..<UInt8(TokenKind.allCases.count)))
    }

    @Test func callsAtTheNestingLimit() {
        for depth in (Parser.maxExpressionDepth - 3)...(Parser.maxExpressionDepth + 2) {
            let open = String(repeating: "(", count: depth), close = String(repeating: ")", count: depth)
            expectSameTree("a { b: \(open)f(1, 2)\(close); }")
            expectSameTree("a { b: \(String(repeating: "g(", count: depth))f(1)\(close); }")
            expectSameTree("a { b: \(String(repeating: "-", count: depth))f(1); }")
        }
    }

    /// Random mixes of the tokens calls are made of.
    @Test func randomCalls() {
        let pieces = [
            "f", "g", "(", ")", "(", ")", ",", ",", "1", "2.5", "x", " ", " ", "\n", ";", "+", "-", ".", ":", "*", "{", "}",
            "\"s\"", "\"", "#fff", "@v", "/*c*/", "//c\n", "a: ", "b = ", "[", "!", "\u{0}",
        ]
        var random = SeededRandom(state: 0x5407_C075)
        for _ in 0..<3000 {
            var text = random.chance(50) ? "a { b: " : "b: "
            for _ in 0..<random.below(24) { text += random.pick(pieces) }
            expectSameTree(text)
        }
    }

    @Test(arguments: corpusStylesheets)
    func corpusFile(_ name: String) throws {
        expectSameTree(bytes: try StyleParserTests.corpusFile(name))
    }

    @Test func generatedCorpus() throws {
        for kind in ["plain", "dialect"] {
            let generator = Process()
            generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            generator.arguments = [
                "python3", repositoryRoot.appendingPathComponent("Benchmarks/gen_corpus.py").path, "--kind", kind, "--size", "100k",
                "--stdout",
            ]
            let output = Pipe()
            generator.standardOutput = output
            try generator.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            generator.waitUntilExit()
            try #require(generator.terminationStatus == 0)
            expectSameTree(bytes: Array(data))
        }
    }

    func expectSameTree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectSameTree(bytes: Array(text.utf8), sourceLocation: sourceLocation)
    }

    func expectSameTree(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let short = SyntaxTree(bytes: bytes, shortcuts: true), long = SyntaxTree(bytes: bytes, shortcuts: false)
        let text = String(decoding: bytes.prefix(200), as: UTF8.self)
        #expect(short.printed == bytes, "\(text)", sourceLocation: sourceLocation)
        #expect(ShortcutTests.sameWords(short.green, long.green), "\(text)\n\(short.dump())\n\(long.dump())", sourceLocation: sourceLocation)
        #expect(short.diagnostics.map(\.message) == long.diagnostics.map(\.message), "\(text)", sourceLocation: sourceLocation)
    }

    /// The same kinds, widths, lookaheads and words, the nodes referred to (whose addresses
    /// differ) compared in turn.
    static func sameWords(_ a: GreenNode, _ b: GreenNode) -> Bool {
        guard a.kind == b.kind, a.width == b.width, a.lookahead == b.lookahead, a.count == b.count,
            a.containsError == b.containsError, a.isChunked == b.isChunked
        else { return false }
        return a.withWords { x in
            b.withWords { y in
                var referenceWords = Set<Int>()
                var children: [(GreenNode, GreenNode)] = []
                a.forEachReference(x) { low, high in
                    referenceWords.formUnion([low, high])
                    children.append((
                        GreenWord.referencedNode(low: x[low], high: x[high]),
                        GreenWord.referencedNode(low: y[low], high: y[high])))
                }
                for index in 0..<a.count where !referenceWords.contains(index) && x[index] != y[index] { return false }
                return children.allSatisfy { sameWords($0.0, $0.1) }
            }
        }
    }
}
