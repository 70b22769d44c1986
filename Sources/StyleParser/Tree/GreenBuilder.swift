/// The green tree under construction: finished tokens and nodes waiting for their parent, as
/// item entries (see `GreenWord`), each entry's identifying word last.
///
/// Wrapping what was pushed since a mark into an inline node appends its header (two words;
/// an item inside a block also records its lookahead). Finishing an item of the stylesheet, or
/// one with a block, copies its words into a new `GreenNode`; finishing a list (a block, the
/// stylesheet) turns its tokens, references and inline items into list entries, each starting
/// with its identifying word (see `GreenWord`).
struct GreenBuilder: ~Copyable {
    /// Where a node begins: what was pushed before it.
    struct Mark {
        let words: Int
        let offset: Int
        let errors: Int
    }

    private var words: GrowableBuffer<UInt32>
    /// How many entries that are or hold a syntax error were pushed so far: a node contains an
    /// error when the count grew since its mark.
    private(set) var errors = 0

    init(capacity: Int) {
        words = GrowableBuffer(capacity: capacity)
    }

    deinit {
        // References still held (an abandoned reparse) are released.
        var end = words.count
        while end > 0 {
            let word = words[end - 1]
            if word & GreenWord.typeMask == GreenWord.reference {
                Unmanaged<GreenNode>.fromOpaque(GreenWord.address(word, words[end - 2])).release()
            }
            end -= GreenWord.ownSize(word)
        }
    }

    var count: Int { words.count }

    @inline(__always)
    func mark(at offset: Int) -> Mark {
        Mark(words: words.count, offset: offset, errors: errors)
    }

    @inline(__always)
    mutating func pushToken(_ kind: TokenKind, width: Int) {
        if kind.isError { errors += 1 }
        if width >= Int(GreenWord.escape) { words.append(UInt32(truncatingIfNeeded: width)) }
        words.append(GreenWord.tokenWord(kind, UInt32(truncatingIfNeeded: width)))
    }

    /// Pushes `count` tokens of the given kinds, token `i` spanning `boundaries[i]..<boundaries[i + 1]`.
    @inline(__always)
    mutating func pushTokens(_ kinds: UnsafePointer<TokenKind>, boundaries: UnsafePointer<UInt32>, count: Int) {
        // Room for the escaped width too, so that the loop appends without checks.
        words.reserveCapacity(words.count &+ 2 &* count)
        for index in 0..<count {
            let kind = kinds[index]
            let width = boundaries[index &+ 1] &- boundaries[index]
            if _slowPath(kind.isError) { errors &+= 1 }
            if _slowPath(width >= GreenWord.escape) {
                words.appendReserved(width)
                words.appendReserved(GreenWord.tokenWord(kind, width))
            } else {
                words.appendReserved(GreenWord.unescapedTokenWord(kind, width))
            }
        }
    }

    /// `pushTokens`, with each token whose kind is in the bit set `wrapped` wrapped alone in an
    /// inline node of `kind`, as `finishInline` would wrap it.
    @inline(__always)
    mutating func pushTokens(
        _ kinds: UnsafePointer<TokenKind>, boundaries: UnsafePointer<UInt32>, count: Int, wrapping wrapped: UInt64,
        in wrapper: SyntaxKind
    ) {
        assert(!wrapper.isError)
        // Two words for a token (with its escaped width) and two for its node's header.
        words.reserveCapacity(words.count &+ 4 &* count)
        for index in 0..<count {
            let kind = kinds[index]
            let width = boundaries[index &+ 1] &- boundaries[index]
            let isError = kind.isError
            if _slowPath(isError) { errors &+= 1 }
            let escaped = width >= GreenWord.escape
            if _slowPath(escaped) {
                words.appendReserved(width)
                words.appendReserved(GreenWord.tokenWord(kind, width))
            } else {
                words.appendReserved(GreenWord.unescapedTokenWord(kind, width))
            }
            if wrapped >> UInt64(kind.rawValue & 63) & 1 != 0 {
                words.appendReserved(width)
                words.appendReserved(GreenWord.nodeWord(wrapper, containsError: isError, size: escaped ? 2 : 1))
            }
        }
    }

    /// Removes everything pushed since `mark`, which must be tokens and inline nodes only (no
    /// reference to release): for a shortcut that finds, part-way, that it cannot build an item.
    mutating func rollBack(to mark: Mark) {
        words.truncate(to: mark.words)
        errors = mark.errors
    }

    /// Pushes a reference to `node`: the caller's, handed over.
    @inline(__always)
    mutating func pushNode(_ node: consuming GreenNode) {
        if node.containsError { errors += 1 }
        let (low, high) = GreenWord.referenceWords(taking: node)
        words.append(high)
        words.append(low)
    }

    /// Pushes an item (or token) of an old tree, stored as the parser would store it here: an
    /// item without a block inline when `inBlock`, else with its own node. The item records at
    /// least `lookahead` bytes read past its end.
    mutating func pushReused(_ entry: ListEntry, inBlock: Bool, lookahead: Int) {
        switch entry {
        case .token(let token):
            pushToken(token.kind, width: Int(token.width))
        case .node(let node):
            let lookahead = max(lookahead, node.lookahead)
            guard inBlock, node.blockChild == nil else { return pushNode(node.readingAtLeast(lookahead)) }
            let start = mark(at: 0)
            node.withWords { source in
                words.append(atMost: node.count) { target in
                    target.initialize(from: source, count: node.count)
                    return node.count
                }
            }
            if node.containsError { errors += 1 }
            finishInline(node.kind, start, width: node.width, lookahead: lookahead)
        case .inline(let owner, let start):
            owner.withWords { source in
                let header = GreenWord.ListHeader(source, at: start)
                let contents = UnsafePointer(source + start + header.headerSize)
                let kind = GreenWord.nodeKind(header.word)
                let containsError = header.word & GreenWord.typeMask == GreenWord.errorNode
                let lookahead = max(lookahead, Int(header.lookahead))
                if inBlock {
                    let mark = mark(at: 0)
                    words.append(atMost: header.size) { target in
                        target.initialize(from: contents, count: header.size)
                        return header.size
                    }
                    if containsError { errors += 1 }
                    finishInline(kind, mark, width: Int(header.width), lookahead: lookahead)
                } else {
                    pushNode(GreenNode.allocate(
                        kind: kind, words: header.size, width: Int(header.width), containsError: containsError,
                        lookahead: lookahead
                    ) { $0.initialize(from: contents, count: header.size) })
                }
            }
        }
    }

    /// Wraps everything pushed since `mark` into an inline node of `kind`; an item (stored in
    /// its block) records its lookahead.
    @inline(__always)
    mutating func finishInline(_ kind: SyntaxKind, _ mark: Mark, width: Int, lookahead: Int? = nil) {
        let size = words.count - mark.words
        let containsError = kind.isError || errors > mark.errors
        if kind.isError { errors += 1 }
        // One capacity check for the whole header (at most four words).
        words.reserveCapacity(words.count &+ 4)
        if size >= Int(GreenWord.escape) { words.appendReserved(UInt32(size)) }
        if let lookahead { words.appendReserved(UInt32(min(lookahead, Int(UInt32.max)))) }
        words.appendReserved(UInt32(truncatingIfNeeded: width))
        words.appendReserved(GreenWord.nodeWord(kind, containsError: containsError, size: size))
    }

    /// Wraps everything pushed since `mark` into a new green node of `kind` and pushes it.
    mutating func finishShared(_ kind: SyntaxKind, _ mark: Mark, width: Int, lookahead: Int) {
        let containsError = kind.isError || errors > mark.errors
        let node: GreenNode
        if !kind.isList {
            // An item keeps its words as they are.
            let count = words.count - mark.words
            let source = UnsafePointer(words.baseAddress + mark.words)
            node = GreenNode.allocate(kind: kind, words: count, width: width, containsError: containsError, lookahead: lookahead) {
                $0.initialize(from: source, count: count)
            }
            words.truncate(to: mark.words)
        } else {
            let list = takeList(from: mark.words, kind: kind, width: width, containsError: containsError, lookahead: lookahead)
            node = list.entryCount > GreenNode.maxUnchunkedCount
                ? GreenNode.chunked(taking: list.node, as: kind, lookahead: lookahead) : list.node
        }
        pushNode(consume node)
    }

    /// The entries from word `start` on, in order, moved out of the builder. They must be the
    /// children of a list (tokens, references and inline items).
    mutating func takeEntries(from start: Int = 0) -> [ListEntry] {
        takeList(from: start, kind: .chunk, width: width(from: start), containsError: false, lookahead: 0).node.storedEntries
    }

    /// The one node left after the stylesheet was finished.
    mutating func takeRoot() -> GreenNode {
        guard words.count == 2, case .node(let root)? = takeEntries().first else { preconditionFailure("no root") }
        return root
    }

    /// The words from `start` on as a list node, and how many entries it has: each entry turned
    /// around so that it starts with its identifying word (an inline item's children keep their
    /// order). The builder's references move into the node.
    private mutating func takeList(
        from start: Int, kind: SyntaxKind, width: Int, containsError: Bool, lookahead: Int
    ) -> (node: GreenNode, entryCount: Int) {
        let count = words.count - start
        let source = UnsafePointer(words.baseAddress + start)
        var entryCount = 0
        let node = GreenNode.allocate(kind: kind, words: count, width: width, containsError: containsError, lookahead: lookahead) { target in
            var end = count
            while end > 0 {
                let word = source[end - 1]
                entryCount += 1
                switch word & GreenWord.typeMask {
                case GreenWord.token where word < GreenWord.escaped:
                    target[end - 1] = word
                    end -= 1
                case GreenWord.token, GreenWord.reference:
                    target[end - 2] = word
                    target[end - 1] = source[end - 2]
                    end -= 2
                default:
                    precondition(GreenWord.hasLookahead(word), "an inline node in a list")
                    let ownSize = GreenWord.ownSize(word)
                    let size = GreenWord.size(source, ofNodeAt: end - 1)
                    let entryStart = end - ownSize - size
                    let header = GreenWord.ListHeader(word: word, width: source[end - 2], lookahead: source[end - 3], size: size)
                    header.write(to: target, at: entryStart)
                    (target + entryStart + ownSize).initialize(from: source + entryStart, count: size)
                    end = entryStart
                }
            }
        }
        words.truncate(to: start)
        return (node, entryCount)
    }

    /// The width of the entries from word `start` on.
    private func width(from start: Int) -> Int {
        var width = 0
        var end = words.count
        let source = UnsafePointer(words.baseAddress)
        while end > start {
            width += GreenWord.width(source, before: end)
            end = GreenWord.entryStart(source, before: end)
        }
        return width
    }
}
