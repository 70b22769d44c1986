import StyleParser

extension ViewTree {
    /// UIKit classes in the order a guess prefers them when the properties fit several
    /// (`text` and `font` fit a label, a text field and a text view: a label is likeliest).
    static let preferredClasses = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper",
        "UIProgressView", "UIActivityIndicatorView", "UISegmentedControl", "UIScrollView", "UITableView", "UICollectionView",
        "UITableViewCell", "UICollectionViewCell",
    ]

    /// For views inferred from a stylesheet without a type selector: the class that the
    /// properties styling it belong to (a ruleset setting `activityIndicatorViewStyle` styles a
    /// `UIActivityIndicatorView`, `onTintColor` a `UISwitch`, `titleLabel.font` a `UIButton`),
    /// or `UIView` when every property is a view's. Returns whether any class changed.
    mutating func inferClasses(registry: PropertyRegistry) -> Bool {
        var changed = false
        // Views styled by the same rulesets have the same names: decided once.
        var decided: [Set<String>: String?] = [:]
        for index in nodes.indices where nodes[index].hasInferredType {
            let names = Set(declarations(of: index).map(\.name))
            let inferred = decided[names] ?? ViewTree.inferredClass(styledBy: names, registry: registry)
            decided[names] = inferred
            guard let inferred, inferred != nodes[index].type else { continue }
            nodes[index].type = inferred
            if nodes[index].id == nil && nodes[index].classes.isEmpty { nodes[index].name = inferred }
            changed = true
        }
        return changed
    }

    /// The first preferred class (else any registered one) on which every property named in
    /// `names` (normalized, nested elements as `prefix.name`) is available.
    static func inferredClass(styledBy names: Set<String>, registry: PropertyRegistry) -> String? {
        // For each property, the classes that declare it (a property of UIView is any view's).
        var requirements: [[String]] = []
        for name in names {
            if let dot = name.firstIndex(of: ".") {
                let prefix = String(name[..<dot])
                let owners = registry.classes.filter { registry.hasNestedElement(prefix, className: $0.name) == true && !$0.isCustom }.map(\.name)
                if !owners.isEmpty { requirements.append(owners) }
                continue
            }
            let declaring = Set(registry.properties(named: name).map(\.declaringClass))
            if !declaring.isEmpty { requirements.append(Array(declaring)) }
        }
        func fits(_ candidate: String) -> Bool {
            requirements.allSatisfy { classes in classes.contains { registry.isClass(candidate, kindOf: $0) } }
        }
        if let preferred = preferredClasses.first(where: fits) { return preferred }
        return registry.classes.first { !$0.selectorOnly && !$0.nestedOnly && !$0.isCustom && fits($0.name) }?.name
    }
}
