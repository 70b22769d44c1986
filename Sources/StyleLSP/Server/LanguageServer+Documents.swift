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
        if !pullDiagnostics { publish(uri: document.uri, version: nil, diagnostics: DocumentDiagnostics(), document: nil) }
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

    func diagnostics(for document: OpenDocument) -> DocumentDiagnostics {
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

    func publish(uri: String, version: Int?, diagnostics: DocumentDiagnostics, document: OpenDocument?) {
        var head = JSONWriter()
        head.raw(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#)
        head.string(uri)
        if let version {
            head.raw(#","version":"#)
            head.number(version)
        }
        head.raw(#","diagnostics":["#)
        let tail: StaticString = "]}}"
        // Thousands of diagnostics are megabytes: written from their runs' kept JSON.
        let runs = document.map { encodedRuns(diagnostics, of: $0) } ?? []
        head.bytes.withUnsafeBytes { head in
            var pieces = [head]
            pieces.reserveCapacity(runs.count + 2)
            for (index, run) in runs.enumerated() {
                pieces.append(index == 0 ? UnsafeRawBufferPointer(rebasing: run.bytes.dropFirst()) : run.bytes)
            }
            pieces.append(UnsafeRawBufferPointer(start: tail.utf8Start, count: tail.utf8CodeUnitCount))
            withExtendedLifetime(runs) { outputPieces(pieces) }
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

    /// LSP diagnostics as one JSON array.
    func write(_ diagnostics: DocumentDiagnostics, of document: OpenDocument, to writer: inout JSONWriter) {
        writer.raw("[")
        for (index, run) in encodedRuns(diagnostics, of: document).enumerated() {
            writer.raw(index == 0 ? run.bytes.dropFirst() : run.bytes[...])
        }
        writer.raw("]")
    }

    /// The JSON of each run, each diagnostic preceded by a comma, written by hand (a large
    /// stylesheet can have thousands) and kept in `document.encodedRuns` until its item changes.
    func encodedRuns(_ diagnostics: DocumentDiagnostics, of document: OpenDocument) -> [PinnedBytes] {
        var kept: [Int: EncodedDiagnostics] = [:]
        kept.reserveCapacity(document.encodedRuns.count)
        var runs: [PinnedBytes] = []
        runs.reserveCapacity(diagnostics.runs.count)
        var line = 0  // runs come in document order
        for run in diagnostics.runs {
            let start = document.lines.position(of: run.offset, encoding: encoding, after: &line)
            let encoded: EncodedDiagnostics
            if let id = run.id, let cached = document.encodedRuns[id], cached.start.column == start.column {
                encoded = cached
            } else {
                encoded = encode(run, startingAt: start, of: document)
            }
            if let id = run.id, encoded.reusable { kept[id] = encoded }
            runs.append(encoded.rendering(firstLine: start.line))
        }
        document.encodedRuns = kept
        return runs
    }

    private func encode(_ run: DocumentDiagnostics.Run, startingAt start: LineIndex.Position, of document: OpenDocument) -> EncodedDiagnostics {
        let encoded = EncodedDiagnostics(start: start, item: run.offset...(run.offset + run.length), reusable: run.id != nil)
        var line = start.line
        for diagnostic in run.diagnostics {
            encoded.json.raw(",")
            write(diagnostic, of: document, line: &line, to: encoded)
        }
        return encoded
    }

    private func write(_ diagnostic: Diagnostic, of document: OpenDocument, line: inout Int, to encoded: EncodedDiagnostics) {
        encoded.json.raw(#"{"range":"#)
        write(diagnostic.range, of: document, line: &line, to: encoded)
        encoded.json.raw(#","severity":"#)
        switch diagnostic.severity {
        case .error: encoded.json.raw("1")
        case .warning: encoded.json.raw("2")
        case .information: encoded.json.raw("3")
        case .hint: encoded.json.raw("4")
        }
        encoded.json.raw(#","code":"#)
        encoded.json.string(diagnostic.code.rawValue)
        encoded.json.raw(#","source":"style-lsp","message":"#)
        encoded.json.string(diagnostic.message)
        if !diagnostic.tags.isEmpty {
            encoded.json.raw(#","tags":["#)
            encoded.json.raw(diagnostic.tags.contains(.unnecessary) ? "1" : "2")
            encoded.json.raw("]")
        }
        if relatedInformation && !diagnostic.related.isEmpty {
            encoded.json.raw(#","relatedInformation":["#)
            for (position, related) in diagnostic.related.enumerated() {
                if position > 0 { encoded.json.raw(",") }
                encoded.json.raw(#"{"location":{"uri":"#)
                if let file = related.file, file != document.path {
                    let (uri, range) = location(of: related, inOther: file)
                    encoded.json.string(uri)
                    encoded.json.raw(#","range":"#)
                    write(range, to: &encoded.json)
                    encoded.note(-1)  // another file's positions
                } else {
                    encoded.json.string(document.uri)
                    encoded.json.raw(#","range":"#)
                    var relatedLine = line
                    write(related.range, of: document, line: &relatedLine, to: encoded)
                }
                encoded.json.raw(#"},"message":"#)
                encoded.json.string(related.message)
                encoded.json.raw("}")
            }
            encoded.json.raw("]")
        }
        if !diagnostic.fixes.isEmpty {
            encoded.json.raw(#","data":{"fixes":["#)
            for (position, fix) in diagnostic.fixes.enumerated() {
                if position > 0 { encoded.json.raw(",") }
                encoded.json.raw(#"{"title":"#)
                encoded.json.string(fix.title)
                encoded.json.raw(#","range":"#)
                var fixLine = line
                write(fix.range, of: document, line: &fixLine, to: encoded)
                encoded.json.raw(#","newText":"#)
                encoded.json.string(fix.text)
                encoded.json.raw("}")
            }
            encoded.json.raw("]}")
        }
        encoded.json.raw("}")
    }

    /// A range of the run's document, its lines left as holes.
    private func write(_ range: Range<Int>, of document: OpenDocument, line: inout Int, to encoded: EncodedDiagnostics) {
        encoded.note(range.lowerBound)
        encoded.note(range.upperBound)
        let start = document.lines.position(of: range.lowerBound, encoding: encoding, after: &line)
        var endLine = line
        let end = document.lines.position(of: range.upperBound, encoding: encoding, after: &endLine)
        encoded.json.raw(#"{"start":{"line":"#)
        encoded.line(start.line)
        encoded.json.raw(#","character":"#)
        encoded.json.number(start.column)
        encoded.json.raw(#"},"end":{"line":"#)
        encoded.line(end.line)
        encoded.json.raw(#","character":"#)
        encoded.json.number(end.column)
        encoded.json.raw("}}")
    }

    /// Where a related location in another file is: in an open document or on disk.
    private func location(of related: Diagnostic.Related, inOther file: String) -> (uri: String, range: LSPRange) {
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
