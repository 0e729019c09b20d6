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

        init(_ metrics: CellMetrics) {
            contentPadding = metrics.contentPadding; rowSpacing = metrics.rowSpacing; disclosureSpacing = metrics.disclosureSpacing
            stackSpacing = metrics.stackSpacing; chipRowInsets = metrics.chipRowInsets; chipSpacing = metrics.chipSpacing
        }
    }

    func sizeThatFits(_ proposal: Proposal, subviews: [SubviewProxy]) -> Size {
        let width = proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0
        return Size(width: width, height: arrange(in: Rect(x: 0, y: 0, width: width, height: 0), subviews).height)
    }

    func placeSubviews(in bounds: Rect, proposal: Proposal, subviews: [SubviewProxy]) -> [Rect] {
        arrange(in: bounds, subviews).frames
    }

    /// Every child's frame for a card at `card`, and the card's height: the main row, then the
    /// character count, the chips and the validation message under it.
    private func arrange(in card: Rect, _ subviews: [SubviewProxy]) -> (frames: [Rect], height: Double) {
        let spacing = metrics
        let padding = spacing.contentPadding
        var frames: [Rect] = []
        frames.reserveCapacity(subviews.count)
        let row = mainRow(in: card, subviews, into: &frames)
        var index = frames.count
        var cursorY = row.bottom

        if hasCount {
            let height = subviews.indices.contains(index) ? subviews[index].text(width: row.titleWidth)?.size.height ?? 0 : 0
            cursorY += spacing.stackSpacing / 2
            frames.append(Rect(x: row.titleX0, y: cursorY, width: row.titleWidth, height: height))
            cursorY += height
            index += 1
        }

        var bottomPadding = padding.bottom
        if !chips.isEmpty {
            let chipsX1 = max(row.x0, card.maxX - spacing.chipRowInsets.trailing)
            let placed = CardLayout.chipFrames(chips, top: cursorY + spacing.stackSpacing, x0: row.x0, x1: chipsX1, spacing: spacing.chipSpacing)
            frames += placed
            if let maxY = placed.map(\.maxY).max() { cursorY = maxY }
            bottomPadding = spacing.chipRowInsets.bottom
            index += chips.count
        }

        if let error {
            let textX = row.x0 + error.side + 6
            let width = max(1, row.x1 - textX)
            let message = subviews.indices.contains(index + 1) ? subviews[index + 1].text(width: width) : nil
            let height = message?.size.height ?? 0
            let textY = cursorY + spacing.stackSpacing
            frames.append(Rect(x: row.x0, y: textY + (error.lineHeight - error.side) / 2, width: error.side, height: error.side))
            frames.append(Rect(x: textX, y: textY, width: message?.boxWidth ?? width, height: height))
            cursorY = textY + max(height, error.side)
            bottomPadding = padding.bottom
        }
        return (frames, cursorY + bottomPadding - card.minY)
    }

    /// Where the main row ends and the columns what follows it lines up with.
    private struct MainRow {
        /// The row's bottom edge.
        var bottom: Double
        /// The title column's leading edge and width (the character count uses them too).
        var titleX0: Double, titleWidth: Double
        /// The content's leading and trailing edges.
        var x0: Double, x1: Double
    }

    /// The main row [icon] title [badge] [chevron], the accessories centred on the title's
    /// first line, middle or last line (clamped to the row), or above the title when stacked;
    /// their frames (icon?, title, disclosure?, badge?) are appended to `frames`.
    private func mainRow(in card: Rect, _ subviews: [SubviewProxy], into frames: inout [Rect]) -> MainRow {
        let spacing = metrics
        let padding = spacing.contentPadding
        let x0 = card.minX + padding.leading
        let x1 = max(x0, card.maxX - padding.trailing)
        let top = card.minY + padding.top
        var titleX0 = x0, titleX1 = x1
        if !stacked {
            if let side = iconSide { titleX0 += side + spacing.rowSpacing }
            if let size = disclosure { titleX1 -= size.width + (badge != nil ? spacing.disclosureSpacing : spacing.rowSpacing) }
            if let size = badge { titleX1 -= size.width + spacing.rowSpacing }
        }
        let titleWidth = max(1, titleX1 - titleX0)
        let inset = chromeInset ?? EdgeInsets()
        let textWidth = max(1, titleWidth - inset.leading - inset.trailing)
        let titleIndex = iconSide == nil ? 0 : 1
        let title = subviews.indices.contains(titleIndex) ? subviews[titleIndex].text(width: textWidth) : nil
        let titleHeight = title?.size.height ?? 0
        let titleTextHeight = max(titleHeight, titleLineHeight)
        let titleBlockHeight = titleTextHeight + inset.top + inset.bottom
        let accessoryHeight = max(iconSide ?? 0, badge?.height ?? 0, disclosure?.height ?? 0)
        let rowHeight: Double, titleTop: Double
        if stacked {
            titleTop = top + accessoryHeight + (accessoryHeight > 0 ? spacing.stackSpacing / 2 : 0)
            rowHeight = titleTop - top + titleBlockHeight
        } else {
            rowHeight = max(titleBlockHeight, accessoryHeight)
            titleTop = top + (rowHeight - titleBlockHeight) / 2
        }
        let textTop = titleTop + inset.top
        let anchorY: Double
        switch iconAlignment {
        case .top: anchorY = textTop + (title?.lines.first?.rect.height ?? titleLineHeight) / 2
        case .middle: anchorY = textTop + titleTextHeight / 2
        case .bottom: anchorY = textTop + titleTextHeight - (title?.lines.last?.rect.height ?? titleLineHeight) / 2
        }
        func centredY(_ height: Double) -> Double {
            stacked ? top + (accessoryHeight - height) / 2 : min(max(anchorY - height / 2, top), top + rowHeight - height)
        }

        if let side = iconSide { frames.append(Rect(x: x0, y: centredY(side), width: side, height: side)) }
        if chromeInset != nil {
            frames.append(Rect(x: titleX0, y: titleTop, width: titleWidth, height: titleBlockHeight))
        } else {
            frames.append(Rect(x: titleX0, y: textTop, width: textWidth, height: titleHeight))
        }
        var trailingX = x1
        for size in [disclosure, badge].compactMap({ $0 }) {
            frames.append(Rect(x: trailingX - size.width, y: centredY(size.height), width: size.width, height: size.height))
            trailingX -= size.width + spacing.disclosureSpacing
        }
        return MainRow(bottom: top + rowHeight, titleX0: titleX0, titleWidth: titleWidth, x0: x0, x1: x1)
    }

    /// Chips at their sizes, trailing-aligned in rows from `top` between `x0` and `x1`: a chip
    /// that does not fit beside the previous ones starts a new row; rows are as tall as their
    /// tallest chip, the others centred in it.
    static func chipFrames(_ sizes: [Size], top: Double, x0: Double, x1: Double, spacing: Double) -> [Rect] {
        let available = max(0, x1 - x0)
        var out: [Rect] = []
        out.reserveCapacity(sizes.count)
        var rowTop = top, start = 0
        while start < sizes.count {
            var end = start + 1, width = sizes[start].width
            while end < sizes.count, width + spacing + sizes[end].width <= available + 1e-9 {
                width += spacing + sizes[end].width; end += 1
            }
            let row = sizes[start..<end]
            let rowWidth = row.reduce(0) { $0 + $1.width } + spacing * Double(row.count - 1)
            let rowHeight = row.lazy.map(\.height).max() ?? 0
            var cursorX = x1 - rowWidth
            for size in row {
                out.append(Rect(x: cursorX, y: rowTop + (rowHeight - size.height) / 2, width: size.width, height: size.height))
                cursorX += size.width + spacing
            }
            rowTop += rowHeight + spacing
            start = end
        }
        return out
    }
}
