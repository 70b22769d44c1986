import StyleParser

/// One walk over a stylesheet's tree (or some of its top-level elements) that decides the
/// whitespace between each two tokens. Whitespace and line-break tokens are the gaps; every
/// other token (comments too) is fixed. A gap is decided when the token after it arrives,
/// from the tokens on each side: comments between two tokens are placed by the gap those
/// tokens need (`resolve`). Linear: each token is looked at once, the nesting kept on stacks.
struct FormatPass {
    /// A token other than whitespace or a comment, with where it stands.
    struct Element {
        var kind: TokenKind
        var range: Range<Int>
        /// The node holding it.
        var parent: SyntaxKind
        var context: Context
        /// How many blocks it is inside (a block's braces count with the outside).
        var depth: Int
        /// When it begins an item of the stylesheet or a block: the item.
        var item: Item?
        /// A top-level item with a syntax error, or an error token between items: kept as
        /// written, as one element.
        var isVerbatim = false

        func isBrace(_ brace: TokenKind) -> Bool { kind == brace && parent == .block }
    }

    struct Item {
        var kind: SyntaxKind
        /// The item before it in the same list.
        var previous: SyntaxKind?
        var isTopLevel: Bool
    }

    /// The innermost construct that decides how whitespace is read.
    enum Context {
        case items, declaration, propertyName, value, selector, pseudoClassArguments
    }

    /// What a gap between two elements becomes.
    enum Spacing: Equatable {
        case none
        case space
        /// A line break (and a blank line, by `blank`) and the indentation of `depth`.
        case line(depth: Int, blank: Blank)
        /// As the author had it: nothing stays nothing, spaces become one, a line break stays
        /// one (indented as a continuation).
        case kept
        /// Exactly as written.
        case verbatim
    }

    enum Blank: Equatable {
        case never, preserve, always
    }

    let bytes: [UInt8]
    let options: FormatOptions
    /// Where the text starts after a byte-order mark (kept as it is).
    let start: Int
    let lineBreak: String
    /// The line breaks and indentations of each depth, made once: without and with a blank line.
    private var lines: [(single: String, blank: String)] = []

    private(set) var edits: [FormatEdit] = []
    private(set) var skipped: [Range<Int>] = []

    // The walk's state.
    /// The open nodes, innermost last, each with the context it makes.
    private var open: [(kind: SyntaxKind, context: Context)] = []
    private var depth = 0
    /// The kind of the last item of each open list (the stylesheet, then each block).
    private var lastItems: [SyntaxKind?] = []
    private var pendingItem: SyntaxKind?
    /// A top-level item was just kept as written: its exit comes next, nothing inside it.
    private var skippedItem = false
    private var previous: Element?
    private var comments: [(kind: TokenKind, range: Range<Int>)] = []

    /// `lineBreak`: what a line break is written as (`StyleFormatter.lineBreak`).
    init(_ tree: SyntaxTree, options: FormatOptions, lineBreak: String) {
        bytes = tree.bytes
        self.options = options
        self.lineBreak = lineBreak
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    // MARK: - The walk

    mutating func enterStylesheet() {
        open = [(.stylesheet, .items)]
        lastItems = [nil]
    }

    mutating func enter(_ node: SyntaxWalkNode) -> Bool {
        if node.kind == .stylesheet {
            enterStylesheet()
            return true
        }
        let parent = open.last?.kind ?? .stylesheet
        if parent == .stylesheet && (node.containsError || node.kind.isError) {
            // Kept as written: one element, nothing inside it looked at.
            skipped.append(node.range)
            add(Element(
                kind: .invalid, range: node.range, parent: parent, context: .items, depth: 0,
                item: Item(kind: node.kind, previous: lastItems.last ?? nil, isTopLevel: true), isVerbatim: true))
            skippedItem = true
            return false
        }
        if node.kind.isItem && (parent == .stylesheet || parent == .block) { pendingItem = node.kind }
        if node.kind == .block { lastItems.append(nil) }
        // Inside a pseudo-class's argument everything is as written, selectors too.
        let outer = open.last?.context ?? .items
        open.append((node.kind, outer == .pseudoClassArguments ? outer : Self.context(of: node.kind) ?? outer))
        return true
    }

    mutating func exit(_ node: SyntaxWalkNode) {
        if node.kind == .stylesheet { return }
        if skippedItem {
            skippedItem = false
            lastItems[lastItems.count - 1] = node.kind
            return
        }
        open.removeLast()
        if node.kind == .block { lastItems.removeLast() }
        let parent = open.last?.kind ?? .stylesheet
        if node.kind.isItem && (parent == .stylesheet || parent == .block) { lastItems[lastItems.count - 1] = node.kind }
    }

    mutating func token(_ kind: TokenKind, _ range: Range<Int>) {
        switch kind {
        case .whitespace, .newline:
            return
        case .blockComment, .lineComment:
            comments.append((kind, range))
            return
        default:
            break
        }
        let parent = open.last?.kind ?? .stylesheet
        if kind.isError && parent == .stylesheet {
            // An error between items (an invalid byte, an unterminated comment): kept, and
            // the whitespace on both sides of it.
            skipped.append(range)
            add(Element(kind: kind, range: range, parent: parent, context: .items, depth: 0, item: nil, isVerbatim: true))
            return
        }
        if kind == .rightBrace && parent == .block { depth -= 1 }
        var element = Element(kind: kind, range: range, parent: parent, context: open.last?.context ?? .items, depth: depth, item: nil)
        if let item = pendingItem {
            element.item = Item(kind: item, previous: lastItems.last ?? nil, isTopLevel: lastItems.count == 1)
            pendingItem = nil
        }
        add(element)
        if kind == .leftBrace && parent == .block { depth += 1 }
    }

    /// Ends the text: the gap after the last element (and its comments).
    mutating func finish() {
        resolve(next: nil)
    }

    private static func context(of kind: SyntaxKind) -> Context? {
        switch kind {
        case .stylesheet, .block: return .items
        case .variableDefinition, .declaration, .extend: return .declaration
        case .propertyName, .propertyParameters: return .propertyName
        case .value: return .value
        case .selectorList: return .selector
        case .pseudoClassArguments: return .pseudoClassArguments
        default: return nil
        }
    }

    // MARK: - Gaps

    private mutating func add(_ element: Element) {
        resolve(next: element)
        previous = element
    }

    /// Lays out the gaps between `previous`, the comments after it and `next` (nil: the end
    /// of the text).
    private mutating func resolve(next: Element?) {
        defer { if !comments.isEmpty { comments.removeAll(keepingCapacity: true) } }
        let structural = spacing(previous, next)
        var position = previous?.range.upperBound ?? start
        // Whether a comment stands on a line of its own (or opens the text): those after it
        // are placed from there, and the next element may stay on its line.
        var ownLine = previous == nil
        var firstOwnLine = true
        var lastComment: TokenKind?
        for comment in comments {
            let gap = position..<comment.range.lowerBound
            let breaks = lineBreaks(gap)
            let text: String
            if previous == nil && lastComment == nil {
                text = ""
            } else if structural == .verbatim || (lastComment == nil && keepsGapAfterSemicolon(gap)) {
                text = original(gap)
            } else if breaks == 0 {
                text = gap.isEmpty ? "" : " "
            } else {
                switch structural {
                case .line(let depth, let rule):
                    let blank = firstOwnLine ? rule == .always || (rule == .preserve && breaks > 1) : rule != .never && breaks > 1
                    // Comments before a `}` belong to the block's items.
                    text = line(blank: blank, depth: next?.isBrace(.rightBrace) == true ? depth + 1 : depth)
                default:
                    text = line(blank: false, depth: continuation(next))
                }
                ownLine = true
                firstOwnLine = false
            }
            emit(gap, text)
            position = comment.range.upperBound
            lastComment = comment.kind
        }
        let gap = position..<(next?.range.lowerBound ?? bytes.count)
        guard let next else {
            let empty = previous == nil && lastComment == nil
            // What ends in an item left as written is left as it ends.
            let verbatim = previous?.isVerbatim == true && lastComment == nil
            emit(gap, verbatim ? original(gap) : empty || !options.finalNewline ? "" : lineBreak)
            return
        }
        if structural == .verbatim {
            emit(gap, original(gap))
            return
        }
        if previous == nil && lastComment == nil {
            emit(gap, "")
            return
        }
        guard let lastComment else {
            emit(gap, text(of: structural, gap, continuing: next))
            return
        }
        let breaks = lineBreaks(gap)
        let broken = breaks > 0 || lastComment == .lineComment
        switch structural {
        case .line(let depth, let rule):
            if !broken && ownLine {
                emit(gap, gap.isEmpty ? "" : " ")
            } else if !broken {
                emit(gap, line(blank: rule == .always, depth: depth))
            } else {
                let blank = ownLine ? rule != .never && breaks > 1 : rule == .always || (rule == .preserve && breaks > 1)
                emit(gap, line(blank: blank, depth: depth))
            }
        default:
            if broken {
                emit(gap, line(blank: false, depth: continuation(next)))
            } else {
                emit(gap, structural == .space || (structural == .kept && !gap.isEmpty) || (structural == .none && !gap.isEmpty) ? " " : "")
            }
        }
    }

    /// The gap `a` and `b` need, comments aside.
    private func spacing(_ a: Element?, _ b: Element?) -> Spacing {
        guard let b else { return .line(depth: 0, blank: .preserve) }
        guard let a else { return b.item != nil ? .line(depth: b.depth, blank: .preserve) : .kept }
        // Around what is kept as written, the whitespace is too: a broken item may end in it,
        // or take in what follows when the text is parsed again.
        if a.isVerbatim || b.isVerbatim { return .verbatim }
        let gap = a.range.upperBound..<b.range.lowerBound
        // InterfaCSS 1.x reads the character after a `;` with it: what is not a plain space or
        // line break there stays.
        if comments.isEmpty && keepsGapAfterSemicolon(gap) { return .verbatim }
        if let item = b.item {
            if a.isBrace(.leftBrace) { return .line(depth: b.depth, blank: .never) }
            let always = options.blankLineBetweenRulesets && item.isTopLevel && item.kind == .ruleset && item.previous == .ruleset
            return .line(depth: b.depth, blank: always ? .always : .preserve)
        }
        if b.isBrace(.rightBrace) {
            if a.isBrace(.leftBrace) { return comments.isEmpty ? .none : .line(depth: b.depth, blank: .never) }
            return .line(depth: b.depth, blank: .never)
        }
        if b.isBrace(.leftBrace) { return .space }
        if a.isBrace(.leftBrace) { return .kept }
        // A pseudo-class's argument and a property's parameters are read as words by
        // InterfaCSS, which splits and trims them its own way: as written.
        if b.context == .pseudoClassArguments || b.context == .propertyName { return .verbatim }
        if b.context == .selector {
            if b.kind == .comma && b.parent == .selectorList { return .none }
            if a.kind == .comma && a.parent == .selectorList { return lineBreaks(gap) > 0 ? .line(depth: b.depth, blank: .never) : .space }
            if Self.isCombinator(a) || Self.isCombinator(b) { return .space }
            return gap.isEmpty ? .none : .space
        }
        switch b.kind {
        case .colon where b.parent == .declaration || b.parent == .variableDefinition: return .none
        case .equal where b.parent == .variableDefinition: return .space
        case .semicolon where b.parent == .declaration || b.parent == .variableDefinition || b.parent == .extend: return .none
        case .comma where b.parent == .value || b.parent == .argumentList: return .none
        case .rightParen where b.parent == .argumentList || b.parent == .parenthesizedExpression: return .none
        default: break
        }
        switch a.kind {
        case .colon where a.parent == .declaration || a.parent == .variableDefinition: return .space
        case .equal where a.parent == .variableDefinition: return .space
        case .comma where a.parent == .value || a.parent == .argumentList: return lineBreaks(gap) > 0 ? .line(depth: continuation(b), blank: .never) : .space
        case .leftParen where a.parent == .argumentList || a.parent == .parenthesizedExpression: return .none
        default: return .kept
        }
    }

    private static func isCombinator(_ element: Element) -> Bool {
        element.parent == .complexSelector && (element.kind == .greater || element.kind == .plus || element.kind == .tilde)
    }

    /// The indentation of a line that continues an item.
    private func continuation(_ element: Element?) -> Int {
        (element?.depth ?? 0) + 1
    }

    private mutating func text(of spacing: Spacing, _ gap: Range<Int>, continuing next: Element) -> String {
        switch spacing {
        case .none: return ""
        case .space: return " "
        case .line(let depth, let rule):
            return line(blank: rule == .always || (rule == .preserve && lineBreaks(gap) > 1), depth: depth)
        case .kept:
            if gap.isEmpty { return "" }
            return lineBreaks(gap) > 0 ? line(blank: false, depth: continuation(next)) : " "
        case .verbatim: return original(gap)
        }
    }

    private mutating func line(blank: Bool, depth: Int) -> String {
        let depth = max(0, depth)
        while lines.count <= depth {
            let unit: String
            switch options.indentation {
            case .tabs: unit = "\t"
            case .spaces(let width): unit = String(repeating: " ", count: width)
            }
            let indentation = String(repeating: unit, count: lines.count)
            lines.append((lineBreak + indentation, lineBreak + lineBreak + indentation))
        }
        return blank ? lines[depth].blank : lines[depth].single
    }

    /// Whether `gap` follows a `;` that InterfaCSS 1.x would read the next character of,
    /// and that character is not a plain space or line break: then it stays.
    private func keepsGapAfterSemicolon(_ gap: Range<Int>) -> Bool {
        guard options.keepsWhatFollowsSemicolons, previous?.kind == .semicolon, gap.lowerBound == previous?.range.upperBound else { return false }
        guard let first = gap.first else { return true }
        return !(bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0A || bytes[first] == 0x0D)
    }

    private func lineBreaks(_ gap: Range<Int>) -> Int {
        var count = 0
        var index = gap.lowerBound
        while index < gap.upperBound {
            let byte = bytes[index]
            if byte == 0x0A {
                count += 1
            } else if byte == 0x0D {
                count += 1
                if index + 1 < gap.upperBound && bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        return count
    }

    private func original(_ gap: Range<Int>) -> String {
        String(decoding: bytes[gap], as: UTF8.self)
    }

    private mutating func emit(_ gap: Range<Int>, _ text: String) {
        var same = text.utf8.count == gap.count
        if same {
            var index = gap.lowerBound
            for byte in text.utf8 {
                if bytes[index] != byte {
                    same = false
                    break
                }
                index += 1
            }
        }
        if !same { edits.append(FormatEdit(range: gap, text: text)) }
    }
}
