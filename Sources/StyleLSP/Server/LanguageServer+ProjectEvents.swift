import Foundation
import StyleProject

/// `style/projectChanged`: the client is told when what a project's stylesheets are styled and
/// laid out with changes underneath them (the project indexed, a view definition or another
/// stylesheet changed on disk or in the editor), so it can draw their previews again.
extension LanguageServer {
    /// Tells the client that the previews of `project`'s open stylesheets may have changed,
    /// `edited`'s excepted: its own edit did it, and its client knows. Sent once typing in
    /// `edited` pauses (the layout's delay), not on every keystroke; at once without it.
    func projectChanged(_ project: Project, by edited: OpenDocument? = nil) {
        guard client.projectChanged else { return }
        guard let edited else { return sendProjectChanged(project, except: nil) }
        // An edited view definition is told of once the project has taken it in (`viewDefinitionEdited`).
        guard !edited.isViewDefinition else { return }
        let version = edited.version
        after(LanguageServer.layoutDelay) { [weak self, weak edited, weak project] in
            guard let self, let edited, let project, edited.version == version else { return }
            self.sendProjectChanged(project, except: edited)
        }
    }

    private func sendProjectChanged(_ project: Project, except edited: OpenDocument?) {
        let affected = documents.values.filter { $0 !== edited && !$0.isViewDefinition && model.project(for: $0.path) === project }
        guard !affected.isEmpty else { return }
        // The folder's URI as workspace folders are given, without a final slash.
        var root = DocumentURI.uri(project.folder)
        if root.hasSuffix("/") && root.count > "file:///".count { root.removeLast() }
        let params = ProjectChangedParams(root: root, documents: affected.map(\.uri).sorted())
        notify(ProjectChangedNotification.name, params)
    }
}
