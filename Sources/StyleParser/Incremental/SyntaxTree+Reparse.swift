/// Incremental reparsing.
///
/// 1. Find the innermost block whose braces enclose the edit; the item containing the edit and
///    its neighbours are reparsed inside that block, the rest of the tree is shared.
/// 2. Restart after the last item of that list which, by its recorded lookahead, did not read
///    the edited bytes. Items are parsed the same at the top level and in blocks, and the lexer
///    has no look-behind, so from there on the new parse only depends on the new text.
/// 3. Past the edit, an old item that starts where the new parse stands is reused whole (in any
///    block, so typing `{` moves the following rulesets into a block without reparsing them),
///    and once the parse meets an old item boundary of the same list, the old rest is kept.
/// 4. If the block's content no longer ends at its old `}`, the enclosing list is reparsed;
///    the stylesheet itself always succeeds.
///
/// Positions are never stored in green nodes, so nothing after the edit is touched: a
/// one-character edit costs the reparsed items plus a copy of the few short child arrays on
/// the path to the root.
extension SyntaxTree {
    /// The tree for the text after `edits`, applied in order (each range refers to the text
    /// left by the previous edit, as in LSP `didChange`). Equal to a full parse of that text.
    public func reparse(applying edits: [TextEdit]) -> SyntaxTree {
        var tree = self
        for edit in edits {
            tree = tree.reparse(edit, newBytes: edit.applied(to: tree.bytes))
        }
        return tree
    }

    public func reparse(applying edit: TextEdit) -> SyntaxTree {
        reparse(edit, newBytes: edit.applied(to: bytes))
    }

    /// Like `reparse(applying:)` for a caller that already holds the new text: `newBytes` must be
    /// `edit.applied(to: bytes)`.
    public func reparse(_ edit: TextEdit, newBytes: [UInt8]) -> SyntaxTree {
        let oldCount = storage.bytes.count
        let editStart = min(max(edit.range.lowerBound, 0), oldCount)
        let editEnd = min(max(edit.range.upperBound, editStart), oldCount)
        let delta = newBytes.count - oldCount
        let root = storage.root

        // The path root → item → block → item → block … down to the innermost enclosing block,
        // with each node's index among its parent's children.
        var path: [(node: GreenNode, offset: Int, index: [Int])] = [(root, 0, [])]
        while let (list, listOffset, _) = path.last {
            var children = ChildIterator(list, offset: listOffset)
            children.seek(to: editStart)
            guard case .node(let item)? = children.current, item.kind == .ruleset || item.kind == .atRule,
                let (block, blockOffset, blockPath) = closedBlock(of: item, at: children.offset),
                blockOffset + 1 <= editStart, editEnd <= blockOffset + block.width - 1
            else { break }
            path.append((item, children.offset, children.path))
            path.append((block, blockOffset, blockPath))
        }

        return newBytes.withUnsafeBufferPointer { buffer in
            for containerIndex in stride(from: path.count - 1, through: 0, by: -2) {
                let (list, listOffset, _) = path[containerIndex]
                guard
                    let newList = reparseList(
                        list, at: listOffset, editStart: editStart, editEnd: editEnd, delta: delta, newText: buffer)
                else { continue }
                // Rebuild the ancestors, each with one child replaced.
                var child = newList
                for ancestorIndex in stride(from: containerIndex - 1, through: 0, by: -1) {
                    child = path[ancestorIndex].node.replacingChild(at: path[ancestorIndex + 1].index[...], with: child)
                }
                return SyntaxTree(bytes: newBytes, root: child)
            }
            preconditionFailure("the stylesheet reparse cannot fail")
        }
    }

    /// The `.block` child of a ruleset or at-rule at `offset`, when it ends with a real `}`:
    /// the block, its offset and its path in the item.
    private func closedBlock(of item: GreenNode, at offset: Int) -> (GreenNode, Int, [Int])? {
        guard let (block, relative, index) = item.blockChild,
            case .token(let last)? = block.lastChild, last.kind == .rightBrace
        else { return nil }
        return (block, offset + relative, [index])
    }

    /// Reparses the part of `list` (the stylesheet or a block's content) around the edit.
    /// Returns nil when the new content of a block does not end at its old `}`.
    private func reparseList(
        _ list: GreenNode, at listOffset: Int, editStart: Int, editEnd: Int, delta: Int,
        newText: UnsafeBufferPointer<UInt8>
    ) -> GreenNode? {
        let isStylesheet = list.kind == .stylesheet
        let oldClose = listOffset + list.width - 1  // the block's `}`

        // Restart after the last item that did not read the edited bytes. An item's lookahead
        // covers what the items before it read too, so the first one found walking back is the
        // right one; the new items' lookaheads start from what it covers.
        var restart = listOffset + (isStylesheet ? 0 : 1)
        var restartReach = 0
        var children = ChildIterator(list, offset: listOffset)
        children.seek(to: editStart)
        while children.retreat() {
            if let item = children.current, let kind = item.kind, kind.isItem || kind == .strayCloseBrace,
                children.offset + item.width + item.lookahead <= editStart {
                restart = children.offset + item.width
                restartReach = restart + item.lookahead
                break
            }
        }

        var parser = Parser(bytes: newText, start: restart)
        parser.reach = restartReach
        parser.reuse = ReuseCursor(
            root: storage.root, container: list, containerOffset: listOffset, oldEditEnd: editEnd, delta: delta)
        var upper: Int
        let end = parser.parseItems(in: isStylesheet ? .stylesheet : .block, overrunOffset: isStylesheet ? nil : oldClose + delta)
        switch end {
        case .endOfInput:
            guard isStylesheet else { return nil }
            parser.flushTrivia()
            upper = list.width
        case .closeBrace(let index):
            guard parser.offset(of: index) == oldClose + delta else { return nil }
            parser.bump()
            upper = list.width
        case .resynced(let oldOffset):
            parser.flushTrivia()
            upper = oldOffset - listOffset
        case .overrun:
            return nil
        }
        if case .resynced(let oldOffset) = end {
            // The old rest is kept; those of its items that the new parse read past get their
            // lookaheads raised, as reused items do.
            let reach = parser.reach
            var rest = ChildIterator(list, offset: listOffset)
            rest.seek(to: oldOffset)
            while let entry = rest.current, rest.offset + delta < reach {
                let newEnd = rest.offset + delta + entry.width
                parser.builder.pushReused(entry, inBlock: !isStylesheet, lookahead: reach - newEnd)
                upper += entry.width
                rest.advance()
            }
        }
        return list.replacingChildren(
            in: restart - listOffset, upper, with: parser.takeEntries(), lookahead: list.lookahead)
    }
}

/// What the incremental parser may reuse from the old tree: old items that start past the
/// edit, and the old rest of the list being reparsed.
struct ReuseCursor {
    private let delta: Int
    private let oldEditEnd: Int
    private var container: ChildIterator
    /// Iterators over nested lists, outermost first, to find items at any depth.
    private var lists: [ChildIterator]

    init(root: GreenNode, container: GreenNode, containerOffset: Int, oldEditEnd: Int, delta: Int) {
        self.delta = delta
        self.oldEditEnd = oldEditEnd
        self.container = ChildIterator(container, offset: containerOffset)
        self.lists = [ChildIterator(root, offset: 0)]
    }

    /// The old offset of an item of the reparsed list that starts where the new parse stands
    /// (at `position` in the new text), if any: from there on the old list is still right.
    mutating func resyncOffset(at position: Int) -> Int? {
        let old = position - delta
        guard old >= oldEditEnd else { return nil }
        container.seek(to: old)
        guard container.offset == old, container.current?.kind?.isItem == true else { return nil }
        return old
    }

    /// An old item, at any depth, that starts at `position` of the new text past the edit.
    /// Queries must come in increasing order.
    mutating func reusableItem(at position: Int) -> ListEntry? {
        let target = position - delta
        guard target >= oldEditEnd else { return nil }
        while !lists.isEmpty {
            let last = lists.count - 1
            lists[last].seek(to: target)
            guard let child = lists[last].current else {
                lists.removeLast()
                continue
            }
            let offset = lists[last].offset
            guard offset <= target else { return nil }
            if offset == target { return child.kind?.isItem == true ? child : nil }
            // The target is inside this child: look for items in its block.
            guard case .node(let node) = child, node.kind == .ruleset || node.kind == .atRule else { return nil }
            guard let (block, relative, _) = node.blockChild, target > offset + relative else { return nil }
            lists.append(ChildIterator(block, offset: offset + relative))
        }
        return nil
    }
}
