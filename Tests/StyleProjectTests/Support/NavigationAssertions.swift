import StyleParser
import StyleProject
import StyleSemantics
import Testing
import TestSupport

/// A project written in one string, as rust-analyzer's tests write theirs: each file starts
/// with a line `//- /path` (the first with `//- /path open` or holding `1️⃣` is open in the
/// editor; others are open when marked `open`), markers are removed, and the model reads the
/// files from memory. The cursor is `1️⃣`.
struct NavigationFixture {
    let model: ProjectModel
    let files: MemoryFileSystem
    /// Each file's text, without markers, in the order written.
    let texts: [(path: String, text: String)]
    let cursorPath: String
    let cursor: Int

    init(_ fixture: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var texts: [(String, String, Bool)] = []
        for line in fixture.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("//- ") {
                let words = line.dropFirst(4).split(separator: " ")
                texts.append((String(words[0]), "", words.dropFirst().contains("open")))
            } else if !texts.isEmpty {
                texts[texts.count - 1].1 += (texts[texts.count - 1].1.isEmpty ? "" : "\n") + line
            }
        }
        var cursorPath = texts.first?.0 ?? "/p/main.css", cursor = 0
        var clean: [(String, String)] = []
        var open: [String] = []
        for (path, text, isOpen) in texts {
            let (plain, markers) = extractMarkers(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n")
            if let offset = markers["1️⃣"] {
                cursorPath = path
                cursor = offset
            }
            if isOpen || markers["1️⃣"] != nil { open.append(path) }
            clean.append((path, plain))
        }
        files = MemoryFileSystem(Dictionary(clean, uniquingKeysWith: { a, _ in a }))
        model = ProjectModel(fileSystem: files)
        let project = model.project(for: cursorPath)
        model.index(project)
        for path in open {
            let text = clean.first { $0.0 == path }!.1
            let document = model.open(path: path, languageId: path.hasSuffix(".xml") ? "xml" : "interfacss", version: 1, text: text)
            model.analyze(document)
        }
        self.texts = clean
        self.cursorPath = cursorPath
        self.cursor = cursor
    }

    var navigator: ProjectNavigator { model.navigator(for: cursorPath) }

    var target: ProjectNavigator.Target? {
        navigator.target(at: cursor, in: cursorPath, text: Array(text(of: cursorPath).utf8))
    }

    func text(of path: String) -> String { texts.first { $0.path == path }?.text ?? "" }

    /// `path:line:column name — first line of what is shown`.
    func describe(_ location: ProjectNavigator.Location) -> String {
        let bytes = Array(text(of: location.path).utf8)
        let lines = LineIndex(bytes)
        let start = lines.position(of: location.selectionRange.lowerBound, encoding: .utf32)
        let selected = String(decoding: bytes[location.selectionRange.clamped(to: 0..<bytes.count)], as: UTF8.self)
        let shown = String(decoding: bytes[location.range.clamped(to: 0..<bytes.count)], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return "\(location.path):\(start.line + 1):\(start.column + 1) \(selected) — \(shown.trimmingCharacters(in: .whitespaces))"
    }
}

func assertNavigationSnapshot(_ actual: String, _ expected: String, filePath: String, sourceLocation: SourceLocation) {
    guard let compared = snapshotComparison(actual, expected, filePath: filePath, line: sourceLocation.line) else { return }
    #expect(compared.actual == compared.expected, sourceLocation: sourceLocation)
}

/// The definitions at the cursor, best first (`declaration: true`: the declarations).
func assertDefinitions(
    _ fixture: String, declaration: Bool = false, expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let project = NavigationFixture(fixture)
    let navigator = project.navigator
    let found = project.target.map { declaration ? navigator.declarations(of: $0) : navigator.definitions(of: $0) } ?? []
    let actual = found.isEmpty ? "nothing" : found.map(project.describe).joined(separator: "\n")
    assertNavigationSnapshot(actual, expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// The references of the name at the cursor.
func assertReferences(
    _ fixture: String, includeDeclaration: Bool = true, expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let project = NavigationFixture(fixture)
    let found = project.target.map { project.navigator.references(of: $0, includeDeclaration: includeDeclaration) } ?? []
    let actual = found.isEmpty ? "nothing" : found.map(project.describe).joined(separator: "\n")
    assertNavigationSnapshot(actual, expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// The highlights of the name at the cursor in its file: `write`/`read` and the line.
func assertHighlights(_ fixture: String, expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let project = NavigationFixture(fixture)
    let found = project.target.map { project.navigator.highlights(of: $0) } ?? []
    let actual = found.isEmpty ? "nothing" : found.map { highlight in
        project.describe(ProjectNavigator.Location(path: project.cursorPath, range: highlight.range, selectionRange: highlight.range))
            .split(separator: " ").prefix(2).joined(separator: " ") + (highlight.isWrite ? " write" : " read")
    }.joined(separator: "\n")
    assertNavigationSnapshot(actual, expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// A rename at the cursor: each file it changes, whole (`//- path` then its text), or the
/// refusal. Every edit replaces exactly the name at its range.
func assertRename(_ fixture: String, to newName: String, expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let project = NavigationFixture(fixture)
    let navigator = project.navigator
    let tree = project.model.documents[project.cursorPath].map { $0.tree }
    let actual: String
    switch navigator.rename(project.target, at: project.cursor, in: tree, to: newName) {
    case .failure(let refusal):
        actual = "refused: \(refusal.message)"
    case .success(let edits):
        actual = edits.keys.sorted().map { path in
            var bytes = Array(project.text(of: path).utf8)
            for edit in edits[path]!.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: edit.replacement)
            }
            return "//- \(path)\n" + String(decoding: bytes, as: UTF8.self)
        }.joined(separator: "\n")
    }
    assertNavigationSnapshot(actual.isEmpty ? "no change" : actual, expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// The outline of the file holding the cursor (or the first file): each symbol on a line,
/// indented by depth: `kind name — detail [selected text]`.
func assertDocumentSymbols(_ fixture: String, expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let project = NavigationFixture(fixture)
    let bytes = Array(project.text(of: project.cursorPath).utf8)
    var lines: [String] = []
    func add(_ symbols: [NavigationSymbol], depth: Int) {
        for symbol in symbols {
            let selected = String(decoding: bytes[symbol.selectionRange.clamped(to: 0..<bytes.count)], as: UTF8.self)
            lines.append(String(repeating: "  ", count: depth) + "\(symbol.kind) \(symbol.name)" + (symbol.detail.map { " — \($0)" } ?? "") + " [\(selected)]")
            add(symbol.children, depth: depth + 1)
        }
    }
    add(project.navigator.documentSymbols(of: project.cursorPath), depth: 0)
    assertNavigationSnapshot(lines.isEmpty ? "nothing" : lines.joined(separator: "\n"), expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// A workspace search: `kind name (file) in container`, best first.
func assertWorkspaceSymbols(
    _ fixture: String, query: String, expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let project = NavigationFixture(fixture)
    let lines = project.navigator.workspaceSymbols(matching: query).map { match in
        "\(match.symbol.kind) \(match.symbol.name) (\(match.path))" + (match.container.map { " in \($0)" } ?? "")
    }
    assertNavigationSnapshot(lines.isEmpty ? "nothing" : lines.joined(separator: "\n"), expected, filePath: filePath, sourceLocation: sourceLocation)
}

/// The hover at the cursor of the open file (its markdown), as the project composes it.
func assertProjectHover(_ fixture: String, expected: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let project = NavigationFixture(fixture)
    let hover = project.model.documents[project.cursorPath].flatMap { project.model.hover(in: $0, at: project.cursor) }
    assertNavigationSnapshot(hover?.markdown ?? "nothing", expected, filePath: filePath, sourceLocation: sourceLocation)
}
