/// The ligatures of a colour emoji face's GSUB `ccmp` feature (default script): what turns
/// emoji ZWJ sequences (👨‍👩‍👧), skin-tone modifier sequences (👍🏽), flags (regional
/// indicator pairs 🇫🇷) and keycaps (1️⃣) into their single glyphs. Ligature lookups only:
/// the font's contextual lookups (which handle unpaired regional indicators) are not applied.
struct EmojiSequences: Sendable {
    /// Per ligature lookup, in lookup order, its subtables.
    private(set) var lookups: [[GlyphSubstitution.Subtable]] = []

    static let none = EmojiSequences()
    private init() {}

    init(gsub: TableReader?) throws(FontError) {
        guard let gsub else { return }
        let features = try LayoutFeatures(gsub, scripts: ["DFLT"], firstScriptOtherwise: true, features: ["ccmp"],
                                          extensionType: 7)
        for lookup in try features.lookups("ccmp") where lookup.type == 4 {
            var subtables: [GlyphSubstitution.Subtable] = []
            for r in lookup.subtables { subtables.append(try GlyphSubstitution.ligature(r)) }
            lookups.append(subtables)
        }
    }

    var isEmpty: Bool { lookups.isEmpty }

    /// `glyphs` with every ligature applied, lookup by lookup, left to right (the first
    /// subtable with a matching ligature applies; in a set the first match wins, as fonts list
    /// the longest first).
    func apply(_ glyphs: [UInt16]) -> [UInt16] {
        var g = glyphs
        for subtables in lookups {
            var i = 0
            while i < g.count {
                if let (length, ligature) = match(g, at: i, subtables) {
                    g.replaceSubrange(i..<i + length, with: [ligature])
                }
                i += 1
            }
        }
        return g
    }

    private func match(_ g: [UInt16], at i: Int, _ subtables: [GlyphSubstitution.Subtable]) -> (Int, UInt16)? {
        for case let .ligature(coverage, sets) in subtables {
            guard let k = coverage.value(g[i]), k < sets.count else { continue }
            for l in sets[k] where i + l.components.count < g.count
                && l.components.elementsEqual(g[(i + 1)..<(i + 1 + l.components.count)]) {
                return (l.components.count + 1, l.glyph)
            }
        }
        return nil
    }
}
