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
    /// The language of the environment the text was resolved in: its regional forms.
    let language: TextLanguage
    /// A styled text's runs (their strings make `string`); nil: `string` in `font`.
    var runs: [TextRun]?
    private var cache: [Kept] = []

    /// A layout kept for a width (nil = unbounded) and line limit.
    private struct Kept {
        let width: Double?
        let lines: Int
        let layout: TextLayout
    }

    init(string: String, font: Font, color: Color, lines: Int, alignment: TextAlignment, truncation: TextTruncation,
         underline: Bool, strikethrough: Bool, direction: LayoutDirection, language: TextLanguage = .current) {
        self.string = string; self.font = font; self.color = color; self.lines = lines; self.alignment = alignment
        self.truncation = truncation; self.underline = underline; self.strikethrough = strikethrough; self.direction = direction
        self.language = language
    }

    /// Takes `layout` as the unbounded layout (made beforehand with this text's options).
    func seed(natural layout: TextLayout) { cache.append(Kept(width: nil, lines: lines, layout: layout)) }

    /// The layout in a box `width` wide (nil = one unbounded line per paragraph), with no
    /// more lines than fit in `height` (at least one), as a label in a fixed-height frame.
    func layout(width: Double?, height: Double? = nil) -> TextLayout {
        let full = layout(width: width, lines: lines)
        guard let maxHeight = height, maxHeight.isFinite, full.lines.count > 1, full.size.height > maxHeight + 1e-9 else { return full }
        let lineHeight = full.lines[0].rect.height
        let fit = lineHeight > 0 ? max(1, Int((maxHeight / lineHeight + 1e-9).rounded(.down))) : 1
        return fit < full.lines.count ? layout(width: width, lines: fit) : full
    }

    private func layout(width: Double?, lines limit: Int) -> TextLayout {
        if let hit = cached(width: width, lines: limit) { return hit }
        // A box exactly as wide as the unbounded layout breaks and aligns the same lines.
        if let fixedWidth = width, let unbounded = cached(width: nil, lines: limit), unbounded.boxWidth == fixedWidth {
            return unbounded
        }
        let made: TextLayout
        if runs == nil, width == nil || truncation == .tail || limit != 1 {
            // Plain text cut at its tail (or not at all): the language goes in directly.
            made = TextLayout(string, font: font, width: width, numberOfLines: limit, alignment: alignment, direction: direction,
                              regional: language.regionalForms)
        } else if TextLanguage.current.regionalForms != language.regionalForms {
            return TextLanguage.$current.withValue(language) { layout(width: width, lines: limit) }
        } else if let runs, let boxWidth = width, truncation != .tail, limit == 1, layout(width: nil, lines: limit).size.width > boxWidth {
            let cut = truncated(runs, width: boxWidth)
            made = TextLayout(runs: cut, font: font, width: boxWidth, numberOfLines: 1, alignment: alignment, direction: direction)
        } else if let runs {
            made = TextLayout(runs: runs, font: font, width: width, numberOfLines: limit, alignment: alignment, direction: direction)
        } else if let fixedWidth = width, truncation != .tail, limit == 1, layout(width: nil, lines: limit).size.width > fixedWidth {
            let cut = TextElement.truncated(string, font: font, width: fixedWidth, mode: truncation)
            made = TextLayout(cut, font: font, width: fixedWidth, numberOfLines: 1, alignment: alignment, direction: direction)
        } else {
            made = TextLayout(string, font: font, width: width, numberOfLines: limit, alignment: alignment, direction: direction)
        }
        if cache.count >= 6 { cache.removeFirst() }
        cache.append(Kept(width: width, lines: limit, layout: made))
        return made
    }

    /// The kept layout for `width` and `limit`.
    private func cached(width: Double?, lines limit: Int) -> TextLayout? {
        for i in cache.indices where cache[i].width == width && cache[i].lines == limit { return cache[i].layout }
        return nil
    }

    /// The unbounded layout.
    var natural: TextLayout { layout(width: nil) }

    /// The size for a proposal: the natural size when it fits the proposed width, else
    /// wrapped (and truncated) to it, cut to the lines the proposed height holds; a zero
    /// width keeps one line's height.
    func size(_ proposal: Proposal) -> Size {
        let naturalLayout = natural
        guard let proposedWidth = proposal.width, proposedWidth.isFinite, naturalLayout.size.width > proposedWidth + 1e-9 else { return layout(width: nil, height: proposal.height).size }
        if proposedWidth <= 0 { return Size(width: 0, height: naturalLayout.lines.first?.rect.height ?? 0) }
        let wrapped = layout(width: proposedWidth, height: proposal.height)
        return Size(width: min(wrapped.size.width, proposedWidth), height: wrapped.size.height)
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

    /// A styled text's `runs` cut at the head or middle with "…" to fit `width` on one line:
    /// each kept character keeps its run's style, the "…" takes the style of the character
    /// beside it (after it at the head, before it in the middle).
    func truncated(_ runs: [TextRun], width: Double) -> [TextRun] {
        var chars: [(Character, Int)] = []
        for (i, run) in runs.enumerated() { for ch in run.text { chars.append((ch, i)) } }
        guard let first = chars.first, let last = chars.last else { return runs }
        func pieces(_ slice: ArraySlice<(Character, Int)>) -> [TextRun] {
            slice.map { TextRun(String($0.0), style: runs[$0.1].style) }
        }
        func candidate(_ keep: Int) -> [TextRun] {
            switch truncation {
            case .head:
                let tail = chars.suffix(keep)
                return [TextRun("…", style: runs[tail.first?.1 ?? last.1].style)] + pieces(tail)
            case .middle:
                let front = chars.prefix((keep + 1) / 2), back = chars.suffix(keep - front.count)
                return pieces(front) + [TextRun("…", style: runs[front.last?.1 ?? first.1].style)] + pieces(back)
            case .tail:
                let front = chars.prefix(keep)
                return pieces(front) + [TextRun("…", style: runs[front.last?.1 ?? first.1].style)]
            }
        }
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let candidateWidth = TextLayout(runs: candidate(mid), font: font, width: nil, numberOfLines: 1, direction: direction).size.width
            if candidateWidth <= width + 1e-9 { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}
