import StyleParser

/// Variables (grammar.md §Variables): one global table filled in load order; a `@name` must be
/// defined before it is used; `--name` (2.0) is substituted when applied, so anywhere counts.
extension StylesheetChecker {
    mutating func checkVariables() {
        let references = outline.references
        for (index, reference) in references.enumerated() {
            // A reference in a variable's value is resolved where that variable is used.
            let site = reference.insideVariable
                ? symbols.lastDefinition(of: reference.name)
                : definition(of: reference.name, offset: reference.range.lowerBound, customProperty: reference.isCustomProperty)
            analysis.resolvedReferences.append(site)
            let written = (reference.isCustomProperty ? "--" : "@") + reference.name
            if reference.isCustomProperty && version == .one {
                if !reference.insideVariable {
                    add(.unsupportedSyntax, reference.range, "InterfaCSS 1.x has no --name variables: it reads '\(written)' as text, not as a reference")
                }
                continue
            }
            if reference.insideString {
                if site != nil {
                    add(
                        .variableInString, reference.range,
                        "InterfaCSS replaces '\(written)' inside this string with the variable's value; it is not literal text")
                }
                continue
            }
            if version == .one, index > 0, references[index - 1].range.upperBound == reference.range.lowerBound, !references[index - 1].insideString {
                add(.quirk, reference.range, "InterfaCSS 1.x may miss a reference written right after another one; separate '\(written)' with a space")
            }
            guard site == nil else { continue }
            let all = symbols.definitions(of: reference.name).filter { version == .two || !$0.isCustomProperty }
            if let later = all.first {
                let place = later.file == file ? "further down" : "in \(later.path), which loads later"
                add(
                    .variableUsedBeforeDefinition, reference.range,
                    "'\(written)' is used before its definition \(place); InterfaCSS 1.x substitutes variables as it reads, so it leaves '\(written)' in the value as text",
                    related: [Diagnostic.Related(file: later.path, range: later.nameRange, message: "defined here")])
            } else {
                let suggestions = pool("variables", version: symbols.variablesVersion) { symbols.variableNames }.closest(to: reference.name)
                add(
                    .undefinedVariable, reference.range,
                    suggestions.isEmpty
                        ? "undefined variable '\(written)': InterfaCSS leaves the reference as text. If another stylesheet defines it, list the stylesheets in load order in .stylelsp.json (\"stylesheets\")"
                        : "undefined variable '\(written)': InterfaCSS leaves the reference as text\(didYouMean(suggestions.map { (reference.isCustomProperty ? "--" : "@") + $0 }))",
                    fixes: suggestions.map { Diagnostic.Fix(title: "Replace with '\(written.prefix(reference.isCustomProperty ? 2 : 1))\($0)'", range: reference.range, text: (reference.isCustomProperty ? "--" : "@") + $0) })
            }
        }
        for variable in outline.variables {
            let written = (variable.isCustomProperty ? "--" : "@") + variable.name
            if version == .one && variable.isCustomProperty {
                add(.unsupportedSyntax, variable.nameRange, "InterfaCSS 1.x has no --name variables: it skips this line (write @\(variable.name))")
            } else if version == .one, variable.ruleset != nil {
                add(.unsupportedSyntax, variable.nameRange, "InterfaCSS 1.x reads variables only at the top level: it skips '\(written)' inside a ruleset")
            }
            if let cycle = symbols.variableGraph.cycle(from: variable.name) {
                let path = cycle.path.map { "@" + $0 }.joined(separator: " → ") + (cycle.path.count <= cycle.length ? " → …" : "")
                add(.variableCycle, variable.nameRange, "'\(written)' refers to itself through \(path)\(cycle.length > VariableGraph.listedCycleLength ? " (\(cycle.length) variables)" : ""); InterfaCSS cannot substitute it")
            }
        }
    }

    // MARK: - The document as a whole

    /// Adds what needs the whole document to the items' raw diagnostics (stray `}` at the top
    /// level, unterminated comments, unused variables), then applies the configuration's
    /// severities and the suppression comments, sorts, and caps the report.
    static func finishDocument(
        _ itemDiagnostics: [Diagnostic], tree: SyntaxTree, document: DocumentSymbols, symbols: WorkspaceSymbols,
        context: AnalysisContext, additional: [Diagnostic] = []
    ) -> [Diagnostic] {
        var finisher = DocumentFinisher(tree: tree, context: context)
        // Usually nothing changes the items' severities: then they are kept as they are.
        var kept = finisher.changesNothing ? itemDiagnostics : itemDiagnostics.compactMap { finisher.finished($0) }
        kept += finisher.documentDiagnostics(tree: tree, document: document, symbols: symbols, additional: additional)
        if !kept.isSorted(by: Diagnostic.precedes) { kept.sort(by: Diagnostic.precedes) }
        return Diagnostic.capped(kept)
    }
}
