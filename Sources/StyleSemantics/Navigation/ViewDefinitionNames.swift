import StyleParser

extension StylesheetNames {
    /// The names of a view definition, with ranges in the XML: each element's style classes and
    /// id, what its inline declarations (2.x `style`, 1.x `layout`) name, and the names and
    /// rulesets of its `<style>` elements (2.x).
    public init(_ definition: ViewDefinition, registry: PropertyRegistry) {
        self.init()
        let tree = definition.tree
        for element in definition.elements {
            for attribute in element.attributes {
                switch ViewDefinitionAttributes.meaning(of: attribute.name, format: definition.format) {
                case .styleClass?:
                    let value = tree.decodedValue(of: tree.attributes[attribute.index])
                    for (word, range) in StylesheetNames.words(of: value) {
                        occurrences.append(Occurrence(kind: .styleClass, place: .classAttribute, name: word, range: range))
                    }
                case .id?:
                    let value = tree.decodedValue(of: tree.attributes[attribute.index])
                    guard !value.string.isEmpty else { continue }
                    occurrences.append(Occurrence(
                        kind: .elementID, place: .idAttribute, name: value.string,
                        range: value.sourceOffset(0)..<value.sourceOffset(value.count)))
                default:
                    break
                }
            }
        }
        for embedded in [EmbeddedStylesheet.attributes(of: definition, registry: registry), .styleElements(of: definition)] where !embedded.isEmpty {
            let names = StylesheetNames(StylesheetOutline(embedded.tree))
            for occurrence in names.occurrences {
                guard let range = embedded.sourceRange(occurrence.range), range.count == occurrence.range.count else { continue }
                var mapped = occurrence
                mapped.range = range
                occurrences.append(mapped)
            }
            // What the attributes make of an element is one ruleset of its class: not one written.
            guard embedded.blocks.first?.element == nil else { continue }
            // A range that does not map (it spans two pieces of the element's text) keeps its start.
            func mapped(_ range: Range<Int>) -> Range<Int>? {
                embedded.sourceRange(range) ?? embedded.sourceRange(range.lowerBound..<range.lowerBound)
            }
            var index: [Int: Int] = [:]
            for (position, ruleset) in names.rulesets.enumerated() {
                guard let selectorRange = mapped(ruleset.selectorRange), let range = mapped(ruleset.range) else { continue }
                index[position] = rulesets.count
                var copy = ruleset
                copy.selectorRange = selectorRange
                copy.range = range
                copy.parent = ruleset.parent.flatMap { index[$0] }
                rulesets.append(copy)
            }
            for extend in names.extends {
                guard let range = mapped(extend.range), let targetRange = mapped(extend.targetRange) else { continue }
                extends.append(Extend(range: range, targetRange: targetRange, chain: extend.chain, ruleset: extend.ruleset.flatMap { index[$0] }))
            }
        }
        occurrences.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The words of a class list (white space and commas separate), with their XML ranges.
    static func words(of value: XMLText) -> [(String, Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        let bytes = Array(value.string.utf8)
        var start: Int?
        for index in 0...bytes.count {
            let isSeparator = index == bytes.count || [UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index])
            if isSeparator, let first = start {
                result.append((String(decoding: bytes[first..<index], as: UTF8.self), value.sourceOffset(first)..<value.sourceOffset(index)))
                start = nil
            } else if !isSeparator && start == nil {
                start = index
            }
        }
        return result
    }
}
