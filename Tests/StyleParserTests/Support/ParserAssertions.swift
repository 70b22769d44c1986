import Foundation
import StyleParser
import Testing
import TestSupport

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

func corpusFile(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: corpusDirectory.appendingPathComponent(name)))
}

let corpusStylesheets: [String] = {
    (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path))?
        .filter { $0.hasSuffix(".css") }.sorted() ?? []
}()

let badDataStylesheets: Set<String> = ["styleSheetWithBadData.css", "v2-badData.css"]
