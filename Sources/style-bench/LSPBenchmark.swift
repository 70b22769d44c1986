import Foundation
import StyleLSP
import StyleParser

/// `style-bench lsp FILE [--server PATH] [--edits N] [--typed TEXT] [--times OUT]`: drives the built
/// `style-lsp` as an editor would. Opens a copy of FILE in a folder of its own (its project is
/// that file alone) and waits for its layout (the server asks for
/// inlay hints again when it lands), then types N single characters (TEXT, by default a
/// declaration, again and again) before the first `}` at or after the middle of the file.
/// With each keystroke it sends one read, in turn a completion at the cursor, a hover on the
/// nearest `frame`/`layout` declaration and the inlay hints of the 80 lines around the cursor,
/// and times didChange → the publishDiagnostics of that version, and the read from its sending
/// to its response. Prints percentiles of each, the frame hints a read of the hints got, and
/// the server's peak resident memory. With `--times`, writes each keystroke's time to OUT, a
/// line each in typing order: which keystrokes make the p99, and whether they recur.
struct LSPBenchmark {
    let path: String
    let server: String
    let edits: Int
    let typed: String
    let times: String?

    func run() {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        let text = String(decoding: data, as: UTF8.self)
        // The file alone is the project: a copy in a folder of its own (files beside the
        // original would join its project and be read and indexed too).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("style-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        guard (try? data.write(to: copy)) != nil else { fail("cannot write a copy of \(path) to \(folder.path)") }
        let bytes = Array(text.utf8)
        let connection = ServerProcess(path: server)
        let clock = ContinuousClock()

        connection.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{"textDocument":{"completion":{"completionItem":{"snippetSupport":true}}},"workspace":{"inlayHint":{"refreshSupport":true}}}}"#)
        connection.notify("initialized", "{}")
        let uri = JSONWriter.quoted(copy.standardizedFileURL.absoluteString)
        let openStart = clock.now
        connection.notify("textDocument/didOpen", #"{"textDocument":{"uri":\#(uri),"languageId":"css","version":1,"text":\#(JSONWriter.quoted(text))}}"#)
        let openDiagnostics = connection.waitFor(diagnosticsOf: 1)
        let openTime = milliseconds(clock.now - openStart)
        let layoutStart = clock.now
        connection.waitFor(serverRequest: "workspace/inlayHint/refresh")
        let layoutTime = milliseconds(clock.now - layoutStart)

        // The cursor: before the first `}` at or after the middle; hover on the nearest frame.
        let middle = bytes.count / 2
        let point = bytes[middle...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
        let lines = LineIndex(bytes)
        var cursor = lines.position(of: point, encoding: .utf16)
        let placing = [Array("frame:".utf8), Array("layout:".utf8)].compactMap { bytes[..<point].lastRange(of: $0)?.lowerBound }.max() ?? 0
        let hoverAt = lines.position(of: placing + 1, encoding: .utf16)
        let typed = Array(typed)

        var diagnosticsTimes: [Double] = [], completionTimes: [Double] = [], hoverTimes: [Double] = [], hintTimes: [Double] = []
        var hints = 0
        var published = 0
        for index in 0..<edits {
            let character = String(typed[index % typed.count])
            let version = index + 2
            let change = #"{"textDocument":{"uri":\#(uri),"version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(cursor.line),"character":\#(cursor.column)},"end":{"line":\#(cursor.line),"character":\#(cursor.column)}},"text":\#(JSONWriter.quoted(character))}]}"#
            if character == "\n" {
                cursor = LineIndex.Position(line: cursor.line + 1, column: 0)
            } else {
                cursor.column += character.utf16.count
            }
            let read: (method: String, params: String)
            switch index % 3 {
            case 0: read = ("textDocument/completion", #"{"textDocument":{"uri":\#(uri)},"position":{"line":\#(cursor.line),"character":\#(cursor.column)}}"#)
            case 1: read = ("textDocument/hover", #"{"textDocument":{"uri":\#(uri)},"position":{"line":\#(hoverAt.line),"character":\#(hoverAt.column)}}"#)
            default: read = ("textDocument/inlayHint", #"{"textDocument":{"uri":\#(uri)},"range":{"start":{"line":\#(max(0, cursor.line - 40)),"character":0},"end":{"line":\#(cursor.line + 40),"character":0}}}"#)
            }
            let start = clock.now
            connection.notify("textDocument/didChange", change)
            let readStart = clock.now
            let id = connection.send(request: read.method, read.params)
            var changeDone: ContinuousClock.Instant?, readDone: ContinuousClock.Instant?
            while changeDone == nil || readDone == nil {
                switch connection.next(diagnosticsOf: version, response: id) {
                case .diagnostics(let size):
                    published = size
                    changeDone = clock.now
                case .response(let body):
                    readDone = clock.now
                    if index % 3 == 2 { hints = body.count(of: Array(#""label":"= "#.utf8)) }
                case .other:
                    break
                }
            }
            diagnosticsTimes.append(milliseconds(changeDone! - start))
            let readTime = milliseconds(readDone! - readStart)
            switch index % 3 {
            case 0: completionTimes.append(readTime)
            case 1: hoverTimes.append(readTime)
            default: hintTimes.append(readTime)
            }
        }
        let peak = connection.peakMemoryMiB()
        if let times {
            let lines = diagnosticsTimes.map { format($0) + "\n" }.joined()
            guard FileManager.default.createFile(atPath: times, contents: Data(lines.utf8)) else { fail("cannot write \(times)") }
        }
        connection.request("shutdown", "null")
        connection.notify("exit", "null")
        connection.waitForExit()

        func figures(_ name: String, _ values: [Double]) -> String {
            "\"\(name)_ms_p50\": \(format(percentile(values, 50))), \"\(name)_ms_p95\": \(format(percentile(values, 95))), "
                + "\"\(name)_ms_p99\": \(format(percentile(values, 99)))"
        }
        print(
            "{\"file\": \(JSONWriter.quoted(URL(fileURLWithPath: path).lastPathComponent)), \"bytes\": \(bytes.count), \"edits\": \(edits), \"open_ms\": \(format(openTime)), \"first_layout_ms\": \(format(layoutTime)), "
                + "\"open_diagnostics_bytes\": \(openDiagnostics), \"diagnostics_bytes\": \(published), "
                + figures("change_to_diagnostics", diagnosticsTimes) + ", " + figures("completion", completionTimes) + ", "
                + figures("hover", hoverTimes) + ", " + figures("inlay_hints", hintTimes) + ", "
                + "\"frame_hints\": \(hints), \"server_peak_mib\": \(peak.map { format($0) } ?? "null")}")
    }
}

extension ArraySlice where Element == UInt8 {
    /// How many times `pattern` occurs.
    func count(of pattern: [UInt8]) -> Int {
        var count = 0
        var rest = self[...]
        while let found = rest.firstRange(of: pattern) {
            count += 1
            rest = rest[found.upperBound...]
        }
        return count
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

    /// Sends a request and returns its id.
    @discardableResult
    func send(request method: String, _ params: String) -> Int {
        let id = nextID
        nextID += 1
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        return id
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: String) {
        let id = send(request: method, params)
        while true {
            if case .response = next(diagnosticsOf: nil, response: id) { return }
        }
    }

    enum Arrival {
        /// The diagnostics of the version waited for, and their size in bytes.
        case diagnostics(Int)
        case response(ArraySlice<UInt8>)
        case other
    }

    /// The next message: the diagnostics of `version`, the response to `id`, or another.
    func next(diagnosticsOf version: Int?, response id: Int?) -> Arrival {
        let method = Array(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics""#.utf8)
        let versionField = Array(#""version":\#(version ?? -1),"#.utf8)
        let responsePrefix = Array(#"{"jsonrpc":"2.0","id":\#(id ?? -1),"#.utf8)
        return nextBody { body -> Arrival in
            // The version follows the uri near the start.
            if version != nil, body.starts(with: method), body.prefix(4096).firstRange(of: versionField) != nil { return .diagnostics(body.count) }
            if id != nil, body.starts(with: responsePrefix) { return .response(body) }
            return .other
        }
    }

    /// Waits for the diagnostics of `version`; returns their size in bytes.
    func waitFor(diagnosticsOf version: Int) -> Int {
        while true {
            if case .diagnostics(let size) = next(diagnosticsOf: version, response: nil) { return size }
        }
    }

    /// Waits for the response to `id`; returns its body.
    @discardableResult
    func waitFor(response id: Int) -> [UInt8] {
        while true {
            if case .response(let body) = next(diagnosticsOf: nil, response: id) { return Array(body) }
        }
    }

    /// Waits for a request from the server with `method`.
    func waitFor(serverRequest method: String) {
        let field = Array(#""method":"\#(method)""#.utf8)
        while !nextBody({ $0.prefix(256).firstRange(of: field) != nil }) {}
    }

    /// The server's peak resident memory (Linux: VmHWM), in MiB.
    func peakMemoryMiB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }

    func waitForExit() {
        try? input.close()
        process.waitUntilExit()
    }

    private func send(_ body: String) {
        input.write(Data(MessageFramer.frame(Array(body.utf8))))
    }

    /// Answers a request from the server (`body`) with a null result, as a client that has
    /// nothing to do for it.
    func answer(request body: ArraySlice<UInt8>) {
        guard let idStart = body.firstRange(of: Array(#""id":"#.utf8))?.upperBound else { return }
        let idEnd = body[idStart...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") } ?? body.endIndex
        send(#"{"jsonrpc":"2.0","id":\#(String(decoding: body[idStart..<idEnd], as: UTF8.self)),"result":null}"#)
    }

    /// Messages are read into one buffer and looked at in place (their first bytes say what
    /// they are): the client's copies stay out of the timings, as its JSON parsing does.
    private var buffer = [UInt8](repeating: 0, count: 4 << 20)
    private var start = 0
    private var end = 0

    /// The next message, looked at in place by `inspect`.
    func nextBody<Result>(_ inspect: (ArraySlice<UInt8>) -> Result) -> Result {
        nextBody(within: nil, inspect)!
    }

    /// The next message if one arrives within `milliseconds` (nil: waits as long as it takes).
    func nextBody<Result>(within milliseconds: Int32?, _ inspect: (ArraySlice<UInt8>) -> Result) -> Result? {
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
            if let milliseconds {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let polled = poll(&ready, 1, milliseconds)
                if polled < 0 && errno == EINTR { continue }
                if polled == 0 { return nil }
            }
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
