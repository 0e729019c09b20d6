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
        let fonts = CardFonts(metrics: m, contentSize: env.contentSize)
        self.fonts = fonts
        let insets = m.cardInsets
        let cardMinX = insets.leading, cardMaxX = insets.leading + max(0, width - insets.leading - insets.trailing)
        let x0 = cardMinX + m.contentPadding.leading
        let x1 = max(x0, cardMaxX - m.contentPadding.trailing)
        let text = CardText(direction: env.layoutDirection)
        let parts = CardParts(config: config, metrics: m, fonts: fonts, text: text, environment: env)

        badge = parts.badge(cell, room: max(0, (x1 - x0) / 3))
        let editing = cell.state == .editing
        let titleText = parts.shownTitle(cell.title, notes: &notes)
        if titleText.isEmpty && !editing { notes.append("title is empty") }
        title = parts.title(titleText, editing: editing)
        count = editing && config.editing.characterCountDisplay != .none ? CardView.characterCount(titleText, config.editing, m) : nil
        let available = max(0, max(x0, cardMaxX - m.chipRowInsets.trailing) - x0)
        let chips = parts.chips(CardView.chipTexts(cell, environment: env), available: available)
        self.chips = chips.views

        var error: (side: Double, lineHeight: Double)?
        if case .validationFailed = cell.state {
            let lineHeight = fonts.error.metrics.lineHeight
            error = ((lineHeight * 0.9).rounded(), lineHeight)
        }
        layout = CardLayout(metrics: CardLayout.Spacing(m), iconSide: cell.icon == nil ? nil : fonts.iconSide,
                            disclosure: config.showDisclosureIndicator ? fonts.disclosureSize : nil, badge: badge?.size,
                            chromeInset: editing ? m.editChromeInset : nil, titleLineHeight: fonts.title.metrics.lineHeight,
                            iconAlignment: config.iconAlignment, stacked: env.contentSize >= .accessibilityMedium,
                            hasCount: count != nil, chips: chips.sizes, error: error)
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
