import Foundation
import StyleParser
import StyleSemantics
import Testing

/// The InterfaCSS sample apps' view definitions (not part of this repository): set
/// `INTERFACSS_SAMPLES` to a folder holding them (InterfaCSS's `Samples/` of both branches,
/// anywhere below it) to run. Each sample folder is a project: its stylesheets' symbols and its
/// XML file names are the context. Only the two real mistakes of the 2.x samples are errors or
/// warnings.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["INTERFACSS_SAMPLES"] != nil))
struct InterfaCSSSampleTests {
    @Test func onlyTheRealMistakesAreReported() throws {
        let root = ProcessInfo.processInfo.environment["INTERFACSS_SAMPLES"] ?? ""
        var found: [String] = []
        var checked: [String] = []
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".xml") }.sorted()
        for relative in files {
            let path = root + "/" + relative
            let folder = (path as NSString).deletingLastPathComponent
            let siblings = try FileManager.default.contentsOfDirectory(atPath: folder)
            let stylesheets = try siblings.filter { $0.hasSuffix(".css") }.sorted().map { name in
                (path: folder + "/" + name, outline: StylesheetOutline(SyntaxTree(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))))
            }
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let context = AnalysisContext(configuration: ProjectConfiguration(directory: folder))
            let diagnostics = ViewDefinitionChecker.diagnostics(
                bytes: bytes, path: path, symbols: WorkspaceSymbols(stylesheets), context: context,
                layoutFiles: Set(siblings.filter { $0.hasSuffix(".xml") }))
            let lines = LineIndex(bytes)
            let name = relative.split(separator: "/").suffix(2).joined(separator: "/")
            checked.append(name)
            for diagnostic in diagnostics where diagnostic.severity == .error || diagnostic.severity == .warning {
                let position = lines.position(of: diagnostic.range.lowerBound)
                found.append("\(name):\(position.line + 1):\(position.column + 1): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]")
            }
        }
        #expect(checked.contains("FlexyVistas/MainView.xml") && checked.contains("SimpleSample/views.xml"), "\(checked)")
        #expect(found == [
            "FlexThatBox/MainView.xml:18:51: error: 'flex-center' is not a FlexJustify value; expected one of: flex-start, center, flex-end, space-between, space-around, space-evenly [unknown-enum-value]",
            "FlexyVistas/MainView.xml:51:91: warning: UITableView has no property 'mu'; InterfaCSS ignores it. If the app registers it, declare it in .stylelsp.json [unknown-property]",
        ])
    }
}
