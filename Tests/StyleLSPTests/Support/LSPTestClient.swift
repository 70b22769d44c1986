import Foundation
import StyleLSP
import StyleProject
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A client talking to the server through real pipes with real framed JSON-RPC bytes. The
/// server runs in-process (`ServerConnection` on a thread) or as the built binary.
final class LSPTestClient: @unchecked Sendable {
    typealias JSON = [String: Any]

    private let toServer: Int32
    private let fromServer: Int32
    private let condition = NSCondition()
    private var received: [JSON] = []
    private var rawReceived: [[UInt8]] = []
    private var finished = false
    private var nextID = 1
    private(set) var exitCode: Int32?
    private let process: Process?

    /// In-process server, reading the projects' files from `fileSystem`.
    init(fileSystem: FileSystem = DiskFileSystem()) {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        precondition(pipe(&input) == 0 && pipe(&output) == 0)
        toServer = input[1]
        fromServer = output[0]
        process = nil
        let serverInput = input[0], serverOutput = output[1]
        let thread = Thread { [self] in
            let code = ServerConnection(input: serverInput, output: serverOutput, fileSystem: fileSystem).run()
            condition.lock()
            exitCode = code
            condition.broadcast()
            condition.unlock()
            close(serverOutput)
        }
        thread.stackSize = 8 << 20
        thread.start()
        startReading()
    }

    /// The built binary, with `arguments`.
    init(binary: URL, arguments: [String] = []) throws {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        toServer = stdin.fileHandleForWriting.fileDescriptor
        fromServer = stdout.fileHandleForReading.fileDescriptor
        // Keep the handles alive as long as the client.
        handles = [stdin, stdout]
        startReading()
    }

    private var handles: [Pipe] = []

    private func startReading() {
        let thread = Thread { [self] in
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fromServer, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                framer.append(buffer[0..<count])
                while case .success(let body)? = framer.next() {
                    let object = (try? JSONSerialization.jsonObject(with: body)) as? JSON ?? ["unparsable": String(decoding: body, as: UTF8.self)]
                    condition.lock()
                    received.append(object)
                    rawReceived.append(Array(body))
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    // MARK: - Sending

    func sendRaw(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(toServer, $0.baseAddress! + written, bytes.count - written) }
            guard count > 0 else { return }
            written += count
        }
    }

    func sendRaw(_ text: String) { sendRaw(Array(text.utf8)) }

    func send(_ message: JSON) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        sendRaw(MessageFramer.frame(Array(body)))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func sendRequest(_ method: String, _ params: Any? = nil) -> Int {
        let id = nextID
        nextID += 1
        var message: JSON = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return id
    }

    func notify(_ method: String, _ params: Any? = nil) {
        var message: JSON = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: Any? = nil) throws -> JSON {
        let id = sendRequest(method, params)
        return try response(to: id)
    }

    private var inputClosed = false

    /// Closes the server's stdin (once: a second close could hit a descriptor reused since).
    func closeInput() {
        condition.lock()
        defer { condition.unlock() }
        guard !inputClosed else { return }
        inputClosed = true
        // A pipe's handle closes its own descriptor.
        if let pipe = handles.first { try? pipe.fileHandleForWriting.close() } else { close(toServer) }
    }

    // MARK: - Receiving

    /// Waits for the first message (not yet taken) matching `predicate`, and takes it.
    func waitFor(timeout: TimeInterval = 20, _ what: String, _ predicate: (JSON) -> Bool) throws -> JSON {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: predicate) {
                return received.remove(at: index)
            }
            if finished || !condition.wait(until: deadline) {
                if let index = received.firstIndex(where: predicate) { return received.remove(at: index) }
                throw ClientError(message: "no \(what) within \(timeout)s; received: \(received.map { "\($0)".prefix(300) })")
            }
        }
    }

    func response(to id: Int) throws -> JSON {
        try waitFor("response to \(id)") { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func notification(_ method: String, where predicate: (JSON) -> Bool = { _ in true }) throws -> JSON {
        try waitFor(method) { $0["method"] as? String == method && $0["id"] == nil && predicate($0) }
    }

    /// The next `publishDiagnostics` for `uri` (optionally of a version).
    func diagnostics(for uri: String, version: Int? = nil) throws -> [JSON] {
        let message = try notification("textDocument/publishDiagnostics") { message in
            let params = message["params"] as? JSON
            return params?["uri"] as? String == uri && (version == nil || params?["version"] as? Int == version)
        }
        return (message["params"] as? JSON)?["diagnostics"] as? [JSON] ?? []
    }

    /// Waits for a `publishDiagnostics` for `uri` whose diagnostics satisfy `predicate`
    /// (earlier ones, from before the workspace was indexed, are skipped).
    func diagnostics(for uri: String, until predicate: ([JSON]) -> Bool) throws -> [JSON] {
        let message = try notification("textDocument/publishDiagnostics") { message in
            let params = message["params"] as? JSON
            return params?["uri"] as? String == uri && predicate(params?["diagnostics"] as? [JSON] ?? [])
        }
        return (message["params"] as? JSON)?["diagnostics"] as? [JSON] ?? []
    }

    /// Messages received and not taken.
    var unclaimed: [JSON] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Waits until the server exits; returns its exit code.
    func waitForExit(timeout: TimeInterval = 20) throws -> Int32 {
        if let process {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            guard !process.isRunning else { throw ClientError(message: "the server did not exit") }
            return process.terminationStatus
        }
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while exitCode == nil {
            if !condition.wait(until: deadline) { throw ClientError(message: "the server did not exit") }
        }
        return exitCode!
    }

    var processIdentifier: Int32? { process?.processIdentifier }

    deinit {
        closeInput()
        if let process, process.isRunning { process.terminate() }
    }

    // MARK: - Conveniences

    /// `initialize` + `initialized` with typical capabilities.
    @discardableResult
    func initialize(
        root: URL? = nil, encodings: [String] = ["utf-16"], snippets: Bool = true, pull: Bool = false,
        capabilities: JSON = [:], extra: JSON = [:]
    ) throws -> JSON {
        var textDocument: JSON = [
            "completion": ["completionItem": ["snippetSupport": snippets]],
            "publishDiagnostics": ["relatedInformation": true],
            "hover": ["contentFormat": ["markdown"]],
        ]
        if pull { textDocument["diagnostic"] = ["dynamicRegistration": false] }
        var allCapabilities: JSON = ["general": ["positionEncodings": encodings], "textDocument": textDocument]
        allCapabilities.merge(capabilities) { _, new in new }
        var params: JSON = ["processId": NSNull(), "capabilities": allCapabilities]
        if let root {
            params["rootUri"] = root.absoluteString
            params["workspaceFolders"] = [["uri": root.absoluteString, "name": root.lastPathComponent]]
        }
        params.merge(extra) { _, new in new }
        let response = try request("initialize", params)
        notify("initialized", [:] as JSON)
        return response
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "css", "version": version, "text": text]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSON]) {
        notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
    }

    static func edit(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String) -> JSON {
        ["range": ["start": ["line": startLine, "character": startCharacter], "end": ["line": endLine, "character": endCharacter]], "text": text]
    }

    func completion(_ uri: String, line: Int, character: Int) throws -> [JSON] {
        let response = try request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        let result = response["result"] as? JSON
        return result?["items"] as? [JSON] ?? []
    }

    func hover(_ uri: String, line: Int, character: Int) throws -> String? {
        let response = try request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        return ((response["result"] as? JSON)?["contents"] as? JSON)?["value"] as? String
    }

    /// Waits until the server asks for inlay hints again: the layout of the open documents is
    /// computed (the client must have declared `workspace.inlayHint.refreshSupport`).
    func waitForLayout() throws {
        _ = try waitFor("workspace/inlayHint/refresh") { $0["method"] as? String == "workspace/inlayHint/refresh" }
    }

    func shutdown() throws -> Int32 {
        _ = try request("shutdown")
        notify("exit")
        return try waitForExit()
    }
}

struct ClientError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension Dictionary where Key == String, Value == Any {
    /// `error.code` of a response.
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
}

/// Labels of completion items.
func labels(_ items: [[String: Any]]) -> [String] { items.compactMap { $0["label"] as? String } }

/// A `file://` URI in a temporary folder that need not exist.
func scratchURI(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("stylelsp-lsp-scratch/\(name)").standardizedFileURL.absoluteString
}
