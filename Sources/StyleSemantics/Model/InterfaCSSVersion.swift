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

    /// The evidence in one stylesheet (or some of its items).
    public init(_ outline: StylesheetOutline) {
        for variable in outline.variables where variable.isCustomProperty { onlyVersion2 += 1 }
        for reference in outline.references where reference.isCustomProperty { onlyVersion2 += 1 }
        for declaration in outline.declarations {
            guard let name = declaration.syntax.propertyName?.text else { continue }
            let normalized = PropertyRegistry.normalize(name)
            if declaration.syntax.parameters != nil || normalized == "layout" { onlyVersion1 += 1 }
            if name.contains("__") || VersionEvidence.version2Properties.contains(normalized) { onlyVersion2 += 1 }
        }
        for ruleset in outline.rulesets {
            let selectors = ruleset.syntax.selectorList?.selectors ?? []
            // `:root { … }`, InterfaCSS 2's block of variables.
            if selectors.count == 1, let compound = selectors[0].compounds.first, selectors[0].compounds.count == 1,
                compound.typeName == nil, compound.classes.isEmpty, compound.ids.isEmpty,
                compound.pseudoClasses.map({ $0.nameToken?.text.lowercased() }) == ["root"] {
                onlyVersion2 += 1
            }
            for selector in selectors {
                for compound in selector.compounds {
                    for pseudo in compound.pseudoClasses {
                        guard let name = pseudo.nameToken?.text, let info = PropertyRegistry.standard.pseudoClass(named: name) else { continue }
                        if info.since == "2" { onlyVersion2 += 1 }
                        if info.removedIn == "2" { onlyVersion1 += 1 }
                    }
                }
            }
        }
    }
}
