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
        var selectorNames: Set<String>
        var references: [StylesheetOutline.Reference]
        var hasExtend: Bool

        /// Whether two groups of items contribute the same chains, selector names and
        /// referenced names (then the document's sets need no rebuilding).
        static func sameNames(_ a: [ItemSummary], _ b: [ItemSummary]) -> Bool {
            func names(_ group: [ItemSummary]) -> [String] {
                group.flatMap { $0.chains.map { "c" + $0 } + $0.selectorNames.map { "s" + $0 } + $0.references.map { "r" + $0.name } }.sorted()
            }
            return names(a) == names(b)
        }
    }

    private struct Entry {
        let green: GreenNode
        var summary: ItemSummary
        /// The item's offset in the current tree.
        var offset: Int
        /// The item's raw diagnostics, relative to its start, and the fingerprint of the
        /// context they were computed in.
        var diagnostics: [Diagnostic]?
        var fingerprint: Int?
        /// `diagnostics` moved to the item's offset when last used: reused while the item stays put.
        var placed: (offset: Int, diagnostics: [Diagnostic])?
    }

    /// The items of the last tree given to `symbols(of:)`, in document order.
    private var entries: [Entry] = []
    private var lastSymbols: DocumentSymbols?
    /// How many items the last call analysed afresh (for tests and benchmarks).
    public private(set) var itemsAnalyzed = 0

    public init(path: String) {
        self.path = path
    }

    /// The document's variables, selectors and references, for the workspace's symbols.
    ///
    /// An edit leaves the items before and after it untouched (the same green nodes), so the
    /// previous entries are matched from both ends by identity and only the items between
    /// are summarized again.
    public func symbols(of tree: SyntaxTree) -> DocumentSymbols {
        var items: [(green: GreenNode, offset: Int)] = []
        items.reserveCapacity(entries.count + 8)
        tree.forEachTopLevelNode { green, offset in items.append((green, offset)) }

        var prefix = 0
        while prefix < items.count && prefix < entries.count && items[prefix].green === entries[prefix].green { prefix += 1 }
        var suffix = 0
        while suffix < items.count - prefix && suffix < entries.count - prefix
            && items[items.count - 1 - suffix].green === entries[entries.count - 1 - suffix].green { suffix += 1 }

        let removed = entries[prefix..<(entries.count - suffix)]
        var reusable: [ObjectIdentifier: Entry] = [:]
        for entry in removed { reusable[ObjectIdentifier(entry.green)] = entry }
        var added: [ItemSummary] = []
        var middle: [Entry] = []
        for (green, offset) in items[prefix..<(items.count - suffix)] {
            if var entry = reusable.removeValue(forKey: ObjectIdentifier(green)) {
                entry.offset = offset
                middle.append(entry)
            } else {
                let summary = summarize(tree.topLevelNode(green, at: offset), offset: offset)
                added.append(summary)
                middle.append(Entry(green: green, summary: summary, offset: offset))
            }
        }
        var updated = Array(entries[..<prefix])
        updated.reserveCapacity(items.count)
        updated.append(contentsOf: middle)
        updated.append(contentsOf: entries[(entries.count - suffix)...])
        // Edits between items (in top-level trivia) move items without changing them.
        for index in updated.indices { updated[index].offset = items[index].offset }
        entries = updated

        var variables: [DocumentSymbols.Variable] = []
        for entry in entries {
            for variable in entry.summary.variables {
                var moved = variable
                moved.offset += entry.offset
                moved.nameRange = (variable.nameRange.lowerBound + entry.offset)..<(variable.nameRange.upperBound + entry.offset)
                variables.append(moved)
            }
        }
        let dropped = Array(reusable.values.map(\.summary))
        var document: DocumentSymbols
        if let last = lastSymbols, ItemSummary.sameNames(dropped, added) {
            document = last  // the same chains, selector names and references
            document.variables = variables
        } else {
            document = DocumentSymbols(path: path, variables: variables)
            for entry in entries {
                document.chains.formUnion(entry.summary.chains)
                document.selectorNames.formUnion(entry.summary.selectorNames)
                for reference in entry.summary.references { document.referencedNames.insert(reference.name) }
            }
        }
        _ = document.fingerprintChains()
        lastSymbols = document
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
            selectorNames: symbols.selectorNames,
            references: outline.references.map { reference in
                var relative = reference
                relative.range = (reference.range.lowerBound - offset)..<(reference.range.upperBound - offset)
                return relative
            },
            hasExtend: !outline.extends.isEmpty)
    }

    /// The document's diagnostics, after severities and suppressions. Call `symbols(of:)` for
    /// the same tree first (the workspace's symbols include this document's).
    /// `additional`: whole-document diagnostics from elsewhere (the layout preview's).
    public func diagnostics(
        of tree: SyntaxTree, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext, additional: [Diagnostic] = []
    ) -> [Diagnostic] {
        var raw: [Diagnostic] = []
        itemsAnalyzed = 0
        for index in entries.indices {
            let offset = entries[index].offset
            let fingerprint = self.fingerprint(entries[index].summary, offset: offset, file: file, symbols: symbols, context: context)
            if entries[index].fingerprint != fingerprint || entries[index].diagnostics == nil {
                let green = entries[index].green
                let node = tree.topLevelNode(green, at: offset)
                var checker = StylesheetChecker(
                    path: path, tree: tree, outline: StylesheetOutline(items: [node]), file: file, symbols: symbols, context: context)
                let end = offset + green.width
                entries[index].diagnostics = checker.checkItems().diagnostics.sorted(by: Diagnostic.precedes).map { $0.relative(to: offset, item: offset..<end) }
                entries[index].fingerprint = fingerprint
                entries[index].placed = nil
                itemsAnalyzed += 1
            }
            if entries[index].diagnostics!.isEmpty { continue }
            if entries[index].placed?.offset != offset {
                entries[index].placed = (offset, entries[index].diagnostics!.map { $0.absolute(from: offset) })
            }
            raw.append(contentsOf: entries[index].placed!.diagnostics)
        }
        return StylesheetChecker.finishDocument(
            raw, tree: tree, document: symbols.documents[file], symbols: symbols, context: context, additional: additional)
    }

    /// What an item's diagnostics depend on outside the item.
    private func fingerprint(_ summary: ItemSummary, offset: Int, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext) -> Int {
        // Most items depend on nothing outside themselves.
        if summary.references.isEmpty && summary.variables.isEmpty && !summary.hasExtend { return context.version }
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
                if site.valueText.utf8.contains(UInt8(ascii: "@")) || site.valueText.utf8.contains(UInt8(ascii: "-")) { nested = true }
            } else if let later = symbols.definitions(of: reference.name).first {
                // Used before its definition: the message names where.
                hasher.combine(later.path)
                hasher.combine(later.nameRange.lowerBound)
            } else {
                hasher.combine(symbols.variables.count)  // the suggestions come from all names
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
