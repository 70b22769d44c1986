import Foundation

/// Every method the server serves, one row each: its name, whether it is a request, what it
/// does to the documents, the capability it contributes, and the handler. Adding a request is
/// adding a row (docs/architecture.md has the checklist); `initialize` builds the server's
/// capabilities from the rows, so a capability is never announced without its handler.
extension LanguageServer {
    struct MethodRow {
        /// What a method does to the server's documents.
        enum Access {
            /// Starts, stops or configures the server.
            case lifecycle
            /// Answers from a document's current snapshot: an edit queued behind it for that
            /// document makes the answer stale (`ContentModified`).
            case readsDocument
            /// Changes documents, the workspace or settings.
            case writes
        }

        let name: String
        let isRequest: Bool
        let access: Access
        /// Adds what the method offers to the capabilities sent in `initialize`.
        let contribute: (inout ServerCapabilities, LanguageServer) -> Void
        /// Decodes the params, runs the handler and (for a request) replies.
        let run: (LanguageServer, IncomingMessage, RequestID?) throws -> Void

        /// A request answered at once.
        static func request<M: RequestMethod>(
            _ method: M.Type, _ access: Access, contribute: @escaping (inout ServerCapabilities, LanguageServer) -> Void = { _, _ in },
            _ handler: @escaping (LanguageServer) -> (M.Params) throws -> M.Result
        ) -> MethodRow {
            MethodRow(name: M.name, isRequest: true, access: access, contribute: contribute) { server, message, id in
                let result = try handler(server)(try message.params(M.Params.self))
                server.reply(id, result: result)
            }
        }

        /// A request answered later, once work off the loop is done: the handler gets a
        /// `Responder` to reply with.
        static func deferredRequest<M: RequestMethod>(
            _ method: M.Type, _ access: Access, contribute: @escaping (inout ServerCapabilities, LanguageServer) -> Void = { _, _ in },
            _ handler: @escaping (LanguageServer) -> (M.Params, Responder<M.Result>) throws -> Void
        ) -> MethodRow {
            MethodRow(name: M.name, isRequest: true, access: access, contribute: contribute) { server, message, id in
                guard let id else { return }
                server.deferredRequests[id] = M.name
                try handler(server)(try message.params(M.Params.self), Responder(id: id))
            }
        }

        /// A request that reads whole projects (navigation across files): answered once the
        /// projects it reads are indexed (`whenIndexed`), at once when they are. Before the
        /// index, the names in closed files are unknown: a rename would miss them. An edit of
        /// the document meanwhile makes the request's position stale (`ContentModified`).
        static func projectRequest<M: RequestMethod>(
            _ method: M.Type, _ access: Access, contribute: @escaping (inout ServerCapabilities, LanguageServer) -> Void = { _, _ in },
            _ handler: @escaping (LanguageServer) -> (M.Params) throws -> M.Result
        ) -> MethodRow {
            MethodRow(name: M.name, isRequest: true, access: access, contribute: contribute) { server, message, id in
                let params = try message.params(M.Params.self)
                let uri = try? message.params(TextDocumentParams.self).textDocument.uri
                let projects = server.projectsRead(from: uri)
                guard let id, projects.contains(where: { !$0.isIndexed }) else {
                    return server.reply(id, result: try handler(server)(params))
                }
                server.deferredRequests[id] = M.name
                let responder = Responder<M.Result>(id: id)
                let version = uri.flatMap { server.documents[$0]?.version }
                server.whenIndexed(projects) { [weak server] in
                    guard let server, server.deferredRequests[id] != nil else { return }
                    guard uri.flatMap({ server.documents[$0]?.version }) == version else {
                        return responder.fail(.documentChanged(before: M.name), from: server)
                    }
                    do {
                        responder.reply(try handler(server)(params), from: server)
                    } catch {
                        responder.fail(.replying(to: M.name, error), from: server)
                    }
                }
            }
        }

        static func notification<M: NotificationMethod>(
            _ method: M.Type, _ access: Access, contribute: @escaping (inout ServerCapabilities, LanguageServer) -> Void = { _, _ in },
            _ handler: @escaping (LanguageServer) -> (M.Params) throws -> Void
        ) -> MethodRow {
            MethodRow(name: M.name, isRequest: false, access: access, contribute: contribute) { server, message, _ in
                try handler(server)(try message.params(M.Params.self))
            }
        }
    }

    /// A reply owed to a request whose answer comes later.
    struct Responder<Result: Encodable> {
        let id: RequestID

        /// Replies unless the request was cancelled meanwhile.
        func reply(_ result: Result, from server: LanguageServer) {
            guard server.deferredRequests.removeValue(forKey: id) != nil else { return }
            server.reply(id, result: result)
        }

        func fail(_ error: ResponseError, from server: LanguageServer) {
            guard server.deferredRequests[id] != nil else { return }
            server.reply(id, error: error)
        }
    }

    // Built once and never changed; the rows' closures run on the message loop only.
    nonisolated(unsafe) static let methods: [MethodRow] = [
        // Lifecycle
        .request(InitializeRequest.self, .lifecycle, LanguageServer.initialize),
        .notification(InitializedNotification.self, .lifecycle, LanguageServer.initialized),
        .request(ShutdownRequest.self, .lifecycle, LanguageServer.shutdown),
        .notification(ExitNotification.self, .lifecycle, LanguageServer.exit),
        .notification(SetTraceNotification.self, .lifecycle, LanguageServer.setTrace),
        .notification(CancelNotification.self, .lifecycle, LanguageServer.cancel),
        // Documents
        .notification(DidOpenNotification.self, .writes, contribute: { capabilities, server in
            capabilities.positionEncoding = server.client.encoding.rawValue
            capabilities.textDocumentSync = ServerCapabilities.TextDocumentSync()
        }, LanguageServer.didOpen),
        .notification(DidChangeNotification.self, .writes, LanguageServer.didChange),
        .notification(DidCloseNotification.self, .writes, LanguageServer.didClose),
        .notification(DidSaveNotification.self, .writes, LanguageServer.didSave),
        // Workspace
        .notification(DidChangeWatchedFilesNotification.self, .writes, LanguageServer.didChangeWatchedFiles),
        .notification(DidChangeConfigurationNotification.self, .writes, LanguageServer.didChangeConfiguration),
        .notification(DidChangeWorkspaceFoldersNotification.self, .writes, contribute: { capabilities, _ in
            capabilities.workspace = ServerCapabilities.Workspace()
        }, LanguageServer.didChangeWorkspaceFolders),
        // Features
        .deferredRequest(DocumentDiagnosticRequest.self, .readsDocument, contribute: { capabilities, server in
            guard server.client.pullDiagnostics else { return }
            capabilities.diagnosticProvider = ServerCapabilities.DiagnosticOptions(
                identifier: "style-lsp", interFileDependencies: true, workspaceDiagnostics: false)
        }, LanguageServer.pullDiagnostics),
        .request(HoverRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.hoverProvider = true }, LanguageServer.hover),
        .request(CompletionRequest.self, .readsDocument, contribute: { capabilities, _ in
            capabilities.completionProvider = ServerCapabilities.CompletionOptions(
                triggerCharacters: LanguageServer.completionTriggers, resolveProvider: true)
        }, LanguageServer.completion),
        .request(CompletionResolveRequest.self, .lifecycle, LanguageServer.resolveCompletion),
        .request(CodeActionRequest.self, .readsDocument, contribute: { capabilities, server in
            capabilities.codeActionProvider = ServerCapabilities.CodeActionOptions(
                codeActionKinds: LanguageServer.codeActionKinds, resolveProvider: server.client.codeActionResolve)
        }, LanguageServer.codeActions),
        .request(CodeActionResolveRequest.self, .lifecycle, LanguageServer.resolveCodeAction),
        .request(InlayHintRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.inlayHintProvider = true }, LanguageServer.inlayHints),
        // Navigation
        .projectRequest(DefinitionRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.definitionProvider = true }, LanguageServer.definition),
        .projectRequest(DeclarationRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.declarationProvider = true }, LanguageServer.declaration),
        .projectRequest(ReferencesRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.referencesProvider = true }, LanguageServer.references),
        .request(DocumentHighlightRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.documentHighlightProvider = true },
                 LanguageServer.documentHighlights),
        .projectRequest(PrepareRenameRequest.self, .readsDocument, LanguageServer.prepareRename),
        .projectRequest(RenameRequest.self, .readsDocument, contribute: { capabilities, server in
            capabilities.renameProvider = server.client.prepareRename ? .withPrepare : .enabled
        }, LanguageServer.rename),
        .request(DocumentSymbolRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.documentSymbolProvider = true },
                 LanguageServer.documentSymbols),
        .projectRequest(WorkspaceSymbolRequest.self, .lifecycle, contribute: { capabilities, _ in capabilities.workspaceSymbolProvider = true },
                 LanguageServer.workspaceSymbols),
        // Formatting
        .request(DocumentFormattingRequest.self, .readsDocument, contribute: { capabilities, _ in capabilities.documentFormattingProvider = true },
                 LanguageServer.formatting),
        .request(DocumentRangeFormattingRequest.self, .readsDocument, contribute: { capabilities, _ in
            capabilities.documentRangeFormattingProvider = true
        }, LanguageServer.rangeFormatting),
        .request(DocumentOnTypeFormattingRequest.self, .readsDocument, contribute: { capabilities, _ in
            capabilities.documentOnTypeFormattingProvider = ServerCapabilities.OnTypeFormattingOptions(
                firstTriggerCharacter: LanguageServer.onTypeFormattingTriggers[0], moreTriggerCharacter: Array(LanguageServer.onTypeFormattingTriggers.dropFirst()))
        }, LanguageServer.onTypeFormatting),
        .deferredRequest(PreviewRequest.self, .readsDocument, LanguageServer.previewRequest),
        .deferredRequest(ExecuteCommandRequest.self, .readsDocument, contribute: { capabilities, _ in
            capabilities.executeCommandProvider = ServerCapabilities.ExecuteCommandOptions(commands: [LanguageServer.previewCommand])
        }, LanguageServer.executeCommand),
    ]

    nonisolated(unsafe) static let methodsByName = Dictionary(uniqueKeysWithValues: methods.map { ($0.name, $0) })

    /// The capabilities every row contributes, for this client.
    func capabilities() -> ServerCapabilities {
        var capabilities = ServerCapabilities()
        for row in LanguageServer.methods { row.contribute(&capabilities, self) }
        return capabilities
    }
}
