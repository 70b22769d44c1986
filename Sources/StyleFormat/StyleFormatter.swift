import Foundation
import StyleParser

/// A replacement of the bytes in `range` (UTF-8 offsets into the text formatted) by `text`.
public struct FormatEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var text: String

    public init(range: Range<Int>, text: String) {
        self.range = range
        self.text = text
    }
}

/// What formatting a stylesheet changes.
public struct FormatResult: Sendable {
    /// The edits, in order and none overlapping. Each replaces the whitespace between two
    /// tokens: no token, comment included, is ever changed, moved past another or dropped.
    public var edits: [FormatEdit]
    /// The top-level items left as written because they hold a syntax error.
    public var skipped: [Range<Int>]

    /// The text with the edits made.
    public func applied(to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        var position = 0
        for edit in edits {
            result.append(contentsOf: bytes[position..<edit.range.lowerBound])
            result.append(contentsOf: edit.text.utf8)
            position = edit.range.upperBound
        }
        result.append(contentsOf: bytes[position...])
        return result
    }
}

/// The stylesheet formatter: text in, the whitespace between its tokens laid out anew. A pure
/// function of the lossless tree and the options; it knows nothing of files or editors.
///
/// What it keeps: every token and comment, in order; where the author broke lines inside a
/// selector list or a value (re-indented), at most one blank line where there were blank
/// lines between items; a `;` glued to what follows (InterfaCSS 1.x reads the byte after a
/// `;` as part of it: `alpha: 1;}` loses its `}`, and a space put there would change what the
/// app reads); whether there was whitespace at all where InterfaCSS may read it as meaning
/// (inside property names and parameters, pseudo-class arguments, between the terms of a
/// value). What it lays out: one item per line, indented by its nesting; `{` after one space;
/// `}` on its own line; `name: value;`; one space around combinators and after commas; none
/// inside a call's parentheses or before a comma. A top-level item that holds a syntax error
/// is left exactly as written (`FormatResult.skipped`).
public enum StyleFormatter {
    /// The edits that format the whole stylesheet.
    public static func format(_ tree: SyntaxTree, options: FormatOptions = FormatOptions()) -> FormatResult {
        format(tree, options: options, lineBreak: lineBreak(tree, options))
    }

    private static func format(_ tree: SyntaxTree, options: FormatOptions, lineBreak: String) -> FormatResult {
        var pass = FormatPass(tree, options: options, lineBreak: lineBreak)
        tree.root.walk(enter: { pass.enter($0) }, token: { pass.token($0, $1) }, exit: { pass.exit($0) })
        pass.finish()
        return FormatResult(edits: pass.edits, skipped: pass.skipped)
    }

    /// The edits that format the top-level items `range` touches (an empty range: the item it
    /// is in), with the line breaks and indentation before the first of them.
    public static func format(_ tree: SyntaxTree, options: FormatOptions = FormatOptions(), touching range: Range<Int>) -> FormatResult {
        let elements = tree.topLevelElements(around: range)
        var touched: Range<Int>?
        var before = 0
        for (element, offset) in elements {
            guard case .node(let node) = element else { continue }
            let extent = offset..<(offset + node.width)
            let touches = range.isEmpty ? extent.lowerBound <= range.lowerBound && range.lowerBound <= extent.upperBound : extent.overlaps(range)
            if touches {
                touched = touched.map { $0.lowerBound..<extent.upperBound } ?? extent
            } else if touched == nil {
                before = extent.upperBound
            }
        }
        guard let touched else { return FormatResult(edits: [], skipped: []) }
        var pass = FormatPass(tree, options: options, lineBreak: lineBreak(tree, options))
        pass.enterStylesheet()
        for (element, offset) in elements where offset < touched.upperBound {
            switch element {
            case .token(let token): pass.token(token.kind, offset..<(offset + Int(token.width)))
            case .node(let node):
                tree.topLevelNode(node, at: offset).walk(enter: { pass.enter($0) }, token: { pass.token($0, $1) }, exit: { pass.exit($0) })
            }
        }
        // The line break before the next item, or the end of the file, settles what follows.
        if touched.upperBound == tree.bytes.count { pass.finish() }
        let window = before...touched.upperBound
        return FormatResult(
            edits: pass.edits.filter { window.contains($0.range.lowerBound) && window.contains($0.range.upperBound) },
            skipped: pass.skipped.filter { $0.overlaps(touched) })
    }

    /// The formatted text of `text`.
    public static func format(_ text: String, options: FormatOptions = FormatOptions()) -> String {
        let tree = SyntaxTree(text)
        return String(decoding: format(tree, options: options).applied(to: tree.bytes), as: UTF8.self)
    }

    /// What a line break is written as: the option's, or for `auto` the file's first line
    /// break after its first token. In a file of mixed line breaks, where formatting may
    /// remove that first one, the first of the formatted text: a second formatting then finds
    /// the same (the formatted texts of either choice have their line breaks in the same
    /// places, and the first is one that formatting keeps as written).
    static func lineBreak(_ tree: SyntaxTree, _ options: FormatOptions) -> String {
        switch options.lineEnding {
        case .lf: return "\n"
        case .crlf: return "\r\n"
        case .cr: return "\r"
        case .auto: break
        }
        let bytes = tree.bytes
        let first = firstLineBreak(bytes)
        guard hasMixedLineBreaks(bytes) else { return first }
        let formatted = format(tree, options: options, lineBreak: first).applied(to: bytes)
        return firstLineBreak(formatted)
    }

    /// The first line break after the first byte that is not a space or a line break.
    static func firstLineBreak(_ bytes: [UInt8]) -> String {
        var sawText = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                guard sawText else { continue }
                return byte == 0x0A ? "\n" : (index + 1 < bytes.count && bytes[index + 1] == 0x0A ? "\r\n" : "\r")
            }
            if byte != 0x20 && byte != 0x09 { sawText = true }
        }
        return "\n"
    }

    /// Whether `bytes` hold line breaks of more than one kind. Found with `memchr`: a file
    /// without `\r` has only `\n`; in one with `\r`, each `\n` is checked for the `\r` before it.
    static func hasMixedLineBreaks(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            guard memchr(base, 0x0D, buffer.count) != nil else { return false }
            var crlf = 0, lf = 0, from = 0
            while from < buffer.count, let found = memchr(base + from, 0x0A, buffer.count - from) {
                let index = base.distance(to: UnsafeRawPointer(found))
                if index > 0 && buffer[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
                if lf > 0 && crlf > 0 { return true }
                from = index + 1
            }
            // Only `\r\n` (or only `\r`): mixed if a lone `\r` is among them.
            var carriageReturns = 0
            from = 0
            while from < buffer.count, let found = memchr(base + from, 0x0D, buffer.count - from) {
                carriageReturns += 1
                from = base.distance(to: UnsafeRawPointer(found)) + 1
            }
            return carriageReturns != crlf && (crlf > 0 || lf > 0)
        }
    }
}
