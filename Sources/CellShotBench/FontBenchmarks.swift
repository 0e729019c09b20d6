import CellShotText

/// The font registry. `font.unregister` registers Roboto under a new name, renders one glyph
/// of it and unregisters it (what a fuzz or test run does per font) while the glyph cache holds
/// ≈ 20 000 masks of other faces; `font.unregister.empty-cache` is the same cycle with the
/// cache empty, the in-run baseline: the difference is what dropping one face costs in a full cache.
enum FontBenchmarks {
    static var all: [Benchmark] {
        [cycle("font.unregister", warmMasks: 20_000), cycle("font.unregister.empty-cache", warmMasks: 0)]
    }

    static let family = "BenchUnregister"

    static func cycle(_ name: String, warmMasks: Int) -> Benchmark {
        Benchmark(name) {
            guard let roboto = FontRegistry.bundledFontData("Roboto-Regular") else { throw FontError.missingTable("sfnt") }
            let registry = FontRegistry.shared
            registry.removeCachedGlyphs()
            warm(masks: warmMasks)
            let font = Font(family: family, size: 17)
            return {
                try registry.register(name: family, data: roboto)
                blackHole(font.glyphRendering(for: "A", scale: 3))
                registry.unregister(name: family)
            }
        }
    }

    /// Fills the glyph cache with at least `masks` masks of the default face: 52 letters × 4
    /// subpixel phases at pixel sizes 12, 12 + 12/64, … (each a distinct cache key).
    static func warm(masks: Int) {
        let font = Font(size: 12)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var step = 0
        while FontRegistry.shared.cachedGlyphCount < masks {
            let scale = 1 + Double(step) / 64
            for letter in letters {
                for phase in 0..<4 { blackHole(font.glyphRendering(for: letter, scale: scale, phase: phase)) }
            }
            step += 1
        }
    }
}
