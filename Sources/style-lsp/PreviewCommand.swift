import Foundation
import StyleLayout
import StyleParser
import StyleProject
import StyleSemantics

/// `style-lsp preview FILE`: lays the stylesheet's views out and draws them. Reads files,
/// never writes any.
struct PreviewCommand {
    enum Format: String { case text, json, svg }

    var path = ""
    var viewsPath: String?
    /// `--views none`: the views the stylesheet's own rulesets describe.
    var ownViews = false
    var device: String?
    var width: Double?
    var height: Double?
    var landscape = false
    var columns: Int?
    var format = Format.text
    var unicode = false
    var configurationPath: String?
    var svg = SVGOptions()

    init?(arguments: [String]) {
        var reader = ArgumentReader(arguments, command: "preview")
        var paths: [String] = []
        var theme: String?, scale: Double?, outlines: Bool?
        while let argument = reader.next() {
            switch argument {
            case "--views":
                guard let text = reader.value(of: argument) else { return nil }
                if text == "none" { ownViews = true } else { viewsPath = absolutePath(text) }
            case "--device":
                guard let text = reader.value(of: argument) else { return nil }
                device = text
            case "--width":
                guard let number = reader.positiveNumber(of: argument) else { return nil }
                width = number
            case "--height":
                guard let number = reader.positiveNumber(of: argument) else { return nil }
                height = number
            case "--landscape": landscape = true
            case "--unicode": unicode = true
            case "--columns":
                // One message for every value out of range (the drawing needs 20 columns).
                guard let text = reader.value(of: argument) else { return nil }
                guard let number = Int(text), (20...1000).contains(number) else {
                    reader.problem("--columns takes a whole number from 20 to 1000, not '\(text)'")
                    return nil
                }
                columns = number
            case "--format", "-f":
                guard let text = reader.value(of: argument) else { return nil }
                guard let format = Format(rawValue: text) else {
                    reader.problem("unknown format '\(text)'; use text, json or svg")
                    return nil
                }
                self.format = format
            case "--theme":
                guard let text = reader.value(of: argument) else { return nil }
                theme = text
            case "--scale":
                guard let number = reader.positiveNumber(of: argument) else { return nil }
                scale = number
            case "--no-outlines": outlines = false
            case "--config", "-c":
                guard let text = reader.value(of: argument) else { return nil }
                configurationPath = absolutePath(text)
            case let option where option.hasPrefix("-"):
                reader.problem("unknown option '\(option)'")
                return nil
            default:
                paths.append(argument)
            }
        }
        guard paths.count == 1 else {
            reader.problem("give exactly one stylesheet")
            return nil
        }
        do {
            svg = try SVGOptions(theme: theme, scale: scale, outlines: outlines)
        } catch {
            reader.problem("\(error)")
            return nil
        }
        path = absolutePath(paths[0])
    }

    func run() -> Int32 {
        let model = ProjectModel()
        guard let data = model.fileSystem.contents(of: path) else {
            write("style-lsp preview: \(displayPath(path)): cannot read the file\n", to: .standardError)
            return 2
        }
        let project = model.project(for: path, configurationPath: configurationPath)
        model.index(project, readingStylesheets: false)
        let options: PreviewOptions
        do {
            options = try PreviewOptions(
                settings: project.configuration.preview, device: device, width: width, height: height,
                orientation: landscape ? "landscape" : nil, columns: columns, unicode: unicode)
        } catch {
            write("style-lsp preview: \(error)\n", to: .standardError)
            return 2
        }
        var views: ViewDefinition?
        if let viewsPath {
            guard let xml = model.fileSystem.contents(of: viewsPath) else {
                write("style-lsp preview: \(displayPath(viewsPath)): cannot read the file\n", to: .standardError)
                return 2
            }
            views = ViewDefinition.parse(xml, path: viewsPath, registry: project.context.registry)
        }

        // Every stylesheet of the project styles the views, in load order, and provides variables.
        let sources = project.readStylesheets(adding: [path], texts: [path: data], from: model.fileSystem).sources
        let (analyses, symbols) = Workspace.checkItems(sources, context: project.context)
        guard let file = sources.firstIndex(where: { $0.path == path }) else { return 2 }
        let styled = analyses.enumerated().map { StyledStylesheet($1, file: $0) }
        let job = project.layoutJob(
            for: path, selectorNames: symbols.documents[file].selectorNames, symbols: symbols, options: options, views: views, ownViews: ownViews)
        if let definition = job.viewDefinition, !definition.diagnostics.isEmpty {
            for diagnostic in definition.diagnostics { write("\(displayPath(definition.path)): \(diagnostic.message)\n", to: .standardError) }
        }
        let preview = job.layout(of: styled[file], among: styled)

        switch format {
        case .text:
            var text = preview.text
            if let views = preview.viewDefinitionPath { text = "views: \(displayPath(views))\n" + text }
            let lines = LineIndex(data)
            for diagnostic in preview.diagnostics {
                let position = lines.position(of: diagnostic.range.lowerBound)
                text += "\(displayPath(path)):\(position.line + 1):\(position.column + 1): \(diagnostic.severity): \(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
            }
            write(text, to: .standardOutput)
        case .json:
            write(preview.json + "\n", to: .standardOutput)
        case .svg:
            write(preview.svg(svg, name: URL(fileURLWithPath: path).lastPathComponent), to: .standardOutput)
        }
        return 0
    }
}
