/// The green tree under construction: finished tokens and nodes waiting for their parent, as
/// item entries (see `GreenWord`), each entry's identifying word last.
///
/// Wrapping what was pushed since a mark into an inline node appends two words. Finishing an
/// item copies its words into a new `GreenNode`; finishing a list (a block, the stylesheet)
/// turns its tokens and references into list entries.
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
        if count == 1 {
            pushToken(kinds[0], width: Int(boundaries[1] &- boundaries[0]))
            return
        }
        var errors = self.errors
        words.append(atMost: 2 * count) { out in
            var written = 0
            for index in 0..<count {
                let kind = kinds[index]
                let width = boundaries[index &+ 1] &- boundaries[index]
                if kind.isError { errors &+= 1 }
                if width >= GreenWord.escape {
                    out[written] = width
                    written &+= 1
                }
                out[written] = GreenWord.tokenWord(kind, width)
                written &+= 1
            }
            return written
        }
        self.errors = errors
    }

    /// Pushes a new reference to `node`.
    @inline(__always)
    mutating func pushNode(_ node: GreenNode) {
        if node.containsError { errors += 1 }
        let (low, high) = GreenWord.referenceWords(node)
        words.append(high)
        words.append(low)
    }

    /// Wraps everything pushed since `mark` into an inline node of `kind`.
    @inline(__always)
    mutating func finishInline(_ kind: SyntaxKind, _ mark: Mark, width: Int) {
        let size = words.count - mark.words
        let containsError = kind.isError || errors > mark.errors
        if kind.isError { errors += 1 }
        if size >= Int(GreenWord.escape) { words.append(UInt32(size)) }
        words.append(UInt32(truncatingIfNeeded: width))
        words.append(GreenWord.nodeWord(kind, containsError: containsError, size: size))
    }

    /// Wraps everything pushed since `mark` into a new green node of `kind` and pushes it.
    mutating func finishShared(_ kind: SyntaxKind, _ mark: Mark, width: Int, lookahead: Int) {
        let containsError = kind.isError || errors > mark.errors
        let count = words.count - mark.words
        let source = UnsafePointer(words.baseAddress + mark.words)
        let node: GreenNode
        if !kind.isList {
            // An item keeps its words as they are.
            node = GreenNode.allocate(kind: kind, words: count, width: width, containsError: containsError, lookahead: lookahead) {
                $0.initialize(from: source, count: count)
            }
        } else if count > GreenNode.maxUnchunkedCount && entryCount(from: mark.words) > GreenNode.maxUnchunkedCount {
            node = GreenNode.make(kind: kind, elements: takeElements(from: mark.words), lookahead: lookahead)
        } else {
            // A short list: its tokens and references, each with its identifying word first.
            node = GreenNode.allocate(kind: kind, words: count, width: width, containsError: containsError, lookahead: lookahead) { target in
                var end = count
                while end > 0 {
                    let word = source[end - 1]
                    if word & GreenWord.typeMask == GreenWord.reference || word >= GreenWord.escaped {
                        target[end - 2] = word
                        target[end - 1] = source[end - 2]
                        end -= 2
                    } else {
                        precondition(word & GreenWord.typeMask == GreenWord.token, "an inline node in a list")
                        target[end - 1] = word
                        end -= 1
                    }
                }
            }
        }
        words.truncate(to: min(words.count, mark.words))
        pushNode(node)
    }

    /// The entries from word `start` on, in order, moved out of the builder. They must be
    /// tokens and references (the children of a list).
    mutating func takeElements(from start: Int = 0) -> [GreenElement] {
        var elements: [GreenElement] = []
        elements.reserveCapacity(words.count - start)
        var end = words.count
        while end > start {
            let word = words[end - 1]
            switch word & GreenWord.typeMask {
            case GreenWord.reference:
                let node = Unmanaged<GreenNode>.fromOpaque(GreenWord.address(word, words[end - 2])).takeRetainedValue()
                elements.append(.node(node))
                end -= 2
            case GreenWord.token:
                let escaped = word >= GreenWord.escaped
                elements.append(.token(GreenToken(kind: GreenWord.tokenKind(word), width: escaped ? words[end - 2] : word >> 8)))
                end -= escaped ? 2 : 1
            default:
                preconditionFailure("an inline node in a list")
            }
        }
        words.truncate(to: start)
        elements.reverse()
        return elements
    }

    /// The one node left after the stylesheet was finished.
    mutating func takeRoot() -> GreenNode {
        guard words.count == 2, case .node(let root)? = takeElements().first else { preconditionFailure("no root") }
        return root
    }

    private func entryCount(from start: Int) -> Int {
        var count = 0
        var end = words.count
        while end > start {
            end -= GreenWord.ownSize(words[end - 1])
            count += 1
        }
        return count
    }
}
