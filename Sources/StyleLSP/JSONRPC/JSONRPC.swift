import Foundation

/// A JSON-RPC request id: a number or a string.
public enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let string): return string.debugDescription
        }
    }

    /// The id as JSON text.
    var json: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let string): return JSONWriter.quoted(string)
        }
    }
}

/// A JSON-RPC error, as sent in a response.
public struct ResponseError: Error, Hashable, Sendable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestCancelled = -32800
    public static let contentModified = -32801
    /// A valid request that could not be carried out (a refused rename): the message says why.
    public static let requestFailed = -32803

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParams, message: message) }
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: requestFailed, message: message) }
    /// The document a request reads was edited before it was answered.
    static func documentChanged(before method: String) -> ResponseError {
        ResponseError(code: contentModified, message: "the document changed before \(method) was answered")
    }
    /// `error` as the reply to `method`: itself when it is a response error, else an internal one.
    static func replying(to method: String, _ error: any Error) -> ResponseError {
        error as? ResponseError ?? ResponseError(code: internalError, message: "\(method) failed: \(error)")
    }
}

/// A message read from the client, its envelope decoded and its params kept as JSON bytes for
/// the handler to decode into its own `Decodable` type.
public struct IncomingMessage: Sendable {
    public enum Kind: Sendable {
        case request(RequestID)
        case notification
        /// A response to a request the server sent (e.g. `window/workDoneProgress/create`).
        case response(RequestID)
    }

    public var kind: Kind
    public var method: String
    /// The raw message body.
    public var body: Data

    public var id: RequestID? {
        if case .request(let id) = kind { return id }
        return nil
    }

    private struct Envelope: Decodable {
        var id: RequestID?
        var method: String?
        /// Whether `result` or `error` is present (a response; `"result": null` counts).
        var isResponse: Bool

        enum CodingKeys: String, CodingKey { case id, method, result, error }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
            method = try container.decodeIfPresent(String.self, forKey: .method)
            isResponse = container.contains(.result) || container.contains(.error)
        }
    }


    /// A body that is not a JSON-RPC message: the error to send, and the id if one was readable.
    public struct Malformed: Error, Sendable {
        public var id: RequestID?
        public var error: ResponseError
    }

    /// Decodes the envelope; a body that is not JSON-RPC becomes a `ResponseError` to send.
    public static func decode(_ body: Data) -> Result<IncomingMessage, Malformed> {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: body) else {
            if (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) == nil {
                return .failure(Malformed(id: nil, error: ResponseError(code: ResponseError.parseError, message: "the message is not valid JSON")))
            }
            return .failure(Malformed(id: nil, error: ResponseError(code: ResponseError.invalidRequest, message: "the message is not a JSON-RPC object")))
        }
        if let method = envelope.method {
            if let id = envelope.id {
                return .success(IncomingMessage(kind: .request(id), method: method, body: body))
            }
            return .success(IncomingMessage(kind: .notification, method: method, body: body))
        }
        if let id = envelope.id, envelope.isResponse {
            return .success(IncomingMessage(kind: .response(id), method: "", body: body))
        }
        return .failure(Malformed(id: envelope.id, error: ResponseError(code: ResponseError.invalidRequest, message: "a request needs a \"method\"")))
    }

    private struct ParamsEnvelope<Params: Decodable>: Decodable {
        var params: Params
    }

    /// The params decoded as `Params`; a mismatch is an invalid-params error.
    public func params<Params: Decodable>(_ type: Params.Type) throws -> Params {
        if let none = NoParams() as? Params { return none }
        do {
            return try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
        } catch let DecodingError.keyNotFound(key, context) {
            throw ResponseError.invalidParams("\(method): missing \(describe(context.codingPath + [key]))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ResponseError.invalidParams("\(method): wrong type at \(describe(context.codingPath))")
        } catch let DecodingError.dataCorrupted(context) {
            throw ResponseError.invalidParams("\(method): invalid value at \(describe(context.codingPath))")
        } catch {
            throw ResponseError.invalidParams("\(method): invalid params")
        }
    }

    private func describe(_ path: [CodingKey]) -> String {
        let text = path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return text.isEmpty ? "params" : "params" + text
    }
}
