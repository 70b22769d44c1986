/// Completion lists written by hand (`JSONWritable`): keys in declaration order, absent
/// optionals left out, as `JSONOutputEncoder` writes them (`CompletionEncodingTests` compares).
extension CompletionList: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"isIncomplete":"#)
        writer.bool(isIncomplete)
        writer.raw(#","items":["#)
        for (index, item) in items.enumerated() {
            if index > 0 { writer.raw(",") }
            item.write(to: &writer)
        }
        writer.raw("]}")
    }
}

extension CompletionItem: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"label":"#)
        writer.string(label)
        writer.member(#","kind":"#, kind)
        writer.member(#","detail":"#, detail)
        writer.member(#","documentation":"#, documentation)
        writer.member(#","sortText":"#, sortText)
        writer.member(#","filterText":"#, filterText)
        writer.member(#","insertTextFormat":"#, insertTextFormat)
        writer.member(#","textEdit":"#, textEdit)
        writer.member(#","command":"#, command)
        writer.member(#","data":"#, data)
        writer.raw("}")
    }
}

/// An optional member: its key (with the comma before it) and value, or nothing when absent.
private extension JSONWriter {
    mutating func member(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        raw(key)
        string(value)
    }

    mutating func member(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        raw(key)
        number(value)
    }

    mutating func member(_ key: StaticString, _ value: (some JSONWritable)?) {
        guard let value else { return }
        raw(key)
        value.write(to: &self)
    }
}

extension MarkupContent: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"kind":"#)
        writer.string(kind)
        writer.raw(#","value":"#)
        writer.string(value)
        writer.raw("}")
    }
}

extension Position: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"line":"#)
        writer.number(line)
        writer.raw(#","character":"#)
        writer.number(character)
        writer.raw("}")
    }
}

extension LSPRange: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"start":"#)
        start.write(to: &writer)
        writer.raw(#","end":"#)
        end.write(to: &writer)
        writer.raw("}")
    }
}

extension LSPTextEdit: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"range":"#)
        range.write(to: &writer)
        writer.raw(#","newText":"#)
        writer.string(newText)
        writer.raw("}")
    }
}

extension Command: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"title":"#)
        writer.string(title)
        writer.raw(#","command":"#)
        writer.string(command)
        writer.member(#","arguments":"#, arguments.map(JSONValue.array))
        writer.raw("}")
    }
}

extension JSONValue: JSONWritable {
    func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.raw("null")
        case .bool(let value): writer.bool(value)
        case .number(let value): writer.number(value)
        case .string(let value): writer.string(value)
        case .array(let values):
            writer.raw("[")
            for (index, value) in values.enumerated() {
                if index > 0 { writer.raw(",") }
                value.write(to: &writer)
            }
            writer.raw("]")
        case .object(let members):
            writer.raw("{")
            for (index, member) in members.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(member.key)
                writer.raw(":")
                member.value.write(to: &writer)
            }
            writer.raw("}")
        }
    }
}
