/// Typed views of syntax nodes: one struct per node kind, with accessors for its parts.
/// A view is a `SyntaxNode` whose kind was checked; accessors return nil (or empty) where the
/// text is broken, never crash.

/// A typed view of a syntax node of one kind.
public protocol SyntaxNodeView: Hashable, Sendable {
    static var kind: SyntaxKind { get }
    var node: SyntaxNode { get }
    init(unchecked node: SyntaxNode)
}

extension SyntaxNodeView {
    public init?(_ node: SyntaxNode) {
        guard node.kind == Self.kind else { return nil }
        self.init(unchecked: node)
    }

    public var range: Range<Int> { node.range }
    public var text: String { node.text }
}

extension SyntaxNode {
    /// The first child node viewed as `T`.
    public func child<T: SyntaxNodeView>(_ type: T.Type) -> T? {
        child(T.kind).map(T.init(unchecked:))
    }

    /// All child nodes of `T`'s kind.
    public func children<T: SyntaxNodeView>(_ type: T.Type) -> [T] {
        childNodes.filter { $0.kind == T.kind }.map(T.init(unchecked:))
    }

    /// The significant (non-trivia, non-missing) child tokens.
    public var significantTokens: [SyntaxToken] {
        childTokens.filter { !$0.kind.isTrivia && !$0.kind.isMissing }
    }
}

// MARK: - Items

/// A statement of a stylesheet or block.
public enum ItemSyntax: Hashable, Sendable {
    case variableDefinition(VariableDefinitionSyntax)
    case ruleset(RulesetSyntax)
    case declaration(DeclarationSyntax)
    case extend(ExtendSyntax)
    case atRule(AtRuleSyntax)
    /// Skipped text, or a stray `}` at the top level.
    case error(SyntaxNode)

    public init?(_ node: SyntaxNode) {
        switch node.kind {
        case .variableDefinition: self = .variableDefinition(VariableDefinitionSyntax(unchecked: node))
        case .ruleset: self = .ruleset(RulesetSyntax(unchecked: node))
        case .declaration: self = .declaration(DeclarationSyntax(unchecked: node))
        case .extend: self = .extend(ExtendSyntax(unchecked: node))
        case .atRule: self = .atRule(AtRuleSyntax(unchecked: node))
        case .unrecognized, .strayCloseBrace: self = .error(node)
        default: return nil
        }
    }

    public var node: SyntaxNode {
        switch self {
        case .variableDefinition(let item): return item.node
        case .ruleset(let item): return item.node
        case .declaration(let item): return item.node
        case .extend(let item): return item.node
        case .atRule(let item): return item.node
        case .error(let node): return node
        }
    }
}

public struct StylesheetSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.stylesheet
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var items: [ItemSyntax] { node.childNodes.compactMap(ItemSyntax.init) }
}

extension SyntaxTree {
    public var stylesheet: StylesheetSyntax { StylesheetSyntax(unchecked: root) }
}

/// `@name: value;` or `--name: value;`
public struct VariableDefinitionSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.variableDefinition
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// The `@name` or `--name` token.
    public var nameToken: SyntaxToken? { node.firstSignificantToken }
    /// The name without `@` or `--`.
    public var name: String {
        guard let text = nameToken?.text else { return "" }
        return text.hasPrefix("--") ? String(text.dropFirst(2)) : String(text.dropFirst())
    }
    public var value: ValueSyntax? { node.child(ValueSyntax.self) }
    public var hasSemicolon: Bool { node.token(.semicolon) != nil }
}

/// `selectors { … }`
public struct RulesetSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.ruleset
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var selectorList: SelectorListSyntax? { node.child(SelectorListSyntax.self) }
    public var block: BlockSyntax? { node.child(BlockSyntax.self) }
}

/// `{ items }`
public struct BlockSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.block
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var items: [ItemSyntax] { node.childNodes.compactMap(ItemSyntax.init) }
    public var openBrace: SyntaxToken? { node.token(.leftBrace) }
    /// The closing `}`; nil when the block is never closed.
    public var closeBrace: SyntaxToken? { node.token(.rightBrace) }
}

/// `name(parameters): value;`
public struct DeclarationSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.declaration
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var propertyName: PropertyNameSyntax? { node.child(PropertyNameSyntax.self) }
    public var parameters: PropertyParametersSyntax? { node.child(PropertyParametersSyntax.self) }
    /// The `:` or `=` between name and value.
    public var separator: SyntaxToken? { node.childTokens.first { $0.kind == .colon || $0.kind == .equal } }
    public var value: ValueSyntax? { node.child(ValueSyntax.self) }
    public var hasSemicolon: Bool { node.token(.semicolon) != nil }
}

/// `layer.cornerRadius`: name segments separated by dots.
public struct PropertyNameSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.propertyName
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// The identifier tokens: `[layer, cornerRadius]`.
    public var segments: [SyntaxToken] { node.childTokens.filter { $0.kind == .identifier } }
    /// The last segment, the property itself.
    public var nameToken: SyntaxToken? { segments.last }
}

/// `(highlighted, selected)` after a property name.
public struct PropertyParametersSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.propertyParameters
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// The comma-separated parameters as written (trimmed).
    public var parameters: [(text: String, range: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var current: [SyntaxToken] = []
        func flush() {
            let significant = current.filter { !$0.kind.isTrivia }
            if let first = significant.first, let last = significant.last {
                let text = String(decoding: node.tree.bytes[first.offset..<last.range.upperBound], as: UTF8.self)
                result.append((text, first.offset..<last.range.upperBound))
            }
            current = []
        }
        for token in node.childTokens where token.kind != .leftParen && token.kind != .rightParen && !token.kind.isMissing {
            if token.kind == .comma { flush() } else { current.append(token) }
        }
        flush()
        return result
    }
}

/// `@extend .base;`
public struct ExtendSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.extend
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var keyword: SyntaxToken? { node.firstSignificantToken }
    public var selectorList: SelectorListSyntax? { node.child(SelectorListSyntax.self) }
}

/// `@media … { … }` or `@import …;`: not InterfaCSS.
public struct AtRuleSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.atRule
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var keyword: SyntaxToken? { node.firstSignificantToken }
    public var block: BlockSyntax? { node.child(BlockSyntax.self) }
}

// MARK: - Selectors

/// `a, b > c`
public struct SelectorListSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.selectorList
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var selectors: [ComplexSelectorSyntax] { node.children(ComplexSelectorSyntax.self) }
}

public enum Combinator: String, Hashable, Sendable {
    case descendant = " "
    case child = ">"
    case adjacentSibling = "+"
    case generalSibling = "~"
}

/// A chain of compound selectors and combinators.
public struct ComplexSelectorSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.complexSelector
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// The compounds in order, each with the combinator that joins it to the previous one
    /// (nil for the first).
    public var components: [(combinator: Combinator?, compound: CompoundSelectorSyntax)] {
        var result: [(Combinator?, CompoundSelectorSyntax)] = []
        var pending: Combinator?
        for element in node.children {
            switch element {
            case .node(let child) where child.kind == .compoundSelector:
                result.append((result.isEmpty ? nil : (pending ?? .descendant), CompoundSelectorSyntax(unchecked: child)))
                pending = nil
            case .token(let token):
                switch token.kind {
                case .greater: pending = .child
                case .plus: pending = .adjacentSibling
                case .tilde: pending = .generalSibling
                default: break
                }
            default:
                break
            }
        }
        return result
    }

    public var compounds: [CompoundSelectorSyntax] { node.children(CompoundSelectorSyntax.self) }
}

/// `type#id.class:pseudo`
public struct CompoundSelectorSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.compoundSelector
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// The type name (`UILabel`), nil for none, `*` or `&`.
    public var typeName: SyntaxToken? { node.child(.typeSelector)?.firstSignificantToken }
    public var isUniversal: Bool { node.child(.universalSelector) != nil }
    public var isParentReference: Bool { node.child(.parentSelector) != nil }
    /// `#id` tokens (the `#` included).
    public var ids: [SyntaxToken] { node.childNodes.filter { $0.kind == .idSelector }.compactMap(\.firstSignificantToken) }
    /// Class name tokens (without the `.`).
    public var classes: [SyntaxToken] {
        node.childNodes.filter { $0.kind == .classSelector }.compactMap { $0.token(.identifier) }
    }
    public var pseudoClasses: [PseudoClassSyntax] { node.children(PseudoClassSyntax.self) }
}

/// `:name` or `:name(arguments)`
public struct PseudoClassSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.pseudoClass
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var nameToken: SyntaxToken? { node.token(.identifier) }
    public var arguments: SyntaxNode? { node.child(.pseudoClassArguments) }
    /// The argument text between the parentheses, trimmed.
    public var argumentText: String? {
        guard let arguments else { return nil }
        let tokens = arguments.tokens.filter { $0.kind != .leftParen && $0.kind != .rightParen && !$0.kind.isMissing }
        guard let first = tokens.first(where: { !$0.kind.isTrivia }), let last = tokens.last(where: { !$0.kind.isTrivia }) else {
            return ""
        }
        return String(decoding: node.tree.bytes[first.offset..<last.range.upperBound], as: UTF8.self)
    }
    /// The selector list of `:not(…)`.
    public var selectorList: SelectorListSyntax? { arguments?.child(SelectorListSyntax.self) }
}

// MARK: - Values

/// A declaration's or variable's value: components separated by spaces or commas.
public struct ValueSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.value
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// The components (commas and trivia left out).
    public var components: [ExpressionSyntax] { ExpressionSyntax.components(of: node) }
    /// True when commas separate the components (`size(1, 2), center(parent, parent)`).
    public var hasCommas: Bool { node.token(.comma) != nil }
    public var isMissing: Bool { node.token(.missingValue) != nil }
}

/// A value expression.
public indirect enum ExpressionSyntax: Hashable, Sendable {
    /// A number, percentage, dimension, string, hash, identifier, variable reference, URL or `*`.
    case literal(SyntaxToken)
    case functionCall(FunctionCallSyntax)
    case memberAccess(MemberAccessSyntax)
    case binary(BinaryExpressionSyntax)
    case unary(UnaryExpressionSyntax)
    case parenthesized(ArgumentListSyntax)
    case unexpected(SyntaxNode)

    init?(_ element: SyntaxElement) {
        switch element {
        case .token(let token):
            switch token.kind {
            case .number, .percentage, .dimension, .string, .unterminatedString, .hash, .identifier, .atKeyword,
                .customProperty, .url, .star:
                self = .literal(token)
            default:
                return nil
            }
        case .node(let node):
            switch node.kind {
            case .functionCall: self = .functionCall(FunctionCallSyntax(unchecked: node))
            case .memberAccess: self = .memberAccess(MemberAccessSyntax(unchecked: node))
            case .binaryExpression: self = .binary(BinaryExpressionSyntax(unchecked: node))
            case .unaryExpression: self = .unary(UnaryExpressionSyntax(unchecked: node))
            case .parenthesizedExpression: self = .parenthesized(ArgumentListSyntax(unchecked: node))
            case .unexpected: self = .unexpected(node)
            default: return nil
            }
        }
    }

    static func components(of node: SyntaxNode) -> [ExpressionSyntax] {
        node.children.compactMap(ExpressionSyntax.init)
    }

    public var range: Range<Int> {
        switch self {
        case .literal(let token): return token.range
        case .functionCall(let call): return call.range
        case .memberAccess(let access): return access.range
        case .binary(let binary): return binary.range
        case .unary(let unary): return unary.range
        case .parenthesized(let list): return list.range
        case .unexpected(let node): return node.range
        }
    }

    public var text: String {
        switch self {
        case .literal(let token): return token.text
        case .functionCall(let call): return call.text
        case .memberAccess(let access): return access.text
        case .binary(let binary): return binary.text
        case .unary(let unary): return unary.text
        case .parenthesized(let list): return list.text
        case .unexpected(let node): return node.text
        }
    }

    /// The literal token, when this is one.
    public var token: SyntaxToken? {
        if case .literal(let token) = self { return token }
        return nil
    }
}

/// `name(arguments)`, or a link of a call chain: `size(1, 2).left(5)`.
public struct FunctionCallSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.functionCall
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// What is called: an identifier, or a member access for a chained call.
    public var callee: ExpressionSyntax? { node.children.lazy.compactMap(ExpressionSyntax.init).first }
    /// The function's name: the identifier, or the member name of a chained call.
    public var nameToken: SyntaxToken? {
        switch callee {
        case .literal(let token)?: return token.kind == .identifier ? token : nil
        case .memberAccess(let access)?: return access.memberToken
        default: return nil
        }
    }
    public var name: String { nameToken?.text ?? "" }
    public var argumentList: ArgumentListSyntax? { node.child(.argumentList).map(ArgumentListSyntax.init(unchecked:)) }
    public var arguments: [ArgumentSyntax] { argumentList?.arguments ?? [] }

    /// The calls of a chain in source order: `size(…).left(…).right(…)` gives three calls.
    /// Nil when something other than calls is chained (`a.b(…)` starting from a name).
    public var chain: [FunctionCallSyntax]? {
        var calls: [FunctionCallSyntax] = []
        var current: FunctionCallSyntax? = self
        while let call = current {
            calls.append(call)
            switch call.callee {
            case .literal(let token)? where token.kind == .identifier:
                current = nil
            case .memberAccess(let access)?:
                guard case .functionCall(let previous)? = access.base else { return nil }
                current = previous
            default:
                return nil
            }
        }
        return calls.reversed()
    }
}

/// `(a, b: c)`: a function's argument list or a parenthesised expression.
public struct ArgumentListSyntax: Hashable, Sendable {
    public let node: SyntaxNode
    init(unchecked node: SyntaxNode) { self.node = node }

    public var range: Range<Int> { node.range }
    public var text: String { node.text }
    public var arguments: [ArgumentSyntax] {
        node.childNodes.compactMap { $0.kind == .argument || $0.kind == .namedArgument ? ArgumentSyntax(node: $0) : nil }
    }
    public var isClosed: Bool { node.token(.rightParen) != nil }
}

/// One argument: `50%`, `parent.height + 100`, `HelveticaNeue-Medium 12`, or named `font: X 12`.
public struct ArgumentSyntax: Hashable, Sendable {
    public let node: SyntaxNode

    public var range: Range<Int> { node.range }
    public var text: String { node.text }
    /// The name of a named argument (`font` in `font: X 12`).
    public var label: SyntaxToken? { node.kind == .namedArgument ? node.firstSignificantToken : nil }
    public var components: [ExpressionSyntax] {
        let components = ExpressionSyntax.components(of: node)
        return node.kind == .namedArgument ? Array(components.dropFirst()) : components  // the label
    }
    public var isMissing: Bool { node.token(.missingValue) != nil }
}

/// `base.member`
public struct MemberAccessSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.memberAccess
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var base: ExpressionSyntax? { node.children.lazy.compactMap(ExpressionSyntax.init).first }
    public var memberToken: SyntaxToken? { node.childTokens.last { $0.kind == .identifier } }
    /// `parent.width` as `["parent", "width"]`; nil unless every part is a name.
    public var dottedNames: [String]? {
        guard let member = memberToken?.text else { return nil }
        switch base {
        case .literal(let token)? where token.kind == .identifier: return [token.text, member]
        case .memberAccess(let inner)?: return inner.dottedNames.map { $0 + [member] }
        default: return nil
        }
    }
}

/// `left op right`
public struct BinaryExpressionSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.binaryExpression
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    /// The operands: the expressions beside the operator token (a `*` operator is not the
    /// wildcard literal).
    private var operands: [ExpressionSyntax] {
        let operatorOffset = operatorToken?.offset
        return ExpressionSyntax.components(of: node).filter { $0.token == nil || $0.token?.offset != operatorOffset }
    }
    public var left: ExpressionSyntax? { operands.first }
    /// Nil when the right operand is missing (`1 +`).
    public var right: ExpressionSyntax? { operands.count > 1 ? operands[1] : nil }
    public var operatorToken: SyntaxToken? {
        node.childTokens.first { !$0.kind.isTrivia && !$0.kind.isMissing && Parser.precedence(of: $0.kind) != nil }
    }
}

/// `-x`, `+x`, `!x`
public struct UnaryExpressionSyntax: SyntaxNodeView {
    public static let kind = SyntaxKind.unaryExpression
    public let node: SyntaxNode
    public init(unchecked node: SyntaxNode) { self.node = node }

    public var operatorToken: SyntaxToken? { node.firstSignificantToken }
    public var operand: ExpressionSyntax? { node.children.compactMap(ExpressionSyntax.init).last }
}
