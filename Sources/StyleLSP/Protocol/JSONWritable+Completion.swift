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
        if let kind {
            writer.raw(#","kind":"#)
            writer.number(kind)
        }
        if let detail {
            writer.raw(#","detail":"#)
            writer.string(detail)
        }
        if let documentation {
            writer.raw(#","documentation":"#)
            documentation.write(to: &writer)
        }
        if let sortText {
            writer.raw(#","sortText":"#)
            writer.string(sortText)
        }
        if let filterText {
            writer.raw(#","filterText":"#)
            writer.string(filterText)
        }
        if let insertTextFormat {
            writer.raw(#","insertTextFormat":"#)
            writer.number(insertTextFormat)
        }
        if let textEdit {
            writer.raw(#","textEdit":"#)
            textEdit.write(to: &writer)
        }
        if let command {
            writer.raw(#","command":"#)
            command.write(to: &writer)
        }
        if let data {
            writer.raw(#","data":"#)
            data.write(to: &writer)
        }
        writer.raw("}")
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
        if let arguments {
            writer.raw(#","arguments":"#)
            JSONValue.array(arguments).write(to: &writer)
        }
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
