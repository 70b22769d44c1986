import StyleParser

/// A problem in a stylesheet, found by the parser or the semantic analysis: a stable code,
/// a severity, an exact range and a message that says what is wrong and what would be right.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Tag: String, Hashable, Sendable {
        /// The range is code the app ignores (editors fade it).
        case unnecessary
        case deprecated
    }

    /// A replacement that fixes the problem: `range` (UTF-8 offsets) becomes `text`.
    public struct Fix: Hashable, Sendable {
        public var title: String
        public var range: Range<Int>
        public var text: String

        public init(title: String, range: Range<Int>, text: String) {
            self.title = title
            self.range = range
            self.text = text
        }
    }

    /// Another place that explains the diagnostic (the definition of a variable, the rule
    /// that declares a property first).
    public struct Related: Hashable, Sendable {
        public var file: String?
        public var range: Range<Int>
        public var message: String

        public init(file: String? = nil, range: Range<Int>, message: String) {
            self.file = file
            self.range = range
            self.message = message
        }
    }

    public var code: DiagnosticCode
    public var severity: DiagnosticSeverity
    /// UTF-8 byte offsets into the stylesheet, half-open.
    public var range: Range<Int>
    public var message: String
    public var fixes: [Fix]
    public var related: [Related]
    public var tags: Set<Tag>

    public init(
        _ code: DiagnosticCode, range: Range<Int>, message: String, severity: DiagnosticSeverity? = nil,
        fixes: [Fix] = [], related: [Related] = [], tags: Set<Tag> = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.range = range
        self.message = message
        self.fixes = fixes
        self.related = related
        self.tags = tags
    }

    init(_ syntax: SyntaxDiagnostic) {
        self.init(
            DiagnosticCode(rawValue: syntax.code.rawValue), range: syntax.range, message: syntax.message,
            severity: syntax.severity, fixes: syntax.repair.map { [Fix(title: $0.title, range: $0.range, text: $0.text)] } ?? [],
            tags: syntax.code == .ignoredContent ? [.unnecessary] : [])
    }

    public var description: String {
        "\(range.lowerBound)..\(range.upperBound) \(severity.rawValue): \(message) [\(code.rawValue)]"
    }
}

/// A diagnostic's stable code (`unknown-property`), used in suppression comments, the
/// configuration's `rules` and every output format.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The severity a code has unless the configuration says otherwise.
    public var defaultSeverity: DiagnosticSeverity {
        DiagnosticCode.catalogue[self]?.severity ?? .error
    }

    /// One line on what the code means.
    public var summary: String { DiagnosticCode.catalogue[self]?.summary ?? "" }

    /// Every code with its default severity and a one-line summary.
    public static let catalogue: [DiagnosticCode: (severity: DiagnosticSeverity, summary: String)] = {
        var table: [DiagnosticCode: (DiagnosticSeverity, String)] = [:]
        for code in SyntaxDiagnostic.Code.allCases {
            let severity: DiagnosticSeverity = code == .ignoredContent || code == .extraSemicolon ? .warning : .error
            table[DiagnosticCode(rawValue: code.rawValue)] = (severity, "Syntax: \(code.rawValue.replacingOccurrences(of: "-", with: " ")).")
        }
        for (code, severity, summary) in semanticCodes { table[code] = (severity, summary) }
        return table
    }()

    // Semantic codes.
    public static let unknownProperty = DiagnosticCode(rawValue: "unknown-property")
    public static let unregisteredProperty = DiagnosticCode(rawValue: "unregistered-property")
    public static let propertyNotAvailable = DiagnosticCode(rawValue: "property-not-available")
    public static let propertyOnSomeClasses = DiagnosticCode(rawValue: "property-on-some-classes")
    public static let unknownNestedElement = DiagnosticCode(rawValue: "unknown-nested-element")
    public static let nestedElementNotAvailable = DiagnosticCode(rawValue: "nested-element-not-available")
    public static let invalidValue = DiagnosticCode(rawValue: "invalid-value")
    public static let unknownEnumValue = DiagnosticCode(rawValue: "unknown-enum-value")
    public static let unknownColor = DiagnosticCode(rawValue: "unknown-color")
    public static let trailingValueText = DiagnosticCode(rawValue: "trailing-value-text")
    public static let undefinedVariable = DiagnosticCode(rawValue: "undefined-variable")
    public static let variableUsedBeforeDefinition = DiagnosticCode(rawValue: "variable-used-before-definition")
    public static let unusedVariable = DiagnosticCode(rawValue: "unused-variable")
    public static let variableCycle = DiagnosticCode(rawValue: "variable-cycle")
    public static let variableInString = DiagnosticCode(rawValue: "variable-in-string")
    public static let variableExpansionLimit = DiagnosticCode(rawValue: "variable-expansion-limit")
    public static let tooManyDiagnostics = DiagnosticCode(rawValue: "too-many-diagnostics")
    public static let unknownTypeSelector = DiagnosticCode(rawValue: "unknown-type-selector")
    public static let customTypeSelector = DiagnosticCode(rawValue: "custom-type-selector")
    public static let unknownPseudoClass = DiagnosticCode(rawValue: "unknown-pseudo-class")
    public static let invalidPseudoClassArgument = DiagnosticCode(rawValue: "invalid-pseudo-class-argument")
    public static let unsupportedSelector = DiagnosticCode(rawValue: "unsupported-selector")
    public static let unsupportedSyntax = DiagnosticCode(rawValue: "unsupported-syntax")
    public static let unknownControlState = DiagnosticCode(rawValue: "unknown-control-state")
    public static let unexpectedParameters = DiagnosticCode(rawValue: "unexpected-parameters")
    public static let ignoredParameters = DiagnosticCode(rawValue: "ignored-parameters")
    public static let crashRisk = DiagnosticCode(rawValue: "crash-risk")
    public static let duplicateProperty = DiagnosticCode(rawValue: "duplicate-property")
    public static let unknownExtendTarget = DiagnosticCode(rawValue: "unknown-extend-target")
    public static let extendOutsideRuleset = DiagnosticCode(rawValue: "extend-outside-ruleset")
    public static let declarationOutsideRuleset = DiagnosticCode(rawValue: "declaration-outside-ruleset")
    public static let flexboxWithFrame = DiagnosticCode(rawValue: "flexbox-with-frame")
    public static let layoutConflict = DiagnosticCode(rawValue: "layout-conflict")
    public static let quirk = DiagnosticCode(rawValue: "interfacss-quirk")
    public static let unusedSuppression = DiagnosticCode(rawValue: "unused-suppression")
    public static let invalidSuppression = DiagnosticCode(rawValue: "invalid-suppression")
    public static let configuration = DiagnosticCode(rawValue: "invalid-configuration")
    public static let viewDefinition = DiagnosticCode(rawValue: "invalid-view-definition")
    // View-definition XML.
    public static let malformedXML = DiagnosticCode(rawValue: "malformed-xml")
    public static let strayCommentEnd = DiagnosticCode(rawValue: "stray-comment-end")
    public static let notViewDefinition = DiagnosticCode(rawValue: "not-a-view-definition")
    public static let unknownElement = DiagnosticCode(rawValue: "unknown-element")
    public static let customElement = DiagnosticCode(rawValue: "custom-element")
    public static let unknownAttribute = DiagnosticCode(rawValue: "unknown-attribute")
    public static let ignoredAttribute = DiagnosticCode(rawValue: "ignored-attribute")
    public static let duplicateElementID = DiagnosticCode(rawValue: "duplicate-element-id")
    public static let unknownLayoutFile = DiagnosticCode(rawValue: "unknown-layout-file")
    public static let webCSS = DiagnosticCode(rawValue: "web-css")
    // Layout codes (the preview's layout engine).
    public static let layoutCycle = DiagnosticCode(rawValue: "layout-cycle")
    public static let unknownLayoutReference = DiagnosticCode(rawValue: "unknown-layout-reference")
    public static let zeroSizeView = DiagnosticCode(rawValue: "zero-size-view")
    public static let viewOutsideParent = DiagnosticCode(rawValue: "view-outside-parent")
    public static let previewLimit = DiagnosticCode(rawValue: "preview-limit")
    public static let ignoredContent = DiagnosticCode(rawValue: SyntaxDiagnostic.Code.ignoredContent.rawValue)

    /// The default severities follow one rule (docs/conformance.md, "Severities"): what
    /// InterfaCSS will ignore, drop or apply differently from what the text says is an error;
    /// working but dubious code is a warning; what cannot be verified (the app's own classes,
    /// properties and reads of variables) is information; hints are for harmless oddities.
    static let semanticCodes: [(DiagnosticCode, DiagnosticSeverity, String)] = [
        (.layoutCycle, .warning, "ISSLayouts that refer to each other: none of them can be resolved."),
        (.unknownLayoutReference, .error, "An ISSLayout that refers to an element id no view has."),
        (.zeroSizeView, .warning, "A view whose computed frame has no width or no height."),
        (.viewOutsideParent, .warning, "A view whose computed frame lies outside its superview."),
        (.previewLimit, .information, "A stylesheet with more views, or more rules matching them, than the preview follows; the rest is drawn unstyled or not at all."),
        (.unknownProperty, .error, "A property name InterfaCSS does not have on the styled class (a misspelling, or another version's property); it ignores the declaration."),
        (.unregisteredProperty, .information, "A property name no UIKit class registers; the app may register it itself."),
        (.propertyNotAvailable, .error, "The property exists, but not on the class the ruleset styles; InterfaCSS ignores it there."),
        (.propertyOnSomeClasses, .information, "The ruleset styles several classes and only some have the property."),
        (.unknownNestedElement, .error, "A key-path prefix that is not a nested element; InterfaCSS ignores the declaration."),
        (.nestedElementNotAvailable, .information, "A nested element the styled class does not have; the declaration matches nothing there (it may be meant for other elements the selector matches)."),
        (.invalidValue, .error, "A value the property's type does not accept."),
        (.unknownEnumValue, .error, "An enum or option-set value the property does not have."),
        (.unknownColor, .error, "A colour name InterfaCSS does not know; the app shows magenta."),
        (.trailingValueText, .warning, "Text after a valid value, which InterfaCSS ignores."),
        (.undefinedVariable, .error, "A variable reference without a definition; InterfaCSS leaves it in the value as text."),
        (.variableUsedBeforeDefinition, .error, "A variable used before its definition in load order (1.x); it is left in the value as text."),
        (.unusedVariable, .information, "A variable no stylesheet references (the app may read it with valueOfStyleSheetVariableWithName:)."),
        (.variableCycle, .error, "Variables whose values refer to each other."),
        (.variableInString, .warning, "An '@name' inside a string, which InterfaCSS substitutes."),
        (.variableExpansionLimit, .warning, "A value whose variables expand past the size or depth the checks follow."),
        (.tooManyDiagnostics, .warning, "A file with more problems than one report lists; the rest are left out."),
        (.unknownTypeSelector, .error, "A type selector close to a UIKit class name that is none; InterfaCSS drops or widens the selector."),
        (.customTypeSelector, .information, "A type selector that is not a UIKit class; declare it in .stylelsp.json."),
        (.unknownPseudoClass, .error, "A pseudo-class InterfaCSS does not know; it drops it, so the rule applies more widely."),
        (.invalidPseudoClassArgument, .error, "A pseudo-class argument of the wrong form, or a missing one: the pseudo-class never matches."),
        (.unsupportedSelector, .error, "A selector InterfaCSS cannot read ('&', an id after classes, a leading pseudo-class): it skips a nested ruleset, or stops reading the stylesheet."),
        (.unsupportedSyntax, .error, "A construct only the other InterfaCSS version reads (--name variables, '__' or '(…)' parameters, ISSLayout)."),
        (.unknownControlState, .error, "A property parameter that is not in the property's vocabulary; InterfaCSS drops it."),
        (.unexpectedParameters, .error, "Parameters on a property that takes none; InterfaCSS ignores them and sets the value for every state."),
        (.crashRisk, .information, "A construct that crashes the app where the views are of a certain shape (InterfaCSS's own code indexes past an array)."),
        (.ignoredParameters, .warning, "Parameters past those the property's setter reads (InterfaCSS 1.x): the value is set for the first ones only."),
        (.duplicateProperty, .warning, "The same property twice in one block; the last one wins."),
        (.unknownExtendTarget, .error, "An @extend whose selector no ruleset has; it has no effect."),
        (.extendOutsideRuleset, .error, "An @extend at the top level."),
        (.declarationOutsideRuleset, .error, "A declaration at the top level."),
        (.flexboxWithFrame, .warning, "Flexbox properties mixed with frame: or layout: on one element."),
        (.layoutConflict, .warning, "A layout that constrains one axis three times."),
        (.quirk, .hint, "InterfaCSS 1.x behaviour that is probably not what was meant."),
        (.unusedSuppression, .warning, "A stylelsp-disable comment that suppressed nothing."),
        (.invalidSuppression, .warning, "A stylelsp-disable comment naming an unknown code."),
        (.configuration, .error, "A problem in .stylelsp.json."),
        (.viewDefinition, .error, "A view-definition file InterfaCSS cannot build views from (a misplaced <layout>, no view)."),
        (.malformedXML, .error, "XML that is not well-formed (or not UTF-8); InterfaCSS's XML parser stops there."),
        (.strayCommentEnd, .information, "'-->' outside a comment, which XML reads as text."),
        (.notViewDefinition, .information, "An XML file that is not a view definition (a property list, an Interface Builder file); not checked."),
        (.unknownElement, .warning, "An element whose tag names no view class InterfaCSS knows; it builds a plain UIView."),
        (.customElement, .information, "An element whose tag may be the app's own view class; declare it in .stylelsp.json."),
        (.unknownAttribute, .warning, "An attribute InterfaCSS does not read on a view element."),
        (.ignoredAttribute, .warning, "An attribute InterfaCSS reads, but ignores on this element."),
        (.duplicateElementID, .warning, "Two elements of one view definition with the same id."),
        (.webCSS, .information, "A .css file no InterfaCSS project claims whose text is web CSS: it is not checked."),
        (.unknownLayoutFile, .warning, "An InterfaCSS 2 'layout' attribute naming a layout file the project does not have."),
    ]
}

extension Diagnostic {
    /// Document order: by start, then end, then code.
    public static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        if a.range.upperBound != b.range.upperBound { return a.range.upperBound < b.range.upperBound }
        return a.code.rawValue < b.code.rawValue
    }
}

extension Array {
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}
