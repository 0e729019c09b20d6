import Foundation

/// A face's features for one Indic script, read the first time text of the script is shaped
/// in the face: the GSUB stages of the Indic shaping model in their order, and what the face
/// does with each consonant after a halant (below-base, post-base or pre-base reordering form)
/// and with Ra + halant (a reph), found by trying the features on those glyphs.
final class IndicPlan: Sendable {
    /// The stages: `locl` and `ccmp` (over the text as typed, before the initial reordering);
    /// the basic shaping forms one at a time; then, after the
    /// final reordering, `init` (on a pre-base vowel sign at a word's start) and the
    /// presentation forms with the default features.
    static let stages: [Set<String>] = [["locl", "ccmp"], ["nukt"], ["akhn"], ["rphf"], ["rkrf"], ["pref"], ["blwf"],
                                        ["abvf"], ["half"], ["pstf"], ["vatu"], ["cjct"], ["init"],
                                        ["pres", "abvs", "blws", "psts", "haln", "calt", "clig", "liga", "rlig"]]
    /// The glyph mask bits each stage applies to (0: every glyph).
    static let stageMasks: [UInt8] = [0, 0, 0, rphf, 0, pref, blwf, abvf, half, pstf, 0, 0, initial, 0]
    static let rphf: UInt8 = 0x01, half: UInt8 = 0x02, blwf: UInt8 = 0x04, abvf: UInt8 = 0x08, pstf: UInt8 = 0x10
    static let pref: UInt8 = 0x20, initial: UInt8 = 0x40
    /// Marks a syllable's base consonant.
    static let base: UInt8 = 0x80
    /// Stage indices the shaper refers to.
    static let rphfStage = 3, prefStage = 5, initStage = 12

    /// Where a consonant goes when a halant comes before it.
    enum ConsonantForm: UInt8 { case base, below, post, preBaseReordering }

    let script: IndicScript
    let composition: GlyphComposition
    /// The form of each glyph up to the last consonant with another form than `.base` (one
    /// read, no hashing): ``form(of:)``.
    private let forms: [ConsonantForm]
    /// The face's halant, Ra and dotted circle glyphs (0 when it has none).
    let halant: UInt16, ra: UInt16, dottedCircle: UInt16
    /// True when Ra + halant (+ ZWJ where the reph is explicit) forms a reph in this face.
    let formsReph: Bool
    /// The glyphs the `pref` stage makes of halant + a pre-base reordering consonant.
    let prefForms: Set<UInt16>

    init(face: FontFace, script: IndicScript) {
        self.script = script
        composition = (try? GlyphComposition(gsub: face.gsub, tags: script.tags, stages: IndicPlan.stages)) ?? .none
        halant = face.glyph(for: Unicode.Scalar(script == .sinhala ? 0x0DCA : script.blockStart + 0x4D) ?? " ")
        ra = face.glyph(for: Unicode.Scalar(script.ra) ?? " ")
        dottedCircle = face.glyph(for: "\u{25CC}")
        let zwj = face.glyph(for: "\u{200D}")
        var formsReph = false
        var forms: [UInt16: ConsonantForm] = [:]
        var prefForms: Set<UInt16> = []
        if halant != 0 {
            let reph = script.rephMode == .explicit ? [ra, halant, zwj] : [ra, halant]
            formsReph = ra != 0 && IndicPlan.changes(composition, stage: IndicPlan.rphfStage, reph, face: face)
            // Every consonant of the block (Oriya's yya, U+0B5F, and the nukta forms too).
            let last = script == .sinhala ? 0x0DC6 : script.blockStart + 0x7F
            for code in (script == .sinhala ? 0x0D9A : script.blockStart + 0x15)...last {
                guard let scalar = Unicode.Scalar(code), IndicCategory(scalar, script: script).isConsonant else { continue }
                let consonant = face.glyph(for: scalar)
                guard consonant != 0 else { continue }
                let form = IndicPlan.form(consonant, halant: halant, composition: composition, face: face)
                if form != .base { forms[consonant] = form }
                if form == .preBaseReordering {
                    for pair in [[halant, consonant], [consonant, halant]] {
                        var buffer = GlyphBuffer(pair)
                        composition.apply(stage: IndicPlan.prefStage, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs)
                        if buffer.count == 1 { prefForms.insert(buffer[0]) }
                    }
                }
            }
        }
        var byGlyph = [ConsonantForm](repeating: .base, count: Int(forms.keys.max() ?? 0) + 1)
        for (glyph, form) in forms { byGlyph[Int(glyph)] = form }
        self.forms = byGlyph
        self.prefForms = prefForms
        self.formsReph = formsReph
    }

    /// The form the face gives the consonant `glyph` after a halant.
    func form(of glyph: UInt16) -> ConsonantForm { Int(glyph) < forms.count ? forms[Int(glyph)] : .base }

    /// The form the face gives `consonant` after a halant: a stage that changes halant + `consonant`
    /// (or `consonant` + halant) decides.
    private static func form(_ consonant: UInt16, halant: UInt16, composition: GlyphComposition, face: FontFace) -> ConsonantForm {
        for (stage, form) in [(6, ConsonantForm.below), (9, .post), (prefStage, .preBaseReordering)] {
            if changes(composition, stage: stage, [halant, consonant], face: face) || changes(composition, stage: stage, [consonant, halant], face: face) {
                return form
            }
        }
        return .base
    }

    /// True when `stage` changes `glyphs`.
    private static func changes(_ composition: GlyphComposition, stage: Int, _ glyphs: [UInt16], face: FontFace) -> Bool {
        guard composition.has(stage: stage), !glyphs.contains(0) else { return false }
        var buffer = GlyphBuffer(glyphs)
        composition.apply(stage: stage, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs)
        return buffer.glyphs != glyphs
    }

    /// The plan of `face` for `script`, made on first use.
    static func plan(_ face: FontFace, _ script: IndicScript) -> IndicPlan {
        let key = face.id * 16 + script.rawValue
        lock.lock()
        if let plan = cache[key] { lock.unlock(); return plan }
        lock.unlock()
        let plan = IndicPlan(face: face, script: script)
        lock.lock(); defer { lock.unlock() }
        // Faces come and go (registered fonts): the cache stays small.
        if cache.count >= maxCached { cache = [:] }
        cache[key] = plan
        return plan
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Int: IndicPlan] = [:]
    static let maxCached = 64
}
