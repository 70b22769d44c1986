import StyleParser
import StyleProject
import StyleSemantics
import Testing

/// The project model: which files it holds, open or as read, and when its analysis context
/// is new.
@Suite struct ProjectModelTests {
    /// An open stylesheet's text comes from the editor: its copy on disk is not read (a large
    /// file parsed twice doubled the server's memory), until it is closed.
    @Test func theScanLeavesOpenStylesheetsOut() {
        let files = MemoryFileSystem(["/p/a.css": "@a: 1;\n", "/p/b.css": "@b: 1;\n"])
        let model = ProjectModel(fileSystem: files)
        let project = model.project(for: "/p/a.css")
        model.index(project)
        #expect(project.stylesheets == ["/p/a.css", "/p/b.css"])
        #expect(project.stylesheets.map { project.stored[$0]?.symbols.variables.map(\.name) } == [["a"], ["b"]])

        model.open(path: "/p/a.css", languageId: "interfacss", version: 1, text: "@a: 2;\n")
        #expect(project.stored["/p/a.css"] == nil)
        model.index(project)
        #expect(project.stylesheets == ["/p/a.css", "/p/b.css"])
        #expect(project.stored["/p/a.css"] == nil)
        // Closed, the file is what the disk says again.
        files.set("/p/a.css", "@a: 3;\n")
        model.close(path: "/p/a.css")
        #expect(project.stored["/p/a.css"]?.symbols.variables.map(\.valueText) == ["3"])
    }

    /// A context made again from what is already known (the scan after a document is opened
    /// finds the configuration read for it) keeps its version: every result computed in it
    /// stays, where the opened document was checked twice. A changed configuration, editor
    /// rule or view definition makes a new one.
    @Test func aContextMadeFromTheSameKeepsItsVersion() {
        let configuration = "/p/" + ProjectConfiguration.fileName
        let files = MemoryFileSystem([configuration: #"{"rules": {"unknown-property": "error"}}"#, "/p/main.css": "UILabel { textColor: red; }\n"])
        let model = ProjectModel(fileSystem: files)
        model.setFolders(["/p"])
        let project = model.project(for: "/p/main.css")
        let opened = project.context.version
        model.index(project)
        #expect(project.context.version == opened)
        #expect(project.stylesheets.count == 1)
        model.reloadConfigurations()
        #expect(project.context.version == opened)

        files.set(configuration, #"{"rules": {"unknown-property": "off"}}"#)
        model.reloadConfigurations()
        let reconfigured = project.context.version
        #expect(reconfigured != opened)
        #expect(project.context.configuration.severity(of: DiagnosticCode(rawValue: "unknown-property"), default: .warning) == nil)

        model.setRuleOverrides(["unused-variable": "off"])
        #expect(project.context.version != reconfigured)
        let withRules = project.context.version

        let views = ViewDefinition.parse(Array(#"<UIView id="main"><UILabel class="title"/></UIView>"#.utf8), path: "/p/Main.xml", registry: project.context.registry)
        #expect(model.replaceViewDefinition(views, in: project))
        #expect(project.context.version != withRules)
        #expect(!model.replaceViewDefinition(views, in: project))
    }

    /// Files that change on disk reach the project: a new stylesheet joins it in load order,
    /// a deleted one leaves it, a view definition's elements make a new context.
    @Test func filesChangedOnDisk() {
        let files = MemoryFileSystem(["/p/b.css": "@b: 1;\n"])
        let model = ProjectModel(fileSystem: files)
        let project = model.project(for: "/p/b.css")
        model.index(project)
        files.set("/p/a.css", "@a: 1;\n")
        guard case .file(let changed, contextChanged: false) = model.fileChanged("/p/a.css") else {
            Issue.record("a new stylesheet is a change of its project")
            return
        }
        #expect(changed === project)
        #expect(project.stylesheets == ["/p/a.css", "/p/b.css"])
        files.set("/p/b.css", nil)
        _ = model.fileChanged("/p/b.css")
        #expect(project.stylesheets == ["/p/a.css"])
        #expect(project.stored["/p/b.css"] == nil)

        files.set("/p/v.xml", #"<view id="main"/>"#)
        guard case .file(_, contextChanged: true) = model.fileChanged("/p/v.xml") else {
            Issue.record("a new view definition makes a new context")
            return
        }
        #expect(project.viewDefinitions.map(\.path) == ["/p/v.xml"])
        guard case .configuration = model.fileChanged("/p/" + ProjectConfiguration.fileName) else {
            Issue.record("a configuration file changes every project")
            return
        }
    }

    /// A change on disk joins the project only what a scan would have found: an XML file the
    /// configured `viewDefinitions` leave out, or web CSS its `include` leaves out, is not kept.
    @Test func filesChangedOnDiskOutsideTheConfiguration() {
        let files = MemoryFileSystem([
            "/p/.stylelsp.json": #"{"include": ["styles/**"], "viewDefinitions": ["views/*.xml"]}"#,
            "/p/styles/a.css": "@a: 1;\n",
        ])
        let model = ProjectModel(fileSystem: files)
        let project = model.project(for: "/p/styles/a.css")
        model.index(project)
        files.set("/p/web/site.css", "body { color: red; }\n")
        guard case .none = model.fileChanged("/p/web/site.css") else {
            Issue.record("web CSS the project leaves out is not a change of it")
            return
        }
        #expect(project.stored["/p/web/site.css"] == nil)
        files.set("/p/other/v.xml", #"<view id="main"/>"#)
        guard case .none = model.fileChanged("/p/other/v.xml") else {
            Issue.record("an XML file the configuration leaves out is not a view definition")
            return
        }
        #expect(project.viewDefinitions.isEmpty)
        files.set("/p/views/v.xml", #"<view id="main"/>"#)
        guard case .file(_, contextChanged: true) = model.fileChanged("/p/views/v.xml") else {
            Issue.record("a configured view definition joins the project")
            return
        }
        #expect(project.viewDefinitions.map(\.path) == ["/p/views/v.xml"])
    }
}

/// What a project's view definitions use counts as used: a variable only a 2.x `style`
/// attribute or a 1.x `layout` attribute names is not reported unused.
@Suite struct ProjectVariableUseTests {
    func unusedVariables(_ files: [String: String], open path: String) -> [String] {
        let model = ProjectModel(fileSystem: MemoryFileSystem(files))
        model.index(model.project(for: path))
        let document = model.open(path: path, languageId: "interfacss", version: 1, text: files[path]!)
        return model.snapshot(of: document).diagnostics.all.filter { $0.code == .unusedVariable }.map(\.message)
    }

    @Test func variablesUsedInViewDefinitionsAreUsed() {
        #expect(unusedVariables([
            "/p/constants.css": "@gap: 8;\n@margin: 16;\n@unused: 1;\n",
            "/p/screen.xml": #"<layout><view style="margin: @gap;"><label layout="left(@margin)"/></view></layout>"#,
        ], open: "/p/constants.css") == [
            "'@unused' is never used in a stylesheet or a view definition (unless the app reads it with valueOfStyleSheetVariableWithName:)",
        ])
        // Without the view definition, both are unused.
        #expect(unusedVariables(["/p/constants.css": "@gap: 8;\n@margin: 16;\n"], open: "/p/constants.css").count == 2)
    }
}
