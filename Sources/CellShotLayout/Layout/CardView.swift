import CellShotRaster
import CellShotText

/// The MetaCellKit card as views, resolved for one row width and environment: fonts scaled
/// by Dynamic Type, badge and chip labels cut to their room, colours and box styles of the
/// state. Its parts are placed by ``CardLayout``; `notes` says what was cut or is unusual.
struct CardView: PrimitiveCellView, ElementConvertible {
    /// The icon's name and tint, or nil without an icon.
    private let icon: (name: String, tint: DynamicColor)?
    private let state: VisualState
    let environment: CellEnvironment
    let metrics: CellMetrics
    private let fonts: CardFonts
    private let layout: CardLayout
    private let title: TitleView
    private let badge: BadgeView?
    private let count: (text: String, color: DynamicColor)?
    private let chips: [ChipView]
    /// Remarks about the content (cut or empty title).
    private(set) var notes: [String] = []

    /// The card of `cell` in a row `width` points wide (icon names are looked up, and an
    /// unknown one reported, when its element is built).
    init(_ cell: Cell, width: Double, environment env: CellEnvironment) {
        self.environment = env
        let config = cell.configuration
        let m = config.resolvedMetrics
        icon = cell.icon.map { ($0, config.iconTint ?? m.iconTint) }
        state = cell.state
        metrics = m
        let fonts = CardFonts(metrics: m, sizeCategory: env.sizeCategory)
        self.fonts = fonts
        let insets = m.cardInsets
        let cardMinX = insets.leading, cardMaxX = insets.leading + max(0, width - insets.leading - insets.trailing)
        let x0 = cardMinX + m.contentPadding.leading
        let x1 = max(x0, cardMaxX - m.contentPadding.trailing)
        let text = CardText(direction: env.layoutDirection)

        var badgeText: String? = config.showBadge ? cell.badge : nil
        if badgeText?.isEmpty == true { badgeText = nil }
        var badgeSize: Size?
        if let b = badgeText {
            let minSide = (config.badge.minimumSize ?? m.badgeMinimumSize) * fonts.typeScale
            let l = text.singleLine(b, fonts.badge, maxWidth: max(1, max(0, (x1 - x0) / 3) - m.badgeHorizontalPadding))
            let h = max(minSide, l.size.height + 4)
            let size = Size(width: max(h, l.size.width + m.badgeHorizontalPadding), height: h)
            badgeSize = size
            badge = BadgeView(label: l, value: b, font: fonts.badge, color: config.badge.textColor, size: size,
                              style: BoxStyle(fill: config.badge.backgroundColor.resolve(env.appearance), radius: h / 2, continuous: false))
        } else {
            badge = nil
        }

        let editing = cell.state == .editing
        var shown = cell.title
        // A character is at least one UTF-8 byte: a title of few bytes needs no counting.
        if shown.utf8.count > m.maxTitleCharacters, shown.count > m.maxTitleCharacters {
            notes.append("title cut from \(shown.count) to \(m.maxTitleCharacters) characters (maxTitleCharacters)")
            shown = String(shown.prefix(m.maxTitleCharacters)) + "…"
        }
        let titleText = shown
        let placeholder = editing && titleText.isEmpty
        if titleText.isEmpty && !editing { notes.append("title is empty") }
        let lines: Int
        switch (editing, config.titleMode) {
        case (true, _), (false, .textView): lines = 0
        case let (false, .label(n)): lines = max(0, n)
        }
        let overLimit = config.editing.maxTextLength > 0 && titleText.count > config.editing.maxTextLength
        let chrome = editing ? BoxStyle(fill: m.editChromeBackground.resolve(env.appearance), radius: m.editChromeCornerRadius,
                                        continuous: m.continuousCorners, borderWidth: m.editChromeBorderWidth,
                                        borderColor: (overLimit ? m.errorColor : m.editChromeBorderColor).resolve(env.appearance)) : nil
        title = TitleView(text: placeholder ? config.editing.placeholderText : titleText, placeholder: placeholder, font: fonts.title,
                          color: placeholder ? m.placeholderColor : config.titleColor ?? m.titleColor, lines: lines,
                          chrome: chrome, inset: m.editChromeInset)
        count = editing && config.editing.characterCountDisplay != .none ? CardView.characterCount(titleText, config.editing, m) : nil

        let values = CardView.chipTexts(cell, environment: env)
        let available = max(0, max(x0, cardMaxX - m.chipRowInsets.trailing) - x0)
        var chips: [ChipView] = [], chipSizes: [Size] = []
        for (i, value) in values.enumerated() {
            let cfg = i < config.metadataConfigs.count ? config.metadataConfigs[i] : ChipConfiguration()
            let font = cfg.font ?? fonts.chip
            let side = cfg.icon == nil ? 0 : (font.size * m.chipIconScale).rounded()
            let fixed = m.chipPadding.leading + m.chipPadding.trailing + (cfg.icon == nil ? 0 : side + m.chipIconSpacing)
            let label = text.singleLine(value, font, maxWidth: max(1, available - fixed))
            chipSizes.append(Size(width: fixed + label.size.width,
                                  height: max(font.metrics.lineHeight, side) + m.chipPadding.top + m.chipPadding.bottom))
            let radius = cfg.cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? m.chipCornerRadius
            chips.append(ChipView(index: i, icon: cfg.icon, iconSide: side, label: label, value: value, font: font,
                                  color: cfg.textColor,
                                  style: BoxStyle(fill: cfg.backgroundColor.resolve(env.appearance), radius: radius, continuous: m.continuousCorners),
                                  padding: m.chipPadding, iconSpacing: m.chipIconSpacing))
        }
        self.chips = chips

        var error: (side: Double, lineHeight: Double)?
        if case .validationFailed = cell.state {
            let lineHeight = fonts.error.metrics.lineHeight
            error = ((lineHeight * 0.9).rounded(), lineHeight)
        }
        layout = CardLayout(metrics: CardLayout.Spacing(m), iconSide: cell.icon == nil ? nil : fonts.iconSide,
                            disclosure: config.showDisclosureIndicator ? fonts.disclosureSize : nil, badge: badgeSize,
                            chromeInset: editing ? m.editChromeInset : nil, titleLineHeight: fonts.title.metrics.lineHeight,
                            iconAlignment: config.iconAlignment, stacked: env.sizeCategory >= .accessibilityMedium,
                            hasCount: count != nil, chips: chipSizes, error: error)
    }

    /// The card's element, built directly from its parts' elements (no builder, no type-erased
    /// views): `CustomLayoutView(layout) { icon?; title; disclosure?; badge?; count?; chips…;
    /// error icon and message? }.box(cardStyle).id("card")`.
    func element(_ r: inout ElementResolver) throws(CellError) -> Element {
        var parts: [Element] = []
        parts.reserveCapacity(7 + chips.count)
        if let icon {
            parts.append(try r.modified(IconView(icon.name, size: layout.iconSide).foregroundColor(icon.tint).element(&r), .id("icon")))
        }
        parts.append(try title.element(&r))
        if let d = layout.disclosure {
            parts.append(try r.modified(IconView("chevron.right", width: d.width, height: d.height)
                .foregroundColor(metrics.disclosureColor).element(&r), .id("disclosure")))
        }
        if let badge { parts.append(try badge.element(&r)) }
        if let count {
            parts.append(try r.modified(TextView(count.text).font(fonts.characterCount).foregroundColor(count.color).lineLimit(1)
                .multilineTextAlignment(.trailing).element(&r), .id("characterCount")))
        }
        for chip in chips { parts.append(try chip.element(&r)) }
        if case let .validationFailed(message) = state, let e = layout.error {
            parts.append(try r.modified(IconView("exclamationmark.triangle", size: e.side).foregroundColor(metrics.errorColor).element(&r),
                                        .id("errorIcon")))
            parts.append(try r.modified(TextView(message).font(fonts.error).foregroundColor(metrics.errorColor).lineLimit(0).element(&r),
                                        .id("errorMessage")))
        }
        return try r.modified(Element(.custom(layout, parts), name: "layout"), .box(cardStyle, text: nil), .id("card"))
    }

    /// The card's box in its state: highlighted and selected fills, the error border.
    var cardStyle: BoxStyle {
        let m = metrics
        let fill: DynamicColor
        switch state {
        case .highlighted: fill = m.highlightedBackground
        case .selected: fill = m.selectedBackground
        default: fill = m.background
        }
        let a = environment.appearance
        var style = BoxStyle(fill: fill.resolve(a), radius: m.cornerRadius, continuous: m.continuousCorners,
                             borderWidth: m.borderWidth, borderColor: m.borderColor.resolve(a), shadow: m.shadow(in: a))
        if case .validationFailed = state {
            style.borderWidth = m.errorBorderWidth
            style.borderColor = m.errorColor.resolve(a)
        }
        return style
    }

    /// The chips' texts: configured text, else the bound metadata value, else "not set".
    static func chipTexts(_ cell: Cell, environment: CellEnvironment) -> [String] {
        let config = cell.configuration
        let dates = DateFormattingUtility(environment: environment)
        return (0..<max(0, config.metadataViewCount)).map { i in
            if i < config.metadataConfigs.count, let t = config.metadataConfigs[i].text { return t }
            guard i < cell.metadata.count else { return "not set" }
            switch cell.metadata[i] {
            case let .text(s): return s
            case let .date(d, style): return dates.formatDate(d, style: style)
            }
        }
    }

    /// The count label's text and colour for `title`.
    static func characterCount(_ title: String, _ e: EditingConfiguration, _ m: CellMetrics) -> (text: String, color: DynamicColor) {
        let n = title.count
        guard e.maxTextLength > 0 else { return ("\(n) characters", m.characterCountColor) }
        let maxN = e.maxTextLength, left = maxN - n
        let s: String
        switch e.characterCountDisplay {
        case .none, .count: s = "\(n)/\(maxN)"
        case .remaining: s = left >= 0 ? "\(left) characters remaining" : "\(-left) characters over the limit"
        case .both: s = left >= 0 ? "\(n)/\(maxN) (\(left) remaining)" : "\(n)/\(maxN) (\(-left) over)"
        }
        let c = n > maxN ? m.errorColor : (Double(n) >= m.warningFraction * Double(maxN) ? m.warningColor : m.characterCountColor)
        return (s, c)
    }
}
