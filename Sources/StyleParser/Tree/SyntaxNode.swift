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
    /// The green node this cursor points at.
    public let green: GreenNode
    /// The absolute offset of the node's first byte.
    public let offset: Int
    var parentBox: Parent?

    init(tree: SyntaxTree.Storage, green: GreenNode, offset: Int, parent: SyntaxNode?) {
        self.tree = tree
        self.green = green
        self.offset = offset
        self.parentBox = parent.map(Parent.init)
    }

    public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool {
        lhs.green === rhs.green && lhs.offset == rhs.offset && lhs.tree === rhs.tree
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(green))
        hasher.combine(offset)
    }

    public var kind: SyntaxKind { green.kind }
    public var range: Range<Int> { offset..<(offset + green.width) }
    public var parent: SyntaxNode? { parentBox?.node }
    /// True when this node or a node or token inside it is a syntax error.
    public var containsError: Bool { green.containsError }

    /// The source bytes of this node.
    public var bytes: ArraySlice<UInt8> { tree.bytes[range] }
    /// The source text of this node, trivia inside it included.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var description: String { text }

    /// The children (nodes and tokens) in order; invisible chunks are flattened.
    public var children: [SyntaxElement] {
        var result: [SyntaxElement] = []
        let parentBox = Parent(self)
        green.forEachChild { child, relative in
            let offset = self.offset + relative
            switch child {
            case .node(let node):
                result.append(.node(SyntaxNode(tree: tree, green: node, offset: offset, parentBox: parentBox)))
            case .token(let token):
                result.append(.token(SyntaxToken(tree: tree, kind: token.kind, offset: offset, width: Int(token.width), parentBox: parentBox)))
            }
            return true
        }
        return result
    }

    init(tree: SyntaxTree.Storage, green: GreenNode, offset: Int, parentBox: Parent?) {
        self.tree = tree
        self.green = green
        self.offset = offset
        self.parentBox = parentBox
    }

    /// The child nodes, without tokens.
    public var childNodes: [SyntaxNode] {
        var result: [SyntaxNode] = []
        let parentBox = Parent(self)
        green.forEachChild { child, relative in
            if case .node(let node) = child { result.append(SyntaxNode(tree: tree, green: node, offset: offset + relative, parentBox: parentBox)) }
            return true
        }
        return result
    }

    /// The direct child tokens, trivia included.
    public var childTokens: [SyntaxToken] {
        var result: [SyntaxToken] = []
        let parentBox = Parent(self)
        green.forEachChild { child, relative in
            if case .token(let token) = child {
                result.append(SyntaxToken(tree: tree, kind: token.kind, offset: offset + relative, width: Int(token.width), parentBox: parentBox))
            }
            return true
        }
        return result
    }

    /// The first child node of `kind`.
    public func child(_ kind: SyntaxKind) -> SyntaxNode? {
        var found: SyntaxNode?
        let parentBox = Parent(self)
        green.forEachChild { child, relative in
            if case .node(let node) = child, node.kind == kind {
                found = SyntaxNode(tree: tree, green: node, offset: offset + relative, parentBox: parentBox)
                return false
            }
            return true
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
        green.forEachChild { child, relative in
            guard case .token(let token) = child, predicate(token.kind) else { return true }
            found = SyntaxToken(tree: tree, kind: token.kind, offset: offset + relative, width: Int(token.width), parentBox: Parent(self))
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

    /// The non-empty child whose range holds `offset`, else the last non-empty child. Found by
    /// seeking through the chunks: the root of a large stylesheet has thousands of children.
    func nonEmptyChild(at offset: Int) -> SyntaxElement? {
        var children = ChildIterator(green, offset: self.offset)
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
        var children = ChildIterator(green, offset: self.offset)
        children.seek(to: offset)
        // `seek` stops after a node ending exactly at `offset`: that one comes first.
        var previous = children
        if previous.retreat(), case .node(let node)? = previous.current, previous.offset < offset, previous.offset + node.width >= offset {
            return SyntaxNode(tree: tree, green: node, offset: previous.offset, parentBox: Parent(self))
        }
        while let child = children.current, children.offset <= offset {
            if case .node(let node) = child, children.offset < offset && offset <= children.offset + node.width || children.offset == offset {
                return SyntaxNode(tree: tree, green: node, offset: children.offset, parentBox: Parent(self))
            }
            if children.offset + child.width > offset { break }
            children.advance()
        }
        return nil
    }

    private func element(_ child: GreenElement, at offset: Int) -> SyntaxElement {
        switch child {
        case .node(let node): return .node(SyntaxNode(tree: tree, green: node, offset: offset, parentBox: Parent(self)))
        case .token(let token): return .token(SyntaxToken(tree: tree, kind: token.kind, offset: offset, width: Int(token.width), parentBox: Parent(self)))
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
