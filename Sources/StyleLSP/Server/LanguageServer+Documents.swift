import Foundation
import StyleParser
import StyleSemantics

/// Open documents: their lifecycle, the analysis of each version into a snapshot, and the one
/// path by which diagnostics reach the client.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        let document = OpenDocument(uri: item.uri, path: DocumentURI.path(item.uri), languageId: item.languageId, version: item.version, text: item.text)
        documents[item.uri] = document
        ensureIndexed(workspace.project(for: document.path))
        analyze(document, edited: true)
    }

    func didChange(_ params: DidChangeTextDocumentParams) {
        guard let document = documents[params.textDocument.uri] else {
            trace("didChange for \(params.textDocument.uri), which is not open")
            return
        }
        let version = params.textDocument.version ?? document.version + 1
        // Versions only grow; one that does not is taken as it comes (the text is what counts).
        if version <= document.version { trace("\(document.uri): version \(version) after \(document.version)") }
        document.apply(params.contentChanges, version: version, encoding: client.encoding)
        // While more edits to the same document wait, analysing this version is wasted work.
        if !moreEditsQueued(for: document.uri) { analyze(document, edited: true) }
    }

    func didClose(_ params: TextDocumentParams) {
        guard let document = documents.removeValue(forKey: params.textDocument.uri) else { return }
        document.layout.waitingPulls.forEach { $0() }
        // The file on disk is what the other stylesheets see now.
        workspace.refreshFile(document.path)
        if !client.pullDiagnostics { publish(uri: document.uri, version: nil, runs: []) }
        analyzeOthers(in: workspace.project(for: document.path), except: nil)
    }

    func didSave(_ params: TextDocumentParams) {
        // The open document's text is already what the analysis uses.
    }

    // MARK: - Analysis

    /// The current version's snapshot, analysing it first if an edit was not analysed yet.
    func snapshot(of document: OpenDocument) -> DocumentSnapshot {
        if let snapshot = document.snapshot, snapshot.version == document.version { return snapshot }
        return makeSnapshot(document)
    }

    @discardableResult
    private func makeSnapshot(_ document: OpenDocument) -> DocumentSnapshot {
        let project = workspace.project(for: document.path)
        document.symbols = document.analyzer.symbols(of: document.tree)
        let (symbols, file) = workspaceSymbols(for: document, in: project)
        // A file the project's configuration leaves out is web CSS, unless the editor says it
        // is InterfaCSS: features work, but it gets no diagnostics.
        let excluded = project.root.configuration != nil && !project.project.isStylesheet(document.path) && document.languageId != "interfacss"
        let diagnostics = excluded ? DocumentDiagnostics() : document.analyzer.diagnostics(
            of: document.tree, file: file, symbols: symbols, context: project.context, additional: document.layout.diagnostics)
        let snapshot = DocumentSnapshot(
            path: document.path, version: document.version, tree: document.tree, lines: document.lines, symbols: symbols, file: file,
            context: project.context, diagnostics: diagnostics)
        document.snapshot = snapshot
        return snapshot
    }

    /// Analyses the document's current version and delivers its diagnostics. `edited`: the
    /// text changed (its diagnostics are sent even when equal, and its layout is due; other
    /// documents of the project are analysed again when its variables or selectors changed).
    func analyze(_ document: OpenDocument, edited: Bool) {
        let previous = document.symbols
        makeSnapshot(document)
        deliver(document, always: edited)
        guard edited else { return }
        scheduleLayout(document)
        let symbols = document.symbols
        if previous.variables.map(\.name) != symbols.variables.map(\.name) || previous.variables.map(\.valueText) != symbols.variables.map(\.valueText)
            || previous.chains != symbols.chains || previous.selectorNames != symbols.selectorNames || previous.referencedNames != symbols.referencedNames {
            analyzeOthers(in: workspace.project(for: document.path), except: document)
        }
    }

    /// Analyses the open documents of `project` again (something they depend on changed).
    func analyzeOthers(in project: WorkspaceIndex.ProjectIndex, except skipped: OpenDocument?) {
        for other in documents.values where other !== skipped && workspace.project(for: other.path) === project {
            analyze(other, edited: false)
        }
    }

    func refreshAllDocuments() {
        for document in documents.values { analyze(document, edited: false) }
    }

    /// The one way diagnostics reach the client: published (push), or handed to waiting pulls
    /// and announced with a refresh (pull). `always`: send even when nothing changed.
    func deliver(_ document: OpenDocument, always: Bool) {
        guard let diagnostics = document.snapshot?.diagnostics else { return }
        // Items checked again (the context changed) have new run ids: compare what they say.
        let changed = always || document.delivered.map { !diagnostics.says(the: $0) } ?? true
        if client.pullDiagnostics {
            // A pull takes them when the client asks; a client that takes refreshes is told.
            if changed && !always && client.diagnosticRefresh && document.delivered != nil {
                request("workspace/diagnostic/refresh", RawJSON.null)
            }
            answerWaitingPulls(document)
            return
        }
        guard changed else { return }
        document.delivered = diagnostics
        publish(uri: document.uri, version: document.version, runs: encodedRuns(diagnostics, of: document))
    }

    /// The symbols of every stylesheet of the project (open documents as edited, the others as
    /// on disk) in load order, and the position of `document` among them.
    func workspaceSymbols(for document: OpenDocument, in project: WorkspaceIndex.ProjectIndex) -> (WorkspaceSymbols, Int) {
        let configuration = project.project.configuration
        var paths = project.stylesheetPaths
        let open = documents.values.filter { workspace.project(for: $0.path) === project }.map(\.path)
        for path in open where !paths.contains(path) { paths.append(path) }
        paths.sort { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
        let openByPath = Dictionary(documents.values.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let symbols = paths.map { openByPath[$0]?.symbols ?? project.diskSymbols[$0] ?? DocumentSymbols(path: $0) }
        let listed = Set(configuration.stylesheets)
        let ordered = Set(paths.indices.filter { listed.contains(paths[$0]) })
        let workspaceSymbols = WorkspaceSymbols(symbols, orderedFiles: ordered, previous: project.lastSymbols)
        project.lastSymbols = workspaceSymbols
        return (workspaceSymbols, paths.firstIndex(of: document.path) ?? 0)
    }

    func otherDocument(_ path: String) -> OpenDocument? {
        documents.values.first { $0.path == path }
    }
}
