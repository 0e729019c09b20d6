import CellShotText

/// The font registry. `font.unregister` registers Roboto under a new name, renders one glyph
/// of it and unregisters it (what a fuzz or test run does per font) while the glyph cache holds
/// ≈ 20 000 masks of other faces; `font.unregister.empty-cache` is the same cycle with the
/// cache empty, the in-run baseline: the difference is what dropping one face costs in a full cache.
/// `font.register.inter` registers Inter Regular's bytes and unregisters them: parsing a face's
/// tables, what each process pays the first time it draws with a bundled face. The bytes take
/// one of nine trailing paddings in turn, one more than the parsed faces kept, so none is shared.
enum FontBenchmarks {
    static var all: [Benchmark] {
        [cycle("font.unregister", warmMasks: 20_000), cycle("font.unregister.empty-cache", warmMasks: 0), register("font.register.inter")]
    }

    static func register(_ name: String) -> Benchmark {
        Benchmark(name) {
            guard let inter = FontRegistry.bundledFontData("Inter-Regular") else { throw FontError.missingTable("sfnt") }
            let variants = (1...9).map { inter + [UInt8](repeating: 0, count: $0) }
            let registry = FontRegistry.shared
            var next = 0
            return {
                try registry.register(name: family, data: variants[next])
                registry.unregister(name: family)
                next = (next + 1) % variants.count
            }
        }
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
