import Foundation
import StyleProject

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a `LanguageServer` over a pair of file descriptors (stdin/stdout): a reader thread
/// frames and decodes messages into a queue; the calling thread handles them one at a time,
/// showing each handler what is queued behind it (cancellations, newer edits). Writes are
/// serialized, so a message is never interleaved with another.
public final class ServerConnection: @unchecked Sendable {
    private enum Entry {
        case message(IncomingMessage)
        case malformed(RequestID?, ResponseError)
        case event(ServerEvent)
        case endOfInput
    }

    private let input: Int32
    private let output: Int32
    private let condition = NSCondition()
    private var queue: [Entry] = []
    private let writeLock = NSLock()
    private let fileSystem: FileSystem

    /// `fileSystem`: where the server reads the projects' files (the disk; memory in tests).
    public init(input: Int32 = 0, output: Int32 = 1, fileSystem: FileSystem = DiskFileSystem()) {
        self.input = input
        self.output = output
        self.fileSystem = fileSystem
    }

    /// Serves until `exit` or the end of input; returns the process exit code.
    public func run() -> Int32 {
        // A client that closes the pipe must not kill the server mid-write.
        signal(SIGPIPE, SIG_IGN)
        Self.enlargePipe(output)
        let server = LanguageServer(
            outputPieces: { [weak self] pieces in self?.write(pieces: pieces) },
            log: { line in FileHandle.standardError.write(Data(("style-lsp: " + line + "\n").utf8)) }, fileSystem: fileSystem)
        server.post = { [weak self] event in self?.enqueue([.event(event)]) }

        let reader = Thread { [self] in readLoop() }
        reader.stackSize = 1 << 20
        reader.start()

        var watchdogStarted = false
        while true {
            let (entry, pending) = next()
            switch entry {
            case .message(let message):
                server.handle(message, pending: pending)
            case .malformed(let id, let error):
                server.handleMalformed(id, error)
            case .event(let event):
                server.handle(event)
            case .endOfInput:
                return server.exitCode ?? 1
            }
            if let code = server.exitCode { return code }
            if !watchdogStarted, let pid = server.clientProcessID {
                watchdogStarted = true
                watch(pid)
            }
        }
    }

    /// Waits for the next entry; also returns the messages queued behind it.
    private func next() -> (Entry, [IncomingMessage]) {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty { condition.wait() }
        let entry = queue.removeFirst()
        let pending = queue.compactMap { entry -> IncomingMessage? in
            if case .message(let message) = entry { return message }
            return nil
        }
        return (entry, pending)
    }

    private func enqueue(_ entries: [Entry]) {
        guard !entries.isEmpty else { return }
        condition.lock()
        queue.append(contentsOf: entries)
        condition.signal()
        condition.unlock()
    }

    private func readLoop() {
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            framer.append(buffer[0..<count])
            // Everything one read holds is queued at once, so a handler sees what follows it.
            var entries: [Entry] = []
            while let result = framer.next() {
                switch result {
                case .success(let body):
                    switch IncomingMessage.decode(body) {
                    case .success(let message): entries.append(.message(message))
                    case .failure(let malformed): entries.append(.malformed(malformed.id, malformed.error))
                    }
                case .failure(let error):
                    entries.append(.malformed(nil, ResponseError(code: ResponseError.parseError, message: error.message)))
                }
            }
            enqueue(entries)
        }
        enqueue([.endOfInput])
    }

    /// Writes one message, its body given in pieces: the header and the pieces go out in
    /// gathered writes, so a large body is never copied together first.
    private func write(pieces: [UnsafeRawBufferPointer]) {
        let length = pieces.reduce(0) { $0 + $1.count }
        let header = Array("Content-Length: \(length)\r\n\r\n".utf8)
        writeLock.lock()
        defer { writeLock.unlock() }
        header.withUnsafeBytes { header in
            var vectors = [iovec(iov_base: UnsafeMutableRawPointer(mutating: header.baseAddress), iov_len: header.count)]
            vectors.reserveCapacity(pieces.count + 1)
            for piece in pieces where !piece.isEmpty {
                vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: piece.baseAddress), iov_len: piece.count))
            }
            writeAll(&vectors)
        }
    }

    /// Diagnostics of a large stylesheet can be megabytes: through a 64 KiB pipe, every 64 KiB
    /// waits for the client to be scheduled. A larger pipe (Linux; at most the system's limit)
    /// takes a whole message in one or two writes. Not a pipe, or not allowed: nothing changes.
    private static func enlargePipe(_ descriptor: Int32) {
        #if os(Linux)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ
        let limit = (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 1 << 20
        _ = fcntl(descriptor, setPipeSize, min(limit, 4 << 20))
        #endif
    }

    private func writeAll(_ vectors: inout [iovec]) {
        let limit = 1024  // IOV_MAX on Linux and Darwin
        var first = 0
        while first < vectors.count {
            let count = vectors.withUnsafeBufferPointer { writev(output, $0.baseAddress! + first, Int32(min(vectors.count - first, limit))) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }  // the client is gone; the reader sees the end of input
            // Skip what was written; a piece written in part continues where it stopped.
            var written = count
            while first < vectors.count && written >= vectors[first].iov_len {
                written -= vectors[first].iov_len
                first += 1
            }
            if written > 0 {
                vectors[first].iov_base += written
                vectors[first].iov_len -= written
            }
        }
    }

    /// Exits when the client process dies (LSP `processId`).
    private func watch(_ pid: Int32) {
        let watchdog = Thread {
            while true {
                sleep(2)
                if kill(pid, 0) != 0 && errno == ESRCH {
                    FileHandle.standardError.write(Data("style-lsp: the client process \(pid) is gone; exiting\n".utf8))
                    exit(1)
                }
            }
        }
        watchdog.start()
    }
}
