import CellShotPNG
import CellShotRaster

/// PNG encode/decode on the synthetic card and on a 2048×2048 page of cards, plus the
/// libpng-defaults baseline the encoder goal is measured against.
package enum PNGBenchmarks {
    static var all: [Benchmark] {
        [
            encode("png.encode.card", card, cardBytes, .default),
            decode("png.decode.card", card, cardBytes),
            encode("png.encode.2048", page, pageBytes, .default),
            decode("png.decode.2048", page, pageBytes),
            encode("png.encode.card.libpng-default", card, cardBytes, .libpngDefault),
            encode("png.encode.2048.libpng-default", page, pageBytes, .libpngDefault),
        ]
    }

    static let cardBytes = 1125 * 264 * 4
    static let pageBytes = 2048 * 2048 * 4

    /// The realistic 1125×264 card.
    package static func card() -> Image { SyntheticCard.make() }

    /// A 2048×2048 page: eight 2048×256 cards, each a different variant, stacked.
    package static func page() -> Image {
        var page = Image(width: 2048, height: 2048)
        let rowBytes = 2048 * 4
        for i in 0..<8 {
            let strip = SyntheticCard.make(width: 2048, height: 256, variant: i * 3)
            page.pixels.replaceSubrange(i * 256 * rowBytes..<(i + 1) * 256 * rowBytes, with: strip.pixels)
        }
        return page
    }

    private static func encode(_ name: String, _ make: @escaping () -> Image, _ bytes: Int, _ options: PNGEncoder.Options) -> Benchmark {
        Benchmark(name, bytesPerRun: bytes) {
            let image = make()
            let encoder = PNGEncoder(options: options)
            return { blackHole(try encoder.encode(image)) }
        }
    }

    private static func decode(_ name: String, _ make: @escaping () -> Image, _ bytes: Int) -> Benchmark {
        Benchmark(name, bytesPerRun: bytes) {
            let bytes = try PNGEncoder().encode(make())
            let decoder = PNGDecoder()
            return { blackHole(try decoder.decode(bytes)) }
        }
    }
}
