/// The recursive-descent parser: tokens in, green tree out.
///
/// - Never fails: text the grammar does not allow is wrapped in error nodes (`unrecognized`,
///   `unexpected`) or answered with zero-width `missing…` tokens, and parsing goes on.
/// - Never recurses per block: nested rulesets are tracked on an explicit stack, so 10,000
///   nested blocks cost heap, not stack. Value expressions recurse, but only `maxExpressionDepth`
///   deep; deeper parentheses are kept as flat tokens in an `unexpected` node.
/// - Records for every item how far past its end it and the items before it in its list read
///   (`GreenNode.lookahead`), which tells the incremental parser which items an edit cannot
///   have changed.
///
/// Trivia are attached lazily: a node starts at its first significant token, and whitespace or
/// comments before it go to the enclosing node.
struct Parser: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let lexer: Lexer

    // Tokens lexed so far (on demand), starting at `bufferStart`.
    var kinds: GrowableBuffer<TokenKind>
    var ends: GrowableBuffer<Int>
    var bufferStart: Int
    /// Index of the first token not yet pushed to the builder.
    var current = 0
    /// Cache for `next()`: the first significant token at or after `current`.
    private var significantFrom = -1
    private var significantIndex = 0
    /// The furthest byte (exclusive) the lexer may have read.
    var reach = 0

    /// The tree under construction: finished children waiting for their parent node.
    var elements: GrowableBuffer<GreenElement>

    /// Set for an incremental reparse: old items that may be reused.
    var reuse: ReuseCursor?

    static let maxExpressionDepth = 48

    /// A parser reading `bytes` from offset `start`; `expectedTokens` sizes the token buffer.
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0, expectedTokens: Int = 64) {
        self.bytes = bytes
        self.lexer = Lexer(bytes)
        self.bufferStart = start
        kinds = GrowableBuffer(capacity: expectedTokens)
        ends = GrowableBuffer(capacity: expectedTokens)
        elements = GrowableBuffer(capacity: 256)
    }

    // MARK: - Token buffer

    /// Lexes until token `index` exists or the input ends; false when there is no such token.
    @inline(__always)
    mutating func ensure(_ index: Int) -> Bool {
        if index < kinds.count { return true }
        return lex(upTo: index)
    }

    private mutating func lex(upTo index: Int) -> Bool {
        while index >= kinds.count {
            let start = ends.count > 0 ? ends[ends.count - 1] : bufferStart
            guard start < bytes.count else { return false }
            let (kind, end) = lexer.token(at: start)
            kinds.append(kind)
            ends.append(end)
            if end + Lexer.lookahead > reach { reach = end + Lexer.lookahead }
        }
        return true
    }

    /// The kind of token `index`, or nil at the end of input.
    @inline(__always)
    mutating func kind(_ index: Int) -> TokenKind? {
        ensure(index) ? kinds[index] : nil
    }

    @inline(__always)
    func start(of index: Int) -> Int {
        index == 0 ? bufferStart : ends[index - 1]
    }

    /// The index of the first significant (non-trivia) token at or after `index`; at the end of
    /// input, the index one past the last token.
    @inline(__always)
    mutating func significant(from index: Int) -> Int {
        var i = index
        while let kind = kind(i), kind.isTrivia { i += 1 }
        return i
    }

    /// The next significant token's index.
    @inline(__always)
    mutating func next() -> Int {
        if significantFrom != current {
            significantIndex = significant(from: current)
            significantFrom = current
        }
        return significantIndex
    }

    /// The next significant token's kind, nil at the end of input.
    @inline(__always)
    mutating func peek() -> TokenKind? {
        let index = next()
        return index < kinds.count ? kinds[index] : nil
    }

    /// The absolute offset where token `index` starts (the end of input past the last token).
    @inline(__always)
    mutating func offset(of index: Int) -> Int {
        _ = ensure(index)
        return index < kinds.count ? start(of: index) : (ends.count > 0 ? ends[ends.count - 1] : bufferStart)
    }

    /// The absolute offset of everything consumed so far.
    var consumedEnd: Int { current == 0 ? bufferStart : ends[current - 1] }

    /// Compares token `index` with `text`, ignoring ASCII case.
    func tokenEquals(_ index: Int, _ text: StaticString) -> Bool {
        let start = start(of: index), end = ends[index]
        guard end - start == text.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for i in 0..<expected.count where bytes[start + i] | 0x20 != expected[i] | 0x20 {
            return false
        }
        return true
    }

    // MARK: - Building the tree

    /// Pushes pending trivia, then the next significant token.
    @inline(__always)
    mutating func bump() {
        let target = next()
        pushTokens(upTo: target + 1)
    }

    /// Pushes tokens from `current` up to (not including) `index`.
    @inline(__always)
    mutating func pushTokens(upTo index: Int) {
        let limit = min(index, kinds.count)
        while current < limit {
            let width = ends[current] - start(of: current)
            elements.append(.token(GreenToken(kind: kinds[current], width: UInt32(truncatingIfNeeded: width))))
            current += 1
        }
    }

    /// Pushes pending trivia.
    @inline(__always)
    mutating func flushTrivia() {
        pushTokens(upTo: next())
    }

    /// Flushes trivia and returns the position a node started now will begin at.
    @inline(__always)
    mutating func mark() -> Int {
        flushTrivia()
        return elements.count
    }

    /// Wraps everything pushed since `mark` into a node of `kind`.
    @inline(__always)
    mutating func finish(_ kind: SyntaxKind, _ mark: Int, lookahead: Int = 0) {
        let node = elements.withSuffix(from: mark) { children in
            GreenNode.make(kind: kind, moving: children, lookahead: lookahead)
        }
        elements.append(.node(node))
    }

    /// Finishes an item node, recording how far past its end the parser has read.
    @inline(__always)
    mutating func finishItem(_ kind: SyntaxKind, _ mark: Int) {
        finish(kind, mark, lookahead: max(0, reach - consumedEnd))
    }

    /// Pushes a zero-width token for missing input.
    @inline(__always)
    mutating func missing(_ kind: TokenKind) {
        elements.append(.token(GreenToken(kind: kind, width: 0)))
    }

    /// Wraps the significant tokens before token index `limit` (and the trivia between them)
    /// into an `unexpected` node. Does nothing when there are none.
    mutating func unexpected(upTo limit: Int) {
        guard next() < limit, peek() != nil else { return }
        let start = mark()
        while next() < limit, peek() != nil { bump() }
        finish(.unexpected, start)
    }

    /// Moves past an old subtree that the incremental parser reuses. Its lookahead is raised to
    /// what the new parse has read (items before it may read past its end), so that ends plus
    /// lookaheads never decrease along a list, which the incremental restart relies on.
    mutating func pushReused(_ node: GreenNode, at start: Int) {
        flushTrivia()
        let end = start + node.width
        elements.append(.node(node.readingAtLeast(reach - end)))
        reach = max(reach, end + node.lookahead)
        kinds.removeAll()
        ends.removeAll()
        bufferStart = end
        current = 0
        significantFrom = -1
    }

    /// The finished children, leaving the parser empty.
    mutating func takeElements() -> [GreenElement] {
        elements.withSuffix(from: 0) { suffix in
            Array(unsafeUninitializedCapacity: suffix.count) { buffer, initialized in
                if let source = suffix.baseAddress {
                    buffer.baseAddress!.moveInitialize(from: source, count: suffix.count)
                }
                initialized = suffix.count
            }
        }
    }
}

/// A growable array on unmanaged memory: appends without uniqueness checks, and moving a
/// suffix out (into a new green node) without retaining and releasing each element.
struct GrowableBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count)
        return base[index]
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Calls `body` with the elements from `start` on, which it must move out (leaving their
    /// memory uninitialized); they are removed from the buffer.
    @inline(__always)
    mutating func withSuffix<R>(from start: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
        let suffix = UnsafeMutableBufferPointer(start: base + start, count: count - start)
        let result = body(suffix)
        count = start
        return result
    }
}
