import Foundation
import StyleFormat
import StyleLSP
import StyleParser

/// `style-bench format [FILE] [--server PATH] [--iterations N] [--edits N]`: the formatter on
/// FILE in this process — the whole file (`format_ms_median`, and in thread CPU time), the same
/// once formatted (`formatted_ms_median`: a format-on-save of a tidy file), one ruleset in the
/// middle (`range_ms_median`) — then through the built server as an editor drives it: the file
/// open, N characters typed before the first `}` after its middle, each followed right away by
/// a range formatting of the cursor's line or an on-type formatting after it (alternately,
/// timed from the request to its response), and a whole-document formatting at the end.
struct FormatBenchmark {
    let path: String
    let server: String
    let iterations: Int
    let edits: Int

    func run() {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        let bytes = Array(data)
        let tree = SyntaxTree(bytes: bytes)
        let options = FormatOptions()
        let result = StyleFormatter.format(tree, options: options)
        let formatted = SyntaxTree(bytes: result.applied(to: bytes))
        // Inside an item: the first ':' at or after the middle.
        let middle = bytes[(bytes.count / 2)...].firstIndex(of: UInt8(ascii: ":")) ?? bytes.count / 2
        let fullTimes = measure(iterations) { StyleFormatter.format(tree, options: options) }
        let fullCPUTimes = measureCPU(iterations) { StyleFormatter.format(tree, options: options) }
        let tidyTimes = measure(iterations) { StyleFormatter.format(formatted, options: options) }
        let rangeTimes = measure(iterations) { StyleFormatter.format(tree, options: options, touching: middle..<(middle + 1)) }
        let tidyEdits = StyleFormatter.format(formatted, options: options).edits.count

        let server = serverFigures(String(decoding: bytes, as: UTF8.self))
        print(
            "{\"file\": \(JSONWriter.quoted(URL(fileURLWithPath: path).lastPathComponent)), \"bytes\": \(bytes.count), "
                + "\"edits\": \(result.edits.count), \"skipped_items\": \(result.skipped.count), \"edits_when_formatted\": \(tidyEdits), "
                + "\"format_ms_median\": \(format(median(fullTimes))), \"format_cpu_ms_median\": \(format(median(fullCPUTimes))), "
                + "\"formatted_ms_median\": \(format(median(tidyTimes))), \"range_ms_median\": \(format(median(rangeTimes))), "
                + "\"iterations\": \(iterations), \(server)}")
    }

    /// Range and on-type formatting right behind keystrokes, and whole-document formatting,
    /// through the server.
    private func serverFigures(_ text: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("style-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        guard (try? Data(text.utf8).write(to: copy)) != nil else { fail("cannot write a copy of \(path) to \(folder.path)") }
        let connection = ServerProcess(path: server)
        let clock = ContinuousClock()
        connection.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{}}"#)
        connection.notify("initialized", "{}")
        let uri = JSONWriter.quoted(copy.standardizedFileURL.absoluteString)
        connection.notify("textDocument/didOpen", #"{"textDocument":{"uri":\#(uri),"languageId":"css","version":1,"text":\#(JSONWriter.quoted(text))}}"#)
        _ = connection.waitFor(diagnosticsOf: 1)
        let options = #""options":{"tabSize":4,"insertSpaces":true}"#

        let bytes = Array(text.utf8)
        let point = bytes[(bytes.count / 2)...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
        var cursor = LineIndex(bytes).position(of: point, encoding: .utf16)
        let typed = Array(" alpha: 0.5;")
        var rangeTimes: [Double] = [], onTypeTimes: [Double] = []
        for index in 0..<edits {
            let character = String(typed[index % typed.count])
            let change = #"{"textDocument":{"uri":\#(uri),"version":\#(index + 2)},"contentChanges":[{"range":{"start":{"line":\#(cursor.line),"character":\#(cursor.column)},"end":{"line":\#(cursor.line),"character":\#(cursor.column)}},"text":\#(JSONWriter.quoted(character))}]}"#
            cursor.column += character.utf16.count
            let request: (method: String, params: String) = index % 2 == 0
                ? ("textDocument/rangeFormatting", #"{"textDocument":{"uri":\#(uri)},"range":{"start":{"line":\#(cursor.line),"character":0},"end":{"line":\#(cursor.line),"character":\#(cursor.column)}},\#(options)}"#)
                : ("textDocument/onTypeFormatting", #"{"textDocument":{"uri":\#(uri)},"position":{"line":\#(cursor.line),"character":\#(cursor.column)},"ch":";",\#(options)}"#)
            connection.notify("textDocument/didChange", change)
            let start = clock.now
            let id = connection.send(request: request.method, request.params)
            _ = connection.waitFor(response: id)
            (index % 2 == 0 ? { rangeTimes.append(milliseconds(clock.now - start)) } : { onTypeTimes.append(milliseconds(clock.now - start)) })()
        }
        var documentTimes: [Double] = []
        for _ in 0..<5 {
            let start = clock.now
            let id = connection.send(request: "textDocument/formatting", #"{"textDocument":{"uri":\#(uri)},\#(options)}"#)
            _ = connection.waitFor(response: id)
            documentTimes.append(milliseconds(clock.now - start))
        }
        connection.request("shutdown", "null")
        connection.notify("exit", "null")
        connection.waitForExit()
        return "\"server_range_ms_p50\": \(format(percentile(rangeTimes, 50))), \"server_range_ms_p95\": \(format(percentile(rangeTimes, 95))), "
            + "\"server_on_type_ms_p50\": \(format(percentile(onTypeTimes, 50))), \"server_on_type_ms_p95\": \(format(percentile(onTypeTimes, 95))), "
            + "\"server_document_ms_median\": \(format(median(documentTimes))), \"keystrokes\": \(edits)"
    }
}
