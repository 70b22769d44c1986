import Foundation
import StyleParser
import StyleProject
import StyleSemantics

/// The workspace: indexing the stylesheets on disk (read-only) so cross-file variables and
/// selectors work, and keeping up with changes to files, configuration and folders.
extension LanguageServer {
    /// Indexes every workspace folder's project.
    func indexWorkspace() {
        for folder in model.folders {
            ensureIndexed(model.project(for: URL(fileURLWithPath: folder).appendingPathComponent(".").path))
        }
    }

    /// Starts indexing a project unless it is indexed or being indexed: a document opened
    /// outside every workspace folder has its own folder as its project, indexed too.
    func ensureIndexed(_ project: Project) {
        guard !project.isIndexed, !project.isIndexing else { return }
        project.isIndexing = true
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
        let scan = model.scanJob(for: project)
        inBackground({ scan(report) }, then: { [weak self, weak project] (scan: ProjectScan) in
            guard let self else { return }
            // The progress ends once the index is in use.
            defer {
                if showProgress {
                    self.notify("$/progress", ProgressParams(token: token, value: Progress(kind: "end", title: nil, message: "\(scan.stylesheets.count) stylesheets", percentage: nil)))
                }
            }
            guard let project, self.model.projects[project.root] === project else { return }
            self.model.take(scan, into: project)
            self.trace("indexed \(scan.stylesheets.count) stylesheets and \(scan.viewDefinitions.count) view definitions for \(project.folder)")
            self.analyzeOthers(in: project, except: nil)
            self.projectChanged(project)
            let waiting = project.whenIndexed
            project.whenIndexed = []
            waiting.forEach { $0() }
        })
    }

    /// How long an answer that reads whole projects waits for their index before it is made
    /// with what is known (an index dropped when its project was found afresh never finishes).
    static let indexWait = 5.0

    /// Calls `action` once: when every one of `projects` is indexed (at once if they are), or
    /// when `seconds` have passed, whichever comes first.
    func whenIndexed(_ projects: [Project], within seconds: Double = LanguageServer.indexWait, _ action: @escaping () -> Void) {
        let waiting = projects.filter { !$0.isIndexed }
        guard !waiting.isEmpty else { return action() }
        var remaining = waiting.count, done = false
        let finish = {
            guard !done else { return }
            done = true
            action()
        }
        for project in waiting {
            ensureIndexed(project)
            project.whenIndexed.append {
                remaining -= 1
                if remaining == 0 { finish() }
            }
        }
        after(seconds, finish)
    }

    /// The projects a request reads: the open document's (`uri`; none for a document that is
    /// not open, which the request refuses), or without one those of the workspace folders and
    /// of the open documents.
    func projectsRead(from uri: String?) -> [Project] {
        if let uri { return documents[uri].map { [model.project(for: $0.path)] } ?? [] }
        return workspaceProjects().map(\.project)
    }

    /// The projects of the workspace folders and of the open documents, each once, with a
    /// place in it.
    func workspaceProjects() -> [(place: String, project: Project)] {
        var seen: Set<ObjectIdentifier> = []
        let places = model.folders.map { URL(fileURLWithPath: $0).appendingPathComponent(".").path } + documents.values.map(\.path)
        return places.compactMap { place in
            let project = model.project(for: place)
            return seen.insert(ObjectIdentifier(project)).inserted ? (place, project) : nil
        }
    }

    private struct ProgressParams<Value: Encodable>: Encodable {
        var token: String
        var value: Value
    }

    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        var reindex = false
        for change in params.changes {
            let changed = model.fileChanged(DocumentURI.path(change.uri))
            if case .configuration = changed { reindex = true }
            if case .file(let project, _) = changed { projectChanged(project) }
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
            model.setRuleOverrides(settings.rules)
        } else {
            fetchSettings()
        }
        model.reloadConfigurations()
        refreshAllDocuments()
    }

    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
        var folders = model.folders
        folders.removeAll { folder in params.event.removed.contains { DocumentURI.path($0.uri) == folder } }
        folders.append(contentsOf: params.event.added.map { DocumentURI.path($0.uri) })
        model.setFolders(folders)
        reindexWorkspace()
        refreshAllDocuments()
    }

    /// Forgets every project (a configuration file or a folder came or went) and indexes
    /// those of the folders and of the open documents afresh.
    private func reindexWorkspace() {
        model.forgetProjects()
        indexWorkspace()
        for document in documents.values { ensureIndexed(model.project(for: document.path)) }
    }
}
