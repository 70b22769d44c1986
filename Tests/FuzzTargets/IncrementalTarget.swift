import StyleParser
import StyleSemantics

/// Fragments that break and repair stylesheets when typed or deleted.
public let editFragments: [String] = [
    "{", "}", ";", "/*", "*/", "\"", "'", "(", ")", ":", ",", ".", "#", "@", "//", "\n", " ",
    "a", "1", "-", "--x", "@extend .a;", "alpha: 0.5;", ".b { alpha: 1; }", "}\n", "{\n",
    "UILabel", ":hover", "titleColor(highlighted)", "rgb(1, 2, 3)", "\r\n", "é", "\u{0}", "/* c */",
    "layer.cornerRadius: 4;", "size(auto, 50%).left(5%)", "@v: 1;\n", "bad bad\n", "\\",
]

/// The first difference between the dumps of an incrementally parsed and a fully parsed tree.
public func firstDifference(_ incremental: SyntaxTree, _ full: SyntaxTree) -> String {
    let left = incremental.dump().split(separator: "\n"), right = full.dump().split(separator: "\n")
    for (index, (x, y)) in zip(left, right).enumerated() where x != y {
        return "line \(index + 1): incremental `\(x)` vs full `\(y)`"
    }
    return "dumps differ in length (\(left.count) vs \(right.count))"
}

/// A stylesheet, then after 0xFF a sequence of edits (each a few bytes: where, how much to
/// delete, what to insert — one of `editFragments` or bytes from the input — and whether the
/// next edit comes in the same change). After each change the incremental tree, the line index
/// and the server's incremental analysis must equal what a full parse and analysis give.
enum IncrementalTarget {
    static let maximumChanges = 32

    static func run(_ bytes: [UInt8]) -> [String] {
        var problems = Problems()
        let split = parts(bytes, limit: 2)
        var tree = SyntaxTree(bytes: split[0])
        var lines = LineIndex(split[0])
        let analyzer = DocumentAnalyzer(path: "/fuzz/edited.css")
        checkAnalysis(analyzer, tree, step: 0, &problems)
        var reader = ByteReader(split.count > 1 ? split[1] : [])
        var step = 0
        while !reader.isAtEnd && step < maximumChanges && problems.list.isEmpty {
            step += 1
            var edits: [TextEdit] = []
            var expected = tree.bytes
            var grouped = true
            while grouped && edits.count < 8 {
                let (edit, next) = decodeEdit(&reader, count: expected.count)
                let newBytes = edit.applied(to: expected)
                let newLines = lines.applying(edit, newBytes: newBytes)
                problems.expect(newLines.lineStarts == LineIndex(newBytes).lineStarts, "step \(step): the line index after \(describe(edit)) differs from a fresh one")
                lines = newLines
                expected = newBytes
                edits.append(edit)
                grouped = next && !reader.isAtEnd
            }
            let edited = tree.reparse(applying: edits)
            let full = SyntaxTree(bytes: expected)
            problems.expect(edited.bytes == expected, "step \(step): reparse gives other bytes than the edits")
            guard edited.isIdentical(to: full) else {
                problems.add("step \(step): \(edits.map(describe).joined(separator: ", ")) on \(String(decoding: tree.bytes, as: UTF8.self).debugDescription): \(firstDifference(edited, full))")
                break
            }
            problems.expect(edited.diagnostics == full.diagnostics, "step \(step): syntax diagnostics differ from a full parse's")
            checkAnalysis(analyzer, edited, step: step, &problems)
            tree = edited
        }
        return problems.list
    }

    /// One edit of a text of `count` bytes; also whether the next belongs to the same change.
    static func decodeEdit(_ reader: inout ByteReader, count: Int) -> (TextEdit, Bool) {
        let operation = reader.byte()
        let start = reader.uint16() % (count + 1)
        let length = operation & 0x40 != 0 ? Int(reader.byte()) : Int(operation & 0x07)
        let choice = reader.byte()
        let replacement = choice < 0xE0 ? Array(editFragments[Int(choice) % editFragments.count].utf8) : reader.take(Int(choice & 0x1F))
        return (TextEdit(range: start..<min(count, start + length), replacement: replacement), operation & 0x80 != 0)
    }

    /// The incremental analysis of `tree` (after the analyzer saw the previous versions) against
    /// a full analysis.
    static func checkAnalysis(_ analyzer: DocumentAnalyzer, _ tree: SyntaxTree, step: Int, _ problems: inout Problems) {
        let symbols = WorkspaceSymbols([analyzer.symbols(of: tree)])
        let incremental = analyzer.diagnostics(of: tree, file: 0, symbols: symbols, context: fuzzContext).all
        let full = Workspace.analyze([Workspace.Source(path: analyzer.path, tree: SyntaxTree(bytes: tree.bytes))], context: fuzzContext)[0].diagnostics
        problems.checkDiagnostics(incremental, count: tree.bytes.count, "step \(step)")
        problems.expect(
            incremental == full,
            "step \(step): the incremental analysis differs from a full one on \(String(decoding: tree.bytes, as: UTF8.self).debugDescription)\n"
                + difference(incremental, "incremental", full, "full"))
    }

    static func describe(_ edit: TextEdit) -> String {
        "\(edit.range) → \(String(decoding: edit.replacement, as: UTF8.self).debugDescription)"
    }
}
