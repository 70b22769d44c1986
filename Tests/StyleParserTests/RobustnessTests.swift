import Foundation
import StyleParser
import Testing
import TestSupport

/// No input crashes or hangs the parser, and none loses a byte.
@Suite struct RobustnessTests {
    /// Runs `body` on a thread with a 512 KiB stack, the size of a secondary thread on macOS,
    /// so that recursion proportional to the input would crash here.
    func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
    }

    @Test func randomBytes() {
        var random = SeededRandom(state: 0xB17E5)
        for round in 0..<400 {
            let count = random.below(round % 10 == 0 ? 4000 : 300)
            // Mostly the dialect's own characters, sometimes anything at all.
            let alphabet = Array("{}();:,.#@*>+~/\"'\\-_ \n\r\taZ09%".utf8)
            let bytes = (0..<count).map { _ in random.chance(70) ? random.pick(alphabet) : UInt8(truncatingIfNeeded: random.next()) }
            let tree = SyntaxTree(bytes: bytes)
            #expect(tree.printed == bytes)
            _ = tree.diagnostics
            _ = tree.dump()
        }
    }

    @Test func tenThousandNestedBlocks() {
        onSmallStack {
            let depth = 10_000
            let text = String(repeating: ".a {\n", count: depth) + "alpha: 1;" + String(repeating: "}\n", count: depth)
            let tree = SyntaxTree(text)
            #expect(tree.printed == Array(text.utf8))
            #expect(tree.diagnostics.isEmpty)
            // An edit deep inside reparses inside the innermost block.
            let offset = text.utf8.count / 2
            let edited = tree.reparse(applying: TextEdit(range: offset..<offset, replacement: "/**/"))
            #expect(edited.isIdentical(to: SyntaxTree(bytes: edited.bytes)))
            // Unclosed, too.
            let unclosed = SyntaxTree(String(repeating: "a{", count: depth))
            #expect(unclosed.diagnostics.count == depth)
        }
    }

    @Test func deeplyNestedValuesAndSelectors() {
        onSmallStack {
            let parentheses = "@x: " + String(repeating: "(", count: 20_000) + String(repeating: ")", count: 20_000) + ";"
            let calls = "@y: " + String(repeating: "f(", count: 20_000) + String(repeating: ")", count: 20_000) + ";"
            let minus = "@z: " + String(repeating: "-", count: 20_000) + "1;"
            let not = String(repeating: ":not(", count: 5_000) + ".a" + String(repeating: ")", count: 5_000) + " {}"
            for text in [parentheses, calls, minus, not] {
                let tree = SyntaxTree(text)
                #expect(tree.printed == Array(text.utf8))
                _ = tree.diagnostics
            }
        }
    }

    @Test func fiveMegabyteSingleLine() {
        let unit = ".a { alpha: 0.5; frame: rect(1, 2, 3, 4); } "
        let text = String(repeating: unit, count: 5_000_000 / unit.utf8.count)
        let tree = SyntaxTree(text)
        #expect(tree.printed == Array(text.utf8))
        #expect(tree.diagnostics.isEmpty)
        let oneHugeToken = SyntaxTree(bytes: [UInt8](repeating: UInt8(ascii: "a"), count: 5_000_000))
        #expect(oneHugeToken.diagnostics.count == 1)
    }

    @Test func releasingADeepTreeOnASmallStack() {
        onSmallStack {
            var tree: SyntaxTree? = SyntaxTree(String(repeating: ".a{", count: 100_000))
            #expect(tree?.bytes.count == 300_000)
            tree = nil
        }
    }
}
