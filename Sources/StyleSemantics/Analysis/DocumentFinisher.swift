import StyleParser

/// Turns the items' diagnostics into the document's: the configured severities, the
/// suppression comments, and what only the whole document knows (stray tokens at the top
/// level, unused variables, the layout's diagnostics). Items go through `finished(_:)` first;
/// `documentDiagnostics` comes last, as unused suppressions are known only then.
struct DocumentFinisher {
    let configuration: ProjectConfiguration
    private(set) var suppressions: Suppressions

    init(tree: SyntaxTree, context: AnalysisContext, mentionsDirective: Bool? = nil) {
        configuration = context.configuration
        suppressions = Suppressions(tree, mentionsDirective: mentionsDirective)
    }

    /// True when `finished(_:)` returns every diagnostic as it is.
    var changesNothing: Bool { configuration.severities.isEmpty && suppressions.rules.isEmpty }

    /// The diagnostic with its configured severity; nil when the configuration turns it off.
    func configured(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let severity = configuration.severity(of: diagnostic.code, default: diagnostic.severity) else { return nil }
        var result = diagnostic
        result.severity = severity
        return result
    }

    /// The diagnostic with its configured severity; nil when turned off or suppressed.
    mutating func finished(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let result = configured(diagnostic) else { return nil }
        return suppresses(result) ? nil : result
    }

    /// Whether a suppression comment covers the diagnostic (the comment is then used).
    mutating func suppresses(_ diagnostic: Diagnostic) -> Bool {
        suppressions.suppress(diagnostic)
    }

    /// The document-level diagnostics, finished: top-level syntax errors, unused variables,
    /// `additional`, and the suppression comments' own problems.
    mutating func documentDiagnostics(
        tree: SyntaxTree, document: DocumentSymbols, symbols: WorkspaceSymbols, additional: [Diagnostic]
    ) -> [Diagnostic] {
        var extras = tree.topLevelDiagnostics.map(Diagnostic.init) + additional
        for variable in document.variables where !symbols.isReferenced(variable.name) {
            let written = (variable.isCustomProperty ? "--" : "@") + variable.name
            extras.append(Diagnostic(.unusedVariable, range: variable.nameRange, message: "'\(written)' is never used", tags: [.unnecessary]))
        }
        var result = extras.compactMap { finished($0) }
        result += suppressions.problemsAfterUse.compactMap { configured($0) }
        return result
    }
}
