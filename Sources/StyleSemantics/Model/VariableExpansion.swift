import StyleParser

/// Variable substitution (grammar.md §Variables): each `@name` / `--name` in a value is replaced
/// by the value of the definition the use sees, stripped of one pair of quotes, recursively;
/// 1.x also replaces `@name` inside strings.
///
/// Substitution is textual, so a file can make it explode: twenty-five lines of
/// `@vN: @vN-1 @vN-1;` expand to 2^25 copies, and a chain of 100,000 definitions nests
/// 100,000 deep. Expansion therefore stops at `maximumBytes` of output and `maximumDepth`
/// levels, and says which limit it reached; below the limits each variable is expanded once
/// per value (later uses copy the memoised text), so the work is linear in the output.
struct VariableExpansion {
    static let maximumBytes = 16 * 1024
    static let maximumDepth = 64

    enum Limit: Equatable {
        /// The text grew past `maximumBytes` while expanding this reference.
        case size(reference: String)
        /// References nest deeper than `maximumDepth` below this one.
        case depth(reference: String)

        /// What the limit means for the value, for a diagnostic.
        var message: String {
            switch self {
            case .size(let reference):
                return "'\(reference)' expands to more than \(VariableExpansion.maximumBytes / 1024) KB of text (each variable is substituted as text, so repeated references multiply); the value is not checked beyond that limit"
            case .depth(let reference):
                return "'\(reference)' nests variables more than \(VariableExpansion.maximumDepth) levels deep; the value is not checked beyond that limit"
            }
        }
    }

    let symbols: WorkspaceSymbols
    let file: Int
    /// Where the value is used: decides which definitions it sees.
    let useOffset: Int
    /// Whether a name nobody defines before the use may take a later definition (hover does,
    /// to show something useful; the checker does not, as 1.x does not).
    var acceptsLaterDefinitions = false
    /// The InterfaCSS whose rules decide which definition a use sees (`WorkspaceSymbols`,
    /// `definition(of:file:offset:customProperty:version:)`); nil: the name as written decides.
    var version: InterfaCSSVersion?

    /// The names substituted, as written (`@name`, `--name`), in first-use order.
    private(set) var names: [String] = []
    private var named: Set<String> = []
    private(set) var limit: Limit?
    private var memo: [String: String] = [:]
    private var visiting: Set<String> = []
    private var produced = 0

    init(symbols: WorkspaceSymbols, file: Int, useOffset: Int) {
        self.symbols = symbols
        self.file = file
        self.useOffset = useOffset
    }

    /// `text` with its references replaced; stops early once a limit is reached.
    mutating func expand(_ text: String) -> String {
        expand(text, depth: 0)
    }

    /// The value of a variable itself, as a use at `useOffset` sees it (hover).
    mutating func expandVariable(_ name: String, customProperty: Bool) -> String? {
        let key = (customProperty ? "--" : "@") + name
        visiting.insert(key)
        defer { visiting.remove(key) }
        guard let site = site(of: name, customProperty: customProperty) else { return nil }
        return expand(unquote(site.valueText), depth: 1)
    }

    private mutating func expand(_ text: String, depth: Int) -> String {
        // Most values name no variable: nothing to lex.
        guard VariableExpansion.mayReference(text.utf8) else {
            count(text.utf8.count, reference: text)
            return text
        }
        var output = ""
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count, limit == nil {
            let (kind, end) = bytes.withUnsafeBufferPointer { Lexer($0).token(at: offset) }
            let tokenText = String(decoding: bytes[offset..<end], as: UTF8.self)
            let before = output.utf8.count
            switch kind {
            case .atKeyword, .customProperty:
                let custom = kind == .customProperty
                let name = String(tokenText.dropFirst(custom ? 2 : 1))
                output += replacement(for: name, customProperty: custom, depth: depth) ?? tokenText
            case .string:
                var last = tokenText.utf8.startIndex
                for (name, range) in StylesheetOutline.referencesInString(tokenText.utf8) {
                    guard let value = replacement(for: name, customProperty: false, depth: depth) else { continue }
                    let utf8 = tokenText.utf8
                    output += tokenText[last..<utf8.index(utf8.startIndex, offsetBy: range.lowerBound)] + value
                    last = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
                }
                output += tokenText[last...]
            default:
                output += tokenText
            }
            count(output.utf8.count - before, reference: tokenText)
            offset = end
        }
        return output
    }

    /// Whether `text` has an `@` or a `--`, so may refer to a variable.
    static func mayReference(_ text: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in text {
            if byte == UInt8(ascii: "@") || (byte == UInt8(ascii: "-") && previous == byte) { return true }
            previous = byte
        }
        return false
    }

    /// Counts bytes added to the final text (a nested expansion's text counts once, when its
    /// caller appends it).
    private mutating func count(_ bytes: Int, reference: String) {
        produced += bytes
        if produced > VariableExpansion.maximumBytes, limit == nil { limit = .size(reference: names.first ?? reference) }
    }

    private mutating func replacement(for name: String, customProperty: Bool, depth: Int) -> String? {
        let key = (customProperty ? "--" : "@") + name
        guard !visiting.contains(key), let site = site(of: name, customProperty: customProperty) else { return nil }
        if named.insert(key).inserted { names.append(key) }
        if let known = memo[key] { return known }
        guard depth < VariableExpansion.maximumDepth else {
            if limit == nil { limit = .depth(reference: names[0]) }
            return nil
        }
        visiting.insert(key)
        let before = produced
        let value = expand(unquote(site.valueText), depth: depth + 1)
        produced = before
        visiting.remove(key)
        // A value cut short by a cycle depends on what was being expanded around it.
        if limit == nil && !symbols.variableGraph.isOnCycle(name) { memo[key] = value }
        return value
    }

    private func site(of name: String, customProperty: Bool) -> WorkspaceSymbols.VariableSite? {
        let seen = version.map { symbols.definition(of: name, file: file, offset: useOffset, customProperty: customProperty, version: $0) }
            ?? symbols.definition(of: name, file: file, offset: useOffset, customProperty: customProperty)
        return seen ?? (acceptsLaterDefinitions ? symbols.lastDefinition(of: name) : nil)
    }
}
