import StyleParser
import StyleSemantics
import Testing
import TestSupport

/// The diagnostics of view-definition XML: each problem where it fires (the marker is where
/// the diagnostic starts), and valid files that must stay silent.
@Suite struct ViewDefinitionCheckerTests {
    // MARK: - Inline styles (InterfaCSS 2)

    /// The two mistakes of InterfaCSS 2's sample apps, and a stray `-->` like theirs.
    @Test func inlineStyleMistakesLandInTheAttributeValue() {
        assertViewDiagnostics(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout useSafeAreaInsets="false" useDefaultMargins="true">
              <view class="rootClass">
                <view id="container2" style="justify-content: 1️⃣flex-center">
                  <tableView id="tableView" style="flex-grow: 1; background-color: clear; 2️⃣mu: mu">
                    <cell id="exampleCell" layout="ExampleCell.xml" implementation="ExampleCell"/>
                  </tableView>3️⃣-->
                </view>
              </view>
              <style/>
            </layout>
            """,
            [
                ("1️⃣", .error, .unknownEnumValue, "'flex-center' is not a FlexJustify value"),
                ("2️⃣", .information, .unregisteredProperty, "'mu' is not in the registry of UITableView"),
                ("3️⃣", .information, .strayCommentEnd, "'-->' outside a comment is text"),
            ])
    }

    @Test func aValidInterfaCSS2LayoutIsSilent() {
        assertViewDiagnostics(
            """
            <layout useSafeAreaInsets="false" title="Spots">
              <view class="rootClass" style="flex-direction: column; align-items: center; background-color: goldenrod;">
                <text id="label1" style="margin-top: 42; margin-bottom: 20">Hello &amp; welcome</text>
                <button id="button1" style="padding-vertical: 10" type="system">World</button>
                <imageView id="image" image="photo.jpg" style="flex-grow:1"/>
                <label style="">Empty style</label>
                <textInput id="name" text="Name" alpha="0.5" accessibilityIdentifier="nameField"/>
                <tableView id="list"><tableViewCell id="c" layout="Cell.xml" implementation="Cell"/></tableView>
                <view property="header" addSubview="NO" implementation="HeaderView"/>
              </view>
              <style>#label1 { textColor: red; } #button1 > UILabel { alpha: 1; }</style>
              <style><![CDATA[ #button1 { title-color__highlighted: blue; } ]]></style>
            </layout>
            """, [], layoutFiles: ["Cell.xml", "View.xml"])
    }

    /// A `<style>` element's CSS is checked with this file's elements: `#title` is a label.
    @Test func styleElementsAreStylesheets() {
        assertViewDiagnostics(
            #"<layout><view><text id="title"/></view><style>#title { 1️⃣titleColor: red; } #title &gt; 2️⃣x { alpha: 3️⃣big; }</style><style><![CDATA[ .a { 4️⃣colour: red; } ]]></style></layout>"#,
            [
                ("1️⃣", .error, .propertyNotAvailable, "UILabel has no property 'titleColor'"),
                ("2️⃣", .error, .unknownTypeSelector, nil),
                ("3️⃣", .error, .invalidValue, nil),
                ("4️⃣", .error, .unknownProperty, "unknown property 'colour': InterfaCSS ignores it; did you mean 'color'?"),
            ])
    }

    @Test func entitiesInAStyleMapBackToTheirBytes() {
        assertViewDiagnostics(
            #"<layout><label style="text: &quot;a &amp; b&quot;; 1️⃣mu: 1; alpha: 2️⃣&#x78;"/></layout>"#,
            [
                ("1️⃣", .information, .unregisteredProperty, "'mu' is not in the registry of UILabel"),
                ("2️⃣", .error, .invalidValue, nil),
            ])
    }

    @Test func variablesOfTheProjectsStylesheetsApply() {
        assertViewDiagnostics(
            #"<layout><view style="background-color: @accent; alpha: 1️⃣@missing"/></layout>"#,
            [("1️⃣", .error, .undefinedVariable, nil)],
            stylesheets: ["@accent: #ff0000;"])
    }

    /// InterfaCSS 2 applies an attribute it does not read as `name: "value"`.
    @Test func propertyAttributesAreCheckedAsDeclarations() {
        assertViewDiagnostics(
            #"<layout><label alpha="0.5" 1️⃣titleColor="red" numberOfLines="2️⃣many" 3️⃣clas="a" 4️⃣wobble="1"/></layout>"#,
            [
                ("1️⃣", .error, .propertyNotAvailable, "UILabel has no property 'titleColor'"),
                ("2️⃣", .error, .invalidValue, nil),
                ("3️⃣", .warning, .unknownAttribute, "'clas' is neither an attribute InterfaCSS 2 reads nor a property of UILabel, so it is ignored; did you mean 'class'?"),
                ("4️⃣", .warning, .unknownAttribute, "'wobble' is neither an attribute"),
            ])
    }

    @Test func attributesInterfaCSS2IgnoresOnAnElement() {
        assertViewDiagnostics(
            #"<layout><view><label 1️⃣implementation="MyLabel" 2️⃣type="system"/><view 3️⃣layout="Other.xml"/><button type="4️⃣sytem"/></view></layout>"#,
            [
                ("1️⃣", .warning, .ignoredAttribute, "InterfaCSS 2 always builds a UILabel for '<label>' and ignores 'implementation'"),
                ("2️⃣", .warning, .ignoredAttribute, "'type' is a button's type"),
                ("3️⃣", .warning, .ignoredAttribute, "InterfaCSS 2 reads 'layout' (a layout file) only on cells"),
                ("4️⃣", .error, .unknownEnumValue, "'sytem' is not a button type, so InterfaCSS 2 builds a 'custom' button; expected custom or system; did you mean 'system'?"),
            ])
    }

    @Test func layoutFilesOfCellsMustExist() {
        assertViewDiagnostics(
            #"<layout><tableView><cell layout="Cell.xml"/><tableViewCell layout="1️⃣ExampleCel.xml"/></tableView></layout>"#,
            [("1️⃣", .warning, .unknownLayoutFile, "the project has no layout file 'ExampleCel.xml'; did you mean 'ExampleCell.xml'?")],
            layoutFiles: ["cell.xml", "ExampleCell.xml"])
    }

    @Test func theShapeOfALayoutFile() {
        assertViewDiagnostics(
            #"<layout 1️⃣useSafeArea="true"><view/><2️⃣view/></layout>"#,
            [
                ("1️⃣", .warning, .unknownAttribute, "'<layout>' has no attribute 'useSafeArea'"),
                ("2️⃣", .warning, .viewDefinition, "InterfaCSS 2 builds only the first view inside '<layout>'"),
            ])
        assertViewDiagnostics(
            #"<1️⃣layout><style>#a { alpha: 1; }</style></layout>"#,
            [("1️⃣", .error, .viewDefinition, "'<layout>' holds no view")])
        assertViewDiagnostics(
            #"<layout><view><2️⃣layout/></view></layout>"#,
            [
                ("2️⃣", .error, .viewDefinition, "'<layout>' must be the root element"),
            ])
    }

    // MARK: - Elements

    @Test func unknownElements() {
        assertViewDiagnostics(
            #"<layout><view><1️⃣lable/><2️⃣ProfileHeader/><view implementation="Custom"/><tableView><cell/></tableView><3️⃣cell/><UISlider/><uiswitch/><4️⃣activityIndicator/></view></layout>"#,
            [
                ("1️⃣", .warning, .unknownElement, "'<lable>' is not a view element InterfaCSS 2 knows, so it builds a plain UIView; did you mean 'label'?"),
                ("2️⃣", .information, .customElement, "'<ProfileHeader>' is not a class StyleLSP knows"),
                ("3️⃣", .warning, .unknownElement, "InterfaCSS 2 makes '<cell>' a table or collection view cell only inside"),
                ("4️⃣", .warning, .unknownElement, "'<activityIndicator>' is InterfaCSS 1.x's tag for UIActivityIndicatorView; InterfaCSS 2 builds a plain UIView for it: write '<UIActivityIndicatorView>'"),
            ])
    }

    /// The app's own classes, declared in the configuration, are element types and carry
    /// their properties.
    @Test func declaredClassesAreElements() {
        let configuration = configuration(#"{"classes": {"ProfileHeader": {"superclass": "UIView", "properties": {"avatarSize": "size"}}}}"#)
        assertViewDiagnostics(
            #"<layout><ProfileHeader style="avatarSize: 40, 40; 1️⃣textColor: red"/></layout>"#,
            [("1️⃣", .error, .propertyNotAvailable, "ProfileHeader has no property 'textColor'")],
            configuration: configuration)
    }

    @Test func duplicateIDs() {
        assertViewDiagnostics(
            #"<layout><view id="a"><label id="b"/><label id="1️⃣a"/></view></layout>"#,
            [("1️⃣", .warning, .duplicateElementID, "another element of this view definition has the id 'a'")])
    }

    // MARK: - InterfaCSS 1.x

    @Test func aValidInterfaCSS1ViewDefinitionIsSilentButForDelegateAttributes() {
        assertViewDiagnostics(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- A comment -->
            <view id="root" class="screen">
                <label id="title" class="headline" layout="top(guide.top + 8), left(16), right(parent.right - 16)"/>
                <button id="go" property="goButton" class="primary rounded" layout="size(120, 44), centerX(parent), top(title + 12)"/>
                <tableView id="list" layout="top(go + 12), left(0), right(parent.right), bottom(parent.bottom)">
                    <tableViewCell prototype="row" prototypeScope="parent" class="rowCell" impl="RowCell">
                        <label class="rowTitle"/>
                    </tableViewCell>
                </tableView>
                <UICollectionView layoutClass="MyLayout" accessibilityIdentifier="grid" 1️⃣customAttr1="customValue1"/>
                <view property="backgroundView" add="NO"/>
            </view>
            """,
            [("1️⃣", .information, .unknownAttribute, "InterfaCSS 1.x does not read 'customAttr1'; it only passes it to a view-hierarchy parser delegate")])
    }

    @Test func interfaCSS1Attributes() {
        assertViewDiagnostics(
            #"<view><label 1️⃣clas="a" 2️⃣style="alpha: 0.5"/></view>"#,
            [
                ("1️⃣", .warning, .unknownAttribute, "InterfaCSS 1.x does not read 'clas', so it is ignored; did you mean 'class'?"),
                ("2️⃣", .information, .unknownAttribute, "InterfaCSS 1.x has no inline styles"),
            ])
    }

    @Test func interfaCSS1LayoutsAndTheirReferences() {
        assertViewDiagnostics(
            #"<view><label id="title" layout="size(100, 1️⃣40 40), left(16)"/><button layout="top(2️⃣titel.bottom + 8), left(parent)"/></view>"#,
            [
                ("1️⃣", .error, .invalidValue, nil),
                ("2️⃣", .error, .unknownLayoutReference, "no element of this view definition has the id 'titel'; did you mean 'title'?"),
            ])
    }

    /// 1.x builds a plain UIView for tags of the 2.x vocabulary.
    @Test func interfaCSS1Tags() {
        assertViewDiagnostics(
            #"<view><1️⃣text/><activityIndicator/><UISegmentedControl/><2️⃣segmentedControl/></view>"#,
            [
                ("1️⃣", .warning, .unknownElement, "'<text>' is InterfaCSS 2's tag for UILabel; InterfaCSS 1.x builds a plain UIView for it: write '<UILabel>'"),
                ("2️⃣", .warning, .unknownElement, "'<segmentedControl>' is InterfaCSS 2's tag for UISegmentedControl; InterfaCSS 1.x builds a plain UIView for it: write '<UISegmentedControl>'"),
            ])
    }

    // MARK: - Other files

    @Test func filesThatAreNotViewDefinitions() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
            """
        assertViewDiagnostics("1️⃣" + plist, [("1️⃣", .information, .notViewDefinition, "not a view definition (a property list), so it is not checked")])
        let definition = ViewDefinition.parse(Array(plist.utf8), path: "/project/Info.plist")
        #expect(definition.kind == .other(reason: "a property list") && definition.elements.isEmpty)
        assertViewDiagnostics(
            #"1️⃣<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="iN0"/></objects></document>"#,
            [("1️⃣", .information, .notViewDefinition, "not a view definition (an Interface Builder document (xib or storyboard))")])
        assertViewDiagnostics("1️⃣", [("1️⃣", .information, .notViewDefinition, "not a view definition (the file is empty)")])
        assertViewDiagnostics(
            #"1️⃣<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"><Button/></LinearLayout>"#,
            [("1️⃣", .information, .notViewDefinition, "not a view definition (XML whose root element '<LinearLayout>' is not a view)")])
        // The app's own root view, holding views.
        assertViewDiagnostics(#"<1️⃣ProfileScreen><label/></ProfileScreen>"#, [("1️⃣", .information, .customElement, nil)])
    }

    @Test func malformedXMLIsReportedWithTheRest() {
        assertViewDiagnostics(
            "<layout><view>\n  <1️⃣label class=\"a\">\n</view></layout>",
            [("1️⃣", .error, .malformedXML, "'<label>' is not closed before '</view>'")])
    }

    @Test func configuredSeverities() {
        assertViewDiagnostics(
            #"<layout><view 1️⃣wobble="1" style="2️⃣alpah: 1"/></layout>"#,
            [("1️⃣", .error, .unknownAttribute, nil)],
            configuration: configuration(#"{"rules": {"unknown-attribute": "error", "unknown-property": "off"}}"#))
    }
}
