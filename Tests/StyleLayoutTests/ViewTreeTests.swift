import Foundation
import StyleLayout
import Testing

/// The view tree from view definitions (both formats) and from nesting, styled by selector
/// matching.
@Suite struct ViewTreeTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <view id="root" class="screen">
            <label id="title" class="headline" layout="top(guide.top + 8), left(16), right(parent.right - 16)"/>
            <button id="go" class="primary rounded" layout="size(120, 44), centerX(parent), top(title + 12)"/>
            <view class="list">
                <label class="row"/>
                <label class="row"/>
                <label class="row special"/>
            </view>
            <view id="template" prototype="cell"><label class="inTemplate"/></view>
            <view id="hidden" addSubview="NO"/>
        </view>
        """

    @Test func elementsMatchedByTypeClassIdAndCombinators() {
        let css = """
            .headline { text: "Hello"; }
            UIView > .list { frame: rect(0, 200, 375, 300); }
            .list UILabel { frame: size(auto, 40).left(0).top(0); }
            .list > .row:nthChild(0n+2) { frame: rect(0, 50, 100, 40); }
            .row + .special { frame: rect(0, 100, 100, 40); }
            #go.primary { title: "Go"; }
            """
        let result = frames(css, xml: Self.xml)
        #expect(result["root"] == "0,0 375×667")
        // guide.top (20) + 8; both edges given, so its text's height: 21.
        #expect(result["title"] == "16,28 343×21")
        #expect(result["go"] == "127.5,61 120×44")
        #expect(result["list"] == "0,200 375×300")
        let rows = preview(css, xml: Self.xml).views[0].children[2].children.map(\.frame.description)
        #expect(rows == ["0,0 375×40", "0,50 100×40", "0,100 100×40"])
        // Prototypes and views not added are not in the hierarchy.
        #expect(result["template"] == nil)
        #expect(result["hidden"] == nil)
    }

    /// A root element marked as a prototype is still the view the file defines.
    @Test func aPrototypeAtTheRootIsTheRoot() {
        let xml = #"<view id="root" prototype="cell"><view id="a"/><view id="b" prototype="inner"/></view>"#
        #expect(frames("#a { frame: rect(1, 2, 3, 4); }", xml: xml) == ["root": "0,0 375×667", "a": "1,2 3×4"])
    }

    @Test func moreSpecificRulesWinThenLaterOnes() {
        let css = """
            #title { frame: rect(1, 1, 1, 1); }
            UILabel { frame: rect(2, 2, 2, 2); }
            .headline { frame: rect(3, 3, 3, 3); }
            .headline { frame: rect(4, 4, 4, 4); }
            """
        let xml = "<view><label id=\"title\" class=\"headline\"/><label class=\"headline\"/><label/></view>"
        let views = preview(css, xml: xml).views[0].children
        #expect(views.map(\.frame.description) == ["1,1 1×1", "4,4 4×4", "2,2 2×2"])
    }

    @Test func orientationPseudoClassesFollowThePreview() {
        let css = """
            #box { frame: rect(0, 0, 100, 100); }
            #box:landscape { frame: rect(0, 0, 200, 50); }
            """
        #expect(frames(css)["box"] == "0,0 100×100")
        #expect(frames(css, landscape: true)["box"] == "0,0 200×50")
        let preview = StyleLayoutTests.preview(css, landscape: true)
        #expect(preview.orientation == "landscape")
        #expect(preview.screen.width == 667)
    }

    @Test func structuralPseudoClasses() {
        let xml = "<view><label class=\"a\"/><button/><label class=\"b\"/><label class=\"c\"/></view>"
        let css = """
            UILabel:firstOfType { frame: rect(1, 0, 1, 1); }
            UILabel:lastChild { frame: rect(2, 0, 1, 1); }
            UIButton:onlyOfType { frame: rect(3, 0, 1, 1); }
            UILabel:nthOfType(0n+2) { frame: rect(4, 0, 1, 1); }
            UIView:root { frame: rect(0, 0, 300, 300); }
            UILabel:not(.a, .c) { alpha: 0.5; }
            """
        let views = preview(css, xml: xml).views[0]
        #expect(views.frame.description == "0,0 300×300")
        #expect(views.children.map { $0.frame.x } == [1, 3, 4, 2])
    }

    @Test func placesCountedFromTheEndAndGeneralSiblings() {
        let xml = "<view><label class=\"a\"/><button/><label class=\"b\"/><label class=\"c\"/></view>"
        let css = """
            UILabel { frame: rect(9, 0, 1, 1); }
            UILabel:lastOfType { frame: rect(1, 0, 1, 1); }
            UILabel:nthLastOfType(0n+2) { frame: rect(2, 0, 1, 1); }
            UIButton:nthLastChild(0n+3) { frame: rect(3, 0, 1, 1); }
            .a ~ .b { frame: rect(6, 0, 1, 1); }
            .c ~ .a { frame: rect(7, 0, 1, 1); }
            """
        // `.a ~ .b` is more specific than `UILabel:nthLastOfType`; `.a` comes before `.c`.
        #expect(preview(css, xml: xml).views[0].children.map { $0.frame.x } == [9, 3, 6, 1])
    }

    @Test func interfaCSS2LayoutFilesAreFlexboxTrees() {
        let xml = """
            <layout>
              <view id="main" style="flex-direction: row; padding: 10;">
                <text id="name" style="flex-grow: 1;">Name</text>
                <button id="ok" style="flex-width: 60;">OK</button>
              </view>
            </layout>
            """
        let result = frames("", xml: xml)
        #expect(result["main"] == "0,0 375×667")
        #expect(result["name"] == "10,10 295×647")
        #expect(result["ok"] == "305,10 60×647")
    }

    @Test func nestingWithoutViewDefinitions() {
        let css = """
            .styleOnly { textColor: red; }
            #card {
                frame: rect(10, 10, 100, 100);
                .inner { frame: parent(5, 5); }
                UILabel { font: system 12; }
            }
            """
        let views = preview(css).views
        #expect(views.map(\.name) == ["card"])
        #expect(views[0].children.map(\.name) == ["inner"])
        #expect(views[0].children[0].type == "UIView")
        #expect(views[0].children[0].frame.description == "5,5 90×90")
    }

    @Test func theInterfaCSSTestViewDefinitionRenders() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus/interfacss")
        let xml = try String(contentsOf: corpus.appendingPathComponent("viewDefinitionTest.xml"), encoding: .utf8)
        let css = try String(contentsOf: corpus.appendingPathComponent("interfaCSSTests.css"), encoding: .utf8)
        let result = preview(css, xml: xml, columns: 60)
        #expect(result.views.count == 1)
        #expect(result.views[0].name == "rootClass")
        #expect(result.views[0].children.map(\.type) == ["UILabel", "UIButton", "UICollectionView", "UICollectionView", "UITableView"])
        #expect(result.text.contains("rootClass"))
        #expect(result.json.contains("\"orientation\":\"portrait\""))
    }

    @Test func rulesMatchThroughAncestorsAtAnyDepth() {
        // Chains are looked up by what the view and its ancestors have; past 256 keys among
        // the ancestors (90 levels of three classes) every chain ending in the view's keys is
        // tried: both ways alike.
        let css = """
            .c0 .leaf { frame: rect(1, 1, 1, 1); }
            UIView > .leaf { alpha: 0.5; }
            #top .c2 > .leaf:firstChild { frame: rect(2, 2, 2, 2); }
            .nowhere .leaf { frame: rect(3, 3, 3, 3); }
            """
        for depth in [3, 90] {
            var xml = "<view id=\"top\">"
            for level in 0..<depth { xml += "<view class=\"c\(level == depth - 1 ? 2 : level) d\(level) e\(level)\">" }
            xml += "<label class=\"leaf\"/><label class=\"leaf\"/>" + String(repeating: "</view>", count: depth) + "</view>"
            var view = preview(css, xml: xml).views[0]
            while let child = view.children.first, child.children.first != nil { view = child }
            #expect(view.children.map(\.frame.description) == ["2,2 2×2", "1,1 1×1"], "depth \(depth)")
        }
    }

    @Test func whatAViewsPlaceAddsIsRankedWithWhatItsContextHas() {
        // Both labels are alike but for their place: the second is styled as the first was
        // before its place added anything.
        let xml = "<view><label class=\"a\"/><label class=\"a\"/></view>"
        let css = """
            .a { frame: rect(2, 2, 2, 2); }
            UILabel:firstChild { frame: rect(1, 1, 1, 1); }
            """
        #expect(preview(css, xml: xml).views[0].children.map(\.frame.description) == ["1,1 1×1", "2,2 2×2"])
        // A ruleset matched both ways ranks by its most specific chain: `.a:firstChild`
        // (two classes) beats `UILabel.a`, `.a` does not.
        let both = """
            .a, .a:firstChild { frame: rect(5, 5, 5, 5); }
            UILabel.a { frame: rect(6, 6, 6, 6); }
            """
        #expect(preview(both, xml: xml).views[0].children.map(\.frame.description) == ["5,5 5×5", "6,6 6×6"])
        // The same with a ruleset matched by a one-class chain (cascaded once per class) and a
        // two-class one.
        let twoClasses = "<view><label class=\"a b\"/><label class=\"a\"/></view>"
        let classes = """
            .a, .a.b { frame: rect(5, 5, 5, 5); }
            UILabel.a { frame: rect(6, 6, 6, 6); }
            .b { alpha: 0.5; }
            """
        #expect(preview(classes, xml: twoClasses).views[0].children.map(\.frame.description) == ["5,5 5×5", "6,6 6×6"])
    }

    @Test func deeplyRepeatedDescendantChainsTakeLinearTime() {
        // `.none .a .a … .a` (20 `.a`) against 40 nested `.a` views: trying each way to place
        // the parts before finding no `.none` takes C(39, 20) steps; each part is tried once
        // per view instead.
        let css = ".none " + String(repeating: ".a ", count: 20) + "{ frame: rect(1, 1, 1, 1); }\n.a { frame: rect(0, 0, 9, 9); }"
        let xml = "<view>" + String(repeating: "<view class=\"a\">", count: 40) + String(repeating: "</view>", count: 41)
        var view = preview(css, xml: xml).views[0]
        var frames: Set<String> = []
        while let child = view.children.first {
            view = child
            frames.insert(view.frame.description)
        }
        #expect(frames == ["0,0 9×9"])
    }

    @Test func viewsNestedDeeperThanTheLimitAreLeftOutAndSaidSo() {
        // 103 nested views: the root is at depth 0, so the last two are past 100.
        let xml = String(repeating: "<view class=\"box\">", count: 102) + "<label id=\"deepest\"/>" + String(repeating: "</view>", count: 102)
        let result = preview(".box { frame: parent(0, 0); }", xml: xml)
        var view = result.views[0], depth = 0
        while let child = view.children.first {
            view = child
            depth += 1
        }
        #expect(depth == 100)
        #expect(result.diagnostics.map(\.description) == [
            "0..0 information: the preview draws views at most 100 deep: 'box' and 1 more view nested as deep or deeper are not drawn [preview-limit]",
        ])
        #expect(result.remarks == [
            "The preview is incomplete: the preview draws views at most 100 deep: 'box' and 1 more view nested as deep or deeper are not drawn.",
        ])
    }
}
