import Foundation
import StyleParser
import StyleProject
import StyleSemantics

/// Open documents: their lifecycle, the analysis of each version (by the project model), and
/// the one path by which diagnostics reach the client.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        let path = DocumentURI.path(item.uri)
        let document = OpenDocument(uri: item.uri, file: model.open(path: path, languageId: item.languageId, version: item.version, text: item.text))
        documents[item.uri] = document
        ensureIndexed(model.project(for: path))
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
        projectChanged(model.project(for: document.path), by: document)
    }

    func didClose(_ params: TextDocumentParams) {
        guard let document = documents.removeValue(forKey: params.textDocument.uri) else { return }
        if !client.pullDiagnostics { publish(uri: document.uri, version: nil, runs: []) }
        // The file on disk is what the other files see now.
        if let project = model.close(path: document.path) { analyzeOthers(in: project, except: nil) }
        projectChanged(model.project(for: document.path))
    }

    func didSave(_ params: TextDocumentParams) {
        // The open document's text is already what the analysis uses.
    }

    // MARK: - Analysis

    /// The current version's snapshot, analysing it first if an edit was not analysed yet.
    func snapshot(of document: OpenDocument) -> DocumentSnapshot {
        model.snapshot(of: document.file)
    }

    /// Analyses the document's current version and delivers its diagnostics. `edited`: the
    /// text changed (its diagnostics are sent even when equal, and its layout is due; other
    /// documents of the project are analysed again when its variables or selectors changed).
    func analyze(_ document: OpenDocument, edited: Bool) {
        let (_, dependentsAffected) = model.analyze(document.file)
        deliver(document, always: edited)
        guard edited else { return }
        if document.isViewDefinition {
            viewDefinitionEdited(document)
            return
        }
        scheduleLayout(document)
        if dependentsAffected { analyzeOthers(in: model.project(for: document.path), except: document) }
    }

    /// Analyses the open documents of `project` again (something they depend on changed).
    func analyzeOthers(in project: Project, except skipped: OpenDocument?) {
        for other in documents.values where other !== skipped && model.project(for: other.path) === project {
            reanalyze(other)
        }
    }

    func refreshAllDocuments() {
        for document in documents.values { reanalyze(document) }
    }

    /// Analyses a document again for what it depends on, unedited; a stylesheet's layout
    /// depends on it too (the variables, view definitions and rules of its project).
    private func reanalyze(_ document: OpenDocument) {
        analyze(document, edited: false)
        if !document.isViewDefinition { scheduleLayout(document) }
    }

    /// The one way diagnostics reach the client: published (push), or taken by the next pull
    /// and announced with a refresh (pull). `always`: send even when nothing changed.
    func deliver(_ document: OpenDocument, always: Bool) {
        guard let diagnostics = document.file.snapshot?.diagnostics else { return }
        if !client.pullDiagnostics {
            let project = model.project(for: document.path)
            guard project.isIndexed else {
                // A project found after the document opened (a configuration created since)
                // is indexed too.
                ensureIndexed(project)
                deliverProvisionally(document)
                return
            }
            document.provisional = .none
        }
        // Items checked again (the context changed) have new run ids: compare what they say.
        let changed = always || document.delivered.map { !diagnostics.says(the: $0) } ?? true
        // The same said: one copy kept.
        if !changed { document.delivered = diagnostics }
        if client.pullDiagnostics {
            // A pull takes them when the client asks; a client that takes refreshes is told.
            if changed && !always && client.diagnosticRefresh && document.delivered != nil {
                request("workspace/diagnostic/refresh", RawJSON.null)
            }
            return
        }
        guard changed else { return }
        document.delivered = diagnostics
        publish(uri: document.uri, version: document.version, runs: encodedRuns(diagnostics, of: document))
    }

    /// Before its project is indexed, a document's diagnostics may say what the index then
    /// takes back (a variable that another stylesheet defines is undefined): a push client
    /// gets nothing while the index may come within `provisionalWait`, then only the syntax's
    /// diagnostics, which cannot change. The index's end delivers them all.
    private func deliverProvisionally(_ document: OpenDocument) {
        switch document.provisional {
        case .waiting:
            return
        case .shown:
            publishSyntaxOnly(document)
        case .none:
            document.provisional = .waiting
            after(LanguageServer.provisionalWait) { [weak self, weak document] in
                guard let self, let document, self.documents[document.uri] === document,
                    !self.model.project(for: document.path).isIndexed else { return }
                document.provisional = .shown
                self.publishSyntaxOnly(document)
            }
        }
    }

    private func publishSyntaxOnly(_ document: OpenDocument) {
        guard let diagnostics = document.file.snapshot?.diagnostics else { return }
        // Not what the client will have once the index is in: the next delivery is sent whole.
        document.delivered = nil
        publish(uri: document.uri, version: document.version, runs: encodedRuns(Self.syntaxOnly(diagnostics), of: document))
    }

    /// An open view definition informs its project's stylesheets (which classes its elements
    /// carry): when that changes, they are checked again, a moment after typing stops.
    func viewDefinitionEdited(_ document: OpenDocument) {
        let version = document.version
        after(LanguageServer.layoutDelay) { [weak self, weak document] in
            guard let self, let document, self.documents[document.uri] === document, document.version == version,
                let definition = document.file.snapshot?.viewDefinition
            else { return }
            let project = self.model.project(for: document.path)
            if self.model.replaceViewDefinition(definition, in: project) { self.analyzeOthers(in: project, except: document) }
            self.projectChanged(project)
        }
    }

    /// The open document of the file at `path`, if any.
    func openDocument(at path: String) -> OpenDocument? {
        documents.values.first { $0.path == path }
    }
}
