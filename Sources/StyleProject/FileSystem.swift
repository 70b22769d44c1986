import Foundation

/// Where the project model reads files from: the disk, or memory in tests. Every read of a
/// project's files (stylesheets, view definitions, configuration) goes through the model's
/// `FileSystem`, and `DiskFileSystem` is the only code of the libraries that touches the disk
/// (`FileSystemBoundaryTests` keeps it so). Paths are absolute. Nothing is ever written.
public protocol FileSystem: Sendable {
    /// The bytes of the file at `path`; nil when there is none, it is a folder, or it cannot
    /// be read.
    func contents(of path: String) -> [UInt8]?
    /// Whether something (a file or a folder) is at `path`.
    func exists(_ path: String) -> Bool
    /// Whether `path` is a folder.
    func isFolder(_ path: String) -> Bool
    /// The regular files below `folder`, sorted by path, not descending into hidden folders
    /// or the folders `skipping` names (by their last path component).
    func files(under folder: String, skipping: (String) -> Bool) -> [String]
}

/// The disk.
public struct DiskFileSystem: FileSystem {
    public init() {}

    public func contents(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    public func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public func files(under folder: String, skipping: (String) -> Bool) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator {
            if skipping(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            result.append(url.standardizedFileURL.path)
        }
        return result.sorted()
    }
}

/// Files held in memory, for tests: a project that exists nowhere on disk, so a feature that
/// reads the disk behind the model's back finds nothing.
public final class MemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]

    /// `files`: contents by absolute path.
    public init(_ files: [String: String] = [:]) {
        for (path, text) in files { self.files[path] = Array(text.utf8) }
    }

    /// Creates, replaces (`contents`) or deletes (nil) a file.
    public func set(_ path: String, _ contents: String?) {
        lock.lock()
        defer { lock.unlock() }
        files[path] = contents.map { Array($0.utf8) }
    }

    public func contents(of path: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return files[path]
    }

    public func exists(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return files[path] != nil || isFolderLocked(path)
    }

    public func isFolder(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return isFolderLocked(path)
    }

    private func isFolderLocked(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) }
    }

    public func files(under folder: String, skipping: (String) -> Bool) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.keys.filter { path in
            guard path.hasPrefix(prefix) else { return false }
            // Every folder between `folder` and the file: hidden or skipped ones hide it.
            let folders = path.dropFirst(prefix.count).split(separator: "/").dropLast()
            return !folders.contains { $0.hasPrefix(".") || skipping(String($0)) } && !(path.split(separator: "/").last?.hasPrefix(".") ?? false)
        }.sorted()
    }
}
