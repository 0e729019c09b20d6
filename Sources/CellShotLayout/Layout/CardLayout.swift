import CellShotRaster
import CellShotText

/// Where the card's parts go inside the card, as MetaCellKit's Auto Layout puts them: a main
/// row [icon] title [badge] [chevron] with the icon, badge and chevron centred on the title's
/// first line, middle or last line (clamped to the row), then the character count, the
/// metadata chips in trailing-aligned rows that wrap, and the validation message. At
/// accessibility sizes the title goes under the icon/badge/chevron row, as UIKit cells do.
///
/// Children, in order: icon?, title (or edit chrome), disclosure?, badge?, character count?,
/// chips…, error icon and message?
struct CardLayout: CustomLayout {
    /// The card's paddings and spacings (only these: the layout is boxed as a value, so it
    /// stays small).
    var metrics: Spacing
    /// The icon's side, or nil without an icon.
    var iconSide: Double?
    var disclosure: Size?
    var badge: Size?
    /// The edit chrome's inset around the title, or nil when not editing.
    var chromeInset: EdgeInsets?
    /// The title font's line height (an empty title keeps one line).
    var titleLineHeight: Double
    var iconAlignment: IconAlignment
    /// The title under the accessories (accessibility sizes).
    var stacked: Bool
    var hasCount: Bool
    /// Every chip's size.
    var chips: [Size]
    /// The error icon's side and the message font's line height, or nil without a message.
    var error: (side: Double, lineHeight: Double)?

    /// The paddings and spacings of ``CellMetrics`` the layout reads.
    struct Spacing {
        var contentPadding: EdgeInsets
        var rowSpacing: Double
        var disclosureSpacing: Double
        var stackSpacing: Double
        var chipRowInsets: EdgeInsets
        var chipSpacing: Double

        init(_ m: CellMetrics) {
            contentPadding = m.contentPadding; rowSpacing = m.rowSpacing; disclosureSpacing = m.disclosureSpacing
            stackSpacing = m.stackSpacing; chipRowInsets = m.chipRowInsets; chipSpacing = m.chipSpacing
        }
    }

    func sizeThatFits(_ p: Proposal, subviews: [SubviewProxy]) -> Size {
        let width = p.width.map { $0.isFinite ? $0 : 0 } ?? 0
        return Size(width: width, height: arrange(in: Rect(x: 0, y: 0, width: width, height: 0), subviews).height)
    }

    func placeSubviews(in bounds: Rect, proposal p: Proposal, subviews: [SubviewProxy]) -> [Rect] {
        arrange(in: bounds, subviews).frames
    }

    /// Every child's frame for a card at `card`, and the card's height.
    private func arrange(in card: Rect, _ subviews: [SubviewProxy]) -> (frames: [Rect], height: Double) {
        let m = metrics
        let pad = m.contentPadding
        let x0 = card.minX + pad.leading
        let x1 = max(x0, card.maxX - pad.trailing)
        let top = card.minY + pad.top
        var titleX0 = x0, titleX1 = x1
        if !stacked {
            if let s = iconSide { titleX0 += s + m.rowSpacing }
            if let d = disclosure { titleX1 -= d.width + (badge != nil ? m.disclosureSpacing : m.rowSpacing) }
            if let b = badge { titleX1 -= b.width + m.rowSpacing }
        }
        let titleWidth = max(1, titleX1 - titleX0)
        let inset = chromeInset ?? EdgeInsets()
        let textWidth = max(1, titleWidth - inset.leading - inset.trailing)
        var index = iconSide == nil ? 0 : 1
        let titleIndex = index
        let title = subviews.indices.contains(titleIndex) ? subviews[titleIndex].text(width: textWidth) : nil
        let titleHeight = title?.size.height ?? 0
        let titleTextH = max(titleHeight, titleLineHeight)
        let titleBlockH = titleTextH + inset.top + inset.bottom
        var accessoryH = 0.0
        if let s = iconSide { accessoryH = max(accessoryH, s) }
        if let b = badge { accessoryH = max(accessoryH, b.height) }
        if let d = disclosure { accessoryH = max(accessoryH, d.height) }
        let rowH: Double, titleTop: Double
        if stacked {
            titleTop = top + accessoryH + (accessoryH > 0 ? m.stackSpacing / 2 : 0)
            rowH = titleTop - top + titleBlockH
        } else {
            rowH = max(titleBlockH, accessoryH)
            titleTop = top + (rowH - titleBlockH) / 2
        }
        let textTop = titleTop + inset.top
        let anchorY: Double
        switch iconAlignment {
        case .top: anchorY = textTop + (title?.lines.first?.rect.height ?? titleLineHeight) / 2
        case .middle: anchorY = textTop + titleTextH / 2
        case .bottom: anchorY = textTop + titleTextH - (title?.lines.last?.rect.height ?? titleLineHeight) / 2
        }
        func place(_ h: Double) -> Double {
            stacked ? top + (accessoryH - h) / 2 : min(max(anchorY - h / 2, top), top + rowH - h)
        }

        var frames: [Rect] = []
        frames.reserveCapacity(subviews.count)
        if let s = iconSide { frames.append(Rect(x: x0, y: place(s), width: s, height: s)) }
        if chromeInset != nil {
            frames.append(Rect(x: titleX0, y: titleTop, width: titleWidth, height: titleBlockH))
        } else {
            frames.append(Rect(x: titleX0, y: textTop, width: textWidth, height: titleHeight))
        }
        index += 1
        var trailingX = x1
        if let s = disclosure {
            frames.append(Rect(x: trailingX - s.width, y: place(s.height), width: s.width, height: s.height))
            trailingX -= s.width + m.disclosureSpacing
            index += 1
        }
        if let s = badge {
            frames.append(Rect(x: trailingX - s.width, y: place(s.height), width: s.width, height: s.height))
            index += 1
        }
        var y = top + rowH

        if hasCount {
            let h = subviews.indices.contains(index) ? subviews[index].text(width: titleWidth)?.size.height ?? 0 : 0
            y += m.stackSpacing / 2
            frames.append(Rect(x: titleX0, y: y, width: titleWidth, height: h))
            y += h
            index += 1
        }

        var bottomPadding = pad.bottom
        if !chips.isEmpty {
            let chipsX1 = max(x0, card.maxX - m.chipRowInsets.trailing)
            let placed = CardLayout.chipFrames(chips, top: y + m.stackSpacing, x0: x0, x1: chipsX1, spacing: m.chipSpacing)
            frames += placed
            if let maxY = placed.map(\.maxY).max() { y = maxY }
            bottomPadding = m.chipRowInsets.bottom
            index += chips.count
        }

        if let e = error {
            let tx = x0 + e.side + 6
            let width = max(1, x1 - tx)
            let message = subviews.indices.contains(index + 1) ? subviews[index + 1].text(width: width) : nil
            let h = message?.size.height ?? 0
            let ty = y + m.stackSpacing
            frames.append(Rect(x: x0, y: ty + (e.lineHeight - e.side) / 2, width: e.side, height: e.side))
            frames.append(Rect(x: tx, y: ty, width: message?.boxWidth ?? width, height: h))
            y = ty + max(h, e.side)
            bottomPadding = pad.bottom
        }
        return (frames, y + bottomPadding - card.minY)
    }

    /// Chips at their sizes, trailing-aligned in rows from `top` between `x0` and `x1`: a chip
    /// that does not fit beside the previous ones starts a new row; rows are as tall as their
    /// tallest chip, the others centred in it.
    static func chipFrames(_ sizes: [Size], top: Double, x0: Double, x1: Double, spacing: Double) -> [Rect] {
        let available = max(0, x1 - x0)
        var out: [Rect] = []
        out.reserveCapacity(sizes.count)
        var y = top, start = 0
        while start < sizes.count {
            var end = start + 1, width = sizes[start].width
            while end < sizes.count, width + spacing + sizes[end].width <= available + 1e-9 {
                width += spacing + sizes[end].width; end += 1
            }
            let row = sizes[start..<end]
            let rowWidth = row.reduce(0) { $0 + $1.width } + spacing * Double(row.count - 1)
            let rowHeight = row.lazy.map(\.height).max() ?? 0
            var x = x1 - rowWidth
            for s in row {
                out.append(Rect(x: x, y: y + (rowHeight - s.height) / 2, width: s.width, height: s.height))
                x += s.width + spacing
            }
            y += rowHeight + spacing
            start = end
        }
        return out
    }
}
