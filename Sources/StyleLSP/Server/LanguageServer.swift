import Foundation
import StyleParser
import StyleProject
import StyleSemantics

/// The language server: the lifecycle, the one place messages are dispatched (through the
/// table in `LanguageServer+Methods`), and the open documents it keeps for the client; the
/// files and their analysis are the project model's (`ProjectModel`). It knows
/// nothing of stdin or threads: `ServerConnection` feeds it messages one at a time and sends
/// what it writes; work it starts off the loop comes back as `ServerEvent`s.
public final class LanguageServer {
    enum State { case uninitialized, running, shutDown }

    /// Receives each outgoing message body, in pieces valid during the call (the connection
    /// frames it and writes the pieces without joining them).
    let outputPieces: @Sendable ([UnsafeRawBufferPointer]) -> Void
    /// Receives log lines (stderr).
    let log: @Sendable (String) -> Void

    var state = State.uninitialized
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public internal(set) var exitCode: Int32?
    /// The client's process, to exit when it dies.
    public internal(set) var clientProcessID: Int32?
    /// What `initialize` settled: the client's abilities the server adapts to.
    var client = ClientOptions()
    var verboseTrace = false
    /// The editor's settings (`workspace/configuration`, section `stylelsp`).
    var settings = EditorSettings()

    var documents: [String: OpenDocument] = [:]
    /// The messages queued behind the one being handled.
    private var queued: [IncomingMessage] = []
    /// The projects and their files, open or on disk: what every answer is computed from.
    let model: ProjectModel
    /// The last completion list's documentation, by item, for `completionItem/resolve`.
    var completionDocumentation: [String: Completion] = [:]

    var nextOutgoingID = 1
    /// Replies the server waits for, by the id of its request.
    var awaitedReplies: [Int: (Result<JSONValue, ResponseError>) -> Void] = [:]
    /// Requests answered later (when work off the loop is done), by id.
    var deferredRequests: [RequestID: String] = [:]

    /// Work the server starts off the message loop (indexing, layout); results come back as
    /// events through `post`, to the continuation registered under their token.
    let background = DispatchQueue(label: "style-lsp.background", qos: .utility)
    /// Delivers finished work to the message loop (set by the connection; nil in tests that
    /// drive the server directly, where the work runs inline).
    var post: (@Sendable (ServerEvent) -> Void)?
    private var continuations: [Int: (Any) -> Void] = [:]
    private var nextContinuation = 0

    public init(
        outputPieces: @escaping @Sendable ([UnsafeRawBufferPointer]) -> Void, log: @escaping @Sendable (String) -> Void,
        fileSystem: FileSystem = DiskFileSystem()
    ) {
        self.outputPieces = outputPieces
        self.log = log
        model = ProjectModel(fileSystem: fileSystem)
    }

    struct ClientOptions {
        var encoding = LineIndex.Encoding.utf16
        var snippets = false
        /// Hovers and documentation in markdown (else plain text: the client shows markdown
        /// source as it is).
        var markdownHover = true
        var markdownDocumentation = true
        /// The client asks `completionItem/resolve` for an item's documentation when it shows
        /// it: lists leave it out.
        var resolvesDocumentation = false
        var pullDiagnostics = false
        var diagnosticRefresh = false
        var inlayHintRefresh = false
        var workDoneProgress = false
        var relatedInformation = false
        var watchFiles = false
        var configuration = false
        var codeActionResolve = false
        /// Workspace edits as `documentChanges` (else `changes`).
        var documentChanges = false
        /// Definitions and declarations as `LocationLink`s.
        var definitionLinks = false
        var declarationLinks = false
        var hierarchicalSymbols = false
        var prepareRename = false
        /// Sent `style/projectChanged` (it asked with the initialization option `projectChanged`).
        var projectChanged = false
        /// The client command that opens completion again (after a property name, for its
        /// value); only clients known to have one get it.
        var retriggerCommand: String?
    }

    // MARK: - Dispatch

    /// Handles one message from the client; `pending` is what is queued behind it (a
    /// cancellation, or an edit that makes a read's answer stale).
    public func handle(_ message: IncomingMessage, pending: [IncomingMessage] = []) {
        switch message.kind {
        case .response(let id):
            handleReply(message, id: id)
        case .notification:
            handleNotification(message, pending: pending)
        case .request(let id):
            handleRequest(message, id: id, pending: pending)
        }
    }

    /// A message that is not JSON-RPC.
    public func handleMalformed(_ id: RequestID?, _ error: ResponseError) {
        log("malformed message: \(error.message)")
        reply(id, error: error)
    }

    private func handleRequest(_ message: IncomingMessage, id: RequestID, pending: [IncomingMessage]) {
        let row = LanguageServer.methodsByName[message.method]
        do {
            switch (state, row?.access) {
            case (_, nil):
                throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(message.method)")
            case (_, _) where row?.isRequest == false:
                // Its handler would never reply.
                throw ResponseError(code: ResponseError.invalidRequest, message: "\(message.method) is a notification: it takes no id")
            case (.uninitialized, .lifecycle) where message.method == InitializeRequest.name:
                break
            case (.uninitialized, _):
                throw ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized; send initialize first")
            case (.shutDown, _):
                throw ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down; only exit is accepted")
            case (.running, _) where message.method == InitializeRequest.name:
                throw ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received")
            default:
                break
            }
            if pending.contains(where: { $0.method == CancelNotification.name && (try? $0.params(CancelParams.self).id) == id }) {
                throw ResponseError(code: ResponseError.requestCancelled, message: "\(message.method) was cancelled")
            }
            if row?.access == .readsDocument, let uri = try? message.params(TextDocumentParams.self).textDocument.uri,
                pending.contains(where: { $0.method == DidChangeNotification.name && (try? $0.params(TextDocumentParams.self).textDocument.uri) == uri }) {
                throw ResponseError.documentChanged(before: message.method)
            }
            try row!.run(self, message, id)
        } catch {
            reply(id, error: .replying(to: message.method, error))
        }
    }

    private func handleNotification(_ message: IncomingMessage, pending: [IncomingMessage]) {
        // Before initialize, notifications are dropped (except exit); unknown ones are ignored.
        guard let row = LanguageServer.methodsByName[message.method], state == .running || message.method == ExitNotification.name else { return }
        // A request without an id cannot be answered (a reply to `null` answers nothing).
        guard !row.isRequest else { return trace("ignored \(message.method): a request needs an id") }
        queued = pending
        defer { queued = [] }
        do {
            try row.run(self, message, nil)
        } catch {
            // A notification gets no reply; say what was wrong where the user can see it.
            trace("ignored \(message.method): \((error as? ResponseError)?.message ?? "\(error)")")
        }
    }

    /// Whether another edit of `uri` waits in the queue: analysing this version is wasted work.
    func moreEditsQueued(for uri: String) -> Bool {
        queued.contains { $0.method == DidChangeNotification.name && (try? $0.params(TextDocumentParams.self).textDocument.uri) == uri }
    }

    private func handleReply(_ message: IncomingMessage, id: RequestID) {
        guard case .number(let number) = id, let callback = awaitedReplies.removeValue(forKey: number) else { return }
        struct Reply: Decodable {
            var result: JSONValue?
            var error: ResponseErrorBody?
        }
        struct ResponseErrorBody: Decodable {
            var code: Int
            var message: String
        }
        guard let reply = try? JSONDecoder().decode(Reply.self, from: message.body) else { return }
        if let error = reply.error {
            callback(.failure(ResponseError(code: error.code, message: error.message)))
        } else {
            callback(.success(reply.result ?? .null))
        }
    }

    // MARK: - Output

    /// An outgoing message body in one piece.
    func output(_ body: [UInt8]) {
        body.withUnsafeBytes { outputPieces([$0]) }
    }

    /// The envelope of every outgoing message, its payload written by `body`.
    private func message(_ body: (inout JSONWriter) throws -> Void) rethrows -> [UInt8] {
        var writer = JSONWriter(capacity: 512)
        writer.raw(#"{"jsonrpc":"2.0","#)
        try body(&writer)
        writer.raw("}")
        return writer.bytes
    }

    func reply<Result: Encodable>(_ id: RequestID?, result: Result) {
        let body = message { writer in
            writer.raw(#""id":"#)
            writer.raw(Array((id?.json ?? "null").utf8))
            writer.raw(#","result":"#)
            // Our result types encode without failing; a bug must not kill the server.
            if (try? JSONOutputEncoder().encode(result, into: &writer)) == nil { writer.raw("null") }
        }
        output(body)
    }

    func reply(_ id: RequestID?, error: ResponseError) {
        if let id { deferredRequests[id] = nil }
        output(message { writer in
            writer.raw(#""id":"#)
            writer.raw(Array((id?.json ?? "null").utf8))
            writer.raw(#","error":{"code":"#)
            writer.number(error.code)
            writer.raw(#","message":"#)
            writer.string(error.message)
            writer.raw("}")
        })
    }

    func notify<Params: Encodable>(_ method: String, _ params: Params) {
        output(message { writer in
            writer.raw(#""method":"#)
            writer.string(method)
            writer.raw(#","params":"#)
            if (try? JSONOutputEncoder().encode(params, into: &writer)) == nil { writer.raw("null") }
        })
    }

    /// Sends a request to the client; `onReply` gets its result.
    func request<Params: Encodable>(_ method: String, _ params: Params, onReply: ((Result<JSONValue, ResponseError>) -> Void)? = nil) {
        let id = nextOutgoingID
        nextOutgoingID += 1
        if let onReply { awaitedReplies[id] = onReply }
        output(message { writer in
            writer.raw(#""id":"#)
            writer.number(id)
            writer.raw(#","method":"#)
            writer.string(method)
            writer.raw(#","params":"#)
            if (try? JSONOutputEncoder().encode(params, into: &writer)) == nil { writer.raw("null") }
        })
    }

    /// Logs to stderr, and to the client's log when it asked for verbose tracing.
    func trace(_ message: String) {
        log(message)
        if verboseTrace {
            struct LogMessage: Encodable {
                var type = 4
                var message: String
            }
            notify("window/logMessage", LogMessage(message: message))
        }
    }

    func document(_ uri: String) throws -> OpenDocument {
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("\(uri) is not open")
        }
        return document
    }

    /// Runs `work` off the loop and hands its result to `deliver` on the loop (inline when
    /// there is no loop: tests that drive the server directly).
    func inBackground<T: Sendable>(_ work: @escaping @Sendable () -> T, then deliver: @escaping (T) -> Void) {
        guard let post else {
            deliver(work())
            return
        }
        let token = registerContinuation(deliver)
        background.async {
            post(ServerEvent(token: token, value: ServerEvent.Box(work())))
        }
    }

    /// Calls `action` on the loop after `seconds` (at once when there is no loop).
    func after(_ seconds: Double, _ action: @escaping () -> Void) {
        guard let post else {
            action()
            return
        }
        let token = registerContinuation { (_: Void) in action() }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            post(ServerEvent(token: token, value: ServerEvent.Box(())))
        }
    }

    private func registerContinuation<T>(_ deliver: @escaping (T) -> Void) -> Int {
        nextContinuation += 1
        continuations[nextContinuation] = { deliver($0 as! T) }
        return nextContinuation
    }

    /// Work finished off the loop (or a delay over): its continuation runs on the loop.
    public func handle(_ event: ServerEvent) {
        continuations.removeValue(forKey: event.token)?(event.value.value)
    }
}

/// Work finished off the message loop, or a delay over, delivered back to it: the token of
/// the continuation that takes it.
public struct ServerEvent: Sendable {
    public final class Box: @unchecked Sendable {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    let token: Int
    let value: Box
}

public let styleLSPServerVersion = "0.2.0"
