/// A JSON value whose objects keep their keys in the order they are written, so `lint`'s
/// `json` and `sarif` reports are the same bytes on every run (JSONEncoder orders keys by a
/// hash that changes from run to run on Linux).
indirect enum LintJSON {
    case object([(String, LintJSON)])
    case array([LintJSON])
    case string(String)
    case number(Int)

    /// Pretty-printed with two-space indentation, then a line break.
    var rendered: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1), closing = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += padding + LintJSON.quoted(key) + " : "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += padding
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .string(let text):
            output += LintJSON.quoted(text)
        case .number(let value):
            output += String(value)
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
