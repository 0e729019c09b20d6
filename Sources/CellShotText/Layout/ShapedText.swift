import CellShotRaster
import Foundation

/// A string turned into clusters (grapheme clusters) with glyphs, advances and kerning, in
/// points, in logical order, with each cluster's bidi level (``BidiParagraph``) for the lines
/// to reorder; characters at right-to-left levels draw their mirrored form ("(" as ")").
///
/// One base glyph per cluster (precomposed when Unicode has a precomposed form) with its
/// combining marks; everything else in the cluster (variation selectors, joiners) is ignored.
/// Clusters shown as emoji take their glyphs, sequences ligated, from a colour emoji face
/// (`ShapedText+Emoji.swift`). Arabic letters take their positional form from their neighbours'
/// joining types through the face's GSUB, and two-letter ligatures (lam-alef) merge a
/// cluster's glyph into the one before it; Arabic and Hebrew marks sit where the face's GPOS
/// anchors put them.
struct ShapedText {
    let font: Font
    /// The faces the text is shaped with (``Font/chain(for:)``: the font's fallback chain, or its
    /// first face alone); the colour emoji face is added at its end when an emoji needs it.
    var chain: [FontFace]
    /// ``Font/tracking``, added to every visible cluster's advance except an Arabic letter's
    /// that joins the next (marks are in their base's cluster: nothing comes between them).
    let tracking: Double
    /// The regional forms of shared ideographs the text's language picks (``TextLanguage``),
    /// nil for the faces' own forms.
    let regional: RegionalForms?
    /// The script of the text's Latin, Greek and Cyrillic clusters (``alphabetScript(_:)``).
    let alphabet: Int
    private(set) var kinds: [ClusterKind] = []
    /// Advance of each cluster.
    private(set) var advances: [Double] = []
    /// Kerning between the previous cluster and this one (0 at a paragraph start).
    private(set) var kernBefore: [Double] = []
    /// prefix[i] = Σ_{j<i} (kernBefore[j] + advances[j]); count + 1 entries.
    private(set) var prefix: [Double] = [0]
    /// Where each cluster starts in the string; count + 1 entries (last = endIndex).
    private(set) var textIndex: [String.Index] = []
    /// First glyph of each cluster; count + 1 entries.
    private(set) var glyphStart: [Int] = [0]
    private(set) var glyphIDs: [UInt16] = []
    /// Index into `chain` of each glyph's face.
    private(set) var glyphFace: [UInt8] = []
    /// X offset of each glyph from its cluster's pen position.
    private(set) var glyphOffset: [Double] = []
    /// Y offset of each glyph from the baseline (up).
    private(set) var glyphRise: [Double] = []
    /// The bidi level of each cluster, and of its paragraph; both empty when the text has no
    /// right-to-left characters (everything at level 0, in logical order).
    private(set) var levels: [UInt8] = []
    private(set) var paragraphLevels: [UInt8] = []
    /// Clusters no face of the chain has a glyph for (drawn as the primary face's .notdef box).
    var missing: [Int] = []
    /// Per cluster (count + 1 entries), true where a line may break before it between two Thai
    /// or Lao words (``WordBreaks``); empty for text without Thai or Lao.
    private(set) var wordBreaks: [Bool] = []

    var count: Int { kinds.count }

    /// `direction` is the paragraph direction of paragraphs without a strong character. Text
    /// whose every scalar is a cluster alone, in a left-to-right paragraph, is shaped column by
    /// column when each cluster ends with one glyph or none (`ShapedText+Simple.swift`). Runs of
    /// clusters go through their face's substitution features (`ShapedText+Composition.swift`)
    /// when a glyph of the text is one a lookup of its face starts at; CJK clusters take the
    /// `regional` forms (`RegionalRuns.swift`).
    /// `chain`: the font's faces for `string` as already read from the registry (nil: read them
    /// now, ``Font/chain(for:)``).
    init(_ string: String, font: Font, chain fontChain: [FontFace]? = nil, direction: LayoutDirection = .leftToRight,
         regional: RegionalForms? = TextLanguage.current.regionalForms) {
        self.font = font
        chain = fontChain ?? font.chain(for: string)
        tracking = font.tracking
        self.regional = regional
        alphabet = ShapedText.alphabetScript(string)
        let size = font.safeSize
        var lastGlyph: (face: Int, glyph: UInt16)? = nil
        // In a left-to-right paragraph, scalars that are clusters alone are neither right-to-left
        // nor joining: no analysis applies. A right-to-left paragraph always takes the bidi step
        // (numbers and neutrals alone reorder in it).
        let rightToLeft = direction == .rightToLeft
        if !rightToLeft, ShapedText.isOwnClusters(string), let columns = simpleColumns(string, size: size) {
            adopt(columns)
            return
        }
        reserve(string.utf8.count + 1)
        // Nothing below U+0590 is right-to-left or joins: most other text skips both analyses too.
        let complex = string.unicodeScalars.contains { $0.value >= 0x590 }
        // Decoded once for the faces, the analyses and the clusters.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars { scalars.append(scalar) }
        if complex { addScriptFaces(scalars) } else { addSingleScriptFaces(scalars) }
        let bidi = complex || rightToLeft ? ShapedText.bidiLevels(scalars: scalars, defaultLevel: rightToLeft ? 1 : 0) : nil
        let forms = complex ? ShapedText.joiningForms(scalars) : nil
        // The string's clusters found once, for both passes over them.
        let clusters = TextCluster.clusters(of: string, scalars: scalars)
        var composed = composedClusters(clusters, scalars: scalars, levels: bidi?.levels)
        // Unwrapped once: binding the optional pair in the loop would copy both arrays per cluster.
        let scalarLevels = bidi?.levels ?? [], scalarParagraphLevels = bidi?.paragraphLevels ?? []
        var scalarIndex = 0
        var index = string.startIndex
        for cluster in clusters {
            textIndex.append(index)
            // Moved by the cluster's UTF-8 length, not found again in the string.
            index = string.utf8.index(index, offsetBy: cluster.utf8Count)
            var rtl = false
            if bidi != nil {
                let level = scalarLevels[scalarIndex]
                levels.append(level)
                paragraphLevels.append(scalarParagraphLevels[scalarIndex])
                rtl = level & 1 == 1
            }
            let form = forms?[scalarIndex]
            if complex || bidi != nil { scalarIndex += cluster.scalarCount }
            var advance = 0.0, kern = 0.0
            if cluster.kind.isVisible {
                // Moved out, not copied (a copy retains the cluster's arrays).
                let glyphs = kinds.count < composed.count ? composed[kinds.count].take() : nil
                (advance, kern) = appendCluster(cluster, in: scalars, rtl: rtl, form: form, composed: glyphs, size: size,
                                                lastGlyph: &lastGlyph)
            } else if cluster.kind == .newline {
                lastGlyph = nil
            }
            endCluster(cluster.kind, advance: advance, kern: kern)
        }
        textIndex.append(string.endIndex)
        if complex {
            wordBreaks = WordBreaks.opportunities(string, starts: textIndex)
            positionArabicRuns(string, size: size)
        }
    }

    /// Room for `capacity` clusters and glyphs: at most one cluster and (marks aside) one glyph
    /// per UTF-8 byte, so the arrays never regrow.
    private mutating func reserve(_ capacity: Int) {
        kinds.reserveCapacity(capacity); advances.reserveCapacity(capacity); kernBefore.reserveCapacity(capacity)
        prefix.reserveCapacity(capacity); textIndex.reserveCapacity(capacity); glyphStart.reserveCapacity(capacity)
        glyphIDs.reserveCapacity(capacity); glyphFace.reserveCapacity(capacity)
        glyphOffset.reserveCapacity(capacity); glyphRise.reserveCapacity(capacity)
    }

    /// Takes the arrays of text shaped column by column (``simpleColumns(_:size:)``).
    private mutating func adopt(_ columns: consuming SimpleColumns) {
        (textIndex, kinds, advances, kernBefore, prefix) = (columns.textIndex, columns.kinds, columns.advances, columns.kernBefore, columns.prefix)
        (glyphStart, glyphIDs, glyphFace, missing) = (columns.glyphStart, columns.glyphIDs, columns.glyphFace, columns.missing)
        (glyphOffset, glyphRise) = (columns.zeros, columns.zeros)
    }

    /// Records a cluster whose glyphs were just appended, with its prefix sum.
    private mutating func endCluster(_ kind: ClusterKind, advance: Double, kern: Double) {
        kinds.append(kind)
        advances.append(advance)
        kernBefore.append(kern)
        prefix.append(prefix[prefix.count - 1] + kern + advance)
        glyphStart.append(glyphIDs.count)
    }

    /// Appends the glyphs of a visible cluster (`composed`: its glyphs after the `ccmp` of its
    /// word, see `ShapedText+Composition.swift`); returns its advance and the kerning before it.
    private mutating func appendCluster(_ text: TextCluster, in scalars: [Unicode.Scalar], rtl: Bool, form: JoiningForm?,
                                        composed: consuming ClusterGlyphs?, size: Double,
                                        lastGlyph: inout (face: Int, glyph: UInt16)?) -> (advance: Double, kern: Double) {
        if let composed { return append(composed, first: text.first, form: form, size: size, lastGlyph: &lastGlyph) }
        if text.kind != .space, let emoji = appendEmoji(text.character(in: scalars), size: size, lastGlyph: &lastGlyph) {
            return emoji
        }
        return append(nominalGlyphs(text, in: scalars, rtl: rtl), first: text.first, form: form, size: size, lastGlyph: &lastGlyph)
    }

    /// Appends a visible cluster's glyphs (after its run's substitutions);
    /// returns its advance and the kerning before it.
    private mutating func append(_ cluster: ClusterGlyphs, first: Unicode.Scalar, form: JoiningForm?,
                                 size: Double, lastGlyph: inout (face: Int, glyph: UInt16)?) -> (advance: Double, kern: Double) {
        if cluster.missing { missing.append(kinds.count) }
        // A cluster whose glyphs a ligature took into an earlier cluster draws nothing.
        guard let base = cluster.base else { return (0, 0) }
        let faceIndex = cluster.face
        let face = chain[faceIndex]
        let scale = size / Double(face.unitsPerEm)
        let rightToLeftScript = ShapedText.isRightToLeftScript(first)
        let glyph = form.map { face.substitution.substitute(base, form: $0) } ?? base
        // A ligature (lam + alef) replaces the previous cluster's glyph and takes this cluster's
        // marks: the earlier marks move to its first component, these go on its last.
        if form != nil, let last = lastGlyph, last.face == faceIndex, let previous = kinds.indices.last,
           glyphStart[previous] < glyphIDs.count, glyphIDs[glyphStart[previous]] == last.glyph,
           let ligature = face.substitution.ligature(last.glyph, glyph) {
            let ligatureSlot = glyphStart[previous]
            glyphIDs[ligatureSlot] = ligature
            advances[previous] = Double(face.advance(ligature)) * scale + tracking
            prefix[previous + 1] = prefix[previous] + kernBefore[previous] + advances[previous]
            lastGlyph = (faceIndex, ligature)
            let earlier = Array(glyphIDs[(ligatureSlot + 1)...])
            glyphIDs.removeSubrange((ligatureSlot + 1)...); glyphFace.removeSubrange((ligatureSlot + 1)...)
            glyphOffset.removeSubrange((ligatureSlot + 1)...); glyphRise.removeSubrange((ligatureSlot + 1)...)
            let script = MarkAttachment.script(of: first)
            _ = appendMarks(earlier, face: faceIndex, base: ligature, component: 0, advance: 0, rightToLeft: true, script: script,
                            scale: scale)
            _ = appendMarks(cluster.marks, face: faceIndex, base: ligature, component: 1, advance: 0, rightToLeft: true, script: script,
                            scale: scale)
            glyphStart[kinds.count] = glyphIDs.count
            return (0, 0)
        }
        // GPOS single, cursive and context adjustments of the base (``GlyphPositioning``).
        let own = cluster.adjustments.first ?? .zero
        var advance = Double(face.advance(glyph) + own.advance) * scale
        // Tracking opens no seam inside a joined word: not after a letter that joins the next.
        if tracking != 0, form != .initial, form != .medial { advance += tracking }
        var kern = 0.0
        if let last = lastGlyph, last.face == faceIndex {
            let value = face.kerning.value(last.glyph, glyph, across: marksAfter(last.glyph), gdef: face.definition, script: script(of: first))
            kern = Double(value) * scale
        }
        appendGlyph(glyph, face: faceIndex, offset: Double(own.x) * scale, rise: Double(own.y) * scale)
        lastGlyph = (faceIndex, glyph)
        if !cluster.marks.isEmpty {
            let markScript = script(of: first)
            advance = appendMarks(cluster.marks, face: faceIndex, base: glyph, advance: advance, rightToLeft: rightToLeftScript,
                                  script: markScript, scale: scale, adjustments: cluster.adjustments)
            // An Indic cluster kerns with the next one from its last spacing glyph.
            if markScript >= MarkAttachment.firstIndic, let last = cluster.marks.last(where: { ShapedText.isSpacing($0, face: face) }) {
                lastGlyph = (faceIndex, last)
            }
        }
        return (advance, kern)
    }

    /// A visible cluster's glyphs before substitution: its base (spaces draw as a space, a base
    /// takes the marks Unicode composes with it, as NFC does, at a right-to-left level the
    /// mirrored form when the chain has it) from the first face that has it, then the glyphs of
    /// its other scalars in that face in drawing order (default-ignorable ones left out);
    /// missing when a glyph is not there (drawn as the face's .notdef box).
    @inline(__always)
    func nominalGlyphs(_ text: TextCluster, in textScalars: [Unicode.Scalar], rtl: Bool) -> ClusterGlyphs {
        let first = text.first
        if (0x0E00...0x0EFF).contains(first.value), let thai = thaiGlyphs(text.character(in: textScalars).unicodeScalars) {
            return thai
        }
        // Tabs and other spaces draw as a space.
        var scalar = text.kind == .space && first.value != 0x20 && first.value != 0x3000 ? " " as Unicode.Scalar : first
        guard text.isSeveral else { return ClusterGlyphs(lookup(mirrored(scalar, rtl: rtl))) }
        let scalars = text.scalars(in: textScalars)
        var rest = scalars.dropFirst()
        // Indic clusters are shaped from their scalars as typed (``IndicShaper``).
        if text.kind != .space, first.value < 0x900 || IndicScript(first) == nil, !scalars.isNFC {
            let composed = Array(String(text.character(in: textScalars)).precomposedStringWithCanonicalMapping.unicodeScalars)
            if let composedFirst = composed.first { scalar = composedFirst; rest = composed[1...] }
        }
        var cluster = ClusterGlyphs(lookup(mirrored(scalar, rtl: rtl)))
        let face = chain[cluster.face]
        for mark in ShapedText.ordered(rest, rightToLeft: ShapedText.isRightToLeftScript(first)) {
            let markGlyph = face.glyph(for: mark)
            if markGlyph == 0 { cluster.missing = true }
            cluster.marks.append(markGlyph)
        }
        return cluster
    }

    /// At a right-to-left level (`rtl`), `scalar`'s mirrored form when the chain has it.
    @inline(__always)
    private func mirrored(_ scalar: Unicode.Scalar, rtl: Bool) -> Unicode.Scalar {
        guard rtl, let mirror = scalar.bidiMirror, lookup(mirror).1 != 0 else { return scalar }
        return mirror
    }

    mutating func appendGlyph(_ glyph: UInt16, face: Int, offset: Double, rise: Double) {
        glyphIDs.append(glyph); glyphFace.append(UInt8(face)); glyphOffset.append(offset); glyphRise.append(rise)
    }

    /// Moves the glyphs from index `start` on right by `dx`.
    mutating func shiftGlyphs(from start: Int, by dx: Double) {
        for i in start..<glyphOffset.count { glyphOffset[i] += dx }
    }

    /// GPOS: adds `advance` points to `cluster`'s advance and moves `glyph` by (`dx`, `dy`);
    /// ``updatePrefix(from:)`` then brings the prefix sums in step.
    mutating func adjust(cluster: Int, advance: Double) { advances[cluster] += advance }
    mutating func move(glyph: Int, dx: Double, dy: Double) { glyphOffset[glyph] += dx; glyphRise[glyph] += dy }
    mutating func updatePrefix(from start: Int) {
        for cluster in start..<count { prefix[cluster + 1] = prefix[cluster] + kernBefore[cluster] + advances[cluster] }
    }

    /// Adds the bundled faces (``ScriptFace``, of the font's weight) `string`'s scripts need:
    /// the Indic faces its Indic letters need, a single script's face after the chain's first
    /// face when that face lacks a character of the script, and the CJK face at the chain's end
    /// when no face of the chain has a Chinese, Japanese or Korean character of it (each read
    /// from disk the first time only).
    private mutating func addScriptFaces(_ scalars: [Unicode.Scalar]) {
        addIndicFaces(scalars)
        addSingleScriptFaces(scalars)
        guard scalars.contains(where: { ShapedText.isCJK($0) && lookup($0).1 == 0 }) else { return }
        appendScriptFace(.cjk)
    }

    /// The first face in the chain that has the scalar, else the primary face's .notdef.
    func lookup(_ scalar: Unicode.Scalar) -> (Int, UInt16) {
        for (i, face) in chain.enumerated() {
            let glyph = face.glyph(for: scalar)
            if glyph != 0 { return (i, glyph) }
        }
        return (0, 0)
    }
}

extension ShapedText {
    /// Appends another run of a styled text, shaped alone (`ShapedText+Runs.swift`): its faces
    /// join the chain, no kerning across the seam, `extra` added to each visible cluster's
    /// advance, `rise` to each glyph's height, digits swapped for `tabular` forms of their face.
    /// `index` maps the part's string indices into the joined string.
    mutating func appendRun(_ part: ShapedText, extra: Double, rise: Double, tabular: (FontFace) -> [UInt16: UInt16]?,
                            index: (String.Index) -> String.Index) {
        let faceMap: [UInt8] = part.chain.map { face in
            if let existing = chain.firstIndex(where: { $0 === face }) { return UInt8(existing) }
            guard chain.count < Int(UInt8.max) else { return 0 }
            chain.append(face)
            return UInt8(chain.count - 1)
        }
        let firstCluster = count, firstGlyph = glyphIDs.count
        if !textIndex.isEmpty { textIndex.removeLast() }
        if !wordBreaks.isEmpty || !part.wordBreaks.isEmpty {
            if wordBreaks.isEmpty { wordBreaks = Array(repeating: false, count: count) } else { wordBreaks.removeLast() }
            wordBreaks += part.wordBreaks.isEmpty ? Array(repeating: false, count: part.count + 1) : part.wordBreaks
        }
        glyphIDs += part.glyphIDs; glyphFace += part.glyphFace.map { faceMap[Int($0)] }
        glyphOffset += part.glyphOffset; glyphRise += part.glyphRise.map { $0 + rise }
        for cluster in 0..<part.count {
            textIndex.append(index(part.textIndex[cluster]))
            var advance = part.advances[cluster], kern = cluster == 0 ? 0 : part.kernBefore[cluster]
            let glyph = firstGlyph + part.glyphStart[cluster]
            let face = part.glyphStart[cluster + 1] - part.glyphStart[cluster] == 1 ? part.chain[Int(part.glyphFace[part.glyphStart[cluster]])] : nil
            if let face, let tabularGlyph = tabular(face)?[glyphIDs[glyph]] {
                advance += Double(face.advance(tabularGlyph) - face.advance(glyphIDs[glyph])) * part.font.safeSize / Double(face.unitsPerEm)
                glyphIDs[glyph] = tabularGlyph
                kern = 0
            }
            if part.kinds[cluster].isVisible, part.advances[cluster] != 0 { advance += extra }
            kinds.append(part.kinds[cluster]); advances.append(advance); kernBefore.append(kern)
            prefix.append(prefix[prefix.count - 1] + kern + advance)
            glyphStart.append(firstGlyph + part.glyphStart[cluster + 1])
        }
        textIndex.append(index(part.textIndex[part.count]))
        missing += part.missing.map { $0 + firstCluster }
    }

    /// Sets the clusters' bidi levels (each cluster takes its first scalar's) from levels per scalar.
    mutating func setLevels(_ bidi: (levels: [UInt8], paragraphLevels: [UInt8]), scalarOfCluster: [Int]) {
        levels = scalarOfCluster.map { bidi.levels[$0] }
        paragraphLevels = scalarOfCluster.map { bidi.paragraphLevels[$0] }
    }
}
