import Foundation
import StyleParser
import StyleSemantics

/// Diagnostics as LSP JSON, written by hand: a large stylesheet can have thousands, and each
/// run's JSON is kept between versions while its item is unchanged (see `EncodedDiagnostics`);
/// `style-bench lsp` measured the hand-written path at a fraction of an encoder's cost.
/// Push (`publishDiagnostics`) and pull (`textDocument/diagnostic`) write the same runs.
extension LanguageServer {
    /// How long the diagnostics of a document whose project is not indexed yet wait for the
    /// index before those that cannot change (the syntax's) are delivered.
    static let provisionalWait = 0.2

    func publish(uri: String, version: Int?, runs: [PinnedBytes]) {
        var head = JSONWriter()
        head.raw(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#)
        head.string(uri)
        if let version {
            head.raw(#","version":"#)
            head.number(version)
        }
        head.raw(#","diagnostics":["#)
        let tail: StaticString = "]}}"
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

    /// `textDocument/diagnostic`: the report of an open document, at once once its project is
    /// indexed. Before that, it waits for the index, but at most `provisionalWait`: then it
    /// gets the syntax's diagnostics, which the index cannot take back, and the rest with the
    /// next pull (or a refresh, for a client that takes one). What a layout adds later comes
    /// with a later pull too (its `resultId` is new): a pull never waits for a layout.
    func pullDiagnostics(_ params: DocumentDiagnosticParams, _ responder: Responder<DocumentDiagnosticReport>) {
        guard let document = documents[params.textDocument.uri] else {
            responder.reply(DocumentDiagnosticReport(resultId: nil, items: RawJSON(Array("[]".utf8))), from: self)
            return
        }
        let answer: (_ provisional: Bool) -> Void = { [weak self, weak document] provisional in
            guard let self, let document, self.documents[document.uri] === document else {
                if let self { responder.reply(DocumentDiagnosticReport(resultId: nil, items: RawJSON(Array("[]".utf8))), from: self) }
                return
            }
            var diagnostics = self.snapshot(of: document).diagnostics
            if provisional { diagnostics = Self.syntaxOnly(diagnostics) }
            // What the client holds now: the index's end compares with it to ask for a refresh.
            document.delivered = diagnostics
            var writer = JSONWriter()
            self.write(diagnostics, of: document, to: &writer)
            let layout = document.layout.computedFor == document.version ? "laid-out" : "checked"
            responder.reply(DocumentDiagnosticReport(resultId: "\(document.version)-\(provisional ? "syntax" : layout)", items: RawJSON(writer.bytes)), from: self)
        }
        let project = model.project(for: document.path)
        whenIndexed([project], within: LanguageServer.provisionalWait) { answer(!project.isIndexed) }
    }

    /// The diagnostics of the syntax only: what a project's index cannot take back.
    static func syntaxOnly(_ diagnostics: DocumentDiagnostics) -> DocumentDiagnostics {
        DocumentDiagnostics(runs: [.init(diagnostics: diagnostics.all.filter { syntaxCodes.contains($0.code.rawValue) })])
    }

    static let syntaxCodes = Set(SyntaxDiagnostic.Code.allCases.map(\.rawValue))

    /// LSP diagnostics as one JSON array.
    func write(_ diagnostics: DocumentDiagnostics, of document: OpenDocument, to writer: inout JSONWriter) {
        writer.raw("[")
        for (index, run) in encodedRuns(diagnostics, of: document).enumerated() {
            writer.raw(index == 0 ? run.bytes.dropFirst() : run.bytes[...])
        }
        writer.raw("]")
    }

    /// The JSON of each run, each diagnostic preceded by a comma, kept in
    /// `document.encodedRuns` until its item changes.
    func encodedRuns(_ diagnostics: DocumentDiagnostics, of document: OpenDocument) -> [PinnedBytes] {
        var kept: [Int: EncodedDiagnostics] = [:]
        kept.reserveCapacity(document.encodedRuns.count)
        var runs: [PinnedBytes] = []
        runs.reserveCapacity(diagnostics.runs.count)
        var line = 0  // the items' runs come in document order
        for run in diagnostics.runs {
            // Document-level diagnostics that span items come in runs at offset 0, between
            // the items' runs: the next item's start is looked up after the last one's.
            let start = run.id == nil && run.offset == 0
                ? LineIndex.Position(line: 0, column: 0) : document.lines.position(of: run.offset, encoding: client.encoding, after: &line)
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
        if client.relatedInformation && !diagnostic.related.isEmpty {
            encoded.json.raw(#","relatedInformation":["#)
            for (position, related) in diagnostic.related.enumerated() {
                if position > 0 { encoded.json.raw(",") }
                encoded.json.raw(#"{"location":{"uri":"#)
                if let file = related.file, file != document.path {
                    let location = self.location(of: related, inOther: file)
                    encoded.json.string(location.uri)
                    encoded.json.raw(#","range":"#)
                    write(location.range, to: &encoded.json)
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
            // What `textDocument/codeAction` turns into quick fixes (and other clients may read).
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
        let start = document.lines.position(of: range.lowerBound, encoding: client.encoding, after: &line)
        var endLine = line
        let end = document.lines.position(of: range.upperBound, encoding: client.encoding, after: &endLine)
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

    private func write(_ range: LSPRange, to writer: inout JSONWriter) {
        try? JSONOutputEncoder().encode(range, into: &writer)
    }

    /// Where a related location in another file is: in an open document or as read from disk
    /// (the model's line index of either).
    func location(of related: Diagnostic.Related, inOther file: String) -> Location {
        let lines = model.lines(of: file) ?? LineIndex([UInt8]())
        return Location(uri: openDocument(at: file)?.uri ?? DocumentURI.uri(file), range: LSPRange(of: related.range, in: lines, encoding: client.encoding))
    }
}
