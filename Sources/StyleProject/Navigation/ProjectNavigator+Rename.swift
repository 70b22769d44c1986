import Foundation
import StyleParser
import StyleSemantics

extension ProjectNavigator {
    /// What a rename of the target replaces where the cursor is, and the name shown to edit:
    /// variables, style classes and element ids, the name without its sigil. Anything else is
    /// refused, saying what it is.
    public func renameRange(of target: Target?, at offset: Int, in tree: SyntaxTree?) -> Result<(range: Range<Int>, placeholder: String), Refusal> {
        guard case .name(let occurrence, let file)? = target else {
            if case .element(let element, let file)? = target, let definition = files[file].viewDefinition {
                return .failure(Refusal("'\(definition.elements[element].tag)' names a UIKit class (\(definition.elements[element].className)), not a name of this project: it cannot be renamed"))
            }
            return .failure(Refusal(ProjectNavigator.whatIsAt(offset, in: tree)))
        }
        guard files[file].isInProject else {
            return .failure(Refusal("\(files[file].path) is not one of the project's InterfaCSS stylesheets: nothing in it is renamed"))
        }
        if occurrence.kind == .nestedElement {
            return .failure(Refusal("'\(occurrence.name)' is a property of the UIKit class (a nested element), not a name of this project: it cannot be renamed"))
        }
        return .success((occurrence.range, occurrence.name))
    }

    /// What is at `offset` when it is nothing a rename can change, for the refusal.
    static func whatIsAt(_ offset: Int, in tree: SyntaxTree?) -> String {
        let fallback = "nothing to rename here: place the cursor on a variable, a style class or an element id"
        guard let tree, let token = tree.root.token(at: offset) ?? (offset > 0 ? tree.root.token(at: offset - 1) : nil),
            !token.kind.isTrivia
        else { return fallback }
        let kinds = [token.parent] + token.parent.ancestors
        let word = token.text
        if kinds.contains(where: { $0.kind == .typeSelector }) {
            return "'\(word)' is a UIKit class (a type selector), not a name of this project: it cannot be renamed"
        }
        if kinds.contains(where: { $0.kind == .pseudoClass }) {
            return "':\(word)' is a pseudo-class of InterfaCSS: it cannot be renamed"
        }
        if kinds.contains(where: { $0.kind == .propertyParameters }) {
            return "'\(word)' is a parameter of the property (a control state or the like): it cannot be renamed"
        }
        if kinds.contains(where: { $0.kind == .propertyName }) {
            return "'\(word)' is a property of the UIKit class: it cannot be renamed"
        }
        if kinds.contains(where: { $0.kind == .value }), token.kind == .identifier {
            return "'\(word)' is a value (an enum value, a colour or a keyword): it cannot be renamed"
        }
        return fallback
    }

    /// The edits that rename the target to `newName` (a sigil typed before it is dropped) in
    /// every file of the project, open or not, by file path; each replaces one occurrence's
    /// name and nothing else. Refused: an invalid name for its kind, a name that would merge
    /// two variables, classes or ids, a name a layout could not refer to.
    public func rename(_ target: Target?, at offset: Int, in tree: SyntaxTree?, to newName: String) -> Result<[String: [TextEdit]], Refusal> {
        switch renameRange(of: target, at: offset, in: tree) {
        case .failure(let refusal): return .failure(refusal)
        case .success: break
        }
        guard case .name(let occurrence, _)? = target else { return .success([:]) }
        let name = ProjectNavigator.droppingSigil(newName.trimmingCharacters(in: .whitespaces), of: occurrence.kind)
        if let problem = ProjectNavigator.problem(with: name, for: occurrence.kind) { return .failure(Refusal(problem)) }
        let found = occurrences(of: occurrence.key)
        if name == occurrence.name && found.allSatisfy({ $0.occurrence.name == name }) { return .success([:]) }
        let renamed = Occurrence.Key(kind: occurrence.kind, name: name)
        if renamed != occurrence.key, let clash = occurrences(of: renamed).first {
            let file = URL(fileURLWithPath: files[clash.file].path).lastPathComponent
            let what: String
            switch occurrence.kind {
            case .variable: what = "a variable '\(name)' already exists (in \(file)); renaming would make the two one"
            case .styleClass: what = "the style class '.\(name)' is already used in this project (in \(file)); renaming would merge the two"
            case .elementID: what = "the element id '#\(name)' is already used in this project (in \(file)); ids must stay unique"
            case .nestedElement: what = ""
            }
            return .failure(Refusal(what))
        }
        if occurrence.kind == .elementID, name.contains("-"), found.contains(where: { $0.occurrence.place == .layoutReference }) {
            return .failure(Refusal("'\(name)' cannot be an element id that a layout refers to: ISSLayout reads '-' as a minus (layout.md §1)"))
        }
        var edits: [String: [TextEdit]] = [:]
        for (file, found) in found where found.name != name {
            edits[files[file].path, default: []].append(TextEdit(range: found.range, replacement: name))
        }
        return .success(edits)
    }

    /// `@panel` → `panel` for a variable, `.panel` for a class, `#panel` for an id.
    static func droppingSigil(_ name: String, of kind: Occurrence.Kind) -> String {
        switch kind {
        case .variable where name.hasPrefix("--"): return String(name.dropFirst(2))
        case .variable where name.hasPrefix("@"): return String(name.dropFirst())
        case .styleClass where name.hasPrefix("."): return String(name.dropFirst())
        case .elementID where name.hasPrefix("#"): return String(name.dropFirst())
        default: return name
        }
    }

    /// Why `name` cannot be a name of this kind, or nil: what InterfaCSS reads as one name
    /// (letters, digits, `_` and `-`, not starting with a digit, nor with `-` then a digit).
    static func problem(with name: String, for kind: Occurrence.Kind) -> String? {
        let what = kind == .variable ? "a variable" : kind == .styleClass ? "a style class" : "an element id"
        guard !name.isEmpty else { return "the new name is empty" }
        let bytes = Array(name.utf8)
        func isNameByte(_ byte: UInt8) -> Bool {
            let lower = byte | 0x20
            return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if let bad = bytes.first(where: { !isNameByte($0) }) {
            let character = bad == UInt8(ascii: " ") ? "a space" : "'\(String(decoding: [bad], as: UTF8.self))'"
            return "'\(name)' is not \(what) name: it contains \(character)"
        }
        if isDigit(bytes[0]) || bytes[0] == UInt8(ascii: "-") && (bytes.count == 1 || isDigit(bytes[1]) || bytes[1] == UInt8(ascii: "-")) {
            return "'\(name)' is not \(what) name: it cannot start with \(isDigit(bytes[0]) ? "a digit" : "'\(name.prefix(2))'")"
        }
        return nil
    }
}
