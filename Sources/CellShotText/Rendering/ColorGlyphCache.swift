@_spi(RenderCaches) import CellShotRaster
internal import CellShotPNG

/// Colour glyphs (emoji) of bitmap faces: PNG data decoded through libpng, then scaled down by
/// area averaging to the device pixel size (a size above the strike's is left to the canvas's
/// bilinear image scaling), cached. Thread-safe. A glyph whose record or PNG data is
/// malformed is cached as its error and never drawn.
final class ColorGlyphCache: Sendable {
    static let shared = ColorGlyphCache()

    private struct Key: Hashable {
        let face: Int
        let glyph: UInt16
        /// Pixel size in 1/64 px; −1 − strike for a decoded strike bitmap.
        let size: Int
    }

    /// Decoded strike bitmaps (size = −1 − strike).
    private let decoded = BoundedCache<Key, Result<(Image, ColorBitmaps.Metrics, ppem: Int), FontError>>(
        maxEntries: 4096, maxBytes: 64 << 20, group: { $0.face })
    /// Scaled sprites.
    private let sprites = BoundedCache<Key, ColorGlyph>(maxEntries: 8192, maxBytes: 64 << 20, group: { $0.face })

    /// Largest bitmap side accepted from a PNG.
    static let maxSide = 1024
    /// Glyphs larger than this (pixels per em) are not drawn.
    static let maxPixelSize = 4096.0

    /// The glyph's bitmap in the strike for `pixelSize`, decoded, or why it cannot be drawn.
    func bitmap(face: FontFace, glyph: UInt16, pixelSize: Double)
        -> Result<(Image, ColorBitmaps.Metrics, ppem: Int), FontError> {
        guard let bitmaps = face.colorBitmaps, let strike = bitmaps.strike(forPixelSize: pixelSize) else {
            return .failure(.missingTable("CBLC"))
        }
        let key = Key(face: face.id, glyph: glyph, size: -1 - strike)
        if let cached = decoded.value(for: key) { return cached }
        let result = Result { () throws(FontError) in try ColorGlyphCache.decode(bitmaps, glyph: glyph, strike: strike) }
        let bytes = (try? result.get()).map { $0.0.pixels.count } ?? 64
        decoded.insert(result, for: key, size: bytes)
        return result
    }

    /// The glyph scaled for `pixelSize` device pixels per em; nil when it cannot be drawn.
    func sprite(face: FontFace, glyph: UInt16, pixelSize: Double) -> ColorGlyph? {
        guard pixelSize > 0, pixelSize <= ColorGlyphCache.maxPixelSize else { return nil }
        let key = Key(face: face.id, glyph: glyph, size: Int((pixelSize * 64).rounded()))
        if let cached = sprites.value(for: key) { return cached }
        guard case let .success((image, metrics, ppem)) = bitmap(face: face, glyph: glyph, pixelSize: pixelSize) else { return nil }
        let factor = Double(key.size) / 64 / Double(ppem)
        let width = max(1, Int((Double(metrics.width) * factor).rounded())), height = max(1, Int((Double(metrics.height) * factor).rounded()))
        let sprite = ColorGlyph(image: width < image.width || height < image.height ? image.areaResampled(width: width, height: height) : image,
                            width: width, height: height,
                            x: Int((Double(metrics.bearingX) * factor).rounded()), y: -Int((Double(metrics.bearingY) * factor).rounded()))
        sprites.insert(sprite, for: key, size: sprite.image.pixels.count)
        return sprite
    }

    /// Drops every cached bitmap.
    func removeAll() { decoded.removeAll(); sprites.removeAll() }

    /// Drops the bitmaps of one face (after it is unregistered), in time proportional to them.
    func removeAll(face: Int) { decoded.removeAll(group: face); sprites.removeAll(group: face) }

    /// The number of cached bitmaps and sprites of one face.
    func count(face: Int) -> Int { decoded.count(group: face) + sprites.count(group: face) }

    static func decode(_ bitmaps: ColorBitmaps, glyph: UInt16, strike: Int) throws(FontError)
        -> (Image, ColorBitmaps.Metrics, ppem: Int) {
        guard let entry = try bitmaps.bitmap(glyph, strike: strike) else {
            throw .invalidValue(table: "CBLC", offset: 0, reason: "glyph \(glyph) has no bitmap in strike \(strike)")
        }
        let metrics = entry.metrics
        guard metrics.width > 0, metrics.height > 0 else {
            throw .invalidValue(table: "CBDT", offset: entry.offset, reason: "glyph \(glyph): empty bitmap \(metrics.width)×\(metrics.height)")
        }
        let limits = PNGDecoder.Limits(maxWidth: maxSide, maxHeight: maxSide, maxPixels: maxSide * maxSide,
                                       maxChunkBytes: 1 << 16, maxChunkCount: 64)
        let image: Image
        do { image = try PNGDecoder(limits: limits).decode(entry.png) } catch {
            throw .invalidValue(table: "CBDT", offset: entry.offset, reason: "glyph \(glyph): PNG data: \(error)")
        }
        guard image.width == metrics.width, image.height == metrics.height else {
            throw .invalidValue(table: "CBDT", offset: entry.offset,
                                reason: "glyph \(glyph): PNG is \(image.width)×\(image.height), metrics say \(metrics.width)×\(metrics.height)")
        }
        return (image, metrics, entry.ppem)
    }
}
