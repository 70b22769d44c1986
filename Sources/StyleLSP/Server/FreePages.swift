import Foundation

/// Gives the allocator's free pages back to the system (glibc's `malloc_trim`, which clangd
/// calls for the same reason) after work that frees megabytes at once: the layout of a large
/// stylesheet. Pages freed inside the heap otherwise stay resident for the rest of the
/// session, and the next such work raises the peak from there. Costs about 0.2 ms on a 1 MB
/// stylesheet's heap; where there is no `malloc_trim`, nothing happens.
enum FreePages {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
        #else
        return nil
        #endif
    }()

    static func release() {
        _ = trim?(0)
    }
}
