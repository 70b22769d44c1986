import Foundation

/// The markers a test source may contain; each marks a position and is removed before parsing.
public let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

/// Removes the markers from `source`; returns the text and each marker's UTF-8 offset in it.
public func extractMarkers(_ source: String) -> (text: String, markers: [String: Int]) {
    var text = ""
    var markers: [String: Int] = [:]
    var rest = Substring(source)
    while !rest.isEmpty {
        if let marker = markerNames.first(where: { rest.hasPrefix($0) }) {
            markers[marker] = text.utf8.count
            rest = rest.dropFirst(marker.count)
        } else {
            text.append(rest.removeFirst())
        }
    }
    return (text, markers)
}

/// The repository's root folder, found from this file's path.
public let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    fatalError("Package.swift not found above \(#filePath)")
}()

/// The InterfaCSS test stylesheets.
public let corpusDirectory = repositoryRoot.appendingPathComponent("Tests/Corpus/interfacss")

/// The built `style-lsp` binary, next to the test bundle as SwiftPM builds it.
public let styleLSPBinary: URL = {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("style-lsp"),
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("style-lsp"),
        repositoryRoot.appendingPathComponent(".build/debug/style-lsp"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
}()

/// What a run of the built `style-lsp` printed, and its exit status.
public struct RunResult {
    public var status: Int32
    public var output: String
    public var errors: String
}

/// Runs the built `style-lsp` with `arguments` in `directory`, `input` on its stdin.
public func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil) throws -> RunResult {
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

/// True when tests should rewrite their inline snapshots with the actual results
/// (`STYLELSP_RECORD=1 swift test`), after an intended change.
public let recording = ProcessInfo.processInfo.environment["STYLELSP_RECORD"] == "1"

/// What a snapshot assertion compares: nil when recording, after rewriting the `expected:`
/// literal of the assertion called on `line` with `actual`; else both texts without trailing
/// white space, for the caller to expect equal.
public func snapshotComparison(_ actual: String, _ expected: String, filePath: String, line: Int) -> (actual: String, expected: String)? {
    guard !recording else {
        InlineSnapshots.shared.rewrite(filePath: filePath, callLine: line, label: "expected:", with: actual)
        return nil
    }
    return (actual.trimmingTrailingWhitespace, expected.trimmingTrailingWhitespace)
}

/// Rewrites the multi-line string literal after `label` (`tree: """ … """`) that follows the
/// assertion call on `callLine` of a test source file. Line numbers are the ones the compiler
/// saw, so earlier rewrites in the same run are accounted for.
public final class InlineSnapshots: @unchecked Sendable {
    public static let shared = InlineSnapshots()
    private let lock = NSLock()
    /// Per file: (original line of a rewritten call, lines added by the rewrite).
    private var shifts: [String: [(line: Int, delta: Int)]] = [:]

    public func rewrite(filePath: String, callLine: Int, label: String, with actual: String) {
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
            $0.isEmpty ? "" : indent + $0.replacingOccurrences(of: "\\", with: "\\\\")
        }
        lines.replaceSubrange((start + 1)..<end, with: replacement)
        shifts[filePath, default: []].append((callLine, replacement.count - (end - start - 1)))
        try? lines.joined(separator: "\n").write(toFile: filePath, atomically: true, encoding: .utf8)
    }
}

extension String {
    /// Without trailing spaces on each line and without trailing line breaks.
    public var trimmingTrailingWhitespace: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }
}

/// A deterministic PRNG (splitmix64), so a failing case can be replayed.
public struct SeededRandom {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
