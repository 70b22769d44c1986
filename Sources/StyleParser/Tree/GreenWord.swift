/// The 32-bit words green nodes store their children in.
///
/// An entry is one of:
/// - a token: `kind << 2 | width << 8` (type bits `00`);
/// - a node stored inline: its children's entries (`size` words) and a header of its width and
///   `kind << 2 | type | size << 8`, type `01`, or `10` when it contains a syntax error. An item
///   stored inline (in a block) also records its lookahead (see `Parser.finishItem`);
/// - a reference to a node with its own storage: its address in two words, the low one
///   carrying the type bits `11` (objects are 16-byte aligned). The entry owns one reference.
///
/// A width or size of `escape` or more goes in an extra word.
///
/// Inside an item, entries are stored as the parser builds them, each entry's identifying word
/// last (postorder): the parser often decides only after some children that they form a node
/// (`1 + 2` after the `1`, a call after its name), and wrapping them costs a header at the end,
/// not a move. They are read backwards, from an entry's last word. Lists (the stylesheet,
/// blocks, chunks) are read forwards, as `ChildIterator` seeks through them: their entries start
/// with their identifying word, and an item stored inline in a list is a header (`ListHeader`)
/// followed by its children as stored inside an item.
enum GreenWord {
    static let typeMask: UInt32 = 3
    static let token: UInt32 = 0
    static let node: UInt32 = 1
    static let errorNode: UInt32 = 2
    static let reference: UInt32 = 3
    static let escape: UInt32 = 0xFF_FFFF
    /// Words at or above this are the identifying word of an entry with an extra word.
    static let escaped: UInt32 = escape << 8

    @inline(__always) static func tokenWord(_ kind: TokenKind, _ width: UInt32) -> UInt32 {
        unescapedTokenWord(kind, min(width, escape))
    }

    /// The word of a token whose width is at most `escape`.
    @inline(__always) static func unescapedTokenWord(_ kind: TokenKind, _ width: UInt32) -> UInt32 {
        assert(kind.rawValue < 64 && width <= escape)
        return UInt32(kind.rawValue) << 2 | width << 8
    }

    /// The identifying word of an inline node.
    @inline(__always) static func nodeWord(_ kind: SyntaxKind, containsError: Bool, size: Int) -> UInt32 {
        assert(kind.rawValue < 64)
        return UInt32(kind.rawValue) << 2 | (containsError ? errorNode : node) | UInt32(min(size, Int(escape))) << 8
    }

    @inline(__always) static func tokenKind(_ word: UInt32) -> TokenKind {
        TokenKind(rawValue: UInt8(truncatingIfNeeded: word >> 2) & 0x3F)!
    }

    @inline(__always) static func nodeKind(_ word: UInt32) -> SyntaxKind {
        SyntaxKind(rawValue: UInt8(truncatingIfNeeded: word >> 2) & 0x3F)!
    }

    /// True for the identifying word of an inline node of an item kind, which records a lookahead.
    @inline(__always) static func hasLookahead(_ word: UInt32) -> Bool {
        SyntaxKind.itemKinds >> UInt64((word >> 2) & 0x3F) & 1 != 0
    }

    @inline(__always) static func address(_ low: UInt32, _ high: UInt32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(UInt64(high) << 32 | UInt64(low & ~typeMask)))!
    }

    /// The node a reference points to, without taking a reference.
    @inline(__always) static func referencedNode(low: UInt32, high: UInt32) -> GreenNode {
        unretainedNode(low: low, high: high).takeUnretainedValue()
    }

    /// The same, not even for as long as it is used (its holder keeps it alive).
    @inline(__always) static func unretainedNode(low: UInt32, high: UInt32) -> Unmanaged<GreenNode> {
        Unmanaged<GreenNode>.fromOpaque(address(low, high))
    }

    /// The two words of the reference `node`, handed over: its retain and its release at the end
    /// of its lifetime here cancel out, where the caller's reference would be released after a
    /// new one was retained (two atomic operations per node).
    @inline(__always) static func referenceWords(taking node: consuming GreenNode) -> (low: UInt32, high: UInt32) {
        referenceWords(node)
    }

    /// The two words of a new reference to `node` (retained).
    @inline(__always) static func referenceWords(_ node: GreenNode) -> (low: UInt32, high: UInt32) {
        let bits = UInt64(UInt(bitPattern: Unmanaged.passRetained(node).toOpaque()))
        precondition(bits & UInt64(typeMask) == 0, "a misaligned object")
        return (UInt32(truncatingIfNeeded: bits) | reference, UInt32(truncatingIfNeeded: bits >> 32))
    }

    // MARK: - Inside items (read backwards)

    /// The words of the entry with this identifying word, without an inline node's children:
    /// a node's header is, from its last word back, the identifying word, the width, the
    /// lookahead of an item, the size when escaped.
    @inline(__always) static func ownSize(_ word: UInt32) -> Int {
        switch word & typeMask {
        case token: return word >= escaped ? 2 : 1
        case reference: return 2
        default: return (word >= escaped ? 3 : 2) &+ (hasLookahead(word) ? 1 : 0)
        }
    }

    /// The size of the inline node whose identifying word is at `index`.
    @inline(__always) static func size(_ words: UnsafePointer<UInt32>, ofNodeAt index: Int) -> Int {
        let word = words[index]
        return word >= escaped ? Int(words[index &- (hasLookahead(word) ? 3 : 2)]) : Int(word >> 8)
    }

    /// Where the entry whose last word is at `end - 1` begins (its children included).
    @inline(__always) static func entryStart(_ words: UnsafePointer<UInt32>, before end: Int) -> Int {
        let word = words[end &- 1]
        switch word & typeMask {
        case token: return word >= escaped ? end &- 2 : end &- 1
        case reference: return end &- 2
        default: return end &- ownSize(word) &- size(words, ofNodeAt: end &- 1)
        }
    }

    /// The width of the entry whose last word is at `end - 1`.
    @inline(__always) static func width(_ words: UnsafePointer<UInt32>, before end: Int) -> Int {
        let word = words[end &- 1]
        switch word & typeMask {
        case token: return Int(word >= escaped ? words[end &- 2] : word >> 8)
        case reference: return referencedNode(low: word, high: words[end &- 2]).width
        default: return Int(words[end &- 2])
        }
    }

    /// The token whose last word is at `end - 1`.
    @inline(__always) static func token(_ words: UnsafePointer<UInt32>, before end: Int) -> GreenToken {
        let word = words[end &- 1]
        return GreenToken(kind: tokenKind(word), width: word >= escaped ? words[end &- 2] : word >> 8)
    }

    /// The words of the children of the inline node whose identifying word is at `index`.
    @inline(__always) static func children(_ words: UnsafePointer<UInt32>, ofNodeAt index: Int) -> Range<Int> {
        let end = index &+ 1 &- ownSize(words[index])
        return (end &- size(words, ofNodeAt: index))..<end
    }

    // MARK: - Lists (read forwards)

    /// An item stored inline in a list: its identifying word, width, lookahead and, when
    /// escaped, size, followed by its children as stored inside an item.
    struct ListHeader {
        var word: UInt32
        var width: UInt32
        var lookahead: UInt32
        var size: Int

        @inline(__always) init(word: UInt32, width: UInt32, lookahead: UInt32, size: Int) {
            (self.word, self.width, self.lookahead, self.size) = (word, width, lookahead, size)
        }

        @inline(__always) init(_ words: UnsafePointer<UInt32>, at index: Int) {
            word = words[index]
            width = words[index &+ 1]
            lookahead = words[index &+ 2]
            size = word >= GreenWord.escaped ? Int(words[index &+ 3]) : Int(word >> 8)
        }

        var headerSize: Int { word >= GreenWord.escaped ? 4 : 3 }

        /// The words of the entry, children included.
        var entrySize: Int { headerSize + size }

        @inline(__always) func write(to words: UnsafeMutablePointer<UInt32>, at index: Int) {
            (words[index], words[index + 1], words[index + 2]) = (word, width, lookahead)
            if word >= GreenWord.escaped { words[index + 3] = UInt32(size) }
        }
    }

    /// The words of the list entry at `index`.
    @inline(__always) static func listEntrySize(_ words: UnsafePointer<UInt32>, _ index: Int) -> Int {
        let word = words[index]
        switch word & typeMask {
        case token: return word >= escaped ? 2 : 1
        case reference: return 2
        default: return ListHeader(words, at: index).entrySize
        }
    }

    /// Whether the list entry at `index` is or holds a syntax error.
    @inline(__always) static func listEntryContainsError(_ words: UnsafePointer<UInt32>, _ index: Int) -> Bool {
        let word = words[index]
        switch word & typeMask {
        case token: return tokenKind(word).isError
        case reference: return referencedNode(low: word, high: words[index &+ 1]).containsError
        default: return word & typeMask == errorNode
        }
    }

    /// The width of the list entry at `index`.
    @inline(__always) static func listEntryWidth(_ words: UnsafePointer<UInt32>, _ index: Int) -> Int {
        let word = words[index]
        switch word & typeMask {
        case token: return Int(word >= escaped ? words[index &+ 1] : word >> 8)
        case reference: return referencedNode(low: word, high: words[index &+ 1]).width
        default: return Int(words[index &+ 1])
        }
    }
}
