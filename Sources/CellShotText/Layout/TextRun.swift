import CellShotRaster

/// How one run of a styled text is drawn. A plain text is a text of one run in its font.
public struct TextRunStyle: Hashable, Sendable {
    public var font: Font
    /// The run's colour; nil draws it in the text's colour.
    public var color: Color?
    /// Drawn slanted: the outlines sheared by ``TextRunStyle/obliqueSlant`` (no italic face is bundled).
    public var isItalic: Bool
    /// Digits take the face's tabular forms (OpenType `tnum`), all of one width.
    public var hasTabularDigits: Bool
    public var isUnderlined: Bool
    public var isStruckThrough: Bool
    /// Points added after each character (on top of the font's own tracking); non-finite counts as 0.
    public var tracking: Double
    /// Points the run's baseline is raised (negative: lowered); non-finite counts as 0.
    public var baselineOffset: Double

    /// The horizontal shear of a synthetic oblique, x += y · slant: 0x366A / 0x10000 ≈ 0.2126
    /// (12°), FreeType's `FT_GlyphSlot_Oblique`, the slant renderers give a face without italic.
    public static let obliqueSlant = Double(0x366A) / 65536

    public init(font: Font, color: Color? = nil, isItalic: Bool = false, hasTabularDigits: Bool = false,
                isUnderlined: Bool = false, isStruckThrough: Bool = false, tracking: Double = 0, baselineOffset: Double = 0) {
        self.font = font; self.color = color; self.isItalic = isItalic; self.hasTabularDigits = hasTabularDigits
        self.isUnderlined = isUnderlined; self.isStruckThrough = isStruckThrough
        self.tracking = tracking; self.baselineOffset = baselineOffset
    }

    /// ``tracking`` when finite, else 0.
    var safeTracking: Double { tracking.isFinite ? min(max(tracking, -1000), 1000) : 0 }
    /// ``baselineOffset`` when finite, else 0.
    var safeOffset: Double { baselineOffset.isFinite ? min(max(baselineOffset, -1000), 1000) : 0 }
}

/// A piece of a styled text: its characters and their style.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var style: TextRunStyle

    public init(_ text: String, style: TextRunStyle) { self.text = text; self.style = style }

    /// `runs` without empty runs, neighbours of one style merged.
    static func merged(_ runs: [TextRun]) -> [TextRun] {
        var out: [TextRun] = []
        out.reserveCapacity(runs.count)
        for run in runs where !run.text.isEmpty {
            if let last = out.last, last.style == run.style { out[out.count - 1].text += run.text } else { out.append(run) }
        }
        return out
    }
}

/// Where one run shows on a line (a run broken by the bidi order shows in several pieces).
public struct TextRunExtent: Hashable, Sendable {
    /// Index into ``TextLayout/runs``.
    public let run: Int
    /// From the layout box's left edge, in points.
    public let x: Double
    public let width: Double
}

extension TextLayout {
    /// True when the text has several runs, or one in a style other than its font alone.
    /// (A styled init given one run in the font alone makes a plain layout.)
    public var isStyled: Bool {
        if case .styled = content { return true }
        return false
    }

    /// The style of run `index`: the font alone in a plain text; nil past the runs.
    func style(ofRun index: Int) -> TextRunStyle? {
        switch content {
        case .plain: index == 0 ? TextRunStyle(font: font) : nil
        case .styled(let styled): index >= 0 && index < styled.count ? styled[index].style : nil
        }
    }
}
