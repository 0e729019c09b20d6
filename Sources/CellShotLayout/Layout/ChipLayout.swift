import CellShotRaster
import CellShotText

extension CellLayoutEngine {
    /// The chips' texts: configured text, else the bound metadata value, else "not set".
    func chipTexts() -> [String] {
        let dates = DateFormattingUtility(environment: env)
        return (0..<config.metadataViewCount).map { i in
            if i < config.metadataConfigs.count, let t = config.metadataConfigs[i].text { return t }
            guard i < cell.metadata.count else { return "not set" }
            switch cell.metadata[i] {
            case let .text(s): return s
            case let .date(d, style): return dates.formatDate(d, style: style)
            }
        }
    }

    /// Chip nodes at their natural widths, trailing-aligned in rows from `top`: chips that do
    /// not fit beside the previous ones start a new row (large Dynamic Type, narrow widths),
    /// and a chip wider than the whole row is truncated with "…".
    func chipNodes(top: Double, x0: Double, x1: Double) throws(CellError) -> [LayoutNode] {
        let n = config.metadataViewCount
        let texts = chipTexts()
        let available = max(0, x1 - x0)
        struct Chip {
            var cfg: MetadataViewConfig; var art: IconArtwork?; var iconSide: Double; var font: Font
            var label: TextLayout; var size: Size
        }
        var chips: [Chip] = []
        for i in 0..<n {
            let cfg = i < config.metadataConfigs.count ? config.metadataConfigs[i] : MetadataViewConfig()
            let font = cfg.font ?? chipFont
            let art: IconArtwork? = try cfg.icon.map { name throws(CellError) in try icon(name) }
            let side = art == nil ? 0 : (font.size * m.chipIconScale).rounded()
            let fixed = m.chipPadding.leading + m.chipPadding.trailing + (art == nil ? 0 : side + m.chipIconSpacing)
            let label = singleLine(texts[i], font, maxWidth: max(1, available - fixed))
            let h = max(font.metrics.lineHeight, side) + m.chipPadding.top + m.chipPadding.bottom
            chips.append(Chip(cfg: cfg, art: art, iconSide: side, font: font, label: label, size: Size(width: fixed + label.size.width, height: h)))
        }
        // Greedy rows in reading order.
        var rows: [[Int]] = []
        var width = 0.0
        for i in 0..<n {
            let w = chips[i].size.width
            if let last = rows.indices.last, width + m.chipSpacing + w <= available + 1e-9 {
                rows[last].append(i); width += m.chipSpacing + w
            } else {
                rows.append([i]); width = w
            }
        }
        var out: [LayoutNode] = []
        var y = top
        for row in rows {
            let rowWidth = row.reduce(0) { $0 + chips[$1].size.width } + m.chipSpacing * Double(row.count - 1)
            let rowHeight = row.map { chips[$0].size.height }.max() ?? 0
            var x = x1 - rowWidth
            for i in row {
                let c = chips[i]
                let f = Rect(x: x, y: y + (rowHeight - c.size.height) / 2, width: c.size.width, height: c.size.height)
                let radius = c.cfg.cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? m.chipCornerRadius
                let style = BoxStyle(fill: color(c.cfg.backgroundColor), radius: radius, continuous: m.continuousCorners)
                out.append(try node(ChipView(index: i, icon: c.art == nil ? nil : c.cfg.icon, iconSide: c.iconSide,
                                             label: c.label.lines.first?.text ?? "", value: texts[i], font: c.font,
                                             color: c.cfg.textColor, style: style, padding: m.chipPadding,
                                             iconSpacing: m.chipIconSpacing), in: f))
                x += c.size.width + m.chipSpacing
            }
            y += rowHeight + m.chipSpacing
        }
        return out
    }
}
