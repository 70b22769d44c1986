import Foundation
import StyleParser
import StyleSemantics

/// The language server: the lifecycle, the one place messages are dispatched, and the
/// documents and workspace it keeps. It knows nothing of stdin or threads: `ServerConnection`
/// feeds it messages one at a time and sends what it writes.
public final class LanguageServer {
    enum State { case uninitialized, running, shutDown }

    /// Receives each outgoing message body, in pieces valid during the call (the connection
    /// frames it and writes the pieces without joining them).
    let outputPieces: @Sendable ([UnsafeRawBufferPointer]) -> Void
    /// Receives log lines (stderr).
    let log: @Sendable (String) -> Void

    var state = State.uninitialized
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitCode: Int32?
    /// The client's process, to exit when it dies.
    public private(set) var clientProcessID: Int32?

    // Negotiated in `initialize`.
    var encoding = LineIndex.Encoding.utf16
    var snippetSupport = false
    var pullDiagnostics = false
    var workDoneProgress = false
    var relatedInformation = false
    var verboseTrace = false

    var documents: [String: OpenDocument] = [:]
    /// The last completion list, by label, for `completionItem/resolve`.
    var lastCompletions: [String: Completion] = [:]
    let workspace = WorkspaceIndex()
    var nextOutgoingID = 1
    /// Scans the server started off the message loop; their results come back as events.
    let backgroundScans = DispatchQueue(label: "style-lsp.index")
    /// Delivers a finished scan to the message loop (set by the connection).
    var post: (@Sendable (ServerEvent) -> Void)?

    public init(outputPieces: @escaping @Sendable ([UnsafeRawBufferPointer]) -> Void, log: @escaping @Sendable (String) -> Void) {
        self.outputPieces = outputPieces
        self.log = log
    }

    // MARK: - Dispatch

    /// Handles one message from the client; `pending` is what is queued behind it (a
    /// cancellation, or an edit that would make a request's result stale).
    public func handle(_ message: IncomingMessage, pending: [IncomingMessage] = []) {
        switch message.kind {
        case .response:
            return  // replies to `window/workDoneProgress/create` and registrations: nothing to do
        case .notification:
            handleNotification(message, pending: pending)
        case .request(let id):
            if pending.contains(where: { $0.method == "$/cancelRequest" && (try? $0.params(CancelParams.self).id) == id }) {
                reply(id, error: ResponseError(code: ResponseError.requestCancelled, message: "\(message.method) was cancelled"))
                return
            }
            if let uri = try? message.params(TextDocumentParams.self).textDocument.uri,
                pending.contains(where: { $0.method == "textDocument/didChange" && (try? $0.params(TextDocumentParams.self).textDocument.uri) == uri }) {
                reply(id, error: ResponseError(code: ResponseError.contentModified, message: "the document changed before \(message.method) was answered"))
                return
            }
            do {
                try handleRequest(message, id: id)
            } catch let error as ResponseError {
                reply(id, error: error)
            } catch {
                reply(id, error: ResponseError(code: ResponseError.internalError, message: "\(message.method) failed: \(error)"))
            }
        }
    }

    /// A message that is not JSON-RPC.
    public func handleMalformed(_ id: RequestID?, _ error: ResponseError) {
        log("malformed message: \(error.message)")
        reply(id, error: error)
    }

    private func handleRequest(_ message: IncomingMessage, id: RequestID) throws {
        switch (state, message.method) {
        case (.uninitialized, "initialize"):
            reply(id, rawResult: try initialize(message.params(InitializeParams.self)))
        case (.uninitialized, _):
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized; send initialize first")
        case (.shutDown, _):
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down; only exit is accepted")
        case (.running, "initialize"):
            throw ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received")
        case (.running, "shutdown"):
            state = .shutDown
            reply(id, rawResult: Array("null".utf8))
        case (.running, "textDocument/hover"):
            reply(id, rawResult: try hover(message.params(TextDocumentPositionParams.self)))
        case (.running, "textDocument/completion"):
            reply(id, rawResult: try completion(message.params(CompletionParams.self)))
        case (.running, "completionItem/resolve"):
            reply(id, rawResult: try resolveCompletion(message))
        case (.running, "style/preview"):
            reply(id, rawResult: try previewRequest(message.params(PreviewParams.self)))
        case (.running, "workspace/executeCommand"):
            reply(id, rawResult: try executeCommand(message))
        case (.running, "textDocument/inlayHint"):
            reply(id, rawResult: try inlayHints(message.params(InlayHintParams.self)))
        case (.running, "textDocument/diagnostic"):
            reply(id, rawResult: try pullDiagnostics(message.params(TextDocumentParams.self)))
        default:
            throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(message.method)")
        }
    }

    private func handleNotification(_ message: IncomingMessage, pending: [IncomingMessage]) {
        if message.method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return
        }
        // Before initialize, notifications are dropped (except exit).
        guard state == .running else { return }
        do {
            switch message.method {
            case "initialized": initialized()
            case "textDocument/didOpen": didOpen(try message.params(DidOpenTextDocumentParams.self))
            case "textDocument/didChange":
                let params = try message.params(DidChangeTextDocumentParams.self)
                // While more edits to the same document wait, analysing this version is wasted work.
                let superseded = pending.contains { $0.method == "textDocument/didChange" && (try? $0.params(TextDocumentParams.self).textDocument.uri) == params.textDocument.uri }
                didChange(params, analyze: !superseded)
            case "textDocument/didClose": didClose(try message.params(TextDocumentParams.self))
            case "textDocument/didSave": didSave(try message.params(TextDocumentParams.self))
            case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(try message.params(DidChangeWatchedFilesParams.self))
            case "workspace/didChangeConfiguration": didChangeConfiguration()
            case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(try message.params(DidChangeWorkspaceFoldersParams.self))
            case "$/setTrace": verboseTrace = (try message.params(SetTraceParams.self)).value == "verbose"
            default: break  // unknown notifications, $/cancelRequest for finished requests
            }
        } catch {
            // A notification gets no reply; say what was wrong where the user can see it.
            trace("ignored \(message.method): \((error as? ResponseError)?.message ?? "\(error)")")
        }
    }

    // MARK: - Lifecycle

    private func initialize(_ params: InitializeParams) -> [UInt8] {
        state = .running
        clientProcessID = params.processId.map(Int32.init)
        let capabilities = params.capabilities
        let offered = capabilities?.general?.positionEncodings ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        snippetSupport = capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false
        pullDiagnostics = capabilities?.textDocument?.diagnostic != nil
        workDoneProgress = capabilities?.window?.workDoneProgress ?? false
        relatedInformation = capabilities?.textDocument?.publishDiagnostics?.relatedInformation ?? false
        verboseTrace = params.trace == "verbose"
        var folders = (params.workspaceFolders ?? []).map { DocumentURI.path($0.uri) }
        if folders.isEmpty, let root = params.rootUri.map(DocumentURI.path) ?? params.rootPath { folders = [root] }
        workspace.setFolders(folders)
        watchFiles = capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false

        var writer = JSONWriter(capacity: 1024)
        writer.raw(#"{"capabilities":{"positionEncoding":"#)
        writer.string(encoding.rawValue)
        writer.raw(#","textDocumentSync":{"openClose":true,"change":2,"save":{"includeText":false}}"#)
        writer.raw(##","completionProvider":{"triggerCharacters":[":",".","#","@","("," ",","],"resolveProvider":true}"##)
        writer.raw(#","hoverProvider":true,"inlayHintProvider":true,"executeCommandProvider":{"commands":["style.preview"]}"#)
        if pullDiagnostics {
            writer.raw(#","diagnosticProvider":{"identifier":"style-lsp","interFileDependencies":true,"workspaceDiagnostics":false}"#)
        }
        writer.raw(#","workspace":{"workspaceFolders":{"supported":true,"changeNotifications":true}}"#)
        writer.raw(#"},"serverInfo":{"name":"style-lsp","version":"#)
        writer.string(styleLSPServerVersion)
        writer.raw("}}")
        return writer.bytes
    }

    var watchFiles = false

    private func initialized() {
        if watchFiles {
            let registration = #"{"registrations":[{"id":"style-lsp-files","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"**/*.css"},{"globPattern":"**/.stylelsp.json"},{"globPattern":"**/*.xml"}]}}]}"#
            request("client/registerCapability", params: Array(registration.utf8))
        }
        indexWorkspace()
    }

    // MARK: - Output

    /// An outgoing message body in one piece.
    func output(_ body: [UInt8]) {
        body.withUnsafeBytes { outputPieces([$0]) }
    }

    func reply(_ id: RequestID?, rawResult: [UInt8]) {
        var writer = JSONWriter(capacity: rawResult.count + 64)
        writer.raw(#"{"jsonrpc":"2.0","id":"#)
        writer.raw(Array((id?.json ?? "null").utf8))
        writer.raw(#","result":"#)
        writer.raw(rawResult)
        writer.raw("}")
        output(writer.bytes)
    }

    func reply(_ id: RequestID?, error: ResponseError) {
        var writer = JSONWriter()
        writer.raw(#"{"jsonrpc":"2.0","id":"#)
        writer.raw(Array((id?.json ?? "null").utf8))
        writer.raw(#","error":{"code":"#)
        writer.number(error.code)
        writer.raw(#","message":"#)
        writer.string(error.message)
        writer.raw("}}")
        output(writer.bytes)
    }

    func notify(_ method: String, params: [UInt8]) {
        notify(method) { $0.raw(params) }
    }

    /// A notification whose params are written straight into the message.
    func notify(_ method: String, params: (inout JSONWriter) -> Void) {
        var writer = JSONWriter()
        writer.raw(#"{"jsonrpc":"2.0","method":"#)
        writer.string(method)
        writer.raw(#","params":"#)
        params(&writer)
        writer.raw("}")
        output(writer.bytes)
    }

    func request(_ method: String, params: [UInt8]) {
        var writer = JSONWriter(capacity: params.count + 64)
        writer.raw(#"{"jsonrpc":"2.0","id":"#)
        writer.number(nextOutgoingID)
        nextOutgoingID += 1
        writer.raw(#","method":"#)
        writer.string(method)
        writer.raw(#","params":"#)
        writer.raw(params)
        writer.raw("}")
        output(writer.bytes)
    }

    /// Logs to stderr, and to the client's log when it asked for verbose tracing.
    func trace(_ message: String) {
        log(message)
        if verboseTrace {
            var writer = JSONWriter()
            writer.raw(#"{"type":4,"message":"#)
            writer.string(message)
            writer.raw("}")
            notify("window/logMessage", params: writer.bytes)
        }
    }

    /// `Encodable` results, written with `JSONEncoder`.
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    func document(_ uri: String) throws -> OpenDocument {
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("\(uri) is not open")
        }
        return document
    }
}

/// Work finished off the message loop, delivered back to it.
public enum ServerEvent: Sendable {
    /// `progressToken`: the `$/progress` to end once the results are in use.
    case projectScanned(key: String, paths: [String], symbols: [String: DocumentSymbols], progressToken: String?)
    /// The layout's diagnostics of a document's version are due.
    case layoutCheck(uri: String, version: Int)
}

public let styleLSPServerVersion = "0.1.0"
