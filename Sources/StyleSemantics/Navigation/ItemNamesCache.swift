import StyleParser

/// The names of a stylesheet's versions (`StylesheetNames`), read a top-level item at a time:
/// an edit shares every unchanged item's green node with the last version, so only the items
/// it made are read again (a 1 MB stylesheet has thousands). Kept apart from the analysis that
/// drives re-checking: navigation reads it when asked, a keystroke never does.
public final class ItemNamesCache {
    /// Each item of the last tree read, by its green node (held, so that its identity is not
    /// reused), with its names relative to its start.
    private var items: [ObjectIdentifier: (green: GreenNode, names: StylesheetNames)] = [:]

    public init() {}

    public func names(of tree: SyntaxTree) -> StylesheetNames {
        var result = StylesheetNames()
        var kept: [ObjectIdentifier: (green: GreenNode, names: StylesheetNames)] = [:]
        tree.forEachTopLevelElement { element, offset in
            guard case .node(let green) = element else { return }
            let key = ObjectIdentifier(green)
            let names = items[key]?.names ?? StylesheetNames(StylesheetOutline(items: [tree.topLevelNode(green, at: offset)])).relative(to: offset)
            kept[key] = (green, names)
            result.append(names, at: offset)
        }
        items = kept
        return result
    }
}
