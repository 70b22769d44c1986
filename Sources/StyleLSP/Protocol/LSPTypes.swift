import Foundation

// The structures of LSP 3.17 that several methods share. Incoming types decode leniently:
// fields the server does not use are ignored, optional ones may be missing. Outgoing types
// encode their fields in declaration order and leave out those that are nil.

public struct Position: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: LSPRange

    public init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String

    public init(uri: String) {
        self.uri = uri
    }
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int?
}

/// A document an edit is for: its version as open in the client, or `null` (written out, as
/// the protocol requires) for a file that is not open.
public struct OptionalVersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int?

    public init(uri: String, version: Int?) {
        self.uri = uri
        self.version = version
    }

    enum CodingKeys: String, CodingKey { case uri, version }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        if let version { try container.encode(version, forKey: .version) } else { try container.encodeNil(forKey: .version) }
    }
}

public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct WorkspaceFolder: Codable, Hashable, Sendable {
    public var uri: String
    public var name: String?
}

public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind = "markdown"
    public var value: String

    public init(markdown: String) {
        value = markdown
    }

    /// Markdown, or for a client that shows plain text, the same read as plain text (no
    /// bold marks, backticks or fences).
    public init(markdown: String, asMarkdown: Bool) {
        self.init(markdown: asMarkdown ? markdown : PlainText.from(markdown: markdown))
        if !asMarkdown { kind = "plaintext" }
    }
}

/// The plain text a person would read in the markdown the features write: emphasis, code
/// spans and fences, links and headings lose their marks.
enum PlainText {
    static func from(markdown: String) -> String {
        var lines: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            // A fence's own line goes; what it holds stays as it is.
            if line.hasPrefix("```") { continue }
            var text = String(line)
            while text.hasPrefix("#") { text.removeFirst() }
            if text.count < line.count { text = text.trimmingCharacters(in: .whitespaces) }
            lines.append(inline(text))
        }
        return lines.joined(separator: "\n")
    }

    /// `**strong**`, `` `code` `` and `[text](url)` as their text (a link with its address); a
    /// single `*` stays (the features write none as emphasis, and `*` is a selector).
    private static func inline(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let first = rest.first {
            if rest.hasPrefix("**") {
                rest = rest.dropFirst(2)
            } else if first == "`" {
                // A code span is copied as it is, marks and all inside it.
                rest = rest.dropFirst()
                if let end = rest.firstIndex(of: "`") {
                    result += rest[..<end]
                    rest = rest[rest.index(after: end)...]
                }
            } else if first == "[", let close = rest.firstIndex(of: "]"), rest[rest.index(after: close)...].hasPrefix("("),
                let end = rest[close...].firstIndex(of: ")") {
                let text = rest[rest.index(after: rest.startIndex)..<close]
                let address = rest[rest.index(close, offsetBy: 2)..<end]
                result += text == address ? String(text) : "\(text) (\(address))"
                rest = rest[rest.index(after: end)...]
            } else if first == "\\", let next = rest.dropFirst().first, "\\`*_[]()#-.!".contains(next) {
                result.append(next)
                rest = rest.dropFirst(2)
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }
}

public struct LSPTextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String
}

/// A client command an item or action asks the editor to run.
public struct Command: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?
}

/// Any JSON value: command arguments, `data` fields the client hands back.
public enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they were read.
    case object([(key: String, value: JSONValue)])

    public init(from decoder: Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(try container.allKeys.map { ($0.stringValue, try container.decode(JSONValue.self, forKey: $0)) })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !container.isAtEnd { values.append(try container.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyKey.self)
            for member in members { try container.encode(member.value, forKey: AnyKey(member.key)) }
        }
    }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value decoded as `T` (a command's argument read as its params type).
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(try JSONOutputEncoder().encode(self)))
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// An LSP diagnostic as a client sends it back (in code action requests): only what the
/// server needs to find its own diagnostic again.
public struct DiagnosticReference: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var code: String?
    public var message: String
    public var data: JSONValue?
}
