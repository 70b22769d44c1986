/// A small JSON parser that keeps the byte range of every value, so a problem in
/// `.stylelsp.json` can be reported at its line and column. Object keys keep their order.
public indirect enum JSONValue: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}

public struct JSONNode: Hashable, Sendable {
    public var value: JSONValue
    /// UTF-8 byte offsets in the document.
    public var range: Range<Int>

    public var string: String? { if case .string(let s) = value { return s } else { return nil } }
    public var number: Double? { if case .number(let n) = value { return n } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    public var members: [JSONMember]? { if case .object(let m) = value { return m } else { return nil } }
    public var elements: [JSONNode]? { if case .array(let e) = value { return e } else { return nil } }
}

public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var keyRange: Range<Int>
    public var value: JSONNode
}

public struct JSONSyntaxError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int
}

public enum JSONDocument {
    /// Parses `bytes` as one JSON value (comments are not JSON, but `//` and `/* */` comments
    /// are accepted, as editors allow them in configuration files).
    public static func parse(_ bytes: [UInt8]) -> Result<JSONNode, JSONSyntaxError> {
        var parser = JSONParser(bytes: bytes)
        do {
            parser.skipSpace()
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.index == bytes.count else {
                throw JSONSyntaxError(message: "unexpected text after the JSON value", offset: parser.index)
            }
            return .success(value)
        } catch let error as JSONSyntaxError {
            return .failure(error)
        } catch {
            return .failure(JSONSyntaxError(message: "\(error)", offset: 0))
        }
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: offset ?? index)
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            default:
                return
            }
        }
    }

    mutating func value(depth: Int) throws -> JSONNode {
        guard depth < 200 else { throw fail("nested too deeply") }
        guard index < bytes.count else { throw fail("expected a value, found the end of the file") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONMember] = []
            skipSpace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(value: .object(members), range: start..<index)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
                let keyStart = index
                let key = try string()
                let keyRange = keyStart..<index
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
                index += 1
                skipSpace()
                members.append(JSONMember(key: key, keyRange: keyRange, value: try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw fail("expected ',' or '}', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
                index += 1
                return JSONNode(value: .object(members), range: start..<index)
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONNode] = []
            skipSpace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONNode(value: .array(elements), range: start..<index)
            }
            while true {
                skipSpace()
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw fail("expected ',' or ']', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
                index += 1
                return JSONNode(value: .array(elements), range: start..<index)
            }
        case UInt8(ascii: "\""):
            let text = try string()
            return JSONNode(value: .string(text), range: start..<index)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let utf8 = Array(word.utf8)
                if index + utf8.count <= bytes.count && Array(bytes[index..<(index + utf8.count)]) == utf8 {
                    index += utf8.count
                    return JSONNode(value: value, range: start..<index)
                }
            }
            throw fail("unexpected word; expected true, false or null")
        default:
            return JSONNode(value: .number(try number()), range: start..<index)
        }
    }

    mutating func string() throws -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                flush()
                return String(scalars)
            }
            if byte == 0x0A { break }
            if byte == UInt8(ascii: "\\") {
                flush()
                guard index + 1 < bytes.count else { break }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
                    else { throw fail("invalid \\u escape", at: index - 2) }
                    index += 4
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escape))
                }
                continue
            }
            run.append(byte)
            index += 1
        }
        throw fail("unterminated string", at: start)
    }

    mutating func number() throws -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text) else {
            index = start
            throw fail("expected a value")
        }
        return value
    }
}
