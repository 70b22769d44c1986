import StyleParser

/// Which InterfaCSS the stylesheets are written for: 1.x (the `master` branch, Objective-C) or
/// 2.x (`develop`, the Swift rewrite). They read some constructs differently, and every check
/// that differs follows the project's version: `"interfacss": "1"` or `"2"` in .stylelsp.json,
/// else what the stylesheets themselves show (`VersionEvidence`). See docs/conformance.md.
public enum InterfaCSSVersion: String, Sendable, Hashable, CaseIterable {
    case one = "1"
    case two = "2"

    /// "InterfaCSS 1.x", "InterfaCSS 2".
    public var displayName: String { self == .one ? "InterfaCSS 1.x" : "InterfaCSS 2" }
}

/// How many constructs of a stylesheet only one version reads: `--name` variables, `__`
/// parameters, flexbox and the other InterfaCSS 2 properties, `:not(…)`, against `name(…)`
/// parameters, ISSLayout `layout:` and the pseudo-classes InterfaCSS 2 removed.
public struct VersionEvidence: Sendable, Hashable {
    public var onlyVersion1 = 0
    public var onlyVersion2 = 0

    public init(onlyVersion1: Int = 0, onlyVersion2: Int = 0) {
        self.onlyVersion1 = onlyVersion1
        self.onlyVersion2 = onlyVersion2
    }

    /// 2 when more constructs are 2-only than 1-only; otherwise 1, the reference dialect.
    public var inferred: InterfaCSSVersion { onlyVersion2 > onlyVersion1 ? .two : .one }

    public static func + (a: VersionEvidence, b: VersionEvidence) -> VersionEvidence {
        VersionEvidence(onlyVersion1: a.onlyVersion1 + b.onlyVersion1, onlyVersion2: a.onlyVersion2 + b.onlyVersion2)
    }

    /// Normalized names of the properties only InterfaCSS 2 has.
    private static let version2Properties: Set<String> = {
        var names: Set<String> = []
        for type in PropertyRegistry.standard.classes {
            for property in type.properties where property.since == "2" { names.formUnion(property.normalizedNames) }
        }
        return names
    }()

    /// `normalizedHash` of those names and of `layout`: a declaration's name is turned into a
    /// string only when its hash is one of these (every declaration of a stylesheet is looked at).
    private static let interestingHashes: Set<UInt64> = Set((version2Properties + ["layout"]).map { normalizedHash(Array($0.utf8)[...]) })

    /// FNV-1a of the name lower-cased without dashes (as `PropertyRegistry.normalize`).
    private static func normalizedHash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes where byte != UInt8(ascii: "-") {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            hash = (hash ^ UInt64(lower)) &* 0x100_0000_01b3
        }
        return hash
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    /// The evidence in one stylesheet (or some of its items).
    public init(_ outline: StylesheetOutline) {
        for variable in outline.variables where variable.isCustomProperty { onlyVersion2 += 1 }
        for reference in outline.references where reference.isCustomProperty { onlyVersion2 += 1 }
        for declaration in outline.declarations {
            guard let nameNode = declaration.syntax.propertyName?.node else { continue }
            let bytes = nameNode.bytes
            var doubleUnderscore = false
            var index = bytes.startIndex
            while index < bytes.endIndex - 1 {
                if bytes[index] == UInt8(ascii: "_") && bytes[index + 1] == UInt8(ascii: "_") {
                    doubleUnderscore = true
                    break
                }
                index += 1
            }
            var layout = false
            var version2Property = false
            if VersionEvidence.interestingHashes.contains(VersionEvidence.normalizedHash(bytes)) {
                let normalized = PropertyRegistry.normalize(nameNode.text)
                layout = normalized == "layout"
                version2Property = VersionEvidence.version2Properties.contains(normalized)
            }
            if layout || declaration.syntax.parameters != nil { onlyVersion1 += 1 }
            if doubleUnderscore || version2Property { onlyVersion2 += 1 }
        }
        // Pseudo-classes, found by their ':' (most selectors have none): the whole list
        // `:root` (2.x's block of variables), and the names only one version knows.
        for ruleset in outline.rulesets {
            guard let list = ruleset.syntax.selectorList else { continue }
            let bytes = list.node.bytes
            guard var colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let text = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            if text.count >= 5, text.prefix(5).map({ $0 | 0x20 }) == Array(":root".utf8),
                text.dropFirst(5).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                onlyVersion2 += 1
                continue
            }
            while true {
                var end = colon + 1
                while end < bytes.endIndex, VersionEvidence.isNameByte(bytes[end]) { end += 1 }
                if end > colon + 1, let info = PropertyRegistry.standard.pseudoClass(named: String(decoding: bytes[(colon + 1)..<end], as: UTF8.self)) {
                    if info.since == "2" { onlyVersion2 += 1 }
                    if info.removedIn == "2" { onlyVersion1 += 1 }
                }
                guard let next = bytes[end...].firstIndex(of: UInt8(ascii: ":")) else { break }
                colon = next
            }
        }
    }
}
