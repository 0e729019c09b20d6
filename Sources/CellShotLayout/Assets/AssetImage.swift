import CellShotPNG
import CellShotRaster

/// An image from a catalog, ready to draw: its bitmap, the bitmap's pixels per point, and
/// whether it is a template (drawn in the foreground colour through its alpha).
public struct AssetImage: Hashable, Sendable {
    /// The bitmap (a vector file is rasterized at the display scale).
    public var image: Image
    /// Bitmap pixels per point.
    public var scale: Double
    /// Template rendering intent: drawn in the tint, keeping only the alpha.
    public var isTemplate: Bool

    /// The natural size in points.
    public var size: Size { Size(width: Double(image.width) / scale, height: Double(image.height) / scale) }

    /// Largest decoded bitmap side: a PNG whose header claims more is refused before inflating.
    public static let maxSide = 4096

    /// The bitmap recoloured `tint` with its alpha kept (what a template draws).
    public func tinted(_ tint: Color) -> Image {
        var out = image
        let red = Color.byte(tint.red), green = Color.byte(tint.green), blue = Color.byte(tint.blue)
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            let alpha = Int(out.pixels[i + 3]) * Int(Color.byte(tint.alpha))
            out.pixels[i] = red; out.pixels[i + 1] = green; out.pixels[i + 2] = blue
            out.pixels[i + 3] = UInt8((alpha + 127) / 255)
        }
        return out
    }

    /// A vector drawing of `size` points rasterized at the display `scale`.
    private static func vector(_ size: Size, _ ops: [DisplayList.Operation], file: String, scale: Double, template: Bool) throws(AssetError) -> AssetImage {
        guard size.width * scale <= Double(maxSide), size.height * scale <= Double(maxSide) else {
            throw .badImage(file: file, reason: "vector image larger than \(maxSide) pixels at \(scale)×")
        }
        do {
            return AssetImage(image: try DisplayList(ops).render(size: size, scale: scale), scale: scale, isTemplate: template)
        } catch { throw .badImage(file: file, reason: String(describing: error)) }
    }

    package static func decode(_ bytes: [UInt8], file: String, scale: Double?, displayScale: Double, template: Bool) throws(AssetError) -> AssetImage {
        let lower = file.lowercased()
        if lower.hasSuffix(".svg") {
            let svg = try AssetSVG(bytes, file: file)
            return try vector(svg.size, svg.operations(in: Rect(origin: .zero, size: svg.size), tint: nil), file: file, scale: displayScale, template: template)
        }
        if lower.hasSuffix(".pdf") {
            let pdf = try AssetPDF(bytes, file: file)
            return try vector(pdf.size, pdf.operations(in: Rect(origin: .zero, size: pdf.size), tint: nil), file: file, scale: displayScale, template: template)
        }
        let limits = PNGDecoder.Limits(maxWidth: maxSide, maxHeight: maxSide, maxPixels: maxSide * maxSide)
        do {
            return AssetImage(image: try PNGDecoder(limits: limits).decode(bytes), scale: scale ?? 1, isTemplate: template)
        } catch { throw .badImage(file: file, reason: String(describing: error)) }
    }
}
