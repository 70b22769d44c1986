import Foundation

/// The markers a test source may contain; each marks a position and is removed before parsing.
public let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

/// Removes the markers from `source`; returns the text and each marker's UTF-8 offset in it.
public func extractMarkers(_ source: String) -> (text: String, markers: [String: Int]) {
    var text = ""
    var markers: [String: Int] = [:]
    var rest = Substring(source)
    while !rest.isEmpty {
        if let marker = markerNames.first(where: { rest.hasPrefix($0) }) {
            markers[marker] = text.utf8.count
            rest = rest.dropFirst(marker.count)
        } else {
            text.append(rest.removeFirst())
        }
    }
    return (text, markers)
}

/// The repository's root folder, found from this file's path.
public let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    fatalError("Package.swift not found above \(#filePath)")
}()

/// The InterfaCSS test stylesheets.
public let corpusDirectory = repositoryRoot.appendingPathComponent("Tests/Corpus/interfacss")

/// The built `style-lsp` binary, next to the test bundle as SwiftPM builds it.
public let styleLSPBinary: URL = {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("style-lsp"),
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("style-lsp"),
        repositoryRoot.appendingPathComponent(".build/debug/style-lsp"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
}()
