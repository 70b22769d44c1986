import Foundation
import FuzzTargets
import Testing
import TestSupport

/// Every fuzz target on thousands of inputs from fixed seeds, in every `swift test`: the seeds
/// made from the repository's stylesheets and view definitions, mutations of them, and random
/// inputs built from the language's pieces. Each target checks its invariants (lossless trees,
/// incremental equal to full, ranges in bounds, diagnostics in order, every request answered);
/// a failure saves the input to replay with the fuzzer (and to keep in `Fuzz/regressions`).
@Suite struct StressTests {
    static let files = FuzzSeeds.repositoryFiles()

    /// Runs `target` on its seeds, `mutated` mutations of them and `random` random inputs.
    func stress(
        _ target: FuzzTarget, mutated: Int, random: Int, mutator: Mutator, seed: UInt64,
        randomInput: (inout SeededRandom) -> [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var generator = SeededRandom(state: seed)
        // Shorter seeds than the fuzzer's: a debug build checks thousands in seconds.
        let seeds = FuzzSeeds.inputs(target, stylesheets: Self.files.stylesheets, viewDefinitions: Self.files.viewDefinitions, maximumLength: 1500)
        #expect(!seeds.isEmpty, sourceLocation: sourceLocation)
        var inputs = seeds
        for _ in 0..<mutated { inputs.append(mutator.mutate(generator.pick(seeds), &generator)) }
        for _ in 0..<random { inputs.append(randomInput(&generator)) }
        for input in inputs {
            let problems = target.run(input)
            guard problems.isEmpty else {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("stress-\(target.rawValue)-\(seed)")
                try? Data(input).write(to: file)
                Issue.record("""
                    \(problems.joined(separator: "\n"))
                    for the input in \(file.path) (replay: FUZZ_TARGET=\(target.rawValue) Fuzz/.build/release/style-fuzz \(file.path))
                    """, sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// The inputs in `Fuzz/regressions/TARGET/` (each once found to break its target) hold.
    @Test func regressions() throws {
        let folder = repositoryRoot.appendingPathComponent("Fuzz/regressions")
        var count = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let target = try #require(FuzzTarget(rawValue: name), "Fuzz/regressions/\(name) is not named after a target")
            let inputs = folder.appendingPathComponent(name)
            for file in try FileManager.default.contentsOfDirectory(atPath: inputs.path).sorted() {
                let problems = target.run(Array(try Data(contentsOf: inputs.appendingPathComponent(file))))
                #expect(problems.isEmpty, "\(name)/\(file): \(problems.joined(separator: "\n"))")
                count += 1
            }
        }
        #expect(count > 0)
    }

    @Test func parseAndAnalysis() {
        stress(.parse, mutated: 1000, random: 1000, mutator: .stylesheet, seed: 0x9A75E) { random in
            Mutator.stylesheet.randomInput(&random, count: 80)
        }
    }

    @Test func incrementalEditsMatchAFullParse() {
        stress(.incremental, mutated: 1000, random: 1000, mutator: .stylesheet, seed: 0x1AC2E) { random in
            Mutator.stylesheet.randomInput(&random, count: 60) + [FuzzTarget.separator]
                + (0..<random.below(120)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        }
    }

    @Test func layout() {
        stress(.layout, mutated: 1000, random: 1000, mutator: .stylesheet, seed: 0x1A7007) { random in
            let css = Mutator.stylesheet.randomInput(&random, count: 80)
            return random.chance(50) ? css : css + [FuzzTarget.separator] + Mutator.xml.randomInput(&random, count: 40)
        }
    }

    @Test func xmlReaderAndViewDefinitions() {
        stress(.xml, mutated: 1500, random: 1500, mutator: .xml, seed: 0x0C0F_FEE0_0D15_EA5E) { random in
            Mutator.xml.randomInput(&random, count: 60)
        }
    }

    @Test func jsonRPCAndTheServer() {
        stress(.server, mutated: 1000, random: 1000, mutator: .json, seed: 0x15EA5E) { random in
            Mutator.json.randomInput(&random, count: 40)
        }
    }
}
