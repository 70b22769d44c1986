import Foundation
import StyleLSP
import StyleParser

/// `style-bench lsp FILE [--server PATH] [--edits N] [--typed TEXT]`: drives the built
/// `style-lsp` as an editor would. Opens FILE, then types N single characters (TEXT, by
/// default a declaration, again and again) before the first `}` at or after the middle of the file; after each keystroke it times
/// didChange → the publishDiagnostics of that version, then a completion request at the cursor
/// → its response. Prints p50/p99 of both.
struct LSPBenchmark {
    let path: String
    let server: String
    let edits: Int
    let typed: String

    func run() {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        let text = String(decoding: data, as: UTF8.self)
        let bytes = Array(text.utf8)
        let connection = ServerProcess(path: server)
        let clock = ContinuousClock()

        connection.request(#"initialize"#, #"{"processId":null,"rootUri":null,"capabilities":{"textDocument":{"completion":{"completionItem":{"snippetSupport":true}}}}}"#)
        connection.notify("initialized", "{}")
        let uri = URL(fileURLWithPath: path).standardizedFileURL.absoluteString
        let openStart = clock.now
        connection.notify("textDocument/didOpen", #"{"textDocument":{"uri":\#(JSONWriter.quoted(uri)),"languageId":"css","version":1,"text":\#(JSONWriter.quoted(text))}}"#)
        let openDiagnostics = connection.waitForDiagnostics(version: 1)
        let openTime = milliseconds(clock.now - openStart)

        // The cursor: before the first `}` at or after the middle.
        let middle = bytes.count / 2
        let point = bytes[middle...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
        let lines = LineIndex(bytes)
        var cursor = lines.position(of: point, encoding: .utf16)
        let typed = Array(typed)

        var diagnosticsTimes: [Double] = []
        var completionTimes: [Double] = []
        var published = 0
        for index in 0..<edits {
            let character = String(typed[index % typed.count])
            let version = index + 2
            let change = #"{"textDocument":{"uri":\#(JSONWriter.quoted(uri)),"version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(cursor.line),"character":\#(cursor.column)},"end":{"line":\#(cursor.line),"character":\#(cursor.column)}},"text":\#(JSONWriter.quoted(character))}]}"#
            let start = clock.now
            connection.notify("textDocument/didChange", change)
            published = connection.waitForDiagnostics(version: version)
            diagnosticsTimes.append(milliseconds(clock.now - start))
            if character == "\n" {
                cursor = LineIndex.Position(line: cursor.line + 1, column: 0)
            } else {
                cursor.column += character.utf16.count
            }

            let completionStart = clock.now
            connection.request("textDocument/completion", #"{"textDocument":{"uri":\#(JSONWriter.quoted(uri))},"position":{"line":\#(cursor.line),"character":\#(cursor.column)}}"#)
            completionTimes.append(milliseconds(clock.now - completionStart))
        }
        connection.request("shutdown", "null")
        connection.notify("exit", "null")
        connection.waitForExit()

        print(
            "{\"bytes\": \(bytes.count), \"edits\": \(edits), \"open_ms\": \(format(openTime)), "
                + "\"open_diagnostics_bytes\": \(openDiagnostics), \"diagnostics_bytes\": \(published), "
                + "\"change_to_diagnostics_ms_p50\": \(format(percentile(diagnosticsTimes, 50))), "
                + "\"change_to_diagnostics_ms_p99\": \(format(percentile(diagnosticsTimes, 99))), "
                + "\"completion_ms_p50\": \(format(percentile(completionTimes, 50))), "
                + "\"completion_ms_p99\": \(format(percentile(completionTimes, 99)))}")
    }
}

/// Nearest-rank percentile.
func percentile(_ values: [Double], _ rank: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let index = Int((rank / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(index, 0), sorted.count - 1)]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("style-bench: \(message)\n".utf8))
    exit(2)
}

/// The server as a child process, spoken to with framed JSON-RPC. Incoming messages are
/// recognised from their first bytes, so the client's own JSON parsing stays out of the timings.
final class ServerProcess {
    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private var nextID = 1

    init(path: String) {
        guard FileManager.default.isExecutableFile(atPath: path) else { fail("no server binary at \(path); build it with `swift build -c release`") }
        process.executableURL = URL(fileURLWithPath: path)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { fail("cannot start \(path): \(error)") }
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
    }

    func notify(_ method: String, _ params: String) {
        send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: String) {
        let id = nextID
        nextID += 1
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        let prefix = Array(#"{"jsonrpc":"2.0","id":\#(id),"#.utf8)
        while !nextBody({ $0.starts(with: prefix) }) {}
    }

    /// Waits for the diagnostics of `version`; returns their size in bytes.
    func waitForDiagnostics(version: Int) -> Int {
        let method = Array(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics""#.utf8)
        let versionField = Array(#""version":\#(version),"#.utf8)
        while true {
            let size = nextBody { body -> Int? in
                // The version follows the uri near the start.
                guard body.starts(with: method), body.prefix(4096).firstRange(of: versionField) != nil else { return nil }
                return body.count
            }
            if let size { return size }
        }
    }

    func waitForExit() {
        try? input.close()
        process.waitUntilExit()
    }

    private func send(_ body: String) {
        input.write(Data(MessageFramer.frame(Array(body.utf8))))
    }

    /// Messages are read into one buffer and looked at in place (their first bytes say what
    /// they are): the client's copies stay out of the timings, as its JSON parsing does.
    private var buffer = [UInt8](repeating: 0, count: 4 << 20)
    private var start = 0
    private var end = 0

    private func nextBody<Result>(_ inspect: (ArraySlice<UInt8>) -> Result) -> Result {
        let separator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
        while true {
            if let headerEnd = buffer[start..<end].firstRange(of: separator)?.lowerBound {
                let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self).lowercased()
                guard let field = header.range(of: "content-length:"),
                    let length = Int(header[field.upperBound...].prefix { $0 != "\r" }.trimmingCharacters(in: .whitespaces))
                else { fail("a message from the server without Content-Length") }
                let bodyStart = headerEnd + 4
                if end - bodyStart >= length {
                    let result = inspect(buffer[bodyStart..<(bodyStart + length)])
                    start = bodyStart + length
                    if start == end { (start, end) = (0, 0) }
                    return result
                }
                if bodyStart + length > buffer.count { makeRoom(bodyStart + length - start) }
            } else if end == buffer.count {
                makeRoom(end - start + 1)
            }
            // Large reads, as editors make them.
            let descriptor = output.fileDescriptor
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + end, $0.count - end) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { fail("the server closed its output") }
            end += count
        }
    }

    /// Moves the unread bytes to the front, growing the buffer to hold `needed` bytes.
    private func makeRoom(_ needed: Int) {
        buffer.replaceSubrange(0..<start, with: EmptyCollection())
        end -= start
        start = 0
        if buffer.count < needed { buffer.append(contentsOf: repeatElement(0, count: needed - buffer.count)) }
        if buffer.count < end + 1 << 16 { buffer.append(contentsOf: repeatElement(0, count: 1 << 20)) }
    }
}
