import Foundation
import StyleFormat
import StyleParser
import StyleSemantics

extension ProjectModel {
    /// The options to format the stylesheet at `path` with: what its project's `format`
    /// settings say, then the `.editorconfig` files above it (as Prettier and Biome read
    /// them), then `editor` (the editor's formatting options), then the defaults.
    /// `tree`: the stylesheet's text, whose InterfaCSS version decides how a `;` is followed.
    public func formatOptions(for path: String, tree: SyntaxTree, editor: FormatOptions.Partial = FormatOptions.Partial()) -> FormatOptions {
        let configuration = project(for: path).configuration
        let settings = configuration.format
        let project = FormatOptions.Partial(
            indentSize: settings.indentSize, useTabs: settings.useTabs, lineEnding: settings.lineEnding.flatMap(FormatOptions.LineEnding.init(rawValue:)),
            finalNewline: settings.finalNewline, blankLineBetweenRulesets: settings.blankLineBetweenRulesets)
        var options = project.over(FormatOptions.Partial(editorConfig: editorConfig(for: path))).over(editor).resolved
        options.keepsWhatFollowsSemicolons = interfaCSSVersion(of: path, tree: tree) == .one
        return options
    }

    /// The InterfaCSS a stylesheet is written for: as its open document's analysis found it,
    /// else the configured one, else what its own constructs show (1.x when they do not).
    func interfaCSSVersion(of path: String, tree: SyntaxTree) -> InterfaCSSVersion {
        if let document = documents[path], !document.isViewDefinition {
            // Its analysis, which a keystroke makes anyway (a whole outline of a large file would not be cheap).
            let snapshot = self.snapshot(of: document)
            if snapshot.file < snapshot.symbols.documents.count {
                return snapshot.context.version(of: snapshot.symbols.documents[snapshot.file], in: snapshot.symbols)
            }
        }
        if let configured = project(for: path).configuration.interfacss { return configured }
        return DocumentSymbols(path: path, outline: StylesheetOutline(tree)).versionEvidence.inferred
    }

    /// The `.editorconfig` properties of the file at `path`: the files in its folder and the
    /// folders above, up to one that says `root = true`.
    func editorConfig(for path: String) -> [String: String] {
        var files: [(folder: String, config: EditorConfig)] = []
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while true {
            if let bytes = fileSystem.contents(of: folder.appendingPathComponent(".editorconfig").path) {
                let config = EditorConfig(String(decoding: bytes, as: UTF8.self))
                files.insert((folder.path, config), at: 0)
                if config.isRoot { break }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return EditorConfig.properties(for: path, from: files)
    }
}
