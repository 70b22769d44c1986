import Foundation

/// Splits the byte stream from the client into message bodies: `Content-Length: N` headers
/// (names compared without regard to case, other headers ignored), a blank line, N bytes.
/// Reads may hold half a message or several.
public struct MessageFramer: Sendable {
    /// The largest body accepted: a 50 MB stylesheet, escaped as JSON, with room to spare.
    public static let maximumBodySize = 256 << 20

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    /// A header block the framer could not use; the bytes up to its end are skipped.
    public struct HeaderError: Error, Hashable, Sendable {
        public var message: String
    }

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete body, a header error, or nil when more bytes are needed.
    public mutating func next() -> Result<Data, HeaderError>? {
        guard let headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A], from: start) else {
            // A header block has no business being this long: drop it rather than grow forever.
            if buffer.count - start > 64 * 1024 {
                start = buffer.count
                compact()
                return .failure(HeaderError(message: "header block longer than 64 KiB without a blank line"))
            }
            return nil
        }
        let headerText = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in headerText.lowercased().split(separator: "\r\n", omittingEmptySubsequences: true) {
            // Found after junk too (`\u{0}Content-Length: 3`), so the stream resynchronizes.
            guard let name = line.range(of: "content-length:") else { continue }
            length = Int(line[name.upperBound...].trimmingCharacters(in: .whitespaces))
        }
        guard let length, length >= 0 else {
            start = headerEnd + 4
            compact()
            return .failure(HeaderError(message: "a message header without a valid Content-Length: \(headerText.debugDescription)"))
        }
        // A length no editor sends is refused before anything is kept for it; what follows is
        // read as junk up to the next header.
        guard length <= MessageFramer.maximumBodySize else {
            start = headerEnd + 4
            compact()
            return .failure(HeaderError(message: "a message of \(length) bytes is over the limit of \(MessageFramer.maximumBodySize >> 20) MiB; it is skipped"))
        }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        compact()
        return .success(body)
    }

    private mutating func compact() {
        if start > 0 && start == buffer.count {
            // A large message's storage goes rather than stay for the rest of the session.
            buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    private func find(_ pattern: [UInt8], from offset: Int) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        var index = offset
        while index + pattern.count <= buffer.count {
            if buffer[index] == pattern[0] && buffer[index + 1] == pattern[1] && buffer[index + 2] == pattern[2] && buffer[index + 3] == pattern[3] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `Content-Length` header and body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
