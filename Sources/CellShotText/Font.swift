import CellShotRaster
/// Font weights. Inter has a face for each; Roboto draws semibold with its Bold face (it has
/// no semibold).
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    case regular, medium, semibold, bold
}

/// Vertical metrics of a font in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: Double
    public var lineGap: Double
    /// ascent + descent + lineGap.
    public var lineHeight: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(ascent: Double, descent: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.ascent = ascent; self.descent = descent; self.lineGap = lineGap
        self.lineHeight = ascent + descent + lineGap
        self.capHeight = capHeight; self.xHeight = xHeight
    }
}

/// A font: family, weight and size in points.
public struct Font: Hashable, Sendable {
    /// The bundled default UI family: Inter, the closest bundled match to the iOS system font
    /// (SF Pro), with iOS's size-dependent tracking and a real semibold for the headline style.
    /// Roboto and DejaVu Sans stay available by name.
    public static let defaultFamily = "Inter"
    /// "Roboto", "Inter", "DejaVu Sans" (bundled), or a name registered in ``FontRegistry/current``.
    public var family: String
    public var weight: FontWeight
    /// Size in points.
    public var size: Double

    public init(family: String = Font.defaultFamily, weight: FontWeight = .regular, size: Double) {
        self.family = family; self.weight = weight; self.size = size
    }

    /// The system UI font (the default family) at a size and weight.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(family: defaultFamily, weight: weight, size: size)
    }

    /// Apple's Dynamic Type size and weight for a text style at a content size category.
    public static func preferred(_ style: TextStyle, contentSize: ContentSizeCategory = .large) -> Font {
        Font(family: defaultFamily, weight: style.weight, size: style.pointSize(at: contentSize))
    }

    /// The earlier spelling of ``preferred(_:contentSize:)``.
    @available(*, deprecated, renamed: "preferred(_:contentSize:)")
    public static func preferred(_ style: TextStyle, sizeCategory: ContentSizeCategory) -> Font {
        preferred(style, contentSize: sizeCategory)
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font { Font(family: family, weight: weight, size: size) }
    /// The same font with another weight.
    public func withWeight(_ weight: FontWeight) -> Font { Font(family: family, weight: weight, size: size) }

    /// A size safe to compute with: non-finite or negative sizes count as 0.
    var safeSize: Double { size.isFinite && size > 0 ? min(size, 10_000) : 0 }

    /// The faces tried for each character.
    var chain: [FontFace] { FontRegistry.current.chain(family: family, weight: weight) }

    /// The first face of ``chain``, read without the faces after it.
    var primaryFace: FontFace { FontRegistry.current.primaryFace(family: family, weight: weight) }

    /// The faces `string` is shaped with: the primary face alone when it has every character of
    /// a text that needs no other (``drawsAlone(_:)``), else the whole chain. Either gives the
    /// same glyphs: the chain's first face that has a character is the one that draws it. So a
    /// Latin text never reads the fallback faces.
    func chain(for string: String) -> [FontFace] {
        let primary = primaryFace
        // A printable ASCII character draws alone, and a face that maps them all has its glyph.
        let printable = primary.cmap.mapsPrintableASCII
        for scalar in string.unicodeScalars where !(printable && scalar.value &- 0x20 < 0x5F)
            && (!Font.drawsAlone(scalar) || (primary.glyph(for: scalar) == 0 && !Font.isBreakOrTab(scalar))) {
            return chain
        }
        return [primary]
    }

    /// Characters shaped by their own face's look-up alone, whatever else the chain holds: Latin
    /// letters, digits and punctuation below the combining marks, general punctuation but its
    /// invisible and bidi controls, currency, letterlike symbols and arrows. Marks, scripts with
    /// a face or an analysis of their own, emoji and default-ignorable characters take the whole
    /// chain.
    static func drawsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2100...0x214F, 0x2190...0x21FF: true
        default: false
        }
    }

    /// A line break or a tab (drawn as a space), which no face is asked for.
    static func isBreakOrTab(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" || scalar == "\t" }

    /// Vertical metrics in points, from the primary face's `hhea` (as UIFont's ascender,
    /// descender and leading); an unknown family falls back to the default face.
    public var metrics: FontMetrics { metrics(of: primaryFace) }

    /// ``metrics`` read from `face`, the first face of this font's chain (a shaped text keeps
    /// its chain, so a layout asks the registry once).
    func metrics(of face: FontFace) -> FontMetrics {
        let scale = safeSize / Double(face.unitsPerEm)
        return FontMetrics(ascent: Double(face.ascender) * scale, descent: Double(-face.descender) * scale,
                           lineGap: Double(max(0, face.lineGap)) * scale,
                           capHeight: Double(face.capHeight) * scale, xHeight: Double(face.xHeight) * scale)
    }

    /// Advance width of a single line of text in points (kerning included). Line breaks count
    /// as zero width; trailing spaces count.
    public func width(of string: String) -> Double {
        let shaped = ShapedText(string, font: self)
        return shaped.width(0, shaped.count)
    }
}
