import Foundation
import StyleParser
import Testing
import TestSupport

/// True when tests should rewrite their inline snapshots with the actual results
/// (`STYLELSP_RECORD=1 swift test`), after an intended change.
let recording = ProcessInfo.processInfo.environment["STYLELSP_RECORD"] == "1"

/// Parses `source` (with markers) and checks the tree dump and the diagnostics.
///
/// - `tree`: the expected `SyntaxTree.dump()`, or nil to skip the check.
/// - `diagnostics`: `(marker, message)` for each expected diagnostic in order; the marker is
///   where the diagnostic's range starts.
func assertParse(
    _ source: String,
    tree expectedTree: String? = nil,
    diagnostics expected: [(String, String)] = [],
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let (text, markers) = extractMarkers(source)
    let tree = SyntaxTree(text)
    #expect(tree.printed == Array(text.utf8), "the tree does not print back to its input", sourceLocation: sourceLocation)
    let dump = tree.dump()
    if let expectedTree {
        if recording {
            InlineSnapshots.shared.rewrite(filePath: filePath, callLine: sourceLocation.line, label: "tree:", with: dump)
        } else {
            #expect(dump == expectedTree.trimmingTrailingWhitespace + "\n", sourceLocation: sourceLocation)
        }
    }
    let actual = tree.diagnostics.map { (offset: $0.range.lowerBound, message: $0.message) }
    let expectedOffsets = expected.map { (offset: markers[$0.0] ?? -1, message: $0.1) }
    #expect(
        actual.map { "\($0.offset): \($0.message)" } == expectedOffsets.map { "\($0.offset): \($0.message)" },
        sourceLocation: sourceLocation)
}

/// Rewrites the multi-line string literal after `label` (`tree: """ … """`) that follows the
/// assertion call on `callLine` of a test source file. Line numbers are the ones the compiler
/// saw, so earlier rewrites in the same run are accounted for.
final class InlineSnapshots: @unchecked Sendable {
    static let shared = InlineSnapshots()
    private let lock = NSLock()
    /// Per file: (original line of a rewritten call, lines added by the rewrite).
    private var shifts: [String: [(line: Int, delta: Int)]] = [:]

    func rewrite(filePath: String, callLine: Int, label: String, with actual: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let source = try? String(contentsOfFile: filePath, encoding: .utf8) else { return }
        var lines = source.components(separatedBy: "\n")
        let shift = (shifts[filePath] ?? []).filter { $0.line < callLine }.reduce(0) { $0 + $1.delta }
        var start = callLine - 1 + shift
        while start < lines.count && !lines[start].contains("\(label) \"\"\"") { start += 1 }
        var end = start + 1
        while end < lines.count && !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") { end += 1 }
        guard end < lines.count else { return }
        let indent = String(lines[end].prefix { $0 == " " })
        let replacement = actual.trimmingTrailingWhitespace.components(separatedBy: "\n").map {
            indent + $0.replacingOccurrences(of: "\\", with: "\\\\")
        }
        lines.replaceSubrange((start + 1)..<end, with: replacement)
        shifts[filePath, default: []].append((callLine, replacement.count - (end - start - 1)))
        try? lines.joined(separator: "\n").write(toFile: filePath, atomically: true, encoding: .utf8)
    }
}

extension String {
    /// Without trailing spaces on each line and without trailing line breaks.
    var trimmingTrailingWhitespace: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }
}

func corpusFile(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: corpusDirectory.appendingPathComponent(name)))
}

let corpusStylesheets: [String] = {
    (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path))?
        .filter { $0.hasSuffix(".css") }.sorted() ?? []
}()

let badDataStylesheets: Set<String> = ["styleSheetWithBadData.css", "v2-badData.css"]
