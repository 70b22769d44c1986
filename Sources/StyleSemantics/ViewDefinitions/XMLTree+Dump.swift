extension XMLTree {
    /// The tree as text, for tests and bug reports: one line per node, indented by depth, with
    /// byte ranges; an element's attributes under it (name, raw value range, decoded value).
    ///
    ///     element view 0..40 name 1..5
    ///       attribute class 6..18 name 6..11 value 13..17 "root"
    ///       text 19..24 "Hello"
    public func dump() -> String {
        var lines: [String] = []
        var depth = [Int](repeating: 0, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            // Parents come before their children.
            depth[index] = node.parent.map { depth[$0] + 1 } ?? 0
            let indent = String(repeating: "  ", count: depth[index])
            let range = "\(node.range.lowerBound)..\(node.range.upperBound)"
            switch node.kind {
            case .element:
                var line = "\(indent)element \(name(of: index)) \(range) name \(node.nameRange.lowerBound)..\(node.nameRange.upperBound)"
                if node.isSelfClosing {
                    line += " self-closing"
                } else if node.endTagRange == nil {
                    line += " unclosed"
                }
                lines.append(line)
                for attribute in attributes(of: index) {
                    let value = attribute.quote == nil ? " unquoted" : ""
                    lines.append(
                        "\(indent)  attribute \(name(of: attribute)) \(attribute.range.lowerBound)..\(attribute.range.upperBound)"
                            + " value \(attribute.valueRange.lowerBound)..\(attribute.valueRange.upperBound)\(value) \(quoted(attribute.value))")
                }
            case .processingInstruction, .declaration:
                lines.append("\(indent)\(node.kind.rawValue) \(name(of: index)) \(range) \(quoted(decodedText(of: index)))")
            default:
                lines.append("\(indent)\(node.kind.rawValue) \(range) \(quoted(decodedText(of: index)))")
            }
        }
        for diagnostic in diagnostics { lines.append(diagnostic.description) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
