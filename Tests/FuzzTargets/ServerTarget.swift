import Foundation
import StyleLSP
import StyleSemantics

/// The JSON-RPC reader and the server behind it. An input starting with `{` is one message
/// body per line; any other is a byte stream framed by `MessageFramer` (which must frame it the
/// same when it arrives in pieces). Each body is decoded as the connection decodes it and
/// handled by an in-process server, with the messages after it as its queue, until `exit`.
/// Every request must be answered exactly once, every message the server writes must be a
/// JSON-RPC object, and each body read as a `.stylelsp.json` keeps its diagnostics in it.
///
/// The server reads files: every URI or path in a message is moved into a scratch project
/// (a configuration, a stylesheet and a view definition), so nothing else on the disk is read.
public enum ServerTarget {
    static func run(_ bytes: [UInt8]) -> [String] {
        var problems = Problems()
        var bodies: [Data] = []
        var headerErrors = 0
        if bytes.first == UInt8(ascii: "{") {
            bodies = bytes.split(separator: UInt8(ascii: "\n")).map { Data($0) }
        } else {
            let whole = frames(bytes, pieceSizes: [bytes.count])
            let pieces = frames(bytes, pieceSizes: [1, 7, 64, 3, 1000, 13])
            problems.expect(whole == pieces, "the framer reads a stream in pieces differently: \(whole) vs \(pieces)")
            for result in whole {
                switch result {
                case .success(let body): bodies.append(body)
                case .failure: headerErrors += 1
                }
            }
        }
        for body in bodies {
            var configuration = ProjectConfiguration(directory: "/fuzz")
            var diagnostics: [Diagnostic] = []
            configuration.apply(Array(body), diagnostics: &diagnostics)
            problems.checkDiagnostics(diagnostics, count: body.count, "configuration", sorted: false)
        }

        let messages = bodies.map { IncomingMessage.decode(sandboxed($0)) }
        let output = Output()
        let server = LanguageServer(outputPieces: { pieces in output.append(pieces) }, log: { _ in })
        var requests: [RequestID: Int] = [:]
        var malformed = headerErrors
        for (index, message) in messages.enumerated() {
            switch message {
            case .success(let message):
                if let id = message.id { requests[id, default: 0] += 1 }
                let pending = messages[(index + 1)...].compactMap { try? $0.get() }
                server.handle(message, pending: pending)
            case .failure(let error):
                // Answered with its id when one could be read.
                if let id = error.id { requests[id, default: 0] += 1 } else { malformed += 1 }
                server.handleMalformed(error.id, error.error)
            }
            if server.exitCode != nil { break }
        }

        // What the server wrote: replies to the client's requests, error replies to what was
        // not a message, and its own notifications and requests.
        var replies: [RequestID: Int] = [:]
        var unanswerable = 0
        for body in output.messages {
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any], object["jsonrpc"] as? String == "2.0" else {
                problems.add("the server wrote \(String(decoding: body.prefix(200), as: UTF8.self).debugDescription), not a JSON-RPC object")
                continue
            }
            guard object["method"] == nil else { continue }
            switch object["id"] {
            case let id as String: replies[.string(id), default: 0] += 1
            case let id as NSNumber: replies[.number(id.intValue), default: 0] += 1
            default: unanswerable += 1
            }
        }
        for (id, count) in requests where replies[id] != count {
            problems.add("request \(id) was sent \(count) times and answered \(replies[id] ?? 0) times")
        }
        for (id, count) in replies where requests[id] == nil {
            problems.add("\(count) replies to \(id), which was never asked")
        }
        problems.expect(unanswerable <= malformed, "\(unanswerable) replies without an id for \(malformed) malformed messages")
        if !problems.list.isEmpty {
            problems.add("the server wrote:\n" + output.messages.map { String(decoding: $0.prefix(160), as: UTF8.self) }.joined(separator: "\n"))
        }
        return problems.list
    }

    /// What a framer reads from `bytes` arriving in pieces of the given sizes (cycled).
    static func frames(_ bytes: [UInt8], pieceSizes: [Int]) -> [Result<Data, MessageFramer.HeaderError>] {
        var framer = MessageFramer()
        var results: [Result<Data, MessageFramer.HeaderError>] = []
        var start = 0, piece = 0
        while start < bytes.count {
            let end = min(bytes.count, start + max(1, pieceSizes[piece % pieceSizes.count]))
            framer.append(bytes[start..<end])
            while let result = framer.next() { results.append(result) }
            start = end
            piece += 1
        }
        return results
    }

    /// The scratch project the server's file reads are confined to.
    public static let sandbox: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("style-fuzz-\(getpid())-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            ".stylelsp.json": fuzzConfiguration,
            "styles.css": "@accent: rgb(255, 109, 16);\n.title { textColor: @accent; frame: parent(10, 10); }\n#list { alpha: 0.5; }\n",
            "View.xml": "<view id=\"root\"><label id=\"title\" class=\"title\" layout=\"size(100, 20)\"/><tableView id=\"list\"/></view>\n",
        ]
        for (name, text) in files where !FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)) {
            fatalError("cannot write the fuzz sandbox's \(name) in \(folder)")
        }
        atexit { try? FileManager.default.removeItem(atPath: ServerTarget.sandbox) }
        return folder
    }()

    /// `body` with every URI and path in it moved into the sandbox; a body that is not JSON
    /// loses its path characters (the server will not decode it either).
    static func sandboxed(_ body: Data) -> Data {
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            return Data(body.map { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 })
        }
        var changed = false
        let result = sandboxed(object, key: nil, changed: &changed)
        guard changed, let data = try? JSONSerialization.data(withJSONObject: result, options: [.fragmentsAllowed]) else { return body }
        return data
    }

    static let pathKeys: Set<String> = ["uri", "rootUri", "rootPath", "targetUri", "arguments"]
    static let textKeys: Set<String> = ["text", "newText", "method", "jsonrpc"]

    private static func sandboxed(_ value: Any, key: String?, changed: inout Bool) -> Any {
        switch value {
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, value) in dictionary { result[key] = sandboxed(value, key: key, changed: &changed) }
            return result
        case let array as [Any]:
            return array.map { sandboxed($0, key: key, changed: &changed) }
        case let string as String:
            guard !textKeys.contains(key ?? ""),
                pathKeys.contains(key ?? "") || string.contains("/") || string.contains("\\") || string.lowercased().hasPrefix("file:")
            else { return string }
            changed = true
            let name = String(string.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
            return "file://" + sandbox + "/f" + name
        default:
            return value
        }
    }

    /// The messages the server writes, each joined from its pieces.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var messages: [Data] = []

        func append(_ pieces: [UnsafeRawBufferPointer]) {
            var body = Data()
            for piece in pieces { body.append(contentsOf: piece) }
            lock.lock()
            messages.append(body)
            lock.unlock()
        }
    }
}
