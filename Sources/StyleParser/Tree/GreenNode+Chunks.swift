/// A child of a list: a token, a node with its own storage, or an item stored inline in a list
/// node's words (from `start`, see `GreenWord.ListHeader`).
enum ListEntry {
    case token(GreenToken)
    case node(GreenNode)
    case inline(owner: GreenNode, start: Int)

    var width: Int {
        switch self {
        case .token(let token): return Int(token.width)
        case .node(let node): return node.width
        case .inline(let owner, let start): return owner.withWords { Int($0[start + 1]) }
        }
    }

    /// The kind of a node, nil for a token.
    var kind: SyntaxKind? {
        switch self {
        case .token: return nil
        case .node(let node): return node.kind
        case .inline(let owner, let start): return owner.withWords { GreenWord.nodeKind($0[start]) }
        }
    }

    /// What an item read past its end (see `GreenNode.lookahead`).
    var lookahead: Int {
        switch self {
        case .token: return 0
        case .node(let node): return node.lookahead
        case .inline(let owner, let start): return owner.withWords { Int($0[start + 2]) }
        }
    }

    var containsError: Bool {
        switch self {
        case .token(let token): return token.kind.isError
        case .node(let node): return node.containsError
        case .inline(let owner, let start): return owner.withWords { $0[start] & GreenWord.typeMask == GreenWord.errorNode }
        }
    }

    /// The words it takes in a list.
    var size: Int {
        switch self {
        case .token(let token): return token.width < GreenWord.escape ? 1 : 2
        case .node: return 2
        case .inline(let owner, let start): return owner.withWords { GreenWord.ListHeader($0, at: start).entrySize }
        }
    }

    /// Writes the entry at `index` of a list's words (retaining a node); returns the words written.
    @inline(__always)
    func write(to words: UnsafeMutablePointer<UInt32>, at index: Int) -> Int {
        switch self {
        case .node(let node):
            (words[index], words[index + 1]) = GreenWord.referenceWords(node)
            return 2
        case .token(let token):
            words[index] = GreenWord.tokenWord(token.kind, token.width)
            guard token.width >= GreenWord.escape else { return 1 }
            words[index + 1] = token.width
            return 2
        case .inline(let owner, let start):
            return owner.withWords { source in
                let size = GreenWord.ListHeader(source, at: start).entrySize
                (words + index).initialize(from: source + start, count: size)
                return size
            }
        }
    }

    /// The entry at `index` of a list's words.
    @inline(__always)
    static func read(_ node: GreenNode, _ words: UnsafePointer<UInt32>, at index: Int) -> ListEntry {
        let word = words[index]
        switch word & GreenWord.typeMask {
        case GreenWord.token: return .token(GreenToken(kind: GreenWord.tokenKind(word), width: word >= GreenWord.escaped ? words[index + 1] : word >> 8))
        case GreenWord.reference: return .node(GreenWord.referencedNode(low: word, high: words[index + 1]))
        default: return .inline(owner: node, start: index)
        }
    }
}

/// Lists (the stylesheet and blocks): tokens and items, with long ones as balanced trees of
/// invisible `.chunk` nodes.
///
/// A list with more than `maxUnchunkedCount` children stores chunks instead; a chunk holds 16
/// to 64 children, which are either all chunks (of equal height) or all real children. Edits
/// rebuild only the chunks on the path to the change, so replacing one ruleset among 100,000
/// costs a few arrays of at most 64 entries, not a copy of the whole list.
extension GreenNode {
    static let maxUnchunkedCount = 64
    static let chunkSize = 32

    /// A list node whose words are exactly `entries`.
    static func raw(kind: SyntaxKind, entries: UnsafeBufferPointer<ListEntry>, lookahead: Int = 0, chunked: Bool = false) -> GreenNode {
        var width = 0
        var words = 0
        var error = kind.isError
        for entry in entries {
            width &+= entry.width
            words += entry.size
            if !error && entry.containsError { error = true }
        }
        return allocate(kind: kind, words: words, width: width, containsError: error, lookahead: lookahead, chunked: chunked) { storage in
            var index = 0
            for entry in entries { index += entry.write(to: storage, at: index) }
        }
    }

    /// Creates a list node of `kind` with the given children, chunking long lists.
    static func make(kind: SyntaxKind, entries: UnsafeBufferPointer<ListEntry>, lookahead: Int = 0) -> GreenNode {
        if entries.count <= maxUnchunkedCount {
            return raw(kind: kind, entries: entries, lookahead: lookahead)
        }
        let chunks = balancedChunks(entries)
        return chunks.withUnsafeBufferPointer {
            raw(kind: kind, entries: $0, lookahead: lookahead, chunked: true)
        }
    }

    static func make(kind: SyntaxKind, entries: [ListEntry], lookahead: Int = 0) -> GreenNode {
        entries.withUnsafeBufferPointer { make(kind: kind, entries: $0, lookahead: lookahead) }
    }

    /// A list of `kind` with the entries of `list` (an unchunked list node of any length),
    /// chunked. The chunks copy runs of its words.
    ///
    /// The references move from `list` into the chunks: `list`, a node just built and held
    /// nowhere else, is left without words.
    static func chunked(taking list: GreenNode, as kind: SyntaxKind, lookahead: Int) -> GreenNode {
        let starts = list.storedIndices
        var level: [ListEntry] = []
        level.reserveCapacity(starts.count / chunkSize + 1)
        list.withWords { words in
            var first = 0
            while first < starts.count {
                var last = min(first + chunkSize, starts.count)
                if starts.count - last < chunkSize / 2 { last = starts.count }
                let from = starts[first], to = last < starts.count ? starts[last] : list.count
                var width = 0
                var error = false
                for index in starts[first..<last] {
                    width += GreenWord.listEntryWidth(words, index)
                    if !error && GreenWord.listEntryContainsError(words, index) { error = true }
                }
                let chunk = allocate(kind: .chunk, words: to - from, width: width, containsError: error, lookahead: 0) { copy in
                    copy.initialize(from: words + from, count: to - from)
                }
                level.append(.node(chunk))
                first = last
            }
        }
        list.withUnsafeMutablePointerToHeader { $0.pointee.count = 0 }
        while level.count > maxUnchunkedCount {
            level = level.withUnsafeBufferPointer { groupIntoChunks($0, ofChunks: true) }
        }
        return level.withUnsafeBufferPointer { raw(kind: kind, entries: $0, lookahead: lookahead, chunked: true) }
    }

    /// The stored children of a list (chunks, for a chunked one).
    var storedEntries: [ListEntry] {
        withWords { words in
            var result: [ListEntry] = []
            var index = 0
            while index < count {
                result.append(ListEntry.read(self, words, at: index))
                index += GreenWord.listEntrySize(words, index)
            }
            return result
        }
    }

    /// The children of a list as the grammar sees them, with chunks flattened.
    var children: [ListEntry] {
        var result: [ListEntry] = []
        forEachChild { child, _ in
            result.append(child)
            return true
        }
        return result
    }

    /// Calls `body` with each child of a list (chunks flattened) and its offset relative to the
    /// list. Stops when `body` returns false.
    func forEachChild(_ body: (ListEntry, Int) throws -> Bool) rethrows {
        var offset = 0
        _ = try forEachLeaf(body, &offset)
    }

    private func forEachLeaf(_ body: (ListEntry, Int) throws -> Bool, _ offset: inout Int) rethrows -> Bool {
        try withWords { words in
            let chunked = isChunked
            var index = 0
            while index < count {
                let entry = ListEntry.read(self, words, at: index)
                index += GreenWord.listEntrySize(words, index)
                if chunked, case .node(let chunk) = entry {
                    if try !chunk.forEachLeaf(body, &offset) { return false }
                } else {
                    if try !body(entry, offset) { return false }
                    offset += entry.width
                }
            }
            return true
        }
    }

    /// The word index of each stored child of a list.
    var storedIndices: [Int] {
        withWords { words in
            var result: [Int] = []
            var index = 0
            while index < count {
                result.append(index)
                index += GreenWord.listEntrySize(words, index)
            }
            return result
        }
    }

    /// Where the stored child of a list before the one at word `index` begins. Entries are read
    /// forwards only: found from the first.
    func listEntryStart(before index: Int) -> Int {
        withWords { words in
            var previous = 0
            var start = 0
            while start < index {
                previous = start
                start += GreenWord.listEntrySize(words, start)
            }
            return previous
        }
    }

    /// The stored child of a list at word `index`.
    func storedEntry(at index: Int) -> ListEntry {
        withWords { ListEntry.read(self, $0, at: index) }
    }

    /// The last child of a list (chunks flattened).
    var lastChild: ListEntry? {
        guard count > 0 else { return nil }
        let last = storedEntry(at: listEntryStart(before: count))
        guard isChunked, case .node(let chunk) = last else { return last }
        return chunk.lastChild
    }

    /// Groups `items` into chunks of `chunkSize` (a short tail joins the last chunk).
    static func groupIntoChunks(_ items: UnsafeBufferPointer<ListEntry>, ofChunks: Bool) -> [ListEntry] {
        var chunks: [ListEntry] = []
        chunks.reserveCapacity(items.count / chunkSize + 1)
        var start = 0
        while start < items.count {
            var end = min(start + chunkSize, items.count)
            if items.count - end < chunkSize / 2 { end = items.count }
            let slice = UnsafeBufferPointer(rebasing: items[start..<end])
            chunks.append(.node(raw(kind: .chunk, entries: slice, chunked: ofChunks)))
            start = end
        }
        return chunks
    }

    /// Chunks of the given height (1: chunks of real children) holding `entries`.
    static func chunks(_ entries: UnsafeBufferPointer<ListEntry>, height: Int) -> [ListEntry] {
        var level = groupIntoChunks(entries, ofChunks: false)
        for _ in 1..<max(height, 1) {
            level = level.withUnsafeBufferPointer { groupIntoChunks($0, ofChunks: true) }
        }
        return level
    }

    /// Chunks, as many levels as it takes to have at most `maxUnchunkedCount` at the top.
    static func balancedChunks(_ entries: UnsafeBufferPointer<ListEntry>) -> [ListEntry] {
        var level = groupIntoChunks(entries, ofChunks: false)
        while level.count > maxUnchunkedCount {
            level = level.withUnsafeBufferPointer { groupIntoChunks($0, ofChunks: true) }
        }
        return level
    }

    /// The height of the chunks stored in this list (1 when they hold real children).
    var chunkHeight: Int {
        var height = 1
        var node = self
        while case .node(let chunk) = node.storedEntry(at: 0), chunk.isChunked {
            height += 1
            node = chunk
        }
        return height
    }

    /// A copy of this list with the children in `lower..<upper` (byte offsets relative to the
    /// node, on child boundaries; a zero-width child at `upper` counts as inside) replaced by
    /// `replacement`.
    func replacingChildren(in lower: Int, _ upper: Int, with replacement: [ListEntry], lookahead: Int) -> GreenNode {
        if !isChunked || count == 0 {
            var entries: [(entry: ListEntry, offset: Int)] = []
            forEachChild { child, offset in
                entries.append((child, offset))
                return true
            }
            let spliced = GreenNode.splice(entries, lower: lower, upper: upper, replacement: replacement)
            return GreenNode.make(kind: kind, entries: spliced, lookahead: lookahead)
        }
        let height = chunkHeight
        var level = storedEntries.withUnsafeBufferPointer { stored in
            GreenNode.replace(in: stored, height: height, lower: lower, upper: upper, replacement: replacement)
        }
        while level.count > GreenNode.maxUnchunkedCount {
            level = level.withUnsafeBufferPointer { GreenNode.groupIntoChunks($0, ofChunks: true) }
        }
        return level.withUnsafeBufferPointer {
            GreenNode.raw(kind: kind, entries: $0, lookahead: lookahead, chunked: true)
        }
    }

    /// Replaces the byte range in a list of chunks of `height`; returns chunks of the same height.
    private static func replace(
        in chunks: UnsafeBufferPointer<ListEntry>, height: Int, lower: Int, upper: Int, replacement: [ListEntry]
    ) -> [ListEntry] {
        // The chunks from the one ending at `lower` to the one starting at `upper` are affected.
        var first = -1, last = -1
        var offset = 0
        var firstOffset = 0
        var offsets: [Int] = []
        offsets.reserveCapacity(chunks.count)
        for (index, chunk) in chunks.enumerated() {
            offsets.append(offset)
            let end = offset + chunk.width
            if first < 0 && (end >= lower || index == chunks.count - 1) {
                first = index
                firstOffset = offset
            }
            if offset <= upper { last = index }
            offset = end
        }
        last = max(last, first)
        var result: [ListEntry] = Array(chunks[..<first])
        if first == last, height > 1, case .node(let chunk) = chunks[first] {
            // Entirely inside one chunk: rebuild only that one, one level down.
            let inner = chunk.storedEntries.withUnsafeBufferPointer {
                replace(in: $0, height: height - 1, lower: lower - firstOffset, upper: upper - firstOffset, replacement: replacement)
            }
            inner.withUnsafeBufferPointer { result.append(contentsOf: groupIntoChunks($0, ofChunks: true)) }
        } else {
            var entries: [(entry: ListEntry, offset: Int)] = []
            for index in first...last {
                guard case .node(let chunk) = chunks[index] else { continue }
                // A chunk the range covers is replaced whole (typing `{` moves the rest of the
                // stylesheet into a block): not taken apart.
                let start = offsets[index]
                if chunk.width > 0 && start >= lower && start + chunk.width <= upper { continue }
                chunk.forEachChild { child, relative in
                    entries.append((child, start + relative))
                    return true
                }
            }
            let spliced = splice(entries, lower: lower, upper: upper, replacement: replacement)
            spliced.withUnsafeBufferPointer { result.append(contentsOf: GreenNode.chunks($0, height: height)) }
        }
        result.append(contentsOf: chunks[(last + 1)...])
        return result
    }

    /// `entries` (at the given offsets) with those in `lower..<upper` replaced.
    private static func splice(
        _ entries: [(entry: ListEntry, offset: Int)], lower: Int, upper: Int, replacement: [ListEntry]
    ) -> [ListEntry] {
        var result: [ListEntry] = []
        result.reserveCapacity(entries.count + replacement.count)
        var inserted = false
        for (entry, offset) in entries {
            if offset < lower {
                result.append(entry)
            } else if offset < upper || (offset == upper && entry.width == 0) {
                // replaced
            } else {
                if !inserted {
                    result.append(contentsOf: replacement)
                    inserted = true
                }
                result.append(entry)
            }
        }
        if !inserted { result.append(contentsOf: replacement) }
        return result
    }

    /// A copy of this node with the node referenced at `path` replaced; `path` holds one word
    /// index per level (chunks of a list, then the child), as `ChildIterator.path` and
    /// `blockChild` report it: where a list entry begins, where an item entry ends.
    func replacingChild(at path: ArraySlice<Int>, with replacement: GreenNode) -> GreenNode {
        let index = path[path.startIndex]
        // The reference's words: in a list, low then high; in an item, high then low.
        let (lowIndex, highIndex) = isList ? (index, index + 1) : (index, index - 1)
        let oldChild = withWords { GreenWord.referencedNode(low: $0[lowIndex], high: $0[highIndex]) }
        let newChild = path.count > 1 ? oldChild.replacingChild(at: path.dropFirst(), with: replacement) : replacement
        return withWords { words in
            GreenNode.allocate(
                kind: kind, words: count, width: width - oldChild.width + newChild.width,
                containsError: newChild.containsError
                    || (oldChild.containsError ? kind.isError || anyError(words, except: lowIndex) : containsError),
                lookahead: lookahead, chunked: isChunked
            ) { copy in
                copy.initialize(from: words, count: count)
                forEachReference(words) { low, high in
                    if low == lowIndex {
                        (copy[lowIndex], copy[highIndex]) = GreenWord.referenceWords(newChild)
                    } else {
                        _ = Unmanaged<GreenNode>.fromOpaque(GreenWord.address(words[low], words[high])).retain()
                    }
                }
            }
        }
    }

    /// This node recording at least `lookahead` bytes read past its end (a copy of its words
    /// when that is more than it records).
    func readingAtLeast(_ lookahead: Int) -> GreenNode {
        guard lookahead > self.lookahead else { return self }
        return withWords { words in
            GreenNode.allocate(
                kind: kind, words: count, width: width, containsError: containsError, lookahead: lookahead, chunked: isChunked
            ) { copy in
                copy.initialize(from: words, count: count)
                forEachReference(words) { low, high in
                    _ = Unmanaged<GreenNode>.fromOpaque(GreenWord.address(words[low], words[high])).retain()
                }
            }
        }
    }

    /// Calls `body` with the word indices (low, high) of every reference in these words.
    func forEachReference(_ words: UnsafePointer<UInt32>, _ body: (Int, Int) -> Void) {
        if isList {
            var index = 0
            while index < count {
                if words[index] & GreenWord.typeMask == GreenWord.reference { body(index, index + 1) }
                index += GreenWord.listEntrySize(words, index)
            }
        } else {
            var end = count
            while end > 0 {
                if words[end - 1] & GreenWord.typeMask == GreenWord.reference { body(end - 1, end - 2) }
                end -= GreenWord.ownSize(words[end - 1])
            }
        }
    }

    /// True when a child, other than the reference whose low word is at `excluded`, is or holds
    /// a syntax error.
    private func anyError(_ words: UnsafePointer<UInt32>, except excluded: Int) -> Bool {
        var found = false
        forEachReference(words) { low, high in
            if low != excluded && GreenWord.referencedNode(low: words[low], high: words[high]).containsError { found = true }
        }
        if found { return true }
        // Tokens and inline nodes: their identifying words.
        if isList {
            var index = 0
            while index < count {
                let word = words[index]
                if word & GreenWord.typeMask == GreenWord.errorNode
                    || (word & GreenWord.typeMask == GreenWord.token && GreenWord.tokenKind(word).isError) {
                    return true
                }
                index += GreenWord.listEntrySize(words, index)
            }
        } else {
            var end = count
            while end > 0 {
                let word = words[end - 1]
                switch word & GreenWord.typeMask {
                case GreenWord.token: if GreenWord.tokenKind(word).isError { return true }
                case GreenWord.errorNode: return true
                default: break
                }
                end -= GreenWord.ownSize(word)
            }
        }
        return false
    }
}
