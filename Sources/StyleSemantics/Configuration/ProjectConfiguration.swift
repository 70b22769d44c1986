import Foundation
import StyleParser

/// A project's `.stylelsp.json`: which `.css` files are InterfaCSS, their load order, the
/// view-definition files, rule severities, and the app's own classes, properties and enum
/// values. Found by walking up from a stylesheet; every problem in it is a diagnostic on the
/// file, never fatal.
///
/// ```json
/// {
///   "include": ["App/Styles/**/*.css"], "exclude": ["**/web/**"],
///   "stylesheets": ["App/Styles/constants.css", "App/Styles/main.css"],
///   "viewDefinitions": ["App/Views/*.xml"],
///   "rules": { "unused-variable": "off", "unknown-property": "error" },
///   "classes": { "ProfileHeaderView": { "superclass": "UIView", "properties": { "avatarSize": "size" } } },
///   "enums": { "UIViewContentMode": ["myCustomMode"] },
///   "nestedElements": { "headerLabel": { "class": "UILabel", "owners": ["ProfileHeaderView"] } },
///   "preview": { "device": "iphone-se", "orientation": "portrait" },
///   "format": { "indentSize": 4, "useTabs": false, "blankLineBetweenRulesets": true },
///   "interfacss": "1"
/// }
/// ```
public struct ProjectConfiguration: Sendable {
    public static let fileName = ".stylelsp.json"
    /// The stylesheet file names a project takes unless its configuration says otherwise.
    public static let stylesheetExtensions = [".css", ".icss", ".iss"]

    /// The folder paths in the configuration are relative to.
    public var directory: String
    /// The configuration file, nil for the defaults.
    public var path: String?
    public var include: [GlobPattern] = ProjectConfiguration.stylesheetExtensions.map { GlobPattern("**/*" + $0) }
    public var exclude: [GlobPattern] = []
    /// Absolute paths of stylesheets in the order the app loads them.
    public var stylesheets: [String] = []
    public var viewDefinitions: [GlobPattern] = []
    /// Severity overrides; nil turns a code off.
    public var severities: [DiagnosticCode: DiagnosticSeverity?] = [:]
    public var registryExtensions = PropertyRegistry.Extensions()
    public var preview = PreviewSettings()
    public var format = FormatSettings()
    /// The InterfaCSS the stylesheets are written for; nil to infer it from them.
    public var interfacss: InterfaCSSVersion?
    /// The JSON texts applied, in order: two configurations of one folder made from the same
    /// texts are the same (the server then keeps what it computed with the first).
    public private(set) var sources: [[UInt8]] = []

    public struct PreviewSettings: Sendable, Hashable {
        public var device: String?
        public var width: Double?
        public var height: Double?
        public var orientation: String?
        public var columns: Int?
    }

    /// How `style-lsp format` and the editor lay out the project's stylesheets; what is unset
    /// comes from `.editorconfig`, then the editor, then the defaults.
    public struct FormatSettings: Sendable, Hashable {
        public var indentSize: Int?
        public var useTabs: Bool?
        /// `lf`, `crlf`, `cr` or `auto` (the file's own).
        public var lineEnding: String?
        public var finalNewline: Bool?
        public var blankLineBetweenRulesets: Bool?

        public init(
            indentSize: Int? = nil, useTabs: Bool? = nil, lineEnding: String? = nil, finalNewline: Bool? = nil, blankLineBetweenRulesets: Bool? = nil
        ) {
            self.indentSize = indentSize
            self.useTabs = useTabs
            self.lineEnding = lineEnding
            self.finalNewline = finalNewline
            self.blankLineBetweenRulesets = blankLineBetweenRulesets
        }
    }

    /// The defaults, for a folder without a configuration file.
    public init(directory: String) {
        self.directory = directory
    }

    /// The registry with the project's own classes, properties and enum values.
    public func registry(base: PropertyRegistry = .standard) -> PropertyRegistry {
        base.adding(registryExtensions)
    }

    /// The severity of `code` in this project; nil when the rule is off.
    public func severity(of code: DiagnosticCode, default defaultSeverity: DiagnosticSeverity) -> DiagnosticSeverity? {
        if let override = severities[code] { return override }
        return defaultSeverity
    }

    /// Whether `path` (absolute) is an InterfaCSS stylesheet of this project.
    public func includes(_ path: String) -> Bool {
        let relative = relativePath(path)
        if stylesheets.contains(path) { return true }
        guard include.contains(where: { $0.matches(relative) }) else { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// Whether an XML file at `path` counts as a view definition of the project: any by
    /// default, else one the configured `viewDefinitions` name.
    public func includesViewDefinition(_ path: String) -> Bool {
        viewDefinitions.isEmpty || viewDefinitions.contains { $0.matches(relativePath(path)) }
    }

    /// `path` relative to `directory` (unchanged when outside it).
    public func relativePath(_ path: String) -> String {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The position of `path` in the load order (stylesheets not listed come after, by path).
    public func loadOrderKey(_ path: String) -> (Int, String) {
        (stylesheets.firstIndex(of: path) ?? stylesheets.count, path)
    }

    /// The nearest `.stylelsp.json` in `directory` or above it (not above `limit`, when given);
    /// `exists` says whether a file is there (the project model asks its file system).
    public static func find(from directory: String, upTo limit: String? = nil, exists: (String) -> Bool) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if exists(candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path || url.path == limit { return nil }
            url = parent
        }
    }

    /// The configuration file at `path` made of `bytes` (nil: it could not be read). Problems
    /// come back as diagnostics on it; what is valid is still used.
    public static func read(_ bytes: [UInt8]?, path: String) -> (ProjectConfiguration, [Diagnostic]) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var configuration = ProjectConfiguration(directory: directory)
        configuration.path = path
        guard let bytes else {
            return (configuration, [Diagnostic(.configuration, range: 0..<0, message: "cannot read \(path)")])
        }
        var diagnostics: [Diagnostic] = []
        configuration.apply(bytes, diagnostics: &diagnostics)
        return (configuration, diagnostics)
    }

    /// Applies the JSON text of a configuration (used by `read` and by the tests).
    public mutating func apply(_ bytes: [UInt8], diagnostics: inout [Diagnostic]) {
        sources.append(bytes)
        switch JSONDocument.parse(bytes) {
        case .failure(let error):
            diagnostics.append(Diagnostic(
                .configuration, range: error.offset..<min(error.offset + 1, bytes.count),
                message: "\(ProjectConfiguration.fileName) is not valid JSON: \(error.message)"))
        case .success(let root):
            var reader = ConfigurationReader(configuration: self)
            reader.read(root)
            self = reader.configuration
            diagnostics.append(contentsOf: reader.diagnostics)
        }
    }
}

/// Reads the JSON tree into a configuration, reporting each misplaced value.
private struct ConfigurationReader {
    var configuration: ProjectConfiguration
    var diagnostics: [Diagnostic] = []
    /// Enums named by properties, checked once "enums" has been read too.
    var enumReferences: [(name: String, range: Range<Int>)] = []

    mutating func problem(_ node: Range<Int>, _ message: String, _ severity: DiagnosticSeverity = .error) {
        diagnostics.append(Diagnostic(.configuration, range: node, message: message, severity: severity))
    }

    mutating func read(_ root: JSONNode) {
        guard let members = root.members else {
            problem(root.range, "the configuration must be a JSON object, not \(root.value.typeName)")
            return
        }
        for member in members {
            switch member.key {
            case "include": configuration.include = globs(member.value, "include")
            case "exclude": configuration.exclude = globs(member.value, "exclude")
            case "viewDefinitions": configuration.viewDefinitions = globs(member.value, "viewDefinitions")
            case "stylesheets": readStylesheets(member.value)
            case "rules": readRules(member.value)
            case "classes": readClasses(member.value)
            case "enums": readEnums(member.value)
            case "nestedElements": readNestedElements(member.value)
            case "preview": readPreview(member.value)
            case "format": readFormat(member.value)
            case "interfacss": readVersion(member.value)
            case "$schema", "$comment": break
            default:
                let known = ["include", "exclude", "stylesheets", "viewDefinitions", "rules", "classes", "enums", "nestedElements", "preview", "format", "interfacss"]
                let hint = closestName(to: member.key, in: known).map { "; did you mean '\($0)'?" } ?? "; known keys: \(known.joined(separator: ", "))"
                problem(member.keyRange, "unknown key '\(member.key)'\(hint)", .warning)
            }
        }
        for reference in enumReferences
        where PropertyRegistry.standard.enum(named: reference.name) == nil && configuration.registryExtensions.enumValues[reference.name] == nil {
            problem(reference.range, "unknown enum '\(reference.name)'; declare its values under \"enums\"")
        }
    }

    /// The load order. Files are only read inside the project's folder: a configuration must
    /// not make a linter or an editor read elsewhere.
    mutating func readStylesheets(_ node: JSONNode) {
        let base = configuration.directory.hasSuffix("/") ? configuration.directory : configuration.directory + "/"
        for (element, text) in zip(node.elements ?? [], strings(node, "stylesheets")) {
            let path = absolute(text)
            guard path.hasPrefix(base) else {
                problem(element.range, "'\(text)' is outside the project's folder (\(configuration.directory)); it is not read", .warning)
                continue
            }
            configuration.stylesheets.append(path)
        }
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: configuration.directory).appendingPathComponent(path).standardizedFileURL.path
    }

    mutating func strings(_ node: JSONNode, _ key: String) -> [String] {
        guard let elements = node.elements else {
            problem(node.range, "'\(key)' must be an array of strings, not \(node.value.typeName)")
            return []
        }
        return elements.compactMap { element in
            guard let text = element.string else {
                problem(element.range, "'\(key)' entries must be strings, not \(element.value.typeName)")
                return nil
            }
            return text
        }
    }

    mutating func globs(_ node: JSONNode, _ key: String) -> [GlobPattern] {
        if let single = node.string { return [GlobPattern(single)] }
        return strings(node, key).map(GlobPattern.init)
    }

    mutating func readRules(_ node: JSONNode) {
        guard let members = node.members else {
            problem(node.range, "'rules' must be an object mapping codes to severities")
            return
        }
        for member in members {
            let code = DiagnosticCode(rawValue: member.key)
            if DiagnosticCode.catalogue[code] == nil {
                let known = DiagnosticCode.catalogue.keys.map(\.rawValue)
                let hint = closestName(to: member.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
                problem(member.keyRange, "unknown diagnostic code '\(member.key)'\(hint)", .warning)
                continue
            }
            guard let severity = member.value.string.flatMap(ProjectConfiguration.ruleSeverity) else {
                problem(member.value.range, "the severity of '\(member.key)' must be \"off\", \"hint\", \"info\", \"warning\" or \"error\"")
                continue
            }
            configuration.severities[code] = severity
        }
    }

    mutating func readClasses(_ node: JSONNode) {
        guard let members = node.members else {
            problem(node.range, "'classes' must be an object mapping class names to their description")
            return
        }
        for member in members {
            var type = PropertyRegistry.Class(
                name: member.key, superclass: nil, selectorOnly: false, note: "Declared in \(ProjectConfiguration.fileName).",
                isCustom: PropertyRegistry.standard.class(named: member.key) == nil, properties: [])
            guard let fields = member.value.members else {
                problem(member.value.range, "the class '\(member.key)' must be described by an object (\"superclass\", \"properties\")")
                continue
            }
            for field in fields {
                switch field.key {
                case "superclass":
                    if let superclass = field.value.string {
                        if PropertyRegistry.standard.class(named: superclass) == nil && !members.contains(where: { $0.key == superclass }) {
                            problem(field.value.range, "unknown superclass '\(superclass)'", .warning)
                        }
                        type.superclass = superclass
                    } else {
                        problem(field.value.range, "'superclass' must be a class name")
                    }
                case "selectorOnly":
                    type.selectorOnly = field.value.bool ?? false
                case "doc":
                    type.note = field.value.string
                case "properties":
                    type.properties = readProperties(field.value, declaringClass: member.key)
                default:
                    problem(field.keyRange, "unknown key '\(field.key)' in a class; expected \"superclass\", \"properties\", \"selectorOnly\" or \"doc\"", .warning)
                }
            }
            if type.isCustom && type.superclass == nil && !type.selectorOnly { type.superclass = "UIView" }
            configuration.registryExtensions.classes.append(type)
        }
    }

    mutating func readProperties(_ node: JSONNode, declaringClass: String) -> [PropertyRegistry.Property] {
        guard let members = node.members else {
            problem(node.range, "'properties' must be an object mapping property names to types")
            return []
        }
        var result: [PropertyRegistry.Property] = []
        for member in members {
            var property = PropertyRegistry.Property(
                name: member.key, type: .string, enumName: nil, parameterSet: nil, aliases: [],
                doc: "Declared in \(ProjectConfiguration.fileName).", note: nil, since: nil, group: nil,
                declaringClass: declaringClass)
            let typeNode: JSONNode?
            if member.value.string != nil {
                typeNode = member.value
            } else if let fields = member.value.members {
                typeNode = fields.first { $0.key == "type" }?.value
                for field in fields {
                    switch field.key {
                    case "type": break
                    case "enum":
                        property.enumName = field.value.string
                        if let name = property.enumName { enumReferences.append((name, field.value.range)) }
                    case "parameters":
                        property.parameterSet = field.value.string
                        if let set = property.parameterSet, PropertyRegistry.standard.parameterSets[set] == nil {
                            let known = PropertyRegistry.standard.parameterSets.keys.sorted()
                            problem(field.value.range, "unknown parameter set '\(set)'; expected one of \(known.joined(separator: ", "))")
                        }
                    case "doc": property.doc = field.value.string ?? property.doc
                    case "aliases": property.aliases = strings(field.value, "aliases")
                    default:
                        problem(field.keyRange, "unknown key '\(field.key)' in a property; expected \"type\", \"enum\", \"parameters\", \"aliases\" or \"doc\"", .warning)
                    }
                }
            } else {
                problem(member.value.range, "the property '\(member.key)' must be a type name or an object with a \"type\"")
                continue
            }
            guard let typeNode, let typeName = typeNode.string else {
                problem(member.value.range, "the property '\(member.key)' needs a \"type\"")
                continue
            }
            guard let type = PropertyRegistry.ValueType(rawValue: typeName) else {
                let known = PropertyRegistry.ValueType.allCases.map(\.rawValue)
                let hint = closestName(to: typeName, in: known).map { "; did you mean '\($0)'?" } ?? ""
                problem(typeNode.range, "unknown type '\(typeName)'\(hint); types are \(known.joined(separator: ", "))")
                continue
            }
            property.type = type
            if type == .enum && property.enumName == nil {
                problem(member.value.range, "the enum property '\(member.key)' needs an \"enum\"")
            }
            result.append(property)
        }
        return result
    }

    mutating func readEnums(_ node: JSONNode) {
        guard let members = node.members else {
            problem(node.range, "'enums' must be an object mapping enum names to arrays of values")
            return
        }
        for member in members {
            configuration.registryExtensions.enumValues[member.key, default: []].append(contentsOf: strings(member.value, member.key))
        }
    }

    mutating func readNestedElements(_ node: JSONNode) {
        guard let members = node.members else {
            problem(node.range, "'nestedElements' must be an object mapping key-path prefixes to classes")
            return
        }
        for member in members {
            if let type = member.value.string {
                configuration.registryExtensions.nestedElements[member.key] = type
            } else if let fields = member.value.members, let type = fields.first(where: { $0.key == "class" })?.value.string {
                configuration.registryExtensions.nestedElements[member.key] = type
                if let owners = fields.first(where: { $0.key == "owners" })?.value {
                    configuration.registryExtensions.nestedElementOwners[member.key] = strings(owners, "owners")
                }
            } else {
                problem(member.value.range, "the nested element '\(member.key)' must name its class: \"UILabel\" or {\"class\": …, \"owners\": […]}")
            }
        }
    }

    /// `"interfacss": "1"` or `"2"` (a number is fine too).
    mutating func readVersion(_ node: JSONNode) {
        let text = node.string ?? node.number.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
        guard let text, let version = InterfaCSSVersion(rawValue: text.hasPrefix("1.") ? "1" : text.hasPrefix("2.") ? "2" : text) else {
            problem(node.range, "'interfacss' is the InterfaCSS version the stylesheets are written for: \"1\" or \"2\"")
            return
        }
        configuration.interfacss = version
    }

    mutating func readPreview(_ node: JSONNode) {
        guard let members = node.members else {
            problem(node.range, "'preview' must be an object")
            return
        }
        for member in members {
            switch member.key {
            case "device": configuration.preview.device = member.value.string
            case "width": configuration.preview.width = member.value.number
            case "height": configuration.preview.height = member.value.number
            case "columns": configuration.preview.columns = member.value.number.map { Int($0) }
            case "orientation":
                let value = member.value.string?.lowercased()
                if value != "portrait" && value != "landscape" {
                    problem(member.value.range, "'orientation' must be \"portrait\" or \"landscape\"")
                } else {
                    configuration.preview.orientation = value
                }
            default:
                problem(member.keyRange, "unknown key '\(member.key)' in 'preview'; expected device, width, height, orientation or columns", .warning)
            }
        }
    }
}

extension ConfigurationReader {
    mutating func readFormat(_ node: JSONNode) {
        guard let members = node.members else {
            problem(node.range, "'format' must be an object")
            return
        }
        func flag(_ member: JSONMember) -> Bool? {
            guard let value = member.value.bool else {
                problem(member.value.range, "'\(member.key)' must be true or false")
                return nil
            }
            return value
        }
        for member in members {
            switch member.key {
            case "indentSize":
                guard let size = member.value.number, size == size.rounded(), (1...16).contains(size) else {
                    problem(member.value.range, "'indentSize' must be a whole number from 1 to 16")
                    continue
                }
                configuration.format.indentSize = Int(size)
            case "useTabs": configuration.format.useTabs = flag(member)
            case "finalNewline": configuration.format.finalNewline = flag(member)
            case "blankLineBetweenRulesets": configuration.format.blankLineBetweenRulesets = flag(member)
            case "lineEnding":
                guard let value = member.value.string, ["lf", "crlf", "cr", "auto"].contains(value) else {
                    problem(member.value.range, "'lineEnding' must be \"lf\", \"crlf\", \"cr\" or \"auto\"")
                    continue
                }
                configuration.format.lineEnding = value
            default:
                problem(
                    member.keyRange,
                    "unknown key '\(member.key)' in 'format'; expected indentSize, useTabs, lineEnding, finalNewline or blankLineBetweenRulesets",
                    .warning)
            }
        }
    }
}

/// A path pattern relative to the configuration's folder: `*` matches within one folder, `**`
/// across folders, `?` one character. A pattern without `/` matches a file name in any folder.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String

    public init(_ pattern: String) {
        var text = pattern
        if text.hasPrefix("./") { text.removeFirst(2) }
        if text.hasSuffix("/") { text += "**" }
        self.pattern = text
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        let target = Array(path.utf8)
        if !pattern.contains("/") {
            let name = target.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? target
            return GlobPattern.match(Array(pattern.utf8)[...], name[...])
        }
        return GlobPattern.match(Array(pattern.utf8)[...], target[...])
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        // Backtracking points for `*` (within a folder) and `**` (across folders).
        var starP = -1, starT = -1
        while t < text.endIndex {
            if p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") {
                let isDouble = p + 1 < pattern.endIndex && pattern[p + 1] == UInt8(ascii: "*")
                if isDouble {
                    var rest = p + 2
                    if rest < pattern.endIndex && pattern[rest] == UInt8(ascii: "/") { rest += 1 }
                    // `**/` may match nothing, or any number of whole folders.
                    var position = t
                    while true {
                        if match(pattern[rest...], text[position...]) { return true }
                        guard position < text.endIndex else { return false }
                        position += 1
                    }
                }
                starP = p
                starT = t
                p += 1
                continue
            }
            if p < pattern.endIndex && (pattern[p] == text[t] || (pattern[p] == UInt8(ascii: "?") && text[t] != UInt8(ascii: "/"))) {
                p += 1
                t += 1
                continue
            }
            if starP >= 0 && text[starT] != UInt8(ascii: "/") {
                starT += 1
                t = starT
                p = starP + 1
                continue
            }
            return false
        }
        while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}

extension ProjectConfiguration {
    /// A severity as `rules` writes it (`"off"` is `.some(nil)`); nil when it is not one.
    static func ruleSeverity(_ text: String) -> DiagnosticSeverity?? {
        switch text.lowercased() {
        case "off": return .some(nil)
        case "hint": return .hint
        case "info", "information": return .information
        case "warning", "warn": return .warning
        case "error": return .error
        default: return nil
        }
    }

    /// Severities set elsewhere (the editor's settings), for the codes the configuration file
    /// leaves alone; unknown codes and severities are ignored.
    public mutating func addDefaultRules(_ rules: [String: String]) {
        for (name, text) in rules {
            let code = DiagnosticCode(rawValue: name)
            guard DiagnosticCode.catalogue[code] != nil, severities[code] == nil, let severity = ProjectConfiguration.ruleSeverity(text) else { continue }
            severities[code] = severity
        }
    }
}
