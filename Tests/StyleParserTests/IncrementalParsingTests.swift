import Foundation
import FuzzTargets
import StyleParser
import Testing
import TestSupport

/// Applies a random edit to `text`: an insertion, deletion or replacement of a fragment.
func randomEdit(_ text: [UInt8], _ random: inout SeededRandom) -> TextEdit {
    let count = text.count
    var start = count == 0 ? 0 : random.below(count + 1)
    // Land on a character boundary so the edited text stays mostly valid UTF-8.
    while start > 0 && start < count && text[start] & 0xC0 == 0x80 { start -= 1 }
    switch random.below(3) {
    case 0:
        return TextEdit(range: start..<start, replacement: random.pick(editFragments))
    case 1:
        var end = min(count, start + 1 + random.below(random.chance(20) ? 80 : 6))
        while end < count && text[end] & 0xC0 == 0x80 { end += 1 }
        return TextEdit(range: start..<end, replacement: "")
    default:
        var end = min(count, start + random.below(8))
        while end < count && text[end] & 0xC0 == 0x80 { end += 1 }
        return TextEdit(range: start..<end, replacement: random.pick(editFragments))
    }
}

@Suite struct IncrementalParsingTests {
    /// Realistic and broken starting points.
    static let seeds: [String] = [
        """
        @accent: rgb(0, 0, 255);
        // Cards
        .card, .panel {
            frame: parent(10, 10);
            titleColor(highlighted): @accent;
            layer.cornerRadius: 4;
            .title { font: HelveticaNeue-Medium 14; }
            @extend .base;
        }
        UILabel:nthChild(2n+1) > #name { text: "a \\"quoted\\" word"; }
        """,
        """
        .a { alpha: 1; bad bad bad
        }
        }
        /* unterminated
        .b { layout: size(100,100), center(parent, parent.centerY - 100); }
        """,
        "",
        // Long lists, so edits go through chunked child lists.
        (0..<150).map { ".r\($0) { alpha: 0.\($0); }\n" }.joined(),
        String(repeating: ".n { ", count: 40) + "alpha: 1;" + String(repeating: " }", count: 40),
        // More than 64 chunks: two chunk levels.
        (0..<1500).map { ".q\($0){}\n" }.joined(),
    ]

    /// An old item reused past the edit keeps what it read; what the items before it now read
    /// is added to its lookahead, or a later edit would restart after it and miss them.
    @Test func aReusedItemCoversWhatTheItemsBeforeItRead() {
        // Deleting `1);{X(` makes `a:f(U` unclosed: it reads on to the `{` of `.s(b)…`, past the
        // `@` reused from the old block. Cutting that ruleset then makes it one declaration.
        var tree = SyntaxTree("a:f(1);{X(\n@\n.s(b).l(5%) { @e }")
        for edit in [TextEdit(range: 4..<10, replacement: "U"), TextEdit(range: 16..<26, replacement: "")] {
            tree = tree.reparse(applying: edit)
            #expect(tree.isIdentical(to: SyntaxTree(bytes: tree.bytes)), "\(firstDifference(tree, SyntaxTree(bytes: tree.bytes)))")
        }
        #expect(tree.text == "a:f(U\n@\n.s(b).l(")
        #expect(tree.root.childNodes.map(\.kind) == [.declaration])
    }

    /// The top-level runs hold the stylesheet's elements in order, and an edit rebuilds only
    /// the runs around it: the analysis reads no other.
    @Test func anEditKeepsTheTopLevelRunsAwayFromIt() {
        let text = (0..<1500).map { ".q\($0) { alpha: 1; }\n" }.joined()
        let tree = SyntaxTree(text)
        func elements(_ runs: [TopLevelRun]) -> [String] {
            var result: [String] = []
            for run in runs { run.forEachElement { element, offset in result.append("\(offset)+\(element.width)") } }
            return result
        }
        var expected: [String] = []
        tree.forEachTopLevelElement { element, offset in expected.append("\(offset)+\(element.width)") }
        let runs = tree.topLevelRuns
        #expect(runs.count > 40)
        #expect(elements(runs) == expected)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.offset + $0.width == $1.offset })

        let middle = text.utf8.count / 2
        let edited = tree.reparse(applying: TextEdit(range: middle..<middle, replacement: "\n.new { alpha: 2; }\n"))
        let after = edited.topLevelRuns
        var expectedAfter: [String] = []
        edited.forEachTopLevelElement { element, offset in expectedAfter.append("\(offset)+\(element.width)") }
        #expect(elements(after) == expectedAfter)
        let kept = zip(runs, after).prefix { $0.isSame(as: $1) }.count
            + zip(runs.reversed(), after.reversed()).prefix { $0.isSame(as: $1) }.count
        #expect(kept >= runs.count - 3, "\(kept) of \(runs.count) runs kept")
        // A kept run after the edit moved by what was inserted.
        let inserted = "\n.new { alpha: 2; }\n".utf8.count
        #expect(zip(runs.reversed(), after.reversed()).prefix { $0.isSame(as: $1) }.allSatisfy { $1.offset == $0.offset + inserted })
    }

    @Test func tenThousandRandomEditsMatchAFullParse() throws {
        var random = SeededRandom(state: 0x5EED_1234)
        var corpus = Self.seeds.map { Array($0.utf8) }
        for name in corpusStylesheets { corpus.append(try corpusFile(name)) }
        var edits = 0
        for (index, start) in corpus.enumerated() {
            var tree = SyntaxTree(bytes: start)
            let rounds = index < Self.seeds.count ? 1000 : 400
            for _ in 0..<rounds {
                let edit = randomEdit(tree.bytes, &random)
                let incremental = tree.reparse(applying: edit)
                let full = SyntaxTree(bytes: incremental.bytes)
                edits += 1
                guard incremental.isIdentical(to: full) else {
                    Issue.record("""
                        edit \(edits) \(edit.range) → \(String(decoding: edit.replacement, as: UTF8.self).debugDescription) \
                        on \(String(decoding: tree.bytes, as: UTF8.self).debugDescription): \(firstDifference(incremental, full))
                        """)
                    return
                }
                tree = incremental
                // Keep the texts from growing without bound.
                if tree.bytes.count > max(6000, start.count * 2) { tree = SyntaxTree(bytes: start) }
            }
        }
        #expect(edits >= 10_000)
    }
}
