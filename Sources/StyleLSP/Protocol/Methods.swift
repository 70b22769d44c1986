import StyleLayout

/// A request the server answers: its method name, what its params decode to and what its
/// result encodes from. Each is served by one row of `LanguageServer.methods`.
public protocol RequestMethod {
    associatedtype Params: Decodable & Sendable
    associatedtype Result: Encodable
    static var name: String { get }
}

/// A notification the server handles.
public protocol NotificationMethod {
    associatedtype Params: Decodable & Sendable
    static var name: String { get }
}

/// Params of methods that take none (`shutdown`, `exit`); whatever is sent is ignored.
public struct NoParams: Decodable, Sendable {
    public init() {}
    public init(from decoder: Decoder) throws {}
}

// MARK: - Lifecycle

public enum InitializeRequest: RequestMethod {
    public typealias Params = InitializeParams
    public typealias Result = InitializeResult
    public static let name = "initialize"
}

public enum InitializedNotification: NotificationMethod {
    public typealias Params = NoParams
    public static let name = "initialized"
}

public enum ShutdownRequest: RequestMethod {
    public typealias Params = NoParams
    public typealias Result = RawJSON
    public static let name = "shutdown"
}

public enum ExitNotification: NotificationMethod {
    public typealias Params = NoParams
    public static let name = "exit"
}

public struct SetTraceParams: Decodable, Sendable {
    public var value: String
}

public enum SetTraceNotification: NotificationMethod {
    public typealias Params = SetTraceParams
    public static let name = "$/setTrace"
}

public struct CancelParams: Decodable, Sendable {
    public var id: RequestID
}

public enum CancelNotification: NotificationMethod {
    public typealias Params = CancelParams
    public static let name = "$/cancelRequest"
}

// MARK: - Documents

public struct DidOpenTextDocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentItem
}

public enum DidOpenNotification: NotificationMethod {
    public typealias Params = DidOpenTextDocumentParams
    public static let name = "textDocument/didOpen"
}

public struct TextDocumentContentChangeEvent: Decodable, Sendable {
    /// Absent: the whole document.
    public var range: LSPRange?
    public var text: String
}

public struct DidChangeTextDocumentParams: Decodable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public enum DidChangeNotification: NotificationMethod {
    public typealias Params = DidChangeTextDocumentParams
    public static let name = "textDocument/didChange"
}

public struct TextDocumentParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public enum DidCloseNotification: NotificationMethod {
    public typealias Params = TextDocumentParams
    public static let name = "textDocument/didClose"
}

public enum DidSaveNotification: NotificationMethod {
    public typealias Params = TextDocumentParams
    public static let name = "textDocument/didSave"
}

// MARK: - Workspace

public struct FileEvent: Decodable, Sendable {
    public var uri: String
    public var type: Int
}

public struct DidChangeWatchedFilesParams: Decodable, Sendable {
    public var changes: [FileEvent]
}

public enum DidChangeWatchedFilesNotification: NotificationMethod {
    public typealias Params = DidChangeWatchedFilesParams
    public static let name = "workspace/didChangeWatchedFiles"
}

public struct DidChangeConfigurationParams: Decodable, Sendable {
    public var settings: JSONValue?
}

public enum DidChangeConfigurationNotification: NotificationMethod {
    public typealias Params = DidChangeConfigurationParams
    public static let name = "workspace/didChangeConfiguration"
}

public struct DidChangeWorkspaceFoldersParams: Decodable, Sendable {
    public struct Event: Decodable, Sendable {
        public var added: [WorkspaceFolder]
        public var removed: [WorkspaceFolder]
    }
    public var event: Event
}

public enum DidChangeWorkspaceFoldersNotification: NotificationMethod {
    public typealias Params = DidChangeWorkspaceFoldersParams
    public static let name = "workspace/didChangeWorkspaceFolders"
}

// MARK: - Features

public struct TextDocumentPositionParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct Hover: Encodable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

public enum HoverRequest: RequestMethod {
    public typealias Params = TextDocumentPositionParams
    public typealias Result = Hover?
    public static let name = "textDocument/hover"
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

public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    public var kind: Int?
    public var detail: String?
    public var documentation: MarkupContent?
    public var sortText: String?
    public var filterText: String?
    /// 1 plain text, 2 snippet.
    public var insertTextFormat: Int?
    public var textEdit: LSPTextEdit?
    public var command: Command?
    /// What `completionItem/resolve` needs to find the item's documentation.
    public var data: JSONValue?
}

public struct CompletionList: Encodable, Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

public enum CompletionRequest: RequestMethod {
    public typealias Params = CompletionParams
    public typealias Result = CompletionList
    public static let name = "textDocument/completion"
}

public enum CompletionResolveRequest: RequestMethod {
    public typealias Params = CompletionItem
    public typealias Result = CompletionItem
    public static let name = "completionItem/resolve"
}

public struct InlayHintParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
}

public struct InlayHint: Encodable, Sendable, Hashable {
    public var position: Position
    public var label: String
    /// 1: a type hint (the frame a declaration computes).
    public var kind: Int
    public var paddingLeft: Bool
    public var tooltip: String?
}

public enum InlayHintRequest: RequestMethod {
    public typealias Params = InlayHintParams
    public typealias Result = [InlayHint]
    public static let name = "textDocument/inlayHint"
}

public struct DocumentDiagnosticParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var previousResultId: String?
}

/// A full report; its items are written by hand (`LanguageServer+Diagnostics`): thousands of
/// diagnostics are megabytes, and their JSON is kept between versions.
public struct DocumentDiagnosticReport: Encodable, Sendable {
    public var kind = "full"
    public var resultId: String?
    public var items: RawJSON
}

public enum DocumentDiagnosticRequest: RequestMethod {
    public typealias Params = DocumentDiagnosticParams
    public typealias Result = DocumentDiagnosticReport
    public static let name = "textDocument/diagnostic"
}

public struct CodeActionParams: Decodable, Sendable {
    public struct Context: Decodable, Sendable {
        public var diagnostics: [DiagnosticReference]
        public var only: [String]?
    }
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: Context
}

/// Edits of several documents: `documentChanges` (each document's version checked) for a
/// client that declares `workspace.workspaceEdit.documentChanges`, `changes` for the others.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public struct TextDocumentEdit: Codable, Hashable, Sendable {
        public var textDocument: OptionalVersionedTextDocumentIdentifier
        public var edits: [LSPTextEdit]
    }
    public var changes: [String: [LSPTextEdit]]?
    public var documentChanges: [TextDocumentEdit]?
}

public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind: String?
    public var diagnostics: [DiagnosticReference]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    /// Where the fix is, for `codeAction/resolve`.
    public var data: JSONValue?
}

public enum CodeActionRequest: RequestMethod {
    public typealias Params = CodeActionParams
    public typealias Result = [CodeAction]
    public static let name = "textDocument/codeAction"
}

public enum CodeActionResolveRequest: RequestMethod {
    public typealias Params = CodeAction
    public typealias Result = CodeAction
    public static let name = "codeAction/resolve"
}

// MARK: - Formatting

/// The editor's formatting options: the last word where the project and `.editorconfig` say
/// nothing. (Other keys the client may send are not read.)
public struct FormattingOptions: Decodable, Sendable {
    public var tabSize: Int?
    public var insertSpaces: Bool?
    public var insertFinalNewline: Bool?
}

public struct DocumentFormattingParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var options: FormattingOptions?
}

public enum DocumentFormattingRequest: RequestMethod {
    public typealias Params = DocumentFormattingParams
    public typealias Result = [LSPTextEdit]
    public static let name = "textDocument/formatting"
}

public struct DocumentRangeFormattingParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var options: FormattingOptions?
}

public enum DocumentRangeFormattingRequest: RequestMethod {
    public typealias Params = DocumentRangeFormattingParams
    public typealias Result = [LSPTextEdit]
    public static let name = "textDocument/rangeFormatting"
}

public struct DocumentOnTypeFormattingParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var ch: String
    public var options: FormattingOptions?
}

public enum DocumentOnTypeFormattingRequest: RequestMethod {
    public typealias Params = DocumentOnTypeFormattingParams
    public typealias Result = [LSPTextEdit]
    public static let name = "textDocument/onTypeFormatting"
}

// MARK: - The layout preview

public struct PreviewParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var width: Double?
    public var height: Double?
    public var orientation: String?
    public var columns: Int?
    public var device: String?
    public var unicode: Bool?
    /// Asks for the picture too (`PreviewResult.svg`), drawn so.
    public var svg: PreviewSVGParams?

    public init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

/// How `style/preview` draws its SVG picture (`style-lsp preview --format svg`'s options).
public struct PreviewSVGParams: Codable, Sendable {
    /// `light` (the default) or `dark`: the system appearance the app is drawn in.
    public var theme: String?
    /// Pixels per point of the picture (1 by default); its names and marks are drawn for it.
    public var scale: Double?
    /// Each view's outline and name over the picture (true by default).
    public var outlines: Bool?
}

/// The drawing with the frames it shows (the `--format json` document of `style-lsp preview`).
public struct PreviewResult: Encodable, Sendable {
    /// The text drawing, then the legend.
    public var text: String
    /// The legend alone: each view's frame with its notes (zero size, outside its superview,
    /// off the screen, …), and remarks on the preview as a whole.
    public var legend: String
    /// The picture as SVG, when the params asked for it.
    public var svg: String?
    public var width: Double
    public var height: Double
    public var orientation: String
    public var views: [PreviewView]
}

public enum PreviewRequest: RequestMethod {
    public typealias Params = PreviewParams
    public typealias Result = PreviewResult
    public static let name = "style/preview"
}

public struct ExecuteCommandParams: Decodable, Sendable {
    public var command: String
    public var arguments: [JSONValue]?
}

public enum ExecuteCommandRequest: RequestMethod {
    public typealias Params = ExecuteCommandParams
    public typealias Result = PreviewResult
    public static let name = "workspace/executeCommand"
}

// MARK: - Navigation

public enum DefinitionRequest: RequestMethod {
    public typealias Params = TextDocumentPositionParams
    public typealias Result = Locations
    public static let name = "textDocument/definition"
}

public enum DeclarationRequest: RequestMethod {
    public typealias Params = TextDocumentPositionParams
    public typealias Result = Locations
    public static let name = "textDocument/declaration"
}

/// Where a definition or declaration is: links (with the whole target and the name in it) for
/// a client that declares `linkSupport`, plain locations for the others.
public enum Locations: Encodable, Sendable, Equatable {
    case locations([Location])
    case links([LocationLink])

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .locations(let locations): try locations.encode(to: encoder)
        case .links(let links): try links.encode(to: encoder)
        }
    }
}

public struct LocationLink: Codable, Hashable, Sendable {
    /// The span of the name the request was made on.
    public var originSelectionRange: LSPRange?
    public var targetUri: String
    public var targetRange: LSPRange
    public var targetSelectionRange: LSPRange

    public init(originSelectionRange: LSPRange?, targetUri: String, targetRange: LSPRange, targetSelectionRange: LSPRange) {
        self.originSelectionRange = originSelectionRange
        self.targetUri = targetUri
        self.targetRange = targetRange
        self.targetSelectionRange = targetSelectionRange
    }
}

public struct ReferenceParams: Decodable, Sendable {
    public struct Context: Decodable, Sendable {
        public var includeDeclaration: Bool
    }
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}

public enum ReferencesRequest: RequestMethod {
    public typealias Params = ReferenceParams
    public typealias Result = [Location]
    public static let name = "textDocument/references"
}

public enum DocumentHighlightKind: Int, Codable, Sendable {
    case text = 1, read = 2, write = 3
}

public struct DocumentHighlight: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var kind: DocumentHighlightKind

    public init(range: LSPRange, kind: DocumentHighlightKind) {
        self.range = range
        self.kind = kind
    }
}

public enum DocumentHighlightRequest: RequestMethod {
    public typealias Params = TextDocumentPositionParams
    public typealias Result = [DocumentHighlight]
    public static let name = "textDocument/documentHighlight"
}

public struct PrepareRenameResult: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var placeholder: String

    public init(range: LSPRange, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}

public enum PrepareRenameRequest: RequestMethod {
    public typealias Params = TextDocumentPositionParams
    public typealias Result = PrepareRenameResult
    public static let name = "textDocument/prepareRename"
}

public struct RenameParams: Decodable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}

public enum RenameRequest: RequestMethod {
    public typealias Params = RenameParams
    public typealias Result = WorkspaceEdit
    public static let name = "textDocument/rename"
}

public enum SymbolKind: Int, Codable, Sendable {
    case file = 1, module, namespace, package, `class`, method, property, field, constructor, `enum`, interface, function, variable,
        constant, string, number, boolean, array, object, key, null, enumMember, `struct`, event, `operator`, typeParameter
}

public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?

    public init(name: String, detail: String?, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

public struct SymbolInformation: Codable, Hashable, Sendable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?
}

/// A document's symbols: nested for a client that declares
/// `hierarchicalDocumentSymbolSupport`, a flat list with containers for the others.
public enum DocumentSymbols: Encodable, Sendable, Equatable {
    case hierarchical([DocumentSymbol])
    case flat([SymbolInformation])

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .hierarchical(let symbols): try symbols.encode(to: encoder)
        case .flat(let symbols): try symbols.encode(to: encoder)
        }
    }
}

public enum DocumentSymbolRequest: RequestMethod {
    public typealias Params = TextDocumentParams
    public typealias Result = DocumentSymbols
    public static let name = "textDocument/documentSymbol"
}

public struct WorkspaceSymbolParams: Decodable, Sendable {
    public var query: String
}

public enum WorkspaceSymbolRequest: RequestMethod {
    public typealias Params = WorkspaceSymbolParams
    public typealias Result = [SymbolInformation]
    public static let name = "workspace/symbol"
}

// MARK: - Notifications to the client

/// `style/projectChanged`: what the stylesheets of a project are styled and laid out with
/// changed (its index was built, a view definition or another stylesheet changed on disk or in
/// the editor), so previews of its open stylesheets may show something else now. Sent to
/// clients that ask for it with the initialization option `"projectChanged": true`.
public struct ProjectChangedParams: Encodable, Sendable, Equatable {
    /// The project's root folder, as a file URI.
    public var root: String
    /// The open stylesheets of the project whose preview may have changed (not the one whose
    /// own edit changed the project: its client knows).
    public var documents: [String]
}

public enum ProjectChangedNotification {
    public static let name = "style/projectChanged"
}
