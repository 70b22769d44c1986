import CLibFuzzer
import Foundation
import FuzzTargets

// A libFuzzer binary for the fuzz targets of Tests/FuzzTargets: FUZZ_TARGET names the target;
// the arguments are libFuzzer's. With FUZZ_SEEDS=DIR (and FUZZ_SEED_FILES, a file listing more
// stylesheets and view definitions, one path a line; FUZZ_SEED_LENGTH, the longest piece of a
// file in a seed) it writes the target's seeds into DIR.

let environment = ProcessInfo.processInfo.environment
guard let target = FuzzTarget(rawValue: environment["FUZZ_TARGET"] ?? "") else {
    FileHandle.standardError.write(Data("style-fuzz: set FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
    exit(2)
}

if let folder = environment["FUZZ_SEEDS"] {
    var (stylesheets, viewDefinitions) = FuzzSeeds.repositoryFiles()
    let list = environment["FUZZ_SEED_FILES"].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
    for path in list.split(separator: "\n") {
        guard let data = FileManager.default.contents(atPath: String(path)) else { continue }
        if path.hasSuffix(".xml") { viewDefinitions.append(Array(data)) } else { stylesheets.append(Array(data)) }
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let length = environment["FUZZ_SEED_LENGTH"].flatMap { Int($0) } ?? FuzzSeeds.maximumLength
    let seeds = FuzzSeeds.inputs(target, stylesheets: stylesheets, viewDefinitions: viewDefinitions, maximumLength: length)
    for (index, seed) in seeds.enumerated() {
        try Data(seed).write(to: URL(fileURLWithPath: "\(folder)/seed-\(index)"))
    }
    print("style-fuzz: \(seeds.count) seeds for \(target.rawValue) in \(folder)")
    exit(0)
}

nonisolated(unsafe) let chosen = target
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
// A broken invariant traps, so libFuzzer keeps the input as a crash.
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = chosen.run(bytes)
    if !problems.isEmpty { fatalError("\(chosen.rawValue): " + problems.joined(separator: "\n")) }
    return 0
})
