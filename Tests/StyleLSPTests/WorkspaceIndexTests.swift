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
}
