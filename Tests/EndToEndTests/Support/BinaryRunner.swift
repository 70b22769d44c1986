import Foundation
import Testing
import TestSupport

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
