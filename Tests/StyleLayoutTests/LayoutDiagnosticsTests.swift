import StyleLayout
import StyleSemantics
import Testing

/// The layout's diagnostics, each where it fires and silent on a valid twin.
@Suite struct LayoutDiagnosticsTests {
    func codes(_ css: String) -> [String] { preview(css).diagnostics.map(\.code.rawValue) }

    @Test func zeroSizeView() {
        let diagnostics = preview("#a { frame: rect(0, 0, 0, 10); }\n#b { layout: left(10), right(parent.left + 5), top(0), height(10); }").diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["zero-size-view", "zero-size-view"])
        #expect(diagnostics[0].message.hasPrefix("'a' ends up 0,0 0×10: it has no width, so nothing of it shows"))
        // Views inferred from the nesting (no view definition) are information.
        #expect(diagnostics[0].severity == .information)
        #expect(diagnostics[0].range == 5..<30)  // the declaration that placed it
        #expect(codes("#a { frame: rect(0, 0, 1, 10); }").isEmpty)
        // A view nothing places is not reported: it is styled, not laid out here.
        #expect(codes("#a { alpha: 0.5; }").isEmpty)
    }

    @Test func viewOutsideParent() {
        #expect(codes("#a { frame: rect(400, 0, 10, 10); }") == ["view-outside-parent"])
        #expect(codes("#a { frame: rect(0, -20, 10, 10); }") == ["view-outside-parent"])
        // Reaching out is drawn clipped, not reported.
        #expect(codes("#a { frame: rect(370, 0, 10, 10); }").isEmpty)
    }

    @Test func withAViewDefinitionTheDefaultSeveritiesApply() {
        let diagnostics = preview("#a { layout: size(1, 1), left(ghost), top(0); }\n#b { frame: rect(0, 0, 0, 5); }", xml: "<view><view id=\"a\"/><view id=\"b\"/></view>").diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["unknown-layout-reference", "zero-size-view"])
        #expect(diagnostics.map(\.severity) == [.error, .warning])
        #expect(!diagnostics[0].message.contains("inferred"))
    }

    @Test func unknownReferenceAndCycleAreOnTheLayoutDeclaration() {
        let diagnostics = preview("#a {\n  layout: size(1, 1), left(ghost), top(0);\n}").diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["unknown-layout-reference"])
        #expect(diagnostics[0].range == 7..<47)
        #expect(codes("#a { layout: size(1, 1), left(b), top(0); }\n#b { frame: rect(0, 0, 5, 5); }").isEmpty)
    }
}
