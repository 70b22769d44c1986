/// How many diagnostics one document reports. A file that is not InterfaCSS at all (minified
/// web CSS, generated or binary data) can have hundreds of thousands, which no one reads and
/// which would cost megabytes of JSON on every keystroke; past the limit the report stops with
/// one diagnostic that says how many were left out. Real stylesheets stay well below it (the
/// 1 MB benchmark corpus, dense with errors, has about 7,000).
extension Diagnostic {
    public static let maximumPerDocument = 10_000

    /// The first `maximumPerDocument` of `diagnostics` (in document order) and, if there were
    /// more, a `too-many-diagnostics` warning on the first one left out, saying how many.
    public static func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > maximumPerDocument else { return diagnostics }
        let left = diagnostics.count - maximumPerDocument
        var result = Array(diagnostics.prefix(maximumPerDocument))
        result.append(Diagnostic(
            .tooManyDiagnostics, range: diagnostics[maximumPerDocument].range,
            message: (left == 1 ? "1 more problem from here on is not reported" : "\(left) more problems from here on are not reported")
                + ": a file reports at most \(maximumPerDocument)"))
        // It may share its place with the last one kept; keep document order.
        result.sort(by: Diagnostic.precedes)
        return result
    }
}

extension DocumentDiagnostics {
    /// The same, capped: over the limit (no stylesheet gets there) the runs become one run made
    /// for this result.
    func capped() -> DocumentDiagnostics {
        guard runs.reduce(0, { $0 + $1.relative.count }) > Diagnostic.maximumPerDocument else { return self }
        return DocumentDiagnostics(runs: [Run(diagnostics: Diagnostic.capped(all))])
    }
}
