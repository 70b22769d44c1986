import Foundation
import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// The server's incremental analysis (per item, cached by green node) gives exactly what a
/// full analysis gives, and re-checks only what an edit touched.
@Suite struct IncrementalAnalysisTests {
    static let document = """
        @accent: rgb(255, 109, 16);
        @inset: 16;
        @unused: 1;
        .base { alpha: 0.5; }
        UILabel.title {
            textColor: @accent;
            textColr: red;
            frame: parent(@inset, @inset);
            @extend .base;
        }
        UIButton {
            titleColor(highlighted): fadeout(@accent, 40%);
            titleLabel.font: systemBold 15;
            alpha: 0.5;
            alpha: 0.7;
        }
        .card { .inner { backgroundColor: @missing; layout: size(100, 100), left(parent.left + @inset); } }
        /* stylelsp-disable-next-line unknown-color */
        .x { backgroundColor: blu; }
        """

    static let context = AnalysisContext(configuration: ProjectConfiguration(directory: "/project"))

    func fullDiagnostics(_ tree: SyntaxTree) -> [Diagnostic] {
        Workspace.analyze([Workspace.Source(path: "/project/a.css", tree: tree)], context: Self.context)[0].diagnostics
    }

    func incrementalDiagnostics(_ analyzer: DocumentAnalyzer, _ tree: SyntaxTree) -> [Diagnostic] {
        let document = analyzer.symbols(of: tree)
        let symbols = WorkspaceSymbols([document])
        return analyzer.diagnostics(of: tree, file: 0, symbols: symbols, context: Self.context).all
    }

    @Test func randomEditsGiveTheFullAnalysis() {
        var random = UInt64(0xA11CE)
        func next(_ bound: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(max(bound, 1)))
        }
        let fragments = ["a", "1", ";", "{", "}", "@accent", "@inset", " ", "\n", "red", "textColor: blue;", "@x: 2;", ".base", "/*", "*/", "'"]
        var tree = SyntaxTree(Self.document)
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        #expect(incrementalDiagnostics(analyzer, tree) == fullDiagnostics(tree))
        for step in 0..<400 {
            let count = tree.bytes.count
            let start = next(count + 1)
            let end = min(count, start + (next(3) == 0 ? next(6) : 0))
            let edit = TextEdit(range: start..<end, replacement: fragments[next(fragments.count)])
            tree = tree.reparse(applying: edit)
            let incremental = incrementalDiagnostics(analyzer, tree)
            let full = fullDiagnostics(tree)
            guard incremental == full else {
                let onlyIncremental = incremental.filter { !full.contains($0) }, onlyFull = full.filter { !incremental.contains($0) }
                Issue.record("step \(step): \(edit) on \(tree.text.debugDescription)\nonly incremental: \(onlyIncremental)\nonly full: \(onlyFull)")
                return
            }
            if tree.bytes.count > 3000 { tree = SyntaxTree(Self.document) }
        }
    }

    /// A stylesheet long enough to be stored in runs of items (`SyntaxTree.topLevelRuns`): an
    /// edit anywhere gives the symbols and the diagnostics of a fresh analysis, comments between
    /// the items (suppressions, 2.x's `//` stops) included.
    @Test func randomEditsInALongStylesheetGiveAFreshAnalysis() {
        var random = SeededRandom(state: 0x5EB0)
        let start = (0..<240).map { index -> String in
            switch index % 8 {
            case 0: return "@v\(index): \(index);\n"
            case 1: return "/* note \(index) */\n"
            case 2: return ".r\(index) { alpha: @v\(index - 2); textColr: red; }\n"
            case 3 where index == 83: return "/* stylelsp-disable-next-line unknown-color */\n"
            case 5 where index == 165: return "// a { in a line comment\n"
            default: return "UILabel.l\(index) { frame: parent(\(index % 20)); backgroundColor: blu; }\n"
            }
        }.joined()
        let fragments = ["a", "1", ";", "{", "}", "@v8", " ", "\n", "/* stylelsp-disable-line */", "// x {\n", "@w: 2;\n", "/*", "*/"]
        var tree = SyntaxTree(start)
        #expect(tree.topLevelRuns.count > 4)
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        _ = analyzer.symbols(of: tree)
        for step in 0..<150 {
            let count = tree.bytes.count
            let position = random.below(count + 1)
            let end = min(count, position + (random.chance(30) ? random.below(12) : 0))
            let edit = TextEdit(range: position..<end, replacement: random.chance(20) ? "" : fragments[random.below(fragments.count)])
            tree = tree.reparse(applying: edit)
            let symbols = analyzer.symbols(of: tree)
            guard symbols == DocumentAnalyzer(path: "/project/a.css").symbols(of: tree) else {
                Issue.record("step \(step): the symbols after \(edit) differ from a fresh analysis's")
                return
            }
            let incremental = analyzer.diagnostics(of: tree, file: 0, symbols: WorkspaceSymbols([symbols]), context: Self.context).all
            guard incremental == fullDiagnostics(tree) else {
                Issue.record("step \(step): the diagnostics after \(edit) differ from a full analysis's")
                return
            }
            if count > 3 * start.utf8.count / 2 { tree = SyntaxTree(start) }
        }
    }

    @Test func syntaxErrorsWhereTwoItemsMeetAreExplainedAsInAFullAnalysis() {
        // '@media' starts where the ruleset ends: it is explained from its own item, which the
        // server checks alone.
        let tree = SyntaxTree(".a { alpha: 1; }@media;\n.c { alpha: 1; }")
        let full = fullDiagnostics(tree)
        #expect(full.map(\.description) == ["16..22 error: InterfaCSS does not support '@media'. InterfaCSS 1.x skips it [unsupported-at-rule]"])
        #expect(incrementalDiagnostics(DocumentAnalyzer(path: "/project/a.css"), tree) == full)

        // A ruleset without a selector right after an '@extend' without one: both lack a
        // selector at the same place; what InterfaCSS then does is said of the ruleset's.
        let extend = SyntaxTree("@extend{ alpha: 1; }\n")
        let extendFull = fullDiagnostics(extend)
        #expect(extendFull.map(\.description) == [
            "0..7 error: @extend belongs inside a ruleset; at the top level InterfaCSS skips it [extend-outside-ruleset]",
            "7..7 error: expected a selector after '@extend' [expected-selector]",
            "7..7 error: expected a selector. InterfaCSS 1.x stops reading the stylesheet here: the app ignores this ruleset and everything after it [expected-selector]",
            "7..7 error: expected ';' after '@extend' [expected-semicolon]",
            "7..21 warning: InterfaCSS 1.x stops reading the stylesheet here (there is no selector before the '{'), so the app ignores everything from here to the end of the file [ignored-content]",
        ])
        #expect(incrementalDiagnostics(DocumentAnalyzer(path: "/project/a.css"), extend) == extendFull)
    }

    @Test func aKeystrokeReChecksOneItem() {
        var tree = SyntaxTree(Self.document)
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        _ = incrementalDiagnostics(analyzer, tree)
        #expect(analyzer.itemsAnalyzed == 8)
        let offset = Array(tree.bytes).firstIndex(of: UInt8(ascii: "7"))!  // in `alpha: 0.7`
        tree = tree.reparse(applying: TextEdit(range: offset..<offset, replacement: "5"))
        _ = incrementalDiagnostics(analyzer, tree)
        #expect(analyzer.itemsAnalyzed == 1)
        // Changing a variable re-checks the two rulesets that use it and the three variable
        // definitions (whose cycle check reads every variable).
        let variable = Array(tree.bytes).firstIndex(of: UInt8(ascii: "6"))!  // in `@inset: 16`
        tree = tree.reparse(applying: TextEdit(range: variable..<(variable + 1), replacement: "8"))
        _ = incrementalDiagnostics(analyzer, tree)
        #expect(analyzer.itemsAnalyzed == 5)
    }

    /// In the re-checked item, a declaration the edit did not change is not checked again: its
    /// check is remembered by its text, the classes its ruleset styles and what its variables
    /// expand to, and moved to where the declaration now is.
    @Test func aKeystrokeReChecksOnlyTheDeclarationsItChanged() {
        var tree = SyntaxTree("""
            @accent: red;
            UIView {
                layout: size(100, 100), left(parent.lft + 10), width(50);
                alpha: 0.5 0.6;
                backgroundColr: red;
                backgroundColor: @accent;
            }
            UILabel { alpha: 0.5 0.6; }
            """)
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        #expect(incrementalDiagnostics(analyzer, tree) == fullDiagnostics(tree))
        #expect(analyzer.declarationsChecked == 5)
        // Typed before the declarations: they move; only the new one is checked.
        let offset = Array(tree.bytes).firstIndex(of: UInt8(ascii: "{"))! + 1
        tree = tree.reparse(applying: TextEdit(range: offset..<offset, replacement: " textColr: 1;"))
        let diagnostics = incrementalDiagnostics(analyzer, tree)
        #expect(analyzer.declarationsChecked == 1)
        #expect(diagnostics == fullDiagnostics(tree))
        #expect(diagnostics.map(\.description) == [
            "23..31 error: UIView has no property 'textColr' InterfaCSS 1.x registers, so it ignores it. If the app registers it, declare it in .stylelsp.json [unknown-property]",
            "76..79 error: 'lft' is not a layout attribute, so InterfaCSS uses the implicit one; did you mean 'left'? [invalid-value]",
            "109..116 error: InterfaCSS 1.x reads '0.5 0.6' as one arithmetic expression, which fails, so it ignores the declaration [invalid-value]",
            "122..136 error: UIView has no property 'backgroundColr': InterfaCSS ignores it; did you mean 'backgroundColor'? [unknown-property]",
            "192..199 error: InterfaCSS 1.x reads '0.5 0.6' as one arithmetic expression, which fails, so it ignores the declaration [invalid-value]",
        ])
        // A new value of the variable: the declaration naming it is checked again.
        tree = tree.reparse(applying: TextEdit(range: 9..<12, replacement: "blu"))
        let substituted = incrementalDiagnostics(analyzer, tree)
        #expect(analyzer.declarationsChecked == 1)
        #expect(substituted == fullDiagnostics(tree))
        #expect(substituted.filter { $0.range.lowerBound > 136 && $0.range.lowerBound < 192 }.map(\.description) == [
            "164..171 error: unknown colour 'blu': InterfaCSS 1.x shows magenta; did you mean 'blue'? (after substituting '@accent': 'blu') [unknown-color]",
        ])
    }

    /// In InterfaCSS 2 a use sees the last definition anywhere: a new value of a later
    /// definition re-checks an earlier use.
    @Test func aLaterDefinitionChangesAnEarlierUseInInterfaCSS2() {
        var configuration = ProjectConfiguration(directory: "/project")
        configuration.interfacss = .two
        let context = AnalysisContext(configuration: configuration)
        func full(_ tree: SyntaxTree) -> [Diagnostic] {
            Workspace.analyze([Workspace.Source(path: "/project/a.css", tree: tree)], context: context)[0].diagnostics
        }
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        func incremental(_ tree: SyntaxTree) -> [Diagnostic] {
            let symbols = WorkspaceSymbols([analyzer.symbols(of: tree)])
            return analyzer.diagnostics(of: tree, file: 0, symbols: symbols, context: context).all
        }
        var tree = SyntaxTree("@v: 0.5;\n.x { alpha: @v; }\n@v: 0.7;\n")
        #expect(incremental(tree) == full(tree))
        let offset = Array(tree.bytes).firstIndex(of: UInt8(ascii: "7"))! - 2
        tree = tree.reparse(applying: TextEdit(range: offset..<(offset + 3), replacement: "red"))
        #expect(incremental(tree) == full(tree))
        #expect(full(tree).map(\.description) == [
            "21..23 error: expected a number, not 'red' (after substituting '@v': 'red') [invalid-value]",
        ])
    }

    func analyze(_ analyzer: DocumentAnalyzer, _ tree: SyntaxTree) -> DocumentDiagnostics {
        let document = analyzer.symbols(of: tree)
        return analyzer.diagnostics(of: tree, file: 0, symbols: WorkspaceSymbols([document]), context: Self.context)
    }

    /// What a client may keep per run: an edit in one item leaves every other item's run as
    /// it was (the same id, the same diagnostics relative to the item), wherever it moved.
    @Test func anEditKeepsTheOtherItemsRuns() {
        var tree = SyntaxTree(Self.document)
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        let before = analyze(analyzer, tree)
        let offset = Array(tree.bytes).firstIndex(of: UInt8(ascii: "7"))!  // in UIButton's `alpha: 0.7`
        tree = tree.reparse(applying: TextEdit(range: offset..<offset, replacement: "55"))
        let after = analyze(analyzer, tree)
        let beforeByID = Dictionary(uniqueKeysWithValues: before.runs.compactMap { run in run.id.map { ($0, run) } })
        let afterByID = Dictionary(uniqueKeysWithValues: after.runs.compactMap { run in run.id.map { ($0, run) } })
        // The edited ruleset's run is new; the others are kept, moved when after the edit.
        #expect(Set(beforeByID.keys).subtracting(afterByID.keys).count == 1)
        #expect(Set(afterByID.keys).subtracting(beforeByID.keys).count == 1)
        for (id, run) in afterByID {
            guard let old = beforeByID[id] else { continue }
            #expect(run.offset == old.offset + (old.offset > offset ? 2 : 0))
            #expect(run.diagnostics.map { $0.range.lowerBound - run.offset } == old.diagnostics.map { $0.range.lowerBound - old.offset })
        }
        #expect(after.all == fullDiagnostics(tree))
        // Document-level diagnostics (the unused variable) are kept too.
        #expect(after.runs.contains { $0.id != nil && beforeByID[$0.id!] != nil && $0.diagnostics.map(\.code) == [.unusedVariable] })
    }

    /// Document-level diagnostics inside an item (the layout's, an unused variable) cut its
    /// run into pieces, in document order, each with an id of its own: after an edit in another
    /// item the pieces are the same runs, whose JSON the server keeps.
    @Test func documentLevelDiagnosticsInsideAnItemCutItsRunIntoKeptPieces() {
        let text = ".a {\n    textColr: red;\n    alpha: 2x;\n    backgroundColor: blu;\n}\n.b { alpha: 0.5; }\n"
        var tree = SyntaxTree(text)
        let bytes = Array(text.utf8)
        func range(of word: String) -> Range<Int> {
            let start = bytes.firstRange(of: Array(word.utf8))!.lowerBound
            return start..<(start + word.utf8.count)
        }
        let layout = [range(of: "alpha"), range(of: "backgroundColor")].map {
            Diagnostic(.viewOutsideParent, range: $0, message: "lies outside its superview")
        }
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        func analyze() -> DocumentDiagnostics {
            analyzer.diagnostics(
                of: tree, file: 0, symbols: WorkspaceSymbols([analyzer.symbols(of: tree)]), context: Self.context, additional: layout)
        }
        let before = analyze()
        #expect(before.runs.map(\.offset) == [0, 0, 0, 0, 0])
        #expect(before.runs.allSatisfy { $0.id != nil })
        #expect(before.runs.flatMap(\.diagnostics) == (fullDiagnostics(tree) + layout).sorted(by: Diagnostic.precedes))

        let edit = bytes.firstRange(of: Array("0.5".utf8))!.upperBound
        tree = tree.reparse(applying: TextEdit(range: edit..<edit, replacement: "5"))
        let after = analyze()
        #expect(after.runs.map(\.id) == before.runs.map(\.id))
        #expect(after.runs.flatMap(\.diagnostics) == (fullDiagnostics(tree) + layout).sorted(by: Diagnostic.precedes))
    }

    /// Document-level diagnostics (the layout's) that an edit before them only moved keep the
    /// id of their run, so their JSON is kept too; one that says something else, or whose item
    /// changed, gets a new one; one that spans items, a run without an id.
    @Test func documentLevelDiagnosticsThatOnlyMovedKeepTheirRun() {
        let text = ".a { alpha: 0.5; }\n.b { alpha: 1; }\n.x { textColr: red; }\n.c { alpha: 1; }\n"
        var tree = SyntaxTree(text)
        let bytes = Array(text.utf8)
        let starts = [".b", ".x", ".c"].map { bytes.firstRange(of: Array($0.utf8))!.lowerBound }
        var layout = [starts[0], starts[2]].map { Diagnostic(.viewOutsideParent, range: $0..<($0 + 2), message: "lies outside its superview") }
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        func analyze() -> DocumentDiagnostics {
            analyzer.diagnostics(
                of: tree, file: 0, symbols: WorkspaceSymbols([analyzer.symbols(of: tree)]), context: Self.context, additional: layout)
        }
        let before = analyze()
        #expect(before.runs.map(\.offset) == starts)
        #expect(before.runs.flatMap(\.diagnostics) == (fullDiagnostics(tree) + layout).sorted(by: Diagnostic.precedes))

        let edit = bytes.firstRange(of: Array("0.5".utf8))!.upperBound
        tree = tree.reparse(applying: TextEdit(range: edit..<edit, replacement: "5"))
        layout = layout.map { $0.moved(by: 1) }
        let moved = analyze()
        #expect(moved.runs.map(\.id) == before.runs.map(\.id))
        #expect(moved.runs.map(\.offset) == starts.map { $0 + 1 })
        #expect(moved.runs.flatMap(\.diagnostics) == (fullDiagnostics(tree) + layout).sorted(by: Diagnostic.precedes))

        layout[0].message = "lies partly outside its superview"
        let changed = analyze()
        #expect(!before.runs.compactMap(\.id).contains(changed.runs[0].id!))
        #expect(changed.runs[1...].map(\.id) == before.runs[1...].map(\.id))
        #expect(changed.runs.flatMap(\.diagnostics) == (fullDiagnostics(tree) + layout).sorted(by: Diagnostic.precedes))

        // A line break typed in `.c`, before its diagnostic and after: the same offsets, another text.
        let c = starts[2] + 1
        tree = tree.reparse(applying: TextEdit(range: (c + 2)..<(c + 3), replacement: "\n"))
        let retyped = analyze()
        #expect(!before.runs.compactMap(\.id).contains(retyped.runs[2].id!))
        #expect(retyped.runs.flatMap(\.diagnostics) == (fullDiagnostics(tree) + layout).sorted(by: Diagnostic.precedes))

        let spanning = Diagnostic(.viewOutsideParent, range: 0..<tree.bytes.count, message: "lies outside its superview")
        layout.append(spanning)
        let withSpanning = analyze()
        #expect(withSpanning.runs.contains { $0.id == nil && $0.diagnostics.contains(spanning) })
        #expect(withSpanning.all == (fullDiagnostics(tree) + layout).sorted(by: Diagnostic.precedes))
    }

    /// A suppression comment typed between two rulesets changes no item, yet applies.
    @Test func aSuppressionCommentTypedBetweenItemsApplies() {
        var tree = SyntaxTree(".a { alpha: 1; }\n\n.x { backgroundColor: blu; }\n")
        let analyzer = DocumentAnalyzer(path: "/project/a.css")
        #expect(analyze(analyzer, tree).all.map(\.code) == [.unknownColor])
        let blankLine = ".a { alpha: 1; }\n".utf8.count
        tree = tree.reparse(applying: TextEdit(range: blankLine..<blankLine, replacement: "/* stylelsp-disable-next-line unknown-color */"))
        #expect(analyze(analyzer, tree).all.isEmpty)
        #expect(fullDiagnostics(tree).isEmpty)
        // At the very end of the text too.
        tree = SyntaxTree(".x { backgroundColor: blu; } // stylelsp-disable-line")
        #expect(analyze(DocumentAnalyzer(path: "/project/a.css"), tree).all.isEmpty)
    }
}

/// The workspace's symbols built from the previous ones after a change to one or two
/// documents are those built afresh.
@Suite struct IncrementalWorkspaceSymbolsTests {
    func text(_ random: inout SeededRandom) -> String {
        var text = ""
        for index in 0..<random.below(12) {
            let name = "v\(random.below(8))"
            let written = random.chance(15) ? "--\(name)" : "@\(name)"
            text += "\(written): \(random.chance(30) ? "@v\(random.below(8))" : "\(index)");\n"
        }
        if random.chance(70) { text += ".x { alpha: @v\(random.below(8)); }\n" }
        return text
    }

    /// A keystroke: a character typed or deleted anywhere (most leave the variables' names as
    /// they were and move those after it), or a document written anew.
    func edited(_ text: String, _ random: inout SeededRandom) -> String {
        var bytes = Array(text.utf8)
        switch random.below(4) {
        case 0: return self.text(&random)
        case 1 where !bytes.isEmpty: bytes.remove(at: random.below(bytes.count))
        default: bytes.insert(Array(" \n7a;".utf8)[random.below(5)], at: random.below(bytes.count + 1))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func matchesAFreshBuild() {
        var random = SeededRandom(state: 42)
        let paths = (0..<5).map { "/project/\($0).css" }
        var texts = paths.map { _ in text(&random) }
        func symbols(_ file: Int) -> DocumentSymbols {
            DocumentSymbols(path: paths[file], outline: StylesheetOutline(SyntaxTree(texts[file])))
        }
        var documents = paths.indices.map(symbols)
        var workspace = WorkspaceSymbols(documents, orderedFiles: [0, 1, 2])
        for _ in 0..<600 {
            for _ in 0..<(1 + random.below(2)) {
                let file = random.below(documents.count)
                texts[file] = edited(texts[file], &random)
                documents[file] = symbols(file)
            }
            let incremental = WorkspaceSymbols(documents, orderedFiles: [0, 1, 2], previous: workspace)
            let fresh = WorkspaceSymbols(documents, orderedFiles: [0, 1, 2])
            #expect(incremental.variableNames == fresh.variableNames)
            #expect(incremental.variableNames.map(incremental.definitions) == fresh.variableNames.map(fresh.definitions))
            #expect(incremental.variablesVersion == fresh.variablesVersion)
            #expect(incremental.chainsVersion == fresh.chainsVersion)
            #expect(incremental.inferredVersion == fresh.inferredVersion)
            for name in (0..<8).map({ "v\($0)" }) {
                #expect(incremental.isReferenced(name) == fresh.isReferenced(name))
                #expect(incremental.variableGraph.isOnCycle(name) == fresh.variableGraph.isOnCycle(name))
                for version in [InterfaCSSVersion.one, .two] {
                    let file = random.below(documents.count), offset = random.below(200)
                    #expect(
                        incremental.definition(of: name, file: file, offset: offset, customProperty: false, version: version)
                            == fresh.definition(of: name, file: file, offset: offset, customProperty: false, version: version))
                }
            }
            workspace = incremental
        }
    }

    /// A view definition's inline styles are analysed after the project's stylesheets: the
    /// symbols with them appended answer as symbols built with them last, whether they define
    /// variables or only use them.
    @Test func appendingADocumentMatchesAFreshBuild() {
        var random = SeededRandom(state: 7)
        let paths = (0..<6).map { "/project/\($0).css" }
        for _ in 0..<200 {
            let documents = paths.map { DocumentSymbols(path: $0, outline: StylesheetOutline(SyntaxTree(text(&random)))) }
            let project = WorkspaceSymbols(Array(documents.dropLast()), orderedFiles: [0, 1])
            _ = project.variableNames  // derived before, as a project's are
            let appended = project.appending(documents.last!)
            let fresh = WorkspaceSymbols(documents, orderedFiles: [0, 1])
            #expect(appended.documents.map(\.path) == paths)
            #expect(appended.variableNames == fresh.variableNames)
            #expect(appended.variableNames.map(appended.definitions) == fresh.variableNames.map(fresh.definitions))
            #expect(appended.chainsVersion == fresh.chainsVersion)
            for name in (0..<8).map({ "v\($0)" }) {
                #expect(appended.isReferenced(name) == fresh.isReferenced(name))
                #expect(appended.variableGraph.isOnCycle(name) == fresh.variableGraph.isOnCycle(name))
                let offset = random.below(200)
                #expect(appended.definition(of: name, file: 5, offset: offset) == fresh.definition(of: name, file: 5, offset: offset))
            }
        }
    }
}

extension Diagnostic {
    fileprivate func moved(by delta: Int) -> Diagnostic {
        var copy = self
        copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        return copy
    }
}
