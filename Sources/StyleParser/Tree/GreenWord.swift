/// The 32-bit words green nodes store their children in.
///
/// An entry is one of:
/// - a token: `kind << 2 | width << 8` (type bits `00`);
/// - a node stored inline (only in items): its children's entries (`size` words), its width,
///   and `kind << 2 | type | size << 8`, type `01`, or `10` when it contains a syntax error;
/// - a reference to a node with its own storage: its address in two words, the low one
///   carrying the type bits `11` (objects are 16-byte aligned). The entry owns one reference.
///
/// A width or size of `escape` or more goes in an extra word: a token's before its word, a
/// node's before its width.
///
/// Items store their entries as the parser builds them, each entry's identifying word last
/// (postorder): the parser often decides only after some children that they form a node
/// (`1 + 2` after the `1`, a call after its name), and wrapping them costs two words at the end,
/// not a move. Items are read backwards, from an entry's last word. Lists (the stylesheet,
/// blocks, chunks) hold only tokens and references, each entry's identifying word first, so
/// that `ChildIterator` can seek forwards through them.
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
        assert(kind.rawValue < 64)
        return UInt32(kind.rawValue) << 2 | min(width, escape) << 8
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

    @inline(__always) static func address(_ low: UInt32, _ high: UInt32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(UInt64(high) << 32 | UInt64(low & ~typeMask)))!
    }

    /// The node a reference points to, without taking a reference.
    @inline(__always) static func referencedNode(low: UInt32, high: UInt32) -> GreenNode {
        Unmanaged<GreenNode>.fromOpaque(address(low, high)).takeUnretainedValue()
    }

    /// The two words of a new reference to `node` (retained).
    @inline(__always) static func referenceWords(_ node: GreenNode) -> (low: UInt32, high: UInt32) {
        let bits = UInt64(UInt(bitPattern: Unmanaged.passRetained(node).toOpaque()))
        precondition(bits & UInt64(typeMask) == 0, "a misaligned object")
        return (UInt32(truncatingIfNeeded: bits) | reference, UInt32(truncatingIfNeeded: bits >> 32))
    }

    // MARK: - Items (read backwards)

    /// Where the item entry whose last word is at `end - 1` begins (its children included).
    @inline(__always) static func entryStart(_ words: UnsafePointer<UInt32>, before end: Int) -> Int {
        let word = words[end &- 1]
        switch word & typeMask {
        case token: return word >= escaped ? end &- 2 : end &- 1
        case reference: return end &- 2
        default: return word >= escaped ? end &- 3 &- Int(words[end &- 3]) : end &- 2 &- Int(word >> 8)
        }
    }

    /// The words of the item entry whose last word is at `end - 1`, without an inline node's children.
    @inline(__always) static func ownSize(_ word: UInt32) -> Int {
        switch word & typeMask {
        case token: return word >= escaped ? 2 : 1
        case reference: return 2
        default: return word >= escaped ? 3 : 2
        }
    }

    /// The width of the item entry whose last word is at `end - 1`.
    @inline(__always) static func width(_ words: UnsafePointer<UInt32>, before end: Int) -> Int {
        let word = words[end &- 1]
        switch word & typeMask {
        case token: return Int(word >= escaped ? words[end &- 2] : word >> 8)
        case reference: return referencedNode(low: word, high: words[end &- 2]).width
        default: return Int(words[end &- 2])
        }
    }

    /// The token whose last word is at `end - 1` in an item.
    @inline(__always) static func token(_ words: UnsafePointer<UInt32>, before end: Int) -> GreenToken {
        let word = words[end &- 1]
        return GreenToken(kind: tokenKind(word), width: word >= escaped ? words[end &- 2] : word >> 8)
    }

    /// The children of the inline node whose last word is at `index`: their words' range.
    @inline(__always) static func children(_ words: UnsafePointer<UInt32>, ofNodeAt index: Int) -> Range<Int> {
        let word = words[index]
        let size = word >= escaped ? Int(words[index &- 2]) : Int(word >> 8)
        let end = index &+ 1 &- ownSize(word)
        return (end &- size)..<end
    }

    // MARK: - Lists (read forwards)

    /// The words of the list entry at `index`.
    @inline(__always) static func listEntrySize(_ word: UInt32) -> Int {
        word & typeMask == reference || word >= escaped ? 2 : 1
    }

    /// The list element (token or reference) at `index`.
    @inline(__always) static func element(_ words: UnsafePointer<UInt32>, _ index: Int) -> GreenElement {
        let word = words[index]
        if word & typeMask == reference { return .node(referencedNode(low: word, high: words[index &+ 1])) }
        return .token(GreenToken(kind: tokenKind(word), width: word >= escaped ? words[index &+ 1] : word >> 8))
    }

    /// The width of the list entry at `index`.
    @inline(__always) static func listEntryWidth(_ words: UnsafePointer<UInt32>, _ index: Int) -> Int {
        let word = words[index]
        if word & typeMask == reference { return referencedNode(low: word, high: words[index &+ 1]).width }
        return Int(word >= escaped ? words[index &+ 1] : word >> 8)
    }

    /// Writes `element` as a list entry at `index` (retaining a node); returns the words written.
    @inline(__always) static func write(_ element: GreenElement, to words: UnsafeMutablePointer<UInt32>, at index: Int) -> Int {
        switch element {
        case .node(let node):
            (words[index], words[index + 1]) = referenceWords(node)
            return 2
        case .token(let token):
            words[index] = tokenWord(token.kind, token.width)
            guard token.width >= escape else { return 1 }
            words[index + 1] = token.width
            return 2
        }
    }

    /// The words `element` takes in a list.
    @inline(__always) static func size(of element: GreenElement) -> Int {
        switch element {
        case .node: return 2
        case .token(let token): return token.width < escape ? 1 : 2
        }
    }
}
