import Foundation
import Testing
import TestSupport

/// One project model: `lint`, `preview` and the server (with a workspace folder, with none, with
/// a relative one) find the same stylesheets and views for a file, so they report the same
/// diagnostics.
@Suite struct ProjectModelTests {
    static let files = [
        "constants.css": "@accent: #ff6d10;\n@gutter: 16;\n",
        "main.css": """
            #screen {
                frame: parent;
                backgroundColor: @accent;
                UILabel#title {
                    textColr: @accent;
                    layout: top(parent.top + @gutter), left(@gutter), size(200, 40);
                }
                #popularityLabel { titleColor: red; }
                #badge { layout: left(missing.right), top(0), size(10, 10); }
            }

            """,
        "views.xml": """
            <layout>
              <view id="screen">
                <label id="title"/>
                <label id="popularityLabel" style="textAlignment: centre"/>
                <view id="badge"/>
              </view>
            </layout>

            """,
    ]

    /// `line:column code message` of each diagnostic (1-based), as lint's JSON has them.
    static func linted(_ file: String, in project: TemporaryFolder) throws -> [String] {
        let data = Data(try run(["lint", "--format", "json", file], in: project.url).output.utf8)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return entries.map { "\($0["line"] ?? 0):\($0["column"] ?? 0) \($0["code"] ?? "") \($0["message"] ?? "")" }
    }

    /// The same from a server's publish (0-based positions made 1-based).
    static func published(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.map { diagnostic in
            let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Int]
            return "\((start?["line"] ?? -1) + 1):\((start?["character"] ?? -1) + 1) \(diagnostic["code"] ?? "") \(diagnostic["message"] ?? "")"
        }
    }

    /// Opens main.css and views.xml in a server initialized with `root` and returns their final
    /// diagnostics (after the project's index and main.css's layout).
    static func served(_ project: TemporaryFolder, initialize: (LSPTestClient) throws -> Void) throws -> (main: [String], views: [String]) {
        let client = LSPTestClient()
        try initialize(client)
        let main = project.uri("main.css"), views = project.uri("views.xml")
        client.open(main, try project.read("main.css"))
        client.notify("textDocument/didOpen", ["textDocument": ["uri": views, "languageId": "xml", "version": 1, "text": try project.read("views.xml")]])
        // The layout's diagnostics come last, once computed.
        let mainDiagnostics = try client.diagnostics(for: main) { published($0).contains { $0.contains("unknown-layout-reference") } }
        let viewDiagnostics = try client.diagnostics(for: views) { !$0.isEmpty }
        #expect(try client.shutdown() == 0)
        return (published(mainDiagnostics), published(viewDiagnostics))
    }

    @Test func lintPreviewAndTheServerAgree() throws {
        let project = try TemporaryFolder(Self.files)
        let lintMain = try Self.linted("main.css", in: project)
        let lintViews = try Self.linted("views.xml", in: project)
        // What each is expected to find: the variables of constants.css are known, views.xml
        // says #popularityLabel is a label, its inline style is checked, and the layout refers
        // to a view that does not exist.
        let codes = lintMain.map { String($0.split(separator: " ")[1]) }
        #expect(codes.filter { ["unknown-property", "property-not-available", "unknown-layout-reference"].contains($0) }
            == ["unknown-property", "property-not-available", "unknown-layout-reference"])
        #expect(lintViews.map { $0.split(separator: " ")[1] } == ["unknown-enum-value"])
        #expect(!lintMain.contains { $0.contains("undefined-variable") })

        let withRoot = try Self.served(project) { try $0.initialize(root: project.url) }
        let withoutRoot = try Self.served(project) { try $0.initialize() }
        let relativeRoot = try Self.served(project) { try $0.initialize(extra: ["rootUri": "project", "rootPath": "project"]) }
        for served in [withRoot, withoutRoot, relativeRoot] {
            #expect(served.main == lintMain)
            #expect(served.views == lintViews)
        }

        // The preview lays out the same views (views.xml, picked by the ids main.css styles)
        // and reports the same layout problem.
        let preview = Process()
        preview.executableURL = styleLSPBinary
        preview.arguments = ["preview", "main.css"]
        preview.currentDirectoryURL = project.url
        let output = Pipe()
        preview.standardOutput = output
        try preview.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        preview.waitUntilExit()
        #expect(text.hasPrefix("views: views.xml"))
        let layoutProblem = try #require(lintMain.first { $0.contains("unknown-layout-reference") })
        #expect(text.contains(String(layoutProblem.split(separator: " ", maxSplits: 2)[2])))
    }

    /// A client that pulls diagnostics and cannot be asked to pull again (Neovim 0.12) opens a
    /// stylesheet before the server has read the project's others: the answer waits for them a
    /// moment, then says only what they cannot take back (`@late` is not undefined); a later
    /// pull says all.
    @Test func aPullBeforeTheIndexIsReadyIsNeverToldWhatTheIndexTakesBack() throws {
        // Enough stylesheets that the index takes a while; the last defines the variable.
        var files: [String: String] = ["main.css": "UILabel { textColor: @late; textColr: red; }\n"]
        for index in 0..<400 { files["part\(index).css"] = "#box\(index) { alpha: 0.5; frame: parent(\(index)); }\n" }
        files["zz-constants.css"] = "@late: #123456;\n"
        let project = try TemporaryFolder(files)
        let client = LSPTestClient()
        try client.initialize(root: project.url, pull: true)
        let main = project.uri("main.css")
        client.open(main, try project.read("main.css"))
        var codes: [String] = []
        for _ in 0..<100 {
            let response = try #require(client.request("textDocument/diagnostic", ["textDocument": ["uri": main]])["result"] as? [String: Any])
            codes = (response["items"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            #expect(!codes.contains("undefined-variable"))
            if response["resultId"] as? String != "1-syntax" { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(codes == ["unknown-property"])
        // No refresh is asked of a client that did not declare it can take one.
        #expect(try client.shutdown() == 0)
        #expect(!client.unclaimed.contains { $0["method"] as? String == "workspace/diagnostic/refresh" })
    }
}
