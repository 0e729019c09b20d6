import CellShotRaster
import CellShotText

/// Resolved text: its string, font, colour and options, with its line layouts cached by width.
final class TextElement {
    let string: String
    let font: Font
    let color: Color
    /// 0 = unlimited.
    let lines: Int
    let alignment: TextAlignment
    let truncation: TextTruncation
    let underline: Bool
    let strikethrough: Bool
    let direction: LayoutDirection
    private var cache: [(width: Double?, layout: TextLayout)] = []

    init(string: String, font: Font, color: Color, lines: Int, alignment: TextAlignment, truncation: TextTruncation,
         underline: Bool, strikethrough: Bool, direction: LayoutDirection) {
        self.string = string; self.font = font; self.color = color; self.lines = lines; self.alignment = alignment
        self.truncation = truncation; self.underline = underline; self.strikethrough = strikethrough; self.direction = direction
    }

    /// The layout in a box `width` wide (nil = one unbounded line per paragraph).
    func layout(width: Double?) -> TextLayout {
        if let hit = cache.first(where: { $0.width == width }) { return hit.layout }
        // A box exactly as wide as the unbounded layout breaks and aligns the same lines.
        if let w = width, let unbounded = cache.first(where: { $0.width == nil })?.layout, unbounded.boxWidth == w { return unbounded }
        let made: TextLayout
        if let w = width, truncation != .tail, lines == 1, natural.size.width > w {
            let cut = TextElement.truncated(string, font: font, width: w, mode: truncation)
            made = TextLayout(cut, font: font, width: w, numberOfLines: 1, alignment: alignment, direction: direction)
        } else {
            made = TextLayout(string, font: font, width: width, numberOfLines: lines, alignment: alignment, direction: direction)
        }
        if cache.count >= 4 { cache.removeFirst() }
        cache.append((width, made))
        return made
    }

    /// The unbounded layout.
    var natural: TextLayout { layout(width: nil) }

    /// The size for a proposal: the natural size when it fits the proposed width, else
    /// wrapped (and truncated) to it; a zero width keeps one line's height.
    func size(_ p: Proposal) -> Size {
        let n = natural
        guard let w = p.width, w.isFinite else { return n.size }
        if n.size.width <= w + 1e-9 { return n.size }
        if w <= 0 { return Size(width: 0, height: n.lines.first?.rect.height ?? 0) }
        let l = layout(width: w)
        return Size(width: min(l.size.width, w), height: l.size.height)
    }

    /// `string` cut at its head or middle with "…" to fit `width` on one line.
    static func truncated(_ string: String, font: Font, width: Double, mode: TextTruncation) -> String {
        let chars = Array(string)
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .head: return "…" + String(chars.suffix(keep))
            case .middle:
                let front = (keep + 1) / 2
                return String(chars.prefix(front)) + "…" + String(chars.suffix(keep - front))
            case .tail: return String(chars.prefix(keep)) + "…"
            }
        }
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if font.width(of: candidate(mid)) <= width + 1e-9 { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}
