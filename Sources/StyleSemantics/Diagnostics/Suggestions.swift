import Foundation

/// "Did you mean" suggestions: the known names closest to a misspelt one.

/// The edit distance between two names, ignoring case and `-` (InterfaCSS compares names that
/// way), counting a swap of neighbours as one edit.
func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(normalizedForComparison(a), normalizedForComparison(b))
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// neighbours each count one.
private func editDistance<Element: Equatable>(_ x: [Element], _ y: [Element]) -> Int {
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previousPrevious = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        current[0] = i
        for j in 1...y.count {
            let cost = x[i - 1] == y[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                current[j] = min(current[j], previousPrevious[j - 2] + 1)
            }
        }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[y.count]
}

private func normalizedForComparison(_ name: String) -> [Unicode.Scalar] {
    name.lowercased().unicodeScalars.filter { $0 != "-" }
}

/// How many edits still count as a misspelling of a name this long.
func allowedDistance(for name: String) -> Int {
    let length = normalizedForComparison(name).count
    if length <= 3 { return 1 }
    if length <= 8 { return 2 }
    return 3
}

/// The candidates within `allowedDistance` of `name`, closest first (ties keep their order).
func closestNames(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let allowed = allowedDistance(for: name)
    let scored = candidates.compactMap { candidate -> (String, Int)? in
        // Cheap length filter before the quadratic distance.
        let difference = abs(normalizedForComparison(candidate).count - normalizedForComparison(name).count)
        guard difference <= allowed else { return nil }
        let distance = editDistance(name, candidate)
        guard distance > 0, distance <= allowed else { return nil }
        return (candidate, distance)
    }
    var seen: Set<String> = []
    return scored.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
        .map(\.element.0).filter { seen.insert($0.lowercased()).inserted }.prefix(limit).map { $0 }
}

func closestName(to name: String, in candidates: [String]) -> String? {
    closestNames(to: name, in: candidates, limit: 1).first
}

/// "; did you mean 'a' or 'b'?" or "".
func didYouMean(_ suggestions: [String]) -> String {
    switch suggestions.count {
    case 0: return ""
    case 1: return "; did you mean '\(suggestions[0])'?"
    default:
        return "; did you mean " + suggestions.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(suggestions.last!)'?"
    }
}

/// Names normalised once for repeated suggestion look-ups (the registry's property names,
/// the workspace's selectors), remembering each answer: a large stylesheet asks about the same
/// misspelling many times.
final class NamePool: @unchecked Sendable {
    let names: [String]
    let normalized: [[UInt8]]
    private var answers: [String: [String]] = [:]
    private let lock = NSLock()

    init(_ names: [String]) {
        self.names = names
        normalized = names.map(normalizedBytes)
    }

    /// The names within `allowedDistance` of `name`, closest first (at most three).
    func closest(to name: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = answers[name] { return known }
        let target = normalizedBytes(name)
        let allowed = allowedDistance(for: name)
        var scored: [(String, Int, Int)] = []
        for (index, candidate) in normalized.enumerated() where abs(candidate.count - target.count) <= allowed {
            let distance = editDistance(target, candidate)
            if distance > 0 && distance <= allowed { scored.append((names[index], distance, index)) }
        }
        var seen: Set<String> = []
        let result = scored.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map(\.0).filter { seen.insert($0.lowercased()).inserted }.prefix(3).map { $0 }
        answers[name] = result
        return result
    }
}

private func normalizedBytes(_ name: String) -> [UInt8] {
    name.utf8.compactMap { byte in
        if byte == UInt8(ascii: "-") { return nil }
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}

extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `predicate`, which must be false then true
    /// along the collection (binary search).
    public func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        partitioningIndex(in: startIndex..<endIndex, where: predicate)
    }

    /// `partitioningIndex(where:)` within `range`.
    public func partitioningIndex(in range: Range<Int>, where predicate: (Element) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
