import Foundation
import Testing
import TestSupport

/// The architecture's invariant (docs/architecture.md): the libraries and the command line read
/// a project's files only through the project model's `FileSystem`, whose `DiskFileSystem` is
/// the one piece of code that touches the disk. A feature that reads a file behind the model's
/// back makes this test fail (and finds nothing when the project lives in memory, as the
/// server tests over a `MemoryFileSystem` show).
@Suite struct FileSystemBoundaryTests {
    /// Calls that read files or folders.
    static let readingCalls = [
        "contents(atPath", "fileExists(atPath", "enumerator(at", "contentsOfDirectory", "Data(contentsOf", "String(contentsOf",
        "fopen(", "FileHandle(forReading", "attributesOfItem", "isReadableFile",
    ]
    /// Where reading is the point: the file system itself; the benchmarks, which read their
    /// inputs; the server's connection, which reads the kernel's pipe size limit; and the
    /// command line's one writer, which keeps a rewritten file's permissions.
    static let allowed: [(file: String, call: String?)] = [
        ("Sources/StyleProject/FileSystem.swift", nil),
        ("Sources/style-bench/", nil),
        ("Sources/StyleLSP/Connection/ServerConnection.swift", "String(contentsOfFile: \"/proc/sys/fs/pipe-max-size\""),
        ("Sources/style-lsp/FileReplacement.swift", "attributesOfItem(atPath: path)[.posixPermissions]"),
    ]

    @Test func onlyTheFileSystemReadsTheDisk() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(repositoryRoot.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for call in Self.readingCalls where line.contains(call) {
                    let isAllowed = Self.allowed.contains { relative.hasPrefix($0.file) && ($0.call.map { line.contains($0) } ?? true) }
                    if !isAllowed { found.append("\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))") }
                }
            }
        }
        #expect(found == [], "read through the project model's FileSystem instead")
    }
}
