import Foundation
import StyleParser
import StyleSemantics

/// The projects of a workspace and their files: open ones as the editor has them, closed ones
/// as the disk has them. The server and `style-lsp lint` both ask it (the CLI without open
/// documents); it reads the disk through `fileSystem` and nothing else does.
///
/// Not thread-safe: the server uses it on its message loop only; work it hands off the loop
/// (`scanJob`, a layout job) captures values.
public final class ProjectModel {
    public let fileSystem: FileSystem
    /// The editor's workspace folders.
    public private(set) var folders: [String] = []
    public private(set) var projects: [Project.Root: Project] = [:]
    /// The open documents, by path.
    public private(set) var documents: [String: Document] = [:]
    private var version = 0
    /// Rule severities from the editor's settings.
    private var ruleOverrides: [String: String] = [:]
    /// The project of each path asked about, and when it was found: finding it reads the disk
    /// (a configuration file in any folder above), which every keystroke would repeat. Looked
    /// for again after a second, so a configuration file created meanwhile is found even by a
    /// client that does not report file changes.
    private var projectOfPath: [String: (project: Project, found: ContinuousClock.Instant)] = [:]

    public init(fileSystem: FileSystem = DiskFileSystem()) {
        self.fileSystem = fileSystem
    }

    // MARK: - Projects

    public func setFolders(_ folders: [String]) {
        self.folders = folders
        projectOfPath = [:]
    }

    /// Rule severities from the editor, where the project's configuration sets none.
    public func setRuleOverrides(_ rules: [String: String]) {
        ruleOverrides = rules
        reloadConfigurations()
    }

    /// The project governing `path`; its configuration is read on first use, its folders are
    /// scanned by `scanJob` (the server runs it off its loop). `configurationPath`: a
    /// configuration named explicitly (`lint --config`).
    public func project(for path: String, configurationPath: String? = nil) -> Project {
        let now = ContinuousClock.now
        if configurationPath == nil, let known = projectOfPath[path], now - known.found < .seconds(1) { return known.project }
        let root = Project.root(of: path, workspaceFolders: folders, configurationPath: configurationPath, in: fileSystem)
        let project: Project
        if let known = projects[root] {
            project = known
        } else {
            version += 1
            project = Project(root: root, fileSystem: fileSystem, version: version, rules: ruleOverrides)
            projects[root] = project
        }
        if configurationPath == nil { projectOfPath[path] = (project, now) }
        return project
    }

    /// Reads every project's configuration again.
    public func reloadConfigurations() {
        for project in projects.values {
            project.reloadConfiguration(from: fileSystem)
            version += 1
            project.apply(version: version, rules: ruleOverrides)
        }
    }

    /// Forgets every project so they load afresh (a configuration file or a workspace folder
    /// came or went).
    public func forgetProjects() {
        projects = [:]
        projectOfPath = [:]
    }

    /// The scan of `project`'s folders, to run anywhere (the server runs it off its loop): the
    /// stylesheets open now are left for the editor's text. `readingStylesheets: false` lists
    /// them without reading them (`lint` reads each once, to check it).
    public func scanJob(for project: Project, readingStylesheets: Bool = true) -> @Sendable (_ progress: (Int, Int) -> Void) -> ProjectScan {
        let root = project.root, fileSystem = self.fileSystem
        let open = Set(documents.keys)
        return { progress in ProjectScan.scan(root, in: fileSystem, open: open, readStylesheets: readingStylesheets, progress: progress) }
    }

    /// Takes a scan of `project` (made by its `scanJob`); documents opened since are not
    /// replaced by what was read from disk.
    public func take(_ scan: ProjectScan, into project: Project) {
        var scan = scan
        for path in documents.keys { scan.stored[path] = nil }
        for document in documents.values where document.isViewDefinition {
            if let index = scan.viewDefinitions.firstIndex(where: { $0.path == document.path }), let open = document.snapshot?.viewDefinition {
                scan.viewDefinitions[index] = open
            }
        }
        project.take(scan)
        version += 1
        project.apply(version: version, rules: ruleOverrides)
        project.isIndexing = false
        project.isIndexed = true
    }

    /// Scans `project` now, on this thread (the command line).
    public func index(_ project: Project, readingStylesheets: Bool = true) {
        take(scanJob(for: project, readingStylesheets: readingStylesheets)({ _, _ in }), into: project)
    }

    /// The files `paths` name (files, or folders searched for the files of their projects),
    /// grouped by the project that governs them, in the order named; `configurationPath`: one
    /// configuration for them all (`--config`). What the command line checks or formats.
    public func files(named paths: [String], configurationPath: String? = nil) -> NamedFiles {
        var named = NamedFiles()
        for path in paths {
            guard fileSystem.exists(path) else {
                named.missing.append(path)
                continue
            }
            let project = self.project(for: path, configurationPath: configurationPath)
            // Listed only: what is named is read once, by whoever asked.
            if !project.isIndexed { index(project, readingStylesheets: false) }
            var stylesheets: [String] = [], viewDefinitions: [String] = []
            if fileSystem.isFolder(path) {
                let inside = path.hasSuffix("/") ? path : path + "/"
                stylesheets = project.stylesheets.filter { $0.hasPrefix(inside) }
                viewDefinitions = project.viewDefinitions.map(\.path).filter { $0.hasPrefix(inside) }
            } else if path.hasSuffix(".xml") {
                viewDefinitions = [path]
            } else {
                stylesheets = [path]
            }
            if let index = named.projects.firstIndex(where: { $0.project === project }) {
                named.projects[index].stylesheets += stylesheets.filter { !named.projects[index].stylesheets.contains($0) }
                named.projects[index].viewDefinitions += viewDefinitions.filter { !named.projects[index].viewDefinitions.contains($0) }
            } else {
                named.projects.append((project, stylesheets, viewDefinitions))
            }
        }
        return named
    }

    public struct NamedFiles {
        public var projects: [(project: Project, stylesheets: [String], viewDefinitions: [String])] = []
        /// Paths where nothing is.
        public var missing: [String] = []
    }

    // MARK: - Documents

    /// Opens a document with the editor's text (it replaces what was read from disk).
    @discardableResult
    public func open(path: String, languageId: String?, version: Int, text: String) -> Document {
        let document = Document(path: path, languageId: languageId, version: version, text: text)
        documents[path] = document
        let project = self.project(for: path)
        if !document.isViewDefinition { project.store(nil, at: path, exists: project.stylesheets.contains(path)) }
        return document
    }

    /// Closes the document at `path`: its project now sees the file as it is on disk.
    /// Returns its project.
    @discardableResult
    public func close(path: String) -> Project? {
        guard let document = documents.removeValue(forKey: path) else { return nil }
        let project = self.project(for: path)
        if document.isViewDefinition {
            readViewDefinition(path, into: project)
        } else {
            readStylesheet(path, into: project)
        }
        return project
    }

    /// What changed when a file changed on disk.
    public enum FileChange {
        /// A configuration file: every project must be found and scanned again.
        case configuration
        /// A file of `project` (the context changed when a view definition's elements did).
        case file(project: Project, contextChanged: Bool)
        /// A file the model does not follow (open in the editor, or of no interest).
        case none
    }

    /// A file was created, changed or deleted on disk.
    public func fileChanged(_ path: String) -> FileChange {
        if path.hasSuffix("/" + ProjectConfiguration.fileName) { return .configuration }
        guard documents[path] == nil else { return .none }
        if path.lowercased().hasSuffix(".xml") {
            let project = self.project(for: path)
            // An XML file the configured `viewDefinitions` leave out is not the project's.
            guard project.includesViewDefinition(path) || project.viewDefinition(at: path) != nil else { return .none }
            return .file(project: project, contextChanged: readViewDefinition(path, into: project))
        }
        guard Project.stylesheetExtensions.contains(where: path.hasSuffix) else { return .none }
        let project = self.project(for: path)
        guard project.includes(path) || project.stylesheets.contains(path) else { return .none }
        readStylesheet(path, into: project)
        return .file(project: project, contextChanged: false)
    }

    /// Reads a view definition from disk into its project. Returns whether the context is new.
    @discardableResult
    private func readViewDefinition(_ path: String, into project: Project) -> Bool {
        let bytes = fileSystem.contents(of: path) ?? []
        return replaceViewDefinition(ViewDefinition.parse(bytes, path: path, registry: project.context.registry), in: project)
    }

    /// Reads a stylesheet from disk into its project (or forgets it, gone). Web CSS the project
    /// leaves out is not kept: nothing reads it.
    private func readStylesheet(_ path: String, into project: Project) {
        guard project.includes(path) || project.stylesheets.contains(path) else {
            project.store(nil, at: path, exists: false)
            return
        }
        let text = fileSystem.contents(of: path)
        project.store(text.map { StoredStylesheet(path: path, text: $0) }, at: path, exists: text != nil)
    }

    /// Puts `definition` (an open document's, or a file read again) in place of its project's
    /// view definition of the same path. Returns whether what stylesheets learn from it (the
    /// elements' classes, ids and types) changed; then the context is new.
    @discardableResult
    public func replaceViewDefinition(_ definition: ViewDefinition, in project: Project) -> Bool {
        project.replaceViewDefinition(definition)
        version += 1
        return project.apply(version: version, rules: ruleOverrides)
    }

    /// The open documents of `project`.
    public func openDocuments(in project: Project) -> [Document] {
        documents.values.filter { self.project(for: $0.path) === project }
    }

    /// How many closed files reading them for positions found changed on disk since the model
    /// read them (a client that does not report changes): they are read again then, and an
    /// answer positioned before that must be made again (`LanguageServer.fittingClosedFiles`).
    public private(set) var filesFoundChanged = 0

    /// The line index of a file of the model: an open document's, or that of the file as it is
    /// on disk (read again: closed files' texts are not kept).
    public func lines(of path: String) -> LineIndex? {
        if let document = documents[path] { return document.lines }
        guard let text = fileSystem.contents(of: path) else { return nil }
        if refresh(path, text: text) { filesFoundChanged += 1 }
        return LineIndex(text)
    }

    /// Reads the closed stylesheets and view definitions among `paths` again where their text
    /// changed since they were read (a client that does not report changes on disk): an edit of them must be made
    /// for what they hold now. Returns whether any had changed.
    public func refreshIfChanged(_ paths: some Sequence<String>) -> Bool {
        var changed = false
        for path in paths where documents[path] == nil {
            changed = refresh(path, text: fileSystem.contents(of: path)) || changed
        }
        return changed
    }

    /// Takes `text` (nil: gone) as the closed file at `path` if it is not what the model read
    /// last. Returns whether it was not.
    private func refresh(_ path: String, text: [UInt8]?) -> Bool {
        let project = self.project(for: path)
        if let stored = project.stored[path] {
            guard text.map(Fingerprint.init) != stored.fingerprint else { return false }
            project.store(text.map { StoredStylesheet(path: path, text: $0) }, at: path, exists: text != nil)
            return true
        }
        guard let definition = project.viewDefinition(at: path), text != definition.bytes else { return false }
        replaceViewDefinition(ViewDefinition.parse(text ?? [], path: path, registry: project.context.registry), in: project)
        return true
    }

    // MARK: - Analysis

    /// Every safe fix of the file at `path` with `text` (the editor's document, or the file as
    /// on disk) made, pass after pass, each pass's text analysed as the project sees the file
    /// (`FixAll`); the model's own document of it, if open, is left as it is. A text that is
    /// not UTF-8 is not fixed (its bytes would not survive).
    public func fixAll(_ text: [UInt8], at path: String, languageId: String?) -> FixAll.Result {
        guard let string = String(bytes: text, encoding: .utf8) else { return .unchanged(text) }
        let scratch = Document(path: path, languageId: languageId, version: 0, text: string)
        return FixAll.run(text, isStylesheet: !scratch.isViewDefinition) { candidate in
            if candidate != scratch.text { scratch.replaceText(String(decoding: candidate, as: UTF8.self)) }
            return analyze(scratch).snapshot.diagnostics.all
        }
    }

    /// The current version's snapshot, analysing it first if an edit was not analysed yet.
    public func snapshot(of document: Document) -> DocumentSnapshot {
        if let snapshot = document.snapshot, snapshot.version == document.version { return snapshot }
        return analyze(document).snapshot
    }

    /// Analyses the document's current version. `dependentsAffected`: what other documents of
    /// the project read from it (its variables, selectors and references) changed since the
    /// last analysis, so they must be analysed again.
    @discardableResult
    public func analyze(_ document: Document) -> (snapshot: DocumentSnapshot, dependentsAffected: Bool) {
        let project = self.project(for: document.path)
        if document.isViewDefinition { return (analyzeViewDefinition(document, in: project), false) }
        let previous = document.symbols
        document.symbols = document.analyzer.symbols(of: document.tree)
        let (symbols, file) = workspaceSymbols(for: document, in: project)
        let diagnostics: DocumentDiagnostics
        if !checks(document, in: project) {
            diagnostics = DocumentDiagnostics()
        } else if isUnclaimedWebCSS(document, in: project) {
            diagnostics = DocumentDiagnostics(runs: [.init(diagnostics: [Self.webCSSNote(document)])])
        } else {
            diagnostics = document.analyzer.diagnostics(
                of: document.tree, file: file, symbols: symbols, context: project.context, additional: document.layout.diagnostics)
        }
        let snapshot = DocumentSnapshot(
            path: document.path, version: document.version, tree: document.tree, lines: document.lines, symbols: symbols, file: file,
            context: project.context, diagnostics: diagnostics)
        document.snapshot = snapshot
        let now = document.symbols
        let sameVariables = previous.variables.count == now.variables.count
            && zip(previous.variables, now.variables).allSatisfy { $0.name == $1.name && $0.valueText == $1.valueText }
        let affected = !sameVariables || previous.chains != now.chains || previous.selectorNames != now.selectorNames
            || previous.referencedNames != now.referencedNames
        return (snapshot, affected)
    }

    /// Whether an open stylesheet is checked as InterfaCSS: one its project includes, or that
    /// the user calls InterfaCSS (the `interfacss` language), unless it is web CSS that no
    /// project claims (`isUnclaimedWebCSS`).
    public func checks(_ document: Document, in project: Project) -> Bool {
        project.checksStylesheet(document.path, namedByUser: document.languageId == "interfacss")
    }

    /// Whether an open stylesheet is InterfaCSS: checked, and not web CSS no project claims.
    public func isInterfaCSS(_ document: Document) -> Bool {
        let project = self.project(for: document.path)
        return checks(document, in: project) && !isUnclaimedWebCSS(document, in: project)
    }

    /// A `.css` document outside any project marked by `.stylelsp.json`, not called InterfaCSS
    /// by the user, whose text shows web CSS and nothing of InterfaCSS (`WebCSSEvidence`): what
    /// a client sends for every stylesheet of its `css` type. A text is looked at once (the
    /// analysis, formatting and navigation all ask), and once a document shows InterfaCSS it
    /// is not looked at again (a keystroke then costs no walk over the whole text).
    public func isUnclaimedWebCSS(_ document: Document, in project: Project) -> Bool {
        guard project.root.configuration == nil, document.languageId != "interfacss", document.path.lowercased().hasSuffix(".css") else { return false }
        if let known = document.webEvidence { return known.isWebCSS }
        let evidence = WebCSSEvidence(document.tree, registry: project.context.registry)
        document.webEvidence = evidence
        return evidence.isWebCSS
    }

    /// The one note a web stylesheet gets, on its first line: why it is not checked, and how
    /// to have it checked.
    static func webCSSNote(_ document: Document) -> Diagnostic {
        let end = document.lines.lineEnd(0)
        return Diagnostic(
            .webCSS, range: 0..<end,
            message: "this looks like web CSS (HTML elements, web properties), and no InterfaCSS project claims it, so it is not checked; "
                + "to check it as InterfaCSS, name it .icss, set its language to InterfaCSS, or include it in a project's .stylelsp.json")
    }

    /// A view definition's snapshot: checked whole (view definitions are small, and the check
    /// of an inline style needs its element's class and ids from the whole file).
    private func analyzeViewDefinition(_ document: Document, in project: Project) -> DocumentSnapshot {
        let (symbols, _) = workspaceSymbols(for: nil, in: project)
        let definition = ViewDefinition.parse(document.xml, path: document.path, registry: project.context.registry)
        let diagnostics = project.check(definition, symbols: symbols)
        let snapshot = DocumentSnapshot(
            path: document.path, version: document.version, tree: document.tree, lines: document.lines, symbols: symbols,
            file: symbols.documents.count, context: project.context,
            diagnostics: DocumentDiagnostics(runs: diagnostics.isEmpty ? [] : [.init(diagnostics: diagnostics)]), viewDefinition: definition)
        document.snapshot = snapshot
        return snapshot
    }

    /// The symbols of every stylesheet of the project (open documents as edited, the others as
    /// on disk) in load order, and the position of `document` among them.
    public func workspaceSymbols(for document: Document?, in project: Project) -> (WorkspaceSymbols, Int) {
        var open = openDocuments(in: project).filter { !$0.isViewDefinition }.map(\.path)
        // A document the editor does not have (fix-all's passes) takes its file's place.
        if let document, !document.isViewDefinition, documents[document.path] !== document {
            if !open.contains(document.path) { open.append(document.path) }
        }
        open.sort()
        let files = project.files(adding: open)
        let symbols = files.paths.indices.map { index -> DocumentSymbols in
            let path = files.paths[index]
            if let document, path == document.path { return document.symbols }
            return files.storedSymbols[index] ?? documents[path]?.symbols ?? DocumentSymbols(path: path)
        }
        let workspaceSymbols = WorkspaceSymbols(symbols, orderedFiles: files.ordered, previous: project.lastSymbols)
        project.lastSymbols = workspaceSymbols
        return (workspaceSymbols, document.flatMap { files.paths.firstIndex(of: $0.path) } ?? 0)
    }
}
