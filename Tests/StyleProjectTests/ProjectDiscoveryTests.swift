import StyleProject
import StyleSemantics
import Testing

/// Which project governs a file: the rule every consumer of the model follows.
@Suite struct ProjectDiscoveryTests {
    @Test func anEditorsProjectEndsAtItsWorkspaceFolder() {
        let files = MemoryFileSystem(["/top/.stylelsp.json": "{}", "/top/app/Styles/main.css": ""])
        let file = "/top/app/Styles/main.css"
        // Without a workspace folder (the CLI, an editor without one) the configuration above counts…
        #expect(Project.root(of: file, in: files) == Project.Root(folder: "/top", configuration: "/top/.stylelsp.json"))
        // …inside one, nothing above the folder is read: the folder is the root.
        #expect(Project.root(of: file, workspaceFolders: ["/top/app"], in: files) == Project.Root(folder: "/top/app", configuration: nil))
        // Without either, the file's own folder.
        files.set("/top/.stylelsp.json", nil)
        #expect(Project.root(of: file, in: files) == Project.Root(folder: "/top/app/Styles", configuration: nil))
    }

    @Test func findsTheNearestConfiguration() {
        let files = MemoryFileSystem(["/root/App/.stylelsp.json": "{}", "/root/App/Styles/Screens/a.css": ""])
        #expect(ProjectConfiguration.find(from: "/root/App/Styles/Screens", exists: files.exists) == "/root/App/.stylelsp.json")
        #expect(ProjectConfiguration.find(from: "/root/App/Styles/Screens", upTo: "/root/App/Styles", exists: files.exists) == nil)
    }

    /// A folder given names the project's stylesheets in load order: listed ones first, then
    /// the others by path; dependencies' and hidden folders are not searched.
    @Test func aScanFindsTheStylesheetsInLoadOrder() {
        let files = MemoryFileSystem([
            "/p/.stylelsp.json": #"{"stylesheets": ["z/constants.css"], "exclude": ["web/**"]}"#,
            "/p/a.css": "", "/p/z/constants.css": "@x: 1;", "/p/b.icss": "", "/p/web/site.css": "",
            "/p/node_modules/lib/lib.css": "", "/p/.hidden/h.css": "", "/p/notes.txt": "",
            "/p/views/main.xml": "<view id=\"main\"/>", "/p/Info.xml": "<plist/>",
        ])
        let root = Project.root(of: "/p/a.css", in: files)
        let scan = ProjectScan.scan(root, in: files)
        #expect(scan.stylesheets == ["/p/z/constants.css", "/p/a.css", "/p/b.icss"])
        #expect(scan.viewDefinitions.map(\.path) == ["/p/views/main.xml"])
        #expect(scan.stored["/p/z/constants.css"]?.symbols.variables.map(\.name) == ["x"])
    }
}
