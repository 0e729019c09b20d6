import CellShotText
import FuzzSupport

/// Font loading and shaping through the public API: the input is a TrueType file with a
/// short text after it (the last byte says how many trailing bytes are text). The font is
/// registered, text in it is laid out (kerning, line breaking, truncation) and drawn, then
/// the font is unregistered, so every input starts from the same registry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FontInput(data, size) else { return 0 }
    let text = input.text.isEmpty ? "Hamburgefonstiv AVATAR fi 0123" : input.text
    let registry = FontRegistry.shared
    guard (try? registry.register(name: "Fuzz", data: input.font)) != nil else { return 0 }
    defer { registry.unregister(name: "Fuzz") }
    for (size, width) in [(17.0, 120.0 as Double?), (9.5, nil)] {
        let layout = TextLayout(text, font: Font(family: "Fuzz", weight: .regular, size: size), width: width,
                                numberOfLines: 2)
        var list = DisplayList()
        layout.draw(at: Point(2, 2), color: .black, into: &list)
        _ = try? list.render(size: Size(width: 128, height: 48), scale: 2, background: .white)
    }
    return 0
}
