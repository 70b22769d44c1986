import Foundation

/// The inputs `lsp`, `scaling` and `project` run on when given none: the generated files beside
/// the real apps' ones, in `--corpus DIR` (default `/tmp/style-corpus`), each written by its
/// generator in `Benchmarks/` when missing (found from the current folder, else from where this
/// file was compiled).
struct BenchmarkCorpus {
    let directory: String

    /// `lsp`: the 1 MB generated dialect file, the app-like one and the real apps' one.
    var lspFiles: [String] { ["dialect-1m.css", "apps-1m.css", "real-1m.css"].map(path) }

    /// `scaling`: each group is one run with its ratios: the generated dialect and the real apps'
    /// stylesheets at 1 and 10 MB, and the real apps' project at 50 to 400 stylesheets.
    var scalingGroups: [[String]] {
        [
            ["dialect-1m.css", "dialect-10m.css"], ["real-1m.css", "real-10m.css"],
            ["real-project-50", "real-project-100", "real-project", "real-project-400"],
        ].map { $0.map(path) }
    }

    /// `project`: the real apps' project of 200 stylesheets.
    var project: String { path("real-project") }

    /// The path of `name` in the corpus, written first when missing.
    func path(_ name: String) -> String {
        let target = (directory as NSString).appendingPathComponent(name)
        let complete = name.hasSuffix(".css") ? target : (target as NSString).appendingPathComponent(".stylelsp.json")
        if !FileManager.default.fileExists(atPath: complete) { generate(name, at: target) }
        return target
    }

    private func generate(_ name: String, at target: String) {
        let stem = (name as NSString).deletingPathExtension
        let arguments: [String]
        if stem.hasPrefix("real-project") {
            let count = stem.split(separator: "-").last.flatMap { Int($0) } ?? 200
            arguments = ["gen_apps_corpus.py", "--out", directory, "--only", "project", "--stylesheets", "\(count)"]
        } else if stem.hasPrefix("real-") {
            arguments = ["gen_apps_corpus.py", "--out", directory, "--only", "stylesheets", "--size", String(stem.dropFirst(5))]
        } else if stem == "apps-1m" {
            arguments = ["gen_app_stylesheet.py", "--out", target]
        } else if let dash = stem.firstIndex(of: "-") {
            arguments = ["gen_corpus.py", "--out", directory, "--kind", String(stem[..<dash]), "--size", String(stem[stem.index(after: dash)...])]
        } else {
            fail("no generator writes \(name)")
        }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let script = (Self.generators as NSString).appendingPathComponent(arguments[0])
        FileHandle.standardError.write(Data("style-bench: writing \(target) (\(arguments[0]))\n".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments.dropFirst()
        do { try process.run() } catch { fail("cannot run python3 \(script): \(error)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { fail("python3 \(script) ended with status \(process.terminationStatus)") }
    }

    /// The `Benchmarks` folder holding the generators.
    static let generators: String = {
        let here = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent("Benchmarks")
        if FileManager.default.fileExists(atPath: (here as NSString).appendingPathComponent("gen_corpus.py")) { return here }
        let source = URL(fileURLWithPath: #filePath)
        return source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks").path
    }()
}
