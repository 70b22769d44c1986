/// A parsed stylesheet: its text and the lossless syntax tree over it.
///
/// Parsing never fails: every byte sequence gives a tree whose tokens cover the text exactly
/// (`tree.printed == tree.bytes`), plus the syntax diagnostics. A tree is an immutable value;
/// `reparse(applying:)` returns a new tree that shares every unaffected subtree with this one.
public struct SyntaxTree: Sendable {
    final class Storage: @unchecked Sendable {
        let bytes: [UInt8]
        let root: GreenNode

        init(bytes: [UInt8], root: GreenNode) {
            self.bytes = bytes
            self.root = root
        }
    }

    let storage: Storage

    init(bytes: [UInt8], root: GreenNode) {
        storage = Storage(bytes: bytes, root: root)
    }

    /// Parses UTF-8 text (any bytes; invalid UTF-8 becomes `.invalid` tokens).
    public init(bytes: [UInt8]) {
        self.init(bytes: bytes, shortcuts: true)
    }

    /// `shortcuts`: see `Parser.shortcuts`.
    init(bytes: [UInt8], shortcuts: Bool) {
        let root = bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer)
            parser.shortcuts = shortcuts
            let start = parser.builder.mark(at: 0)
            _ = parser.parseItems(in: .stylesheet)
            parser.flushTrivia()
            parser.finish(.stylesheet, start)
            return parser.builder.takeRoot()
        }
        self.init(bytes: bytes, root: root)
    }

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The source text, as bytes.
    public var bytes: [UInt8] { storage.bytes }

    /// The source text (invalid UTF-8 replaced by U+FFFD).
    public var text: String { String(decoding: storage.bytes, as: UTF8.self) }

    /// The root green node (shared with trees derived by `reparse`).
    public var green: GreenNode { storage.root }

    /// The root node, of kind `.stylesheet`.
    public var root: SyntaxNode { SyntaxNode(tree: storage, green: storage.root, offset: 0, parent: nil) }

    /// The text printed back from the tokens of the tree: always equal to `bytes`.
    public var printed: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(storage.bytes.count)
        var offset = 0
        forEachToken { token in
            output.append(contentsOf: storage.bytes[offset..<(offset + Int(token.width))])
            offset += Int(token.width)
        }
        return output
    }

    /// Calls `body` for every token in document order, without recursion.
    public func forEachToken(_ body: (GreenToken) -> Void) {
        // The tokens and nodes of the nodes being walked, each with the index of the next one.
        var stack: [([ListEntry], Int)] = [(SyntaxTree.tokensAndNodes(of: storage.root), 0)]
        while let (entries, index) = stack.popLast() {
            guard index < entries.count else { continue }
            stack.append((entries, index + 1))
            switch entries[index] {
            case .token(let token): body(token)
            case .node(let node): stack.append((SyntaxTree.tokensAndNodes(of: node), 0))
            case .inline: preconditionFailure("expanded by tokensAndNodes")
            }
        }
    }

    /// The tokens and the nodes with their own storage in `node`'s words, in order (items
    /// stored inline in a list expanded into their tokens).
    static func tokensAndNodes(of node: GreenNode) -> [ListEntry] {
        node.withWords { words in
            var result: [ListEntry] = []
            func appendItemWords(_ range: Range<Int>) {
                var found: [ListEntry] = []
                var end = range.upperBound
                while end > range.lowerBound {
                    let word = words[end - 1]
                    switch word & GreenWord.typeMask {
                    case GreenWord.token: found.append(.token(GreenWord.token(words, before: end)))
                    case GreenWord.reference: found.append(.node(GreenWord.referencedNode(low: word, high: words[end - 2])))
                    default: break  // an inline node's header: its children come before it
                    }
                    end -= GreenWord.ownSize(word)
                }
                result.append(contentsOf: found.reversed())
            }
            guard node.isList else {
                appendItemWords(0..<node.count)
                return result
            }
            var index = 0
            while index < node.count {
                let entry = ListEntry.read(node, words, at: index)
                if case .inline = entry {
                    let header = GreenWord.ListHeader(words, at: index)
                    appendItemWords((index + header.headerSize)..<(index + header.entrySize))
                } else {
                    result.append(entry)
                }
                index += GreenWord.listEntrySize(words, index)
            }
            return result
        }
    }

    /// True when both trees have the same text and the same structure (kinds, widths and
    /// tokens), ignoring how long child lists happen to be chunked and the recorded lookahead
    /// (a reused item keeps the bound from the parse that built it).
    public func isIdentical(to other: SyntaxTree) -> Bool {
        storage.bytes == other.storage.bytes && SyntaxTree.sameStructure(storage.root, other.storage.root)
    }

    static func sameStructure(_ a: GreenNode, _ b: GreenNode) -> Bool {
        var stack: [(GreenNode, GreenNode)] = [(a, b)]
        while let (left, right) = stack.popLast() {
            if left === right { continue }
            guard left.kind == right.kind, left.width == right.width else { return false }
            if left.kind.isList {
                // Chunked as it happens: compare the children.
                let leftChildren = left.children, rightChildren = right.children
                guard leftChildren.count == rightChildren.count else { return false }
                for (x, y) in zip(leftChildren, rightChildren) {
                    switch (x, y) {
                    case (.token(let t), .token(let u)):
                        if t != u { return false }
                    case (.node(let m), .node(let n)):
                        stack.append((m, n))
                    case (.inline(let m, let i), .inline(let n, let j)):
                        // The same header (but for the lookahead) and words.
                        let same = m.withWords { a in
                            n.withWords { b in
                                let p = GreenWord.ListHeader(a, at: i), q = GreenWord.ListHeader(b, at: j)
                                guard p.word == q.word, p.width == q.width, p.size == q.size else { return false }
                                return (0..<p.size).allSatisfy { a[i + p.headerSize + $0] == b[j + q.headerSize + $0] }
                            }
                        }
                        if !same { return false }
                    default:
                        return false
                    }
                }
                continue
            }
            // An item: the same words, but for the blocks it refers to.
            guard left.count == right.count else { return false }
            let same = left.withWords { x in
                right.withWords { y in
                    var end = left.count
                    while end > 0 {
                        let size = GreenWord.ownSize(x[end - 1])
                        if x[end - 1] & GreenWord.typeMask == GreenWord.reference && y[end - 1] & GreenWord.typeMask == GreenWord.reference {
                            stack.append((
                                GreenWord.referencedNode(low: x[end - 1], high: x[end - 2]),
                                GreenWord.referencedNode(low: y[end - 1], high: y[end - 2])))
                        } else {
                            for index in (end - size)..<end where x[index] != y[index] { return false }
                        }
                        end -= size
                    }
                    return true
                }
            }
            if !same { return false }
        }
        return true
    }
}

extension SyntaxTree {
    /// Calls `body` with each top-level node (item or error) and its offset, without building
    /// cursors: what an incremental consumer walks to find the items an edit changed (their
    /// green nodes are new; the others are shared with the previous tree).
    public func forEachTopLevelNode(_ body: (GreenNode, Int) -> Void) {
        forEachTopLevelElement { element, offset in
            if case .node(let node) = element { body(node, offset) }
        }
    }

    /// The same, with the tokens between the nodes (trivia, comments) too.
    public func forEachTopLevelElement(_ body: (GreenElement, Int) -> Void) {
        for run in topLevelRuns { run.forEachElement(body) }
    }

    /// The top-level elements in runs: the chunks the tree stores them in (one run for a short
    /// stylesheet). A reparse rebuilds the runs around its edit and keeps the others as they
    /// are, so what a consumer worked out for a run holds while `isSame` finds it in a later
    /// tree: it reads only the runs an edit touched, not the whole stylesheet.
    public var topLevelRuns: [TopLevelRun] {
        var runs: [TopLevelRun] = []
        var offset = 0
        func collect(_ node: GreenNode) {
            guard node.isChunked else {
                runs.append(TopLevelRun(node: node, offset: offset))
                offset += node.width
                return
            }
            for case .node(let chunk) in node.storedEntries { collect(chunk) }
        }
        collect(storage.root)
        return runs
    }

    /// The top-level node (item or error) holding `offset` (`start < offset <= end`), else the
    /// one starting at `offset`; found without walking the items before it.
    public func topLevelNode(around offset: Int) -> SyntaxNode? {
        root.childNode(around: offset)
    }

    /// The cursor for a top-level node reported by `forEachTopLevelNode`.
    public func topLevelNode(_ green: GreenNode, at offset: Int) -> SyntaxNode {
        SyntaxNode(tree: storage, green: green, offset: offset, parent: root)
    }

    /// The top-level elements (items and the tokens between them) from the last node that ends
    /// before `range` (the first element when there is none) to the last element that starts
    /// at or before its end, each with its offset: what work on a few items reads, with the
    /// item before them for context. Found by seeking through the stylesheet's chunks.
    public func topLevelElements(around range: Range<Int>) -> [(element: GreenElement, offset: Int)] {
        var children = ChildIterator(storage.root, offset: 0)
        children.seek(to: range.lowerBound)
        while children.retreat() {
            if let entry = children.current, entry.kind != nil, children.offset + entry.width < range.lowerBound { break }
        }
        var result: [(GreenElement, Int)] = []
        while let entry = children.current, children.offset <= range.upperBound {
            switch entry {
            case .token(let token): result.append((.token(token), children.offset))
            case .node(let node): result.append((.node(node), children.offset))
            case .inline: preconditionFailure("the stylesheet's items have their own nodes")
            }
            children.advance()
        }
        return result
    }
}

/// A run of consecutive top-level elements (see `SyntaxTree.topLevelRuns`).
public struct TopLevelRun {
    let node: GreenNode
    /// Where the run starts in its tree.
    public let offset: Int

    public var width: Int { node.width }

    /// Whether an element of the run is or holds a syntax error.
    public var containsError: Bool { node.containsError }

    /// Whether `other` (of this tree or another version of it) holds the same elements: the
    /// same stored run, wherever an edit before it moved it.
    public func isSame(as other: TopLevelRun) -> Bool { node === other.node }

    /// Calls `body` with each element of the run and its offset in the tree.
    public func forEachElement(_ body: (GreenElement, Int) -> Void) {
        node.forEachChild { entry, offset in
            switch entry {
            case .token(let token): body(.token(token), self.offset + offset)
            case .node(let node): body(.node(node), self.offset + offset)
            case .inline: preconditionFailure("the stylesheet's items have their own nodes")
            }
            return true
        }
    }
}
