import Foundation

// The parts of LSP 3.17 the server reads and writes. Incoming types decode leniently: fields
// the server does not use are ignored, optional ones may be missing.

public struct Position: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String

    public init(uri: String) {
        self.uri = uri
    }
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int?
}

public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct WorkspaceFolder: Codable, Hashable, Sendable {
    public var uri: String
    public var name: String?
}

// MARK: - Initialize

public struct InitializeParams: Decodable, Sendable {
    public var processId: Int?
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities?
    public var trace: String?
}

public struct ClientCapabilities: Decodable, Sendable {
    public struct General: Decodable, Sendable {
        public var positionEncodings: [String]?
    }

    public struct TextDocument: Decodable, Sendable {
        public struct Completion: Decodable, Sendable {
            public struct Item: Decodable, Sendable {
                public var snippetSupport: Bool?
            }
            public var completionItem: Item?
        }

        public struct Diagnostic: Decodable, Sendable {
            public var dynamicRegistration: Bool?
        }

        public struct PublishDiagnostics: Decodable, Sendable {
            public var relatedInformation: Bool?
            public var tagSupport: JSONAny?
        }

        public var completion: Completion?
        public var diagnostic: Diagnostic?
        public var publishDiagnostics: PublishDiagnostics?
    }

    public struct Window: Decodable, Sendable {
        public var workDoneProgress: Bool?
    }

    public struct Workspace: Decodable, Sendable {
        public struct DidChangeWatchedFiles: Decodable, Sendable {
            public var dynamicRegistration: Bool?
        }
        public var didChangeWatchedFiles: DidChangeWatchedFiles?
    }

    public var general: General?
    public var textDocument: TextDocument?
    public var window: Window?
    public var workspace: Workspace?
}

/// Any JSON value, ignored.
public struct JSONAny: Decodable, Sendable, Hashable {
    public init(from decoder: Decoder) throws {}
}

// MARK: - Documents

public struct DidOpenTextDocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentItem
}

public struct TextDocumentContentChangeEvent: Decodable, Sendable {
    /// Absent: the whole document.
    public var range: LSPRange?
    public var rangeLength: Int?
    public var text: String
}

public struct DidChangeTextDocumentParams: Decodable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct TextDocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct TextDocumentPositionParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct CompletionParams: Decodable, Sendable {
    public struct Context: Decodable, Sendable {
        public var triggerKind: Int?
        public var triggerCharacter: String?
    }
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}

public struct CancelParams: Decodable, Sendable {
    public var id: RequestID
}

public struct SetTraceParams: Decodable, Sendable {
    public var value: String
}

public struct FileEvent: Decodable, Sendable {
    public var uri: String
    public var type: Int
}

public struct DidChangeWatchedFilesParams: Decodable, Sendable {
    public var changes: [FileEvent]
}

public struct DidChangeWorkspaceFoldersParams: Decodable, Sendable {
    public struct Event: Decodable, Sendable {
        public var added: [WorkspaceFolder]
        public var removed: [WorkspaceFolder]
    }
    public var event: Event
}

// MARK: - Results

public struct MarkupContent: Encodable, Sendable, Hashable {
    public var kind = "markdown"
    public var value: String
}

public struct Hover: Encodable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

public struct CompletionItem: Codable, Sendable, Hashable {
    public var label: String
    public var kind: Int?
    public var detail: String?
    public var documentation: MarkupContentCodable?
    public var sortText: String?
    public var filterText: String?
    public var insertText: String?
    /// 1 plain text, 2 snippet.
    public var insertTextFormat: Int?
    public var textEdit: TextEdit?
    public var command: Command?
    /// Where the item came from, for `completionItem/resolve`.
    public var data: String?

    public struct TextEdit: Codable, Sendable, Hashable {
        public var range: LSPRange
        public var newText: String
    }

    public struct Command: Codable, Sendable, Hashable {
        public var title: String
        public var command: String
    }
}

public struct MarkupContentCodable: Codable, Sendable, Hashable {
    public var kind: String
    public var value: String
}

public struct CompletionList: Encodable, Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}
