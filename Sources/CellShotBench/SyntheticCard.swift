import CellShotRaster

/// A realistic card-like test image built without the raster engine, so the PNG and diff
/// benchmarks measure only their own module: flat fills, anti-aliased rounded shapes,
/// a soft shadow and text-like strokes, 1125×264 px by default (a 375×88 pt card at 3×).
enum SyntheticCard {
    /// Variant 0 is the base card; 1 moves the badge 1 px and draws different "text" strokes;
    /// 2 moves the badge 1 px and changes one glyph of the title only (a small, local change).
    static func make(width: Int = 1125, height: Int = 264, variant: Int = 0) -> Image {
        var image = Image(width: width, height: height, color: RGBA8(242, 242, 247))
        let imageWidth = Double(width), imageHeight = Double(height)
        let card = RoundRect(x0: 30, y0: 18, x1: imageWidth - 30, y1: imageHeight - 30, radius: 36)
        // Soft shadow: darkness falls off smoothly with the distance outside the card.
        paint(&image, card.offset(dy: 6), feather: 24) { distance in
            let falloff = max(0, min(1, 1 - distance / 24))
            return RGBA8(0, 0, 0, UInt8((falloff * falloff * 31).rounded()))
        }
        paint(&image, card, feather: 1) { distance in RGBA8(255, 255, 255, coverage(distance)) }
        // Icon-ish circle, badge capsule and two chips.
        let shift = variant == 2 ? 1.0 : Double(variant)
        paint(&image, RoundRect(x0: 78, y0: 60, x1: 150, y1: 132, radius: 36), feather: 1) {
            RGBA8(255, 59, 48, coverage($0))
        }
        paint(&image, RoundRect(x0: imageWidth - 210 + shift, y0: 60, x1: imageWidth - 120 + shift, y1: 132, radius: 36), feather: 1) {
            RGBA8(255, 59, 48, coverage($0))
        }
        paint(&image, RoundRect(x0: imageWidth - 560, y0: 160, x1: imageWidth - 380, y1: 214, radius: 18), feather: 1) {
            RGBA8(0, 122, 255, coverage($0))
        }
        paint(&image, RoundRect(x0: imageWidth - 350, y0: 160, x1: imageWidth - 120, y1: 214, radius: 18), feather: 1) {
            RGBA8(52, 199, 89, coverage($0))
        }
        // Text-like strokes: glyph-sized stems and bowls with anti-aliased edges.
        var penX = 186.0
        var seed: UInt32 = 12345 &+ UInt32(variant == 2 ? 0 : variant)
        var glyph = 0
        while penX < imageWidth - 260 {
            defer { glyph += 1 }
            seed = seed &* 1_103_515_245 &+ 12345
            let glyphWidth = 14 + Double((seed >> 16) % 18)
            let lift = variant == 2 && glyph == 3 ? 9.0 : 0
            let stem = RoundRect(x0: penX, y0: 66 + Double((seed >> 8) % 8) + lift, x1: penX + 4.6, y1: 118, radius: 2.3)
            paint(&image, stem, feather: 1) { RGBA8(28, 28, 30, coverage($0)) }
            if seed & 4 != 0 {
                let bowl = RoundRect(x0: penX + 3, y0: 84, x1: penX + glyphWidth - 2, y1: 118, radius: 14)
                paint(&image, bowl, feather: 1) { distance in RGBA8(28, 28, 30, coverage(abs(distance + 2.3) - 2.3)) }
            }
            penX += glyphWidth + 5
        }
        return image
    }

    private static func coverage(_ signedDistance: Double) -> UInt8 {
        UInt8((max(0, min(1, 0.5 - signedDistance)) * 255).rounded())
    }

    private struct RoundRect {
        var x0, y0, x1, y1, radius: Double
        func offset(dy: Double) -> RoundRect { RoundRect(x0: x0, y0: y0 + dy, x1: x1, y1: y1 + dy, radius: radius) }
        /// Signed distance from a pixel centre: negative inside.
        func distance(_ px: Double, _ py: Double) -> Double {
            let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
            let qx = abs(px - cx) - ((x1 - x0) / 2 - radius)
            let qy = abs(py - cy) - ((y1 - y0) / 2 - radius)
            let ox = max(qx, 0), oy = max(qy, 0)
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
        }
    }

    /// Blends `colour(distance)` source-over onto every pixel within `feather` of the shape.
    private static func paint(_ image: inout Image, _ shape: RoundRect, feather: Double, colour: (Double) -> RGBA8) {
        let xs = max(0, Int(shape.x0 - feather - 1))...min(image.width - 1, Int(shape.x1 + feather + 1))
        let ys = max(0, Int(shape.y0 - feather - 1))...min(image.height - 1, Int(shape.y1 + feather + 1))
        for row in ys {
            for column in xs {
                let source = colour(shape.distance(Double(column) + 0.5, Double(row) + 0.5))
                if source.a == 0 { continue }
                let destination = image[column, row]
                let alpha = Int(source.a), ia = 255 - alpha
                func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Int(top) * alpha + Int(bottom) * ia + 127) / 255) }
                image[column, row] = RGBA8(mix(source.r, destination.r), mix(source.g, destination.g), mix(source.b, destination.b), 255)
            }
        }
    }
}
