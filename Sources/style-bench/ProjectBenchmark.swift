import Foundation
import StyleLSP
import StyleParser

/// `style-bench project [FOLDER] [--open FILE] [--server PATH] [--iterations N] [--edits N]
/// [--typed TEXT]`: opens a project folder in the built `style-lsp` as an editor does, a fresh
/// server each iteration (default 5): `initialize` with FOLDER as the root and workspace folder
/// (the client shows work-done progress), then `initialized` and at once a `didOpen` of FILE
/// (relative to FOLDER; by default the stylesheet in the middle of the project by path). Times,
/// from `initialized`: the opened file's first `publishDiagnostics` (`first_diagnostics_ms`), the
/// end of the server's indexing progress (`indexed_ms`: the server ends it once the whole
/// project is indexed and in use), and the opened file's last diagnostics before a second
/// without messages after that (`settled_diagnostics_ms`: those checked against the whole
/// project). With each, how many `undefined-variable` diagnostics it held: a file checked
/// before the project's constants were read has them. Then, in the last iteration, types `--edits` characters
/// (default 100) of TEXT into FILE before the first `}` at or after its middle, and times each
/// `didChange` to the diagnostics of its version. Without FOLDER, the real apps' project
/// (`real-project/`, written by `Benchmarks/gen_apps_corpus.py` when missing).
struct ProjectBenchmark {
    let folder: String
    let open: String?
    let server: String
    let iterations: Int
    let edits: Int
    let typed: String

    struct Opening {
        var initialize: Double
        var firstDiagnostics: Diagnostics
        var indexed: Double
        var settledDiagnostics: Diagnostics
        var peakMiB: Double?
    }

    /// A `publishDiagnostics` of the opened file: when it arrived, its size, and how many
    /// undefined variables it reports.
    struct Diagnostics {
        var ms: Double
        var bytes: Int
        var undefinedVariables: Int
    }

    func run() {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        let files = ScalingBenchmark.projectFiles(root.path)
        let stylesheets = files.filter { !$0.hasSuffix(".xml") }
        guard !stylesheets.isEmpty else { fail("no stylesheet in \(folder)") }
        let file = open.map { root.appendingPathComponent($0).path } ?? stylesheets[stylesheets.count / 2]
        guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }

        var openings: [Opening] = []
        var keystrokes: [Double] = []
        for iteration in 0..<iterations {
            let connection = ServerProcess(path: server)
            var opening = openProject(connection, root: root, file: file, text: data)
            if iteration == iterations - 1 { keystrokes = type(into: connection, root: root, file: file, text: data) }
            opening.peakMiB = connection.peakMemoryMiB()
            openings.append(opening)
            connection.request("shutdown", "null")
            connection.notify("exit", "null")
            connection.waitForExit()
        }

        let relative = file.hasPrefix(root.path + "/") ? String(file.dropFirst(root.path.count + 1)) : file
        func ms(_ values: [Double]) -> String { format(median(values)) }
        func figures(_ name: String, _ diagnostics: [Diagnostics]) -> String {
            "\"\(name)_ms_median\": \(ms(diagnostics.map(\.ms))), \"\(name)_ms_max\": \(format(diagnostics.map(\.ms).max() ?? 0)), "
                + "\"\(name)_bytes\": \(diagnostics.last?.bytes ?? 0), \"\(name)_undefined_variables\": \(diagnostics.last?.undefinedVariables ?? 0), "
        }
        print(
            "{\"project\": \(JSONWriter.quoted(root.lastPathComponent)), \"stylesheets\": \(stylesheets.count), "
                + "\"view_definitions\": \(files.count - stylesheets.count), \"bytes\": \(bytes), \"open\": \(JSONWriter.quoted(relative)), "
                + "\"iterations\": \(iterations), \"initialize_ms_median\": \(ms(openings.map(\.initialize))), "
                + figures("first_diagnostics", openings.map(\.firstDiagnostics))
                + "\"indexed_ms_median\": \(ms(openings.map(\.indexed))), \"indexed_ms_max\": \(format(openings.map(\.indexed).max() ?? 0)), "
                + figures("settled_diagnostics", openings.map(\.settledDiagnostics))
                + "\"edits\": \(keystrokes.count), \"change_to_diagnostics_ms_p50\": \(format(percentile(keystrokes, 50))), "
                + "\"change_to_diagnostics_ms_p99\": \(format(percentile(keystrokes, 99))), "
                + "\"server_peak_mib_median\": \(openings.compactMap(\.peakMiB).isEmpty ? "null" : format(median(openings.compactMap(\.peakMiB))))}")
    }

    /// One opening of the project, until both the opened file's diagnostics and the end of the
    /// indexing have arrived.
    func openProject(_ connection: ServerProcess, root: URL, file: String, text: Data) -> Opening {
        let clock = ContinuousClock()
        let rootURI = JSONWriter.quoted(root.absoluteString)
        let start = clock.now
        connection.request(
            "initialize",
            #"{"processId":null,"rootUri":\#(rootURI),"workspaceFolders":[{"uri":\#(rootURI),"name":\#(JSONWriter.quoted(root.lastPathComponent))}],"capabilities":{"window":{"workDoneProgress":true},"workspace":{"workspaceFolders":true,"inlayHint":{"refreshSupport":true}}}}"#)
        let initialize = milliseconds(clock.now - start)
        let uri = JSONWriter.quoted(URL(fileURLWithPath: file).standardizedFileURL.absoluteString)
        let opened = clock.now
        connection.notify("initialized", "{}")
        connection.notify(
            "textDocument/didOpen",
            #"{"textDocument":{"uri":\#(uri),"languageId":"css","version":1,"text":\#(JSONWriter.quoted(String(decoding: text, as: UTF8.self)))}}"#)
        let diagnostics = Array(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics""#.utf8)
        let progress = Array(#"{"jsonrpc":"2.0","method":"$/progress""#.utf8)
        let ended = Array(#""kind":"end""#.utf8)
        let fromServer = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
        let method = Array(#""method":"#.utf8)
        let undefined = Array(#""code":"undefined-variable""#.utf8)
        var first: Diagnostics?, last: Diagnostics?
        var indexed: Double?
        // Until the first diagnostics and the index are in, then until a second passes without a message.
        while let _ = connection.nextBody(within: first == nil || indexed == nil ? nil : 1000, { body in
            let head = body.prefix(4096)
            if body.starts(with: diagnostics), head.firstRange(of: Array(#""uri":\#(uri)"#.utf8)) != nil {
                last = Diagnostics(ms: milliseconds(clock.now - opened), bytes: body.count, undefinedVariables: body.count(of: undefined))
                if first == nil { first = last }
            } else if body.starts(with: progress), indexed == nil, head.firstRange(of: ended) != nil {
                indexed = milliseconds(clock.now - opened)
            } else if body.starts(with: fromServer), head.firstRange(of: method) != nil {
                connection.answer(request: body)
            }
        }) {}
        return Opening(initialize: initialize, firstDiagnostics: first!, indexed: indexed!, settledDiagnostics: last!)
    }

    /// Types `edits` characters into the open file; each keystroke's time to its diagnostics.
    private func type(into connection: ServerProcess, root: URL, file: String, text: Data) -> [Double] {
        let bytes = Array(text)
        let uri = JSONWriter.quoted(URL(fileURLWithPath: file).standardizedFileURL.absoluteString)
        let point = bytes[(bytes.count / 2)...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
        var cursor = LineIndex(bytes).position(of: point, encoding: .utf16)
        let typed = Array(typed)
        let clock = ContinuousClock()
        var times: [Double] = []
        for index in 0..<edits {
            let character = String(typed[index % typed.count])
            let version = index + 2
            let change = #"{"textDocument":{"uri":\#(uri),"version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(cursor.line),"character":\#(cursor.column)},"end":{"line":\#(cursor.line),"character":\#(cursor.column)}},"text":\#(JSONWriter.quoted(character))}]}"#
            if character == "\n" {
                cursor = LineIndex.Position(line: cursor.line + 1, column: 0)
            } else {
                cursor.column += character.utf16.count
            }
            let start = clock.now
            connection.notify("textDocument/didChange", change)
            _ = connection.waitFor(diagnosticsOf: version)
            times.append(milliseconds(clock.now - start))
        }
        return times
    }
}
