import Foundation
import StyleParser

/// Suppression comments, as stylelint has them:
///
///     /* stylelsp-disable-next-line unknown-property */
///     /* stylelsp-disable-line */              (this line; no codes: every code)
///     /* stylelsp-disable unknown-color, invalid-value */ … /* stylelsp-enable */
///
/// `//` comments work too. A suppression that suppresses nothing is itself reported, as is an
/// unknown code.
struct Suppressions {
    struct Rule {
        /// Lowercased codes; nil for all.
        var codes: Set<String>?
        /// UTF-8 offsets covered.
        var covers: Range<Int>
        var comment: Range<Int>
        var used = false
    }

    private(set) var rules: [Rule] = []
    private(set) var problems: [Diagnostic] = []

    /// `mentionsDirective`: whether the text mentions a directive, when the caller knows.
    init(_ tree: SyntaxTree, mentionsDirective known: Bool? = nil) {
        let bytes = tree.bytes
        // Most stylesheets have none: a byte search is far cheaper than walking every token.
        guard known ?? Suppressions.mentionsDirective(bytes[...]) else { return }
        let lines = LineIndex(bytes)
        var open: [Rule] = []
        var offset = 0
        var comments: [(Range<Int>, String)] = []
        tree.forEachToken { token in
            let width = Int(token.width)
            if token.kind == .blockComment || token.kind == .lineComment {
                let text = String(decoding: bytes[offset..<(offset + width)], as: UTF8.self)
                if text.contains("stylelsp-") { comments.append((offset..<(offset + width), text)) }
            }
            offset += width
        }
        for (range, text) in comments {
            var body = text
            if body.hasPrefix("/*") { body = String(body.dropFirst(2).dropLast(body.hasSuffix("*/") ? 2 : 0)) } else { body = String(body.dropFirst(2)) }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
            guard let directive = words.first else { continue }
            // Codes end at `--` (a description may follow).
            let codes = Array(words.dropFirst().prefix { $0 != "--" })
            let codeSet = codes.isEmpty ? nil : Set(codes.map { $0.lowercased() })
            for code in codes where DiagnosticCode.catalogue[DiagnosticCode(rawValue: code.lowercased())] == nil {
                let known = DiagnosticCode.catalogue.keys.map(\.rawValue)
                problems.append(Diagnostic(
                    .invalidSuppression, range: range,
                    message: "'\(code)' is not a diagnostic code\(didYouMean(closestNames(to: code, in: known)))"))
            }
            let line = lines.line(containing: range.lowerBound)
            switch directive.lowercased() {
            case "stylelsp-disable-next-line":
                let next = min(line + 1, lines.lineCount - 1)
                rules.append(Rule(codes: codeSet, covers: lines.lineStarts[next]..<(lines.lineEnd(next) + 1), comment: range))
            case "stylelsp-disable-line":
                rules.append(Rule(codes: codeSet, covers: lines.lineStarts[line]..<(lines.lineEnd(line) + 1), comment: range))
            case "stylelsp-disable":
                open.append(Rule(codes: codeSet, covers: range.upperBound..<bytes.count, comment: range))
            case "stylelsp-enable":
                // Closes the regions for the codes named (all regions when none are named).
                var remaining: [Rule] = []
                for var rule in open {
                    if codeSet == nil || rule.codes == nil || !(rule.codes!.isDisjoint(with: codeSet!)) {
                        rule.covers = rule.covers.lowerBound..<range.lowerBound
                        rules.append(rule)
                    } else {
                        remaining.append(rule)
                    }
                }
                open = remaining
            default:
                problems.append(Diagnostic(
                    .invalidSuppression, range: range,
                    message: "unknown directive '\(directive)'; expected stylelsp-disable-next-line, stylelsp-disable-line, stylelsp-disable or stylelsp-enable"))
            }
        }
        rules.append(contentsOf: open)
    }

    /// Whether `bytes` hold a directive's prefix (most stylesheets have none, and then need no
    /// walk over their comments).
    static func mentionsDirective(_ bytes: ArraySlice<UInt8>) -> Bool {
        let needle: [UInt8] = Array("stylelsp-".utf8)
        // memchr finds the needle's rare `y` far faster than a byte loop finds the `s`.
        let anchor = 2
        return bytes.withUnsafeBytes { haystack in
            guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
            var from = anchor
            while from <= haystack.count - needle.count + anchor {
                guard let found = memchr(base + from, Int32(needle[anchor]), haystack.count - from) else { return false }
                let start = base.distance(to: UnsafeRawPointer(found)) - anchor
                if start + needle.count <= haystack.count && memcmp(base + start, needle, needle.count) == 0 { return true }
                from = start + anchor + 1
            }
            return false
        }
    }

    /// Whether a rule covers any offset in `range` (diagnostics starting elsewhere are never
    /// suppressed).
    func covers(anyOf range: ClosedRange<Int>) -> Bool {
        rules.contains { $0.covers.overlaps(range) }
    }

    /// True (and the rule marked used) when a rule covers the diagnostic.
    mutating func suppress(_ diagnostic: Diagnostic) -> Bool {
        let code = diagnostic.code.rawValue
        guard code != DiagnosticCode.unusedSuppression.rawValue, code != DiagnosticCode.invalidSuppression.rawValue else { return false }
        for index in rules.indices where rules[index].covers.contains(diagnostic.range.lowerBound) {
            if rules[index].codes == nil || rules[index].codes!.contains(code) {
                rules[index].used = true
                return true
            }
        }
        return false
    }

    /// Unused suppressions and invalid ones.
    var problemsAfterUse: [Diagnostic] {
        problems + rules.filter { !$0.used }.map {
            Diagnostic(
                .unusedSuppression, range: $0.comment,
                message: "this suppression comment suppresses nothing; remove it", tags: [.unnecessary])
        }
    }
}
