/// Long child lists as balanced trees of invisible `.chunk` nodes.
///
/// A node with more than `maxUnchunkedCount` children stores chunks instead; a chunk holds 16
/// to 64 children, which are either all chunks (of equal height) or all real children. Edits
/// rebuild only the chunks on the path to the change, so replacing one ruleset among 100,000
/// costs a few arrays of at most 64 entries, not a copy of the whole list.
extension GreenNode {
    static let maxUnchunkedCount = 64
    static let chunkSize = 32

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

    /// The height of the chunks stored in this node (1 when they hold real children).
    var chunkHeight: Int {
        var height = 1
        var node = self
        while case .node(let chunk) = node.storedChild(0), chunk.isChunked {
            height += 1
            node = chunk
        }
        return height
    }

    /// A copy of this node with the children in `lower..<upper` (byte offsets relative to the
    /// node, on child boundaries; a zero-width child at `upper` counts as inside) replaced by
    /// `replacement`.
    func replacingChildren(in lower: Int, _ upper: Int, with replacement: [GreenElement], lookahead: Int) -> GreenNode {
        if !isChunked || count == 0 {
            let spliced = GreenNode.splice(self, from: 0, lower: lower, upper: upper, replacement: replacement)
            return GreenNode.make(kind: kind, elements: spliced, lookahead: lookahead)
        }
        let height = chunkHeight
        var level = withStoredChildren { stored in
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
            let inner = chunk.withStoredChildren {
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

    /// The children of `node` (flattened) with `lower..<upper` replaced.
    private static func splice(_ node: GreenNode, from base: Int, lower: Int, upper: Int, replacement: [GreenElement]) -> [GreenElement] {
        splice(node.children, from: base, lower: lower, upper: upper, replacement: replacement)
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

    /// A copy of this node with the child at `path` replaced; `path` holds one stored index
    /// per chunk level, as `ChildIterator.path` reports it.
    func replacingChild(at path: ArraySlice<Int>, with element: GreenElement) -> GreenNode {
        withStoredChildren { stored in
            var copy = Array(stored)
            let index = path[path.startIndex]
            if path.count > 1, case .node(let chunk) = stored[index] {
                copy[index] = .node(chunk.replacingChild(at: path.dropFirst(), with: element))
            } else {
                copy[index] = element
            }
            return copy.withUnsafeBufferPointer {
                GreenNode.raw(kind: kind, elements: $0, lookahead: lookahead, chunked: isChunked)
            }
        }
    }
}
