/// An `.editorconfig` file (editorconfig.org), read from its text: the formatting settings it
/// gives the files its sections match. Prettier and Biome read it; so does `style-lsp format`.
public struct EditorConfig: Sendable {
    public struct Section: Sendable {
        public var pattern: String
        /// Lowercased keys, and values (lowercased, but for `unset` left to the reader).
        public var properties: [(key: String, value: String)]
    }

    /// `root = true` in its preamble: no file above it is read.
    public var isRoot = false
    public var sections: [Section] = []

    public init(_ text: String) {
        var current: Section?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = rawLine.trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                if let section = current { sections.append(section) }
                current = Section(pattern: String(line.dropFirst().dropLast()), properties: [])
                continue
            }
            guard let equal = line.firstIndex(of: "=") else { continue }
            let key = line[..<equal].trimmingWhitespace.lowercased()
            let value = line[line.index(after: equal)...].trimmingWhitespace.lowercased()
            if current == nil {
                if key == "root" { isRoot = value == "true" }
            } else {
                current!.properties.append((key, value))
            }
        }
        if let section = current { sections.append(section) }
    }

    /// The properties for the file at `path` from the `.editorconfig` files above it, given
    /// outermost first as (their folder, the file): nearer files and later sections win, and
    /// `unset` removes a value.
    public static func properties(for path: String, from files: [(folder: String, config: EditorConfig)]) -> [String: String] {
        var result: [String: String] = [:]
        let start = files.lastIndex { $0.config.isRoot } ?? 0
        for (folder, config) in files[start...] {
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            guard path.hasPrefix(base) else { continue }
            let relative = String(path.dropFirst(base.count))
            for section in config.sections where EditorConfigGlob(section.pattern).matches(relative) {
                for (key, value) in section.properties {
                    result[key] = value == "unset" ? nil : value
                }
            }
        }
        return result
    }
}

extension FormatOptions.Partial {
    /// The settings of `.editorconfig` properties: `indent_style`, `indent_size` (or
    /// `tab_width` for `tab`), `end_of_line`, `insert_final_newline`.
    public init(editorConfig properties: [String: String]) {
        self.init()
        switch properties["indent_style"] {
        case "tab": useTabs = true
        case "space": useTabs = false
        default: break
        }
        let size = properties["indent_size"] == "tab" ? properties["tab_width"] : properties["indent_size"]
        indentSize = size.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        lineEnding = properties["end_of_line"].flatMap(FormatOptions.LineEnding.init(rawValue:)).flatMap { $0 == .auto ? nil : $0 }
        switch properties["insert_final_newline"] {
        case "true": finalNewline = true
        case "false": finalNewline = false
        default: break
        }
    }
}

/// An EditorConfig section's pattern: `*` (not `/`), `**`, `?`, `[abc]`, `[!abc]`, `{a,b}`,
/// `{1..3}`, `\` escapes. A pattern without `/` matches a file name in any folder; one with
/// `/` matches from the `.editorconfig`'s folder.
struct EditorConfigGlob {
    /// The pattern with its braces expanded (at most `limit` alternatives).
    let alternatives: [[UInt8]]
    static let limit = 256

    init(_ pattern: String) {
        var text = Array(pattern.utf8)
        if text.first == UInt8(ascii: "/") {
            text.removeFirst()
        } else if !text.contains(UInt8(ascii: "/")) {
            text = Array("**/".utf8) + text
        }
        alternatives = Self.expand(text)
    }

    func matches(_ path: String) -> Bool {
        let target = Array(path.utf8)
        return alternatives.contains { Self.match($0, target) }
    }

    /// `{a,b}` and `{1..3}` expanded, innermost first; an unmatched `{` is literal.
    static func expand(_ pattern: [UInt8]) -> [[UInt8]] {
        var open: Int?
        var index = 0
        while index < pattern.count {
            switch pattern[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "{"): open = index
            case UInt8(ascii: "}"):
                guard let start = open else { break }
                let inside = Array(pattern[(start + 1)..<index])
                let prefix = Array(pattern[..<start]), suffix = Array(pattern[(index + 1)...])
                var choices: [[UInt8]] = inside.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(Array.init)
                if choices.count == 1 {
                    let text = String(decoding: inside, as: UTF8.self)
                    let bounds = text.components(separatedBy: "..")
                    if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]) {
                        choices = stride(from: min(low, high), through: max(low, high), by: 1).prefix(limit).map { Array(String($0).utf8) }
                    } else {
                        // `{word}` is the literal text.
                        choices = [Array("\\{".utf8) + inside + Array("\\}".utf8)]
                    }
                }
                var result: [[UInt8]] = []
                for choice in choices {
                    for rest in expand(prefix + choice + suffix) where result.count < limit {
                        result.append(rest)
                    }
                }
                return result
            default: break
            }
            index += 1
        }
        return [pattern]
    }

    /// Whether `pattern` (braces expanded) matches all of `path`: positions reachable, one
    /// pattern element at a time (linear in each, no backtracking).
    static func match(_ pattern: [UInt8], _ path: [UInt8]) -> Bool {
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        var index = 0
        while index < pattern.count {
            var next = [Bool](repeating: false, count: path.count + 1)
            let byte = pattern[index]
            if byte == UInt8(ascii: "*") {
                let crossesFolders = index + 1 < pattern.count && pattern[index + 1] == UInt8(ascii: "*")
                index += crossesFolders ? 2 : 1
                if crossesFolders && index < pattern.count && pattern[index] == UInt8(ascii: "/") {
                    // `**/`: no folder, or any folders.
                    index += 1
                    var seen = false
                    for position in reachable.indices {
                        seen = seen || reachable[position]
                        if reachable[position] || (seen && position > 0 && path[position - 1] == UInt8(ascii: "/")) { next[position] = true }
                    }
                } else {
                    var spread = false
                    for position in reachable.indices {
                        if reachable[position] { spread = true }
                        next[position] = spread
                        if position < path.count && !crossesFolders && path[position] == UInt8(ascii: "/") { spread = false }
                    }
                }
            } else if byte == UInt8(ascii: "[") , let close = pattern[(index + 1)...].firstIndex(of: UInt8(ascii: "]")) {
                var set = Array(pattern[(index + 1)..<close])
                let negated = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
                if negated { set.removeFirst() }
                for position in 0..<path.count where reachable[position] && path[position] != UInt8(ascii: "/") {
                    if Self.classContains(set, path[position]) != negated { next[position + 1] = true }
                }
                index = close + 1
            } else {
                var literal = byte
                if byte == UInt8(ascii: "\\") && index + 1 < pattern.count {
                    index += 1
                    literal = pattern[index]
                }
                let any = byte == UInt8(ascii: "?")
                for position in 0..<path.count where reachable[position] {
                    if any ? path[position] != UInt8(ascii: "/") : path[position] == literal { next[position + 1] = true }
                }
                index += 1
            }
            reachable = next
        }
        return reachable[path.count]
    }

    private static func classContains(_ set: [UInt8], _ byte: UInt8) -> Bool {
        var index = 0
        while index < set.count {
            if index + 2 < set.count && set[index + 1] == UInt8(ascii: "-") {
                if set[index] <= byte && byte <= set[index + 2] { return true }
                index += 3
            } else {
                if set[index] == byte { return true }
                index += 1
            }
        }
        return false
    }
}

extension StringProtocol {
    var trimmingWhitespace: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return Substring(self[first...last])
    }
}
