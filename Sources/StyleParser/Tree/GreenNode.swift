import Foundation

/// A token in the green tree: its kind and width in bytes. The text lives in the source, so a
/// token costs 5 bytes and moving it (an edit before it) costs nothing.
public struct GreenToken: Hashable, Sendable {
    public let kind: TokenKind
    public let width: UInt32

    public init(kind: TokenKind, width: UInt32) {
        self.kind = kind
        self.width = width
    }
}

/// A child of a green node.
public enum GreenElement: @unchecked Sendable {
    case node(GreenNode)
    case token(GreenToken)

    public var width: Int {
        switch self {
        case .node(let node): return node.width
        case .token(let token): return Int(token.width)
        }
    }

    var containsError: Bool {
        switch self {
        case .node(let node): return node.containsError
        case .token(let token): return token.kind.isError
        }
    }
}

public struct GreenNodeHeader: Sendable {
    var kind: SyntaxKind
    var flags: UInt8
    var count: UInt32
    var width: UInt32
    /// Bytes past the node's end that the lexer and parser read while building it.
    var lookahead: UInt32
}

/// An immutable node of the lossless tree ("green" tree, after Roslyn and rust-analyzer): a kind,
/// a width in bytes and children, with no absolute positions and no parent. Identical subtrees
/// are shared between the trees before and after an edit.
///
/// Children are stored inline (one allocation per node). A node with many children stores them
/// in invisible `.chunk` nodes, a balanced tree of fan-out 32 to 64 (see `GreenNode+Chunks`),
/// so replacing one child of a 100,000-item stylesheet copies a few short arrays.
public final class GreenNode: ManagedBuffer<GreenNodeHeader, GreenElement> {
    static let containsErrorFlag: UInt8 = 1
    static let chunkedFlag: UInt8 = 2

    // The header is read through its pointer: the `header` property of `ManagedBuffer` is a
    // class `var`, and reading it costs a dynamic exclusivity check.
    @inline(__always) private var headerValue: GreenNodeHeader {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    public var kind: SyntaxKind { headerValue.kind }
    public var width: Int { Int(headerValue.width) }
    /// The number of stored children (chunks, for a chunked node).
    var count: Int { Int(headerValue.count) }
    /// Bytes past the node's end that the lexer and parser read while building it.
    public var lookahead: Int { Int(headerValue.lookahead) }
    public var containsError: Bool { headerValue.flags & GreenNode.containsErrorFlag != 0 }
    /// True when the stored children are `.chunk` nodes.
    var isChunked: Bool { headerValue.flags & GreenNode.chunkedFlag != 0 }

    /// The header of a node with these stored children: their total width and error flag.
    private static func header(
        kind: SyntaxKind, elements: UnsafeBufferPointer<GreenElement>, lookahead: Int, chunked: Bool
    ) -> GreenNodeHeader {
        var width = 0
        var error = kind.isError
        for element in elements {
            width &+= element.width
            if !error && element.containsError { error = true }
        }
        precondition(width <= Int(UInt32.max), "a stylesheet larger than 4 GiB")
        let flags: UInt8 = (error ? containsErrorFlag : 0) | (chunked ? chunkedFlag : 0)
        return GreenNodeHeader(
            kind: kind, flags: flags, count: UInt32(elements.count), width: UInt32(width),
            lookahead: UInt32(min(lookahead, Int(UInt32.max))))
    }

    private static func allocate(_ header: GreenNodeHeader) -> GreenNode {
        unsafeDowncast(GreenNode.create(minimumCapacity: Int(header.count)) { _ in header }, to: GreenNode.self)
    }

    /// Creates a node whose stored children are exactly `elements`.
    static func raw(kind: SyntaxKind, elements: UnsafeBufferPointer<GreenElement>, lookahead: Int = 0, chunked: Bool = false) -> GreenNode {
        let node = allocate(header(kind: kind, elements: elements, lookahead: lookahead, chunked: chunked))
        if let source = elements.baseAddress {
            node.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: elements.count) }
        }
        return node
    }

    /// Creates a node of `kind` with the given children, chunking long child lists.
    public static func make(kind: SyntaxKind, elements: UnsafeBufferPointer<GreenElement>, lookahead: Int = 0) -> GreenNode {
        if elements.count <= maxUnchunkedCount {
            return raw(kind: kind, elements: elements, lookahead: lookahead)
        }
        let chunks = balancedChunks(elements)
        return chunks.withUnsafeBufferPointer {
            raw(kind: kind, elements: $0, lookahead: lookahead, chunked: true)
        }
    }

    /// Like `make(kind:elements:lookahead:)`, moving the elements out of `elements` (their memory
    /// is left uninitialized), which saves a retain and a release per child.
    static func make(kind: SyntaxKind, moving elements: UnsafeMutableBufferPointer<GreenElement>, lookahead: Int = 0) -> GreenNode {
        if elements.count > maxUnchunkedCount {
            let node = make(kind: kind, elements: UnsafeBufferPointer(elements), lookahead: lookahead)
            elements.baseAddress!.deinitialize(count: elements.count)
            return node
        }
        let node = allocate(header(kind: kind, elements: UnsafeBufferPointer(elements), lookahead: lookahead, chunked: false))
        if let source = elements.baseAddress {
            node.withUnsafeMutablePointerToElements { $0.moveInitialize(from: source, count: elements.count) }
        }
        return node
    }

    public static func make(kind: SyntaxKind, elements: [GreenElement], lookahead: Int = 0) -> GreenNode {
        elements.withUnsafeBufferPointer { make(kind: kind, elements: $0, lookahead: lookahead) }
    }

    /// This node recording at least `lookahead` bytes read past its end (a copy of its stored
    /// children's array when that is more than it records).
    func readingAtLeast(_ lookahead: Int) -> GreenNode {
        guard lookahead > self.lookahead else { return self }
        return withStoredChildren { GreenNode.raw(kind: kind, elements: $0, lookahead: lookahead, chunked: isChunked) }
    }

    /// The stored children (chunks, for a chunked node).
    func withStoredChildren<R>(_ body: (UnsafeBufferPointer<GreenElement>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointers { header, elements in
            try body(UnsafeBufferPointer(start: elements, count: Int(header.pointee.count)))
        }
    }

    func storedChild(_ index: Int) -> GreenElement {
        withUnsafeMutablePointerToElements { $0[index] }
    }

    /// The last child (chunks flattened).
    var lastChild: GreenElement? {
        guard count > 0 else { return nil }
        let last = storedChild(count - 1)
        guard isChunked, case .node(let chunk) = last else { return last }
        return chunk.lastChild
    }

    /// The children as the grammar sees them, with chunks flattened.
    public var children: [GreenElement] {
        var result: [GreenElement] = []
        result.reserveCapacity(isChunked ? 64 : count)
        forEachChild { child, _ in
            result.append(child)
            return true
        }
        return result
    }

    /// Calls `body` with each child (chunks flattened) and its offset relative to this node.
    /// Stops when `body` returns false.
    public func forEachChild(_ body: (GreenElement, Int) throws -> Bool) rethrows {
        var offset = 0
        _ = try forEachLeaf(body, &offset)
    }

    private func forEachLeaf(_ body: (GreenElement, Int) throws -> Bool, _ offset: inout Int) rethrows -> Bool {
        try withStoredChildren { stored in
            let chunked = isChunked
            for element in stored {
                if chunked, case .node(let chunk) = element {
                    if try !chunk.forEachLeaf(body, &offset) { return false }
                } else {
                    if try !body(element, offset) { return false }
                    offset += element.width
                }
            }
            return true
        }
    }

    deinit {
        withUnsafeMutablePointers { header, elements in
            let count = Int(header.pointee.count)
            // Releasing nested blocks recursively would overflow the stack (10,000 nested
            // rulesets); a block hands its children to a per-thread work list instead. Every
            // other subtree is at most a few dozen levels deep.
            if header.pointee.kind == .block {
                header.pointee.count = 0
                for index in 0..<count {
                    if case .node(var child) = (elements + index).move(), isKnownUniquelyReferenced(&child) {
                        DeferredReleases.release(consume child)
                    }
                }
            } else {
                elements.deinitialize(count: count)
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
