import Foundation
import Testing
import TestSupport

/// The built `style-lsp` binary as an editor starts it: no arguments or `--stdio`.
@Suite struct ServerBinaryTests {
    @Test(arguments: [[], ["--stdio"]])
    func servesOverStdio(arguments: [String]) throws {
        let client = try LSPTestClient(binary: styleLSPBinary, arguments: arguments)
        try client.initialize()
        let uri = scratchURI("binary.css")
        client.open(uri, "UILabel {\n    textColr: red;\n}\n")
        #expect(try client.diagnostics(for: uri).count == 1)
        #expect(try client.shutdown() == 0)
    }

    @Test func exitWithoutShutdownIsCodeOne() throws {
        let client = try LSPTestClient(binary: styleLSPBinary)
        try client.initialize()
        client.notify("exit")
        #expect(try client.waitForExit() == 1)
    }

    @Test func garbageOnStdinDoesNotKillTheServer() throws {
        let client = try LSPTestClient(binary: styleLSPBinary)
        client.sendRaw([0xFF, 0x00, 0x13] + Array("Content-Length: 3\r\n\r\n{{{".utf8))
        _ = try client.waitFor("parse error") { $0.errorCode == -32700 }
        try client.initialize()
        #expect(try client.shutdown() == 0)
    }

    @Test func exitsWhenTheClientProcessDies() throws {
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sleep")
        parent.arguments = ["1"]
        try parent.run()
        let client = try LSPTestClient(binary: styleLSPBinary)
        try client.initialize(extra: ["processId": Int(parent.processIdentifier)])
        parent.waitUntilExit()
        #expect(try client.waitForExit(timeout: 10) == 1)
    }
}
