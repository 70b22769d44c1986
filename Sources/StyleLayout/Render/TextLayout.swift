/// Text set in a box as UIKit sets a label's or a button's, measured with the layout's own
/// estimate (`UIKitSizes`: a character is 0.55 × its font size wide, a line 1.2 × high), so
/// the drawing breaks and truncates text where the layout sized it.
struct TextLayout {
    /// Where a line too long for its box loses characters: a label's tail, a button's middle.
    enum Truncation { case tail, middle }

    /// Part of a line in one run's style.
    struct Piece: Hashable {
        var text: String
        var run: Int
    }

    struct Line: Hashable {
        var pieces: [Piece]
        var width: Double
    }

    /// The size of each run's characters, by run.
    let fontSizes: [Double]

    private struct Glyph {
        var character: Character
        var run: Int
    }

    /// `runs` (texts, one per run) in lines at most `width` wide: broken at spaces (a word
    /// longer than a line at any character) and at line breaks, at most `maximumLines` of
    /// them (0: as many as there are), the last shortened with `…` when text is left over.
    func lines(_ runs: [String], width: Double, maximumLines: Int, truncation: Truncation) -> [Line] {
        guard width > 0, maximumLines >= 0 else { return [] }
        let glyphs = runs.enumerated().flatMap { run, text in text.map { Glyph(character: $0, run: run) } }
        guard !glyphs.isEmpty else { return [] }
        if maximumLines == 1 {
            let line = fitting(glyphs.filter { !$0.character.isNewline }, in: width, truncation: truncation)
            return line.isEmpty ? [] : [self.line(line)]
        }
        var lines: [[Glyph]] = []
        for paragraph in glyphs.split(omittingEmptySubsequences: false, whereSeparator: { $0.character.isNewline }) {
            lines += wrapped(Array(paragraph), in: width)
        }
        if maximumLines > 0 && lines.count > maximumLines {
            let rest = lines[(maximumLines - 1)...].enumerated().flatMap { index, line in
                (index == 0 ? [] : [Glyph(character: " ", run: line.first?.run ?? 0)]) + line
            }
            lines = Array(lines.prefix(maximumLines - 1)) + [fitting(rest, in: width, truncation: .tail, forced: true)]
        }
        return lines.filter { !$0.isEmpty }.map(line)
    }

    private func advance(_ glyph: Glyph) -> Double {
        UIKitSizes.characterWidth * (fontSizes.indices.contains(glyph.run) ? fontSizes[glyph.run] : 17)
    }

    private func width(_ glyphs: some Collection<Glyph>) -> Double { glyphs.reduce(0) { $0 + advance($1) } }

    /// Greedy breaking at spaces; a word wider than the line breaks where it must.
    private func wrapped(_ glyphs: [Glyph], in width: Double) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        var line: [Glyph] = [], lineWidth = 0.0
        var index = 0
        while index < glyphs.count {
            var end = index
            while end < glyphs.count && glyphs[end].character != " " { end += 1 }
            let word = glyphs[index..<end]
            let wordWidth = self.width(word)
            let space = line.isEmpty ? 0.0 : advance(glyphs[index - 1])
            if lineWidth + space + wordWidth <= width + 0.0001 {
                if !line.isEmpty { line.append(glyphs[index - 1]) }
                line += word
                lineWidth += space + wordWidth
            } else if wordWidth <= width + 0.0001 {
                if !line.isEmpty { lines.append(line) }
                line = Array(word)
                lineWidth = wordWidth
            } else {
                // A word wider than a line, character by character.
                if !line.isEmpty { lines.append(line) }
                line = []
                lineWidth = 0
                for glyph in word {
                    if lineWidth + advance(glyph) > width + 0.0001 && !line.isEmpty {
                        lines.append(line)
                        line = []
                        lineWidth = 0
                    }
                    line.append(glyph)
                    lineWidth += advance(glyph)
                }
            }
            index = end + 1
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The glyphs shortened with `…` to fit `width` (`forced`: text was left over, so the
    /// ellipsis is due even when they fit); none when not even the ellipsis fits.
    private func fitting(_ glyphs: [Glyph], in width: Double, truncation: Truncation, forced: Bool = false) -> [Glyph] {
        var glyphs = glyphs
        while glyphs.last?.character == " " { glyphs.removeLast() }
        let limit = width + 0.0001
        if !forced && self.width(glyphs) <= limit { return glyphs }
        let mark = Glyph(character: "…", run: glyphs.last?.run ?? 0)
        var room = limit - advance(mark)
        guard room >= 0 else { return [] }
        switch truncation {
        case .tail:
            var kept: [Glyph] = []
            for glyph in glyphs {
                guard advance(glyph) <= room else { break }
                room -= advance(glyph)
                kept.append(glyph)
            }
            while kept.last?.character == " " { kept.removeLast() }
            return kept + [Glyph(character: "…", run: kept.last?.run ?? mark.run)]
        case .middle:
            // Characters from both ends in turn, the start first, while they fit.
            var head = 0, tail = 0, fromStart = true
            while head + tail < glyphs.count {
                let next = fromStart ? glyphs[head] : glyphs[glyphs.count - 1 - tail]
                guard advance(next) <= room else { break }
                room -= advance(next)
                if fromStart { head += 1 } else { tail += 1 }
                fromStart.toggle()
            }
            return Array(glyphs.prefix(head)) + [Glyph(character: "…", run: glyphs[max(head - 1, 0)].run)] + Array(glyphs.suffix(tail))
        }
    }

    private func line(_ glyphs: [Glyph]) -> Line {
        var pieces: [Piece] = []
        for glyph in glyphs {
            if pieces.last?.run == glyph.run {
                pieces[pieces.count - 1].text.append(glyph.character)
            } else {
                pieces.append(Piece(text: String(glyph.character), run: glyph.run))
            }
        }
        return Line(pieces: pieces, width: width(glyphs))
    }
}
