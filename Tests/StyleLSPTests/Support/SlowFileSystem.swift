import Foundation
import StyleProject

/// A file system whose folder listings take `delay`: a project's index (which lists its
/// folder first) comes that long after it starts, however fast the machine, so what the
/// server does before its index is seen every time.
struct SlowFileSystem: FileSystem {
    let base: any FileSystem
    let delay: TimeInterval

    func contents(of path: String) -> [UInt8]? { base.contents(of: path) }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func isFolder(_ path: String) -> Bool { base.isFolder(path) }

    func files(under folder: String, skipping: (String) -> Bool) -> [String] {
        Thread.sleep(forTimeInterval: delay)
        return base.files(under: folder, skipping: skipping)
    }
}
