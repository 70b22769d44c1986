/// A document's diagnostics as the incremental analysis keeps them: in runs, one per
/// top-level item that has any, each the same value for as long as its item is unchanged —
/// so whatever a client derives from a run (its protocol encoding) can be kept as long too.
/// A keystroke then costs the changed item, not the thousands of diagnostics of the rest.
public struct DocumentDiagnostics: Equatable, Sendable {
    public struct Run: Equatable, Sendable {
        /// Runs with the same id have the same diagnostics relative to `offset`, in the same
        /// text; a run made for this result only (filtered by suppression comments, capped,
        /// or of document-level diagnostics that span items) has none.
        public let id: Int?
        /// The item the run belongs to; the diagnostics of a run with an id lie inside it.
        public let offset: Int
        public let length: Int
        /// Relative to `offset`.
        let relative: [Diagnostic]

        init(id: Int?, offset: Int, length: Int, relative: [Diagnostic]) {
            self.id = id
            self.offset = offset
            self.length = length
            self.relative = relative
        }

        /// A run of diagnostics at their absolute offsets.
        public init(diagnostics: [Diagnostic]) {
            self.init(id: nil, offset: 0, length: 0, relative: diagnostics)
        }

        /// The diagnostics at their offsets in the document.
        public var diagnostics: [Diagnostic] {
            relative.map { $0.absolute(from: offset) }
        }
    }

    /// In document order.
    public let runs: [Run]

    public init(runs: [Run] = []) {
        self.runs = runs
    }

    /// Every diagnostic, in document order.
    public var all: [Diagnostic] {
        var result = runs.flatMap(\.diagnostics)
        // Runs meet at item boundaries, where a zero-width diagnostic may sort either way.
        if !result.isSorted(by: Diagnostic.precedes) { result.sort(by: Diagnostic.precedes) }
        return result
    }

    /// The diagnostics whose range touches `range`, in document order.
    public func touching(_ range: ClosedRange<Int>) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for run in runs {
            // An item's run lies inside its item; a run made for one result may lie anywhere.
            if run.id != nil && (run.offset > range.upperBound || run.offset + run.length < range.lowerBound) { continue }
            result += run.diagnostics.filter { $0.range.lowerBound <= range.upperBound && $0.range.upperBound >= range.lowerBound }
        }
        return result.sorted(by: Diagnostic.precedes)
    }

    /// Whether both hold the same diagnostics, however they are grouped into runs.
    public func says(the other: DocumentDiagnostics) -> Bool {
        self == other || all == other.all
    }
}
