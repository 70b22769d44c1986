import Foundation

/// How serious a diagnostic is, as LSP and SARIF grade it. `error` < `hint` in sort order.
public enum DiagnosticSeverity: String, Sendable, Comparable, CaseIterable, Codable {
    case error, warning, information, hint

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .information: return 2
        case .hint: return 3
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found by the parser, with a precise byte range and a message that says what is
/// wrong and what would be right.
public struct SyntaxDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Stable codes, usable in suppression comments and configuration.
    public enum Code: String, Sendable, CaseIterable {
        case unrecognizedContent = "unrecognized-content"
        case extraSemicolon = "extra-semicolon"
        case unexpectedCloseBrace = "unexpected-close-brace"
        case ignoredContent = "ignored-content"
        case expectedSemicolon = "expected-semicolon"
        case expectedCloseBrace = "expected-close-brace"
        case expectedCloseParenthesis = "expected-close-parenthesis"
        case expectedColon = "expected-colon"
        case expectedValue = "expected-value"
        case expectedSelector = "expected-selector"
        case invalidSelector = "invalid-selector"
        case commentInSelector = "comment-in-selector"
        case unexpectedToken = "unexpected-token"
        case unterminatedString = "unterminated-string"
        case unterminatedComment = "unterminated-comment"
        case invalidCharacter = "invalid-character"
        case unsupportedAtRule = "unsupported-at-rule"
        case nestingTooDeep = "nesting-too-deep"
    }

    /// The one edit that repairs the problem as the parser read it (the `;`, `}`, `)` or `:`
    /// it took to be missing, where it took it to be; an extra `;` removed): `range` becomes
    /// `text`.
    public struct Repair: Hashable, Sendable {
        public var title: String
        public var range: Range<Int>
        public var text: String
    }

    public var code: Code
    public var severity: DiagnosticSeverity
    /// UTF-8 byte offsets, half-open. Empty for missing input (the position where it belongs).
    public var range: Range<Int>
    public var message: String
    public var repair: Repair?

    public init(code: Code, severity: DiagnosticSeverity = .error, range: Range<Int>, message: String, repair: Repair? = nil) {
        self.code = code
        self.severity = severity
        self.range = range
        self.message = message
        self.repair = repair
    }

    static func inserting(_ text: String, at offset: Int) -> Repair {
        Repair(title: "Insert '\(text)'", range: offset..<offset, text: text)
    }

    public var description: String { "\(range.lowerBound)..\(range.upperBound) \(severity.rawValue): \(message) [\(code.rawValue)]" }
}

extension SyntaxTree {
    /// The syntax diagnostics, in document order: one per bad region (an unrecognized line is
    /// one diagnostic however many bad tokens it holds). Only subtrees that contain an error
    /// are visited.
    public var diagnostics: [SyntaxDiagnostic] {
        var result = topLevelDiagnostics
        for item in root.childNodes where item.kind != .strayCloseBrace && item.containsError {
            result.append(contentsOf: diagnostics(forItem: item))
        }
        return result.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// The diagnostics of one item of the stylesheet (a top-level node): what the incremental
    /// analysis caches per item.
    public func diagnostics(forItem item: SyntaxNode) -> [SyntaxDiagnostic] {
        guard item.containsError else { return [] }
        if let own = diagnostic(forNode: item) { return own }
        return collectDiagnostics(under: item)
    }

    /// What is wrong between items: a stray `}` at the top level, an unterminated comment.
    public var topLevelDiagnostics: [SyntaxDiagnostic] {
        // Usually there are none: find out without building cursors for every item, looking
        // only into the runs that hold an error (a keystroke's broken item is in one).
        var found = false
        for run in topLevelRuns where run.containsError && !found {
            run.forEachElement { element, _ in
                switch element {
                case .token(let token): found = found || token.kind.isError
                case .node(let node): found = found || node.kind == .strayCloseBrace
                }
            }
        }
        guard found else { return [] }
        var result: [SyntaxDiagnostic] = []
        let children = root.children
        for (index, element) in children.enumerated() {
            if case .token(let token) = element, token.kind.isError {
                result.append(diagnostic(forToken: token, in: root, siblings: children, index: index))
            }
        }
        for item in root.childNodes where item.kind == .strayCloseBrace {
            result.append(contentsOf: diagnostic(forNode: item) ?? [])
        }
        return result
    }

    private func collectDiagnostics(under start: SyntaxNode) -> [SyntaxDiagnostic] {
        var result: [SyntaxDiagnostic] = []
        var stack: [SyntaxNode] = [start]
        while let node = stack.popLast() {
            if node != start, let diagnostics = diagnostic(forNode: node) {
                result.append(contentsOf: diagnostics)
                continue  // one diagnostic per bad region
            }
            let children = node.children
            for (index, element) in children.enumerated() {
                if case .token(let token) = element, token.kind.isError {
                    result.append(diagnostic(forToken: token, in: node, siblings: children, index: index))
                }
            }
            for case .node(let child) in children.reversed() where child.containsError {
                stack.append(child)
            }
        }
        return result
    }

    private func diagnostic(forNode node: SyntaxNode) -> [SyntaxDiagnostic]? {
        switch node.kind {
        case .unrecognized:
            let text = excerpt(node)
            if text == ";" {
                return [SyntaxDiagnostic(
                    code: .extraSemicolon, severity: .warning, range: node.range, message: "extra ';'",
                    repair: SyntaxDiagnostic.Repair(title: "Remove the extra ';'", range: node.range, text: ""))]
            }
            let expected = node.parent?.kind == .stylesheet
                ? "a ruleset, a variable or a comment" : "a declaration, a nested ruleset or '@extend'"
            return [SyntaxDiagnostic(
                code: .unrecognizedContent, range: node.range,
                message: "'\(text)' is not \(expected); InterfaCSS skips it")]
        case .strayCloseBrace:
            // What InterfaCSS then ignores is the semantic analysis's to say (it stops reading).
            return [SyntaxDiagnostic(
                code: .unexpectedCloseBrace, range: node.range, message: "'}' without an open block; remove it",
                repair: SyntaxDiagnostic.Repair(title: "Remove the '}'", range: node.range, text: ""))]
        case .unexpected:
            return [unexpectedDiagnostic(node)]
        case .atRule:
            guard let keyword = node.firstSignificantToken else { return nil }
            var diagnostics = [SyntaxDiagnostic(
                code: .unsupportedAtRule, range: keyword.range,
                message: "InterfaCSS does not support '\(keyword.text)'; the app skips it")]
            // Problems inside its block are still worth reporting.
            if let block = node.child(.block), block.containsError {
                diagnostics.append(contentsOf: collectDiagnostics(under: block))
            }
            return diagnostics
        default:
            return nil
        }
    }

    private func unexpectedDiagnostic(_ node: SyntaxNode) -> SyntaxDiagnostic {
        let first = node.tokens.first { !$0.kind.isMissing }
        let text = excerpt(node)
        if let invalid = node.tokens.first(where: { $0.kind == .invalid }) {
            return diagnostic(forToken: invalid, in: node, siblings: [], index: 0)
        }
        switch node.parent?.kind {
        case .selectorList?:
            let comments = node.tokens.filter { $0.kind == .blockComment || $0.kind == .lineComment }
            if let first = comments.first, let last = comments.last {
                return SyntaxDiagnostic(
                    code: .commentInSelector, range: first.offset..<last.range.upperBound,
                    message: "InterfaCSS does not allow a comment inside a selector or before its '{'")
            }
            return SyntaxDiagnostic(
                code: .invalidSelector, range: node.range,
                message: "'\(text)' is not a valid selector; expected type, '#id', '.class' or ':pseudo-class' parts joined by spaces, '>', '+' or '~'")
        default:
            if node.tokens.contains(where: { $0.kind == .leftParen }) && node.tokens.count > 2 {
                return SyntaxDiagnostic(
                    code: .nestingTooDeep, range: node.range,
                    message: "this value nests parentheses more than \(Parser.maxExpressionDepth) deep")
            }
            if let first, first.kind == .missingValue || node.tokens.allSatisfy({ $0.kind.isMissing }) {
                return SyntaxDiagnostic(code: .expectedValue, range: node.range, message: "expected a value")
            }
            let context = node.parent.flatMap(describe) ?? "here"
            return SyntaxDiagnostic(
                code: .unexpectedToken, range: node.range, message: "unexpected '\(text)' \(context)")
        }
    }

    private func diagnostic(forToken token: SyntaxToken, in node: SyntaxNode, siblings: [SyntaxElement], index: Int) -> SyntaxDiagnostic {
        switch token.kind {
        case .unterminatedString:
            return SyntaxDiagnostic(
                code: .unterminatedString, range: token.range,
                message: "unterminated string: add the closing \(token.bytes.first == UInt8(ascii: "'") ? "'" : "\"") before the end of the line")
        case .unterminatedBlockComment:
            return SyntaxDiagnostic(
                code: .unterminatedComment, range: token.offset..<(token.offset + 2),
                message: "unterminated comment: '/*' has no closing '*/', so the rest of the file is a comment")
        case .invalid:
            let what = token.bytes.contains(0) ? "NUL character" : token.bytes.first.map { $0 < 0x80 } == true
                ? "control character" : "invalid UTF-8"
            return SyntaxDiagnostic(code: .invalidCharacter, range: token.range, message: "\(what) in the stylesheet")
        case .missingSemicolon:
            return SyntaxDiagnostic(
                code: .expectedSemicolon, range: token.range,
                message: "expected ';' after \(statementDescription(node))", repair: SyntaxDiagnostic.inserting(";", at: token.offset))
        case .missingRightBrace:
            let open = siblings.first { if case .token(let t) = $0 { return t.kind == .leftBrace } else { return false } }
            let owner = node.parent.flatMap(describe) ?? "this block"
            return SyntaxDiagnostic(
                code: .expectedCloseBrace, range: open?.range ?? token.range,
                message: "the '{' of \(owner) is never closed: expected '}' before the end of the file", repair: SyntaxDiagnostic.inserting("}", at: token.offset))
        case .missingRightParen:
            let open = siblings.first { if case .token(let t) = $0 { return t.kind == .leftParen } else { return false } }
            return SyntaxDiagnostic(
                code: .expectedCloseParenthesis, range: open?.range ?? token.range,
                message: "'(' is never closed: expected ')'", repair: SyntaxDiagnostic.inserting(")", at: token.offset))
        case .missingColon:
            let name = node.child(.propertyName)?.text ?? "the property name"
            return SyntaxDiagnostic(
                code: .expectedColon, range: token.range, message: "expected ':' after '\(name)'", repair: SyntaxDiagnostic.inserting(":", at: token.offset))
        case .missingValue:
            return SyntaxDiagnostic(
                code: .expectedValue, range: token.range, message: "expected a value \(valueContext(node))")
        case .missingSelector:
            return SyntaxDiagnostic(
                code: .expectedSelector, range: token.range,
                message: node.kind == .extend ? "expected a selector after '@extend'" : "expected a selector")
        default:
            return SyntaxDiagnostic(code: .unexpectedToken, range: token.range, message: "unexpected \(token.kind.name)")
        }
    }

    /// "the value of 'alpha'", "the value of '@brand'", "'@extend .base'".
    private func statementDescription(_ node: SyntaxNode) -> String {
        switch node.kind {
        case .declaration:
            return "the value of '\(node.child(.propertyName)?.text ?? "?")'"
        case .variableDefinition:
            return "the value of '\(node.firstSignificantToken?.text ?? "?")'"
        default:
            return "'\(excerpt(node))'"
        }
    }

    private func valueContext(_ node: SyntaxNode) -> String {
        var current: SyntaxNode? = node
        while let node = current {
            switch node.kind {
            case .declaration, .variableDefinition: return "for \(statementDescription(node).replacingFirst("the value of ", with: ""))"
            case .binaryExpression, .unaryExpression:
                if let op = node.childTokens.first(where: { !$0.kind.isTrivia && !$0.kind.isMissing && $0.kind.fixedText != nil }) {
                    return "after '\(op.text)'"
                }
            case .namedArgument:
                return "for '\(node.firstSignificantToken?.text ?? "?")'"
            case .argument:
                return "in this argument"
            default:
                break
            }
            current = node.parent
        }
        return "here"
    }

    private func describe(_ node: SyntaxNode) -> String? {
        switch node.kind {
        case .ruleset: return "'\(node.child(.selectorList).map(excerpt) ?? "?")'"
        case .atRule: return "'\(node.firstSignificantToken?.text ?? "@")'"
        case .value, .argument, .namedArgument, .argumentList, .parenthesizedExpression, .binaryExpression:
            return "in this value"
        case .declaration: return "in the declaration of '\(node.child(.propertyName)?.text ?? "?")'"
        default: return nil
        }
    }

    /// The node's text on one line, shortened to 40 characters.
    private func excerpt(_ node: SyntaxNode) -> String {
        var text = ""
        var lastWasSpace = false
        for scalar in node.text.unicodeScalars {
            let space = scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
            if space {
                if !lastWasSpace && !text.isEmpty { text += " " }
            } else {
                text.unicodeScalars.append(scalar)
            }
            lastWasSpace = space
        }
        if text.hasSuffix(" ") { text.removeLast() }
        if text.count > 40 { text = String(text.prefix(39)) + "…" }
        return text
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
