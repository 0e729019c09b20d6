import Foundation

/// The Indic shaping model (as HarfBuzz documents its Indic shaper) over one word of one
/// script in one face: split vowel signs decomposed; `locl` and `ccmp` applied to the word as
/// typed; syllables found (consonant syllables,
/// vowel syllables, a vowel sign or halant with nothing to stand on taking a dotted circle);
/// in each, the base consonant found, Ra + halant set aside for a reph and pre-base vowel
/// signs moved before the consonants (initial reordering); the basic shaping forms applied
/// stage by stage, each to the glyphs its position turns it on for (reph, half forms before
/// the base, below/above/post-base forms after it) over the word; then the final reordering (the reph to
/// the syllable's end, before its modifiers; a pre-base reordering consonant before the base;
/// a pre-base vowel sign after a halant left before the base) and the presentation forms
/// over the whole word.
struct IndicShaper {
    let plan: IndicPlan
    let face: FontFace

    /// What the final reordering needs to know of a syllable, and the owner (cluster) of its glyphs.
    struct Syllable {
        var owner = 0
        var hasReph = false
        var hasPreBaseMatra = false
        /// The first syllable of a word: of the run, or after a space (``IndicRuns/separator``).
        var startsWord = false
        /// Modifiers (anusvara, visarga…) at the syllable's end: the reph goes before them.
        var trailingModifiers = 0
        /// In a script whose reph follows the main consonant: the glyphs after the base that
        /// stay with it (above-base vowel signs, a halant); nil: the reph goes to the end.
        var afterMain: Int?
    }

    /// What shaping works in, shared by a text's runs so that their arrays are made once:
    /// the substitution stages' and the syllables' items.
    struct Scratch {
        var composition = GlyphComposition.Scratch()
        var items = SyllableItems()
    }

    /// The glyphs of `scalars` (each with the cluster it belongs to, in order), with the
    /// cluster each glyph belongs to. The shaping works in `scratch`, which a text's runs share.
    func shape(_ scalars: ArraySlice<(scalar: Unicode.Scalar, owner: Int)>, scratch: inout Scratch) -> (glyphs: [UInt16], owners: [Int]) {
        let input = IndicShaper.decomposed(scalars, script: plan.script)
        let categories = input.map { IndicCategory($0.scalar, script: plan.script) }
        let (typed, sources) = typedForms(input, scratch: &scratch.composition)
        // The basic forms run over the whole word at once, each glyph's cluster its syllable's number.
        var syllables: [Syllable] = []
        syllables.reserveCapacity(input.count)
        var glyphs: [UInt16] = [], serials: [Int] = [], masks: [UInt8] = []
        // Room for a few dotted circles; the word's arrays and the syllable's are reused.
        glyphs.reserveCapacity(typed.count + 8); serials.reserveCapacity(typed.count + 8); masks.reserveCapacity(typed.count + 8)
        var start = 0, next = 0
        while start < input.count {
            let end = IndicShaper.syllableEnd(categories, from: start)
            defer { start = end }
            // The syllable's glyphs after locl and ccmp: those that came from its characters. A
            // glyph ligated from several characters is no longer of any category (HarfBuzz's
            // "all bets are off"): it is neither a base nor half of a reph.
            scratch.items.removeAll()
            while next < typed.count, sources[next] < end {
                let source = sources[next]
                let ligated = (next + 1 < typed.count ? sources[next + 1] : input.count) > source + 1
                scratch.items.append(input[source].scalar, ligated ? .other : categories[source], typed[next])
                if scratch.items.categories.count == 1 { scratch.items.owner = input[source].owner }
                next += 1
            }
            guard !scratch.items.glyphs.isEmpty else { continue }
            let before = glyphs.count
            var syllable = initial(&scratch.items, glyphs: &glyphs, masks: &masks)
            syllable.startsWord = syllables.last.map { $0.owner == IndicRuns.separator } ?? true
            serials += repeatElement(syllables.count, count: glyphs.count - before)
            syllables.append(syllable)
        }
        var buffer = GlyphBuffer(glyphs, clusters: serials, masks: masks)
        // The buffer holds the only reference: its changes copy nothing.
        glyphs = []; serials = []; masks = []
        for stage in 1..<IndicPlan.initStage where plan.composition.has(stage: stage) {
            plan.composition.apply(stage: stage, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs,
                                   mask: IndicPlan.stageMasks[stage], scratch: &scratch.composition)
        }
        buffer = reordered(buffer, syllables)
        for stage in IndicPlan.initStage..<IndicPlan.stages.count {
            plan.composition.apply(stage: stage, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs,
                                   mask: IndicPlan.stageMasks[stage], scratch: &scratch.composition)
        }
        return (buffer.glyphs, buffer.clusters)
    }

    /// The glyphs of `buffer` (after the basic forms, each with its syllable's number) with each
    /// syllable's glyphs (a ligature across syllables joins the first) in their final order, each
    /// owned by its syllable's cluster: reordered in place, syllable after syllable.
    private func reordered(_ buffer: consuming GlyphBuffer, _ syllables: [Syllable]) -> GlyphBuffer {
        var glyphs = buffer.glyphs, owners = buffer.clusters
        var masks = buffer.masks.isEmpty ? [UInt8](repeating: 0, count: glyphs.count) : buffer.masks
        // The arrays above hold the only references: their changes copy nothing.
        buffer = GlyphBuffer([])
        var start = 0
        while start < glyphs.count {
            let serial = owners[start]
            var end = start + 1
            while end < glyphs.count, owners[end] == serial { end += 1 }
            let syllable = syllables[min(serial, syllables.count - 1)]
            finalReordering(syllable, glyphs: &glyphs, masks: &masks, in: start..<end)
            for position in start..<end { owners[position] = syllable.owner }
            start = end
        }
        return GlyphBuffer(glyphs, clusters: owners, masks: masks)
    }

    /// The glyphs of `input` after `locl` and `ccmp`, which run over the word as typed, before
    /// any reordering (HarfBuzz's Indic order), each with the index of the character it came
    /// from (a ligature: its first component's), whose category it keeps.
    private func typedForms(_ input: [(scalar: Unicode.Scalar, owner: Int)],
                            scratch: inout GlyphComposition.Scratch) -> (glyphs: [UInt16], sources: [Int]) {
        let glyphs = input.map { face.glyph(for: $0.scalar) }
        guard plan.composition.has(stage: 0) else { return (glyphs, Array(glyphs.indices)) }
        var buffer = GlyphBuffer(glyphs)
        plan.composition.apply(stage: 0, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs, scratch: &scratch)
        return (buffer.glyphs, buffer.clusters)
    }

    /// Split vowel signs as their canonical parts (Bengali o as e + aa, Tamil o as e + aa…).
    static func decomposed(_ scalars: ArraySlice<(scalar: Unicode.Scalar, owner: Int)>, script: IndicScript) -> [(scalar: Unicode.Scalar, owner: Int)] {
        var result: [(scalar: Unicode.Scalar, owner: Int)] = []
        result.reserveCapacity(scalars.count)
        for (scalar, owner) in scalars {
            guard (0x09CB...0x0DDE).contains(scalar.value), IndicShaper.splitMatras.contains(scalar.value),
                  case let parts = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars, parts.count > 1 else {
                result.append((scalar, owner)); continue
            }
            for part in parts { result.append((part, owner)) }
        }
        return result
    }

    /// The vowel signs with a canonical decomposition into two or three signs.
    static let splitMatras: Set<UInt32> = [0x09CB, 0x09CC, 0x0B48, 0x0B4B, 0x0B4C, 0x0BCA, 0x0BCB, 0x0BCC, 0x0C48, 0x0CC0,
                                           0x0CC7, 0x0CC8, 0x0CCA, 0x0CCB, 0x0D4A, 0x0D4B, 0x0D4C, 0x0DDA, 0x0DDC, 0x0DDD, 0x0DDE]

    /// The end of the syllable starting at `start`: a consonant syllable (consonants joined by
    /// halants, with nukta and joiners), a vowel, or a placeholder, each with its vowel signs and
    /// modifiers; a vowel sign, halant or modifier at a syllable's start opens a broken one;
    /// anything else is a syllable alone.
    static func syllableEnd(_ categories: [IndicCategory], from start: Int) -> Int {
        var end = start
        let first = categories[start]
        func skip(_ test: (IndicCategory) -> Bool) { while end < categories.count, test(categories[end]) { end += 1 } }
        switch first {
        case .consonant, .ra, .placeholder:
            end += 1
            while true {
                skip { $0 == .nukta || $0 == .zwj }
                guard end < categories.count, categories[end] == .halant else { break }
                end += 1
                skip { $0 == .zwj || $0 == .zwnj }
                guard end < categories.count, categories[end].isConsonant, categories[end - 1] != .zwnj else { break }
                end += 1
            }
        case .vowel:
            end += 1
            skip { $0 == .nukta || $0 == .zwj }
        case .matra, .preBaseMatra, .halant, .nukta, .modifier:
            break
        default:
            return start + 1
        }
        skip { $0.isMatra || $0 == .nukta || $0 == .halant || $0 == .zwj || $0 == .zwnj }
        skip { $0 == .modifier || $0 == .nukta }
        return max(end, start + 1)
    }

    /// Appends a syllable's glyphs (its `items`: after locl and ccmp) to `glyphs` in the order
    /// the basic forms see them, with their masks to `masks`; returns the syllable without them.
    private func initial(_ items: inout SyllableItems, glyphs: inout [UInt16], masks: inout [UInt8]) -> Syllable {
        var syllable = Syllable()
        // A syllable with nothing to stand on takes a dotted circle.
        if let first = items.categories.first, first.needsBase, plan.dottedCircle != 0 {
            items.insert("\u{25CC}", .placeholder, plan.dottedCircle, at: 0)
        }
        let cats = items.categories
        syllable.owner = items.owner
        // Ra + halant before another consonant (+ ZWJ where explicit) becomes a reph.
        var limit = 0
        if plan.formsReph, plan.script.rephMode != .none, cats.count > 2, cats[0] == .ra, cats[1] == .halant {
            let explicit = plan.script.rephMode == .explicit
            let next = cats[2]
            if explicit ? next == .zwj : (next != .zwj && next != .zwnj) {
                limit = explicit ? 3 : 2
                syllable.hasReph = cats[limit...].contains { $0.isConsonant }
                if !syllable.hasReph { limit = 0 }
            }
        }
        let base = baseIndex(cats, glyphs: items.glyphs, from: limit)
        postBaseOrder(&items, base: base)
        if plan.script.rephAfterMain {
            // A nukta joins the base (nukt) before the reph moves: it is not counted.
            var afterMain = 0
            for index in items.order.dropFirst(min(base, cats.count - 1) + 1) {
                guard items.positions[index] <= 1 else { break }
                if cats[index] != .nukta { afterMain += 1 }
            }
            syllable.afterMain = afterMain
        }
        // Pre-base vowel signs go before the consonants (after the reph).
        syllable.hasPreBaseMatra = items.movePreBaseMatras(after: base, to: limit)
        for index in items.order {
            var mask: UInt8
            if syllable.hasReph, index < limit { mask = IndicPlan.rphf } else if index < base || cats[index] == .preBaseMatra {
                mask = IndicPlan.half | (plan.script.belowFormsBeforeBase ? IndicPlan.blwf : 0)
            } else if index == base, cats[index].isConsonant || cats[index] == .vowel || cats[index] == .placeholder {
                mask = IndicPlan.base
            } else {
                mask = IndicPlan.blwf | IndicPlan.abvf | IndicPlan.pstf | IndicPlan.pref
            }
            glyphs.append(items.glyphs[index]); masks.append(mask)
        }
        syllable.trailingModifiers = cats.reversed().prefix { $0 == .modifier }.count
        return syllable
    }

    /// Sets `items.order` to the base and what comes before it, then the indices after `base` in
    /// the order the basic forms see them (sorted stably by `items.positions`: 0 with the base, 1
    /// after the main consonant): HarfBuzz's positions — vowel signs before or after the
    /// below-base forms as the script draws them, below-base forms, post-base forms, modifiers
    /// last; a halant, nukta or joiner goes with the consonant after it, else with what comes
    /// before it.
    private func postBaseOrder(_ items: inout SyllableItems, base: Int) {
        let cats = items.categories, count = cats.count
        items.order.removeAll(keepingCapacity: true)
        items.order.append(contentsOf: 0...min(base, count - 1))
        guard base + 1 < count else { return }
        var last: UInt8 = 0, owner = base
        for i in base + 1..<count {
            switch cats[i] {
            case .consonant, .ra:
                items.positions[i] = plan.form(of: items.glyphs[i]) == .below ? 3 : 6
                for j in owner + 1..<i where items.positions[j] < 8 { items.positions[j] = items.positions[i] }
                owner = i
            case .matra, .preBaseMatra:
                items.positions[i] = IndicShaper.matraPosition(items.scalars[i].value, script: plan.script)
                owner = i
            case .modifier: items.positions[i] = 8
            default: items.positions[i] = last
            }
            if cats[i] != .nukta, cats[i] != .halant, cats[i] != .zwj, cats[i] != .zwnj { last = items.positions[i] }
        }
        // Insertion sort of the few indices after the base: stable, and no closure or array made.
        let sortedFrom = items.order.count
        for i in base + 1..<count {
            var at = items.order.count
            items.order.append(i)
            while at > sortedFrom, items.positions[items.order[at - 1]] > items.positions[i] {
                items.order.swapAt(at, at - 1)
                at -= 1
            }
        }
    }

    /// Where a vowel sign goes among what follows the base (1: right after the main consonant,
    /// 2: before the below-base forms, 4: after them, 7: after the post-base forms), as HarfBuzz
    /// orders them per script.
    static func matraPosition(_ value: UInt32, script: IndicScript) -> UInt8 {
        switch script {
        case .telugu: value == 0x0C43 || value == 0x0C44 ? 4 : 2
        case .kannada: (0x0CC3...0x0CD6).contains(value) && !(0x0CC6...0x0CCC).contains(value) ? 4 : 2
        case .devanagari, .gujarati, .sinhala: 4
        case .bengali: (0x09C1...0x09C4).contains(value) || (0x09E2...0x09E3).contains(value) ? 4 : 7
        case .oriya: (0x0B41...0x0B44).contains(value) || (0x0B62...0x0B63).contains(value) ? 4 : [0x0B3F, 0x0B55, 0x0B56].contains(value) ? 1 : 7
        case .gurmukhi, .tamil, .malayalam: 7
        }
    }

    /// The base consonant: the last consonant from `limit` on that takes no below-base or
    /// post-base form (HarfBuzz's search from the end), else the first consonant.
    private func baseIndex(_ cats: ArraySlice<IndicCategory>, glyphs: ArraySlice<UInt16>, from limit: Int) -> Int {
        guard let firstConsonant = cats.indices.first(where: { $0 >= limit && (cats[$0].isConsonant || cats[$0] == .placeholder) })
        else { return cats.indices.first { $0 >= limit && cats[$0] == .vowel } ?? limit }
        var base = cats.count, seenBelow = false
        var candidate = cats.count
        while candidate > limit {
            candidate -= 1
            if cats[candidate].isConsonant || cats[candidate] == .placeholder {
                let form = candidate == firstConsonant ? .base : plan.form(of: glyphs[candidate])
                if form != .below, form != .post || seenBelow, form != .preBaseReordering { base = candidate; break }
                if form == .below { seenBelow = true }
                base = candidate
            } else if candidate > limit, cats[candidate] == .zwj, cats[candidate - 1] == .halant {
                break
            }
        }
        return min(base, cats.count - 1)
    }
}

/// One syllable's characters while its initial order is worked out (their scalars, categories
/// and glyphs after locl and ccmp, the cluster of the first), with the arrays the ordering
/// fills: kept from syllable to syllable, so a word's syllables reuse their storage (a syllable
/// is the first `count` entries of each store).
struct SyllableItems {
    private var scalarStore: [Unicode.Scalar] = []
    private var categoryStore: [IndicCategory] = []
    private var glyphStore: [UInt16] = []
    private(set) var count = 0
    var owner = 0
    /// Per item after the base, its position class (``IndicShaper/matraPosition(_:script:)``);
    /// entries up to the base are not read.
    var positions: [UInt8] = []
    /// The items in the order the basic forms see them.
    var order: [Int] = []
    private var moved: [Int] = []

    var scalars: ArraySlice<Unicode.Scalar> { scalarStore[..<count] }
    var categories: ArraySlice<IndicCategory> { categoryStore[..<count] }
    var glyphs: ArraySlice<UInt16> { glyphStore[..<count] }

    mutating func removeAll() { count = 0 }

    mutating func append(_ scalar: Unicode.Scalar, _ category: IndicCategory, _ glyph: UInt16) {
        if count < scalarStore.count {
            scalarStore[count] = scalar; categoryStore[count] = category; glyphStore[count] = glyph
        } else {
            scalarStore.append(scalar); categoryStore.append(category); glyphStore.append(glyph)
        }
        count += 1
        if positions.count < count { positions.append(0) }
    }

    mutating func insert(_ scalar: Unicode.Scalar, _ category: IndicCategory, _ glyph: UInt16, at index: Int) {
        append(scalar, category, glyph)
        var at = count - 1
        while at > index {
            scalarStore.swapAt(at, at - 1); categoryStore.swapAt(at, at - 1); glyphStore.swapAt(at, at - 1)
            at -= 1
        }
    }

    /// Moves the pre-base vowel signs after `base` in `order` to index `limit` (after a reph),
    /// keeping their order and the others'; true when there was one.
    mutating func movePreBaseMatras(after base: Int, to limit: Int) -> Bool {
        guard order.contains(where: { $0 > base && categoryStore[$0] == .preBaseMatra }) else { return false }
        moved.removeAll(keepingCapacity: true)
        for index in order where index > base && categoryStore[index] == .preBaseMatra { moved.append(index) }
        var kept = 0
        for index in order where !(index > base && categoryStore[index] == .preBaseMatra) {
            order[kept] = index
            kept += 1
        }
        order.removeLast(order.count - kept)
        order.insert(contentsOf: moved, at: min(limit, order.count))
        return true
    }
}
