import Foundation
import StyleParser
import StyleSemantics

/// Benchmarks for the parser (and, later, analysis and the server). Each prints one JSON line.
/// Timings are medians over `--iterations` runs after one warm-up run.
///
///     style-bench parse FILE [--iterations N]
///     style-bench lint FILE… [--iterations N]
///     style-bench lsp [FILE] [--server PATH] [--edits N] [--typed TEXT] [--times OUT]
///     style-bench xml FILE [--iterations N]
///     style-bench scaling [SMALL LARGE…] [--server PATH] [--iterations N]
///     style-bench project [FOLDER] [--open FILE] [--server PATH] [--iterations N] [--edits N] [--typed TEXT]
///     style-bench navigation [FOLDER] [--open FILE] [--server PATH] [--edits N] [--uses N]
///     style-bench format [FILE] [--server PATH] [--iterations N] [--edits N]
///
/// Without FILE, `lsp` runs on the generated 1 MB files and the real apps' one, a line each;
/// without files, `scaling` on the generated and the real apps' stylesheets at 1 and 10 MB and
/// on the real apps' project at 50 to 400 stylesheets; without FOLDER, `project` on the real
/// apps' project (`BenchmarkCorpus`: in `--corpus DIR`, default /tmp/style-corpus, written by
/// the generators in `Benchmarks/` when missing).
///
/// `parse`: full parse; incremental reparse after inserting `1` immediately before the first
/// `;` at or after byte floor(size/2) (`edit_ms_median`); the same with `{`
/// (`edit_struct_ms_median`); the syntax-error count. As for the peers in `peers.py`, the new
/// text is built outside the timed region; `edit_with_text_ms_median` includes building it.
/// `parse_cpu_ms_median` is the full parse in thread CPU time, which other processes on a busy
/// machine do not inflate; `tree_bytes_per_byte` the memory a tree holds per input byte (the
/// growth of resident memory while eight trees are held, Linux only); `tokens` the input's
/// tokens, `lex_cpu_ms_median` the lexer alone over them (CPU time), `parse_mb_per_s` the
/// throughput of the full parse's CPU-time median.
///
/// `lsp`: see `LSPBenchmark`; the server defaults to the `style-lsp` built next to this binary.
///
/// `lint`: what `style-lsp lint` does with the files once read: parse them all, then analyse
/// them as one workspace (`lint_ms_median`), split into `parse_ms_median` and
/// `analysis_ms_median`; with the diagnostic count by severity.
///
/// `xml`: a view-definition file (`Benchmarks/gen_views.py` makes large ones): the XML reader
/// alone (`read_ms_median`, `read_mb_per_s`), the view definition on top (`parse_ms_median`)
/// and the whole check, inline styles included (`check_ms_median`), with the diagnostic count.
///
/// `scaling`: see `ScalingBenchmark` (the built `style-lsp lint`, layout included, with peak
/// memory; `Benchmarks/gen_corpus.py --size` makes the files).
///
/// `project`: see `ProjectBenchmark` (opening a project folder in the built server: the first
/// diagnostics of the opened file, the whole project indexed, keystrokes in it).
///
/// `navigation`: see `NavigationBenchmark` (definition, references, rename… right after
/// keystrokes in a project, a rename of a variable used 5,000 times).
///
/// `format`: see `FormatBenchmark` (the formatter in this process, whole and a range, and range,
/// on-type and document formatting through the server); without FILE, on the `lsp` files.

func usage() -> Never {
    FileHandle.standardError.write(Data("""
        usage: style-bench parse FILE [--iterations N]
               style-bench lint FILE… [--iterations N]
               style-bench lsp [FILE] [--server PATH] [--edits N] [--typed TEXT] [--times OUT] [--corpus DIR]
               style-bench xml FILE [--iterations N]
               style-bench scaling [SMALL LARGE…] [--server PATH] [--iterations N] [--corpus DIR]
               style-bench project [FOLDER] [--open FILE] [--server PATH] [--iterations N] [--edits N] [--typed TEXT] [--corpus DIR]
               style-bench navigation [FOLDER] [--open FILE] [--server PATH] [--edits N] [--uses N] [--corpus DIR]
               style-bench format [FILE] [--server PATH] [--iterations N] [--edits N] [--corpus DIR]

        """.utf8))
    exit(2)
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs `body` once to warm up, then `iterations` times; returns the timings in ms. Each
/// result is freed after its timing, outside the timed region.
func measure<T>(_ iterations: Int, _ body: () -> T) -> [Double] {
    let clock = ContinuousClock()
    _ = body()
    var timings: [Double] = []
    for _ in 0..<iterations {
        let start = clock.now
        let result = body()
        timings.append(milliseconds(clock.now - start))
        withExtendedLifetime(result) {}
    }
    return timings
}

/// Like `measure`, in CPU time of the calling thread.
func measureCPU<T>(_ iterations: Int, _ body: () -> T) -> [Double] {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
    _ = body()
    var timings: [Double] = []
    for _ in 0..<iterations {
        let start = now()
        let result = body()
        timings.append(now() - start)
        withExtendedLifetime(result) {}
    }
    return timings
}

/// The resident memory of this process in bytes (nil where `/proc` is missing).
func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

func format(_ value: Double) -> String { String(format: "%.4f", value) }

func parseBenchmark(_ path: String, iterations: Int) {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("style-bench: cannot read \(path)\n".utf8))
        exit(2)
    }
    let bytes = Array(data)
    // First, while the heap holds nothing else of ours.
    var treeBytes = "null"
    if let before = residentBytes() {
        let held = (0..<8).map { _ in SyntaxTree(bytes: bytes) }
        if let after = residentBytes() { treeBytes = String(format: "%.2f", Double(after - before) / Double(held.count * max(bytes.count, 1))) }
    }
    // The lexer alone, over the whole input, in batches of 64 tokens as the parser lexes: the
    // parser's share of the time is the rest.
    let kinds = UnsafeMutablePointer<TokenKind>.allocate(capacity: 66), ends = UnsafeMutablePointer<UInt32>.allocate(capacity: 66)
    defer {
        kinds.deallocate()
        ends.deallocate()
    }
    func lexAll() -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let lexer = Lexer(buffer)
            var start = 0, tokens = 0
            while start < buffer.count {
                let lexed = lexer.tokens(from: start, count: 64, kinds: kinds, ends: ends)
                start = Int(ends[lexed - 1])
                tokens &+= lexed
            }
            return tokens
        }
    }
    let tokens = lexAll()
    let lexTimes = measureCPU(iterations) { lexAll() }
    let parseTimes = measure(iterations) { SyntaxTree(bytes: bytes) }
    let parseCPUTimes = measureCPU(iterations) { SyntaxTree(bytes: bytes) }
    let tree = SyntaxTree(bytes: bytes)

    // The edit point shared with peers.py: the first `;` at or after floor(size / 2).
    let middle = bytes.count / 2
    let point = bytes[middle...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
    func editTimes(_ insertion: String) -> (reparse: [Double], withText: [Double]) {
        let edit = TextEdit(range: point..<point, replacement: insertion)
        let newBytes = edit.applied(to: bytes)
        let reparse = measure(iterations) { tree.reparse(edit, newBytes: newBytes) }
        let withText = measure(iterations) { tree.reparse(applying: edit) }
        return (reparse, withText)
    }
    let characterEdit = editTimes("1")
    let structuralEdit = editTimes("{")
    let errors = tree.diagnostics.filter { $0.severity == .error }.count

    print(
        "{\"bytes\": \(bytes.count), \"parse_ms_median\": \(format(median(parseTimes))), "
            + "\"edit_ms_median\": \(format(median(characterEdit.reparse))), "
            + "\"edit_struct_ms_median\": \(format(median(structuralEdit.reparse))), "
            + "\"errors\": \(errors), \"iterations\": \(iterations), "
            + "\"parse_ms_min\": \(format(parseTimes.min() ?? 0)), "
            + "\"edit_with_text_ms_median\": \(format(median(characterEdit.withText))), "
            + "\"parse_cpu_ms_median\": \(format(median(parseCPUTimes))), \"tree_bytes_per_byte\": \(treeBytes), "
            + "\"tokens\": \(tokens), \"lex_cpu_ms_median\": \(format(median(lexTimes))), "
            + "\"parse_mb_per_s\": \(String(format: "%.1f", Double(bytes.count) / 1e3 / median(parseCPUTimes)))}")
}

func lintBenchmark(_ paths: [String], iterations: Int) {
    var inputs: [(String, [UInt8])] = []
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("style-bench: cannot read \(path)\n".utf8))
            exit(2)
        }
        inputs.append((path, Array(data)))
    }
    let context = AnalysisContext(configuration: ProjectConfiguration(directory: FileManager.default.currentDirectoryPath))
    func parseAll() -> [Workspace.Source] {
        concurrentMap(inputs) { Workspace.Source(path: $0.0, tree: SyntaxTree(bytes: $0.1)) }
    }
    let sources = parseAll()
    let lintTimes = measure(iterations) { Workspace.analyze(parseAll(), context: context) }
    let parseTimes = measure(iterations) { parseAll() }
    let analysisTimes = measure(iterations) { Workspace.analyze(sources, context: context) }
    let diagnostics = Workspace.analyze(sources, context: context).flatMap(\.diagnostics)
    func count(_ severity: DiagnosticSeverity) -> Int { diagnostics.filter { $0.severity == severity }.count }
    print(
        "{\"files\": \(inputs.count), \"bytes\": \(inputs.reduce(0) { $0 + $1.1.count }), "
            + "\"lint_ms_median\": \(format(median(lintTimes))), \"parse_ms_median\": \(format(median(parseTimes))), "
            + "\"analysis_ms_median\": \(format(median(analysisTimes))), \"iterations\": \(iterations), "
            + "\"errors\": \(count(.error)), \"warnings\": \(count(.warning)), \"information\": \(count(.information)), "
            + "\"hints\": \(count(.hint))}")
}

func xmlBenchmark(_ path: String, iterations: Int) {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("style-bench: cannot read \(path)\n".utf8))
        exit(2)
    }
    let bytes = Array(data)
    let context = AnalysisContext(configuration: ProjectConfiguration(directory: FileManager.default.currentDirectoryPath))
    let readTimes = measure(iterations) { XMLReader.read(bytes) }
    let parseTimes = measure(iterations) { ViewDefinition.parse(bytes, path: path) }
    let checkTimes = measure(iterations) { ViewDefinitionChecker.diagnostics(bytes: bytes, path: path, context: context) }
    let tree = XMLReader.read(bytes)
    let diagnostics = ViewDefinitionChecker.diagnostics(bytes: bytes, path: path, context: context)
    let megabytesPerSecond = Double(bytes.count) / 1e6 / (median(readTimes) / 1000)
    print(
        "{\"bytes\": \(bytes.count), \"nodes\": \(tree.nodes.count), \"read_ms_median\": \(format(median(readTimes))), "
            + "\"read_mb_per_s\": \(String(format: "%.1f", megabytesPerSecond)), \"parse_ms_median\": \(format(median(parseTimes))), "
            + "\"check_ms_median\": \(format(median(checkTimes))), \"xml_problems\": \(tree.diagnostics.count), "
            + "\"diagnostics\": \(diagnostics.count), \"iterations\": \(iterations)}")
}

var arguments = Array(CommandLine.arguments.dropFirst())

/// Removes `--name VALUE` from the arguments and returns VALUE.
@MainActor func option(_ name: String) -> String? {
    guard let flag = arguments.firstIndex(of: name) else { return nil }
    guard flag + 1 < arguments.count else { usage() }
    let value = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
    return value
}

func positiveNumber(_ text: String?, default value: Int) -> Int {
    guard let text else { return value }
    guard let number = Int(text), number > 0 else { usage() }
    return number
}

let iterations = positiveNumber(option("--iterations"), default: ["scaling": 3, "project": 5][arguments.first ?? ""] ?? 20)
let edits = positiveNumber(option("--edits"), default: arguments.first == "navigation" ? 400 : 200)
// `\n` in TEXT stands for a line break (typing Enter moves every later diagnostic).
let typed = (option("--typed") ?? " alpha: 0.5;").replacingOccurrences(of: "\\n", with: "\n")
if typed.isEmpty { usage() }
let times = option("--times")
let openFile = option("--open")
let corpus = BenchmarkCorpus(directory: option("--corpus") ?? "/tmp/style-corpus")
let server = option("--server")
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("style-lsp").path
switch (arguments.first, arguments.count) {
case ("parse", 2):
    parseBenchmark(arguments[1], iterations: iterations)
case ("lsp", 2):
    LSPBenchmark(path: arguments[1], server: server, edits: edits, typed: typed, times: times).run()
case ("lsp", 1) where times == nil:
    for path in corpus.lspFiles {
        LSPBenchmark(path: path, server: server, edits: edits, typed: typed, times: nil).run()
    }
case ("scaling", 1):
    for group in corpus.scalingGroups {
        ScalingBenchmark(paths: group, server: server, iterations: iterations).run()
    }
case ("project", let count) where count <= 2:
    ProjectBenchmark(
        folder: count == 2 ? arguments[1] : corpus.project, open: openFile, server: server, iterations: iterations, edits: edits, typed: typed
    ).run()
case ("navigation", let count) where count <= 2:
    NavigationBenchmark(
        folder: count == 2 ? arguments[1] : corpus.project, open: openFile, server: server,
        edits: edits, uses: positiveNumber(option("--uses"), default: 5000)
    ).run()
case ("format", 2):
    FormatBenchmark(path: arguments[1], server: server, iterations: iterations, edits: edits).run()
case ("format", 1):
    for path in corpus.lspFiles {
        FormatBenchmark(path: path, server: server, iterations: iterations, edits: edits).run()
    }
case ("xml", 2):
    xmlBenchmark(arguments[1], iterations: iterations)
case ("scaling", let count) where count >= 3:
    ScalingBenchmark(paths: Array(arguments.dropFirst()), server: server, iterations: iterations).run()
case ("lint", let count) where count >= 2:
    lintBenchmark(Array(arguments.dropFirst()), iterations: iterations)
default:
    usage()
}
