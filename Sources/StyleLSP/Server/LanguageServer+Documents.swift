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
        if document.isViewDefinition {
            readViewDefinition(document.path)
        } else {
            workspace.refreshFile(document.path)
        }
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
        if document.isViewDefinition { return makeViewDefinitionSnapshot(document, in: project) }
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

    /// A view definition's snapshot: checked whole (view definitions are small, and the check
    /// of an inline style needs its element's class and ids from the whole file).
    private func makeViewDefinitionSnapshot(_ document: OpenDocument, in project: WorkspaceIndex.ProjectIndex) -> DocumentSnapshot {
        let (symbols, _) = workspaceSymbols(for: nil, in: project)
        let definition = ViewDefinition.parse(document.xml, path: document.path, registry: project.context.registry)
        let layoutFiles = Set(project.project.viewDefinitions.map { URL(fileURLWithPath: $0.path).lastPathComponent } + [URL(fileURLWithPath: document.path).lastPathComponent])
        var diagnostics = ViewDefinitionChecker.diagnostics(of: definition, symbols: symbols, context: project.context, layoutFiles: layoutFiles)
        // An XML file that is not a view definition is none of the server's business.
        if case .other = definition.kind { diagnostics = [] }
        let snapshot = DocumentSnapshot(
            path: document.path, version: document.version, tree: document.tree, lines: document.lines, symbols: symbols,
            file: symbols.documents.count, context: project.context, diagnostics: DocumentDiagnostics(runs: diagnostics.isEmpty ? [] : [.init(diagnostics: diagnostics)]),
            viewDefinition: definition)
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
        if document.isViewDefinition {
            viewDefinitionEdited(document)
            return
        }
        scheduleLayout(document)
        let symbols = document.symbols
        let sameVariables = previous.variables.count == symbols.variables.count
            && zip(previous.variables, symbols.variables).allSatisfy { $0.name == $1.name && $0.valueText == $1.valueText }
        if !sameVariables || previous.chains != symbols.chains || previous.selectorNames != symbols.selectorNames || previous.referencedNames != symbols.referencedNames {
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
        // The same said: one copy kept.
        if !changed { document.delivered = diagnostics }
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

    /// An open view definition informs its project's stylesheets (which classes its elements
    /// carry): when that changes, they are checked again, a moment after typing stops.
    func viewDefinitionEdited(_ document: OpenDocument) {
        let version = document.version
        after(LanguageServer.layoutDelay) { [weak self, weak document] in
            guard let self, let document, self.documents[document.uri] === document, document.version == version,
                let definition = document.snapshot?.viewDefinition
            else { return }
            let index = self.workspace.project(for: document.path)
            if self.workspace.replaceViewDefinition(definition, in: index) { self.analyzeOthers(in: index, except: document) }
        }
    }

    /// Reads a view definition from disk into its project (it changed there, or its editor closed).
    func readViewDefinition(_ path: String) {
        let index = workspace.project(for: path)
        let bytes = FileManager.default.contents(atPath: path).map(Array.init) ?? []
        let definition = ViewDefinition.parse(bytes, path: path, registry: index.context.registry)
        if workspace.replaceViewDefinition(definition, in: index) { analyzeOthers(in: index, except: nil) }
    }

    /// The symbols of every stylesheet of the project (open documents as edited, the others as
    /// on disk) in load order, and the position of `document` among them.
    func workspaceSymbols(for document: OpenDocument?, in project: WorkspaceIndex.ProjectIndex) -> (WorkspaceSymbols, Int) {
        let configuration = project.project.configuration
        var paths = project.stylesheetPaths
        let open = documents.values.filter { !$0.isViewDefinition && workspace.project(for: $0.path) === project }.map(\.path)
        for path in open where !paths.contains(path) { paths.append(path) }
        paths.sort { configuration.loadOrderKey($0) < configuration.loadOrderKey($1) }
        let openByPath = Dictionary(documents.values.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let symbols = paths.map { openByPath[$0]?.symbols ?? project.diskSymbols[$0] ?? DocumentSymbols(path: $0) }
        let listed = Set(configuration.stylesheets)
        let ordered = Set(paths.indices.filter { listed.contains(paths[$0]) })
        let workspaceSymbols = WorkspaceSymbols(symbols, orderedFiles: ordered, previous: project.lastSymbols)
        project.lastSymbols = workspaceSymbols
        return (workspaceSymbols, document.flatMap { paths.firstIndex(of: $0.path) } ?? 0)
    }

    func otherDocument(_ path: String) -> OpenDocument? {
        documents.values.first { $0.path == path }
    }
}
