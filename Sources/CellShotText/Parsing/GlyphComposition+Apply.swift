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
        var scratch = Scratch()
        apply(stage: stage, to: &buffer, gdef: gdef, numGlyphs: numGlyphs, mask: mask, scratch: &scratch)
    }

    /// What applying a stage works in, kept by a shaper from stage to stage so that their
    /// arrays are made once.
    struct Scratch {
        var slots = GlyphSlots()
        var later = LaterGlyphs()
    }

    /// ``apply(stage:to:gdef:numGlyphs:mask:)`` working in `scratch`.
    func apply(stage: Int, to buffer: inout GlyphBuffer, gdef: GlyphDefinition, numGlyphs: Int, mask: UInt8 = 0, scratch: inout Scratch) {
        guard stage < plans.count, !plans[stage].isEmpty else { return }
        let index = startIndex[stage]
        let masked = mask != 0 && buffer.masks.count == buffer.count
        // Lookups start only at glyphs of their coverages: a buffer without one keeps its glyphs.
        guard starts(stage: stage, anyOf: buffer, mask: masked ? mask : 0) else { return }
        let count = plans[stage].count
        var budget = GlyphComposition.maxSteps * max(1, buffer.count)
        // Glyphs the mask leaves out start no lookup: a lookup only they start is skipped.
        scratch.slots.reset(index, buffer, filter: masked ? mask : 0)
        scratch.later.version = -1
        var pending = Started(buffer, &scratch.slots, index, count: count)
        for planPosition in 0..<count where pending.contains(planPosition) {
            guard let lookup = plans[stage][planPosition], lookup.mayApply(in: buffer, later: &scratch.later) else { continue }
            let before = buffer.version
            if lookup.reverse {
                for i in (0..<buffer.count).reversed() where budget > 0 && (!masked || buffer.masks[i] & mask != 0) {
                    let slot = scratch.slots.slot(at: i, in: buffer, index)
                    _ = apply(lookup, started: planPosition, at: i, slot: slot, index: index, to: &buffer, budget: &budget, gdef: gdef,
                              numGlyphs: numGlyphs)
                }
            } else {
                var position = 0
                while position < buffer.count, budget > 0 {
                    if !index.everything {
                        position = scratch.slots.next(from: position, planPosition, in: buffer, index)
                        guard position < buffer.count else { break }
                    }
                    if masked, buffer.masks[position] & mask == 0 { position += 1; continue }
                    let slot = scratch.slots.slot(at: position, in: buffer, index)
                    position = apply(lookup, started: planPosition, at: position, slot: slot, index: index, to: &buffer, budget: &budget, gdef: gdef,
                              numGlyphs: numGlyphs) ?? position + 1
                }
            }
            if buffer.version != before { pending = Started(buffer, &scratch.slots, index, count: count) }
        }
    }

    /// The lookups (a bit per position of a plan of `count`) the glyphs of a buffer start: the
    /// union of their masks when a mask holds every position (one word, no array), else from
    /// the index.
    private struct Started {
        private let word: UInt64
        private let words: [UInt64]

        init(_ buffer: GlyphBuffer, _ slots: inout GlyphSlots, _ index: LookupIndex, count: Int) {
            if count < 64 && !index.everything {
                word = slots.union(buffer, index); words = []
            } else {
                word = 0; words = index.lookups(startedIn: buffer, count: count)
            }
        }

        func contains(_ position: Int) -> Bool {
            words.isEmpty ? word & (1 << UInt64(position & 63)) != 0 && position < 64 : words[position >> 6] & (1 << UInt64(position & 63)) != 0
        }
    }

    /// Applies `lookup`, at position `started` of the script's plan, at `position` whose glyph
    /// has `slot` in `index`: only when the glyph starts it, trying the subtables that cover the
    /// glyph; when one applied, the position after what it produced, else nil.
    private func apply(_ lookup: Lookup, started planPosition: Int, at position: Int, slot: Int32, index: LookupIndex, to buffer: inout GlyphBuffer,
                       budget: inout Int, gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        if index.everything { return apply(lookup, at: position, to: &buffer, depth: 0, budget: &budget, gdef: gdef, numGlyphs: numGlyphs) }
        let pairs = index.pairs(slot, planPosition)
        guard !pairs.isEmpty, enters(lookup, at: position, in: buffer, depth: 0, budget: &budget, gdef: gdef) else { return nil }
        // Subtables (and below, rules) are read in place through their arrays' buffers: not copied out and retained.
        return lookup.subtables.withUnsafeBufferPointer { subtables in
            for entry in pairs where index.subtable(entry) < subtables.count {
                let step = apply(subtables[index.subtable(entry)], flags: lookup.flags, at: position, to: &buffer, depth: 0, budget: &budget,
                                 gdef: gdef, numGlyphs: numGlyphs)
                if case let .stop(end) = step { return end }
            }
            return nil
        }
    }

    /// Applies lookup `index` (of the lookup list) at `position`; when a subtable applied, the
    /// position after what it produced, else nil.
    private func apply(_ index: Int, at position: Int, to buffer: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard let lookup = lookups[index] else { return nil }
        return apply(lookup, at: position, to: &buffer, depth: depth, budget: &budget, gdef: gdef, numGlyphs: numGlyphs)
    }

    /// Applies `lookup` at `position`, trying every subtable in order; when one applied, the
    /// position after what it produced, else nil.
    private func apply(_ lookup: Lookup, at position: Int, to buffer: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        guard enters(lookup, at: position, in: buffer, depth: depth, budget: &budget, gdef: gdef) else { return nil }
        return lookup.subtables.withUnsafeBufferPointer { subtables in
            for subtable in subtables.indices {
                let step = apply(subtables[subtable], flags: lookup.flags, at: position, to: &buffer, depth: depth, budget: &budget, gdef: gdef,
                                 numGlyphs: numGlyphs)
                if case let .stop(end) = step { return end }
            }
            return nil
        }
    }

    /// True when `lookup` may apply at `position` (in the buffer, not too deep, within the
    /// budget, a glyph its flags do not skip, followed by a glyph a ligature of a ligature
    /// lookup can take); takes a step of the budget.
    @inline(__always)
    private func enters(_ lookup: Lookup, at position: Int, in buffer: GlyphBuffer, depth: Int, budget: inout Int, gdef: GlyphDefinition) -> Bool {
        guard depth <= GlyphComposition.maxDepth, budget > 0, position < buffer.count else { return false }
        budget -= 1
        guard !lookup.flags.skips(buffer[position], gdef) else { return false }
        guard let followers = lookup.followers else { return true }
        return GlyphComposition.followed(position, in: buffer, by: followers, lookup.flags, gdef)
    }

    /// Applies one subtable of a lookup with `flags` at `position`.
    private func apply(_ subtable: Subtable, flags: LookupFlags, at position: Int, to buffer: inout GlyphBuffer, depth: Int,
                       budget: inout Int, gdef: GlyphDefinition, numGlyphs: Int) -> Step {
        let glyph = buffer[position]
        switch subtable {
        case let .simple(.single(coverage, delta, substitutes)):
            guard let coverageIndex = coverage.value(glyph) else { return .next }
            let substitute = substitutes.isEmpty ? (Int(glyph) + delta) & 0xFFFF : coverageIndex < substitutes.count ? Int(substitutes[coverageIndex]) : numGlyphs
            guard substitute < numGlyphs else { return .stop(nil) }
            buffer.replace(position, with: UInt16(substitute))
            return .stop(position + 1)
        case let .simple(.multiple(coverage, sequences)):
            guard let coverageIndex = coverage.value(glyph) else { return .next }
            guard coverageIndex < sequences.count, sequences[coverageIndex].allSatisfy({ Int($0) < numGlyphs }),
                  buffer.replace(position, with: sequences[coverageIndex]) else { return .stop(nil) }
            return .stop(position + sequences[coverageIndex].count)
        case let .simple(.alternate(coverage, first)):
            guard let coverageIndex = coverage.value(glyph) else { return .next }
            guard coverageIndex < first.count, let substitute = first[coverageIndex], Int(substitute) < numGlyphs else { return .stop(nil) }
            buffer.replace(position, with: substitute)
            return .stop(position + 1)
        case let .simple(.ligature(coverage, sets)):
            guard let coverageIndex = coverage.value(glyph), coverageIndex < sets.count else { return .next }
            for ligature in sets[coverageIndex] {
                guard GlyphComposition.matches(ligature.components, after: position, in: buffer, flags, gdef) else { continue }
                let components = ligature.components.map(Match.glyph)
                guard let positions = GlyphComposition.matchForward(components, after: position, in: buffer, flags, gdef) else { continue }
                buffer.ligate(position, components: positions, into: ligature.glyph)
                return .stop(position + 1)
            }
            return .next
        case let .reverse(coverage, backtrack, lookahead, substitutes):
            guard let coverageIndex = coverage.value(glyph), coverageIndex < substitutes.count, Int(substitutes[coverageIndex]) < numGlyphs,
                  GlyphComposition.matchForward(lookahead, after: position, in: buffer, flags, gdef) != nil,
                  GlyphComposition.matchBackward(backtrack, before: position, in: buffer, flags, gdef) else { return .next }
            buffer.replace(position, with: substitutes[coverageIndex])
            return .stop(position + 1)
        case let .context(coverage, key, ruleSets, filter):
            guard let coverageIndex = coverage.value(glyph), filter?.admits(position, in: buffer, flags, gdef) ?? true else { return .next }
            let set: Int
            switch key {
            case .coverageIndex: set = coverageIndex
            case let .inputClass(classes): set = classes.value(glyph) ?? 0
            case .only: set = 0
            }
            guard set < ruleSets.count else { return .next }
            return ruleSets[set].withUnsafeBufferPointer { rules in
                for rule in rules.indices {
                    if let end = apply(rules[rule], flags: flags, at: position, to: &buffer, depth: depth, budget: &budget, gdef: gdef,
                                       numGlyphs: numGlyphs) {
                        return .stop(end)
                    }
                }
                return .next
            }
        }
    }

    /// Applies a context rule at `position` when its glyphs match: its records' lookups at
    /// their positions of the input; then the position after the input, else nil.
    private func apply(_ rule: Rule, flags: LookupFlags, at position: Int, to buffer: inout GlyphBuffer, depth: Int, budget: inout Int,
                       gdef: GlyphDefinition, numGlyphs: Int) -> Int? {
        // The input's positions after the first (`position`): record position k > 0 is at positions[k − 1].
        guard GlyphComposition.matchBackward(rule.backtrack, before: position, in: buffer, flags, gdef),
              let last = GlyphComposition.lastMatch(rule.input, after: position, in: buffer, flags, gdef),
              GlyphComposition.lastMatch(rule.lookahead, after: last, in: buffer, flags, gdef) != nil,
              var positions = GlyphComposition.matchForward(rule.input, after: position, in: buffer, flags, gdef) else { return nil }
        var end = (positions.last ?? position) + 1
        for record in rule.records where record.position <= positions.count {
            let at = record.position == 0 ? position : positions[record.position - 1], before = buffer.count
            _ = apply(record.lookup, at: at, to: &buffer, depth: depth + 1, budget: &budget, gdef: gdef, numGlyphs: numGlyphs)
            let change = buffer.count - before
            if change != 0 {
                for entry in positions.indices where positions[entry] > at { positions[entry] += change }
                end += change
            }
        }
        return max(end, position)
    }
}
