import StyleParser

/// Every safe fix of a file made at once, the file analysed again and the fixes made again,
/// until none is left: what `source.fixAll.stylelsp` and `style-lsp lint --fix` share. A fix is
/// safe when its diagnostic is an error or a warning and offers exactly that one fix (one
/// unambiguous repair; a diagnostic with several candidates is left for a person). A fix that
/// would remove a comment is not made, and suppressed diagnostics are never seen. The passes
/// stop at a limit, and when a text comes back that an earlier pass had (fixes that undo each
/// other), keeping that text.
public enum FixAll {
    public struct Fixed: Hashable, Sendable {
        /// Where the diagnostic started, in the text before any fix.
        public var offset: Int
        public var code: DiagnosticCode
        public var message: String
        public var title: String
        public var pass: Int
    }

    public enum Stop: Hashable, Sendable {
        /// Nothing safe was left to fix.
        case done
        /// A pass gave back a text an earlier pass had.
        case cycle
        /// The limit of passes was reached with fixes still to make.
        case passLimit
    }

    public struct Result: Sendable {
        public var text: [UInt8]
        /// The changes from the text before any fix to `text`, in order, each as small as the
        /// fixes made it (what an editor applies: the rest of the text is left alone).
        public var edits: [(range: Range<Int>, text: [UInt8])]
        public var fixed: [Fixed]
        public var stop: Stop

        /// Nothing fixed.
        public static func unchanged(_ text: [UInt8]) -> Result { Result(text: text, edits: [], fixed: [], stop: .done) }
    }

    public static let maximumPasses = 10

    /// The one fix of `diagnostic` that fix-all may make, if it is safe.
    public static func safeFix(of diagnostic: Diagnostic) -> Diagnostic.Fix? {
        guard diagnostic.fixes.count == 1, diagnostic.severity == .error || diagnostic.severity == .warning else { return nil }
        return diagnostic.fixes[0]
    }

    /// Fixes `text`; `analyze` gives the diagnostics of a text (as the project sees the file:
    /// its severities, suppressions and the other files' variables).
    public static func run(_ original: [UInt8], isStylesheet: Bool = true, maximumPasses: Int = maximumPasses, analyze: ([UInt8]) -> [Diagnostic]) -> Result {
        var text = original
        var pieces = EditedText(count: original.count)
        var fixed: [Fixed] = []
        var seen: Set<[UInt8]> = [text]
        func result(_ stop: Stop) -> Result {
            Result(text: text, edits: pieces.edits(originalCount: original.count), fixed: fixed, stop: stop)
        }
        for pass in 1...max(1, maximumPasses) {
            let chosen = choose(analyze(text), in: text, isStylesheet: isStylesheet)
            guard !chosen.isEmpty else { return result(.done) }
            let offsets = pieces.originalOffsets(of: chosen.map(\.0.range.lowerBound))
            for ((diagnostic, fix), offset) in zip(chosen, offsets) {
                fixed.append(Fixed(offset: offset, code: diagnostic.code, message: diagnostic.message, title: fix.title, pass: pass))
            }
            for (_, fix) in chosen.reversed() { text.replaceSubrange(fix.range, with: Array(fix.text.utf8)) }
            pieces.apply(chosen.map { ($0.1.range, Array($0.1.text.utf8)) })
            guard seen.insert(text).inserted else { return result(.cycle) }
        }
        let left = !choose(analyze(text), in: text, isStylesheet: isStylesheet).isEmpty
        return result(left ? .passLimit : .done)
    }

    /// The safe fixes of one pass, in order, none overlapping another or touching a comment.
    static func choose(_ diagnostics: [Diagnostic], in text: [UInt8], isStylesheet: Bool) -> [(Diagnostic, Diagnostic.Fix)] {
        let candidates = diagnostics.compactMap { diagnostic in safeFix(of: diagnostic).map { (diagnostic, $0) } }
            .filter { $0.1.range.upperBound <= text.count }
            .sorted { ($0.1.range.lowerBound, $0.1.range.upperBound) < ($1.1.range.lowerBound, $1.1.range.upperBound) }
        guard !candidates.isEmpty else { return [] }
        let comments = isStylesheet ? commentRanges(SyntaxTree(bytes: text)) : []
        var chosen: [(Diagnostic, Diagnostic.Fix)] = []
        for (diagnostic, fix) in candidates {
            // Overlapping edits, or two at one place of which one inserts (in which order?),
            // wait for the next pass.
            if let last = chosen.last?.1 {
                if fix.range.lowerBound < last.range.upperBound { continue }
                if fix.range.lowerBound == last.range.upperBound && (fix.range.isEmpty || last.range.isEmpty) { continue }
            }
            guard !comments.contains(where: { $0.overlaps(fix.range) }) else { continue }
            chosen.append((diagnostic, fix))
        }
        return chosen
    }

    private static func commentRanges(_ tree: SyntaxTree) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        tree.forEachToken { token in
            let width = Int(token.width)
            if token.kind == .blockComment || token.kind == .lineComment || token.kind == .unterminatedBlockComment {
                ranges.append(offset..<(offset + width))
            }
            offset += width
        }
        return ranges
    }
}

/// A text made from an original by edits, as pieces: runs of the original and inserted text.
/// Edits of later versions compose with those before, so the changes from the original stay
/// known (and as small as the edits were), in time linear in the pieces and the edits.
struct EditedText {
    enum Piece {
        case original(Range<Int>)
        case inserted([UInt8])

        var count: Int {
            switch self {
            case .original(let range): return range.count
            case .inserted(let bytes): return bytes.count
            }
        }

        func slice(_ range: Range<Int>) -> Piece {
            switch self {
            case .original(let whole): return .original((whole.lowerBound + range.lowerBound)..<(whole.lowerBound + range.upperBound))
            case .inserted(let bytes): return .inserted(Array(bytes[range]))
            }
        }
    }

    private(set) var pieces: [Piece]

    init(count: Int) {
        pieces = count > 0 ? [.original(0..<count)] : []
    }

    /// Applies `edits` of the current text: sorted ranges, none overlapping.
    mutating func apply(_ edits: [(range: Range<Int>, text: [UInt8])]) {
        var result: [Piece] = []
        var index = 0, used = 0, position = 0
        // Moves to `target` in the current text, keeping what it passes or not.
        func advance(to target: Int, keeping: Bool) {
            while position < target && index < pieces.count {
                let piece = pieces[index], left = piece.count - used
                let step = min(left, target - position)
                if keeping { result.append(piece.slice(used..<(used + step))) }
                position += step
                used += step
                if used == piece.count {
                    index += 1
                    used = 0
                }
            }
        }
        for edit in edits {
            advance(to: edit.range.lowerBound, keeping: true)
            advance(to: edit.range.upperBound, keeping: false)
            if !edit.text.isEmpty { result.append(.inserted(edit.text)) }
        }
        advance(to: Int.max, keeping: true)
        pieces = result
    }

    /// The original offsets of current ones (ascending): within inserted text, where it was
    /// inserted.
    func originalOffsets(of offsets: [Int]) -> [Int] {
        var result: [Int] = []
        var index = 0, position = 0, original = 0
        for offset in offsets {
            while index < pieces.count && position + pieces[index].count <= offset {
                if case .original(let range) = pieces[index] { original = range.upperBound }
                position += pieces[index].count
                index += 1
            }
            if index < pieces.count, case .original(let range) = pieces[index] {
                result.append(range.lowerBound + offset - position)
            } else {
                result.append(original)
            }
        }
        return result
    }

    /// The edits of the original that make the current text, in order.
    func edits(originalCount: Int) -> [(range: Range<Int>, text: [UInt8])] {
        var result: [(range: Range<Int>, text: [UInt8])] = []
        var expected = 0
        var inserted: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .inserted(let bytes):
                inserted += bytes
            case .original(let range):
                if range.lowerBound != expected || !inserted.isEmpty { result.append((expected..<range.lowerBound, inserted)) }
                inserted = []
                expected = range.upperBound
            }
        }
        if expected != originalCount || !inserted.isEmpty { result.append((expected..<originalCount, inserted)) }
        return result
    }
}
