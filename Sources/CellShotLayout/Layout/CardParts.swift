import CellShotRaster
import CellShotText

/// The card's badge, title and chips, resolved from one cell's configuration, metrics, fonts
/// and environment (``CardView`` places them through ``CardLayout``).
struct CardParts {
    let config: CellConfiguration
    let metrics: CellMetrics
    let fonts: CardFonts
    let text: CardText
    let environment: CellEnvironment

    /// The badge with its label cut to `room` points, or nil without badge text.
    func badge(_ cell: Cell, room: Double) -> BadgeView? {
        guard config.showBadge, let value = cell.badge, !value.isEmpty else { return nil }
        let minSide = (config.badge.minimumSize ?? metrics.badgeMinimumSize) * fonts.typeScale
        let label = text.singleLine(value, fonts.badge, maxWidth: max(1, room - metrics.badgeHorizontalPadding))
        let height = max(minSide, label.size.height + 4)
        let size = Size(width: max(height, label.size.width + metrics.badgeHorizontalPadding), height: height)
        return BadgeView(label: label, value: value, font: fonts.badge, color: config.badge.textColor, size: size,
                         style: BoxStyle(fill: config.badge.backgroundColor.resolve(environment.appearance), radius: height / 2,
                                         continuous: false))
    }

    /// `title` cut to the metrics' character limit (with a note saying so).
    func shownTitle(_ title: String, notes: inout [String]) -> String {
        let limit = metrics.maxTitleCharacters
        // A character is at least one UTF-8 byte: a title of few bytes needs no counting.
        guard title.utf8.count > limit, title.count > limit else { return title }
        notes.append("title cut from \(title.count) to \(limit) characters (maxTitleCharacters)")
        return String(title.prefix(limit)) + "…"
    }

    /// The title (the placeholder when editing an empty title), in edit chrome when editing.
    func title(_ shown: String, editing: Bool) -> TitleView {
        let appearance = environment.appearance
        let placeholder = editing && shown.isEmpty
        let lines: Int
        switch (editing, config.titleMode) {
        case (true, _), (false, .textView): lines = 0
        case let (false, .label(count)): lines = max(0, count)
        }
        let overLimit = config.editing.maxTextLength > 0 && shown.count > config.editing.maxTextLength
        let chrome = editing ? BoxStyle(fill: metrics.editChromeBackground.resolve(appearance), radius: metrics.editChromeCornerRadius,
                                        continuous: metrics.continuousCorners, borderWidth: metrics.editChromeBorderWidth,
                                        borderColor: (overLimit ? metrics.errorColor : metrics.editChromeBorderColor).resolve(appearance)) : nil
        return TitleView(text: placeholder ? config.editing.placeholderText : shown, placeholder: placeholder, font: fonts.title,
                         color: placeholder ? metrics.placeholderColor : config.titleColor ?? metrics.titleColor, lines: lines,
                         chrome: chrome, inset: metrics.editChromeInset)
    }

    /// A chip per value, each label cut to `available` points, and each chip's size.
    func chips(_ values: [String], available: Double) -> (views: [ChipView], sizes: [Size]) {
        var views: [ChipView] = [], sizes: [Size] = []
        views.reserveCapacity(values.count); sizes.reserveCapacity(values.count)
        // The chips mostly share one font: its line height is looked up once.
        var lineHeight: (font: Font, height: Double)?
        for (index, value) in values.enumerated() {
            let chip = index < config.metadataConfigs.count ? config.metadataConfigs[index] : ChipConfiguration()
            let font = chip.font ?? fonts.chip
            let side = chip.icon == nil ? 0 : (font.size * metrics.chipIconScale).rounded()
            let fixed = metrics.chipPadding.leading + metrics.chipPadding.trailing + (chip.icon == nil ? 0 : side + metrics.chipIconSpacing)
            let label = text.singleLine(value, font, maxWidth: max(1, available - fixed))
            if lineHeight?.font != font { lineHeight = (font, font.metrics.lineHeight) }
            let labelHeight = lineHeight?.height ?? 0
            sizes.append(Size(width: fixed + label.size.width,
                              height: max(labelHeight, side) + metrics.chipPadding.top + metrics.chipPadding.bottom))
            let radius = chip.cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? metrics.chipCornerRadius
            views.append(ChipView(index: index, icon: chip.icon, iconSide: side, label: label, value: value, font: font,
                                  color: chip.textColor,
                                  style: BoxStyle(fill: chip.backgroundColor.resolve(environment.appearance), radius: radius,
                                                  continuous: metrics.continuousCorners),
                                  padding: metrics.chipPadding, iconSpacing: metrics.chipIconSpacing))
        }
        return (views, sizes)
    }
}
