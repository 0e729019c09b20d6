/// Running a ``GlyphComposition``'s lookups over a ``GlyphBuffer``: each script's lookups come
/// from its plan (resolved once per face), and a lookup at a glyph tries only the subtables
/// whose coverage holds the glyph (``LookupIndex``), in subtable order, which is what trying
/// every subtable in order gives.
extension GlyphComposition {
    /// What a subtable did at a position: nothing (the lookup tries its next subtable), or the
    /// lookup ends there (with the position after what it produced, or nil when it did not apply).
    private enum Step { case next, stop(Int?) }

    /// Applies the script's lookups to `buffer`, each lookup over the whole buffer in turn (a
    /// reverse chaining one from the end); lookups none of the buffer's glyphs starts are skipped.
    func apply(_ script: Script, to buffer: inout GlyphBuffer, gdef: GlyphDefinition, numGlyphs: Int) {
        apply(stage: script.rawValue, to: &buffer, gdef: gdef, numGlyphs: numGlyphs)
    }

    /// Applies the lookups of slot `stage` (a ``Script``'s, or a stage of a staged composition)
    /// to `buffer`; with a `mask`, a lookup starts only at glyphs whose buffer mask has one of
    /// its bits (``GlyphBuffer/masks``), as a shaper turns a feature on for some glyphs only.
    func apply(stage: Int, to buffer: inout GlyphBuffer, gdef: GlyphDefinition, numGlyphs: Int, mask: UInt8 = 0) {
        guard stage < plans.count else { return }
        let plan = plans[stage], index = startIndex[stage]
        guard !plan.isEmpty else { return }
        let masked = mask != 0 && buffer.masks.count == buffer.count
        var budget = GlyphComposition.maxSteps * max(1, buffer.count)
        var slots = GlyphSlots(index, buffer)
        var pending = GlyphComposition.started(buffer, &slots, index, count: plan.count)
        for n in plan.indices where pending[n >> 6] & (1 << UInt64(n & 63)) != 0 {
            guard let lookup = plan[n] else { continue }
            let before = buffer.version
            if lookup.reverse {
                for i in (0..<buffer.count).reversed() where budget > 0 && (!masked || buffer.masks[i] & mask != 0) {
                    let slot = slots.slot(at: i, in: buffer, index)
                    _ = apply(lookup, started: n, at: i, slot: slot, index: index, to: &buffer, budget: &budget, gdef: gdef,
                              numGlyphs: numGlyphs)
                }
            } else {
                var i = 0
                while i < buffer.count, budget > 0 {
                    if !index.everything {
                        i = slots.next(from: i, n, in: buffer, index)
                        guard i < buffer.count else { break }
                    }
                    if masked, buffer.masks[i] & mask == 0 { i += 1; continue }
                    let slot = slots.slot(at: i, in: buffer, index)
                    i = apply(lookup, started: n, at: i, slot: slot, index: index, to: &buffer, budget: &budget, gdef: gdef,
                              numGlyphs: numGlyphs) ?? i + 1
                }
            }
            if buffer.version != before { pending = GlyphComposition.started(buffer, &slots, index, count: plan.count) }
        }
    }

    /// The lookups (a bit per position of a plan of `count`) the glyphs of `buffer` start: the
    /// union of their masks when a mask holds every position, else from the index.
    private static func started(_ buffer: GlyphBuffer, _ slots: inout GlyphSlots, _ index: LookupIndex, count: Int) -> [UInt64] {
        count < 64 && !index.everything ? [slots.union(buffer, index)] : index.lookups(startedIn: buffer, count: count)
    }

    /// Applies `lookup`, at position `started` of the script's plan, at position `i` whose glyph
    /// has `slot` in `index`: only when the glyph starts it, trying the subtables that cover the
    /// glyph; when one applied, the position after what it produced, else nil.
    private func apply(_ lookup: Lookup, started n: Int, at i: Int, slot: Int32, index: LookupIndex, to b: inout GlyphBuffer,
                       budget: inout Int, gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        if index.everything { return apply(lookup, at: i, to: &b, depth: 0, budget: &budget, gdef: gdef, numGlyphs: numGlyphs) }
        let pairs = index.pairs(slot, n)
        guard !pairs.isEmpty, enters(lookup, at: i, in: b, depth: 0, budget: &budget, gdef: gdef) else { return nil }
        for k in pairs where index.subtable(k) < lookup.subtables.count {
            let step = apply(lookup.subtables[index.subtable(k)], flags: lookup.flags, at: i, to: &b, depth: 0, budget: &budget,
                             gdef: gdef, numGlyphs: numGlyphs)
            if case let .stop(end) = step { return end }
        }
        return nil
    }

    /// Applies lookup `index` (of the lookup list) at position `i`; when a subtable applied, the
    /// position after what it produced, else nil.
    private func apply(_ index: Int, at i: Int, to b: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard let lookup = lookups[index] else { return nil }
        return apply(lookup, at: i, to: &b, depth: depth, budget: &budget, gdef: gdef, numGlyphs: numGlyphs)
    }

    /// Applies `lookup` at position `i`, trying every subtable in order; when one applied, the
    /// position after what it produced, else nil.
    private func apply(_ lookup: Lookup, at i: Int, to b: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard enters(lookup, at: i, in: b, depth: depth, budget: &budget, gdef: gdef) else { return nil }
        for subtable in lookup.subtables {
            let step = apply(subtable, flags: lookup.flags, at: i, to: &b, depth: depth, budget: &budget, gdef: gdef,
                             numGlyphs: numGlyphs)
            if case let .stop(end) = step { return end }
        }
        return nil
    }

    /// True when `lookup` may apply at position `i` (in the buffer, not too deep, within the
    /// budget, a glyph its flags do not skip, followed by a glyph a ligature of a ligature
    /// lookup can take); takes a step of the budget.
    @inline(__always)
    private func enters(_ lookup: Lookup, at i: Int, in b: GlyphBuffer, depth: Int, budget: inout Int, gdef: GlyphDefinition) -> Bool {
        guard depth <= GlyphComposition.maxDepth, budget > 0, i < b.count else { return false }
        budget -= 1
        guard !lookup.flags.skips(b[i], gdef) else { return false }
        guard let followers = lookup.followers else { return true }
        return GlyphComposition.followed(i, in: b, by: followers, lookup.flags, gdef)
    }

    /// Applies one subtable of a lookup with `flags` at position `i`.
    private func apply(_ subtable: Subtable, flags: LookupFlags, at i: Int, to b: inout GlyphBuffer, depth: Int,
                       budget: inout Int, gdef: GlyphDefinition, numGlyphs: Int) -> Step {
        let g = b[i]
        switch subtable {
        case let .simple(.single(coverage, delta, substitutes)):
            guard let c = coverage.value(g) else { return .next }
            let s = substitutes.isEmpty ? (Int(g) + delta) & 0xFFFF : c < substitutes.count ? Int(substitutes[c]) : numGlyphs
            guard s < numGlyphs else { return .stop(nil) }
            b.replace(i, with: UInt16(s))
            return .stop(i + 1)
        case let .simple(.multiple(coverage, sequences)):
            guard let c = coverage.value(g) else { return .next }
            guard c < sequences.count, sequences[c].allSatisfy({ Int($0) < numGlyphs }),
                  b.replace(i, with: sequences[c]) else { return .stop(nil) }
            return .stop(i + sequences[c].count)
        case let .simple(.alternate(coverage, first)):
            guard let c = coverage.value(g) else { return .next }
            guard c < first.count, let s = first[c], Int(s) < numGlyphs else { return .stop(nil) }
            b.replace(i, with: s)
            return .stop(i + 1)
        case let .simple(.ligature(coverage, sets)):
            guard let c = coverage.value(g), c < sets.count else { return .next }
            for ligature in sets[c] {
                guard GlyphComposition.matches(ligature.components, after: i, in: b, flags, gdef) else { continue }
                let components = ligature.components.map(Match.glyph)
                guard let positions = GlyphComposition.matchForward(components, after: i, in: b, flags, gdef) else { continue }
                b.ligate(i, components: positions, into: ligature.glyph)
                return .stop(i + 1)
            }
            return .next
        case let .reverse(coverage, backtrack, lookahead, substitutes):
            guard let c = coverage.value(g), c < substitutes.count, Int(substitutes[c]) < numGlyphs,
                  GlyphComposition.matchForward(lookahead, after: i, in: b, flags, gdef) != nil,
                  GlyphComposition.matchBackward(backtrack, before: i, in: b, flags, gdef) else { return .next }
            b.replace(i, with: substitutes[c])
            return .stop(i + 1)
        case let .context(coverage, key, ruleSets):
            guard let c = coverage.value(g) else { return .next }
            let set: Int
            switch key {
            case .coverageIndex: set = c
            case let .inputClass(classes): set = classes.value(g) ?? 0
            case .only: set = 0
            }
            guard set < ruleSets.count else { return .next }
            for rule in ruleSets[set] {
                if let end = apply(rule, flags: flags, at: i, to: &b, depth: depth, budget: &budget, gdef: gdef, numGlyphs: numGlyphs) {
                    return .stop(end)
                }
            }
            return .next
        }
    }

    /// Applies a context rule at position `i` when its glyphs match: its records' lookups at
    /// their positions of the input; then the position after the input, else nil.
    private func apply(_ rule: Rule, flags: LookupFlags, at i: Int, to b: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard GlyphComposition.matchBackward(rule.backtrack, before: i, in: b, flags, gdef),
              let last = GlyphComposition.lastMatch(rule.input, after: i, in: b, flags, gdef),
              GlyphComposition.lastMatch(rule.lookahead, after: last, in: b, flags, gdef) != nil,
              var positions = GlyphComposition.matchForward(rule.input, after: i, in: b, flags, gdef),
              GlyphComposition.matchForward(rule.lookahead, after: positions.last ?? i, in: b, flags, gdef) != nil,
              GlyphComposition.matchBackward(rule.backtrack, before: i, in: b, flags, gdef) else { return nil }
        positions.insert(i, at: 0)
        var end = (positions.last ?? i) + 1
        for record in rule.records where record.position < positions.count {
            let at = positions[record.position], before = b.count
            _ = apply(record.lookup, at: at, to: &b, depth: depth + 1, budget: &budget, gdef: gdef, numGlyphs: numGlyphs)
            let change = b.count - before
            if change != 0 {
                for k in positions.indices where positions[k] > at { positions[k] += change }
                end += change
            }
        }
        return max(end, i)
    }
}
