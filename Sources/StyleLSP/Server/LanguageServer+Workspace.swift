import Foundation
import StyleParser
import StyleSemantics

/// The workspace: indexing the stylesheets on disk (read-only) so cross-file variables and
/// selectors work, and keeping up with changes to files, configuration and folders.
extension LanguageServer {
    /// Scans every workspace folder's project, off the message loop when there is one.
    func indexWorkspace() {
        for folder in workspace.folders {
            scan(workspace.project(for: URL(fileURLWithPath: folder).appendingPathComponent(".").path))
        }
    }

    func scan(_ index: WorkspaceIndex.ProjectIndex) {
        let project = index.project
        let key = index.key
        let token = "style-lsp/index/\(nextOutgoingID)"
        let showProgress = workDoneProgress
        if showProgress {
            request("window/workDoneProgress/create", params: Array(#"{"token":\#(JSONWriter.quoted(token))}"#.utf8))
            progress(token, #"{"kind":"begin","title":"Indexing stylesheets","cancellable":false,"percentage":0}"#)
        }
        let outputPieces = self.outputPieces
        let report: @Sendable (Int, Int) -> Void = { done, total in
            guard showProgress, total > 0, done % 25 == 0 || done == total else { return }
            let value = #"{"kind":"report","message":"\#(done)/\#(total) stylesheets","percentage":\#(done * 100 / total)}"#
            LanguageServer.progressMessage(token, value).withUnsafeBytes { outputPieces([$0]) }
        }
        let progressToken = showProgress ? token : nil
        if let post {
            backgroundScans.async {
                let (paths, symbols) = WorkspaceIndex.scan(project, progress: report)
                post(.projectScanned(key: key, paths: paths, symbols: symbols, progressToken: progressToken))
            }
        } else {
            let (paths, symbols) = WorkspaceIndex.scan(project, progress: report)
            handle(.projectScanned(key: key, paths: paths, symbols: symbols, progressToken: progressToken))
        }
    }

    func progress(_ token: String, _ value: String) {
        output(LanguageServer.progressMessage(token, value))
    }

    static func progressMessage(_ token: String, _ value: String) -> [UInt8] {
        Array(#"{"jsonrpc":"2.0","method":"$/progress","params":{"token":\#(JSONWriter.quoted(token)),"value":\#(value)}}"#.utf8)
    }

    /// Work finished off the loop.
    public func handle(_ event: ServerEvent) {
        switch event {
        case .projectScanned(let key, let paths, let symbols, let progressToken):
            // The progress ends once the index is in use.
            defer { if let progressToken { progress(progressToken, #"{"kind":"end","message":"\#(paths.count) stylesheets"}"#) } }
            guard let index = workspace.projects[key] else { return }
            index.stylesheetPaths = paths
            index.diskSymbols = symbols
            trace("indexed \(paths.count) stylesheets for \(key)")
            refreshOtherDocuments(of: index, except: nil)
        case .layoutCheck(let uri, let version):
            checkLayout(uri, version: version)
        }
    }

    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        var reindex = false
        for change in params.changes {
            let path = DocumentURI.path(change.uri)
            if path.hasSuffix("/" + ProjectConfiguration.fileName) {
                reindex = true
            } else if path.hasSuffix(".xml") {
                workspace.reloadAll()
            } else if path.hasSuffix(".css"), !documents.values.contains(where: { $0.path == path }) {
                workspace.refreshFile(path)
            }
        }
        if reindex {
            workspace.forgetProjects()
            indexWorkspace()
        }
        refreshAllDocuments()
    }

    func didChangeConfiguration() {
        workspace.reloadAll()
        refreshAllDocuments()
    }

    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
        var folders = workspace.folders
        folders.removeAll { folder in params.event.removed.contains { DocumentURI.path($0.uri) == folder } }
        folders.append(contentsOf: params.event.added.map { DocumentURI.path($0.uri) })
        workspace.setFolders(folders)
        workspace.forgetProjects()
        indexWorkspace()
        refreshAllDocuments()
    }

    func refreshAllDocuments() {
        for document in documents.values {
            analyzeAll(document)
        }
    }

    private func analyzeAll(_ document: OpenDocument) {
        document.symbols = document.analyzer.symbols(of: document.tree)
        let diagnostics = self.diagnostics(for: document)
        guard diagnostics != document.publishedDiagnostics else { return }
        document.publishedDiagnostics = diagnostics
        if pullDiagnostics {
            request("workspace/diagnostic/refresh", params: Array("null".utf8))
        } else {
            publish(uri: document.uri, version: document.version, diagnostics: diagnostics, document: document)
        }
    }
}
