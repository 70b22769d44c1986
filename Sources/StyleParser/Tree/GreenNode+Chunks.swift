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

    /// A list node whose words are exactly `elements`.
    static func raw(kind: SyntaxKind, elements: UnsafeBufferPointer<GreenElement>, lookahead: Int = 0, chunked: Bool = false) -> GreenNode {
        var width = 0
        var words = 0
        var error = kind.isError
        for element in elements {
            width &+= element.width
            words += GreenWord.size(of: element)
            if !error && element.containsError { error = true }
        }
        return allocate(kind: kind, words: words, width: width, containsError: error, lookahead: lookahead, chunked: chunked) { storage in
            var index = 0
            for element in elements { index += GreenWord.write(element, to: storage, at: index) }
        }
    }

    /// Creates a list node of `kind` with the given children, chunking long lists.
    static func make(kind: SyntaxKind, elements: UnsafeBufferPointer<GreenElement>, lookahead: Int = 0) -> GreenNode {
        if elements.count <= maxUnchunkedCount {
            return raw(kind: kind, elements: elements, lookahead: lookahead)
        }
        let chunks = balancedChunks(elements)
        return chunks.withUnsafeBufferPointer {
            raw(kind: kind, elements: $0, lookahead: lookahead, chunked: true)
        }
    }

    static func make(kind: SyntaxKind, elements: [GreenElement], lookahead: Int = 0) -> GreenNode {
        elements.withUnsafeBufferPointer { make(kind: kind, elements: $0, lookahead: lookahead) }
    }

    /// The stored children of a list (chunks, for a chunked one).
    var storedElements: [GreenElement] {
        withWords { words in
            var result: [GreenElement] = []
            var index = 0
            while index < count {
                result.append(GreenWord.element(words, index))
                index += GreenWord.listEntrySize(words[index])
            }
            return result
        }
    }

    /// The tokens and nodes with their own storage among the words, in order: the stored
    /// children of a list (chunks for a chunked one); for an item, its tokens (inline nodes'
    /// included) and blocks.
    var elements: [GreenElement] {
        guard !isList else { return storedElements }
        return withWords { words in
            var result: [GreenElement] = []
            var end = count
            while end > 0 {
                let word = words[end - 1]
                switch word & GreenWord.typeMask {
                case GreenWord.token: result.append(.token(GreenWord.token(words, before: end)))
                case GreenWord.reference: result.append(.node(GreenWord.referencedNode(low: word, high: words[end - 2])))
                default: break
                }
                end -= GreenWord.ownSize(word)
            }
            return result.reversed()
        }
    }

    /// The children of a list as the grammar sees them, with chunks flattened.
    var children: [GreenElement] {
        var result: [GreenElement] = []
        forEachChild { child, _ in
            result.append(child)
            return true
        }
        return result
    }

    /// Calls `body` with each child of a list (chunks flattened) and its offset relative to the
    /// list. Stops when `body` returns false.
    func forEachChild(_ body: (GreenElement, Int) throws -> Bool) rethrows {
        var offset = 0
        _ = try forEachLeaf(body, &offset)
    }

    private func forEachLeaf(_ body: (GreenElement, Int) throws -> Bool, _ offset: inout Int) rethrows -> Bool {
        try withWords { words in
            let chunked = isChunked
            var index = 0
            while index < count {
                let element = GreenWord.element(words, index)
                index += GreenWord.listEntrySize(words[index])
                if chunked, case .node(let chunk) = element {
                    if try !chunk.forEachLeaf(body, &offset) { return false }
                } else {
                    if try !body(element, offset) { return false }
                    offset += element.width
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
                index += GreenWord.listEntrySize(words[index])
            }
            return result
        }
    }

    /// The stored child of a list at word `index`.
    func storedElement(at index: Int) -> GreenElement {
        withWords { GreenWord.element($0, index) }
    }

    /// The last child of a list (chunks flattened).
    var lastChild: GreenElement? {
        guard let index = storedIndices.last else { return nil }
        let last = storedElement(at: index)
        guard isChunked, case .node(let chunk) = last else { return last }
        return chunk.lastChild
    }

    /// Groups `items` into chunks of `chunkSize` (a short tail joins the last chunk).
    static func groupIntoChunks(_ items: UnsafeBufferPointer<GreenElement>, ofChunks: Bool) -> [GreenElement] {
        var chunks: [GreenElement] = []
        chunks.reserveCapacity(items.count / chunkSize + 1)
        var start = 0
        while start < items.count {
            var end = min(start + chunkSize, items.count)
            if items.count - end < chunkSize / 2 { end = items.count }
            let slice = UnsafeBufferPointer(rebasing: items[start..<end])
            chunks.append(.node(raw(kind: .chunk, elements: slice, chunked: ofChunks)))
            start = end
        }
        return chunks
    }

    /// Chunks of the given height (1: chunks of real children) holding `elements`.
    static func chunks(_ elements: UnsafeBufferPointer<GreenElement>, height: Int) -> [GreenElement] {
        var level = groupIntoChunks(elements, ofChunks: false)
        for _ in 1..<max(height, 1) {
            level = level.withUnsafeBufferPointer { groupIntoChunks($0, ofChunks: true) }
        }
        return level
    }

    /// Chunks, as many levels as it takes to have at most `maxUnchunkedCount` at the top.
    static func balancedChunks(_ elements: UnsafeBufferPointer<GreenElement>) -> [GreenElement] {
        var level = groupIntoChunks(elements, ofChunks: false)
        while level.count > maxUnchunkedCount {
            level = level.withUnsafeBufferPointer { groupIntoChunks($0, ofChunks: true) }
        }
        return level
    }

    /// The height of the chunks stored in this list (1 when they hold real children).
    var chunkHeight: Int {
        var height = 1
        var node = self
        while case .node(let chunk) = node.storedElement(at: 0), chunk.isChunked {
            height += 1
            node = chunk
        }
        return height
    }

    /// A copy of this list with the children in `lower..<upper` (byte offsets relative to the
    /// node, on child boundaries; a zero-width child at `upper` counts as inside) replaced by
    /// `replacement`.
    func replacingChildren(in lower: Int, _ upper: Int, with replacement: [GreenElement], lookahead: Int) -> GreenNode {
        if !isChunked || count == 0 {
            let spliced = GreenNode.splice(children, from: 0, lower: lower, upper: upper, replacement: replacement)
            return GreenNode.make(kind: kind, elements: spliced, lookahead: lookahead)
        }
        let height = chunkHeight
        var level = storedElements.withUnsafeBufferPointer { stored in
            GreenNode.replace(in: stored, height: height, lower: lower, upper: upper, replacement: replacement)
        }
        while level.count > GreenNode.maxUnchunkedCount {
            level = level.withUnsafeBufferPointer { GreenNode.groupIntoChunks($0, ofChunks: true) }
        }
        return level.withUnsafeBufferPointer {
            GreenNode.raw(kind: kind, elements: $0, lookahead: lookahead, chunked: true)
        }
    }

    /// Replaces the byte range in a list of chunks of `height`; returns chunks of the same height.
    private static func replace(
        in chunks: UnsafeBufferPointer<GreenElement>, height: Int, lower: Int, upper: Int, replacement: [GreenElement]
    ) -> [GreenElement] {
        // The chunks from the one ending at `lower` to the one starting at `upper` are affected.
        var first = -1, last = -1
        var offset = 0
        var firstOffset = 0
        for (index, chunk) in chunks.enumerated() {
            let end = offset + chunk.width
            if first < 0 && (end >= lower || index == chunks.count - 1) {
                first = index
                firstOffset = offset
            }
            if offset <= upper { last = index }
            offset = end
        }
        last = max(last, first)
        var result: [GreenElement] = Array(chunks[..<first])
        if first == last, height > 1, case .node(let chunk) = chunks[first] {
            // Entirely inside one chunk: rebuild only that one, one level down.
            let inner = chunk.storedElements.withUnsafeBufferPointer {
                replace(in: $0, height: height - 1, lower: lower - firstOffset, upper: upper - firstOffset, replacement: replacement)
            }
            inner.withUnsafeBufferPointer { result.append(contentsOf: groupIntoChunks($0, ofChunks: true)) }
        } else {
            var elements: [GreenElement] = []
            for index in first...last {
                guard case .node(let chunk) = chunks[index] else { continue }
                chunk.forEachChild { child, _ in
                    elements.append(child)
                    return true
                }
            }
            let spliced = splice(elements, from: firstOffset, lower: lower, upper: upper, replacement: replacement)
            spliced.withUnsafeBufferPointer { result.append(contentsOf: GreenNode.chunks($0, height: height)) }
        }
        result.append(contentsOf: chunks[(last + 1)...])
        return result
    }

    /// `elements` (the first at offset `base`) with those in `lower..<upper` replaced.
    private static func splice(
        _ elements: [GreenElement], from base: Int, lower: Int, upper: Int, replacement: [GreenElement]
    ) -> [GreenElement] {
        var result: [GreenElement] = []
        result.reserveCapacity(elements.count + replacement.count)
        var inserted = false
        var offset = base
        for element in elements {
            let width = element.width
            if offset < lower {
                result.append(element)
            } else if offset < upper || (offset == upper && width == 0) {
                // replaced
            } else {
                if !inserted {
                    result.append(contentsOf: replacement)
                    inserted = true
                }
                result.append(element)
            }
            offset += width
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
                containsError: kind.isError || anyError(words, except: lowIndex) || newChild.containsError,
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
    private func forEachReference(_ words: UnsafePointer<UInt32>, _ body: (Int, Int) -> Void) {
        if isList {
            var index = 0
            while index < count {
                if words[index] & GreenWord.typeMask == GreenWord.reference { body(index, index + 1) }
                index += GreenWord.listEntrySize(words[index])
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
        // Tokens and inline nodes: every entry's identifying word (an inline node's flag also
        // covers its children, which are checked anyway).
        if isList {
            var index = 0
            while index < count {
                let word = words[index]
                if word & GreenWord.typeMask == GreenWord.token && GreenWord.tokenKind(word).isError { return true }
                index += GreenWord.listEntrySize(word)
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
