import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// The layout preview in the editor: `style/preview` (and the `style.preview` command for
/// generic clients), computed frames in hover and inlay hints, and the layout's diagnostics.
extension LanguageServer {
    /// Above this size the layout's diagnostics are not computed while typing (the whole
    /// stylesheet is analysed again for them); the preview request still works.
    static let layoutDiagnosticsLimit = 64 * 1024

    struct PreviewParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var width: Double?
        var height: Double?
        var orientation: String?
        var columns: Int?
        var device: String?
        var unicode: Bool?
    }

    struct InlayHintParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var range: LSPRange
    }

    /// The preview of a document with the project's default options, kept until it changes.
    func preview(of document: OpenDocument) -> Preview {
        if let cached = document.preview, cached.version == document.version { return cached.preview }
        let preview = makePreview(of: document, options: nil)
        document.preview = (document.version, preview)
        return preview
    }

    private func makePreview(of document: OpenDocument, options: PreviewOptions?) -> Preview {
        let project = workspace.project(for: document.path)
        let (symbols, file) = workspaceSymbols(for: document, in: project)
        let source = Workspace.Source(path: document.path, tree: document.tree)
        let analysis = Workspace.analyze(source, outline: StylesheetOutline(document.tree), file: file, symbols: symbols, context: project.context)
        let options = options ?? (try? PreviewOptions(settings: project.project.configuration.preview)) ?? PreviewOptions()
        return Preview(
            analysis: analysis, viewDefinition: workspace.viewDefinition(for: document.path, in: project), symbols: symbols,
            context: project.context, options: options)
    }

    /// How long a document must stay unchanged before its layout is checked: typing is never
    /// held up by the (whole-document) layout.
    static let layoutCheckDelay = 0.3

    /// Checks the layout of the document's current version once it has been left alone for
    /// `layoutCheckDelay` (a later change schedules its own check).
    func scheduleLayoutCheck(_ document: OpenDocument) {
        guard document.layoutVersion != document.version, document.tree.bytes.count <= LanguageServer.layoutDiagnosticsLimit else { return }
        guard let post else {
            checkLayout(document.uri, version: document.version)
            return
        }
        let uri = document.uri, version = document.version
        backgroundScans.asyncAfter(deadline: .now() + LanguageServer.layoutCheckDelay) {
            post(.layoutCheck(uri: uri, version: version))
        }
    }

    /// Computes the layout's diagnostics if `version` is still current; publishes again when
    /// they differ from those shown.
    func checkLayout(_ uri: String, version: Int) {
        guard let document = documents[uri], document.version == version, document.layoutVersion != version else { return }
        let diagnostics = preview(of: document).diagnostics
        document.layoutVersion = version
        guard diagnostics != document.layoutDiagnostics else { return }
        document.layoutDiagnostics = diagnostics
        analyze(document, in: workspace.project(for: document.path), alwaysPublish: true)
    }

    /// `style/preview`: `{text, width, height, orientation, views}`.
    func previewRequest(_ params: PreviewParams) throws -> [UInt8] {
        let document = try self.document(params.textDocument.uri)
        let project = workspace.project(for: document.path)
        let options: PreviewOptions
        do {
            options = try PreviewOptions(
                settings: project.project.configuration.preview, device: params.device, width: params.width, height: params.height,
                orientation: params.orientation, columns: params.columns, unicode: params.unicode ?? false)
        } catch {
            throw ResponseError.invalidParams("style/preview: \(error)")
        }
        let preview = makePreview(of: document, options: options)
        // The json tree with the drawing added.
        var writer = JSONWriter(capacity: 4096)
        writer.raw(#"{"text":"#)
        writer.string(preview.text)
        writer.raw(",")
        writer.raw(preview.json.utf8.dropFirst())
        return writer.bytes
    }

    /// `workspace/executeCommand` `style.preview`, its argument a document URI or the params of
    /// `style/preview` (read as plain JSON: command arguments are any JSON).
    func executeCommand(_ message: IncomingMessage) throws -> [UInt8] {
        let usage = "style.preview takes a document URI or {textDocument: {uri}, width?, height?, orientation?, columns?, device?}"
        guard let envelope = try? JSONSerialization.jsonObject(with: message.body) as? [String: Any],
            let params = envelope["params"] as? [String: Any], let command = params["command"] as? String
        else { throw ResponseError.invalidParams("workspace/executeCommand: params need a command") }
        guard command == "style.preview" else {
            throw ResponseError.invalidParams("unknown command '\(command)'; the server has style.preview")
        }
        let argument = (params["arguments"] as? [Any])?.first
        if let uri = argument as? String {
            return try previewRequest(PreviewParams(textDocument: TextDocumentIdentifier(uri: uri)))
        }
        guard let object = argument as? [String: Any], let data = try? JSONSerialization.data(withJSONObject: object),
            let request = try? JSONDecoder().decode(PreviewParams.self, from: data)
        else { throw ResponseError.invalidParams(usage) }
        return try previewRequest(request)
    }

    /// `textDocument/inlayHint`: `= 10,10 355×40` after each declaration that places views.
    func inlayHints(_ params: InlayHintParams) throws -> [UInt8] {
        let document = try self.document(params.textDocument.uri)
        let start = document.offset(of: params.range.start, encoding: encoding)
        let end = document.offset(of: params.range.end, encoding: encoding)
        var writer = JSONWriter(capacity: 1024)
        writer.raw("[")
        var first = true
        for (range, placements) in groupedPlacements(document) where range.upperBound >= start && range.lowerBound <= end {
            if !first { writer.raw(",") }
            first = false
            let label = "= " + placements[0].frame.description + (placements.count > 1 ? " (+\(placements.count - 1))" : "")
            let position = document.position(of: range.upperBound, encoding: encoding)
            writer.raw(#"{"position":{"line":"#)
            writer.number(position.line)
            writer.raw(#","character":"#)
            writer.number(position.character)
            writer.raw(#"},"label":"#)
            writer.string(label)
            writer.raw(#","kind":1,"paddingLeft":true,"tooltip":"#)
            writer.string(placements.map { "\($0.view): \($0.frame)" }.joined(separator: "\n"))
            writer.raw("}")
        }
        writer.raw("]")
        return writer.bytes
    }

    /// The frames each placing declaration produced, in document order.
    func groupedPlacements(_ document: OpenDocument) -> [(Range<Int>, [Preview.Placement])] {
        let placements = preview(of: document).placements
        let grouped = Dictionary(grouping: placements, by: \.declaration)
        return grouped.sorted { $0.key.lowerBound < $1.key.lowerBound }.map { ($0.key, $0.value) }
    }

    /// Computed frames for a hover inside a declaration that places views.
    func placementMarkdown(in document: OpenDocument, at offset: Int) -> String? {
        guard let (_, placements) = groupedPlacements(document).first(where: { $0.0.contains(offset) }) else { return nil }
        return "Computed frame" + (placements.count > 1 ? "s" : "") + " (" + formatScreen(preview(of: document).screen) + "):\n\n"
            + placements.map { "- \($0.view): `\($0.frame)`" }.joined(separator: "\n")
    }

    private func formatScreen(_ screen: Screen) -> String {
        "\(formatNumber(screen.width))×\(formatNumber(screen.height)) pt, \(screen.isLandscape ? "landscape" : "portrait")"
    }
}
