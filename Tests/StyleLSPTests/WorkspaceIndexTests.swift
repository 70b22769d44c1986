import Foundation
import StyleSemantics
import Testing
@testable import StyleLSP

/// The workspace's index of stylesheets on disk.
@Suite struct WorkspaceIndexTests {
    /// An open stylesheet's text comes from the editor: its copy on disk is not read (a large
    /// file parsed twice doubled the server's memory), until it is closed.
    @Test func theScanLeavesOpenStylesheetsOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a", "b"] {
            try Data("@\(name): 1;\n".utf8).write(to: URL(fileURLWithPath: folder + "/\(name).css"))
        }
        let root = Project.Root(folder: URL(fileURLWithPath: folder).standardizedFileURL.path, configuration: nil)
        let all = WorkspaceIndex.scan(root) { _, _ in }
        let paths = all.project.stylesheets
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.css", "b.css"])
        #expect(paths.map { all.symbols[$0]?.variables.map(\.name) } == [["a"], ["b"]])
        let withOneOpen = WorkspaceIndex.scan(root, open: [paths[0]]) { _, _ in }
        #expect(withOneOpen.project.stylesheets == paths)
        #expect(paths.map { withOneOpen.symbols[$0]?.variables.map(\.name) } == [nil, ["b"]])
    }

    /// A context made again from what is already known (the scan after a document is opened
    /// finds the configuration read for it) keeps its version: every result computed in it
    /// stays, where the opened document was checked twice. A changed configuration, editor
    /// rule or view definition makes a new one.
    @Test func aContextMadeFromTheSameKeepsItsVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = folder + "/" + ProjectConfiguration.fileName
        try Data(#"{"rules": {"unknown-property": "error"}}"#.utf8).write(to: URL(fileURLWithPath: configuration))
        try Data("UILabel { textColor: red; }\n".utf8).write(to: URL(fileURLWithPath: folder + "/main.css"))
        let workspace = WorkspaceIndex()
        workspace.setFolders([folder])
        let index = workspace.project(for: folder + "/main.css")
        let opened = index.context.version
        workspace.update(index, with: WorkspaceIndex.scan(index.root) { _, _ in })
        #expect(index.context.version == opened)
        #expect(index.project.stylesheets.count == 1)
        workspace.reloadAll()
        #expect(index.context.version == opened)

        try Data(#"{"rules": {"unknown-property": "off"}}"#.utf8).write(to: URL(fileURLWithPath: configuration))
        workspace.reloadAll()
        let reconfigured = index.context.version
        #expect(reconfigured != opened)
        #expect(index.context.configuration.severity(of: DiagnosticCode(rawValue: "unknown-property"), default: .warning) == nil)

        workspace.setRuleOverrides(["unused-variable": "off"])
        #expect(index.context.version != reconfigured)
        let withRules = index.context.version

        let views = ViewDefinition.parse(Array(#"<UIView id="main"><UILabel class="title"/></UIView>"#.utf8), path: folder + "/Main.xml", registry: index.context.registry)
        #expect(workspace.replaceViewDefinition(views, in: index))
        #expect(index.context.version != withRules)
        #expect(!workspace.replaceViewDefinition(views, in: index))
    }
}
