/// The registry's tables as `CodeGeneration/registry.json` writes them, before indexing.
/// `RegistryData.standard` is generated from that file (RegistryData.generated.swift), so the
/// data lives in one JSON document and the binary needs no resource files.
struct RegistryData: Sendable {
    var classes: [PropertyRegistry.Class]
    var typeDocs: [PropertyRegistry.ValueType: String]
    var attributedStringAttributes: [PropertyRegistry.Property]
    var enums: [PropertyRegistry.Enum]
    var parameterSets: [String: [String]]
    var controlStates: [String]
    var nestedElements: [String: String]
    var nestedElementOwners: [String: [String]]
    var namedColors: [String]
    var cssColors: [String]
    var pseudoClasses: [PropertyRegistry.PseudoClass]

    /// One property of `owner`, as the generated code writes it.
    static func property(
        _ owner: String, _ name: String, _ type: PropertyRegistry.ValueType, enum enumName: String? = nil,
        parameters: String? = nil, aliases: [String] = [], doc: String, note: String? = nil, since: String? = nil,
        removedIn: String? = nil, group: String? = nil, appliesTo: [String] = []
    ) -> PropertyRegistry.Property {
        PropertyRegistry.Property(
            name: name, type: type, enumName: enumName, parameterSet: parameters, aliases: aliases, doc: doc, note: note,
            since: since, removedIn: removedIn, group: group, declaringClass: owner, appliesTo: appliesTo)
    }
}
