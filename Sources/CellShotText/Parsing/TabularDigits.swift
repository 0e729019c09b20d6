import Foundation

extension FontFace {
    /// The face's tabular digit forms (GSUB `tnum`, single substitutions of the Latin or default
    /// script, first lookup wins): nominal glyph → tabular glyph; empty when the face has none
    /// or its table is malformed (the digits then keep their own widths). Read once per face.
    var tabularDigits: [UInt16: UInt16] {
        TabularDigits.lock.lock()
        if let hit = TabularDigits.byFace[id] { TabularDigits.lock.unlock(); return hit }
        TabularDigits.lock.unlock()
        let found = (try? TabularDigits.read(self)) ?? [:]
        TabularDigits.lock.lock(); defer { TabularDigits.lock.unlock() }
        TabularDigits.byFace[id] = found
        return found
    }
}

enum TabularDigits {
    static let lock = NSLock()
    nonisolated(unsafe) static var byFace: [Int: [UInt16: UInt16]] = [:]

    static func read(_ face: FontFace) throws(FontError) -> [UInt16: UInt16] {
        guard let gsub = face.gsub else { return [:] }
        let features = try LayoutFeatures(gsub, scripts: ["latn", "DFLT"], firstScriptOtherwise: true, features: ["tnum"],
                                          extensionType: 7)
        var map: [UInt16: UInt16] = [:]
        for lookup in try features.lookups("tnum") where lookup.type == 1 {
            for subtable in lookup.subtables {
                guard case let .single(coverage, delta, substitutes) = try GlyphSubstitution.single(subtable) else { continue }
                for (glyph, i) in coverage.entries where map[glyph] == nil {
                    if substitutes.isEmpty { map[glyph] = UInt16(truncatingIfNeeded: Int(glyph) + delta) }
                    else if i < substitutes.count { map[glyph] = substitutes[i] }
                }
            }
        }
        return map.filter { Int($0.value) < face.numGlyphs }
    }
}
