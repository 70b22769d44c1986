/// A node met by `SyntaxNode.walk`: its kind and range, and a cursor on demand. It refers to
/// the tree without retaining it, so it is valid only while the walk runs.
public struct SyntaxWalkNode {
    let storage: Unmanaged<SyntaxTree.Storage>
    let owner: Unmanaged<GreenNode>
    let index: Int
    public let kind: SyntaxKind
    public let range: Range<Int>

    /// True when this node or a node or token inside it is a syntax error.
    public var containsError: Bool { SyntaxNode.containsError(owner.takeUnretainedValue(), index) }

    /// A cursor for the node, for a closer look at it; it has no parent.
    public var node: SyntaxNode {
        SyntaxNode(tree: storage.takeUnretainedValue(), owner: owner.takeUnretainedValue(), index: index, offset: range.lowerBound, parentBox: nil)
    }
}

extension SyntaxNode {
    /// Visits this node and every node and token under it in document order, without recursion
    /// and without building a cursor per node: `enter` for a node (returning false skips what
    /// is inside it), `token` for each token (trivia and missing tokens included), `exit` after
    /// a node's last token. What a formatter or any other whole-tree pass reads: walking a
    /// 1 MB stylesheet through `children` costs more than ten parses of it.
    public func walk(
        enter: (SyntaxWalkNode) -> Bool, token: (TokenKind, Range<Int>) -> Void, exit: (SyntaxWalkNode) -> Void
    ) {
        withExtendedLifetime(self) {
            var walker = TreeWalker(storage: .passUnretained(tree))
            walker.steps.append(.init(step: .node, kind: kind.rawValue, owner: .passUnretained(owner), index: index, start: offset, end: offset + width))
            walker.run(enter: enter, token: token, exit: exit)
        }
    }
}

/// The work list of `SyntaxNode.walk`: the steps still to take, the next one last. A node is
/// opened when its step comes up; the words of an item are read in one pass from its last
/// (they are stored children first, see `GreenWord`), which puts its steps on the list in the
/// order they are taken.
private struct TreeWalker {
    struct Step {
        enum Kind: UInt8 {
            case token
            /// A node whose children are not on the list yet.
            case node
            /// A node inside an item, its children already on the list after it.
            case enter
            case exit
        }
        var step: Kind
        /// The token's or node's kind.
        var kind: UInt8
        var owner: Unmanaged<GreenNode>?
        var index: Int
        var start: Int
        var end: Int
    }

    let storage: Unmanaged<SyntaxTree.Storage>
    var steps: [Step] = []
    /// For `addItemWords`: the inline nodes being read, innermost last, with where their
    /// children begin and their enter step (kept to reuse its storage).
    var opened: [(childrenStart: Int, enter: Step)] = []

    init(storage: Unmanaged<SyntaxTree.Storage>) {
        self.storage = storage
    }

    func walkNode(_ step: Step) -> SyntaxWalkNode {
        SyntaxWalkNode(storage: storage, owner: step.owner!, index: step.index, kind: SyntaxKind(rawValue: step.kind)!, range: step.start..<step.end)
    }

    mutating func run(enter: (SyntaxWalkNode) -> Bool, token: (TokenKind, Range<Int>) -> Void, exit: (SyntaxWalkNode) -> Void) {
        while let step = steps.popLast() {
            switch step.step {
            case .token:
                token(TokenKind(rawValue: step.kind)!, step.start..<step.end)
            case .exit:
                exit(walkNode(step))
            case .node:
                let node = walkNode(step)
                guard enter(node) else {
                    exit(node)
                    continue
                }
                var closing = step
                closing.step = .exit
                steps.append(closing)
                open(step)
            case .enter:
                let node = walkNode(step)
                guard enter(node) else {
                    // Its steps are on the list: skipped up to its exit.
                    while let skipped = steps.popLast(),
                        !(skipped.step == .exit && skipped.index == step.index && skipped.owner?.toOpaque() == step.owner?.toOpaque()) {}
                    exit(node)
                    continue
                }
            }
        }
    }

    /// Puts the children of the node of `step` on the list.
    mutating func open(_ step: Step) {
        let owner = step.owner!.takeUnretainedValue()
        if step.index == -1 && owner.isList {
            // A list is read forwards (its entries begin with their identifying word), then its
            // steps are turned around.
            let first = steps.count
            var offset = step.start
            addList(owner, &offset)
            var low = first, high = steps.count - 1
            while low < high {
                steps.swapAt(low, high)
                low += 1
                high -= 1
            }
            return
        }
        owner.withWords { words in
            let children: Range<Int>
            if step.index == -1 {
                children = 0..<owner.count
            } else if step.index >= 0 {
                children = GreenWord.children(words, ofNodeAt: step.index)
            } else {
                let header = GreenWord.ListHeader(words, at: -2 - step.index)
                children = (-2 - step.index + header.headerSize)..<(-2 - step.index + header.entrySize)
            }
            addItemWords(owner, words, children, end: step.end)
        }
    }

    /// The entries of a list (chunks flattened), in order.
    mutating func addList(_ node: GreenNode, _ offset: inout Int) {
        node.withWords { words in
            var index = 0
            while index < node.count {
                let word = words[index]
                switch word & GreenWord.typeMask {
                case GreenWord.reference:
                    let child = GreenWord.referencedNode(low: word, high: words[index + 1])
                    if child.kind == .chunk {
                        addList(child, &offset)
                    } else {
                        steps.append(.init(step: .node, kind: child.kind.rawValue, owner: .passUnretained(child), index: -1, start: offset, end: offset + child.width))
                        offset += child.width
                    }
                case GreenWord.token:
                    let width = Int(word >= GreenWord.escaped ? words[index + 1] : word >> 8)
                    steps.append(.init(step: .token, kind: GreenWord.tokenKind(word).rawValue, owner: nil, index: 0, start: offset, end: offset + width))
                    offset += width
                default:
                    let width = Int(words[index + 1])
                    steps.append(.init(
                        step: .node, kind: GreenWord.nodeKind(word).rawValue, owner: .passUnretained(node), index: -2 - index, start: offset,
                        end: offset + width))
                    offset += width
                }
                index += GreenWord.listEntrySize(words, index)
            }
        }
    }

    /// The steps of an item's words in `range`, which end at offset `end`: read from the last,
    /// each inline node's exit first and its enter once its children are read, so that they
    /// come off the list in document order. Nodes with their own storage (a ruleset's block)
    /// are opened when their turn comes.
    mutating func addItemWords(_ owner: GreenNode, _ words: UnsafePointer<UInt32>, _ range: Range<Int>, end: Int) {
        var index = range.upperBound
        var offset = end
        opened.removeAll(keepingCapacity: true)
        while true {
            while let last = opened.last, index <= last.childrenStart {
                steps.append(last.enter)
                opened.removeLast()
            }
            guard index > range.lowerBound else { break }
            let word = words[index - 1]
            switch word & GreenWord.typeMask {
            case GreenWord.token:
                let token = GreenWord.token(words, before: index)
                offset -= Int(token.width)
                steps.append(.init(step: .token, kind: token.kind.rawValue, owner: nil, index: 0, start: offset, end: offset + Int(token.width)))
                index = GreenWord.entryStart(words, before: index)
            case GreenWord.reference:
                let child = GreenWord.referencedNode(low: word, high: words[index - 2])
                offset -= child.width
                steps.append(.init(step: .node, kind: child.kind.rawValue, owner: .passUnretained(child), index: -1, start: offset, end: offset + child.width))
                index -= 2
            default:
                let width = Int(words[index - 2])
                var step = Step(step: .exit, kind: GreenWord.nodeKind(word).rawValue, owner: .passUnretained(owner), index: index - 1, start: offset - width, end: offset)
                steps.append(step)
                step.step = .enter
                let children = GreenWord.children(words, ofNodeAt: index - 1)
                opened.append((children.lowerBound, step))
                index = children.upperBound
            }
        }
    }
}
