import Foundation
import StyleParser
import Testing
import TestSupport

/// The InterfaCSS test stylesheets and the generated benchmark corpus: every file prints back
/// byte for byte; the valid ones parse without a diagnostic.
@Suite struct CorpusTests {
    @Test(arguments: corpusStylesheets)
    func roundTrip(_ name: String) throws {
        let bytes = try corpusFile(name)
        let tree = SyntaxTree(bytes: bytes)
        #expect(tree.printed == bytes)
    }

    @Test(arguments: corpusStylesheets.filter { !badDataStylesheets.contains($0) })
    func validFileHasNoSyntaxDiagnostics(_ name: String) throws {
        let tree = SyntaxTree(bytes: try corpusFile(name))
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
    }

    @Test func corpusIsComplete() {
        #expect(corpusStylesheets.count == 13)
    }

    /// `--size` takes a byte count as its help says, the same as its named sizes.
    @Test func generatorTakesAByteCount() throws {
        func generate(_ size: String) throws -> (status: Int32, output: Data) {
            let generator = Process()
            generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            generator.arguments = ["python3", repositoryRoot.appendingPathComponent("Benchmarks/gen_corpus.py").path, "--kind", "dialect", "--size", size, "--stdout"]
            let output = Pipe()
            generator.standardOutput = output
            generator.standardError = FileHandle.nullDevice
            try generator.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            generator.waitUntilExit()
            return (generator.terminationStatus, data)
        }
        let named = try generate("100k"), counted = try generate("100000"), small = try generate("5000")
        #expect(named.status == 0 && counted.status == 0 && small.status == 0)
        #expect(named.output == counted.output)
        #expect(small.output.count >= 5000 && named.output.starts(with: small.output))
        #expect(try generate("12x").status == 2)
    }

    /// The generated corpus (`Benchmarks/gen_corpus.py`, the benchmark's input): plain and
    /// dialect stylesheets of 100 KB, 1 MB and 10 MB.
    @Test func generatedCorpusRoundTrips() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stylelsp-corpus-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", repositoryRoot.appendingPathComponent("Benchmarks/gen_corpus.py").path, "--out", directory.path,
        ]
        generator.standardError = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0, "python3 Benchmarks/gen_corpus.py failed")
        for kind in ["plain", "dialect"] {
            for size in ["100k", "1m", "10m"] {
                let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("\(kind)-\(size).css")))
                let tree = SyntaxTree(bytes: bytes)
                #expect(tree.printed == bytes, "\(kind)-\(size)")
                #expect(tree.diagnostics.filter { $0.severity == .error }.isEmpty, "\(kind)-\(size)")
            }
        }
    }
}
