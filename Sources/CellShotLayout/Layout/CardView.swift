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
        let resolvedMetrics = config.resolvedMetrics
        icon = cell.icon.map { ($0, config.iconTint ?? resolvedMetrics.iconTint) }
        state = cell.state
        metrics = resolvedMetrics
        let fonts = CardFonts(metrics: resolvedMetrics, contentSize: env.contentSize)
        self.fonts = fonts
        let insets = resolvedMetrics.cardInsets
        let cardMinX = insets.leading, cardMaxX = insets.leading + max(0, width - insets.leading - insets.trailing)
        let x0 = cardMinX + resolvedMetrics.contentPadding.leading
        let x1 = max(x0, cardMaxX - resolvedMetrics.contentPadding.trailing)
        let text = CardText(direction: env.layoutDirection)
        let parts = CardParts(config: config, metrics: resolvedMetrics, fonts: fonts, text: text, environment: env)

        badge = parts.badge(cell, room: max(0, (x1 - x0) / 3))
        let editing = cell.state == .editing
        let titleText = parts.shownTitle(cell.title, notes: &notes)
        if titleText.isEmpty && !editing { notes.append("title is empty") }
        title = parts.title(titleText, editing: editing)
        count = editing && config.editing.characterCountDisplay != .none ? CardView.characterCount(titleText, config.editing, resolvedMetrics) : nil
        let available = max(0, max(x0, cardMaxX - resolvedMetrics.chipRowInsets.trailing) - x0)
        let chips = parts.chips(CardView.chipTexts(cell, environment: env), available: available)
        self.chips = chips.views

        var error: (side: Double, lineHeight: Double)?
        if case .validationFailed = cell.state {
            let lineHeight = fonts.error.metrics.lineHeight
            error = ((lineHeight * 0.9).rounded(), lineHeight)
        }
        layout = CardLayout(metrics: CardLayout.Spacing(resolvedMetrics), iconSide: cell.icon == nil ? nil : fonts.iconSide,
                            disclosure: config.showDisclosureIndicator ? fonts.disclosureSize : nil, badge: badge?.size,
                            chromeInset: editing ? resolvedMetrics.editChromeInset : nil, titleLineHeight: fonts.title.metrics.lineHeight,
                            iconAlignment: config.iconAlignment, stacked: env.contentSize >= .accessibilityMedium,
                            hasCount: count != nil, chips: chips.sizes, error: error)
    }

    /// The card's element, built directly from its parts' elements (no builder, no type-erased
    /// views): `CustomLayoutView(layout) { icon?; title; disclosure?; badge?; count?; chips…;
    /// error icon and message? }.box(cardStyle).id("card")`.
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        var parts: [Element] = []
        parts.reserveCapacity(7 + chips.count)
        if let icon {
            parts.append(try resolver.modified(IconView(icon.name, size: layout.iconSide).foregroundColor(icon.tint).element(&resolver), .id("icon")))
        }
        parts.append(try title.element(&resolver))
        if let disclosureSize = layout.disclosure {
            parts.append(try resolver.modified(IconView("chevron.right", width: disclosureSize.width, height: disclosureSize.height)
                .foregroundColor(metrics.disclosureColor).element(&resolver), .id("disclosure")))
        }
        if let badge { parts.append(try badge.element(&resolver)) }
        if let count {
            parts.append(try resolver.modified(TextView(count.text).font(fonts.characterCount).foregroundColor(count.color).lineLimit(1)
                .multilineTextAlignment(.trailing).element(&resolver), .id("characterCount")))
        }
        for chip in chips { parts.append(try chip.element(&resolver)) }
        if case let .validationFailed(message) = state, let errorIcon = layout.error {
            parts.append(try resolver.modified(IconView("exclamationmark.triangle", size: errorIcon.side).foregroundColor(metrics.errorColor).element(&resolver),
                                        .id("errorIcon")))
            parts.append(try resolver.modified(TextView(message).font(fonts.error).foregroundColor(metrics.errorColor).lineLimit(0).element(&resolver),
                                        .id("errorMessage")))
        }
        return try resolver.modified(Element(.custom(layout, parts), name: "layout"), .box(cardStyle, text: nil), .id("card"))
    }

    /// The card's box in its state: highlighted and selected fills, the error border.
    var cardStyle: BoxStyle {
        let fill: DynamicColor
        switch state {
        case .highlighted: fill = metrics.highlightedBackground
        case .selected: fill = metrics.selectedBackground
        default: fill = metrics.background
        }
        let appearance = environment.appearance
        var style = BoxStyle(fill: fill.resolve(appearance), radius: metrics.cornerRadius, continuous: metrics.continuousCorners,
                             borderWidth: metrics.borderWidth, borderColor: metrics.borderColor.resolve(appearance), shadow: metrics.shadow(in: appearance))
        if case .validationFailed = state {
            style.borderWidth = metrics.errorBorderWidth
            style.borderColor = metrics.errorColor.resolve(appearance)
        }
        return style
    }

    /// The chips' texts: configured text, else the bound metadata value, else "not set".
    static func chipTexts(_ cell: Cell, environment: CellEnvironment) -> [String] {
        let config = cell.configuration
        let dates = DateFormattingUtility(environment: environment)
        return (0..<max(0, config.metadataViewCount)).map { index in
            if index < config.metadataConfigs.count, let configured = config.metadataConfigs[index].text { return configured }
            guard index < cell.metadata.count else { return "not set" }
            switch cell.metadata[index] {
            case let .text(value): return value
            case let .date(date, style): return dates.formatDate(date, style: style)
            }
        }
    }

    /// The count label's text and colour for `title`.
    static func characterCount(_ title: String, _ editing: EditingConfiguration, _ metrics: CellMetrics) -> (text: String, color: DynamicColor) {
        let length = title.count
        guard editing.maxTextLength > 0 else { return ("\(length) characters", metrics.characterCountColor) }
        let maxN = editing.maxTextLength, left = maxN - length
        let text: String
        switch editing.characterCountDisplay {
        case .none, .count: text = "\(length)/\(maxN)"
        case .remaining: text = left >= 0 ? "\(left) characters remaining" : "\(-left) characters over the limit"
        case .both: text = left >= 0 ? "\(length)/\(maxN) (\(left) remaining)" : "\(length)/\(maxN) (\(-left) over)"
        }
        let color = length > maxN ? metrics.errorColor : (Double(length) >= metrics.warningFraction * Double(maxN) ? metrics.warningColor : metrics.characterCountColor)
        return (text, color)
    }
}
