import Foundation
import StyleLayout
import StyleParser
import StyleProject
import StyleSemantics

/// The layout preview in the editor. The layout of a document is computed off the loop from
/// its snapshot, a moment after typing stops, one computation at a time; until it is done,
/// hover, inlay hints and diagnostics use the last one, moved through the edits since, so no
/// keystroke waits for it whatever the document's size. `style/preview` (and the
/// `style.preview` command for generic clients) is answered once its drawing is ready.
extension LanguageServer {
    /// How long a document must stay unchanged before its layout is computed: while typing,
    /// each keystroke would start work the next one throws away.
    static let layoutDelay = 0.2

    /// Asks for the layout of the document's current version.
    func scheduleLayout(_ document: OpenDocument) {
        document.layout.isWanted = true
        guard !document.layout.isRunning else { return }  // started again when it finishes
        let version = document.version
        after(LanguageServer.layoutDelay) { [weak self, weak document] in
            guard let self, let document, self.documents[document.uri] === document, document.version == version else { return }
            self.computeLayout(document)
        }
    }

    /// Whether the layout of the current version is still to come.
    func layoutPending(_ document: OpenDocument) -> Bool {
        document.layout.computedFor != document.version && (document.layout.isWanted || document.layout.isRunning)
    }

    private func computeLayout(_ document: OpenDocument) {
        guard document.layout.isWanted, !document.layout.isRunning else { return }
        // Before the index, the project's view definitions and other stylesheets are not
        // known: the index's end asks again (`reanalyze`).
        guard model.project(for: document.path).isIndexed else { return }
        let (version, preview) = previewJob(document, options: previewOptions(for: document))
        document.layout.isWanted = false
        document.layout.start()
        inBackground(preview, then: { [weak self, weak document] (preview: Preview) in
            guard let self, let document, self.documents[document.uri] === document else { return }
            let before = document.layout.diagnostics
            let hadPlacements = document.layout.placements
            document.layout.finish(preview, version: version)
            if document.layout.isWanted {
                // Typed while it ran: the next one starts after the usual pause.
                document.layout.isWanted = false
                self.scheduleLayout(document)
            }
            if document.layout.diagnostics != before { self.analyze(document, edited: false) }
            // The computation's own memory is free now.
            FreePages.release()
            if self.client.inlayHintRefresh && document.layout.placements != hadPlacements {
                self.request("workspace/inlayHint/refresh", RawJSON.null)
            }
        })
    }

    /// The preview of the document's current version, made by `make` off the loop.
    func previewJob(_ document: OpenDocument, options: PreviewOptions) -> (version: Int, make: @Sendable () -> Preview) {
        model.layoutJob(for: document.file, options: options)
    }

    /// The project's preview defaults, then the editor's.
    func previewSettings(for document: OpenDocument) -> ProjectConfiguration.PreviewSettings {
        model.project(for: document.path).previewSettings(device: settings.previewDevice, orientation: settings.previewOrientation)
    }

    func previewOptions(for document: OpenDocument) -> PreviewOptions {
        (try? PreviewOptions(settings: previewSettings(for: document))) ?? PreviewOptions()
    }

    /// `style/preview`: `{text, legend, svg?, width, height, orientation, views}`, computed off
    /// the loop once the project is indexed (before, its view definitions are not known).
    func previewRequest(_ params: PreviewParams, _ responder: Responder<PreviewResult>) throws {
        let document = try self.document(params.textDocument.uri)
        guard !document.isViewDefinition else {
            throw ResponseError.invalidParams("\(PreviewRequest.name) previews a stylesheet; \(document.uri) is a view definition")
        }
        let options: PreviewOptions
        let svg: SVGOptions?
        do {
            options = try PreviewOptions(
                settings: previewSettings(for: document), device: params.device, width: params.width, height: params.height,
                orientation: params.orientation, columns: params.columns, unicode: params.unicode ?? false)
            svg = try params.svg.map { try SVGOptions(theme: $0.theme, scale: $0.scale, outlines: $0.outlines) }
        } catch {
            throw ResponseError.invalidParams("\(PreviewRequest.name): \(error)")
        }
        whenIndexed([model.project(for: document.path)]) { [weak self] in self?.drawPreview(of: document, options: options, svg: svg, responder) }
    }

    private func drawPreview(of document: OpenDocument, options: PreviewOptions, svg: SVGOptions?, _ responder: Responder<PreviewResult>) {
        let (_, job) = previewJob(document, options: options)
        let name = URL(fileURLWithPath: document.path).lastPathComponent
        inBackground({
            let preview = job()
            return PreviewResult(
                text: preview.text, legend: preview.legend, svg: svg.map { preview.svg($0, name: name) }, width: preview.screen.width,
                height: preview.screen.height, orientation: preview.orientation, views: preview.views)
        }, then: { [weak self] (result: PreviewResult) in
            guard let self else { return }
            responder.reply(result, from: self)
        })
    }

    /// `workspace/executeCommand` `style.preview`: its argument a document URI or the params
    /// of `style/preview`.
    func executeCommand(_ params: ExecuteCommandParams, _ responder: Responder<PreviewResult>) throws {
        guard params.command == LanguageServer.previewCommand else {
            throw ResponseError.invalidParams("unknown command '\(params.command)'; the server has \(LanguageServer.previewCommand)")
        }
        let usage = "\(LanguageServer.previewCommand) takes a document URI or {textDocument: {uri}, width?, height?, orientation?, columns?, device?, svg?}"
        guard let argument = params.arguments?.first else { throw ResponseError.invalidParams(usage) }
        let preview: PreviewParams
        if let uri = argument.stringValue {
            preview = PreviewParams(textDocument: TextDocumentIdentifier(uri: uri))
        } else if let decoded = try? argument.decode(PreviewParams.self) {
            preview = decoded
        } else {
            throw ResponseError.invalidParams(usage)
        }
        try previewRequest(preview, Responder(id: responder.id))
    }

    /// `textDocument/inlayHint`: `= 10,10 355×40` after each declaration that places views.
    func inlayHints(_ params: InlayHintParams) throws -> [InlayHint] {
        let document = try self.document(params.textDocument.uri)
        let start = document.offset(of: params.range.start, encoding: client.encoding)
        let end = max(start, document.offset(of: params.range.end, encoding: client.encoding))
        var hints: [InlayHint] = []
        for group in groups(document.layout.placements(overlapping: start...end)) {
            let first = group[group.startIndex]
            let label = "= " + first.frame.description + (group.count > 1 ? " (+\(group.count - 1))" : "")
            hints.append(InlayHint(
                position: document.position(of: first.declaration.upperBound, encoding: client.encoding), label: label, kind: 1,
                paddingLeft: true, tooltip: group.map { "\($0.view): \($0.frame)" }.joined(separator: "\n")))
        }
        return hints
    }

    /// Placements grouped by their declaration (they come sorted by it).
    private func groups(_ placements: ArraySlice<Preview.Placement>) -> [ArraySlice<Preview.Placement>] {
        var groups: [ArraySlice<Preview.Placement>] = []
        var start = placements.startIndex
        for index in placements.indices where index > start && placements[index].declaration != placements[start].declaration {
            groups.append(placements[start..<index])
            start = index
        }
        if start < placements.endIndex { groups.append(placements[start...]) }
        return groups
    }
}
