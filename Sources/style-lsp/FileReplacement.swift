import Foundation

/// Writes `bytes` to a new file beside `path`, with its permissions, then renames it over
/// `path`: a reader never sees half a file, and a failure leaves the file as it was. The only
/// writing the command line does (`format --write`, `lint --fix`), and only when asked.
func replaceFile(_ path: String, with bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).style-lsp-\(getpid())")
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] ?? 0o644
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes), attributes: [.posixPermissions: permissions]) else {
        throw CocoaError(.fileWriteNoPermission)
    }
    if rename(temporary.path, path) != 0 {
        let code = errno
        try? FileManager.default.removeItem(at: temporary)
        throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}
