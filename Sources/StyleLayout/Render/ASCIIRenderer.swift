import StyleSemantics

/// Draws laid-out views as nested boxes of characters, scaled to a number of columns with the
/// terminal's 2:1 cell aspect, followed by a legend with every view's exact frame.
///
///     +-screen--------------+
///     | +-card------------+ |
///     | | +-title-+       | |
///
/// A view's name is in its top border, shortened when the border is short (`demoButton1` →
/// `dButton1`, `d…on1`; not at all below three characters); a label's text or a button's title
/// is drawn inside the box when it fits. Views drawn later (later siblings, subviews) cover
/// earlier ones; a view reaching outside its superview is drawn clipped to it and its name is
/// marked `~` (in front, so it survives a short border). Views too small to draw are only in
/// the legend.
struct ASCIIRenderer {
    struct Glyphs {
        var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
        var horizontal: Character, vertical: Character
        /// Marks where a shortened name leaves characters out.
        var ellipsis: String

        static let ascii = Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", ellipsis: "..")
        static let unicode = Glyphs(
            topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│", ellipsis: "…")
    }

    let columns: Int
    let glyphs: Glyphs

    /// `views` in depth-first order with absolute frames; `parent` indexes into it.
    func render(_ views: [PreviewView.Flat], width: Double, height: Double) -> String {
        guard width > 0, height > 0, columns >= 8 else { return "" }
        let scaleX = Double(columns - 1) / width
        let scaleY = scaleX / 2
        let rows = max(2, Int((height * scaleY).rounded()) + 1)
        var canvas = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)

        // A frame can be finite yet past an Int's range; anything off the canvas is clipped.
        func cell(_ value: Double) -> Int { value.isNaN ? 0 : Int(min(max(value.rounded(), -1e9), 1e9)) }
        func column(_ x: Double) -> Int { cell(x * scaleX) }
        func row(_ y: Double) -> Int { cell(y * scaleY) }

        // The box each view is drawn in, clipped to its parent's.
        var boxes: [(left: Int, top: Int, right: Int, bottom: Int)?] = []
        for view in views {
            let frame = view.absolute
            guard frame.width > 0, frame.height > 0 else {
                boxes.append(nil)
                continue
            }
            var box = (left: column(frame.x), top: row(frame.y), right: column(frame.maxX), bottom: row(frame.maxY))
            box.right = max(box.right, box.left + 1)
            box.bottom = max(box.bottom, box.top + 1)
            if let parent = view.parent {
                guard let clip = boxes[parent] else {
                    boxes.append(nil)
                    continue
                }
                box = (max(box.left, clip.left), max(box.top, clip.top), min(box.right, clip.right), min(box.bottom, clip.bottom))
            } else {
                box = (max(box.left, 0), max(box.top, 0), min(box.right, columns - 1), min(box.bottom, rows - 1))
            }
            guard box.right > box.left, box.bottom > box.top else {
                boxes.append(nil)
                continue
            }
            boxes.append(box)
        }

        // Which view drew each cell last: a name goes only where its own border still shows.
        var owner = [[Int]](repeating: [Int](repeating: -1, count: columns), count: rows)
        for (index, view) in views.enumerated() {
            guard let box = boxes[index] else { continue }
            // Covering what is below: clear the inside first.
            for y in box.top...box.bottom {
                for x in box.left...box.right {
                    owner[y][x] = index
                    if y > box.top && y < box.bottom && x > box.left && x < box.right { canvas[y][x] = " " }
                }
            }
            for x in box.left...box.right {
                canvas[box.top][x] = glyphs.horizontal
                canvas[box.bottom][x] = glyphs.horizontal
            }
            for y in box.top...box.bottom {
                canvas[y][box.left] = glyphs.vertical
                canvas[y][box.right] = glyphs.vertical
            }
            canvas[box.top][box.left] = glyphs.topLeft
            canvas[box.top][box.right] = glyphs.topRight
            canvas[box.bottom][box.left] = glyphs.bottomLeft
            canvas[box.bottom][box.right] = glyphs.bottomRight
            // The text on the middle row inside, when it fits whole.
            let inside = box.right - box.left - 1
            if let text = view.text, !text.isEmpty, box.bottom - box.top >= 2, text.count <= inside {
                let row = (box.top + box.bottom) / 2
                let start: Int
                switch view.alignment {
                case .left: start = box.left + 1
                case .center: start = box.left + 1 + (inside - text.count) / 2
                case .right: start = box.right - text.count
                }
                for (offset, character) in text.enumerated() { canvas[row][start + offset] = character }
            }
        }
        // Names, in the top border where it shows (else the bottom one), after "+-".
        for (index, view) in views.enumerated() {
            guard let box = boxes[index] else { continue }
            for row in box.top == box.bottom ? [box.top] : [box.top, box.bottom] {
                var end = box.left + 1
                while end < box.right && owner[row][end] == index { end += 1 }
                let room = end - (box.left + 2)
                let name = shortened(view.name, to: room - (view.isClipped ? 1 : 0))
                guard !name.isEmpty || (view.isClipped && room >= 1) else { continue }
                for (offset, character) in ((view.isClipped ? "~" : "") + name).enumerated() {
                    canvas[row][box.left + 2 + offset] = character
                }
                break
            }
        }
        return canvas.map { String($0).replacingTrailingSpaces }.joined(separator: "\n") + "\n"
    }
}

extension ASCIIRenderer {
    /// `name` in at most `room` characters, readably: whole; else its camel-case words but the
    /// last as initials (`demoButton1` → `dButton1`); else its start and end around an
    /// ellipsis (`dem..on1`), or only its start when that is all there is room for (`de..`);
    /// else nothing (fewer than 3 characters say nothing).
    func shortened(_ name: String, to room: Int) -> String {
        ASCIIRenderer.shortened(name, to: room, ellipsis: glyphs.ellipsis)
    }

    /// `shortened(_:to:)` with `ellipsis` where characters are left out (the SVG drawing's
    /// names are shortened the same way).
    static func shortened(_ name: String, to room: Int, ellipsis: String) -> String {
        if name.count <= room { return name }
        guard room >= 3 else { return "" }
        let words = ASCIIRenderer.words(of: name)
        if words.count > 1 {
            // An initial keeps the separator before it (`card-header-title` → `c-h-title`).
            let initials = words.dropLast().map { $0.first.map { "-_".contains($0) } == true ? String($0.prefix(2)) : String($0.prefix(1)) }.joined()
                + words[words.count - 1]
            if initials.count <= room { return initials }
        }
        let kept = room - ellipsis.count
        // Too short for both ends: the start tells most.
        guard kept >= 4 else { return String(name.prefix(max(kept, 1))) + ellipsis }
        let head = (kept + 1) / 2
        return String(name.prefix(head)) + ellipsis + String(name.suffix(kept - head))
    }

    /// Camel-case words, digits kept with the word before them (`demoButton1` → demo, Button1);
    /// a `-` or `_` starts a word (`card-title` → card, -title).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for character in name {
            let previous = words.last?.last
            let startsWord = words.isEmpty || "-_".contains(character)
                || (character.isUppercase && previous.map { !"-_".contains($0) } == true)
                || (character.isLetter && previous.map { $0.isNumber } == true)
            if startsWord {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }
}

extension String {
    var replacingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
