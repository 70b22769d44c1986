import Foundation
import StyleLayout
import StyleParser
import StyleSemantics

/// `style-lsp preview FILE`: lays the stylesheet's views out and draws them. Reads files,
/// never writes any.
struct PreviewCommand {
    enum Format: String { case text, json }

    var path = ""
    var viewsPath: String?
    var device: String?
    var width: Double?
    var height: Double?
    var landscape = false
    var columns: Int?
    var format = Format.text
    var unicode = false
    var configurationPath: String?

    init?(arguments: [String]) {
        var index = 0
        var paths: [String] = []
        func value(_ option: String) -> String? {
            guard index + 1 < arguments.count else {
                write("style-lsp preview: \(option) needs a value\n", to: .standardError)
                return nil
            }
            index += 1
            return arguments[index]
        }
        func number(_ option: String) -> Double? {
            guard let text = value(option) else { return nil }
            guard let number = Double(text), number > 0 else {
                write("style-lsp preview: \(option) takes a positive number, not '\(text)'\n", to: .standardError)
                return nil
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--views":
                guard let text = value(argument) else { return nil }
                viewsPath = absolutePath(text)
            case "--device":
                guard let text = value(argument) else { return nil }
                device = text
            case "--width":
                guard let number = number(argument) else { return nil }
                width = number
            case "--height":
                guard let number = number(argument) else { return nil }
                height = number
            case "--landscape": landscape = true
            case "--unicode": unicode = true
            case "--columns":
                // One message for every value out of range (the drawing needs 20 columns).
                guard let text = value(argument) else { return nil }
                guard let number = Int(text), (20...1000).contains(number) else {
                    write("style-lsp preview: --columns takes a whole number from 20 to 1000, not '\(text)'\n", to: .standardError)
                    return nil
                }
                columns = number
            case "--format", "-f":
                guard let text = value(argument) else { return nil }
                guard let format = Format(rawValue: text) else {
                    write("style-lsp preview: unknown format '\(text)'; use text or json\n", to: .standardError)
                    return nil
                }
                self.format = format
            case "--config", "-c":
                guard let text = value(argument) else { return nil }
                configurationPath = absolutePath(text)
            case let option where option.hasPrefix("-"):
                write("style-lsp preview: unknown option '\(option)'\n", to: .standardError)
                return nil
            default:
                paths.append(argument)
            }
            index += 1
        }
        guard paths.count == 1 else {
            write("style-lsp preview: give exactly one stylesheet\n", to: .standardError)
            return nil
        }
        path = absolutePath(paths[0])
    }

    func run() -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            write("style-lsp preview: \(displayPath(path)): cannot read the file\n", to: .standardError)
            return 2
        }
        let project = Project.discover(for: path, configurationPath: configurationPath)
        let options: PreviewOptions
        do {
            options = try PreviewOptions(
                settings: project.configuration.preview, device: device, width: width, height: height,
                orientation: landscape ? "landscape" : nil, columns: columns, unicode: unicode)
        } catch {
            write("style-lsp preview: \(error)\n", to: .standardError)
            return 2
        }
        var definition: ViewDefinition?
        if let viewsPath {
            guard let xml = FileManager.default.contents(atPath: viewsPath) else {
                write("style-lsp preview: \(displayPath(viewsPath)): cannot read the file\n", to: .standardError)
                return 2
            }
            definition = ViewDefinition.parse(Array(xml), path: viewsPath, registry: project.registry)
        } else {
            let names = DocumentSymbols(path: path, outline: StylesheetOutline(SyntaxTree(bytes: Array(data)))).selectorNames
            definition = project.viewDefinition(for: path, selectorNames: names)
        }
        if let definition, !definition.diagnostics.isEmpty {
            for diagnostic in definition.diagnostics { write("\(displayPath(definition.path)): \(diagnostic.message)\n", to: .standardError) }
        }

        // Every stylesheet of the project styles the views, in load order, and provides variables.
        let others = project.stylesheets.filter { $0 != path }
        var sources = others.compactMap { other in
            FileManager.default.contents(atPath: other).map { Workspace.Source(path: other, tree: SyntaxTree(bytes: Array($0))) }
        }
        sources.append(Workspace.Source(path: path, tree: SyntaxTree(bytes: Array(data))))
        sources.sort { project.configuration.loadOrderKey($0.path) < project.configuration.loadOrderKey($1.path) }
        let outlines = sources.map { StylesheetOutline($0.tree) }
        let symbols = WorkspaceSymbols(zip(sources, outlines).map { DocumentSymbols(path: $0.path, outline: $1) })
        let stylesheets = Workspace.analyze(sources, context: project.context)
        guard let analysis = stylesheets.first(where: { $0.path == path }) else { return 2 }
        let preview = Preview(
            analysis: analysis, stylesheets: stylesheets, viewDefinition: definition, symbols: symbols, context: project.context, options: options)

        switch format {
        case .text:
            var text = preview.text
            if let definition { text = "views: \(displayPath(definition.path))\n" + text }
            let lines = LineIndex(analysis.tree.bytes)
            for diagnostic in preview.diagnostics {
                let position = lines.position(of: diagnostic.range.lowerBound)
                text += "\(displayPath(path)):\(position.line + 1):\(position.column + 1): \(diagnostic.severity): \(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
            }
            write(text, to: .standardOutput)
        case .json:
            write(preview.json + "\n", to: .standardOutput)
        }
        return 0
    }
}
