/// Premultiplied RGBA8 compositing, source-over, gamma-naive in sRGB.
///
/// The one rounding rule: a product `t = x · y` of two bytes is divided by 255 as
/// `div255(t) = (t + 128 + ((t + 128) >> 8)) >> 8`, which equals `t / 255` rounded half up
/// for every `t` in 0…65 025. Source-over is `d' = s + div255(d · (255 − sₐ))` per channel.
enum Compositor {
    @inline(__always)
    static func div255(_ t: UInt32) -> UInt32 {
        let u = t &+ 128
        return (u &+ (u >> 8)) >> 8
    }

    /// A colour as premultiplied bytes packed R, G, B, A (low to high byte in memory order).
    @inline(__always)
    static func premultiplied(_ c: Color) -> PremultipliedPixel {
        let a = UInt32(Color.byte(c.alpha))
        return PremultipliedPixel(r: div255(UInt32(Color.byte(c.red)) * a), g: div255(UInt32(Color.byte(c.green)) * a),
                                  b: div255(UInt32(Color.byte(c.blue)) * a), a: a)
    }

    /// Blends `color` through `coverage[x]` onto `dst` pixels `range` (dst points at pixel 0 of the row).
    @inline(__always)
    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<UInt8>, range: Range<Int>,
                           color: PremultipliedPixel) {
        if color.a == 0 { return }
        let opaque = color.a == 255
        for x in range {
            let c = UInt32(coverage[x])
            if c == 0 { continue }
            let p = dst + 4 * x
            if c == 255 {
                if opaque {
                    p[0] = UInt8(truncatingIfNeeded: color.r); p[1] = UInt8(truncatingIfNeeded: color.g)
                    p[2] = UInt8(truncatingIfNeeded: color.b); p[3] = 255
                    continue
                }
                over(p, color.r, color.g, color.b, color.a)
            } else {
                over(p, div255(color.r * c), div255(color.g * c), div255(color.b * c), div255(color.a * c))
            }
        }
    }

    /// Blends per-pixel premultiplied `source` (4 bytes per pixel, indexed like `dst`) through
    /// `coverage` onto `dst` over `range`.
    @inline(__always)
    static func blendShaded(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>,
                            coverage: UnsafePointer<UInt8>, range: Range<Int>) {
        for x in range {
            let c = UInt32(coverage[x])
            if c == 0 { continue }
            let s = source + 4 * x
            let r = UInt32(s[0]), g = UInt32(s[1]), b = UInt32(s[2]), a = UInt32(s[3])
            if c == 255 {
                over(dst + 4 * x, r, g, b, a)
            } else {
                over(dst + 4 * x, div255(r * c), div255(g * c), div255(b * c), div255(a * c))
            }
        }
    }

    /// Source-over of one premultiplied source pixel onto `p`.
    @inline(__always)
    static func over(_ p: UnsafeMutablePointer<UInt8>, _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) {
        if a == 0 { return }
        if a == 255 {
            p[0] = UInt8(truncatingIfNeeded: r); p[1] = UInt8(truncatingIfNeeded: g)
            p[2] = UInt8(truncatingIfNeeded: b); p[3] = 255
            return
        }
        let ia = 255 - a
        p[0] = UInt8(truncatingIfNeeded: min(255, r + div255(UInt32(p[0]) * ia)))
        p[1] = UInt8(truncatingIfNeeded: min(255, g + div255(UInt32(p[1]) * ia)))
        p[2] = UInt8(truncatingIfNeeded: min(255, b + div255(UInt32(p[2]) * ia)))
        p[3] = UInt8(truncatingIfNeeded: min(255, a + div255(UInt32(p[3]) * ia)))
    }

    /// Multiplies `coverage[range]` by `clip[range]` in place and returns the sub-range that
    /// may still be non-zero.
    @inline(__always)
    static func applyClip(_ coverage: UnsafeMutablePointer<UInt8>, clip: UnsafePointer<UInt8>, range: Range<Int>) {
        for x in range {
            let k = clip[x]
            if k == 255 { continue }
            coverage[x] = k == 0 ? 0 : UInt8(truncatingIfNeeded: div255(UInt32(coverage[x]) * UInt32(k)))
        }
    }

    /// Converts premultiplied pixels to straight RGBA8: `c · 255 / a` rounded half up, capped at 255.
    static func unpremultiply(_ src: UnsafeBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        let n = min(src.count, dst.count)
        while i + 3 < n {
            let a = UInt32(src[i + 3])
            if a == 255 {
                dst[i] = src[i]; dst[i + 1] = src[i + 1]; dst[i + 2] = src[i + 2]; dst[i + 3] = 255
            } else if a == 0 {
                dst[i] = 0; dst[i + 1] = 0; dst[i + 2] = 0; dst[i + 3] = 0
            } else {
                let half = a / 2
                dst[i] = UInt8(truncatingIfNeeded: min(255, (UInt32(src[i]) * 255 + half) / a))
                dst[i + 1] = UInt8(truncatingIfNeeded: min(255, (UInt32(src[i + 1]) * 255 + half) / a))
                dst[i + 2] = UInt8(truncatingIfNeeded: min(255, (UInt32(src[i + 2]) * 255 + half) / a))
                dst[i + 3] = UInt8(truncatingIfNeeded: a)
            }
            i += 4
        }
    }

    /// Premultiplies straight RGBA8 pixels (`div255(c · a)`).
    static func premultiply(_ src: UnsafeBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        let n = min(src.count, dst.count)
        while i + 3 < n {
            let a = UInt32(src[i + 3])
            dst[i] = UInt8(truncatingIfNeeded: div255(UInt32(src[i]) * a))
            dst[i + 1] = UInt8(truncatingIfNeeded: div255(UInt32(src[i + 1]) * a))
            dst[i + 2] = UInt8(truncatingIfNeeded: div255(UInt32(src[i + 2]) * a))
            dst[i + 3] = src[i + 3]
            i += 4
        }
    }
}

/// A premultiplied colour, each component 0…255 held in a UInt32 for arithmetic.
struct PremultipliedPixel: Hashable, Sendable {
    var r, g, b, a: UInt32
}
