import Foundation
import StyleLSP
import StyleParser
import StyleProject
import StyleSemantics

/// `style-bench navigation [FOLDER] [--open FILE] [--server PATH] [--edits N] [--uses N]`:
/// navigation in a project as an editor asks for it, in the built `style-lsp`. A copy of the
/// project (default: the real apps' project) gets one more stylesheet, loaded last, that uses
/// the project's most used variable until it is used `--uses` times in all (default 5,000).
/// The server opens the copy and FILE (as `project` does); then `--edits` keystrokes (default
/// 400) are typed into FILE (by default a stylesheet in the middle of the project that uses that
/// variable) before its last `}`, and right behind each, before its diagnostics, one request of
/// each kind in turn — definition and references of another variable used in FILE,
/// documentHighlight, hover and prepareRename on a class selector, documentSymbol,
/// workspace/symbol, and references of the much used variable (`references_heavy`) — is timed
/// from its own sending to its response (p50, p95 per method). Then a rename of the much used
/// variable from one of its uses in FILE, timed five times (`rename_ms_median`, with the edits'
/// count), and the server's peak memory.
struct NavigationBenchmark {
    let folder: String
    let open: String?
    let server: String
    let edits: Int
    let uses: Int

    func run() {
        let (copy, variable, existing) = copyWithUses()
        defer { try? FileManager.default.removeItem(atPath: copy.path) }
        let stylesheets = ScalingBenchmark.projectFiles(copy.path).filter { !$0.hasSuffix(".xml") && !$0.hasSuffix("bench-uses.css") }
        let users = stylesheets.filter { path in
            FileManager.default.contents(atPath: path).map { Data($0).range(of: Data("@\(variable)".utf8)) != nil } ?? false
        }
        let file = open.map { copy.appendingPathComponent($0).path } ?? (users.isEmpty ? stylesheets : users)[(users.isEmpty ? stylesheets : users).count / 2]
        guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
        let bytes = Array(data)
        let lines = LineIndex(bytes)
        let uri = JSONWriter.quoted(URL(fileURLWithPath: file).standardizedFileURL.absoluteString)
        // The typing point: before the last `}`; every place asked about lies before it.
        let point = bytes.lastIndex(of: UInt8(ascii: "}")) ?? bytes.count
        let names = StylesheetNames(StylesheetOutline(SyntaxTree(bytes: bytes)))
        let earlier = names.occurrences.filter { $0.range.upperBound < point }
        guard let heavy = earlier.first(where: { $0.kind == .variable && $0.name == variable && $0.place == .variableUse }),
            let styleClass = earlier.first(where: { $0.kind == .styleClass && $0.place == .selector })
        else { fail("\(file) has no use of @\(variable) or class selector before its last '}'") }
        let use = earlier.first { $0.kind == .variable && $0.name != variable && $0.place == .variableUse } ?? heavy
        func position(_ offset: Int) -> String {
            let position = lines.position(of: offset, encoding: .utf16)
            return #"{"textDocument":{"uri":\#(uri)},"position":{"line":\#(position.line),"character":\#(position.column)}"#
        }
        let atUse = position(use.range.lowerBound + 1), atHeavy = position(heavy.range.lowerBound + 1), atClass = position(styleClass.range.lowerBound + 1)
        let requests: [(name: String, method: String, params: String)] = [
            ("definition", "textDocument/definition", atUse + "}"),
            ("references", "textDocument/references", atUse + #","context":{"includeDeclaration":true}}"#),
            ("documentHighlight", "textDocument/documentHighlight", atClass + "}"),
            ("hover", "textDocument/hover", atClass + "}"),
            ("documentSymbol", "textDocument/documentSymbol", #"{"textDocument":{"uri":\#(uri)}}"#),
            ("workspace_symbol", "workspace/symbol", #"{"query":\#(JSONWriter.quoted(String(styleClass.name.prefix(4))))}"#),
            ("prepareRename", "textDocument/prepareRename", atClass + "}"),
            ("references_heavy", "textDocument/references", atHeavy + #","context":{"includeDeclaration":true}}"#),
        ]

        let connection = ServerProcess(path: server)
        let opening = ProjectBenchmark(folder: copy.path, open: nil, server: server, iterations: 1, edits: 0, typed: " ")
            .openProject(connection, root: copy, file: file, text: data)
        let clock = ContinuousClock()
        var cursor = lines.position(of: point, encoding: .utf16)
        var times: [String: [Double]] = [:]
        let typed = Array(" alpha: 0.5;")
        for index in 0..<edits {
            let character = String(typed[index % typed.count])
            let version = index + 2
            connection.notify(
                "textDocument/didChange",
                #"{"textDocument":{"uri":\#(uri),"version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(cursor.line),"character":\#(cursor.column)},"end":{"line":\#(cursor.line),"character":\#(cursor.column)}},"text":\#(JSONWriter.quoted(character))}]}"#)
            cursor.column += character.utf16.count
            let request = requests[index % requests.count]
            let start = clock.now
            let id = connection.send(request: request.method, request.params)
            // The keystroke's diagnostics may come before the answer or after it.
            var answered = false, published = false
            while !answered || !published {
                switch connection.next(diagnosticsOf: version, response: id) {
                case .response:
                    answered = true
                    times[request.name, default: []].append(milliseconds(clock.now - start))
                case .diagnostics: published = true
                case .other: break
                }
            }
        }

        // The rename of the much used variable.
        var renameTimes: [Double] = []
        var renamed = 0
        for _ in 0..<5 {
            let start = clock.now
            let id = connection.send(request: "textDocument/rename", atHeavy + #","newName":"benchRenamed"}"#)
            let response = connection.waitFor(response: id)
            renameTimes.append(milliseconds(clock.now - start))
            renamed = response[...].count(of: Array(#""newText":"benchRenamed""#.utf8))
        }
        let peak = connection.peakMemoryMiB()
        connection.request("shutdown", "null")
        connection.notify("exit", "null")
        connection.waitForExit()

        var line = "{\"project\": \(JSONWriter.quoted(URL(fileURLWithPath: folder).lastPathComponent)), \"stylesheets\": \(stylesheets.count), "
            + "\"open\": \(JSONWriter.quoted(URL(fileURLWithPath: file).lastPathComponent)), \"indexed_ms\": \(format(opening.indexed)), \"edits\": \(edits), "
        for request in requests {
            let name = request.name
            line += "\"\(name)_ms_p50\": \(format(percentile(times[name] ?? [], 50))), \"\(name)_ms_p95\": \(format(percentile(times[name] ?? [], 95))), "
        }
        line += "\"variable\": \(JSONWriter.quoted(variable)), \"variable_uses_before\": \(existing), \"renamed_occurrences\": \(renamed), "
            + "\"rename_ms_median\": \(format(median(renameTimes))), \"server_peak_mib\": \(peak.map(format) ?? "null")}"
        print(line)
    }

    /// A copy of the project in a temporary folder with `bench-uses.css`, and the variable it
    /// uses (the project's most used) and how often the project used it.
    private func copyWithUses() -> (URL, String, Int) {
        let source = URL(fileURLWithPath: folder).standardizedFileURL
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("style-bench-navigation-\(UUID().uuidString)").standardizedFileURL
        do { try FileManager.default.copyItem(at: source, to: copy) } catch { fail("cannot copy \(folder): \(error)") }
        let model = ProjectModel()
        let project = model.project(for: copy.path + "/.")
        model.index(project)
        var counts: [String: Int] = [:]
        for path in project.stylesheets {
            for occurrence in project.stored[path]?.names.occurrences ?? [] where occurrence.kind == .variable && !occurrence.isDeclaration {
                counts[occurrence.name, default: 0] += 1
            }
        }
        for definition in project.viewDefinitions {
            for occurrence in project.names(of: definition).occurrences where occurrence.kind == .variable { counts[occurrence.name, default: 0] += 1 }
        }
        guard let (variable, existing) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { fail("no variable is used in \(folder)") }
        var text = "/* uses of @\(variable), written by style-bench navigation */\n"
        for index in 0..<max(uses - existing, 0) { text += ".benchUses\(index) { textColor: @\(variable); }\n" }
        guard FileManager.default.createFile(atPath: copy.appendingPathComponent("bench-uses.css").path, contents: Data(text.utf8)) else {
            fail("cannot write in \(copy.path)")
        }
        return (copy, variable, existing)
    }
}
