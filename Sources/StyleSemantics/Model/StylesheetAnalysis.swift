import StyleParser

/// Everything the semantic analysis knows about one stylesheet: its diagnostics, and for each
/// ruleset and declaration what it styles and means. Hover, completion and the layout engine
/// read this.
public struct StylesheetAnalysis: Sendable {
    public var path: String
    public var tree: SyntaxTree
    public var outline: StylesheetOutline
    /// After severities from the configuration and suppression comments.
    public var diagnostics: [Diagnostic] = []
    public var rulesets: [AnalyzedRuleset] = []
    /// Parallel to `outline.declarations`.
    public var declarations: [AnalyzedDeclaration] = []
    /// For each reference in `outline.references`, the definition it resolves to.
    public var resolvedReferences: [WorkspaceSymbols.VariableSite?] = []

    /// The analysed declaration whose node is `node`.
    public func declaration(for node: SyntaxNode) -> AnalyzedDeclaration? {
        declarations.first { $0.syntax.node.range == node.range }
    }

    /// The analysed ruleset whose node is `node`.
    public func ruleset(for node: SyntaxNode) -> AnalyzedRuleset? {
        rulesets.first { $0.syntax.node.range == node.range }
    }
}

public struct AnalyzedRuleset: Sendable {
    public var syntax: RulesetSyntax
    /// The selector chains after nesting, in display form.
    public var chains: [SelectorChain]
    /// The classes the ruleset styles; nil when unknown (no type selector, no view
    /// definition carrying its classes or id, or a wildcard).
    public var styledClasses: [String]?
    /// How the classes were found.
    public var styledClassesSource: StyledClassSource
    public var parent: Int?
    public var declarations: [Int]
    /// The chain of the effective `@extend` (the last one counts).
    public var extendTarget: SelectorChain?
}

public enum StyledClassSource: String, Sendable {
    case typeSelector = "type selector"
    case viewDefinition = "view definition"
    case unknown
}

public struct AnalyzedDeclaration: Sendable {
    public var syntax: DeclarationSyntax
    /// The property name as written, `titleLabel.font`: read from the tree when asked rather
    /// than kept with each declaration.
    public var name: String { syntax.propertyName?.text ?? "" }
    /// The registered property, when the name resolves to one.
    public var property: PropertyRegistry.Property?
    /// The nested-element prefix (`titleLabel`), when the declaration styles one.
    public var nestedElement: String?
    /// The classes the property is set on (the nested element's class for a prefix).
    public var targetClasses: [String]?
    /// The parameters, as vocabulary words (`highlighted`).
    public var parameters: [String]
    /// The value's meaning, when it has one.
    public var value: StyleValue?
    /// The value text after variable substitution, when a variable changed it (else the
    /// value as written, read from the tree when asked: most values have no variables).
    public var substitutedValueText: String?
    /// Last, as its 9 bytes would pad the field after it to 16: 112 bytes a declaration.
    public var ruleset: Int?

    /// The value text after variable substitution.
    public var resolvedValueText: String { substitutedValueText ?? syntax.value?.text ?? "" }
}
