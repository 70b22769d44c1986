import Foundation
import Testing

@testable import StyleLSP

/// The completion types that write their own JSON write what an encoder writes: the same
/// members and values (Foundation's `JSONEncoder` is the reference), keys in declaration order.
@Suite struct JSONWritableTests {
    static let range = LSPRange(start: Position(line: 3, character: 4), end: Position(line: 3, character: 9))

    static let list = CompletionList(isIncomplete: false, items: [
        CompletionItem(
            label: "textColor", kind: 10, detail: "UIColor · UILabel", documentation: MarkupContent(markdown: "The \"text\" colour\n`x`"),
            sortText: "0textcolor", filterText: "textColor", insertTextFormat: 2,
            textEdit: LSPTextEdit(range: range, newText: "textColor: "),
            command: Command(title: "Suggest", command: "editor.action.triggerSuggest", arguments: [.null, .bool(true), .number(1.5), .string("é"), .array([.string("a")]), .object([(key: "k", value: .number(2))])]),
            data: .string("property:textColor")),
        CompletionItem(label: "plain", kind: nil, detail: nil, documentation: nil, sortText: nil, filterText: nil, insertTextFormat: nil, textEdit: nil, command: nil, data: nil),
    ])

    @Test func sameMembersAsAnEncoder() throws {
        let written = try JSONOutputEncoder().encode(Self.list)
        let reference = try JSONEncoder().encode(Self.list)
        let ours = try JSONSerialization.jsonObject(with: Data(written)) as? NSDictionary
        let theirs = try JSONSerialization.jsonObject(with: reference) as? NSDictionary
        #expect(ours != nil && ours == theirs)
    }

    @Test func keysInDeclarationOrder() throws {
        let written = String(decoding: try JSONOutputEncoder().encode(Self.list), as: UTF8.self)
        #expect(written.hasPrefix(#"{"isIncomplete":false,"items":[{"label":"textColor","kind":10,"detail":"UIColor · UILabel","documentation":{"kind":"markdown","value":"The \"text\" colour\n`x`"},"sortText":"0textcolor","filterText":"textColor","insertTextFormat":2,"textEdit":{"range":{"start":{"line":3,"character":4},"end":{"line":3,"character":9}},"newText":"textColor: "},"command":{"title":"Suggest","command":"editor.action.triggerSuggest","arguments":[null,true,1.5,"é",["a"],{"k":2}]},"data":"property:textColor"}"#))
        #expect(written.hasSuffix(#",{"label":"plain"}]}"#))
    }
}
