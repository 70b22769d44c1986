import StyleSemantics

/// Draws laid-out views as nested boxes of characters, scaled to a number of columns with the
/// terminal's 2:1 cell aspect, followed by a legend with every view's exact frame.
///
///     +-screen--------------+
///     | +-card------------+ |
///     | | +-title-+       | |
///
/// A view's name is in its top border. Views drawn later (later siblings, subviews) cover
/// earlier ones; a view reaching outside its superview is drawn clipped to it and its name is
/// marked `~` (in front, so it survives a short border). Views too small to draw are only in the legend.
struct ASCIIRenderer {
    struct Glyphs {
        var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
        var horizontal: Character, vertical: Character

        static let ascii = Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
        static let unicode = Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
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

        func column(_ x: Double) -> Int { Int((x * scaleX).rounded()) }
        func row(_ y: Double) -> Int { Int((y * scaleY).rounded()) }

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

        for (index, view) in views.enumerated() {
            guard let box = boxes[index] else { continue }
            // Covering what is below: clear the inside first.
            for y in (box.top + 1)..<box.bottom {
                for x in (box.left + 1)..<box.right { canvas[y][x] = " " }
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
            let label = Array((view.isClipped ? "~" : "") + view.name)
            let room = box.right - box.left - 2
            for (offset, character) in label.prefix(max(room, 0)).enumerated() {
                canvas[box.top][box.left + 2 + offset] = character
            }
        }
        return canvas.map { String($0).replacingTrailingSpaces }.joined(separator: "\n") + "\n"
    }
}

extension String {
    var replacingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
