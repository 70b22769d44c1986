import Foundation
import Testing
import TestSupport

/// What an editor's preview page is served: the picture (the same the command line draws) and
/// the legend, the editor's settings as editors really send them, a preview asked for before
/// the project is indexed, and `style/projectChanged` when the project changes underneath.
@Suite struct PreviewPictureTests {
    typealias JSON = [String: Any]

    static let stylesheet = "#header { frame: size(auto, 100).top(0); backgroundColor: #ff6d10; }\n#zero { frame: rect(10, 120, 0, 30); }\n"

    func preview(_ client: LSPTestClient, _ params: JSON) throws -> JSON {
        let response = try client.request("style/preview", params)
        return try #require(response["result"] as? JSON, "\(response)")
    }

    /// The editor's picture is the command line's, byte for byte; the legend is the text
    /// drawing's, notes included.
    @Test func thePictureIsTheCommandLines() throws {
        let project = try TemporaryFolder(["screen.css": Self.stylesheet])
        let client = LSPTestClient()
        try client.initialize(root: project.url)
        let uri = project.uri("screen.css")
        client.open(uri, Self.stylesheet)
        let result = try preview(client, ["textDocument": ["uri": uri], "device": "iphone-15", "svg": ["theme": "dark", "scale": 0.5, "outlines": false]])
        let command = try run(["preview", "screen.css", "--format", "svg", "--device", "iphone-15", "--theme", "dark", "--scale", "0.5", "--no-outlines"], in: project.url)
        #expect(result["svg"] as? String == command.output)
        #expect(result["legend"] as? String == """
            393×852 pt, portrait
              header (UIView)  0,0 393×100
              zero (UIView)  10,120 0×30  [zero size]

            """)
        let text = try #require(result["text"] as? String)
        #expect(text.hasSuffix("\n" + (result["legend"] as? String ?? "-")))
        // Without `svg`, no picture.
        #expect(try preview(client, ["textDocument": ["uri": uri]])["svg"] == nil)
        let bad = try client.request("style/preview", ["textDocument": ["uri": uri], "svg": ["theme": "sepia"]])
        #expect(bad.errorCode == -32602)
        #expect((bad["error"] as? JSON)?["message"] as? String == "style/preview: the theme is light or dark, not 'sepia'")
        #expect(try client.shutdown() == 0)
    }

    /// VS Code's language client pushes the settings as they are, with package.json's `""`
    /// defaults; they are unset, as null is, and the preview keeps working.
    @Test func emptySettingsAreUnset() throws {
        let client = LSPTestClient()
        try client.initialize()
        let uri = scratchURI("settings-\(UUID().uuidString).css")
        client.open(uri, Self.stylesheet)
        func push(device: String, orientation: String) {
            client.notify("workspace/didChangeConfiguration", ["settings": ["stylelsp": [
                "server": ["path": ""], "detectProjectStylesheets": true, "preview": ["device": device, "orientation": orientation],
                "rules": [:] as JSON, "trace": ["server": "off"],
            ] as JSON]])
        }
        func screen() throws -> String {
            let result = try preview(client, ["textDocument": ["uri": uri]])
            return "\(result["width"] as? Double ?? 0)×\(result["height"] as? Double ?? 0) \(result["orientation"] as? String ?? "-")"
        }
        push(device: "", orientation: "")
        #expect(try screen() == "375.0×667.0 portrait")
        push(device: "ipad", orientation: " ")
        #expect(try screen() == "768.0×1024.0 portrait")
        push(device: "", orientation: "landscape")
        #expect(try screen() == "667.0×375.0 landscape")
        #expect(try client.shutdown() == 0)
    }

    /// The same answered to `workspace/configuration`, the pull a client without a push makes.
    @Test func emptySettingsPulledAreUnset() throws {
        let client = LSPTestClient()
        try client.initialize(capabilities: ["workspace": ["configuration": true]])
        let pull = try client.waitFor("workspace/configuration") { $0["method"] as? String == "workspace/configuration" }
        #expect(pull["params"] as? NSDictionary == ["items": [["section": "stylelsp"]]] as NSDictionary)
        client.send(["jsonrpc": "2.0", "id": pull["id"]!, "result": [["preview": ["device": "", "orientation": NSNull()], "rules": [:] as JSON]]])
        let uri = scratchURI("pulled-\(UUID().uuidString).css")
        client.open(uri, Self.stylesheet)
        #expect(try preview(client, ["textDocument": ["uri": uri]])["width"] as? Double == 375)
        #expect(try client.shutdown() == 0)
    }

    /// A preview asked for as the document opens is drawn once the project's view definitions
    /// are known, not from the stylesheet's nesting before.
    @Test func aPreviewWaitsForTheProjectsIndex() throws {
        let css = "#title { frame: rect(10, 10, 100, 20); }\n#box { frame: rect(10, 40, 100, 100); #inner { frame: rect(5, 5, 10, 10); } }\n"
        let project = try TemporaryFolder([
            "screen.css": css,
            "screen.xml": "<view id=\"root\"><label id=\"title\"/><view id=\"box\"/></view>\n",
        ])
        // No workspace folder: the project is found, and indexed, as the document opens.
        let client = LSPTestClient()
        try client.initialize()
        let uri = project.uri("screen.css")
        client.open(uri, css)
        let result = try preview(client, ["textDocument": ["uri": uri]])
        #expect(((result["views"] as? [JSON])?.first)?["name"] as? String == "root")
        #expect(try client.shutdown() == 0)
    }

    /// `style/projectChanged` for clients that ask for it: once the project is indexed, when a
    /// view definition or another stylesheet changes on disk, and when another stylesheet or a
    /// view definition is edited (once typing pauses), with the open stylesheets it concerns.
    @Test func theClientIsToldWhenTheProjectChanges() throws {
        let project = try TemporaryFolder([
            "screen.css": Self.stylesheet, "other.css": "#header { alpha: 0.5; }\n", "screen.xml": "<view id=\"root\"><view id=\"header\"/></view>\n",
        ])
        // No workspace folder: the project is indexed once the document is open.
        let client = LSPTestClient()
        try client.initialize(extra: ["initializationOptions": ["projectChanged": true]])
        let screen = project.uri("screen.css"), other = project.uri("other.css"), views = project.uri("screen.xml")
        let root = project.url.absoluteString
        func changed() throws -> NSDictionary? {
            (try client.notification("style/projectChanged")["params"] as? JSON).map { $0 as NSDictionary }
        }
        client.open(screen, Self.stylesheet)
        #expect(try changed() == ["root": root, "documents": [screen]] as NSDictionary)

        try project.write("screen.xml", "<view id=\"root\"><view id=\"header\"/><view id=\"more\"/></view>\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": views, "type": 2]]])
        #expect(try changed() == ["root": root, "documents": [screen]] as NSDictionary)
        try project.write("other.css", "#header { alpha: 0.25; }\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": other, "type": 2]]])
        #expect(try changed() == ["root": root, "documents": [screen]] as NSDictionary)

        // Typing in another stylesheet (opening it changes nothing): said once it pauses, to
        // the previews of the others.
        client.notify("textDocument/didOpen", ["textDocument": ["uri": other, "languageId": "interfacss", "version": 1, "text": "#header { alpha: 0.25; }\n"]])
        for version in 2...4 { client.change(other, version: version, [LSPTestClient.edit(0, 18, 0, 18, "5")]) }
        #expect(try changed() == ["root": root, "documents": [screen]] as NSDictionary)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(client.unclaimed.filter { $0["method"] as? String == "style/projectChanged" }.isEmpty)

        // Typing in the view definition; closing the other stylesheet (the file on disk counts again).
        client.notify("textDocument/didOpen", ["textDocument": ["uri": views, "languageId": "xml", "version": 1, "text": "<view id=\"root\"/>\n"]])
        #expect(try changed() == ["root": root, "documents": [other, screen].sorted()] as NSDictionary)
        client.notify("textDocument/didClose", ["textDocument": ["uri": other]])
        #expect(try changed() == ["root": root, "documents": [screen]] as NSDictionary)
        #expect(try client.shutdown() == 0)
    }

    /// Clients that do not ask are not sent it (some report unknown notifications).
    @Test func onlyClientsThatAskAreTold() throws {
        let project = try TemporaryFolder(["screen.css": Self.stylesheet, "screen.xml": "<view id=\"root\"><view id=\"header\"/></view>\n"])
        let client = LSPTestClient()
        try client.initialize(root: project.url, capabilities: ["workspace": ["inlayHint": ["refreshSupport": true]]])
        client.open(project.uri("screen.css"), Self.stylesheet)
        try client.waitForLayout()
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": project.uri("screen.xml"), "type": 2]]])
        _ = try client.request("shutdown")
        #expect(client.unclaimed.filter { $0["method"] as? String == "style/projectChanged" }.isEmpty)
    }
}
