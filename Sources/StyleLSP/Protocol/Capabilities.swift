/// `initialize`: what the client can do (the parts the server reads) and what the server
/// offers. The server's capabilities are not written here by hand: each row of
/// `LanguageServer.methods` adds what its method contributes.

public struct InitializeParams: Decodable, Sendable {
    public var processId: Int?
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities?
    public var trace: String?
    public var initializationOptions: JSONValue?
    public var clientInfo: ClientInfo?

    public struct ClientInfo: Decodable, Sendable {
        public var name: String
        public var version: String?
    }
}

public struct ClientCapabilities: Decodable, Sendable {
    public struct General: Decodable, Sendable {
        public var positionEncodings: [String]?
    }

    public struct TextDocument: Decodable, Sendable {
        public struct Completion: Decodable, Sendable {
            public struct Item: Decodable, Sendable {
                public struct ResolveSupport: Decodable, Sendable {
                    public var properties: [String]?
                }
                public var snippetSupport: Bool?
                /// The formats the client shows documentation in, preferred first.
                public var documentationFormat: [String]?
                public var resolveSupport: ResolveSupport?
            }
            public var completionItem: Item?
        }

        public struct Hover: Decodable, Sendable {
            /// The formats the client shows a hover in, preferred first.
            public var contentFormat: [String]?
        }

        public struct Diagnostic: Decodable, Sendable {
            public var dynamicRegistration: Bool?
        }

        public struct PublishDiagnostics: Decodable, Sendable {
            public var relatedInformation: Bool?
        }

        public struct CodeAction: Decodable, Sendable {
            public struct ResolveSupport: Decodable, Sendable {
                public var properties: [String]
            }
            public var resolveSupport: ResolveSupport?
            /// Present when the client understands `CodeAction` literals (not only commands).
            public var codeActionLiteralSupport: JSONValue?
        }

        /// `definition` and `declaration`: whether the answer may be `LocationLink`s.
        public struct LinkSupport: Decodable, Sendable {
            public var linkSupport: Bool?
        }

        public struct DocumentSymbol: Decodable, Sendable {
            public var hierarchicalDocumentSymbolSupport: Bool?
        }

        public struct Rename: Decodable, Sendable {
            public var prepareSupport: Bool?
        }

        public var completion: Completion?
        public var hover: Hover?
        public var diagnostic: Diagnostic?
        public var publishDiagnostics: PublishDiagnostics?
        public var codeAction: CodeAction?
        public var definition: LinkSupport?
        public var declaration: LinkSupport?
        public var documentSymbol: DocumentSymbol?
        public var rename: Rename?
    }

    public struct Window: Decodable, Sendable {
        public var workDoneProgress: Bool?
    }

    public struct Workspace: Decodable, Sendable {
        public struct DidChangeWatchedFiles: Decodable, Sendable {
            public var dynamicRegistration: Bool?
        }
        /// `workspace.diagnostics` / `workspace.inlayHint`: whether the client takes refresh requests.
        public struct Refresh: Decodable, Sendable {
            public var refreshSupport: Bool?
        }
        public struct WorkspaceEdit: Decodable, Sendable {
            public var documentChanges: Bool?
        }
        public var didChangeWatchedFiles: DidChangeWatchedFiles?
        public var workspaceEdit: WorkspaceEdit?
        public var diagnostics: Refresh?
        public var inlayHint: Refresh?
        public var configuration: Bool?
    }

    public var general: General?
    public var textDocument: TextDocument?
    public var window: Window?
    public var workspace: Workspace?
}

public struct ServerCapabilities: Encodable, Sendable {
    public struct TextDocumentSync: Encodable, Sendable {
        public struct Save: Encodable, Sendable { public var includeText = false }
        public var openClose = true
        /// 2: incremental.
        public var change = 2
        public var save = Save()
    }

    public struct CompletionOptions: Encodable, Sendable {
        public var triggerCharacters: [String]
        public var resolveProvider: Bool
    }

    public struct ExecuteCommandOptions: Encodable, Sendable {
        public var commands: [String]
    }

    public struct DiagnosticOptions: Encodable, Sendable {
        public var identifier: String
        public var interFileDependencies: Bool
        public var workspaceDiagnostics: Bool
    }

    public struct CodeActionOptions: Encodable, Sendable {
        public var codeActionKinds: [String]
        public var resolveProvider: Bool
    }

    public struct Workspace: Encodable, Sendable {
        public struct Folders: Encodable, Sendable {
            public var supported = true
            public var changeNotifications = true
        }
        public var workspaceFolders = Folders()
    }

    /// `true`, or the options when the client prepares renames.
    public enum RenameProvider: Encodable, Sendable {
        case enabled
        case withPrepare

        public func encode(to encoder: Encoder) throws {
            switch self {
            case .enabled:
                var container = encoder.singleValueContainer()
                try container.encode(true)
            case .withPrepare:
                try ["prepareProvider": true].encode(to: encoder)
            }
        }
    }

    public var positionEncoding: String?
    public var textDocumentSync: TextDocumentSync?
    public var completionProvider: CompletionOptions?
    public var hoverProvider: Bool?
    public var codeActionProvider: CodeActionOptions?
    public var inlayHintProvider: Bool?
    public var executeCommandProvider: ExecuteCommandOptions?
    public var diagnosticProvider: DiagnosticOptions?
    public var definitionProvider: Bool?
    public var declarationProvider: Bool?
    public var referencesProvider: Bool?
    public var documentHighlightProvider: Bool?
    public var renameProvider: RenameProvider?
    public var documentSymbolProvider: Bool?
    public var workspaceSymbolProvider: Bool?
    public var documentFormattingProvider: Bool?
    public var documentRangeFormattingProvider: Bool?
    public var documentOnTypeFormattingProvider: OnTypeFormattingOptions?
    public var workspace: Workspace?

    public struct OnTypeFormattingOptions: Encodable, Sendable {
        public var firstTriggerCharacter: String
        public var moreTriggerCharacter: [String]?
    }
}

public struct ServerInfo: Encodable, Sendable {
    public var name: String
    public var version: String
}

public struct InitializeResult: Encodable, Sendable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo
}
