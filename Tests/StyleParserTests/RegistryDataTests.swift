import Foundation
import StyleParser
import Testing
import TestSupport

/// The registry is data (`CodeGeneration/registry.json`) compiled into Swift by a script: the
/// generated file must be what the script makes of the data, and the data must hold together.
@Suite struct RegistryDataTests {
    @Test func generatedSwiftIsUpToDate() throws {
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", repositoryRoot.appendingPathComponent("CodeGeneration/generate_registry.py").path, "--check"]
        let errors = Pipe()
        generator.standardError = errors
        try generator.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        generator.waitUntilExit()
        #expect(generator.terminationStatus == 0, "\(message)")
    }

    /// Groups are shared, not copied: every class that uses one has all of its properties, each
    /// declared by that class.
    @Test func groupsGiveEachUserTheirProperties() {
        let registry = PropertyRegistry.standard
        let traits = ["autocapitalizationType", "autocorrectionType", "enablesReturnKeyAutomatically", "keyboardAppearance",
                      "keyboardType", "returnKeyType", "secureTextEntry", "spellCheckingType"]
        for owner in ["UISearchBar", "UITextField", "UITextView"] {
            let found = traits.map { registry.property(named: $0, onClass: owner)?.declaringClass }
            #expect(found == Array(repeating: owner, count: traits.count), "\(owner)")
        }
        #expect(registry.property(named: "typingAttributes.font", onClass: "UITextView")?.doc == "Font stored in the typingAttributes dictionary.")
        #expect(registry.property(named: "linkTextAttributes.textColor", onClass: "UITextView")?.doc == "Foreground colour stored in the linkTextAttributes dictionary.")
        #expect(registry.property(named: "flexGrow", onClass: "UILabel").map { [$0.group, $0.since, $0.declaringClass] } == ["flexbox", "2", "UIView"])
    }

    /// Every enum a property names, every parameter set and nested-element owner exists.
    @Test func referencesResolve() {
        let registry = PropertyRegistry.standard
        for type in registry.classes {
            for property in type.properties {
                if property.type == .enum { #expect(property.enumName.flatMap(registry.enum(named:)) != nil, "\(type.name).\(property.name)") }
                if let set = property.parameterSet { #expect(registry.parameterSets[set] != nil, "\(type.name).\(property.name)") }
                for other in property.appliesTo { #expect(registry.class(named: other) != nil, "\(type.name).\(property.name)") }
            }
            if let superclass = type.superclass { #expect(registry.class(named: superclass) != nil, "\(type.name)") }
        }
        for (prefix, owners) in registry.nestedElementOwners {
            #expect(registry.nestedElementClass(prefix) != nil)
            for owner in owners { #expect(registry.class(named: owner) != nil, "\(prefix): \(owner)") }
        }
    }
}
