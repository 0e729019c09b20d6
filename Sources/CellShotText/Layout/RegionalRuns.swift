@_spi(RenderCaches) import CellShotRaster

/// Runs of Chinese, Japanese and Korean clusters (``ShapedText/isCJK(_:)``) in one face: what
/// the face's `locl` for the text's language system turns into regional forms.
struct RegionalRuns {
    private(set) var runs: [(face: Int, clusters: Range<Int>)] = []

    /// Adds cluster `index` in `face`, extending the last run when it is the cluster before in the same face.
    mutating func add(_ index: Int, face: Int) {
        if let last = runs.last, last.face == face, last.clusters.upperBound == index {
            runs[runs.count - 1].clusters = last.clusters.lowerBound..<index + 1
        } else {
            runs.append((face, index..<index + 1))
        }
    }
}

extension ShapedText {
    /// Gives the clusters of `cjk`'s runs the regional forms of ``regional`` (nothing without).
    func applyRegionalForms(_ cjk: RegionalRuns, in clusters: inout [ClusterGlyphs?]) {
        guard let regional else { return }
        for run in cjk.runs {
            let face = chain[run.face]
            let composition = RegionalComposition.composition(face, regional)
            guard composition.has(stage: 0) else { continue }
            var buffer = ShapedText.buffer(run.clusters, clusters)
            composition.apply(stage: 0, to: &buffer, gdef: face.definition, numGlyphs: face.numGlyphs)
            ShapedText.hand(buffer, to: run.clusters, in: &clusters)
        }
    }
}

/// A face's `locl` lookups under one language system of its Han script (else kana, else Hangul),
/// read the first time text in that language is shaped in the face.
enum RegionalComposition {
    /// The script tags tried, first found wins (Noto Sans CJK gives each the same language
    /// systems); a face with none of them has no regional forms.
    static let scripts = ["hani", "kana", "hang"]

    /// The composition of `face` for `forms`: one stage, the language system's `locl`.
    static func composition(_ face: FontFace, _ forms: RegionalForms) -> GlyphComposition {
        let key = face.id * 8 + Int(forms.rawValue)
        if let hit = cache.value(for: key) { return hit }
        let made = (try? GlyphComposition(gsub: face.gsub, tags: scripts, language: forms.languageSystem,
                                          stages: [["locl"]])) ?? .none
        cache.insert(made, for: key, size: 1)
        return made
    }

    /// Faces come and go (registered fonts): the cache stays small.
    private static let cache = BoundedCache<Int, GlyphComposition>(maxEntries: 64, maxBytes: 64)
}
