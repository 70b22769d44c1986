/// Encodes `Encodable` values straight into a `JSONWriter`: keys in the order the type encodes
/// them (declaration order for synthesized conformances), absent optionals left out, no
/// intermediate dictionaries. Foundation's `JSONEncoder` took 12 ms for a list of 1,000
/// completion items on the 2-core machine; this writes it in a fraction of that, and the same
/// value always gives the same bytes.
public struct JSONOutputEncoder {
    public init() {}

    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var writer = JSONWriter(capacity: 512)
        try encode(value, into: &writer)
        return writer.bytes
    }

    public func encode<T: Encodable>(_ value: T, into writer: inout JSONWriter) throws {
        let output = JSONOutput(writer)
        try output.write(value)
        writer = output.writer
    }
}

/// A value that writes its own JSON, the bytes the encoder would write: only where
/// `style-bench lsp` showed the generic path costing (half of a completion request went to
/// encoding its few hundred items through nested containers).
protocol JSONWritable {
    func write(to writer: inout JSONWriter)
}

/// Raw JSON text to embed as is (a payload already encoded elsewhere).
public struct RawJSON: Encodable, Sendable {
    public var bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static let null = RawJSON(Array("null".utf8))

    public func encode(to encoder: Encoder) throws {
        guard let encoder = encoder as? JSONOutput.Encoding else {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
            return
        }
        encoder.output.writer.raw(bytes)
    }
}

/// The state shared by the nested containers of one encoding. Containers that are open form
/// a stack; writing into one closes those opened inside it since (Swift's `Codable` has no
/// "end" call), and a value's containers are closed when its `encode(to:)` returns.
final class JSONOutput {
    var writer: JSONWriter
    /// Open containers, innermost last: the closing bracket and how many members it has.
    private var open: [(bracket: StaticString, members: Int)] = []

    init(_ writer: JSONWriter) {
        self.writer = writer
    }

    func write<T: Encodable>(_ value: T) throws {
        switch value {
        case let writable as JSONWritable: writable.write(to: &writer)
        case let string as String: writer.string(string)
        case let number as Int: writer.number(number)
        case let number as Double: writer.number(number)
        case let flag as Bool: writer.bool(flag)
        default:
            let height = open.count
            try value.encode(to: Encoding(self, codingPath: []))
            close(to: height)
        }
    }

    private func close(to height: Int) {
        while open.count > height { writer.raw(open.removeLast().bracket) }
    }

    /// Opens a container; its level is its place in the stack.
    func push(_ opening: StaticString, _ closing: StaticString) -> Int {
        writer.raw(opening)
        open.append((closing, 0))
        return open.count
    }

    /// Starts a member of the container at `level`: closes what was opened inside it, then
    /// writes the separator.
    func member(of level: Int) {
        close(to: level)
        if open[level - 1].members > 0 { writer.raw(",") }
        open[level - 1].members += 1
    }

    func members(of level: Int) -> Int { open.count >= level ? open[level - 1].members : 0 }

    /// The `Encoder` handed to `encode(to:)`: a value writes exactly one container.
    struct Encoding: Encoder {
        let output: JSONOutput
        var codingPath: [CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(_ output: JSONOutput, codingPath: [CodingKey]) {
            self.output = output
            self.codingPath = codingPath
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(output: output, codingPath: codingPath, level: output.push("{", "}")))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            Unkeyed(output: output, codingPath: codingPath, level: output.push("[", "]"))
        }

        func singleValueContainer() -> SingleValueEncodingContainer {
            Single(output: output, codingPath: codingPath)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let output: JSONOutput
        var codingPath: [CodingKey]
        let level: Int

        private func key(_ key: Key) {
            output.member(of: level)
            output.writer.string(key.stringValue)
            output.writer.raw(":")
        }

        mutating func encodeNil(forKey key: Key) throws {
            self.key(key)
            output.writer.raw("null")
        }

        mutating func encode(_ value: Bool, forKey key: Key) throws {
            self.key(key)
            output.writer.bool(value)
        }

        mutating func encode(_ value: String, forKey key: Key) throws {
            self.key(key)
            output.writer.string(value)
        }

        mutating func encode(_ value: Int, forKey key: Key) throws {
            self.key(key)
            output.writer.number(value)
        }

        mutating func encode(_ value: Double, forKey key: Key) throws {
            self.key(key)
            output.writer.number(value)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            self.key(key)
            try output.write(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            self.key(key)
            return Encoding(output, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            self.key(key)
            return Encoding(output, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> Encoder { Encoding(output, codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> Encoder {
            self.key(key)
            return Encoding(output, codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let output: JSONOutput
        var codingPath: [CodingKey]
        let level: Int
        var count: Int { output.members(of: level) }

        mutating func encodeNil() throws {
            output.member(of: level)
            output.writer.raw("null")
        }

        mutating func encode(_ value: Bool) throws {
            output.member(of: level)
            output.writer.bool(value)
        }

        mutating func encode(_ value: String) throws {
            output.member(of: level)
            output.writer.string(value)
        }

        mutating func encode(_ value: Int) throws {
            output.member(of: level)
            output.writer.number(value)
        }

        mutating func encode(_ value: Double) throws {
            output.member(of: level)
            output.writer.number(value)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            output.member(of: level)
            try output.write(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            output.member(of: level)
            return Encoding(output, codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            output.member(of: level)
            return Encoding(output, codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> Encoder {
            output.member(of: level)
            return Encoding(output, codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let output: JSONOutput
        var codingPath: [CodingKey]

        mutating func encodeNil() throws { output.writer.raw("null") }
        mutating func encode(_ value: Bool) throws { output.writer.bool(value) }
        mutating func encode(_ value: String) throws { output.writer.string(value) }
        mutating func encode(_ value: Int) throws { output.writer.number(value) }
        mutating func encode(_ value: Double) throws { output.writer.number(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try output.write(value) }
    }
}
