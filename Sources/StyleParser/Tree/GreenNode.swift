import Foundation

/// A token in the green tree: its kind and width in bytes. The text lives in the source, so
/// moving a token (an edit before it) costs nothing.
public struct GreenToken: Hashable, Sendable {
    public let kind: TokenKind
    public let width: UInt32

    public init(kind: TokenKind, width: UInt32) {
        self.kind = kind
        self.width = width
    }
}

/// A child of the stylesheet: a token, or an item with its own green node.
public enum GreenElement: @unchecked Sendable {
    case node(GreenNode)
    case token(GreenToken)

    public var width: Int {
        switch self {
        case .node(let node): return node.width
        case .token(let token): return Int(token.width)
        }
    }
}

public struct GreenNodeHeader: Sendable {
    var kind: SyntaxKind
    var flags: UInt8
    /// The number of words.
    var count: UInt32
    var width: UInt32
    /// Bytes past the node's end that the lexer and parser read while building it.
    var lookahead: UInt32
}

/// An immutable node of the lossless tree ("green" tree, after Roslyn and rust-analyzer): a kind,
/// a width in bytes and children, with no absolute positions and no parent. Identical subtrees
/// are shared between the trees before and after an edit.
///
/// Only the units an edit replaces or reuses as a whole have a green node of their own: the
/// stylesheet, blocks, the items of the stylesheet, rulesets and at-rules with a block wherever
/// they are, and the chunks of long lists. Everything else is stored inline, as 32-bit words (see
/// `GreenWord`): the selectors, values and tokens of an item in its node, the declarations and
/// other items without a block in their block's. A declaration such as `alpha: 0.5;` takes 40
/// bytes of its block's words instead of a node per syntax node and token. Read the words
/// through `SyntaxNode`, which walks them.
///
/// A list with many children stores them in invisible `.chunk` nodes, a balanced tree of
/// fan-out 16 to 64 (see `GreenNode+Chunks`), so replacing one child of a 100,000-item
/// stylesheet copies a few short arrays.
public final class GreenNode: ManagedBuffer<GreenNodeHeader, UInt32> {
    static let containsErrorFlag: UInt8 = 1
    static let chunkedFlag: UInt8 = 2

    // The header is read through its pointer: the `header` property of `ManagedBuffer` is a
    // class `var`, and reading it costs a dynamic exclusivity check.
    @inline(__always) private var headerValue: GreenNodeHeader {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    public var kind: SyntaxKind { headerValue.kind }
    public var width: Int { Int(headerValue.width) }
    /// The number of words.
    var count: Int { Int(headerValue.count) }
    /// Bytes past the node's end that the lexer and parser read while building it.
    public var lookahead: Int { Int(headerValue.lookahead) }
    public var containsError: Bool { headerValue.flags & GreenNode.containsErrorFlag != 0 }
    /// True when the children are `.chunk` nodes.
    var isChunked: Bool { headerValue.flags & GreenNode.chunkedFlag != 0 }

    /// A node whose `count` words the caller initializes in `body`.
    @inline(__always)
    static func allocate(
        kind: SyntaxKind, words count: Int, width: Int, containsError: Bool, lookahead: Int, chunked: Bool = false,
        _ body: (UnsafeMutablePointer<UInt32>) -> Void
    ) -> GreenNode {
        precondition(width <= Int(UInt32.max) && count <= Int(UInt32.max), "a stylesheet larger than 4 GiB")
        let flags: UInt8 = (containsError ? containsErrorFlag : 0) | (chunked ? chunkedFlag : 0)
        let header = GreenNodeHeader(
            kind: kind, flags: flags, count: UInt32(count), width: UInt32(width),
            lookahead: UInt32(min(max(lookahead, 0), Int(UInt32.max))))
        let node = unsafeDowncast(GreenNode.create(minimumCapacity: count) { _ in header }, to: GreenNode.self)
        node.withUnsafeMutablePointerToElements(body)
        return node
    }

    /// Calls `body` with the node's words.
    @inline(__always)
    func withWords<R>(_ body: (UnsafePointer<UInt32>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointerToElements { try body(UnsafePointer($0)) }
    }

    /// True for the stylesheet, blocks and chunks, whose words are read forwards; an item's are
    /// read backwards (see `GreenWord`).
    var isList: Bool { kind.isList || kind == .chunk }

    /// The block of a ruleset or at-rule: the node, its offset relative to the item and the
    /// word index of the reference's last word.
    var blockChild: (node: GreenNode, offset: Int, index: Int)? {
        withWords { words in
            var end = count
            var offset = width
            while end > 0 {
                offset -= GreenWord.width(words, before: end)
                if words[end - 1] & GreenWord.typeMask == GreenWord.reference {
                    let child = GreenWord.referencedNode(low: words[end - 1], high: words[end - 2])
                    if child.kind == .block { return (child, offset, end - 1) }
                }
                end = GreenWord.entryStart(words, before: end)
            }
            return nil
        }
    }

    deinit {
        withUnsafeMutablePointers { header, words in
            let count = Int(header.pointee.count)
            // Releasing nested blocks recursively would overflow the stack (10,000 nested
            // rulesets); a block hands its children to a per-thread work list instead. Every
            // other subtree is at most a few levels deep.
            let deferred = header.pointee.kind == .block
            func release(low: UInt32, high: UInt32) {
                var child = Unmanaged<GreenNode>.fromOpaque(GreenWord.address(low, high)).takeRetainedValue()
                if deferred, isKnownUniquelyReferenced(&child) { DeferredReleases.release(consume child) }
            }
            if isList {
                var index = 0
                while index < count {
                    let word = words[index]
                    if word & GreenWord.typeMask == GreenWord.reference { release(low: word, high: words[index + 1]) }
                    index += GreenWord.listEntrySize(words, index)
                }
            } else {
                // Every entry, an inline node's children included, from the last.
                var end = count
                while end > 0 {
                    let word = words[end - 1]
                    if word & GreenWord.typeMask == GreenWord.reference { release(low: word, high: words[end - 2]) }
                    end -= GreenWord.ownSize(word)
                }
            }
        }
    }
}

/// Releases objects without recursion: an object released while the list drains is appended to
/// it by the `deinit` that drops its last reference, instead of being freed inside that `deinit`.
enum DeferredReleases {
    final class WorkList {
        var objects: [AnyObject] = []
        var draining = false
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<WorkList>.fromOpaque(pointer).release() }
        }
        return key
    }()

    private static func workList() -> WorkList {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<WorkList>.fromOpaque(pointer).takeUnretainedValue()
        }
        let list = WorkList()
        pthread_setspecific(key, Unmanaged.passRetained(list).toOpaque())
        return list
    }

    /// Takes the last reference to `object` and frees it, now or once the current drain gets to
    /// it. The caller must hand over its reference (`consume`), or the object would die in the
    /// caller's frame after all.
    static func release(_ object: consuming AnyObject) {
        let list = workList()
        list.objects.append(object)
        guard !list.draining else { return }
        list.draining = true
        while let next = list.objects.popLast() {
            _ = next  // the last reference ends here; a deinit may append more
        }
        list.draining = false
    }
}
