import CellShotRaster
/// One parsed TrueType or OpenType (CFF) face: metrics, advances, character map, kerning, Arabic substitutions,
/// mark attachment and outlines.
/// Immutable after parsing, so it can be shared between threads.
final class FontFace: Sendable {
    /// The name the face is registered under (e.g. "Roboto-Bold").
    let name: String
    /// Index in the registry (part of glyph cache keys).
    let id: Int
    /// A bundled Indic face, whose marks keep their advances (``ScriptFace/keepsMarkAdvances(_:)``):
    /// read from the name once.
    let keepsMarkAdvances: Bool
    let unitsPerEm: Int
    let ascender: Int
    /// Negative (below the baseline), as in `hhea`.
    let descender: Int
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    let advances: [UInt16]
    let cmap: CharacterMap
    let kerning: Kerning
    /// Arabic positional forms and ligatures (GSUB); empty when the face has none or they are
    /// malformed (the text is then drawn with the nominal glyphs).
    let substitution: GlyphSubstitution
    /// Arabic and Hebrew mark positions (GPOS); empty likewise.
    let marks: MarkAttachment
    /// GPOS single, cursive and context positioning (types 1, 3, 7, 8); empty likewise.
    let positioning: GlyphPositioning
    /// `ccmp` substitutions (GSUB): Hebrew and Arabic ones, or for a colour bitmap face its
    /// emoji sequences (flags, ZWJ and skin-tone sequences, keycaps); empty likewise.
    let composition: GlyphComposition
    /// GDEF: glyph classes, mark attachment classes, mark glyph sets (none when absent or malformed).
    let definition: GlyphDefinition
    let glyphs: OutlineSource
    /// Colour bitmaps (CBLC/CBDT), nil for outline faces; a face with them draws its glyphs as images.
    let colorBitmaps: ColorBitmaps?
    /// The GSUB table, for shapers that read their script's features on first use (Indic).
    let gsub: TableReader?

    var numGlyphs: Int { advances.count }

    static let maxTables = 512

    init(name: String, id: Int, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int,
         xHeight: Int, advances: [UInt16], cmap: CharacterMap, kerning: Kerning, glyphs: OutlineSource,
         substitution: GlyphSubstitution = .none, marks: MarkAttachment = .none, positioning: GlyphPositioning = .none,
         composition: GlyphComposition = .none, definition: GlyphDefinition = .none, colorBitmaps: ColorBitmaps? = nil, gsub: TableReader? = nil) {
        self.name = name; self.id = id; self.unitsPerEm = unitsPerEm; self.ascender = ascender
        keepsMarkAdvances = ScriptFace.isIndicFile(name)
        self.descender = descender; self.lineGap = lineGap; self.capHeight = capHeight; self.xHeight = xHeight
        self.advances = advances; self.cmap = cmap; self.kerning = kerning; self.glyphs = glyphs
        self.substitution = substitution; self.marks = marks; self.positioning = positioning; self.composition = composition
        self.definition = definition; self.colorBitmaps = colorBitmaps; self.gsub = gsub
    }

    /// Parses a TrueType or OpenType font (a single font, not a collection).
    init(name: String, id: Int, data: [UInt8]) throws(FontError) {
        self.name = name
        self.id = id
        keepsMarkAdvances = ScriptFace.isIndicFile(name)
        let tables = try FontFace.tableDirectory(data)
        func table(_ tag: String) throws(FontError) -> TableReader {
            guard let found = tables[tag] else { throw .missingTable(tag) }
            return found
        }

        let head = try table("head")
        let upem = Int(try head.u16(18))
        guard upem >= 16, upem <= 16384 else { throw head.invalid("unitsPerEm \(upem) is outside 16…16384", at: 18) }
        let locFormat = try head.i16(50)
        guard locFormat == 0 || locFormat == 1 else { throw head.invalid("indexToLocFormat \(locFormat)", at: 50) }
        unitsPerEm = upem

        let maxp = try table("maxp")
        let numGlyphs = Int(try maxp.u16(4))
        guard numGlyphs > 0 else { throw maxp.invalid("numGlyphs is 0", at: 4) }

        let hhea = try table("hhea")
        ascender = Int(try hhea.i16(4))
        descender = Int(try hhea.i16(6))
        lineGap = Int(try hhea.i16(8))
        let numberOfHMetrics = Int(try hhea.u16(34))
        guard numberOfHMetrics >= 1, numberOfHMetrics <= numGlyphs else {
            throw hhea.invalid("numberOfHMetrics \(numberOfHMetrics) is outside 1…numGlyphs (\(numGlyphs))", at: 34)
        }

        advances = try FontFace.advances(table("hmtx"), numberOfHMetrics: numberOfHMetrics, numGlyphs: numGlyphs)

        cmap = try CharacterMap(table("cmap"), numGlyphs: numGlyphs)
        if let index = tables["CBLC"], let data = tables["CBDT"] {
            colorBitmaps = try ColorBitmaps(index: index, data: data)
        } else {
            colorBitmaps = nil
        }
        if let cff = tables["CFF "] {
            glyphs = .compact(try CompactFontTable(cff, numGlyphs: numGlyphs))
        } else if colorBitmaps != nil, tables["glyf"] == nil {
            glyphs = .trueType(GlyphTable())
        } else {
            glyphs = .trueType(try GlyphTable(glyf: table("glyf"), loca: table("loca"), numGlyphs: numGlyphs,
                                              longOffsets: locFormat == 1))
        }
        kerning = try Kerning(gpos: tables["GPOS"], kern: tables["kern"])
        substitution = (try? GlyphSubstitution(gsub: tables["GSUB"], numGlyphs: numGlyphs)) ?? .none
        gsub = tables["GSUB"]
        marks = (try? MarkAttachment(gpos: tables["GPOS"])) ?? .none
        positioning = (try? GlyphPositioning(gpos: tables["GPOS"])) ?? .none
        composition = colorBitmaps != nil ? try GlyphComposition(gsub: tables["GSUB"], scripts: [.emoji])
            : (try? GlyphComposition(gsub: tables["GSUB"])) ?? .none
        definition = tables["GDEF"].flatMap { try? GlyphDefinition(gdef: $0) } ?? .none

        // Cap and x height: OS/2 version ≥ 2, else the tops of 'H' and 'x'.
        var cap = 0, x = 0
        if let os2 = tables["OS/2"], try os2.u16(0) >= 2 {
            x = Int(try os2.i16(86)); cap = Int(try os2.i16(88))
        }
        if cap <= 0 { cap = try FontFace.top(of: 0x48, cmap: cmap, glyphs: glyphs) ?? (ascender * 7 / 10) }
        if x <= 0 { x = try FontFace.top(of: 0x78, cmap: cmap, glyphs: glyphs) ?? (ascender / 2) }
        capHeight = cap
        xHeight = x
    }

    /// The table directory: each table's tag and bytes (the first record of a repeated tag wins).
    private static func tableDirectory(_ data: [UInt8]) throws(FontError) -> [String: TableReader] {
        let file = TableReader(bytes: data, tag: "sfnt", start: 0, length: data.count)
        let version = try file.u32(0)
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else { throw .notTrueType(found: version) }
        let numTables = Int(try file.u16(4))
        try file.limit(numTables, FontFace.maxTables, "number of tables", at: 4)
        var tables: [String: TableReader] = [:]
        for i in 0..<numTables {
            let rec = 12 + 16 * i
            let tagValue = try file.u32(rec)
            let tag = String(decoding: [UInt8(tagValue >> 24), UInt8((tagValue >> 16) & 0xFF),
                                        UInt8((tagValue >> 8) & 0xFF), UInt8(tagValue & 0xFF)], as: UTF8.self)
            let offset = Int(try file.u32(rec + 8)), length = Int(try file.u32(rec + 12))
            guard offset <= data.count, length <= data.count - offset else {
                throw .invalidValue(table: "sfnt", offset: rec + 8,
                                    reason: "table '\(tag)' at \(offset) (+\(length) bytes) extends past the end of the file (\(data.count) bytes)")
            }
            if tables[tag] == nil { tables[tag] = TableReader(bytes: data, tag: tag, start: offset, length: length) }
        }
        return tables
    }

    /// Every glyph's advance from `hmtx`: glyphs past the last metric repeat its advance.
    private static func advances(_ hmtx: TableReader, numberOfHMetrics: Int, numGlyphs: Int) throws(FontError) -> [UInt16] {
        try hmtx.check(0, numberOfHMetrics * 4)
        var adv = [UInt16](repeating: 0, count: numGlyphs)
        for i in 0..<numberOfHMetrics { adv[i] = try hmtx.u16(i * 4) }
        for i in numberOfHMetrics..<numGlyphs { adv[i] = adv[numberOfHMetrics - 1] }
        return adv
    }

    private static func top(of scalar: UInt32, cmap: CharacterMap, glyphs: OutlineSource) throws(FontError) -> Int? {
        let glyphID = cmap.glyph(for: scalar)
        guard glyphID != 0 else { return nil }
        let outline = try glyphs.outline(Int(glyphID))
        return outline.ys.max().map { Int($0) }
    }

    /// The glyph for a scalar (0 when missing).
    @inline(__always) func glyph(for scalar: Unicode.Scalar) -> UInt16 { cmap.glyph(for: scalar.value) }

    /// True when GDEF classes the glyph as a mark (every glyph counts as one without GDEF).
    func isMarkGlyph(_ glyph: UInt16) -> Bool { definition.isMark(glyph) }

    /// Advance width in font units.
    @inline(__always) func advance(_ glyph: UInt16) -> Int { Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0 }

    /// The outline of a glyph in font units; an unreadable glyph yields an empty outline
    /// (the font's other glyphs stay usable). Use ``OutlineSource/outline(_:)`` for the error.
    func outline(_ glyph: UInt16) -> GlyphOutline {
        (try? glyphs.outline(Int(glyph))) ?? GlyphOutline()
    }
}

extension FontFace {
    /// `face`'s parsed tables under another name and id (the same font file registered again).
    convenience init(name: String, id: Int, sharingTablesOf face: FontFace) {
        self.init(name: name, id: id, unitsPerEm: face.unitsPerEm, ascender: face.ascender, descender: face.descender,
                  lineGap: face.lineGap, capHeight: face.capHeight, xHeight: face.xHeight, advances: face.advances,
                  cmap: face.cmap, kerning: face.kerning, glyphs: face.glyphs, substitution: face.substitution,
                  marks: face.marks, positioning: face.positioning, composition: face.composition, definition: face.definition,
                  colorBitmaps: face.colorBitmaps, gsub: face.gsub)
    }

    /// A stand-in face used only when no bundled font can be read: fixed metrics, every
    /// character missing, nothing drawn.
    convenience init(syntheticNamed name: String, id: Int) {
        self.init(name: name, id: id, unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0,
                  capHeight: 700, xHeight: 500, advances: [600], cmap: .empty, kerning: .none, glyphs: .trueType(GlyphTable()))
    }
}
