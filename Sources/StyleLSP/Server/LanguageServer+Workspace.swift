import Foundation
import StyleParser
import StyleSemantics

/// The workspace: indexing the stylesheets on disk (read-only) so cross-file variables and
/// selectors work, and keeping up with changes to files, configuration and folders.
extension LanguageServer {
    /// Indexes every workspace folder's project.
    func indexWorkspace() {
        for folder in workspace.folders {
            ensureIndexed(workspace.project(for: URL(fileURLWithPath: folder).appendingPathComponent(".").path))
        }
    }

    /// Starts indexing a project unless it is indexed or being indexed: a document opened
    /// outside every workspace folder has its own folder as its project, indexed too.
    func ensureIndexed(_ index: WorkspaceIndex.ProjectIndex) {
        guard !index.isIndexed, !index.isIndexing else { return }
        index.isIndexing = true
        let root = index.root
        let token = "style-lsp/index/\(nextOutgoingID)"
        let showProgress = client.workDoneProgress
        struct Progress: Encodable {
            var kind: String
            var title: String?
            var message: String?
            var percentage: Int?
        }
        if showProgress {
            request("window/workDoneProgress/create", ["token": token])
            notify("$/progress", ProgressParams(token: token, value: Progress(kind: "begin", title: "Indexing stylesheets", message: nil, percentage: 0)))
        }
        let outputPieces = self.outputPieces
        let report: @Sendable (Int, Int) -> Void = { done, total in
            guard showProgress, total > 0, done % 25 == 0 || done == total else { return }
            let message = ProgressParams(token: token, value: Progress(kind: "report", title: nil, message: "\(done)/\(total) stylesheets", percentage: done * 100 / total))
            guard let params = try? JSONOutputEncoder().encode(message) else { return }
            let body = Array(#"{"jsonrpc":"2.0","method":"$/progress","params":"#.utf8) + params + [UInt8(ascii: "}")]
            body.withUnsafeBytes { outputPieces([$0]) }
        }
        let open = Set(documents.values.map(\.path))
        inBackground({ WorkspaceIndex.scan(root, open: open, progress: report) }, then: { [weak self, weak index] (scan: WorkspaceIndex.Scan) in
            guard let self else { return }
            // The progress ends once the index is in use.
            defer {
                if showProgress {
                    self.notify("$/progress", ProgressParams(token: token, value: Progress(kind: "end", title: nil, message: "\(scan.project.stylesheets.count) stylesheets", percentage: nil)))
                }
            }
            guard let index, self.workspace.projects[index.root] === index else { return }
            self.workspace.update(index, with: scan)
            index.isIndexing = false
            index.isIndexed = true
            self.trace("indexed \(scan.project.stylesheets.count) stylesheets and \(scan.project.viewDefinitions.count) view definitions for \(index.root.folder)")
            self.analyzeOthers(in: index, except: nil)
            let waiting = index.whenIndexed
            index.whenIndexed = []
            waiting.forEach { $0() }
        })
    }

    private struct ProgressParams<Value: Encodable>: Encodable {
        var token: String
        var value: Value
    }

    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        var reindex = false
        for change in params.changes {
            let path = DocumentURI.path(change.uri)
            if path.hasSuffix("/" + ProjectConfiguration.fileName) {
                reindex = true
            } else if path.hasSuffix(".xml") {
                if !documents.values.contains(where: { $0.path == path }) { readViewDefinition(path) }
            } else if [".css", ".icss", ".iss"].contains(where: path.hasSuffix), !documents.values.contains(where: { $0.path == path }) {
                workspace.refreshFile(path)
            }
        }
        if reindex {
            reindexWorkspace()
        }
        refreshAllDocuments()
    }

    func didChangeConfiguration(_ params: DidChangeConfigurationParams) {
        // Clients that push settings send them here; others are asked.
        if let value = params.settings, value != .null, value[EditorSettings.section] != nil {
            settings = EditorSettings(value)
            workspace.setRuleOverrides(settings.rules)
        } else {
            fetchSettings()
        }
        workspace.reloadAll()
        refreshAllDocuments()
    }

    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
        var folders = workspace.folders
        folders.removeAll { folder in params.event.removed.contains { DocumentURI.path($0.uri) == folder } }
        folders.append(contentsOf: params.event.added.map { DocumentURI.path($0.uri) })
        workspace.setFolders(folders)
        reindexWorkspace()
        refreshAllDocuments()
    }

    /// Forgets every project (a configuration file or a folder came or went) and indexes
    /// those of the folders and of the open documents afresh.
    private func reindexWorkspace() {
        workspace.forgetProjects()
        indexWorkspace()
        for document in documents.values { ensureIndexed(workspace.project(for: document.path)) }
    }
}
