import StyleParser

/// Declaration checks already done, by everything such a check reads: the declaration's text,
/// the classes its ruleset styles, the InterfaCSS version, what its variables expand to (the
/// registry lasts as long as the memo). A keystroke re-checks its whole top-level ruleset; the
/// declarations it did not touch are then found here instead of being checked again.
///
/// Bounded: two generations of at most `generationSize` entries each. A full generation
/// becomes the old one; a hit in the old one moves to the new, so what is being edited stays.
final class DeclarationMemo {
    struct Key: Hashable {
        /// Copied: a slice would keep that version of the document alive.
        var text: [UInt8]
        var styled: [String]?
        var version: InterfaCSSVersion
        /// The value after substitution and the names substituted; empty without variables.
        var variables: String
    }

    /// A check's result, with offsets relative to the declaration's start.
    struct Result {
        var property: PropertyRegistry.Property?
        var nestedElement: String?
        var targetClasses: [String]?
        var parameters: [String]
        var value: StyleValue?
        var substitutedValueText: String?
        var diagnostics: [Diagnostic]
    }

    static let generationSize = 1024

    private var current: [Key: Result] = [:]
    private var previous: [Key: Result] = [:]
    /// How many declarations were checked while the memo was in use: not found in it, or not
    /// for it (for tests and benchmarks).
    var checked = 0

    subscript(key: Key) -> Result? {
        if let result = current[key] { return result }
        guard let result = previous.removeValue(forKey: key) else { return nil }
        store(result, for: key)
        return result
    }

    func store(_ result: Result, for key: Key) {
        if current.count >= DeclarationMemo.generationSize {
            previous = current
            current = [:]
        }
        current[key] = result
    }
}

extension StylesheetChecker {
    /// `check(declaration)`, or the remembered result of checking the same text in the same
    /// context (see `DeclarationMemo`).
    mutating func checkRemembering(_ declaration: StylesheetOutline.Declaration) -> AnalyzedDeclaration {
        guard let memo = declarationMemo else { return check(declaration) }
        let range = declaration.syntax.range
        // In 2.x's `:root` a declaration is ignored whatever its text: not one to share.
        guard let ruleset = declaration.ruleset, !(version == .two && isRootBlock(analysis.rulesets[ruleset])),
            let variables = variablesRead(by: declaration.syntax)
        else {
            memo.checked += 1
            return check(declaration)
        }
        let key = DeclarationMemo.Key(
            text: Array(bytes[range]), styled: analysis.rulesets[ruleset].styledClasses, version: version, variables: variables)
        let start = range.lowerBound
        if let known = memo[key] {
            diagnostics.append(contentsOf: known.diagnostics.map { $0.absolute(from: start) })
            return AnalyzedDeclaration(
                syntax: declaration.syntax, property: known.property, nestedElement: known.nestedElement, targetClasses: known.targetClasses,
                parameters: known.parameters, value: known.value?.shifted(by: start), substitutedValueText: known.substitutedValueText,
                ruleset: ruleset)
        }
        let first = diagnostics.count
        memo.checked += 1
        let result = check(declaration)
        memo.store(
            DeclarationMemo.Result(
                property: result.property, nestedElement: result.nestedElement, targetClasses: result.targetClasses,
                parameters: result.parameters, value: result.value?.shifted(by: -start),
                substitutedValueText: result.substitutedValueText, diagnostics: diagnostics[first...].map { $0.relative(to: start, item: range) }),
            for: key)
        return result
    }

    /// What checking the declaration reads of the workspace's variables (see `checkValue`):
    /// nothing (empty), or its value after substitution and the names substituted. Nil when
    /// that is not all: a variable without a definition, a substitution cut at a limit.
    func variablesRead(by declaration: DeclarationSyntax) -> String? {
        guard let value = declaration.value, VariableExpansion.mayReference(value.node.bytes) else { return "" }
        if namesUndefinedVariable(value) { return nil }
        guard let substitution = substitute(value.node) else { return "" }
        guard substitution.limit == nil else { return nil }
        return ([substitution.text] + substitution.names).joined(separator: "\u{0}")
    }
}

extension StyleValue {
    /// The value with the offsets it holds (where layout terms are written) moved by `delta`.
    func shifted(by delta: Int) -> StyleValue {
        guard case .layout(var layout) = self, delta != 0 else { return self }
        for index in layout.terms.indices {
            let range = layout.terms[index].range
            layout.terms[index].range = (range.lowerBound + delta)..<(range.upperBound + delta)
        }
        return .layout(layout)
    }
}
