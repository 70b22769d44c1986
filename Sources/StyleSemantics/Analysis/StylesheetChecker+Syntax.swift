import StyleParser

/// The parser says what is wrong with the text; these say what InterfaCSS then does with it
/// (docs/conformance.md, "Reading"), which depends on where the error stands and on the version.
extension StylesheetChecker {
    /// Each diagnostic's node is looked for in its own item.
    mutating func explainSyntaxDiagnostics() {
        for (index, item) in syntaxDiagnosticItems.enumerated() {
            let offset = diagnostics[index].range.lowerBound
            switch diagnostics[index].code.rawValue {
            case SyntaxDiagnostic.Code.unsupportedAtRule.rawValue:
                diagnostics[index].message = atRuleMessage(in: item, at: offset) ?? diagnostics[index].message
            case SyntaxDiagnostic.Code.expectedSemicolon.rawValue:
                if let consequence = missingSemicolonConsequence(in: item, at: offset) {
                    diagnostics[index].message += ": \(consequence)"
                }
            default:
                break
            }
        }
    }

    /// An at-rule other than `@extend`: skipped as a line, skipped as an "unsupported nested
    /// ruleset", or where InterfaCSS stops reading (a block at the top level, or a block it
    /// cannot skip).
    func atRuleMessage(in item: SyntaxNode, at offset: Int) -> String? {
        guard let node = node(of: .atRule, in: item, at: offset), let keyword = node.firstSignificantToken else { return nil }
        let topLevel = node.parent?.kind == .stylesheet
        let block = node.child(.block)
        let consequence: String
        if block == nil {
            consequence = "\(version.displayName) skips it"
        } else if !topLevel && StylesheetReading.canSkip(block) {
            consequence = "\(version.displayName) skips it as a nested block"
        } else if topLevel {
            consequence = "\(version.displayName) stops reading the stylesheet here: the app ignores it and everything after it"
        } else {
            consequence = "\(version.displayName) cannot skip a nested block that is empty or has braces of its own, so it stops reading the stylesheet at the top-level ruleset around it: the app ignores that ruleset and everything after it"
        }
        return "InterfaCSS does not support '\(keyword.text)'. \(consequence)"
    }

    /// Both versions read a value up to the next `;` (1.x iss_propertyPairParser, 2.x
    /// propertyValueParser), across line breaks, and fail at a `{` or `}`.
    func missingSemicolonConsequence(in item: SyntaxNode, at offset: Int) -> String? {
        guard let declaration = node(of: .declaration, in: item, at: offset) ?? node(of: .variableDefinition, in: item, at: offset),
            let parent = declaration.parent
        else { return nil }
        // Inside a block the next statement is part of the item; at the top level it is another
        // item, which this item's diagnostics must not depend on.
        let siblings = parent.kind == .block ? parent.childNodes : []
        let next = StylesheetChecker.firstNode(in: siblings, startingAtOrAfter: declaration.range.upperBound)
        if parent.kind != .block {
            return "InterfaCSS reads on to the next ';', and what it reads up to there is lost"
        }
        if let next, next.kind == .declaration || next.kind == .variableDefinition {
            let name = next.kind == .declaration ? next.child(.propertyName)?.text ?? "?" : next.firstSignificantToken?.text ?? "?"
            return "InterfaCSS reads on to the next ';', so '\(name)' becomes part of this value and is lost"
        }
        return "InterfaCSS ignores a declaration without it"
    }

    /// The first of `nodes` (in document order) that starts at or after `offset`.
    static func firstNode(in nodes: [SyntaxNode], startingAtOrAfter offset: Int) -> SyntaxNode? {
        var low = 0, high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low < nodes.count ? nodes[low] : nil
    }

    /// The innermost node of `kind` in `item` that contains `offset` (or ends there).
    func node(of kind: SyntaxKind, in item: SyntaxNode, at offset: Int) -> SyntaxNode? {
        guard item.range.contains(offset) || item.range.upperBound == offset else { return nil }
        var found: SyntaxNode?
        var current: SyntaxNode? = item
        while let node = current {
            if node.kind == kind { found = node }
            current = node.childNodes.first { $0.range.contains(offset) || ($0.range.upperBound == offset && $0.range.isEmpty == false && $0.kind != .block) }
        }
        return found
    }
}
