/// Running a script's ``GlyphPositioning`` lookups over a run of glyphs of one face, in
/// lookup-list order, each over the whole run in turn, as HarfBuzz does: the result is an
/// adjustment per glyph, added to what kerning and mark attachment give.
extension GlyphPositioning {
    /// The state of one run: its glyphs, the adjustments so far, per glyph the glyph its
    /// cursive attachment hangs from (-1 for none; empty until a glyph attaches), and the run's
    /// direction.
    struct Run {
        let glyphs: GlyphBuffer
        let rightToLeft: Bool
        var values: [Value]
        var parents: [Int]
        var budget: Int
        let gdef: GlyphDefinition
        let advance: (UInt16) -> Int
    }

    /// The adjustments of the lookups of `script` (an index into ``MarkAttachment/scripts``) to
    /// `glyphs` (logical order), or nil when none applies. `advance` gives a glyph's advance in
    /// font units (cursive attachment sets advances); `rightToLeft`: the run's direction.
    func adjustments(_ glyphs: [UInt16], script: Int, gdef: GlyphDefinition, rightToLeft: Bool = false,
                     advance: @escaping (UInt16) -> Int) -> [Value]? {
        guard has(script: script), glyphs.contains(where: { starts(script, at: $0) }) else { return nil }
        var run = Run(glyphs: GlyphBuffer(glyphs), rightToLeft: rightToLeft, values: Array(repeating: .zero, count: glyphs.count),
                      parents: [],
                      budget: GlyphComposition.maxSteps * glyphs.count, gdef: gdef, advance: advance)
        for lookup in plans[script] {
            // Only glyphs of a subtable's coverage can start the lookup: the others are passed over.
            for i in 0..<glyphs.count where run.budget > 0 && lookup.starts.contains(glyphs[i]) { _ = apply(lookup, at: i, &run, depth: 0) }
        }
        // A cursive chain hangs each glyph's y placement from its parent's (parents resolved first).
        if !run.parents.isEmpty {
            var resolved = Array(repeating: false, count: glyphs.count)
            for i in glyphs.indices { resolve(i, &run, &resolved, steps: glyphs.count) }
        }
        return run.values.allSatisfy(\.isZero) ? nil : run.values
    }

    /// True when `script` (an index into ``MarkAttachment/scripts``) has a lookup here.
    func has(script: Int) -> Bool { script >= 0 && script < plans.count && !plans[script].isEmpty }

    private func resolve(_ position: Int, _ run: inout Run, _ resolved: inout [Bool], steps: Int) {
        guard !resolved[position] else { return }
        resolved[position] = true
        let parent = run.parents[position]
        guard parent >= 0, parent != position, steps > 0 else { return }
        resolve(parent, &run, &resolved, steps: steps - 1)
        run.values[position].y += run.values[parent].y
    }

    /// Applies `lookup` at `position`: the first subtable that applies; true when one did.
    private func apply(_ lookup: Lookup, at position: Int, _ run: inout Run, depth: Int) -> Bool {
        guard depth <= GlyphComposition.maxDepth, run.budget > 0, position < run.glyphs.count,
              !lookup.flags.skips(run.glyphs[position], run.gdef) else { return false }
        run.budget -= 1
        for subtable in lookup.subtables where apply(subtable, flags: lookup.flags, at: position, &run, depth: depth) {
            return true
        }
        return false
    }

    private func apply(_ subtable: Subtable, flags: LookupFlags, at position: Int, _ run: inout Run, depth: Int) -> Bool {
        let glyph = run.glyphs[position]
        switch subtable {
        case let .single(coverage, values):
            guard let coverageIndex = coverage.value(glyph), values.count == 1 || coverageIndex < values.count else { return false }
            let value = values[values.count == 1 ? 0 : coverageIndex]
            run.values[position].x += value.x; run.values[position].y += value.y; run.values[position].advance += value.advance
            return true
        case let .pair(pair):
            var next = position + 1
            while next < run.glyphs.count, flags.skips(run.glyphs[next], run.gdef) { next += 1 }
            guard next < run.glyphs.count, let value = pair.adjustment(glyph, run.glyphs[next]) else { return false }
            run.values[position].advance += value
            return true
        case let .cursive(coverage, entry, exit):
            return attach(coverage: coverage, entry: entry, exit: exit, flags: flags, at: position, &run)
        case let .context(coverage, key, ruleSets):
            guard let coverageIndex = coverage.value(glyph) else { return false }
            let set: Int
            switch key {
            case .coverageIndex: set = coverageIndex
            case let .inputClass(classes): set = classes.value(glyph) ?? 0
            case .only: set = 0
            }
            guard set < ruleSets.count else { return false }
            for rule in ruleSets[set] where apply(rule, flags: flags, at: position, &run, depth: depth) { return true }
            return false
        }
    }

    /// A context rule at `position`: when its glyphs match, its records' lookups at their positions.
    private func apply(_ rule: GlyphComposition.Rule, flags: LookupFlags, at position: Int, _ run: inout Run, depth: Int) -> Bool {
        let buffer = run.glyphs
        guard GlyphComposition.matchBackward(rule.backtrack, before: position, in: buffer, flags, run.gdef),
              let last = GlyphComposition.lastMatch(rule.input, after: position, in: buffer, flags, run.gdef),
              GlyphComposition.lastMatch(rule.lookahead, after: last, in: buffer, flags, run.gdef) != nil,
              let positions = GlyphComposition.matchForward(rule.input, after: position, in: buffer, flags, run.gdef) else { return false }
        for record in rule.records where record.position <= positions.count {
            guard let nested = lookups[record.lookup] else { continue }
            _ = apply(nested, at: record.position == 0 ? position : positions[record.position - 1], &run, depth: depth + 1)
        }
        return true
    }

    /// Cursive attachment of the glyph at `later` (its entry anchor) to the glyph before it in
    /// logical order that the flags do not skip (its exit anchor). Left to right, the earlier
    /// glyph's advance ends at its exit and the later one starts at its entry; right to left
    /// (the earlier glyph drawn on the right), the earlier one starts at its exit and the later
    /// one's advance ends at its entry. The later glyph hangs from the earlier by the anchors'
    /// heights (with the RightToLeft flag, the earlier one hangs from the later).
    private func attach(coverage: GlyphRanges, entry: [MarkAttachment.Anchor?], exit: [MarkAttachment.Anchor?],
                        flags: LookupFlags, at later: Int, _ run: inout Run) -> Bool {
        guard let entryIndex = coverage.value(run.glyphs[later]), entryIndex < entry.count, let enter = entry[entryIndex] else { return false }
        var earlier = later - 1
        while earlier >= 0, flags.skips(run.glyphs[earlier], run.gdef) { earlier -= 1 }
        guard earlier >= 0, let exitIndex = coverage.value(run.glyphs[earlier]), exitIndex < exit.count, let leave = exit[exitIndex] else { return false }
        if run.rightToLeft {
            let shift = leave.x + run.values[earlier].x
            run.values[earlier].advance -= shift
            run.values[earlier].x -= shift
            run.values[later].advance = enter.x + run.values[later].x - run.advance(run.glyphs[later])
        } else {
            run.values[earlier].advance = leave.x + run.values[earlier].x - run.advance(run.glyphs[earlier])
            let shift = enter.x + run.values[later].x
            run.values[later].advance -= shift
            run.values[later].x -= shift
        }
        if run.parents.isEmpty { run.parents = Array(repeating: -1, count: run.glyphs.count) }
        if flags.raw & 0x1 != 0 {
            run.values[earlier].y = enter.y - leave.y
            run.parents[earlier] = later
        } else {
            run.values[later].y = leave.y - enter.y
            run.parents[later] = earlier
        }
        return true
    }
}
