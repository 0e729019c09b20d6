import CellShotRaster
import CellShotText

/// The card's fonts and glyph sizes at a content size category: each metric's size (at
/// Large) scaled like the text style named beside it in ``CellMetrics``. Worked out once.
struct CardFonts {
    let title: Font
    let badge: Font
    let chip: Font
    let characterCount: Font
    let error: Font
    /// How much Dynamic Type scales the title (1 at Large): glyph-like elements (icon,
    /// chevron, badge minimum) follow it, as SF Symbols configured with a text style do.
    /// Capped at 2 so accessibility sizes grow the glyphs without letting them dominate.
    let typeScale: Double
    let iconSide: Double
    let disclosureSize: Size

    init(metrics: CellMetrics, contentSize: ContentSizeCategory) {
        /// `size` (at Large) scaled like `style` at the content size category.
        func scaled(_ size: Double, _ style: TextStyle) -> Double {
            let base = Font.preferred(style, contentSize: .large).size
            let now = Font.preferred(style, contentSize: contentSize).size
            guard base > 0, now.isFinite, now > 0 else { return size }
            return size * now / base
        }
        title = .system(size: scaled(metrics.titleFontSize, .callout), weight: .medium)
        badge = .system(size: scaled(metrics.badgeFontSize, .subheadline), weight: .medium)
        chip = .system(size: scaled(metrics.chipFontSize, .caption1), weight: .medium)
        characterCount = .system(size: scaled(metrics.characterCountFontSize, .caption1))
        error = .system(size: scaled(metrics.errorMessageFontSize, .footnote))
        typeScale = metrics.titleFontSize > 0 ? min(2, title.size / metrics.titleFontSize) : 1
        iconSide = (metrics.iconSize * typeScale).rounded()
        disclosureSize = Size(width: (metrics.disclosureSize.width * typeScale).rounded(), height: (metrics.disclosureSize.height * typeScale).rounded())
    }
}

/// One-line labels of the card's badge and chips, cut to their room before layout.
struct CardText {
    let direction: LayoutDirection
    /// The regional forms of the layout's language, read once for every label of the card.
    let regional: RegionalForms? = TextLanguage.current.regionalForms

    /// A one-line label whose layout box is exactly its text (so mirroring and centring work
    /// in both directions), truncated with "…" to `maxWidth`.
    func singleLine(_ string: String, _ font: Font, maxWidth: Double) -> TextLayout {
        let unbounded = label(string, font, width: nil)
        if unbounded.size.width <= maxWidth { return unbounded }
        return label(label(string, font, width: max(1, maxWidth)).lines.first?.text ?? "", font, width: nil)
    }

    private func label(_ string: String, _ font: Font, width: Double?) -> TextLayout {
        TextLayout(string, font: font, width: width, numberOfLines: 1, alignment: .natural, direction: direction, regional: regional)
    }
}
