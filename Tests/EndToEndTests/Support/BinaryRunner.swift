import Foundation
import Testing
import TestSupport

struct RunResult {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `style-lsp` with `arguments` in `directory`.
func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil) throws -> RunResult {
    let process = Process()
    process.executableURL = styleLSPBinary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe(), errors = Pipe(), stdin = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Read before waiting, so a full pipe cannot block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData, as: UTF8.self))
}

/// A temporary folder with the given files (relative path → contents), removed afterwards.
final class TemporaryProject {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("stylelsp-e2e-\(UUID().uuidString)").standardizedFileURL
        for (path, contents) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Every file with its size and modification date, to show nothing was written.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        while let path = enumerator?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(path).path)
            result[path] = "\(attributes?[.size] ?? "") \(attributes?[.modificationDate] ?? "")"
        }
        return result
    }
}
