import StyleParser
import StyleSemantics

/// The fuzz targets: each takes any bytes, runs one layer of StyleLSP on what they decode to and
/// returns the invariants that did not hold (empty when all is well). They never trap on their
/// own; a trap or a hang inside is a finding. `Fuzz/` builds them for libFuzzer, and the stress
/// tests run them on thousands of seeded random and mutated inputs in every `swift test`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Parse, analyse as `lint` does and as the server does (they must agree), and the editor
    /// features at a few places. Input: stylesheets separated by 0xFF, in load order.
    case parse
    /// A stylesheet, then (after 0xFF) edits: each reparse must equal a full parse, the line
    /// index and the incremental analysis their full counterparts.
    case incremental
    /// The layout preview of the stylesheet, with views inferred from it and with the view
    /// definition after 0xFF; and the diagnostics `lint` gives with the layout's.
    case layout
    /// The XML reader, the view definition on it, its checker and its editor features.
    case xml
    /// The JSON-RPC reader and a whole in-process server fed what it reads: a framed stream,
    /// or (input starting with `{`) one message body per line.
    case server

    /// Runs the target on `bytes`; returns what went wrong.
    public func run(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .parse: return ParseTarget.run(bytes)
        case .incremental: return IncrementalTarget.run(bytes)
        case .layout: return LayoutTarget.run(bytes)
        case .xml: return XMLTarget.run(bytes)
        case .server: return ServerTarget.run(bytes)
        }
    }

    /// The byte that separates the parts of an input (never in valid UTF-8).
    public static let separator: UInt8 = 0xFF
}

/// The parts of `bytes` between separators, at most `limit` (the last keeps the rest).
func parts(_ bytes: [UInt8], limit: Int) -> [[UInt8]] {
    bytes.split(separator: FuzzTarget.separator, maxSplits: limit - 1, omittingEmptySubsequences: false).map(Array.init)
}

/// The analysis context every target uses: the standard registry with a few classes, an enum,
/// a nested element and rule overrides of the app's own, so that those paths are exercised too.
let fuzzContext: AnalysisContext = {
    var configuration = ProjectConfiguration(directory: "/fuzz")
    var problems: [Diagnostic] = []
    configuration.apply(Array(fuzzConfiguration.utf8), diagnostics: &problems)
    precondition(problems.isEmpty, "\(problems)")
    return AnalysisContext(registry: configuration.registry(), configuration: configuration)
}()

let fuzzConfiguration = """
    {
      "rules": { "unused-variable": "warning", "unknown-color": "info" },
      "classes": {
        "ProfileHeaderView": { "superclass": "UIView", "properties": { "avatarSize": "size", "style": { "type": "enum", "enum": "ProfileStyle" } } }
      },
      "enums": { "ProfileStyle": ["compact", "full"] },
      "nestedElements": { "avatarView": { "class": "UIImageView", "owners": ["ProfileHeaderView"] } }
    }
    """

/// What went wrong in one run, with the checks every target shares.
struct Problems {
    var list: [String] = []

    mutating func add(_ problem: String) { list.append(problem) }

    mutating func expect(_ condition: Bool, _ problem: @autoclosure () -> String) {
        if !condition { list.append(problem()) }
    }

    /// Diagnostics on a text of `count` bytes: ranges (fixes' and related places' in the same
    /// file too) within it, in document order when `sorted`.
    mutating func checkDiagnostics(_ diagnostics: [Diagnostic], count: Int, _ what: String, sorted: Bool = true) {
        for diagnostic in diagnostics {
            expect(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= count, "\(what): \(diagnostic) outside 0..<\(count)")
            expect(!diagnostic.message.isEmpty, "\(what): \(diagnostic) has no message")
            for fix in diagnostic.fixes {
                expect(fix.range.lowerBound >= 0 && fix.range.upperBound <= count, "\(what): fix \(fix.range) of \(diagnostic) outside 0..<\(count)")
            }
            for related in diagnostic.related where related.file == nil {
                expect(related.range.lowerBound >= 0 && related.range.upperBound <= count, "\(what): related \(related.range) of \(diagnostic) outside 0..<\(count)")
            }
        }
        if sorted, let index = diagnostics.indices.dropFirst().first(where: { Diagnostic.precedes(diagnostics[$0], diagnostics[$0 - 1]) }) {
            add("\(what): \(diagnostics[index]) comes after \(diagnostics[index - 1])")
        }
    }

    /// Completion and hover at each of `offsets`: the ranges they replace or describe lie in
    /// the text.
    mutating func checkFeatures(
        count: Int, offsets: [Int], completions: (Int) -> [Completion], hover: (Int) -> HoverInfo?, _ what: String
    ) {
        for offset in offsets {
            for completion in completions(offset) {
                expect(completion.replacing.lowerBound >= 0 && completion.replacing.upperBound <= count,
                       "\(what): completion \(completion.label) at \(offset) replaces \(completion.replacing), outside 0..<\(count)")
            }
            if let hover = hover(offset) {
                expect(hover.range.lowerBound >= 0 && hover.range.upperBound <= count, "\(what): hover at \(offset) on \(hover.range), outside 0..<\(count)")
            }
        }
    }
}

/// What only `left` and only `right` list (in order, each with its position), for a readable
/// failure when two analyses that must agree do not.
func difference(_ left: [Diagnostic], _ leftName: String, _ right: [Diagnostic], _ rightName: String) -> String {
    let onlyLeft = left.filter { !right.contains($0) }, onlyRight = right.filter { !left.contains($0) }
    let order = onlyLeft.isEmpty && onlyRight.isEmpty ? "\nthe same diagnostics in another order" : ""
    return (["only \(leftName):"] + onlyLeft.map(\.description) + ["only \(rightName):"] + onlyRight.map(\.description))
        .joined(separator: "\n") + order
}

/// A few places to ask for completion and hover: the ends, and offsets spread over the text.
func probeOffsets(count: Int) -> [Int] {
    Array(Set([0, count] + (1..<6).map { count * $0 / 6 })).sorted()
}

/// Reads an input as a sequence of small numbers and byte strings; past the end it reads zeros.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func uint16() -> Int { Int(byte()) | Int(byte()) << 8 }

    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, position + count)
        defer { position = end }
        return position < end ? Array(bytes[position..<end]) : []
    }
}
