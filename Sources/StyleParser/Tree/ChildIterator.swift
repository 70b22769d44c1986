/// A cursor over the children of a list (the stylesheet or a block; chunks flattened) with
/// their absolute offsets. Seeking skips whole chunks, so moving to a child of a 100,000-item
/// list takes a few dozen steps, and moving forward through it is amortised constant time.
struct ChildIterator {
    private struct Frame {
        let node: GreenNode
        /// Word index of the current stored child.
        var index: Int
        /// Absolute offset of the current stored child.
        var offset: Int
    }

    /// From the list node down to the chunk holding the current child.
    private var frames: [Frame]

    init(_ node: GreenNode, offset: Int) {
        frames = [Frame(node: node, index: 0, offset: offset)]
        settleForward()
    }

    /// The current child, nil past the last one.
    var current: ListEntry? {
        let top = frames[frames.count - 1]
        guard top.index < top.node.count, !top.node.isChunked else { return nil }
        return top.node.storedEntry(at: top.index)
    }

    /// The absolute offset of the current child (of the list's end past the last one).
    var offset: Int { frames[frames.count - 1].offset }

    /// The word index at each chunk level; see `GreenNode.replacingChild(at:with:)`.
    var path: [Int] { frames.map(\.index) }

    @inline(__always) private static func nextIndex(_ node: GreenNode, after index: Int) -> Int {
        node.withWords { index + GreenWord.listEntrySize($0, index) }
    }

    /// Descends into chunks and climbs out of finished ones until the top frame is at a real
    /// child or the end.
    private mutating func settleForward() {
        while true {
            let top = frames[frames.count - 1]
            if top.index >= top.node.count {
                guard frames.count > 1 else { return }
                let finished = frames.removeLast()
                let level = frames.count - 1
                frames[level].offset += finished.node.width
                frames[level].index = ChildIterator.nextIndex(frames[level].node, after: frames[level].index)
                continue
            }
            guard top.node.isChunked, case .node(let chunk) = top.node.storedEntry(at: top.index) else { return }
            frames.append(Frame(node: chunk, index: 0, offset: top.offset))
        }
    }

    mutating func advance() {
        guard let current else { return }
        let top = frames.count - 1
        frames[top].offset += current.width
        frames[top].index = ChildIterator.nextIndex(frames[top].node, after: frames[top].index)
        settleForward()
    }

    /// Moves to the previous child; false (and no move) at the first one.
    mutating func retreat() -> Bool {
        let saved = frames
        // Climb while at the first child of a chunk.
        while frames[frames.count - 1].index == 0 {
            guard frames.count > 1 else {
                frames = saved
                return false
            }
            frames.removeLast()
        }
        var top = frames.count - 1
        let previous = frames[top].node.listEntryStart(before: frames[top].index)
        frames[top].index = previous
        frames[top].offset -= frames[top].node.storedEntry(at: previous).width
        // Descend to the last child of each chunk.
        while frames[top].node.isChunked, case .node(let chunk) = frames[top].node.storedEntry(at: frames[top].index) {
            let last = chunk.listEntryStart(before: chunk.count)
            let lastWidth = chunk.storedEntry(at: last).width
            frames.append(Frame(node: chunk, index: last, offset: frames[top].offset + chunk.width - lastWidth))
            top += 1
        }
        return true
    }

    /// Moves forward to the first child that ends after `target` or starts at or after it.
    mutating func seek(to target: Int) {
        while true {
            let level = frames.count - 1
            let node = frames[level].node
            while frames[level].index < node.count {
                let width = node.withWords { GreenWord.listEntryWidth($0, frames[level].index) }
                let start = frames[level].offset
                guard start + width <= target && start < target else { break }
                frames[level].offset += width
                frames[level].index = ChildIterator.nextIndex(node, after: frames[level].index)
            }
            if frames[level].index >= node.count {
                guard level > 0 else { return }
                frames.removeLast()
                frames[level - 1].offset += node.width
                frames[level - 1].index = ChildIterator.nextIndex(frames[level - 1].node, after: frames[level - 1].index)
                continue
            }
            guard node.isChunked, case .node(let chunk) = node.storedEntry(at: frames[level].index) else { return }
            frames.append(Frame(node: chunk, index: 0, offset: frames[level].offset))
        }
    }
}
