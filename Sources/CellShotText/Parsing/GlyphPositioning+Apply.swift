/// Running a script's ``GlyphPositioning`` lookups over a run of glyphs of one face, in
/// lookup-list order, each over the whole run in turn, as HarfBuzz does: the result is an
/// adjustment per glyph, added to what kerning and mark attachment give.
extension GlyphPositioning {
    /// The state of one run: its glyphs, the adjustments so far, and per glyph the glyph its
    /// cursive attachment hangs from (-1 for none).
    struct Run {
        let glyphs: GlyphBuffer
        var values: [Value]
        var parents: [Int]
        var budget: Int
        let gdef: GlyphDefinition
        let advance: (UInt16) -> Int
    }

    /// The adjustments of the lookups of `script` (an index into ``MarkAttachment/scripts``) to
    /// `glyphs` (logical order, left to right), or nil when none applies. `advance` gives a
    /// glyph's advance in font units (cursive attachment sets advances).
    func adjustments(_ glyphs: [UInt16], script: Int, gdef: GlyphDefinition,
                     advance: @escaping (UInt16) -> Int) -> [Value]? {
        guard script < plans.count, !plans[script].isEmpty, !glyphs.isEmpty else { return nil }
        var run = Run(glyphs: GlyphBuffer(glyphs), values: Array(repeating: .zero, count: glyphs.count),
                      parents: Array(repeating: -1, count: glyphs.count),
                      budget: GlyphComposition.maxSteps * glyphs.count, gdef: gdef, advance: advance)
        for lookup in plans[script] {
            for i in 0..<glyphs.count where run.budget > 0 { _ = apply(lookup, at: i, &run, depth: 0) }
        }
        // A cursive chain hangs each glyph's y placement from its parent's (parents resolved first).
        var resolved = Array(repeating: false, count: glyphs.count)
        for i in glyphs.indices { resolve(i, &run, &resolved, steps: glyphs.count) }
        return run.values.allSatisfy(\.isZero) ? nil : run.values
    }

    private func resolve(_ i: Int, _ run: inout Run, _ resolved: inout [Bool], steps: Int) {
        guard !resolved[i] else { return }
        resolved[i] = true
        let p = run.parents[i]
        guard p >= 0, p != i, steps > 0 else { return }
        resolve(p, &run, &resolved, steps: steps - 1)
        run.values[i].y += run.values[p].y
    }

    /// Applies `lookup` at `i`: the first subtable that applies; true when one did.
    private func apply(_ lookup: Lookup, at i: Int, _ run: inout Run, depth: Int) -> Bool {
        guard depth <= GlyphComposition.maxDepth, run.budget > 0, i < run.glyphs.count,
              !lookup.flags.skips(run.glyphs[i], run.gdef) else { return false }
        run.budget -= 1
        for subtable in lookup.subtables where apply(subtable, flags: lookup.flags, at: i, &run, depth: depth) {
            return true
        }
        return false
    }

    private func apply(_ subtable: Subtable, flags: LookupFlags, at i: Int, _ run: inout Run, depth: Int) -> Bool {
        let g = run.glyphs[i]
        switch subtable {
        case let .single(coverage, values):
            guard let c = coverage.value(g), values.count == 1 || c < values.count else { return false }
            let v = values[values.count == 1 ? 0 : c]
            run.values[i].x += v.x; run.values[i].y += v.y; run.values[i].advance += v.advance
            return true
        case let .pair(pair):
            var j = i + 1
            while j < run.glyphs.count, flags.skips(run.glyphs[j], run.gdef) { j += 1 }
            guard j < run.glyphs.count, let v = pair.adjustment(g, run.glyphs[j]) else { return false }
            run.values[i].advance += v
            return true
        case let .cursive(coverage, entry, exit):
            return attach(coverage: coverage, entry: entry, exit: exit, flags: flags, at: i, &run)
        case let .context(coverage, key, ruleSets):
            guard let c = coverage.value(g) else { return false }
            let set: Int
            switch key {
            case .coverageIndex: set = c
            case let .inputClass(classes): set = classes.value(g) ?? 0
            case .only: set = 0
            }
            guard set < ruleSets.count else { return false }
            for rule in ruleSets[set] where apply(rule, flags: flags, at: i, &run, depth: depth) { return true }
            return false
        }
    }

    /// A context rule at `i`: when its glyphs match, its records' lookups at their positions.
    private func apply(_ rule: GlyphComposition.Rule, flags: LookupFlags, at i: Int, _ run: inout Run, depth: Int) -> Bool {
        let b = run.glyphs
        guard GlyphComposition.matchBackward(rule.backtrack, before: i, in: b, flags, run.gdef),
              let last = GlyphComposition.lastMatch(rule.input, after: i, in: b, flags, run.gdef),
              GlyphComposition.lastMatch(rule.lookahead, after: last, in: b, flags, run.gdef) != nil,
              let positions = GlyphComposition.matchForward(rule.input, after: i, in: b, flags, run.gdef) else { return false }
        for record in rule.records where record.position <= positions.count {
            guard let nested = lookups[record.lookup] else { continue }
            _ = apply(nested, at: record.position == 0 ? i : positions[record.position - 1], &run, depth: depth + 1)
        }
        return true
    }

    /// Cursive attachment of the glyph at `i` (its entry anchor) to the glyph before it that the
    /// flags do not skip (its exit anchor), left to right: the earlier glyph's advance ends at
    /// its exit, the later one starts at its entry, and hangs from the earlier by the anchors'
    /// heights (with the RightToLeft flag, the earlier one hangs from the later).
    private func attach(coverage: GlyphRanges, entry: [MarkAttachment.Anchor?], exit: [MarkAttachment.Anchor?],
                        flags: LookupFlags, at j: Int, _ run: inout Run) -> Bool {
        guard let c = coverage.value(run.glyphs[j]), c < entry.count, let enter = entry[c] else { return false }
        var i = j - 1
        while i >= 0, flags.skips(run.glyphs[i], run.gdef) { i -= 1 }
        guard i >= 0, let p = coverage.value(run.glyphs[i]), p < exit.count, let leave = exit[p] else { return false }
        run.values[i].advance = leave.x + run.values[i].x - run.advance(run.glyphs[i])
        let d = enter.x + run.values[j].x
        run.values[j].advance -= d
        run.values[j].x -= d
        if flags.raw & 0x1 != 0 {
            run.values[i].y = enter.y - leave.y
            run.parents[i] = j
        } else {
            run.values[j].y = leave.y - enter.y
            run.parents[j] = i
        }
        return true
    }
}
