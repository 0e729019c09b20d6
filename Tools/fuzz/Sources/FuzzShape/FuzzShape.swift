import CellShotText
import FuzzSupport

/// Arabic (joining forms, marks, digits), Hebrew (points), Latin (ligatures, kerning) and
/// emoji sequences (skin tone, ZWJ, flag, keycap: presentation and the colour emoji face).
private let samples = ["مرحبا بالعالم ١٢٣", "שָׁלוֹם עולם 42", "office ffi AVAWAY Tŷ é", "Hi 👍🏽 👨‍👩‍👧 🇫🇷 1️⃣"]

/// Font loading and shaping of right-to-left and left-to-right scripts through the public
/// API: the input is a font file (TrueType or CFF outlines, with GSUB/GPOS) followed by a
/// short text (the last byte says how many trailing bytes are text). The font is registered,
/// the text and one fixed sample (Arabic, Hebrew, Latin or emoji, picked by the input's length,
/// so every input exercises all four as it grows and shrinks) are shaped in both paragraph
/// directions and one line of each is drawn, then the font is unregistered, so every input
/// starts from the same registry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShape(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FontInput(data, size) else { return 0 }
    let registry = FontRegistry.shared
    guard (try? registry.register(name: "Fuzz", data: input.font)) != nil else { return 0 }
    defer { _ = registry.unregister(name: "Fuzz") }
    let font = Font(family: "Fuzz", weight: .regular, size: 17)
    for sample in [input.text, samples[size % samples.count]] where !sample.isEmpty {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            _ = font.shape(sample, direction: direction)
        }
        let layout = TextLayout(sample, font: font, width: 120, numberOfLines: 1)
        var list = DisplayList()
        layout.draw(at: Point(2, 2), color: .black, into: &list)
        _ = try? list.render(size: Size(width: 128, height: 32), scale: 2, background: .white)
    }
    return 0
}
