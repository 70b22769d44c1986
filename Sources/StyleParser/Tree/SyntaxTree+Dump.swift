extension SyntaxTree {
    /// A readable dump of the whole tree, one node or token per line, indented by depth:
    /// nodes as `Kind start..end`, tokens as `kind "text"`, missing tokens as `missing ';'`.
    /// Used by `style-lsp parse --tree` and the parser's fixture tests.
    public func dump() -> String {
        root.dump()
    }
}

extension SyntaxNode {
    public func dump() -> String {
        var output = ""
        var stack: [(SyntaxElement, Int)] = [(.node(self), 0)]
        while let (element, depth) = stack.popLast() {
            output += String(repeating: "  ", count: depth)
            switch element {
            case .node(let node):
                output += "\(node.kind.name) \(node.range.lowerBound)..\(node.range.upperBound)\n"
                for child in node.children.reversed() { stack.append((child, depth + 1)) }
            case .token(let token):
                if token.kind.isMissing {
                    output += "missing \(token.kind.name)\n"
                } else {
                    output += "\(tokenDumpName(token.kind)) \(quoted(token.bytes))\n"
                }
            }
        }
        return output
    }
}

private func tokenDumpName(_ kind: TokenKind) -> String {
    String(describing: kind)
}

/// `"text"` with control characters, quotes and invalid UTF-8 escaped, so a dump is one line
/// per token and shows every byte.
func quoted(_ bytes: ArraySlice<UInt8>) -> String {
    var result = "\""
    var index = bytes.startIndex
    while index < bytes.endIndex {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"): result += "\\n"
        case UInt8(ascii: "\r"): result += "\\r"
        case UInt8(ascii: "\t"): result += "\\t"
        case UInt8(ascii: "\""): result += "\\\""
        case UInt8(ascii: "\\"): result += "\\\\"
        case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(byte))
        case 0x80...:
            // Keep valid multi-byte characters, escape the rest.
            var decoder = UTF8()
            var iterator = bytes[index...].makeIterator()
            var consumed = 0
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                consumed = String(scalar).utf8.count
                result.unicodeScalars.append(scalar)
                index += consumed
                continue
            }
            result += "\\x" + String(byte, radix: 16, uppercase: true)
        default:
            result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        index += 1
    }
    return result + "\""
}
