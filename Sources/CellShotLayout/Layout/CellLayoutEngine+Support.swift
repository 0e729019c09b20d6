import CellShotRaster
import CellShotText

/// The layout engine's helpers: fonts scaled by Dynamic Type, pixel snapping, text and icon
/// look-ups, input validation, card styling and the character count.
extension CellLayoutEngine {
    // MARK: Fonts

    /// `size` (at Large) scaled like `style` at the environment's content size category.
    func scaled(_ size: Double, _ style: TextStyle) -> Double {
        let base = Font.preferred(style, sizeCategory: .large).size
        let now = Font.preferred(style, sizeCategory: env.sizeCategory).size
        guard base > 0, now.isFinite, now > 0 else { return size }
        return size * now / base
    }
    var titleFont: Font { .system(size: scaled(m.titleFontSize, .callout), weight: .medium) }
    var badgeFont: Font { .system(size: scaled(m.badgeFontSize, .subheadline), weight: .medium) }
    var chipFont: Font { .system(size: scaled(m.chipFontSize, .caption1), weight: .medium) }
    var countFont: Font { .system(size: scaled(m.characterCountFontSize, .caption1)) }
    var errorFont: Font { .system(size: scaled(m.errorMessageFontSize, .footnote)) }

    func color(_ c: DynamicColor) -> Color { c.resolve(env.appearance) }

    /// How much Dynamic Type scales the title (1 at Large): glyph-like elements (icon,
    /// chevron, badge minimum) follow it, as SF Symbols configured with a text style do.
    /// Capped at 2 so accessibility sizes grow the glyphs without letting them dominate.
    var typeScale: Double { m.titleFontSize > 0 ? min(2, titleFont.size / m.titleFontSize) : 1 }
    var iconSide: Double { (m.iconSize * typeScale).rounded() }
    var disclosureSize: Size {
        Size(width: (m.disclosureSize.width * typeScale).rounded(), height: (m.disclosureSize.height * typeScale).rounded())
    }

    func text(_ s: String, _ font: Font, width: Double?, lines: Int = 0, alignment: TextAlignment = .natural) -> TextLayout {
        TextLayout(s, font: font, width: width, numberOfLines: lines, alignment: alignment, direction: env.layoutDirection)
    }

    /// A one-line label whose layout box is exactly its text (so mirroring and centring work
    /// in both directions), truncated with "…" to `maxWidth`.
    func singleLine(_ s: String, _ font: Font, maxWidth: Double) -> TextLayout {
        let unbounded = text(s, font, width: nil, lines: 1)
        if unbounded.size.width <= maxWidth { return unbounded }
        let cut = text(s, font, width: max(1, maxWidth), lines: 1)
        return text(cut.lines.first?.text ?? "", font, width: nil, lines: 1)
    }

    func icon(_ name: String) throws(CellError) -> IconArtwork { try IconLibrary.shared.artwork(named: name) }

    // MARK: Validation

    mutating func validate() throws(CellError) {
        guard width.isFinite, width >= 1, width <= CellLimits.maxWidth else { throw .invalidWidth(width) }
        guard env.scale.isFinite, env.scale >= 0.5, env.scale <= 4 else { throw .invalidScale(env.scale) }
        if let h = cell.height { guard h.isFinite, h >= 0, h <= CellLimits.maxHeight else { throw .invalidHeight(h) } }
        let n = config.metadataViewCount
        guard n >= 0, n <= CellConfiguration.maxMetadataViews else {
            throw .tooManyMetadataViews(count: n, maximum: CellConfiguration.maxMetadataViews)
        }
        if config.metadataConfigs.count > CellConfiguration.maxMetadataViews {
            throw .tooManyMetadataViews(count: config.metadataConfigs.count, maximum: CellConfiguration.maxMetadataViews)
        }
    }

    var summary: String {
        "style=\(config.style.rawValue) chips=\(config.metadataViewCount) state=\(cell.state.name) appearance=\(env.appearance.rawValue) "
            + "size=\(env.sizeCategory.rawValue) direction=\(env.layoutDirection == .rightToLeft ? "rtl" : "ltr")"
    }

    func cardStyle() -> BoxStyle {
        let fill: DynamicColor
        switch cell.state {
        case .highlighted: fill = m.highlightedBackground
        case .selected: fill = m.selectedBackground
        default: fill = m.background
        }
        var style = BoxStyle(fill: color(fill), radius: m.cornerRadius, continuous: m.continuousCorners,
                             borderWidth: m.borderWidth, borderColor: color(m.borderColor), shadow: m.shadow(in: env.appearance))
        if case .validationFailed = cell.state {
            style.borderWidth = m.errorBorderWidth
            style.borderColor = color(m.errorColor)
        }
        return style
    }

    /// True when an edited title is longer than the configured maximum.
    func overLimit(_ title: String) -> Bool {
        config.editing.maxTextLength > 0 && title.count > config.editing.maxTextLength
    }

    /// The count label's text and colour for `title`.
    func characterCount(_ title: String) -> (String, Color) {
        let e = config.editing
        let n = title.count
        guard e.maxTextLength > 0 else { return ("\(n) characters", color(m.characterCountColor)) }
        let maxN = e.maxTextLength, left = maxN - n
        let s: String
        switch e.characterCountDisplay {
        case .none, .count: s = "\(n)/\(maxN)"
        case .remaining: s = left >= 0 ? "\(left) characters remaining" : "\(-left) characters over the limit"
        case .both: s = left >= 0 ? "\(n)/\(maxN) (\(left) remaining)" : "\(n)/\(maxN) (\(-left) over)"
        }
        let c: DynamicColor = n > maxN ? m.errorColor : (Double(n) >= m.warningFraction * Double(maxN) ? m.warningColor : m.characterCountColor)
        return (s, color(c))
    }
}
