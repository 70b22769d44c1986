import StyleParser

/// Turns the items' diagnostics into the document's: the configured severities, the
/// suppression comments, and what only the whole document knows (stray tokens at the top
/// level, unused variables, the layout's diagnostics). Items go through `finished(_:)` first;
/// `documentDiagnostics` comes last, as unused suppressions are known only then.
struct DocumentFinisher {
    let configuration: ProjectConfiguration
    private(set) var suppressions: Suppressions
    let context: AnalysisContext

    init(tree: SyntaxTree, context: AnalysisContext, mentionsDirective: Bool? = nil) {
        self.context = context
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
    /// `additional`, and the suppression comments' own problems. `unused`: the indexes of the
    /// unused variables in `document.variables`, when the caller knows them.
    mutating func documentDiagnostics(
        tree: SyntaxTree, document: DocumentSymbols, symbols: WorkspaceSymbols, additional: [Diagnostic], unused: [Int]? = nil
    ) -> [Diagnostic] {
        let version = context.version(of: document, in: symbols)
        var extras = tree.topLevelDiagnostics.map(Diagnostic.init) + additional
        if version == .one {
            // 1.x takes no comment without its `*/` (ISSParser+CSS.m, iss_commentParser fails):
            // it skips the `/*` line and reads on.
            for index in extras.indices where extras[index].code.rawValue == SyntaxDiagnostic.Code.unterminatedComment.rawValue {
                extras[index].message = "unterminated comment: InterfaCSS 1.x takes no '/*' without '*/' for a comment, so it skips this line and reads the lines after it as rules and declarations (which are not checked here); add the closing '*/'"
            }
        }
        if let stop = document.readingStops[version] {
            if let message = stop.message { extras.append(Diagnostic(.unsupportedSyntax, range: stop.cause, message: message)) }
            if let ignored = DocumentFinisher.ignoredContent(after: stop, in: tree, version: version) { extras.append(ignored) }
        }
        for index in unused ?? DocumentFinisher.unusedVariables(of: document, symbols: symbols, views: context.views, version: version) {
            let variable = document.variables[index]
            let written = (variable.isCustomProperty ? "--" : "@") + variable.name
            extras.append(Diagnostic(
                .unusedVariable, range: variable.nameRange,
                message: "'\(written)' is never used in a stylesheet or a view definition (unless the app reads it with valueOfStyleSheetVariableWithName:)",
                tags: [.unnecessary]))
        }
        var result = extras.compactMap { finished($0) }
        result += suppressions.problemsAfterUse.compactMap { configured($0) }
        return result
    }

    /// The indexes in `document.variables` of those no stylesheet and no view definition uses
    /// (InterfaCSS 2 substitutes variables in a view's `style` attribute, 1.x in its `layout`).
    /// 1.x never defines `--name` variables or variables inside rulesets (reported where they
    /// are), so they are not unused either.
    static func unusedVariables(of document: DocumentSymbols, symbols: WorkspaceSymbols, views: ViewIndex, version: InterfaCSSVersion) -> [Int] {
        document.variables.indices.filter { index in
            let variable = document.variables[index]
            return !symbols.isReferenced(variable.name) && !views.referencedVariables.contains(variable.name)
                && (version == .two || (!variable.isCustomProperty && variable.isTopLevel))
        }
    }

    /// The text InterfaCSS never reads, from where it stops to the end of the file (if there is
    /// any besides whitespace), faded in editors.
    static func ignoredContent(after stop: StylesheetReading.Stop, in tree: SyntaxTree, version: InterfaCSSVersion) -> Diagnostic? {
        let bytes = tree.bytes
        var start = stop.ignoredFrom
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        return Diagnostic(
            .ignoredContent, range: start..<bytes.count,
            message: "\(version.displayName) stops reading the stylesheet here (\(stop.reason)), so the app ignores everything from here to the end of the file",
            tags: [.unnecessary])
    }
}
