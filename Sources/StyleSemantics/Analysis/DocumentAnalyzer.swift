import StyleParser

/// The analysis of one open document, kept between edits.
///
/// The unit of work is a top-level item (a ruleset with everything nested in it, a variable).
/// After an edit the incremental parser shares every unchanged item's green node with the
/// previous tree, so the symbols and diagnostics computed for a green node are reused, moved
/// to the item's new offset: a keystroke in a 1 MB stylesheet re-checks one ruleset. An item
/// is re-checked too when what it depends on outside itself changed (the variables it
/// references, the selectors `@extend` can name, the configuration).
public final class DocumentAnalyzer: @unchecked Sendable {
    public let path: String

    /// What one item contributes to the symbols, with offsets relative to the item.
    private struct ItemSummary {
        var variables: [DocumentSymbols.Variable]
        var chains: [String]
        var references: [StylesheetOutline.Reference]
        var hasExtend: Bool
    }

    private struct Entry {
        let green: GreenNode
        var summary: ItemSummary
        /// The item's raw diagnostics, relative to its start, and the fingerprint of the
        /// context they were computed in.
        var diagnostics: [Diagnostic]?
        var fingerprint: Int?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many items the last call analysed afresh (for tests and benchmarks).
    public private(set) var itemsAnalyzed = 0

    public init(path: String) {
        self.path = path
    }

    /// The document's variables, selectors and references, for the workspace's symbols.
    public func symbols(of tree: SyntaxTree) -> DocumentSymbols {
        var document = DocumentSymbols(path: path)
        var live: [ObjectIdentifier: Entry] = [:]
        tree.forEachTopLevelNode { green, offset in
            let key = ObjectIdentifier(green)
            var entry = entries[key] ?? Entry(green: green, summary: summarize(tree.topLevelNode(green, at: offset), offset: offset))
            if entries[key] == nil { entry.diagnostics = nil }
            live[key] = entry
            for variable in entry.summary.variables {
                var moved = variable
                moved.offset += offset
                moved.nameRange = (variable.nameRange.lowerBound + offset)..<(variable.nameRange.upperBound + offset)
                document.variables.append(moved)
            }
            document.chains.formUnion(entry.summary.chains)
            for reference in entry.summary.references { document.referencedNames.insert(reference.name) }
        }
        entries = live
        return document
    }

    private func summarize(_ item: SyntaxNode, offset: Int) -> ItemSummary {
        let outline = StylesheetOutline(items: [item])
        let symbols = DocumentSymbols(path: path, outline: outline)
        return ItemSummary(
            variables: symbols.variables.map { variable in
                var relative = variable
                relative.offset -= offset
                relative.nameRange = (variable.nameRange.lowerBound - offset)..<(variable.nameRange.upperBound - offset)
                return relative
            },
            chains: Array(symbols.chains),
            references: outline.references.map { reference in
                var relative = reference
                relative.range = (reference.range.lowerBound - offset)..<(reference.range.upperBound - offset)
                return relative
            },
            hasExtend: !outline.extends.isEmpty)
    }

    /// The document's diagnostics, after severities and suppressions. Call `symbols(of:)` for
    /// the same tree first (the workspace's symbols include this document's).
    public func diagnostics(of tree: SyntaxTree, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext) -> [Diagnostic] {
        var raw: [Diagnostic] = []
        itemsAnalyzed = 0
        tree.forEachTopLevelNode { green, offset in
            let key = ObjectIdentifier(green)
            guard var entry = entries[key] else { return }
            let fingerprint = self.fingerprint(entry.summary, offset: offset, file: file, symbols: symbols, context: context)
            if entry.fingerprint != fingerprint || entry.diagnostics == nil {
                let node = tree.topLevelNode(green, at: offset)
                var checker = StylesheetChecker(
                    path: path, tree: tree, outline: StylesheetOutline(items: [node]), file: file, symbols: symbols, context: context)
                let end = offset + green.width
                entry.diagnostics = checker.checkItems().diagnostics.map { $0.relative(to: offset, item: offset..<end) }
                entry.fingerprint = fingerprint
                entries[key] = entry
                itemsAnalyzed += 1
            }
            raw.append(contentsOf: entry.diagnostics!.map { $0.absolute(from: offset) })
        }
        return StylesheetChecker.finishDocument(raw, tree: tree, document: symbols.documents[file], symbols: symbols, context: context)
    }

    /// What an item's diagnostics depend on outside the item.
    private func fingerprint(_ summary: ItemSummary, offset: Int, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext) -> Int {
        var hasher = Hasher()
        hasher.combine(context.version)
        var nested = false
        for reference in summary.references {
            hasher.combine(reference.name)
            let site = reference.insideVariable
                ? symbols.definitions(of: reference.name).last
                : symbols.definition(of: reference.name, file: file, offset: offset + reference.range.lowerBound, customProperty: reference.isCustomProperty)
            if let site {
                hasher.combine(site.valueText)
                hasher.combine(site.isCustomProperty)
                if site.valueText.contains("@") || site.valueText.contains("--") { nested = true }
            } else if let later = symbols.definitions(of: reference.name).first {
                // Used before its definition: the message names where.
                hasher.combine(later.path)
                hasher.combine(later.nameRange.lowerBound)
            } else {
                hasher.combine(symbols.variableNames.count)  // the suggestions come from all names
            }
        }
        if nested || !summary.variables.isEmpty { hasher.combine(symbols.variablesVersion) }
        if summary.hasExtend { hasher.combine(symbols.chainsVersion) }
        return hasher.finalize()
    }
}

extension Diagnostic {
    /// Marks a related location stored relative to its item.
    private static let itemRelative = "\u{0}item"

    /// The diagnostic with ranges relative to an item starting at `offset`. Related locations
    /// in this file inside the item move with it; others stay where they are.
    func relative(to offset: Int, item: Range<Int>) -> Diagnostic {
        var copy = shifted(by: -offset)
        copy.related = related.map { entry in
            guard entry.file == nil, item.contains(entry.range.lowerBound) else { return entry }
            return Related(file: Diagnostic.itemRelative, range: (entry.range.lowerBound - offset)..<(entry.range.upperBound - offset), message: entry.message)
        }
        return copy
    }

    /// The inverse of `relative(to:item:)` for an item now at `offset`.
    func absolute(from offset: Int) -> Diagnostic {
        var copy = shifted(by: offset)
        copy.related = related.map { entry in
            guard entry.file == Diagnostic.itemRelative else { return entry }
            return Related(file: nil, range: (entry.range.lowerBound + offset)..<(entry.range.upperBound + offset), message: entry.message)
        }
        return copy
    }

    private func shifted(by delta: Int) -> Diagnostic {
        var copy = self
        copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        copy.fixes = fixes.map { fix in
            var moved = fix
            moved.range = (fix.range.lowerBound + delta)..<(fix.range.upperBound + delta)
            return moved
        }
        return copy
    }
}
