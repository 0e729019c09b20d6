import CellShotRaster

extension TextLayout {
    /// Emits a colour glyph (emoji) as an `.image` operation: its bitmap scaled to the device
    /// pixel size, placed on whole device pixels (pen rounded, baseline `baseline`) so the canvas
    /// copies it 1:1 (or, above the strike's size, scales it bilinearly). Text colour does not tint it; layer opacity applies as to any image.
    /// A glyph whose bitmap cannot be decoded draws nothing (shaping already noted it as missing).
    static func drawColorGlyph(_ glyph: UInt16, face: FontFace, penX: Double, baseline: Int, pixelSize: Double,
                               scale: Double, into list: inout DisplayList) {
        guard let sprite = ColorGlyphCache.shared.sprite(face: face, glyph: glyph, pixelSize: pixelSize) else { return }
        let x = Int(penX.rounded()) + sprite.x, y = baseline + sprite.y
        list.append(.image(sprite.image, Rect(x: Double(x) / scale, y: Double(y) / scale,
                                              width: Double(sprite.width) / scale,
                                              height: Double(sprite.height) / scale)))
    }
}
