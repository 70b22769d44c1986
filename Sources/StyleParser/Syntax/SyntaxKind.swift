/// The kind of a syntax node (an inner node of the tree; leaves are tokens).
public enum SyntaxKind: UInt8, Sendable, CaseIterable {
    /// The whole file: items (variable definitions, rulesets, …) and trivia.
    case stylesheet
    /// `@name: value;` or `--name: value;`
    case variableDefinition
    /// `selectors { body }`, at the top level or nested in a block.
    case ruleset
    /// `{ … }` of a ruleset or at-rule: declarations, nested rulesets, `@extend`, …
    case block
    /// `name(parameters): value;`
    case declaration
    /// The property name with its key-path prefix: `layer.cornerRadius`, `titleLabel.font`.
    case propertyName
    /// `(highlighted)` in `titleColor(highlighted): red;`
    case propertyParameters
    /// The value of a declaration or variable definition.
    case value
    /// `@extend .base;`
    case extend
    /// An at-rule InterfaCSS does not know, such as `@media screen { … }`.
    case atRule
    /// Text InterfaCSS skips: a line that is none of the above.
    case unrecognized
    /// A `}` at the top level. InterfaCSS 1.x stops reading the file there.
    case strayCloseBrace

    // Selectors
    /// `a, b, c`
    case selectorList
    /// A selector chain: compound selectors joined by combinators (`a > b + c ~ d e`).
    case complexSelector
    /// `type#id.class:pseudo`
    case compoundSelector
    /// `UILabel`, `label`
    case typeSelector
    /// `*`
    case universalSelector
    /// `&` (not InterfaCSS; kept so the diagnostics can say so)
    case parentSelector
    /// `#id`
    case idSelector
    /// `.class`
    case classSelector
    /// `:name` or `:name(arguments)`
    case pseudoClass
    /// `(2n+1)`, `(8.0)`, `(.a, #b)` after a pseudo-class name.
    case pseudoClassArguments

    // Values
    /// `name(arguments)`, also as a link of a call chain: `size(10, 20).left(5)`.
    case functionCall
    /// `(a, b, c)` after a function name.
    case argumentList
    /// One comma-separated argument: one or more value components.
    case argument
    /// `name: value` inside an argument list (attributed-string attributes).
    case namedArgument
    /// `(a, b)` not after a name: a tuple, a grouping or an attribute list.
    case parenthesizedExpression
    /// `a + b`, `2 * parent.width`, `2 > 1`
    case binaryExpression
    /// `-5`, `!flag`
    case unaryExpression
    /// `parent.width`, `image.png`, `size(1, 2).left`
    case memberAccess

    /// Tokens the parser could not place; the parent says where they were.
    case unexpected

    /// An invisible grouping of consecutive children of a long list, so an edit copies a few
    /// short arrays instead of one long one. Never visible through `SyntaxNode`.
    case chunk

    /// True for nodes that are themselves a syntax error (an at-rule is one for InterfaCSS).
    public var isError: Bool {
        switch self {
        case .unrecognized, .strayCloseBrace, .unexpected, .atRule: return true
        default: return false
        }
    }

    /// Items are the units of a stylesheet or a block that can be reused by the incremental parser.
    public var isItem: Bool {
        switch self {
        case .variableDefinition, .ruleset, .declaration, .extend, .atRule, .unrecognized: return true
        default: return false
        }
    }

    /// `isItem` as a set of raw values.
    @inline(__always) static var itemKinds: UInt64 {
        1 << variableDefinition.rawValue | 1 << ruleset.rawValue | 1 << declaration.rawValue | 1 << extend.rawValue
            | 1 << atRule.rawValue | 1 << unrecognized.rawValue
    }

    /// The stylesheet and blocks: lists of items and the tokens between them.
    @inline(__always) public var isList: Bool { self == .stylesheet || self == .block }

    /// The name used in tree dumps.
    public var name: String {
        switch self {
        case .stylesheet: return "Stylesheet"
        case .variableDefinition: return "VariableDefinition"
        case .ruleset: return "Ruleset"
        case .block: return "Block"
        case .declaration: return "Declaration"
        case .propertyName: return "PropertyName"
        case .propertyParameters: return "PropertyParameters"
        case .value: return "Value"
        case .extend: return "Extend"
        case .atRule: return "AtRule"
        case .unrecognized: return "Unrecognized"
        case .strayCloseBrace: return "StrayCloseBrace"
        case .selectorList: return "SelectorList"
        case .complexSelector: return "ComplexSelector"
        case .compoundSelector: return "CompoundSelector"
        case .typeSelector: return "TypeSelector"
        case .universalSelector: return "UniversalSelector"
        case .parentSelector: return "ParentSelector"
        case .idSelector: return "IdSelector"
        case .classSelector: return "ClassSelector"
        case .pseudoClass: return "PseudoClass"
        case .pseudoClassArguments: return "PseudoClassArguments"
        case .functionCall: return "FunctionCall"
        case .argumentList: return "ArgumentList"
        case .argument: return "Argument"
        case .namedArgument: return "NamedArgument"
        case .parenthesizedExpression: return "ParenthesizedExpression"
        case .binaryExpression: return "BinaryExpression"
        case .unaryExpression: return "UnaryExpression"
        case .memberAccess: return "MemberAccess"
        case .unexpected: return "Unexpected"
        case .chunk: return "Chunk"
        }
    }
}
