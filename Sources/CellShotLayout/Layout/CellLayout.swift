import CellShotRaster
import CellShotText

extension Cell {
    /// Lays the cell out in a row `width` points wide. Throws ``CellError`` for a bad width,
    /// scale or height, more than three metadata views, or an unknown icon name.
    public func layout(width: Double, environment: CellEnvironment = .standard) throws(CellError) -> LayoutTree {
        var engine = CellLayoutEngine(cell: self, width: width, env: environment)
        return try engine.run()
    }
}

/// Computes frames (left-to-right, then mirrored for right-to-left) and builds the tree.
struct CellLayoutEngine {
    let cell: Cell
    let width: Double
    let env: CellEnvironment
    let m: CellMetrics
    let config: CellConfiguration
    var notes: [String] = []

    init(cell: Cell, width: Double, env: CellEnvironment) {
        self.cell = cell; self.width = width; self.env = env
        self.config = cell.configuration
        self.m = cell.configuration.resolvedMetrics
    }

    // MARK: Layout

    mutating func run() throws(CellError) -> LayoutTree {
        try validate()
        let rtl = env.layoutDirection == .rightToLeft
        let insets = m.cardInsets
        let card = Rect(x: insets.leading, y: insets.top,
                        width: max(0, width - insets.leading - insets.trailing), height: 0)
        let pad = m.contentPadding
        let x0 = card.minX + pad.leading
        let x1 = max(x0, card.maxX - pad.trailing)
        let top = card.minY + pad.top
        var nodes: [LayoutNode] = []

        // Main row: [icon] title [badge] [chevron]
        let iconArt: IconArtwork? = try cell.icon.map { name throws(CellError) in try icon(name) }
        let chevronArt: IconArtwork? = config.showDisclosureIndicator ? try icon("chevron.right") : nil
        var badgeText: String? = config.showBadge ? cell.badge : nil
        if badgeText?.isEmpty == true { badgeText = nil }
        var badgeLayout: TextLayout?
        var badgeSize = Size.zero
        if let b = badgeText {
            let maxBadge = max(0, (x1 - x0) / 3)
            let minSide = (config.badge.minimumSize ?? m.badgeMinimumSize) * typeScale
            let l = singleLine(b, badgeFont, maxWidth: max(1, maxBadge - m.badgeHorizontalPadding))
            badgeLayout = l
            let h = max(minSide, l.size.height + 4)
            badgeSize = Size(width: max(h, l.size.width + m.badgeHorizontalPadding), height: h)
        }
        // Accessibility sizes stack the title under the icon/badge/chevron row, as UIKit
        // cells do, so huge text keeps the full width.
        let stacked = env.sizeCategory >= .accessibilityMedium
        var titleX0 = x0, titleX1 = x1
        if !stacked {
            if iconArt != nil { titleX0 += iconSide + m.rowSpacing }
            if chevronArt != nil { titleX1 -= disclosureSize.width + (badgeLayout != nil ? m.disclosureSpacing : m.rowSpacing) }
            if badgeLayout != nil { titleX1 -= badgeSize.width + m.rowSpacing }
        }
        let titleWidth = max(1, titleX1 - titleX0)

        // Title (or edit chrome around it)
        let editing = cell.state == .editing
        var title = cell.title
        if title.count > m.maxTitleCharacters {
            notes.append("title cut from \(title.count) to \(m.maxTitleCharacters) characters (maxTitleCharacters)")
            title = String(title.prefix(m.maxTitleCharacters)) + "…"
        }
        let showsPlaceholder = editing && title.isEmpty
        if title.isEmpty && !editing { notes.append("title is empty") }
        let chromeInset = editing ? m.editChromeInset : EdgeInsets()
        let textWidth = max(1, titleWidth - chromeInset.leading - chromeInset.trailing)
        let lines: Int
        switch (editing, config.titleMode) {
        case (true, _), (false, .textView): lines = 0
        case let (false, .label(n)): lines = max(0, n)
        }
        let shown = showsPlaceholder ? config.editing.placeholderText : title
        let titleLayout = text(shown, titleFont, width: textWidth, lines: lines)
        let lineH = titleFont.metrics.lineHeight
        let titleTextH = max(titleLayout.size.height, lineH)
        let titleBlockH = titleTextH + chromeInset.top + chromeInset.bottom
        var accessoryH = 0.0
        if iconArt != nil { accessoryH = max(accessoryH, iconSide) }
        if badgeLayout != nil { accessoryH = max(accessoryH, badgeSize.height) }
        if chevronArt != nil { accessoryH = max(accessoryH, disclosureSize.height) }
        let rowH: Double, titleTop: Double
        if stacked {
            titleTop = top + accessoryH + (accessoryH > 0 ? m.stackSpacing / 2 : 0)
            rowH = titleTop - top + titleBlockH
        } else {
            rowH = max(titleBlockH, accessoryH)
            titleTop = top + (rowH - titleBlockH) / 2
        }
        let textTop = titleTop + chromeInset.top
        let firstLineH = titleLayout.lines.first?.rect.height ?? lineH
        let anchorY: Double
        switch config.iconAlignment {
        case .top: anchorY = textTop + firstLineH / 2
        case .middle: anchorY = textTop + titleTextH / 2
        case .bottom: anchorY = textTop + titleTextH - (titleLayout.lines.last?.rect.height ?? lineH) / 2
        }
        func place(_ h: Double) -> Double {
            stacked ? top + (accessoryH - h) / 2 : min(max(anchorY - h / 2, top), top + rowH - h)
        }

        if let art = iconArt, let name = cell.icon {
            let f = Rect(x: x0, y: place(iconSide), width: iconSide, height: iconSide)
            nodes.append(LayoutNode(name: "icon", frame: f,
                                    content: .icon(name: name, artwork: art, color: color(config.iconTint ?? m.iconTint), mirrored: false)))
        }
        let textFrame = Rect(x: titleX0 + chromeInset.leading, y: textTop, width: textWidth, height: titleLayout.size.height)
        let titleColor = showsPlaceholder ? color(m.placeholderColor) : color(config.titleColor ?? m.titleColor)
        let titleNode = LayoutNode(name: showsPlaceholder ? "placeholder" : "title", frame: textFrame,
                                   text: titleLayout.lines.map(\.text).joined(separator: "\n"),
                                   content: .text(titleLayout, titleColor))
        if editing {
            let chrome = Rect(x: titleX0, y: titleTop, width: titleWidth, height: titleBlockH)
            let style = BoxStyle(fill: color(m.editChromeBackground), radius: m.editChromeCornerRadius, continuous: m.continuousCorners,
                                 borderWidth: m.editChromeBorderWidth,
                                 borderColor: color(overLimit(title) ? m.errorColor : m.editChromeBorderColor))
            nodes.append(LayoutNode(name: "editChrome", frame: chrome, content: .box(style), children: [titleNode]))
        } else {
            nodes.append(titleNode)
        }
        var trailingX = x1
        if let art = chevronArt {
            let s = disclosureSize
            let f = Rect(x: trailingX - s.width, y: place(s.height), width: s.width, height: s.height)
            nodes.append(LayoutNode(name: "disclosure", frame: f,
                                    content: .icon(name: "chevron.right", artwork: art, color: color(m.disclosureColor), mirrored: rtl)))
            trailingX -= s.width + m.disclosureSpacing
        }
        if let l = badgeLayout, let b = badgeText {
            let f = Rect(x: trailingX - badgeSize.width, y: place(badgeSize.height), width: badgeSize.width, height: badgeSize.height)
            let label = LayoutNode(name: "label", frame: Rect(x: f.midX - l.size.width / 2, y: f.midY - l.size.height / 2,
                                                              width: l.size.width, height: l.size.height),
                                   text: l.lines.first?.text, content: .text(l, color(config.badge.textColor)))
            nodes.append(LayoutNode(name: "badge", frame: f, text: b,
                                    content: .box(BoxStyle(fill: color(config.badge.backgroundColor), radius: badgeSize.height / 2, continuous: false)),
                                    children: [label]))
        }
        var y = top + rowH

        // Character count under the edited title
        if editing, config.editing.characterCountDisplay != .none {
            let (s, c) = characterCount(title)
            let l = text(s, countFont, width: titleWidth, lines: 1, alignment: .trailing)
            y += m.stackSpacing / 2
            nodes.append(LayoutNode(name: "characterCount", frame: Rect(x: titleX0, y: y, width: titleWidth, height: l.size.height),
                                    text: s, content: .text(l, c)))
            y += l.size.height
        }

        // Metadata chips, trailing-aligned at natural width, closer to the card edge
        var bottomPadding = pad.bottom
        if config.metadataViewCount > 0 {
            let chipsX1 = max(x0, card.maxX - m.chipRowInsets.trailing)
            let chips = try chipNodes(top: y + m.stackSpacing, x0: x0, x1: chipsX1)
            nodes.append(contentsOf: chips)
            if let maxY = chips.map(\.frame.maxY).max() { y = maxY }
            bottomPadding = m.chipRowInsets.bottom
        }

        // Validation message
        if case let .validationFailed(message) = cell.state {
            let f = errorFont
            let side = (f.metrics.lineHeight * 0.9).rounded()
            let tx = x0 + side + 6
            let l = text(message, f, width: max(1, x1 - tx))
            let ty = y + m.stackSpacing
            let art = try icon("exclamationmark.triangle")
            nodes.append(LayoutNode(name: "errorIcon", frame: Rect(x: x0, y: ty + (f.metrics.lineHeight - side) / 2, width: side, height: side),
                                    content: .icon(name: "exclamationmark.triangle", artwork: art, color: color(m.errorColor), mirrored: false)))
            nodes.append(LayoutNode(name: "errorMessage", frame: Rect(x: tx, y: ty, width: l.boxWidth, height: l.size.height),
                                    text: message, content: .text(l, color(m.errorColor))))
            y = ty + max(l.size.height, side)
            bottomPadding = pad.bottom
        }

        // Card and row heights: self-sizing, or the explicit height
        var cardFrame = card
        cardFrame.size.height = y + bottomPadding - card.minY
        var rowHeight = cardFrame.maxY + insets.bottom
        var clips = false
        if let h = cell.height {
            let cardH = max(0, h - insets.top - insets.bottom)
            clips = cardH < cardFrame.height
            if clips { notes.append("explicit height \(LayoutTree.num(h)) pt cuts the content (needs \(LayoutTree.num(rowHeight)) pt)") }
            cardFrame.size.height = cardH
            rowHeight = h
        } else if rowHeight > CellLimits.maxHeight {
            notes.append("height \(LayoutTree.num(rowHeight)) pt clamped to \(LayoutTree.num(CellLimits.maxHeight)) pt")
            clips = true
            rowHeight = CellLimits.maxHeight
            cardFrame.size.height = max(0, rowHeight - insets.top - insets.bottom)
        }
        rowHeight = (rowHeight * env.scale).rounded(.up) / env.scale
        for n in cell.notes { notes.append(n) }

        let cardNode = LayoutNode(name: "card", frame: cardFrame, content: .box(cardStyle()), children: nodes, clipsChildren: clips)
        var root = LayoutNode(name: "row", frame: Rect(x: 0, y: 0, width: width, height: rowHeight), children: [cardNode])
        root = root.finished(width: width, scale: env.scale, mirror: rtl)
        return LayoutTree(size: Size(width: width, height: rowHeight), scale: env.scale, background: color(m.rowBackground),
                          root: root, summary: summary, notes: notes)
    }
}
