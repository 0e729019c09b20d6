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

    /// Chip nodes in a row ending at `x1`, natural widths; when they do not fit, every chip
    /// gets an equal share and its text is truncated.
    func chipNodes(top: Double, x0: Double, x1: Double) throws(CellError) -> [LayoutNode] {
        let n = config.metadataViewCount
        let texts = chipTexts()
        let available = max(0, x1 - x0)
        struct Chip { var cfg: MetadataViewConfig; var font: Font; var art: IconArtwork?; var iconSide: Double; var natural: Double; var textW: Double }
        var chips: [Chip] = []
        for i in 0..<n {
            let cfg = i < config.metadataConfigs.count ? config.metadataConfigs[i] : MetadataViewConfig()
            let font = cfg.font ?? chipFont
            let art: IconArtwork? = try cfg.icon.map { name throws(CellError) in try icon(name) }
            let side = art == nil ? 0 : (font.size * m.chipIconScale).rounded()
            let tw = font.width(of: texts[i])
            let natural = m.chipPadding.leading + m.chipPadding.trailing + (art == nil ? 0 : side + m.chipIconSpacing) + tw
            chips.append(Chip(cfg: cfg, font: font, art: art, iconSide: side, natural: natural, textW: tw))
        }
        let total = chips.reduce(0) { $0 + $1.natural } + m.chipSpacing * Double(max(0, n - 1))
        let share = total > available ? max(0, (available - m.chipSpacing * Double(max(0, n - 1))) / Double(max(1, n))) : .infinity
        var x = x1
        var out: [LayoutNode] = []
        var frames: [LayoutNode] = []
        for i in stride(from: n - 1, through: 0, by: -1) {
            let c = chips[i]
            let w = min(c.natural, share)
            let fixed = m.chipPadding.leading + m.chipPadding.trailing + (c.art == nil ? 0 : c.iconSide + m.chipIconSpacing)
            let l = singleLine(texts[i], c.font, maxWidth: max(1, w - fixed + 0.001))
            let h = max(c.font.metrics.lineHeight, c.iconSide) + m.chipPadding.top + m.chipPadding.bottom
            let f = Rect(x: x - w, y: top, width: w, height: h)
            var kids: [LayoutNode] = []
            var cx = f.minX + m.chipPadding.leading
            if let art = c.art, let name = c.cfg.icon {
                kids.append(LayoutNode(name: "icon", frame: Rect(x: cx, y: f.midY - c.iconSide / 2, width: c.iconSide, height: c.iconSide),
                                       content: .icon(name: name, artwork: art, color: color(c.cfg.textColor), mirrored: false)))
                cx += c.iconSide + m.chipIconSpacing
            }
            kids.append(LayoutNode(name: "label", frame: Rect(x: cx, y: f.midY - l.size.height / 2, width: l.size.width, height: l.size.height),
                                   text: l.lines.first?.text ?? "", content: .text(l, color(c.cfg.textColor))))
            let style = BoxStyle(fill: color(c.cfg.backgroundColor), radius: c.cfg.cornerRadius ?? m.chipCornerRadius, continuous: m.continuousCorners)
            frames.append(LayoutNode(name: "chip[\(i)]", frame: f, text: texts[i], content: .box(style), children: kids))
            x -= w + m.chipSpacing
        }
        out = frames.reversed()
        return out
    }
}
