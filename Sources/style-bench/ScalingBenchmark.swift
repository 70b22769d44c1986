import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `style-bench scaling SMALL LARGE… [--server PATH] [--iterations N]`: the built `style-lsp
/// lint` on each file, copied alone into a folder of its own (lint checks a file with the rest
/// of its project), or on each project folder in place, `--iterations` times (default 3); the
/// median wall time and peak resident memory of each (and the time per file of a folder), each
/// larger input's time over the first one's against their size ratio, and each peak against the
/// memory budget (20× the input + 20 MiB).
struct ScalingBenchmark {
    let paths: [String]
    let server: String
    let iterations: Int

    struct Run {
        var seconds: Double
        var peakMiB: Double
        var status: Int32
    }

    func run() {
        var rows: [String] = []
        var medians: [(bytes: Int, seconds: Double)] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { fail("cannot read \(path)") }
            let input = isFolder.boolValue ? Self.projectFiles(path) : [path]
            let byteCount = input.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
            let runs: [Run]
            if isFolder.boolValue {
                runs = (0..<iterations).map { _ in lint(path) }
            } else {
                guard let bytes = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("style-bench-scaling-\(UUID().uuidString)")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                let copy = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
                guard FileManager.default.createFile(atPath: copy.path, contents: bytes) else { fail("cannot write a copy of \(path) in \(folder.path)") }
                runs = (0..<iterations).map { _ in lint(copy.path) }
            }
            if let failed = runs.first(where: { $0.status != 0 && $0.status != 1 }) {
                fail("style-lsp lint \(path) ended with status \(failed.status)")
            }
            let seconds = median(runs.map(\.seconds)), peak = median(runs.map(\.peakMiB))
            let budget = 20 * Double(byteCount) / 1_048_576 + 20
            medians.append((byteCount, seconds))
            let perFile = isFolder.boolValue ? "\"file_count\": \(input.count), \"ms_per_file\": \(format(seconds * 1000 / Double(max(input.count, 1)))), " : ""
            rows.append(
                "{\"file\": \"\(URL(fileURLWithPath: path).lastPathComponent)\", \(perFile)\"bytes\": \(byteCount), "
                    + "\"lint_s_median\": \(format(seconds)), \"peak_mib_median\": \(String(format: "%.1f", peak)), "
                    + "\"memory_budget_mib\": \(String(format: "%.1f", budget)), \"within_memory_budget\": \(peak <= budget)}")
        }
        var ratios = ""
        if let first = medians.first {
            ratios = medians.dropFirst().map { large in
                "{\"size_ratio\": \(String(format: "%.2f", Double(large.bytes) / Double(first.bytes))), "
                    + "\"time_ratio\": \(String(format: "%.2f", large.seconds / first.seconds))}"
            }.joined(separator: ", ")
        }
        print("{\"iterations\": \(iterations), \"files\": [\(rows.joined(separator: ", "))], \"ratios\": [\(ratios)]}")
    }

    /// The stylesheets and view definitions under `folder`, as lint finds them (hidden folders
    /// skipped).
    static func projectFiles(_ folder: String) -> [String] {
        let url = URL(fileURLWithPath: folder)
        guard let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        return walk.compactMap { ($0 as? URL)?.path }.filter { [".css", ".icss", ".iss", ".xml"].contains(where: $0.hasSuffix) }.sorted()
    }

    /// One `style-lsp lint PATH`, its output discarded: wall time and the child's own peak
    /// resident memory (from `wait4`, so nothing else running is counted).
    private func lint(_ path: String) -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments: [UnsafeMutablePointer<CChar>?] = [server, "lint", path].map { (text: String) -> UnsafeMutablePointer<CChar>? in strdup(text) } + [nil]
        defer { arguments.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, server, &actions, nil, arguments, environ) == 0 else {
            FileHandle.standardError.write(Data("style-bench: cannot run \(server)\n".utf8))
            exit(1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = milliseconds(clock.now - start) / 1000
        // Exited: the exit status; killed: minus the signal.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
        return Run(seconds: seconds, peakMiB: Double(usage.ru_maxrss) / 1024, status: exitStatus)
    }
}
