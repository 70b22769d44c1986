import Foundation
import Testing
import TestSupport

/// docs/conformance.md and its fixtures stay in step: every row of a table whose last column is
/// "Tests" names at least one fixture, every name there is a fixture in Tests/Conformance, and
/// every fixture is named by some row.
@Suite struct ConformanceDocumentTests {
    struct Row {
        var construct: String
        var tests: [String]
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/conformance.md"), encoding: .utf8)
        var rows: [Row] = []
        var header: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            let cells = line.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
                .split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let columns = header else {
                header = cells
                continue
            }
            if cells.allSatisfy({ $0.allSatisfy { $0 == "-" } }) { continue }
            guard columns.last == "Tests", let last = cells.last else { continue }
            let names = last.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            rows.append(Row(construct: cells.first ?? "", tests: names))
        }
        return rows
    }

    @Test func everyRowNamesFixturesThatExist() throws {
        let fixtures = Set(ConformanceFixtureTests.fixtures.map { String($0.dropLast(".css".count)) })
        let rows = try Self.rows()
        #expect(rows.count > 100)
        for row in rows {
            #expect(!row.tests.isEmpty, "no test for \(row.construct)")
            for name in row.tests {
                #expect(fixtures.contains(name), "\(row.construct): no fixture \(name)")
            }
        }
    }

    @Test func everyFixtureHasARow() throws {
        let named = Set(try Self.rows().flatMap(\.tests))
        let unnamed = ConformanceFixtureTests.fixtures.map { String($0.dropLast(".css".count)) }.filter { !named.contains($0) }
        #expect(unnamed.isEmpty, "docs/conformance.md names no row for these fixtures")
    }
}
