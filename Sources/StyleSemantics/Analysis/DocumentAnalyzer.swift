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
        var versionEvidence: VersionEvidence
        /// Relative to the item.
        var readingStops: StylesheetReading.Stops
        var namingStyle: DocumentSymbols.NamingStyle
        /// Whether the item's text mentions a suppression directive.
        var mentionsDirective: Bool

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
        /// The item's width and how many variables it defines, kept here: each keystroke reads
        /// them for every item, and reading them from the green node and the summary's array
        /// missed the cache once per item (an eighth of a keystroke's CPU on a 1 MB file).
        let width: Int
        let variableCount: Int
        /// The item's offset in the current tree.
        var offset: Int
        /// The item's diagnostics with their configured severities, relative to its start; the
        /// fingerprint of the context they were computed in; the id of their run.
        var diagnostics: [Diagnostic]?
        var fingerprint: Int?
        /// Whether the fingerprint depends on where things are (not only on what they are).
        var fingerprintMoves = false
        var runID = 0
        /// Where its variables begin in `lastSymbols.variables` (nil for a new item).
        var firstVariable: Int?

        init(green: GreenNode, summary: ItemSummary, offset: Int) {
            self.green = green
            self.summary = summary
            self.offset = offset
            width = green.width
            variableCount = summary.variables.count
        }
    }

    /// Sums over the entries' summaries, kept as entries come and go: a keystroke replaces one
    /// item, and adding up two thousand summaries again cost more than checking that item.
    private struct Totals {
        var versionEvidence = VersionEvidence()
        var namingStyle = DocumentSymbols.NamingStyle()
        var mentioningDirective = 0
        var withReadingStops = 0

        mutating func add(_ summary: ItemSummary, sign: Int = 1) {
            versionEvidence.onlyVersion1 += sign * summary.versionEvidence.onlyVersion1
            versionEvidence.onlyVersion2 += sign * summary.versionEvidence.onlyVersion2
            namingStyle.dashed += sign * summary.namingStyle.dashed
            namingStyle.camelCase += sign * summary.namingStyle.camelCase
            if summary.mentionsDirective { mentioningDirective += sign }
            if summary.readingStops.one != nil || summary.readingStops.two != nil { withReadingStops += sign }
        }
    }

    /// The items of the last tree given to `symbols(of:)`, in document order.
    private var entries: [Entry] = []
    /// The runs of top-level elements of that tree (see `SyntaxTree.topLevelRuns`), in order.
    private var runs: [RunSummary] = []

    private struct RunSummary {
        /// Where it is in that tree.
        var run: TopLevelRun
        /// How many of the entries are its items.
        var items = 0
        var commentsMentionDirective = false
        /// The first stop a `//` comment between its items makes, relative to the run.
        var commentStop: StylesheetReading.Stop?
    }
    private var totals = Totals()
    /// Changes when the document's variables (their names, kinds and order) may have changed, not when
    /// they only moved.
    private var variableNamesRevision = 0
    /// The unused variables' indexes in the document's variables, and what they were found for:
    /// the names' revision, the workspace's references version, the InterfaCSS version and the
    /// context's (its view definitions use variables too).
    private var unusedVariables: (key: [Int], indexes: [Int])?
    private var lastSymbols: DocumentSymbols?
    /// Whether the last tree given to `symbols(of:)` mentions a suppression directive.
    private var mentionsDirective: Bool?
    /// How many items the last call analysed afresh, and how many of their declarations it
    /// checked (the others were remembered) (for tests and benchmarks).
    public private(set) var itemsAnalyzed = 0
    public private(set) var declarationsChecked = 0
    private var lastRunID = 0
    /// The ids of the pieces an item's run was cut into around document-level diagnostics
    /// inside it (`merge`), by the run's id and the piece's diagnostics.
    private var pieceIDs: [Piece: Int] = [:]

    private struct Piece: Hashable {
        var run: Int, diagnostics: Range<Int>
    }
    /// The runs of document-level diagnostics of the last `merge` that lie in one item, in
    /// order: the item, the diagnostics relative to it, the run's id.
    private var extraRuns: [ExtraRun] = []

    private struct ExtraRun {
        let item: GreenNode
        let relative: [Diagnostic]
        let id: Int
    }
    /// Suggestion candidates and declaration checks, kept across edits for one context version.
    private var suggestionPools = SuggestionPools()
    private var declarationMemo = DeclarationMemo()
    private var suggestionContextVersion: Int?
    /// What every fingerprint depends on, as of the last `diagnostics` call.
    private var lastContextKey: Int?
    /// The outlines `symbols(of:)` built for new items, by green node, for `diagnostics` to
    /// check with; dropped after one use (they hold that version of the tree).
    private var newOutlines: [ObjectIdentifier: StylesheetOutline] = [:]

    public init(path: String) {
        self.path = path
    }

    /// The document's variables, selectors and references, for the workspace's symbols.
    ///
    /// An edit leaves the runs of items before and after it untouched (the same stored runs),
    /// so the previous entries are matched from both ends a run at a time; of the items between,
    /// only those that are new green nodes are summarized again.
    public func symbols(of tree: SyntaxTree) -> DocumentSymbols {
        newOutlines = [:]
        let bytes = tree.bytes
        // The runs an edit left alone, from both ends: their items are the entries' first
        // `prefix` and last `suffix`, and only the runs between are read.
        let newRuns = tree.topLevelRuns
        var sameBefore = 0
        while sameBefore < newRuns.count && sameBefore < runs.count && newRuns[sameBefore].isSame(as: runs[sameBefore].run) { sameBefore += 1 }
        var sameAfter = 0
        while sameAfter < newRuns.count - sameBefore && sameAfter < runs.count - sameBefore
            && newRuns[newRuns.count - 1 - sameAfter].isSame(as: runs[runs.count - 1 - sameAfter].run) { sameAfter += 1 }
        let prefix = runs[..<sameBefore].reduce(0) { $0 + $1.items }
        let suffix = runs[(runs.count - sameAfter)...].reduce(0) { $0 + $1.items }
        // The items after the edit moved as far as the runs they are in.
        let moved = sameAfter > 0 ? newRuns[newRuns.count - 1].offset - runs[runs.count - 1].run.offset : 0
        var items: [(green: GreenNode, offset: Int)] = []
        var readRuns: [RunSummary] = []
        for run in newRuns[sameBefore..<(newRuns.count - sameAfter)] {
            var summary = RunSummary(run: run)
            run.forEachElement { element, offset in
                switch element {
                case .node(let green):
                    items.append((green, offset))
                    summary.items += 1
                case .token(let token):
                    guard token.kind == .blockComment || token.kind == .lineComment else { return }
                    let text = bytes[offset..<(offset + Int(token.width))]
                    if Suppressions.mentionsDirective(text) { summary.commentsMentionDirective = true }
                    if token.kind == .lineComment, summary.commentStop == nil {
                        summary.commentStop = StylesheetReading.lineCommentStop(text, in: nil)?.shifted(by: -run.offset)
                    }
                }
            }
            readRuns.append(summary)
        }
        runs.replaceSubrange(sameBefore..<(runs.count - sameAfter), with: readRuns)
        var commentMentionsDirective = false
        var commentStop: StylesheetReading.Stop?
        for index in runs.indices {
            runs[index].run = newRuns[index]  // kept runs may have moved
            if runs[index].commentsMentionDirective { commentMentionsDirective = true }
            if commentStop == nil, let stop = runs[index].commentStop { commentStop = stop.shifted(by: newRuns[index].offset) }
        }

        var reusable: [ObjectIdentifier: Entry] = [:]
        for index in prefix..<(entries.count - suffix) { reusable[ObjectIdentifier(entries[index].green)] = entries[index] }
        var added: [ItemSummary] = []
        var middle: [Entry] = []
        for (green, offset) in items {
            if let entry = reusable.removeValue(forKey: ObjectIdentifier(green)) {
                middle.append(entry)
            } else {
                let outline = StylesheetOutline(items: [tree.topLevelNode(green, at: offset)])
                newOutlines[ObjectIdentifier(green)] = outline
                let summary = summarize(outline, offset: offset, bytes: bytes)
                added.append(summary)
                totals.add(summary)
                middle.append(Entry(green: green, summary: summary, offset: offset))
            }
        }
        let dropped = Array(reusable.values.map(\.summary))
        for summary in dropped { totals.add(summary, sign: -1) }
        func variableKinds(_ group: ArraySlice<Entry>) -> some Sequence<(String, Bool, Bool)> {
            group.lazy.flatMap { $0.summary.variables.lazy.map { ($0.name, $0.isCustomProperty, $0.isTopLevel) } }
        }
        if entries.isEmpty || !variableKinds(entries[prefix..<(entries.count - suffix)]).elementsEqual(variableKinds(middle[...]), by: ==) {
            variableNamesRevision += 1
        }
        // In place: copying a thousand entries costs more than the rest of a keystroke.
        entries.replaceSubrange(prefix..<(entries.count - suffix), with: middle)

        // The variables: a kept item's are copied from the last symbols, moved as far as the
        // item moved (edits between items, in top-level trivia, move items without changing them).
        let previousVariables = lastSymbols?.variables ?? []
        var variables: [DocumentSymbols.Variable] = []
        variables.reserveCapacity(previousVariables.count + 8)
        for index in entries.indices {
            let offset = index < prefix ? entries[index].offset
                : index < prefix + items.count ? items[index - prefix].offset : entries[index].offset + moved
            let first = variables.count
            if let start = entries[index].firstVariable {
                let kept = previousVariables[start..<(start + entries[index].variableCount)]
                let delta = offset - entries[index].offset
                if delta == 0 {
                    variables.append(contentsOf: kept)
                } else {
                    for variable in kept { variables.append(variable.shifted(by: delta)) }
                }
            } else {
                for variable in entries[index].summary.variables { variables.append(variable.shifted(by: offset)) }
            }
            entries[index].firstVariable = first
            entries[index].offset = offset
        }
        var stops = StylesheetReading.Stops()
        if totals.withReadingStops > 0 {
            for index in entries.indices where stops.one == nil || stops.two == nil {
                stops = stops.then(entries[index].summary.readingStops.shifted(by: entries[index].offset))
            }
        }
        mentionsDirective = commentMentionsDirective || totals.mentioningDirective > 0
        var document: DocumentSymbols
        if let last = lastSymbols, ItemSummary.sameNames(dropped, added) {
            document = last  // the same chains, selector names and references
            document.variables = variables
        } else {
            document = DocumentSymbols(path: path, variables: variables)
            for index in entries.indices {
                document.chains.formUnion(entries[index].summary.chains)
                document.selectorNames.formUnion(entries[index].summary.selectorNames)
                for reference in entries[index].summary.references { document.referencedNames.insert(reference.name) }
            }
        }
        document.versionEvidence = totals.versionEvidence
        document.readingStops = stops.with(two: commentStop)
        document.namingStyle = totals.namingStyle
        _ = document.fingerprintChains()
        lastSymbols = document
        return document
    }

    /// `outline`: of one item, at `offset`.
    private func summarize(_ outline: StylesheetOutline, offset: Int, bytes: [UInt8]) -> ItemSummary {
        let symbols = DocumentSymbols(path: path, outline: outline)
        return ItemSummary(
            variables: symbols.variables.map { $0.shifted(by: -offset) },
            chains: Array(symbols.chains),
            selectorNames: symbols.selectorNames,
            references: outline.references.map { reference in
                var relative = reference
                relative.range = (reference.range.lowerBound - offset)..<(reference.range.upperBound - offset)
                return relative
            },
            hasExtend: !outline.extends.isEmpty,
            versionEvidence: symbols.versionEvidence,
            readingStops: symbols.readingStops.shifted(by: -offset),
            namingStyle: symbols.namingStyle,
            mentionsDirective: outline.items.contains { Suppressions.mentionsDirective(bytes[$0.range]) })
    }

    /// The document's diagnostics, after severities and suppressions, capped. Call `symbols(of:)` for
    /// the same tree first (the workspace's symbols include this document's).
    /// `additional`: whole-document diagnostics from elsewhere (the layout preview's).
    public func diagnostics(
        of tree: SyntaxTree, file: Int, symbols: WorkspaceSymbols, context: AnalysisContext, additional: [Diagnostic] = []
    ) -> DocumentDiagnostics {
        var finisher = DocumentFinisher(tree: tree, context: context, mentionsDirective: mentionsDirective)
        var runs: [DocumentDiagnostics.Run] = []
        itemsAnalyzed = 0
        if suggestionContextVersion != context.version {
            suggestionPools = SuggestionPools()
            declarationMemo = DeclarationMemo()
            suggestionContextVersion = context.version
        }
        let checkedBefore = declarationMemo.checked
        // Every item's diagnostics depend on the InterfaCSS version they are checked against.
        var versionHasher = Hasher()
        versionHasher.combine(context.version)
        let interfacss = context.version(ofFile: file, path: path, in: symbols)
        versionHasher.combine(interfacss)
        let contextVersion = versionHasher.finalize()
        var hasher = Hasher()
        hasher.combine(contextVersion)
        hasher.combine(symbols.variablesVersion)
        hasher.combine(symbols.chainsVersion)
        hasher.combine(file)
        let contextKey = hasher.finalize()
        let sameContext = lastContextKey == contextKey
        lastContextKey = contextKey
        for index in entries.indices {
            let offset = entries[index].offset
            // In the same context an unchanged item's fingerprint is the same, wherever the
            // edit moved it (its variables' definitions moved with it), unless it names a place.
            let fingerprint: Int
            if sameContext, let known = entries[index].fingerprint, !entries[index].fingerprintMoves {
                fingerprint = known
            } else {
                (fingerprint, entries[index].fingerprintMoves) = self.fingerprint(
                    entries[index].summary, offset: offset, file: file, symbols: symbols, interfacss: interfacss, contextVersion: contextVersion)
            }
            let length = entries[index].width
            if entries[index].fingerprint != fingerprint || entries[index].diagnostics == nil {
                let green = entries[index].green
                let outline = newOutlines[ObjectIdentifier(green)] ?? StylesheetOutline(items: [tree.topLevelNode(green, at: offset)])
                var checker = StylesheetChecker(
                    path: path, tree: tree, outline: outline, file: file, symbols: symbols, context: context, suggestionPools: suggestionPools,
                    declarationMemo: declarationMemo)
                entries[index].diagnostics = checker.checkItems().diagnostics.compactMap { finisher.configured($0) }
                    .sorted(by: Diagnostic.precedes).map { $0.relative(to: offset, item: offset..<(offset + length)) }
                entries[index].fingerprint = fingerprint
                lastRunID += 1
                entries[index].runID = lastRunID
                itemsAnalyzed += 1
            }
            let diagnostics = entries[index].diagnostics!
            if diagnostics.isEmpty { continue }
            if finisher.suppressions.covers(anyOf: offset...(offset + length)) {
                // Suppression comments change as their lines move: filtered afresh each time.
                let kept = diagnostics.filter { !finisher.suppresses($0.absolute(from: offset)) }
                if !kept.isEmpty { runs.append(DocumentDiagnostics.Run(id: nil, offset: offset, length: length, relative: kept)) }
            } else {
                runs.append(DocumentDiagnostics.Run(id: entries[index].runID, offset: offset, length: length, relative: diagnostics))
            }
        }
        newOutlines = [:]
        declarationsChecked = declarationMemo.checked - checkedBefore
        let document = symbols.documents[file]
        let unusedKey = [variableNamesRevision, symbols.referencesVersion, interfacss == .one ? 1 : 2, context.version]
        if unusedVariables?.key != unusedKey {
            unusedVariables = (unusedKey, DocumentFinisher.unusedVariables(of: document, symbols: symbols, views: context.views, version: interfacss))
        }
        let extras = finisher.documentDiagnostics(
            tree: tree, document: document, symbols: symbols, additional: additional, unused: unusedVariables?.indexes
        ).sorted(by: Diagnostic.precedes)
        return DocumentDiagnostics(runs: merge(extras, into: runs)).capped()
    }

    /// `runs` with the document-level diagnostics sorted in: those between items become runs
    /// of their own; an item's run with some inside it is cut around them into pieces, each
    /// with an id of its own while the item's diagnostics and the cut stay the same (a layout
    /// diagnostic inside an item made its whole run new, its JSON written again, on every
    /// keystroke).
    private func merge(_ extras: [Diagnostic], into runs: [DocumentDiagnostics.Run]) -> [DocumentDiagnostics.Run] {
        var usedPieces: [Piece: Int] = [:]
        var madeExtraRuns: [ExtraRun] = []
        defer {
            pieceIDs = usedPieces
            extraRuns = madeExtraRuns
        }
        guard !extras.isEmpty else { return runs }
        // Document-level diagnostics (the layout's, unused variables) move with every edit
        // before them. Those that lie in one item, said again of the same item (the same text),
        // keep their run's id, relative to the item as its own diagnostics are. They come in
        // the order of the last time but for the few an edit adds or drops, so the last ones
        // are compared in order (hashing their messages cost more than writing their JSON).
        // Others (one that spans items) make a run for this result only.
        var nextKnown = 0
        func extraRun(_ diagnostics: ArraySlice<Diagnostic>) -> DocumentDiagnostics.Run {
            let start = diagnostics.first!.range.lowerBound
            let end = diagnostics.lazy.map(\.range.upperBound).max()!
            let index = entries.partitioningIndex { $0.offset + $0.width > start }
            guard index < entries.count, entries[index].offset <= start, end <= entries[index].offset + entries[index].width else {
                return DocumentDiagnostics.Run(diagnostics: Array(diagnostics))
            }
            let item = entries[index].green, offset = entries[index].offset, length = entries[index].width
            let relative = diagnostics.map { $0.relative(to: offset, item: offset..<(offset + length)) }
            let id: Int
            if let known = extraRuns[nextKnown..<min(nextKnown + 4, extraRuns.count)].firstIndex(where: { $0.item === item && $0.relative == relative }) {
                id = extraRuns[known].id
                nextKnown = known + 1
            } else {
                lastRunID += 1
                id = lastRunID
            }
            madeExtraRuns.append(ExtraRun(item: item, relative: relative, id: id))
            return DocumentDiagnostics.Run(id: id, offset: offset, length: length, relative: relative)
        }
        var merged: [DocumentDiagnostics.Run] = []
        merged.reserveCapacity(runs.count + extras.count)
        var next = 0
        for run in runs {
            let before = next
            while next < extras.count && extras[next].range.lowerBound < run.offset { next += 1 }
            if next > before { merged.append(extraRun(extras[before..<next])) }
            var extra = next
            while next < extras.count && extras[next].range.lowerBound < run.offset + run.length { next += 1 }
            guard extra < next else {
                merged.append(run)
                continue
            }
            // In document order, an item's diagnostic before an extra at the same place.
            func extraFirst(_ extra: Diagnostic, _ own: Int) -> Bool {
                Diagnostic.precedes(extra, run.relative[own].absolute(from: run.offset))
            }
            var from = 0
            func cut(to end: Int) {
                guard end > from else { return }
                var id: Int?
                if let runID = run.id {
                    let piece = Piece(run: runID, diagnostics: from..<end)
                    id = pieceIDs[piece] ?? {
                        lastRunID += 1
                        return lastRunID
                    }()
                    usedPieces[piece] = id
                }
                merged.append(DocumentDiagnostics.Run(id: id, offset: run.offset, length: run.length, relative: Array(run.relative[from..<end])))
                from = end
            }
            while extra < next {
                var end = from
                while end < run.relative.count && !extraFirst(extras[extra], end) { end += 1 }
                cut(to: end)
                let first = extra
                while extra < next && (from == run.relative.count || extraFirst(extras[extra], from)) { extra += 1 }
                merged.append(extraRun(extras[first..<extra]))
            }
            cut(to: run.relative.count)
        }
        if next < extras.count { merged.append(extraRun(extras[next...])) }
        return merged
    }

    /// What an item's diagnostics depend on outside the item.
    /// `moves`: whether it depends on an offset outside the item.
    /// `interfacss`: the version the item is checked against (which definitions its uses see);
    /// `contextVersion`: the context's version and that version, hashed.
    private func fingerprint(
        _ summary: ItemSummary, offset: Int, file: Int, symbols: WorkspaceSymbols, interfacss: InterfaCSSVersion, contextVersion: Int
    ) -> (value: Int, moves: Bool) {
        // Most items depend on nothing outside themselves.
        if summary.references.isEmpty && summary.variables.isEmpty && !summary.hasExtend { return (contextVersion, false) }
        var hasher = Hasher()
        hasher.combine(contextVersion)
        var nested = false
        var moves = false
        for reference in summary.references {
            hasher.combine(reference.name)
            let site = reference.insideVariable
                ? symbols.lastDefinition(of: reference.name)
                : symbols.definition(
                    of: reference.name, file: file, offset: offset + reference.range.lowerBound, customProperty: reference.isCustomProperty,
                    version: interfacss)
            if let site {
                hasher.combine(site.valueText)
                hasher.combine(site.isCustomProperty)
                if site.valueText.utf8.contains(UInt8(ascii: "@")) || site.valueText.utf8.contains(UInt8(ascii: "-")) { nested = true }
            } else if let later = symbols.firstDefinition(of: reference.name) {
                // Used before its definition: the message names where.
                hasher.combine(later.path)
                hasher.combine(later.nameRange.lowerBound)
                moves = true
            } else {
                hasher.combine(symbols.variableNamesVersion)  // the suggestions come from all names
            }
        }
        if nested || !summary.variables.isEmpty { hasher.combine(symbols.variablesVersion) }
        if summary.hasExtend { hasher.combine(symbols.chainsVersion) }
        return (hasher.finalize(), moves)
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
