import Foundation
import StyleParser

/// `initialize`, `initialized`, `shutdown`, `exit`, tracing, cancellation and the editor's
/// settings.
extension LanguageServer {
    /// Characters after which the client asks for completion by itself: a pseudo-class or a
    /// value after `:`, a nested property or class after `.`, an id or colour after `#`, a
    /// variable after `@`, a parameter after `(`. Not space: the list would pop up after
    /// every word.
    static let completionTriggers = [":", ".", "#", "@", "("]
    static let previewCommand = "style.preview"

    func initialize(_ params: InitializeParams) -> InitializeResult {
        state = .running
        clientProcessID = params.processId.map(Int32.init)
        let capabilities = params.capabilities
        client.encoding = Self.positionEncoding(
            offered: capabilities?.general?.positionEncodings, setting: params.initializationOptions.flatMap(EditorSettings.positionEncoding),
            clientName: params.clientInfo?.name)
        let completionItem = capabilities?.textDocument?.completion?.completionItem
        client.snippets = completionItem?.snippetSupport ?? false
        // A format list names the client's preference first; without one, markdown (what LSP's
        // clients mostly show).
        client.markdownHover = capabilities?.textDocument?.hover?.contentFormat?.first.map { $0 == "markdown" } ?? true
        client.markdownDocumentation = completionItem?.documentationFormat?.first.map { $0 == "markdown" } ?? true
        client.resolvesDocumentation = completionItem?.resolveSupport?.properties?.contains("documentation") ?? false
        client.pullDiagnostics = capabilities?.textDocument?.diagnostic != nil
        client.diagnosticRefresh = capabilities?.workspace?.diagnostics?.refreshSupport ?? false
        client.inlayHintRefresh = capabilities?.workspace?.inlayHint?.refreshSupport ?? false
        client.workDoneProgress = capabilities?.window?.workDoneProgress ?? false
        client.relatedInformation = capabilities?.textDocument?.publishDiagnostics?.relatedInformation ?? false
        client.watchFiles = capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
        client.configuration = capabilities?.workspace?.configuration ?? false
        client.codeActionResolve = capabilities?.textDocument?.codeAction?.resolveSupport?.properties.contains("edit") ?? false
        client.documentChanges = capabilities?.workspace?.workspaceEdit?.documentChanges ?? false
        client.definitionLinks = capabilities?.textDocument?.definition?.linkSupport ?? false
        client.declarationLinks = capabilities?.textDocument?.declaration?.linkSupport ?? false
        client.hierarchicalSymbols = capabilities?.textDocument?.documentSymbol?.hierarchicalDocumentSymbolSupport ?? false
        client.prepareRename = capabilities?.textDocument?.rename?.prepareSupport ?? false
        // VS Code and its forks run `editor.action.triggerSuggest`; others would report an
        // unknown command (a plugin can ask for it with the `retriggerCommand` option).
        let name = params.clientInfo?.name.lowercased() ?? ""
        if name.contains("visual studio code") || name.contains("vscode") || name.contains("vscodium") || name.contains("code - oss") {
            client.retriggerCommand = "editor.action.triggerSuggest"
        }
        if let command = params.initializationOptions?["retriggerCommand"]?.stringValue { client.retriggerCommand = command }
        client.projectChanged = params.initializationOptions?["projectChanged"] == .bool(true)
        verboseTrace = params.trace == "verbose"
        if let options = params.initializationOptions { settings = EditorSettings(options) }
        var folders = (params.workspaceFolders ?? []).map { DocumentURI.path($0.uri) }
        if folders.isEmpty, let root = params.rootUri.map(DocumentURI.path) ?? params.rootPath { folders = [root] }
        // A relative "folder" would be relative to wherever the server was started: not one.
        model.setFolders(folders.filter { $0.hasPrefix("/") })
        return InitializeResult(capabilities: self.capabilities(), serverInfo: ServerInfo(name: "style-lsp", version: styleLSPServerVersion))
    }

    /// How the client counts columns: one of the encodings it offers (ours, UTF-8, first; then
    /// LSP's default, UTF-16; then UTF-32); for a client that offers none, the
    /// `positionEncoding` initialization option when not `auto`, else what the client is known to
    /// count (Emacs's lsp-mode, `clientInfo` "emacs": characters), else UTF-16 as LSP says.
    static func positionEncoding(offered: [String]?, setting: LineIndex.Encoding?, clientName: String?) -> LineIndex.Encoding {
        if let offered, !offered.isEmpty {
            if let setting, offered.contains(setting.rawValue) { return setting }
            for preferred in [LineIndex.Encoding.utf8, .utf16, .utf32] where offered.contains(preferred.rawValue) { return preferred }
            return .utf16
        }
        if let setting { return setting }
        return clientName?.lowercased() == "emacs" ? .utf32 : .utf16
    }

    func initialized(_: NoParams) {
        if client.watchFiles {
            struct Registration: Encodable {
                struct Options: Encodable { var watchers: [[String: String]] }
                var id = "style-lsp-files"
                var method = DidChangeWatchedFilesNotification.name
                var registerOptions = Options(watchers: ["**/*.css", "**/*.icss", "**/*.iss", "**/.stylelsp.json", "**/*.xml"].map { ["globPattern": $0] })
            }
            request("client/registerCapability", ["registrations": [Registration()]])
        }
        fetchSettings()
        indexWorkspace()
    }

    func shutdown(_: NoParams) -> RawJSON {
        state = .shutDown
        return .null
    }

    func exit(_: NoParams) {
        exitCode = state == .shutDown ? 0 : 1
    }

    func setTrace(_ params: SetTraceParams) {
        verboseTrace = params.value == "verbose"
    }

    /// A cancellation of a request answered later (those answered at once were cancelled
    /// before they ran, when queued behind them).
    func cancel(_ params: CancelParams) {
        guard let method = deferredRequests[params.id] else { return }
        reply(params.id, error: ResponseError(code: ResponseError.requestCancelled, message: "\(method) was cancelled"))
    }

    // MARK: - Settings

    /// Asks the client for the `stylelsp` settings (when it answers `workspace/configuration`).
    func fetchSettings() {
        guard client.configuration else { return }
        request("workspace/configuration", ["items": [["section": EditorSettings.section]]]) { [weak self] result in
            guard let self, case .success(.array(let values)) = result, let value = values.first else { return }
            let settings = EditorSettings(value)
            guard settings != self.settings else { return }
            self.settings = settings
            self.model.setRuleOverrides(settings.rules)
            self.refreshAllDocuments()
        }
    }
}

/// The editor's settings for the server (section `stylelsp`): defaults for the layout preview,
/// and rule severities that apply where the project's `.stylelsp.json` sets none.
struct EditorSettings: Equatable {
    static let section = "stylelsp"

    var previewDevice: String?
    var previewOrientation: String?
    var rules: [String: String] = [:]

    init() {}

    /// The `positionEncoding` initialization option (`utf-8`, `utf-16`, `utf-32`; `auto` or
    /// none: nil), at the top or under `stylelsp`.
    static func positionEncoding(_ options: JSONValue) -> LineIndex.Encoding? {
        let value = options["positionEncoding"] ?? options[section]?["positionEncoding"]
        guard let text = value?.stringValue?.lowercased().replacingOccurrences(of: "utf8", with: "utf-8")
            .replacingOccurrences(of: "utf16", with: "utf-16").replacingOccurrences(of: "utf32", with: "utf-32") else { return nil }
        return LineIndex.Encoding(rawValue: text)
    }

    /// Reads `{"preview": {"device", "orientation"}, "rules": {code: severity}}`; also the same
    /// nested under `stylelsp` (as `didChangeConfiguration` and initialization options send it).
    /// An empty or blank setting is unset, as null is: editors send their settings' `""`
    /// defaults as they are.
    init(_ value: JSONValue) {
        let root = value[EditorSettings.section] ?? value
        func text(_ value: JSONValue?) -> String? {
            guard let text = value?.stringValue?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        previewDevice = text(root["preview"]?["device"])
        previewOrientation = text(root["preview"]?["orientation"])
        if case .object(let members)? = root["rules"] {
            for member in members { if let severity = member.value.stringValue { rules[member.key] = severity } }
        }
    }
}
