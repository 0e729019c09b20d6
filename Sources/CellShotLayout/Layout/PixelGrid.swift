/// The device-pixel grid at one scale: the one place the layout snaps points to pixels.
/// Every edge rounds to the nearest device pixel (`(v × scale).rounded() / scale`, ties away
/// from zero); a row or screen height rounds up to whole pixels, so the canvas makes exactly
/// that many rows.
struct PixelGrid {
    /// Device pixels per point.
    let scale: Double

    /// `length` points on the nearest device pixel.
    func snap(_ length: Double) -> Double { (length * scale).rounded() / scale }

    /// `length` points rounded up to whole device pixels.
    func snapUp(_ length: Double) -> Double { (length * scale).rounded(.up) / scale }

    /// `length` points rounded up to whole device pixels, except that a value within 10⁻⁶ pixel
    /// of a whole pixel is that pixel (arithmetic noise does not add a row).
    func wholePixels(_ length: Double) -> Double {
        let pixels = length * scale
        return (abs(pixels - pixels.rounded()) <= 1e-6 ? pixels.rounded() : pixels.rounded(.up)) / scale
    }

    /// Whether `length` points lie within 10⁻⁶ pixel of a whole device pixel.
    func isWhole(_ length: Double) -> Bool {
        let pixels = length * scale
        return abs(pixels - pixels.rounded()) <= 1e-6
    }
}
