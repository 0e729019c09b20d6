import CellShotRaster
import Foundation

/// SF Symbols' name grammar over an ``IconSet``: `base[.circle|.square][.slash][.fill]` and
/// `base.badge.NAME`, `base.badge` (a dot). A variant comes from the set's own file when it has one
/// (`x-circle-fill`), otherwise it is composed: the glyph at half size in a ring or a filled
/// shape with the glyph cut out, a diagonal bar for `.slash`, a small filled disc with the
/// badge cut out at the bottom trailing corner for `.badge.NAME` (no cut-out for `.badge`).
enum IconGrammar {
    static let modifiers: Set<Substring> = ["fill", "circle", "square", "slash"]
    /// The glyph cut out of a badge disc, by the badge's SF Symbols name.
    static let badgeGlyphs: [String: String] = [
        "plus": "plus-lg", "minus": "dash-lg", "checkmark": "check-lg", "xmark": "x-lg",
        "exclamationmark": "exclamation-lg", "questionmark": "question-lg", "clock": "clock",
        "gearshape": "gear", "person.crop": "person", "magnifyingglass": "search", "star": "star",
        "key": "key", "moon": "moon", "shield.half.filled": "shield-shaded", "heart": "heart",
        "lock": "lock", "arrow.down": "arrow-down",
    ]

    /// The artwork for `name` in `set`, or nil when neither the set nor the grammar knows it.
    /// `layered` prefers the composed form of `.circle`, `.square`, `.slash` and `.badge`
    /// variants over a set's single-file drawing of them, so the symbol has layers to colour.
    static func resolve(_ name: String, in set: IconSet, layered: Bool = false) throws(CellError) -> IconArtwork? {
        if !layered, let alias = set.aliases[name] { return try set.glyph(alias.glyph) }
        if let art = try badged(name, in: set, layered: layered) { return art }
        if let art = try decomposed(name, in: set, layered: layered) { return art }
        guard layered, let alias = set.aliases[name] else { return nil }
        return try set.glyph(alias.glyph)
    }

    private static func badged(_ name: String, in set: IconSet, layered: Bool) throws(CellError) -> IconArtwork? {
        for dot in [".badge", ".badge.fill"] where name.hasSuffix(dot) {
            guard let base = try resolve(String(name.dropLast(dot.count)), in: set, layered: layered) else { return nil }
            return IconComposer.badged(base, nil)
        }
        guard let range = name.range(of: ".badge.") else { return nil }
        let badge = String(name[range.upperBound...]).replacingOccurrences(of: ".fill", with: "")
        guard let file = badgeGlyphs[badge], let mark = try set.glyph(file),
              let base = try resolve(String(name[..<range.lowerBound]), in: set, layered: layered) else { return nil }
        return IconComposer.badged(base, mark)
    }

    /// `base.modifiers`: the shortest base whose variant can be drawn wins (`person.circle.fill`
    /// is `person` cut out of a disc, since `person.circle` has no filled file); failing that,
    /// the shortest base's plain glyph (`wifi.fill` is `wifi`: the set has no filled form).
    private static func decomposed(_ name: String, in set: IconSet, layered: Bool) throws(CellError) -> IconArtwork? {
        let tokens = name.split(separator: ".")
        var plain: IconArtwork?
        for modifierCount in 1..<max(1, min(4, tokens.count)) {
            let mods = tokens.suffix(modifierCount)
            guard mods.allSatisfy(modifiers.contains), Set(mods).count == modifierCount else { break }
            guard let alias = set.aliases[tokens.dropLast(modifierCount).joined(separator: ".")] else { continue }
            if let art = try variant(alias, Array(mods), in: set, layered: layered) { return art }
            if plain == nil { plain = try set.glyph(alias.glyph) }
        }
        return plain
    }

    private static func variant(_ alias: IconSet.Alias, _ mods: [Substring], in set: IconSet, layered: Bool) throws(CellError) -> IconArtwork? {
        let fill = mods.contains("fill"), slash = mods.contains("slash")
        let shape: IconComposer.Shape? = mods.contains("circle") ? .circle : mods.contains("square") ? .square : nil
        let composes = layered && (slash || shape != nil)
        if !composes, let own = try set.glyph(alias.family + "-" + mods.joined(separator: "-")) { return own }
        guard var inner = try set.glyph(alias.glyph) else { return nil }
        // A filled variant draws the filled glyph, alone or cut out of its disc or square (as
        // SF Symbols' `person.circle.fill` cuts out a solid figure); without one, a variant
        // with no shape cannot be drawn.
        if fill {
            if let filled = try set.glyph(alias.family + "-fill") { inner = filled } else if shape == nil { return nil }
        }
        if slash {
            let own = layered ? nil : try set.glyph(alias.family + "-slash" + (fill && shape == nil ? "-fill" : ""))
            inner = own ?? IconComposer.slashed(inner)
        }
        guard let shape else { return inner }
        return IconComposer.enclosed(inner, in: shape, filled: fill)
    }
}
