import CellShotRaster

/// A type specimen: every text style at two content size categories, every weight, a wrapped
/// and truncated two-line label, kerning pairs and fallback characters. Used as a golden image
/// and for looking at the text engine's output.
package enum TypeSpecimen {
    /// The specimen's display list and size in points.
    package static func displayList() -> (DisplayList, Size) {
        let width = 760.0, margin = 16.0, column = (width - 3 * margin) / 2
        var list = DisplayList()
        let ink = Color(white: 0.07), grey = Color(white: 0.45), box = Color(hex: 0xE8F0FE)
        var y = margin
        func text(_ s: String, _ font: Font, x: Double, y: Double, width: Double? = nil, lines: Int = 0,
                  color: Color = ink, into l: inout DisplayList) -> TextLayout {
            let layout = TextLayout(s, font: font, width: width, numberOfLines: lines)
            layout.draw(at: Point(x, y), color: color, into: &l)
            return layout
        }
        y += text("CellShot type specimen — Inter (iOS tracking, real semibold), Roboto and DejaVu Sans fallback",
                  Font(weight: .semibold, size: 15), x: margin, y: y, into: &list).size.height + 10

        // Text styles at two content size categories, side by side.
        var columnBottom = y
        for (i, category) in [ContentSizeCategory.large, .extraExtraExtraLarge].enumerated() {
            let x = margin + Double(i) * (column + margin)
            var cy = y
            cy += text("\(category.rawValue)", Font(weight: .medium, size: 12), x: x, y: cy, color: grey, into: &list).size.height + 4
            for style in TextStyle.allCases {
                let font = Font.preferred(style, contentSize: category)
                let label = "\(style.rawValue) \(Int(font.size)) Hamburg"
                cy += text(label, font, x: x, y: cy, width: column, lines: 1, into: &list).size.height + 2
            }
            columnBottom = max(columnBottom, cy)
        }
        y = columnBottom + 10

        // Weights.
        for weight in FontWeight.allCases {
            y += text("\(weight) 17 — The quick brown fox jumps over the lazy dog 0123456789", Font(weight: weight, size: 17),
                      x: margin, y: y, into: &list).size.height + 2
        }
        y += 8

        // A wrapped and truncated two-line label inside its (tinted) box.
        let labelWidth = 240.0
        let label = TextLayout("A long cell title that wraps onto a second line and is then truncated at the tail",
                               font: .preferred(.headline), width: labelWidth, numberOfLines: 2)
        list.append(.roundedRect(Rect(x: margin, y: y, width: labelWidth, height: label.size.height), .zero,
                                 continuous: false, .solid(box)))
        label.draw(at: Point(margin, y), color: ink, into: &list)
        let centered = TextLayout("Centred in 240 pt", font: .preferred(.subheadline), width: labelWidth, alignment: .center)
        let cx = margin * 2 + labelWidth
        list.append(.roundedRect(Rect(x: cx, y: y, width: labelWidth, height: centered.size.height), .zero,
                                 continuous: false, .solid(box)))
        centered.draw(at: Point(cx, y), color: Color(hex: 0x007AFF), into: &list)
        y += label.size.height + 10

        // Kerning pairs, large.
        y += text("AV To Wa Ty LT P. r. Yo", Font(size: 34), x: margin, y: y, into: &list).size.height + 4
        // Fallback: Roboto, then DejaVu Sans for what Inter lacks, colour emoji, then the .notdef box (unassigned).
        y += text("Fallback: é ß Ж Ω ☺ ∮ ✓ ⅞ → 👍 \u{0378} — DejaVu: Hamburg", Font(size: 20), x: margin, y: y, into: &list).size.height + 4
        y += text("DejaVu Sans 17 — The quick brown fox 0123", Font(family: "DejaVu Sans", size: 17), x: margin, y: y,
                  into: &list).size.height + margin
        return (list, Size(width: width, height: y.rounded(.up)))
    }

    /// Rendering scale of the specimen.
    package static let scale = 2.0

    /// The specimen rendered on white.
    package static func render() throws(CanvasError) -> Image {
        let (list, size) = displayList()
        return try list.render(size: size, scale: scale, background: .white)
    }
}
