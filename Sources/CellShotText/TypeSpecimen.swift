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
        var top = margin
        func text(_ string: String, _ font: Font, x originX: Double, y originY: Double, width: Double? = nil, lines: Int = 0,
                  color: Color = ink, into target: inout DisplayList) -> TextLayout {
            let layout = TextLayout(string, font: font, width: width, numberOfLines: lines)
            layout.draw(at: Point(originX, originY), color: color, into: &target)
            return layout
        }
        top += text("CellShot type specimen — Inter (iOS tracking, real semibold), Roboto and DejaVu Sans fallback",
                  Font(weight: .semibold, size: 15), x: margin, y: top, into: &list).size.height + 10

        // Text styles at two content size categories, side by side.
        var columnBottom = top
        for (i, category) in [ContentSizeCategory.large, .extraExtraExtraLarge].enumerated() {
            let left = margin + Double(i) * (column + margin)
            var cy = top
            cy += text("\(category.rawValue)", Font(weight: .medium, size: 12), x: left, y: cy, color: grey, into: &list).size.height + 4
            for style in TextStyle.allCases {
                let font = Font.preferred(style, contentSize: category)
                let label = "\(style.rawValue) \(Int(font.size)) Hamburg"
                cy += text(label, font, x: left, y: cy, width: column, lines: 1, into: &list).size.height + 2
            }
            columnBottom = max(columnBottom, cy)
        }
        top = columnBottom + 10

        // Weights.
        for weight in FontWeight.allCases {
            top += text("\(weight) 17 — The quick brown fox jumps over the lazy dog 0123456789", Font(weight: weight, size: 17),
                      x: margin, y: top, into: &list).size.height + 2
        }
        top += 8

        // A wrapped and truncated two-line label inside its (tinted) box.
        let labelWidth = 240.0
        let label = TextLayout("A long cell title that wraps onto a second line and is then truncated at the tail",
                               font: .preferred(.headline), width: labelWidth, numberOfLines: 2)
        list.append(.roundedRect(Rect(x: margin, y: top, width: labelWidth, height: label.size.height), .zero,
                                 continuous: false, .solid(box)))
        label.draw(at: Point(margin, top), color: ink, into: &list)
        let centered = TextLayout("Centred in 240 pt", font: .preferred(.subheadline), width: labelWidth, alignment: .center)
        let cx = margin * 2 + labelWidth
        list.append(.roundedRect(Rect(x: cx, y: top, width: labelWidth, height: centered.size.height), .zero,
                                 continuous: false, .solid(box)))
        centered.draw(at: Point(cx, top), color: Color(hex: 0x007AFF), into: &list)
        top += label.size.height + 10

        // Kerning pairs, large.
        top += text("AV To Wa Ty LT P. r. Yo", Font(size: 34), x: margin, y: top, into: &list).size.height + 4
        // Fallback: Roboto, then DejaVu Sans for what Inter lacks, colour emoji, then the .notdef box (unassigned).
        top += text("Fallback: é ß Ж Ω ☺ ∮ ✓ ⅞ → 👍 \u{0378} — DejaVu: Hamburg", Font(size: 20), x: margin, y: top, into: &list).size.height + 4
        top += text("DejaVu Sans 17 — The quick brown fox 0123", Font(family: "DejaVu Sans", size: 17), x: margin, y: top,
                  into: &list).size.height + margin
        return (list, Size(width: width, height: top.rounded(.up)))
    }

    /// Rendering scale of the specimen.
    package static let scale = 2.0

    /// The specimen rendered on white.
    package static func render() throws(CanvasError) -> Image {
        let (list, size) = displayList()
        return try list.render(size: size, scale: scale, background: .white)
    }
}
