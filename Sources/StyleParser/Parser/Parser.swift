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

    // Tokens lexed so far: token `i` spans `boundaries[i]..<boundaries[i + 1]`. The lexer
    // works ahead in batches; the parser has looked at the first `seen` of them, which is what
    // the tree depends on.
    var kinds: GrowableBuffer<TokenKind>
    var boundaries: GrowableBuffer<UInt32>
    private var seen = 0
    /// Index of the first token not yet pushed to the builder.
    var current = 0
    /// Cache for `next()`: the first significant token at or after `current`.
    private var significantFrom = -1
    private var significantIndex = 0
    /// `reach` before the token buffer was last emptied.
    private var earlierReach = 0

    /// The tree under construction: finished children waiting for their parent node.
    var builder: GreenBuilder

    /// Whether the item being parsed is inside a block, where an item without a block of its
    /// own is stored inline (see `GreenNode`).
    var inBlock = false

    /// Set for an incremental reparse: old items that may be reused.
    var reuse: ReuseCursor?

    /// Whether runs of literals, calls with literal arguments and declarations with literal
    /// values are built in one go; tests turn this off to check that the long way builds the
    /// same tree.
    var shortcuts = true

    static let maxExpressionDepth = 48

    /// A parser reading `bytes` from offset `start`.
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0) {
        // Token ends are stored in 32 bits, as are green node widths.
        precondition(bytes.count < Int(UInt32.max) - Lexer.lookahead, "a stylesheet larger than 4 GiB")
        self.bytes = bytes
        self.lexer = Lexer(bytes)
        kinds = GrowableBuffer(capacity: 1024)
        boundaries = GrowableBuffer(capacity: 1024)
        boundaries.append(UInt32(start))
        builder = GreenBuilder(capacity: 1024)
    }

    // MARK: - Token buffer

    /// Lexes until token `index` exists or the input ends; false when there is no such token.
    @inline(__always)
    mutating func ensure(_ index: Int) -> Bool {
        if index < seen { return true }
        if index < kinds.count {
            seen = index &+ 1
            return true
        }
        return see(index)
    }

    private mutating func see(_ index: Int) -> Bool {
        // Batches grow from one token after the buffer was emptied, as it is after each reused item.
        if index >= kinds.count { lex(upTo: index + min(kinds.count, 64)) }
        if index < kinds.count {
            seen = index + 1
            return true
        }
        seen = kinds.count
        return false
    }

    /// Lexes until token `index` exists or the input ends: one call per batch of tokens, not
    /// one per token.
    private mutating func lex(upTo index: Int) {
        let wanted = index + 1 - kinds.count
        guard wanted > 0 else { return }
        // Room for the two tokens the lexer may add to the last one it was asked for.
        kinds.reserveCapacity(kinds.count + wanted + 2)
        boundaries.reserveCapacity(boundaries.count + wanted + 2)
        let lexed = lexer.tokens(
            from: start(of: kinds.count), count: wanted, kinds: kinds.baseAddress + kinds.count,
            ends: boundaries.baseAddress + boundaries.count)
        kinds.didAppend(lexed)
        boundaries.didAppend(lexed)
    }

    /// The furthest byte (exclusive) the lexer may have read for what the parser looked at.
    /// Setting it raises the floor (an incremental reparse starts from what earlier items read).
    var reach: Int {
        get { seen > 0 ? max(earlierReach, end(of: seen - 1) + Lexer.lookahead) : earlierReach }
        set { earlierReach = newValue }
    }

    /// Drops the tokens already pushed, so that the buffer holds only what the parser looks
    /// ahead at, however long the input. Only where no token index is held.
    mutating func dropPushedTokens() {
        guard current >= 1024, current >= kinds.count - current else { return }
        earlierReach = reach
        kinds.removeFirst(current)
        boundaries.removeFirst(current)
        seen -= current
        current = 0
        significantFrom = -1
    }

    /// The kind of token `index`, or nil at the end of input.
    @inline(__always)
    mutating func kind(_ index: Int) -> TokenKind? {
        ensure(index) ? kinds[unchecked: index] : nil
    }

    /// Where token `index` starts; for `kinds.count`, where the last token ends.
    @inline(__always)
    func start(of index: Int) -> Int {
        Int(boundaries[index])
    }

    /// Where token `index` ends; for a token the parser has looked at (below `seen`), so that
    /// the index needs no check.
    @inline(__always)
    func end(of index: Int) -> Int {
        assert(index < seen)
        return Int(boundaries[unchecked: index &+ 1])
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
        return index < kinds.count ? kinds[unchecked: index] : nil
    }

    /// The absolute offset where token `index` starts (the end of input past the last token).
    @inline(__always)
    mutating func offset(of index: Int) -> Int {
        _ = ensure(index)
        return start(of: min(index, kinds.count))
    }

    /// The absolute offset of everything consumed so far (`current` never passes the last
    /// token's end, so the index needs no check).
    var consumedEnd: Int { Int(boundaries[unchecked: current]) }

    /// Compares token `index` with `text`, ignoring ASCII case.
    func tokenEquals(_ index: Int, _ text: StaticString) -> Bool {
        let start = start(of: index), end = end(of: index)
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

    /// `bump()` when the caller has found the significant token after the next one: `following`,
    /// as `significant(from: next() + 1)` returns it, is what `next()` answers afterwards.
    @inline(__always)
    mutating func bump(before following: Int) {
        bump()
        nextIs(following)
    }

    /// Tells `next()` the significant token at or after `current`, which the caller has found.
    @inline(__always)
    mutating func nextIs(_ following: Int) {
        significantFrom = current
        significantIndex = following
    }

    /// Pushes tokens from `current` up to (not including) `index`.
    @inline(__always)
    mutating func pushTokens(upTo index: Int) {
        let limit = min(index, seen)
        guard current < limit else { return }
        builder.pushTokens(kinds.baseAddress + current, boundaries: boundaries.baseAddress + current, count: limit &- current)
        current = limit
    }

    /// Pushes tokens from `current` up to (not including) `index`, each whose kind is in the
    /// bit set `wrapped` wrapped alone in a node of `kind`; all of them must have been looked at.
    @inline(__always)
    mutating func pushTokens(upTo index: Int, wrapping wrapped: UInt64, in kind: SyntaxKind) {
        precondition(current <= index && index <= seen)
        builder.pushTokens(
            kinds.baseAddress + current, boundaries: boundaries.baseAddress + current, count: index &- current,
            wrapping: wrapped, in: kind)
        current = index
    }

    /// Pushes pending trivia.
    @inline(__always)
    mutating func flushTrivia() {
        pushTokens(upTo: next())
    }

    /// Flushes trivia and returns the position a node started now will begin at.
    @inline(__always)
    mutating func mark() -> GreenBuilder.Mark {
        flushTrivia()
        return builder.mark(at: consumedEnd)
    }

    /// Wraps everything pushed since `mark` into a node of `kind` (not an item).
    @inline(__always)
    mutating func finish(_ kind: SyntaxKind, _ mark: GreenBuilder.Mark) {
        let width = consumedEnd - mark.offset
        if kind.isList {
            builder.finishShared(kind, mark, width: width, lookahead: 0)
        } else {
            builder.finishInline(kind, mark, width: width)
        }
    }

    /// Finishes an item node, recording how far past its end the parser has read.
    @inline(__always)
    mutating func finishItem(_ kind: SyntaxKind, _ mark: GreenBuilder.Mark, hasBlock: Bool = false) {
        let width = consumedEnd - mark.offset
        let lookahead = max(0, reach - consumedEnd)
        if inBlock && !hasBlock {
            builder.finishInline(kind, mark, width: width, lookahead: lookahead)
        } else {
            builder.finishShared(kind, mark, width: width, lookahead: lookahead)
        }
    }

    /// Undoes what was pushed since `mark`, taken when token `index` was the next to push (see
    /// `GreenBuilder.rollBack(to:)`).
    mutating func rollBack(to mark: GreenBuilder.Mark, token index: Int) {
        builder.rollBack(to: mark)
        current = index
        significantFrom = -1
    }

    /// Pushes a zero-width token for missing input.
    @inline(__always)
    mutating func missing(_ kind: TokenKind) {
        builder.pushToken(kind, width: 0)
    }

    /// Wraps the significant tokens before token index `limit` (and the trivia between them)
    /// into an `unexpected` node. Does nothing when there are none.
    @inline(__always)
    mutating func unexpected(upTo limit: Int) {
        guard next() < limit, peek() != nil else { return }
        wrapUnexpected(upTo: limit)
    }

    private mutating func wrapUnexpected(upTo limit: Int) {
        let start = mark()
        while next() < limit, peek() != nil { bump() }
        finish(.unexpected, start)
    }

    /// Moves past an old item that the incremental parser reuses. Its lookahead is raised to
    /// what the new parse has read (items before it may read past its end), so that ends plus
    /// lookaheads never decrease along a list, which the incremental restart relies on.
    mutating func pushReused(_ item: ListEntry, at start: Int) {
        flushTrivia()
        let end = start + item.width
        builder.pushReused(item, inBlock: inBlock, lookahead: reach - end)
        earlierReach = max(reach, end + item.lookahead)
        kinds.removeAll()
        boundaries.removeAll()
        boundaries.append(UInt32(end))
        seen = 0
        current = 0
        significantFrom = -1
    }

    /// The finished children, leaving the parser empty.
    mutating func takeEntries() -> [ListEntry] {
        builder.takeEntries()
    }
}

/// A growable array on unmanaged memory: appends without uniqueness checks.
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
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count))
        return base[index]
    }

    /// For an index the caller has just checked.
    @inline(__always)
    subscript(unchecked index: Int) -> Element {
        assert(index >= 0 && index < count)
        return base[index]
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Appends within the capacity reserved before.
    @inline(__always)
    mutating func appendReserved(_ element: Element) {
        assert(count < capacity)
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always)
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: max(minimumCapacity, capacity * 2)) }
    }

    /// Counts the `added` elements initialized after the last one, within the reserved capacity.
    @inline(__always)
    mutating func didAppend(_ added: Int) {
        precondition(added >= 0 && count + added <= capacity)
        count &+= added
    }

    /// Appends in bulk: room for `maximum` more elements, which `body` initializes from the
    /// address it is given; it returns how many it initialized.
    @inline(__always)
    mutating func append(atMost maximum: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        reserveCapacity(count + maximum)
        let added = body(base + count)
        precondition(added >= 0 && added <= maximum)
        count &+= added
    }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Removes the first `removed` elements.
    mutating func removeFirst(_ removed: Int) {
        precondition(removed >= 0 && removed <= count)
        base.deinitialize(count: removed)
        base.moveInitialize(from: base + removed, count: count - removed)
        count -= removed
    }

    mutating func removeAll() {
        truncate(to: 0)
    }

    @inline(__always)
    mutating func removeLast() {
        truncate(to: count - 1)
    }

    /// Removes the elements from `newCount` on.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    /// The first element's address, valid until the next append.
    var baseAddress: UnsafeMutablePointer<Element> { base }
}
