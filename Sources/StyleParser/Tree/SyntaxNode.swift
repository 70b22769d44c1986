/// A node of a `SyntaxTree` with its absolute position and parent: a cursor over the green tree,
/// created on demand. Offsets are UTF-8 byte offsets into the tree's text; ranges are half-open.
public struct SyntaxNode: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The parent link. Releasing a long chain of them recursively would overflow the stack
    /// (a node 20,000 levels deep), so a box whose parent dies with it defers that release.
    final class Parent: @unchecked Sendable {
        private(set) var node: SyntaxNode
        init(_ node: SyntaxNode) { self.node = node }

        deinit {
            if var parent = node.parentBox {
                node.parentBox = nil
                if isKnownUniquelyReferenced(&parent) { DeferredReleases.release(consume parent) }
            }
        }
    }

    let tree: SyntaxTree.Storage
    /// The green node holding this node: the node itself (`index` -1), or the node whose words
    /// it is stored in.
    let owner: GreenNode
    /// Where in `owner` the node is: -1 for `owner` itself; for a node stored inside an item,
    /// the index of its last word; for an item stored inline in a list, `-2 - start` with
    /// `start` the index of its first word (see `GreenWord`).
    let index: Int
    /// The absolute offset of the node's first byte.
    public let offset: Int
    var parentBox: Parent?

    init(tree: SyntaxTree.Storage, green: GreenNode, offset: Int, parent: SyntaxNode?) {
        self.init(tree: tree, owner: green, index: -1, offset: offset, parentBox: parent.map(Parent.init))
    }

    init(tree: SyntaxTree.Storage, owner: GreenNode, index: Int, offset: Int, parentBox: Parent?) {
        self.tree = tree
        self.owner = owner
        self.index = index
        self.offset = offset
        self.parentBox = parentBox
    }

    public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool {
        lhs.owner === rhs.owner && lhs.index == rhs.index && lhs.offset == rhs.offset && lhs.tree === rhs.tree
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(owner))
        hasher.combine(index)
        hasher.combine(offset)
    }

    /// The node's own green node, shared between trees (see `GreenNode`); nil for a node
    /// stored inline.
    public var green: GreenNode? { index == -1 ? owner : nil }

    public var kind: SyntaxKind { SyntaxNode.kind(owner, index) }

    var width: Int { SyntaxNode.width(owner, index) }

    public var range: Range<Int> { offset..<(offset + width) }
    public var parent: SyntaxNode? { parentBox?.node }
    /// True when this node or a node or token inside it is a syntax error.
    public var containsError: Bool { SyntaxNode.containsError(owner, index) }

    static func containsError(_ owner: GreenNode, _ index: Int) -> Bool {
        index == -1 ? owner.containsError : owner.withWords { $0[index >= 0 ? index : -2 - index] & GreenWord.typeMask == GreenWord.errorNode }
    }

    @inline(__always) static func kind(_ owner: GreenNode, _ index: Int) -> SyntaxKind {
        index == -1 ? owner.kind : owner.withWords { GreenWord.nodeKind($0[index >= 0 ? index : -2 - index]) }
    }

    @inline(__always) static func width(_ owner: GreenNode, _ index: Int) -> Int {
        index == -1 ? owner.width : owner.withWords { Int($0[index >= 0 ? index - 1 : -1 - index]) }
    }

    /// The source bytes of this node.
    public var bytes: ArraySlice<UInt8> { tree.bytes[range] }
    /// The source text of this node, trivia inside it included.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var description: String { text }

    // MARK: - Children

    /// A child as read from the green tree.
    enum Child {
        case token(GreenToken)
        /// A node, located as `SyntaxNode.owner` and `index` locate it. Unretained: the node
        /// being walked holds it, and walking children then costs no reference counting.
        case node(owner: Unmanaged<GreenNode>, index: Int)

        var width: Int {
            switch self {
            case .token(let token): return Int(token.width)
            case .node(let owner, let index): return owner._withUnsafeGuaranteedRef { SyntaxNode.width($0, index) }
            }
        }
    }

    /// Calls `body` with each child (chunks flattened) and its absolute offset, until it
    /// returns false.
    @inline(__always)
    func forEachChild(_ body: (Child, Int) -> Bool) {
        SyntaxNode.forEachChild(of: owner, index, at: offset, body)
    }

    /// `forEachChild` of the node that `owner` and `index` locate (as `SyntaxNode` locates
    /// one), starting at `offset`.
    @inline(__always)
    static func forEachChild(of owner: GreenNode, _ index: Int, at offset: Int, _ body: (Child, Int) -> Bool) {
        var offset = offset
        if index == -1 && owner.isList {
            _ = SyntaxNode.walkList(owner, &offset, body)
            return
        }
        let range = owner.withWords { words -> Range<Int> in
            if index == -1 { return 0..<owner.count }
            if index >= 0 { return GreenWord.children(words, ofNodeAt: index) }
            let header = GreenWord.ListHeader(words, at: -2 - index)
            return (-2 - index + header.headerSize)..<(-2 - index + header.entrySize)
        }
        SyntaxNode.walkItem(owner, range, offset, body)
    }

    /// Walks the children of a list, descending into chunks.
    private static func walkList(_ node: GreenNode, _ offset: inout Int, _ body: (Child, Int) -> Bool) -> Bool {
        node.withWords { words in
            var index = 0
            while index < node.count {
                let word = words[index]
                switch word & GreenWord.typeMask {
                case GreenWord.reference:
                    let child = GreenWord.referencedNode(low: word, high: words[index + 1])
                    if child.kind == .chunk {
                        if !walkList(child, &offset, body) { return false }
                    } else {
                        if !body(.node(owner: .passUnretained(child), index: -1), offset) { return false }
                        offset += child.width
                    }
                case GreenWord.token:
                    let token = GreenToken(kind: GreenWord.tokenKind(word), width: word >= GreenWord.escaped ? words[index + 1] : word >> 8)
                    if !body(.token(token), offset) { return false }
                    offset += Int(token.width)
                default:
                    if !body(.node(owner: .passUnretained(node), index: -2 - index), offset) { return false }
                    offset += Int(words[index + 1])
                }
                index += GreenWord.listEntrySize(words, index)
            }
            return true
        }
    }

    /// Walks the entries of an item's words in `range` at one level. They are found from the
    /// last (see `GreenWord`): first counted, then noted in a temporary buffer.
    private static func walkItem(_ node: GreenNode, _ range: Range<Int>, _ start: Int, _ body: (Child, Int) -> Bool) {
        node.withWords { words in
            var count = 0
            var end = range.upperBound
            while end > range.lowerBound {
                end = GreenWord.entryStart(words, before: end)
                count += 1
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { ends in
                var end = range.upperBound
                for position in stride(from: count - 1, through: 0, by: -1) {
                    ends[position] = end
                    end = GreenWord.entryStart(words, before: end)
                }
                var offset = start
                for end in ends {
                    let word = words[end - 1]
                    let child: Child
                    switch word & GreenWord.typeMask {
                    case GreenWord.token: child = .token(GreenWord.token(words, before: end))
                    case GreenWord.reference: child = .node(owner: GreenWord.unretainedNode(low: word, high: words[end - 2]), index: -1)
                    default: child = .node(owner: .passUnretained(node), index: end - 1)
                    }
                    if !body(child, offset) { return }
                    offset += GreenWord.width(words, before: end)
                }
            }
        }
    }

    /// The children (nodes and tokens) in order; invisible chunks are flattened.
    public var children: [SyntaxElement] {
        var result: [SyntaxElement] = []
        let parentBox = Parent(self)
        forEachChild { child, offset in
            result.append(element(child, at: offset, parentBox: parentBox))
            return true
        }
        return result
    }

    /// The child nodes, without tokens.
    public var childNodes: [SyntaxNode] {
        var result: [SyntaxNode] = []
        let parentBox = Parent(self)
        forEachChild { child, offset in
            if case .node(let owner, let index) = child {
                result.append(SyntaxNode(tree: tree, owner: owner.takeUnretainedValue(), index: index, offset: offset, parentBox: parentBox))
            }
            return true
        }
        return result
    }

    /// The direct child tokens, trivia included.
    public var childTokens: [SyntaxToken] {
        var result: [SyntaxToken] = []
        let parentBox = Parent(self)
        forEachChild { child, offset in
            if case .token(let token) = child {
                result.append(SyntaxToken(tree: tree, kind: token.kind, offset: offset, width: Int(token.width), parentBox: parentBox))
            }
            return true
        }
        return result
    }

    /// The first child node of `kind`.
    public func child(_ kind: SyntaxKind) -> SyntaxNode? {
        var found: SyntaxNode?
        forEachChild { child, offset in
            guard case .node(let owner, let index) = child, owner._withUnsafeGuaranteedRef({ SyntaxNode.kind($0, index) }) == kind else { return true }
            found = SyntaxNode(tree: tree, owner: owner.takeUnretainedValue(), index: index, offset: offset, parentBox: Parent(self))
            return false
        }
        return found
    }

    /// The first direct child token of `kind`.
    public func token(_ kind: TokenKind) -> SyntaxToken? {
        firstChildToken { $0 == kind }
    }

    /// The first direct child token that is not trivia.
    public var firstSignificantToken: SyntaxToken? {
        firstChildToken { !$0.isTrivia }
    }

    /// Found without building the list of children: syntax views ask for one token often.
    private func firstChildToken(where predicate: (TokenKind) -> Bool) -> SyntaxToken? {
        var found: SyntaxToken?
        forEachChild { child, offset in
            guard case .token(let token) = child, predicate(token.kind) else { return true }
            found = SyntaxToken(tree: tree, kind: token.kind, offset: offset, width: Int(token.width), parentBox: Parent(self))
            return false
        }
        return found
    }

    /// The ancestors, nearest first.
    public var ancestors: [SyntaxNode] {
        var result: [SyntaxNode] = []
        var node = parent
        while let current = node {
            result.append(current)
            node = current.parent
        }
        return result
    }

    /// All tokens under this node in document order (no recursion).
    public var tokens: [SyntaxToken] {
        var result: [SyntaxToken] = []
        var stack: [SyntaxElement] = [.node(self)]
        while let element = stack.popLast() {
            switch element {
            case .token(let token): result.append(token)
            case .node(let node): stack.append(contentsOf: node.children.reversed())
            }
        }
        return result
    }

    /// All nodes under this node (itself included) in document order, without recursion.
    public var descendants: [SyntaxNode] {
        var result: [SyntaxNode] = []
        var stack: [SyntaxNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.childNodes.reversed())
        }
        return result
    }

    /// The token that contains `offset`; at a boundary, the token that starts there; at the
    /// end of this node, its last token. Zero-width (missing) tokens are never returned.
    public func token(at offset: Int) -> SyntaxToken? {
        guard range.contains(offset) || offset == range.upperBound else { return nil }
        var node = self
        while true {
            switch node.nonEmptyChild(at: offset) {
            case .token(let token)?: return token
            case .node(let child)?: node = child
            case nil: return nil
            }
        }
    }

    /// The first non-empty child that ends after `offset`, else the last non-empty child.
    /// In a list, found by seeking through the chunks: the root of a large stylesheet has
    /// thousands of children.
    func nonEmptyChild(at offset: Int) -> SyntaxElement? {
        guard index == -1, owner.kind.isList else {
            var found: (Child, Int)?
            forEachChild { child, start in
                guard child.width > 0 else { return true }
                found = (child, start)
                return start + child.width <= offset
            }
            return found.map { element($0.0, at: $0.1, parentBox: Parent(self)) }
        }
        var children = ChildIterator(owner, offset: self.offset)
        children.seek(to: offset)
        while let child = children.current, child.width == 0 { children.advance() }
        if children.current == nil {
            while children.retreat() {
                if children.current!.width > 0 { break }
            }
        }
        guard let child = children.current, child.width > 0 else { return nil }
        return element(child, at: children.offset)
    }

    /// The top-level node holding `offset` (`start < offset <= end`), else the one starting
    /// there; for the root of a stylesheet.
    func childNode(around offset: Int) -> SyntaxNode? {
        var children = ChildIterator(owner, offset: self.offset)
        children.seek(to: offset)
        // `seek` stops after a node ending exactly at `offset`: that one comes first.
        var previous = children
        if previous.retreat(), let entry = previous.current, entry.kind != nil, previous.offset < offset,
            previous.offset + entry.width >= offset, case .node(let node) = element(entry, at: previous.offset) {
            return node
        }
        while let entry = children.current, children.offset <= offset {
            if entry.kind != nil, children.offset < offset && offset <= children.offset + entry.width || children.offset == offset,
                case .node(let node) = element(entry, at: children.offset) {
                return node
            }
            if children.offset + entry.width > offset { break }
            children.advance()
        }
        return nil
    }

    private func element(_ entry: ListEntry, at offset: Int) -> SyntaxElement {
        switch entry {
        case .node(let node): return .node(SyntaxNode(tree: tree, green: node, offset: offset, parent: self))
        case .inline(let owner, let start): return element(.node(owner: .passUnretained(owner), index: -2 - start), at: offset, parentBox: Parent(self))
        case .token(let token): return element(.token(token), at: offset, parentBox: Parent(self))
        }
    }

    private func element(_ child: Child, at offset: Int, parentBox: Parent) -> SyntaxElement {
        switch child {
        case .node(let owner, let index):
            return .node(SyntaxNode(tree: tree, owner: owner.takeUnretainedValue(), index: index, offset: offset, parentBox: parentBox))
        case .token(let token):
            return .token(SyntaxToken(tree: tree, kind: token.kind, offset: offset, width: Int(token.width), parentBox: parentBox))
        }
    }

    /// The innermost node whose range contains `offset`.
    public func node(at offset: Int) -> SyntaxNode {
        var node = self
        outer: while true {
            for case .node(let child) in node.children where child.range.contains(offset) {
                node = child
                continue outer
            }
            return node
        }
    }
}

/// A token of a `SyntaxTree` with its absolute position.
public struct SyntaxToken: Hashable, Sendable, CustomStringConvertible {
    let tree: SyntaxTree.Storage
    public let kind: TokenKind
    public let offset: Int
    public let width: Int
    let parentBox: SyntaxNode.Parent

    init(tree: SyntaxTree.Storage, kind: TokenKind, offset: Int, width: Int, parentBox: SyntaxNode.Parent) {
        self.tree = tree
        self.kind = kind
        self.offset = offset
        self.width = width
        self.parentBox = parentBox
    }

    public static func == (lhs: SyntaxToken, rhs: SyntaxToken) -> Bool {
        lhs.tree === rhs.tree && lhs.offset == rhs.offset && lhs.kind == rhs.kind && lhs.width == rhs.width
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
        hasher.combine(kind)
    }

    public var range: Range<Int> { offset..<(offset + width) }
    public var parent: SyntaxNode { parentBox.node }
    public var bytes: ArraySlice<UInt8> { tree.bytes[range] }
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var description: String { text }
}

public enum SyntaxElement: Hashable, Sendable {
    case node(SyntaxNode)
    case token(SyntaxToken)

    public var range: Range<Int> {
        switch self {
        case .node(let node): return node.range
        case .token(let token): return token.range
        }
    }
}
