import StyleParser

/// The names of a file that is not open, kept compactly for as long as it stays as it is: a
/// project holds them for every closed stylesheet (the rich `StylesheetNames` of a 5 MB project
/// were 20 MB, four times the project's text). Each file's distinct names are kept once, sorted,
/// so the occurrences of a symbol are found by a binary search; the rulesets keep their ranges
/// and selector text, not their chains (read again from the file when asked for).
public struct StoredNames: Sendable {
    /// An occurrence: where it is, which of `keys` it is, its kind and place.
    private struct Entry: Sendable {
        var start: UInt32
        var key: UInt32
        var length: UInt16
        /// The place, and whether it is written `--name`.
        var place: UInt8
    }

    /// A ruleset: its selector's range and its own.
    public struct Ruleset: Sendable {
        var selectorStart: UInt32
        var selectorLength: UInt32
        var start: UInt32
        var length: UInt32
        var parentPlusOne: UInt32

        public var selectorRange: Range<Int> { Int(selectorStart)..<Int(selectorStart + selectorLength) }
        public var range: Range<Int> { Int(start)..<Int(start + length) }
        /// The enclosing ruleset.
        public var parent: Int? { parentPlusOne == 0 ? nil : Int(parentPlusOne - 1) }
    }

    /// The file's distinct symbols, sorted by kind then normalized name (its UTF-8 bytes), each
    /// as first written (camel-case classes would otherwise be kept twice), their names one
    /// after another in one array (a string each was as large as everything else kept).
    private var keyKinds: [Occurrence.Kind] = []
    private var keyText: [UInt8] = []
    private var keyEnds: [UInt32] = []
    /// The names written otherwise than their symbol's first spelling (`.Card` after `.card`).
    private var written: [UInt32: String] = [:]
    private var entries: [Entry] = []
    public private(set) var rulesets: [Ruleset] = []
    /// The rulesets' selectors as written (white space collapsed), one after another.
    private var selectorText: [UInt8] = []
    private var selectorEnds: [UInt32] = []
    public private(set) var extends: [StylesheetNames.Extend] = []
    /// Whether a ruleset may match views by their type alone (a chain whose last part names no
    /// class or id): such a file is read again when asked which rulesets style a view.
    public private(set) var stylesByTypeAlone = false

    public init() {}

    /// The names of the file whose text is `text`. Offsets past 4 GB do not fit: such a file
    /// keeps no names (nor a name of 64 KB or more).
    public init(_ names: StylesheetNames, text: [UInt8]) {
        guard (names.occurrences.last?.range.upperBound ?? 0) < Int(UInt32.max), (names.rulesets.map(\.range.upperBound).max() ?? 0) < Int(UInt32.max)
        else { return }
        // Each occurrence's key made once (a class's is lowercased).
        let occurrenceKeys = names.occurrences.map(\.key)
        var index: [Occurrence.Key: UInt32] = [:]
        var spellings: [Occurrence.Key: String] = [:]
        for (occurrence, key) in zip(names.occurrences, occurrenceKeys) where spellings[key] == nil { spellings[key] = occurrence.name }
        let sorted = spellings.keys.sorted { a, b in
            a.kind.rawValue != b.kind.rawValue ? a.kind.rawValue < b.kind.rawValue : a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
        }
        var keyText: [UInt8] = [], keyEnds: [UInt32] = []
        keyText.reserveCapacity(sorted.reduce(0) { $0 + $1.name.utf8.count })
        keyEnds.reserveCapacity(sorted.count)
        for (position, key) in sorted.enumerated() {
            index[key] = UInt32(position)
            keyText += spellings[key]!.utf8
            keyEnds.append(UInt32(keyText.count))
        }
        (self.keyText, self.keyEnds, keyKinds) = (keyText, keyEnds, sorted.map(\.kind))
        // Every array made to its size: a project keeps thousands of them.
        var entries: [Entry] = []
        entries.reserveCapacity(names.occurrences.count)
        for (occurrence, occurrenceKey) in zip(names.occurrences, occurrenceKeys) where occurrence.range.count <= Int(UInt16.max) {
            let key = index[occurrenceKey]!
            if occurrence.name != spellings[occurrenceKey] { written[UInt32(entries.count)] = occurrence.name }
            entries.append(Entry(
                start: UInt32(occurrence.range.lowerBound), key: key, length: UInt16(occurrence.range.count),
                place: occurrence.place.rawValue | (occurrence.isCustomProperty ? 0x80 : 0)))
        }
        self.entries = entries
        var rulesets: [Ruleset] = [], selectorEnds: [UInt32] = [], selectorText: [UInt8] = []
        rulesets.reserveCapacity(names.rulesets.count)
        selectorEnds.reserveCapacity(names.rulesets.count)
        selectorText.reserveCapacity(names.rulesets.reduce(0) { $0 + $1.selectorRange.count })
        for ruleset in names.rulesets {
            rulesets.append(Ruleset(
                selectorStart: UInt32(ruleset.selectorRange.lowerBound), selectorLength: UInt32(ruleset.selectorRange.count),
                start: UInt32(ruleset.range.lowerBound), length: UInt32(ruleset.range.count), parentPlusOne: ruleset.parent.map { UInt32($0 + 1) } ?? 0))
            StylesheetNames.appendSelector(of: ruleset, in: text, to: &selectorText)
            selectorEnds.append(UInt32(selectorText.count))
            if ruleset.chains.contains(where: { ($0.parts.last?.classes.isEmpty ?? true) && $0.parts.last?.id == nil }) { stylesByTypeAlone = true }
        }
        (self.rulesets, self.selectorEnds, self.selectorText) = (rulesets, selectorEnds, selectorText)
        extends = names.extends
    }

    /// The name of the symbol at `position` of the keys, as first written.
    private func spelling(_ position: Int) -> ArraySlice<UInt8> {
        keyText[(position == 0 ? 0 : Int(keyEnds[position - 1]))..<Int(keyEnds[position])]
    }

    /// The symbol at `position` of the keys, normalized as `Occurrence.Key` is, compared with
    /// `key`'s name (normalized): `<`, `==` or `>` as -1, 0, 1.
    private func compare(_ position: Int, with key: Occurrence.Key) -> Int {
        if keyKinds[position] != key.kind { return keyKinds[position].rawValue < key.kind.rawValue ? -1 : 1 }
        let written = spelling(position), wanted = key.name.utf8
        func order<A: Sequence<UInt8>>(_ a: A) -> Int { a.elementsEqual(wanted) ? 0 : a.lexicographicallyPrecedes(wanted) ? -1 : 1 }
        switch key.kind {
        case .variable:
            return order(written)
        case .styleClass where written.allSatisfy({ $0 < 0x80 }), .elementID where written.allSatisfy({ $0 < 0x80 }):
            return order(written.lazy.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 })
        default:
            return order(Occurrence.normalized(String(decoding: written, as: UTF8.self), key.kind).utf8)
        }
    }

    private func occurrence(_ position: Int) -> Occurrence {
        let entry = entries[position]
        let key = Int(entry.key)
        return Occurrence(
            kind: keyKinds[key], place: Occurrence.Place(rawValue: entry.place & 0x7F)!,
            name: written[UInt32(position)] ?? String(decoding: spelling(key), as: UTF8.self),
            range: Int(entry.start)..<(Int(entry.start) + Int(entry.length)), isCustomProperty: entry.place & 0x80 != 0)
    }

    /// Every occurrence, in document order.
    public var occurrences: [Occurrence] { entries.indices.map(occurrence) }

    /// The occurrences of `key`, in document order.
    public func occurrences(of key: Occurrence.Key) -> [Occurrence] {
        let found = keyKinds.indices.partitioningIndex { compare($0, with: key) >= 0 }
        guard found < keyKinds.count, compare(found, with: key) == 0 else { return [] }
        return entries.indices.filter { entries[$0].key == UInt32(found) }.map(occurrence)
    }

    /// The selector of a ruleset as written, white space collapsed.
    public func selector(of ruleset: Int) -> String {
        String(decoding: selectorBytes(of: ruleset), as: UTF8.self)
    }

    /// The same, as UTF-8 bytes.
    public func selectorBytes(of ruleset: Int) -> ArraySlice<UInt8> {
        selectorText[(ruleset == 0 ? 0 : Int(selectorEnds[ruleset - 1]))..<Int(selectorEnds[ruleset])]
    }
}
