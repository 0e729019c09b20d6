import CellShotText

/// Font loading and shaping of right-to-left and left-to-right scripts through the public
/// API: the input is a font file (TrueType or CFF outlines, with GSUB/GPOS) followed by a
/// short text (the last byte says how many trailing bytes are text). The font is registered,
/// the text and fixed Arabic, Hebrew and Latin samples are shaped in both paragraph
/// directions and one line of each is drawn, then the font is unregistered, so every input
/// starts from the same registry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShape(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let last = bytes.last else { return 0 }
    let textCount = min(Int(last), bytes.count - 1)
    let fontBytes = Array(bytes[..<(bytes.count - 1 - textCount)])
    let text = String(decoding: bytes[(bytes.count - 1 - textCount)..<(bytes.count - 1)], as: UTF8.self)
    let registry = FontRegistry.shared
    guard (try? registry.register(name: "Fuzz", data: fontBytes)) != nil else { return 0 }
    defer { _ = registry.unregister(name: "Fuzz") }
    let font = Font(family: "Fuzz", weight: .regular, size: 17)
    for sample in [text, "مرحبا بالعالم ١٢٣", "שָׁלוֹם עולם 42", "office ffi AVAWAY Tŷ é"] where !sample.isEmpty {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            _ = font.shape(sample, direction: direction)
        }
        let layout = TextLayout(sample, font: font, width: 120, numberOfLines: 1)
        var list = DisplayList()
        layout.draw(at: Point(2, 2), color: .black, scale: 2, into: &list)
        _ = try? list.render(size: Size(width: 128, height: 32), scale: 2, background: .white)
    }
    return 0
}
