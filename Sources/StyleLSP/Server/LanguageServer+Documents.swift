import Foundation
import StyleParser
import StyleSemantics

/// Open documents and their diagnostics.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        let document = OpenDocument(uri: item.uri, path: DocumentURI.path(item.uri), version: item.version, text: item.text)
        documents[item.uri] = document
        refreshDiagnostics(changed: document)
    }

    func didChange(_ params: DidChangeTextDocumentParams, analyze: Bool = true) {
        guard let document = documents[params.textDocument.uri] else {
            trace("didChange for \(params.textDocument.uri), which is not open")
            return
        }
        document.apply(params.contentChanges, encoding: encoding)
        document.version = params.textDocument.version ?? document.version + 1
        if analyze { refreshDiagnostics(changed: document) }
    }

    func didClose(_ params: TextDocumentParams) {
        guard let document = documents.removeValue(forKey: params.textDocument.uri) else { return }
        // The file on disk is what the other stylesheets see now.
        workspace.refreshFile(document.path)
        if !pullDiagnostics { publish(uri: document.uri, version: nil, diagnostics: [], document: nil) }
        refreshOtherDocuments(of: workspace.project(for: document.path), except: nil)
    }

    func didSave(_ params: TextDocumentParams) {
        // The open document's text is already what the analysis uses.
    }

    /// Re-analyses `document`; when its variables or selectors changed, the other open
    /// documents of its project too, as their diagnostics may depend on them.
    func refreshDiagnostics(changed document: OpenDocument) {
        let project = workspace.project(for: document.path)
        let previous = document.symbols
        document.symbols = document.analyzer.symbols(of: document.tree)
        analyze(document, in: project, alwaysPublish: true)
        scheduleLayoutCheck(document)
        if previous.variables.map(\.name) != document.symbols.variables.map(\.name)
            || previous.variables.map(\.valueText) != document.symbols.variables.map(\.valueText)
            || previous.chains != document.symbols.chains || previous.selectorNames != document.symbols.selectorNames || previous.referencedNames != document.symbols.referencedNames {
            refreshOtherDocuments(of: project, except: document)
        }
    }

    func refreshOtherDocuments(of project: WorkspaceIndex.ProjectIndex, except skipped: OpenDocument?) {
        for other in documents.values where other !== skipped && workspace.project(for: other.path) === project {
            analyze(other, in: project, alwaysPublish: false)
        }
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
        return (WorkspaceSymbols(symbols, orderedFiles: ordered), paths.firstIndex(of: document.path) ?? 0)
    }

    func diagnostics(for document: OpenDocument) -> [Diagnostic] {
        let project = workspace.project(for: document.path)
        let (symbols, file) = workspaceSymbols(for: document, in: project)
        return document.analyzer.diagnostics(
            of: document.tree, file: file, symbols: symbols, context: project.context, additional: document.layoutDiagnostics)
    }

    func analyze(_ document: OpenDocument, in project: WorkspaceIndex.ProjectIndex, alwaysPublish: Bool) {
        let diagnostics = self.diagnostics(for: document)
        // Comparing thousands of diagnostics is skipped when they are published anyway.
        let changed = alwaysPublish || diagnostics != document.publishedDiagnostics
        document.publishedDiagnostics = diagnostics
        guard !pullDiagnostics else {
            if changed && !alwaysPublish { request("workspace/diagnostic/refresh", params: Array("null".utf8)) }
            return
        }
        if changed {
            publish(uri: document.uri, version: document.version, diagnostics: diagnostics, document: document)
        }
    }

    func publish(uri: String, version: Int?, diagnostics: [Diagnostic], document: OpenDocument?) {
        notify("textDocument/publishDiagnostics", capacity: 128 + diagnostics.count * 300) { writer in
            writer.raw(#"{"uri":"#)
            writer.string(uri)
            if let version {
                writer.raw(#","version":"#)
                writer.number(version)
            }
            writer.raw(#","diagnostics":"#)
            if let document {
                write(diagnostics, of: document, to: &writer)
            } else {
                writer.raw("[]")
            }
            writer.raw("}")
        }
    }

    /// `textDocument/diagnostic`: the full report of an open document.
    func pullDiagnostics(_ params: TextDocumentParams) throws -> [UInt8] {
        var writer = JSONWriter()
        guard let document = documents[params.textDocument.uri] else {
            writer.raw(#"{"kind":"full","items":[]}"#)
            return writer.bytes
        }
        let diagnostics = document.publishedDiagnostics ?? self.diagnostics(for: document)
        document.publishedDiagnostics = diagnostics
        writer.raw(#"{"kind":"full","resultId":"#)
        writer.string("\(document.version)")
        writer.raw(#","items":"#)
        write(diagnostics, of: document, to: &writer)
        writer.raw("}")
        return writer.bytes
    }

    /// LSP diagnostics, written by hand: a large stylesheet can have thousands.
    func write(_ diagnostics: [Diagnostic], of document: OpenDocument, to writer: inout JSONWriter) {
        writer.raw("[")
        var line = 0  // diagnostics come in document order
        // Borrowed from the buffer: copying thousands of diagnostics costs more than writing them.
        diagnostics.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if index > 0 { writer.raw(",") }
                write(buffer[index], of: document, line: &line, to: &writer)
            }
        }
        writer.raw("]")
    }

    private func write(_ diagnostic: Diagnostic, of document: OpenDocument, line: inout Int, to writer: inout JSONWriter) {
        writer.raw(#"{"range":"#)
        let start = document.lines.position(of: diagnostic.range.lowerBound, encoding: encoding, after: &line)
        var endLine = line
        let end = document.lines.position(of: diagnostic.range.upperBound, encoding: encoding, after: &endLine)
        write(LSPRange(start: Position(line: start.line, character: start.column), end: Position(line: end.line, character: end.column)), to: &writer)
        writer.raw(#","severity":"#)
        switch diagnostic.severity {
        case .error: writer.raw("1")
        case .warning: writer.raw("2")
        case .information: writer.raw("3")
        case .hint: writer.raw("4")
        }
        writer.raw(#","code":"#)
        writer.string(diagnostic.code.rawValue)
        writer.raw(#","source":"style-lsp","message":"#)
        writer.string(diagnostic.message)
        if !diagnostic.tags.isEmpty {
            writer.raw(#","tags":["#)
            writer.raw(diagnostic.tags.contains(.unnecessary) ? "1" : "2")
            writer.raw("]")
        }
        if relatedInformation && !diagnostic.related.isEmpty {
            writer.raw(#","relatedInformation":["#)
            for (position, related) in diagnostic.related.enumerated() {
                if position > 0 { writer.raw(",") }
                let (uri, range) = location(of: related, from: document)
                writer.raw(#"{"location":{"uri":"#)
                writer.string(uri)
                writer.raw(#","range":"#)
                write(range, to: &writer)
                writer.raw(#"},"message":"#)
                writer.string(related.message)
                writer.raw("}")
            }
            writer.raw("]")
        }
        if !diagnostic.fixes.isEmpty {
            writer.raw(#","data":{"fixes":["#)
            for (position, fix) in diagnostic.fixes.enumerated() {
                if position > 0 { writer.raw(",") }
                writer.raw(#"{"title":"#)
                writer.string(fix.title)
                writer.raw(#","range":"#)
                write(document.range(of: fix.range, encoding: encoding), to: &writer)
                writer.raw(#","newText":"#)
                writer.string(fix.text)
                writer.raw("}")
            }
            writer.raw("]}")
        }
        writer.raw("}")
    }

    /// Where a related location is: in this document, another open one, or a file on disk.
    private func location(of related: Diagnostic.Related, from document: OpenDocument) -> (uri: String, range: LSPRange) {
        guard let file = related.file, file != document.path else {
            return (document.uri, document.range(of: related.range, encoding: encoding))
        }
        if let other = otherDocument(file) { return (other.uri, other.range(of: related.range, encoding: encoding)) }
        return (DocumentURI.uri(file), diskRange(related.range, in: file))
    }

    func write(_ range: LSPRange, to writer: inout JSONWriter) {
        writer.raw(#"{"start":{"line":"#)
        writer.number(range.start.line)
        writer.raw(#","character":"#)
        writer.number(range.start.character)
        writer.raw(#"},"end":{"line":"#)
        writer.number(range.end.line)
        writer.raw(#","character":"#)
        writer.number(range.end.character)
        writer.raw("}}")
    }

    func otherDocument(_ path: String) -> OpenDocument? {
        documents.values.first { $0.path == path }
    }

    /// A range in a file that is not open, read from disk.
    func diskRange(_ range: Range<Int>, in path: String) -> LSPRange {
        let lines = LineIndex(FileManager.default.contents(atPath: path).map(Array.init) ?? [])
        let start = lines.position(of: range.lowerBound, encoding: encoding), end = lines.position(of: range.upperBound, encoding: encoding)
        return LSPRange(start: Position(line: start.line, character: start.column), end: Position(line: end.line, character: end.column))
    }
}
