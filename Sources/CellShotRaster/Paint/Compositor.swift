internal import CRasterKernels

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

    /// Blends `color` through `coverage[x]` onto `dst` pixels `range` (dst points at pixel 0 of
    /// the row, 4-byte aligned). Runs of 8 fully covered or uncovered pixels are handled whole;
    /// `scaled` (from ``scaledTable(_:)``) replaces the per-pixel scaling of the colour.
    @inline(__always)
    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<UInt8>, range: Range<Int>,
                           color: PremultipliedPixel, scaled: UnsafePointer<UInt32>? = nil) {
        if color.a == 0 { return }
        let opaque = color.a == 255
        let word = UInt32(littleEndian: color.r | color.g << 8 | color.b << 16 | color.a << 24)
        let rb = color.r | color.b << 16, ga = color.g | color.a << 16
        let raw = UnsafeMutableRawPointer(dst)
        let cov = UnsafeRawPointer(coverage)
        var x = range.lowerBound
        let end = range.upperBound
        while x < end {
            if x + 8 <= end {
                let eight = cov.loadUnaligned(fromByteOffset: x, as: UInt64.self)
                if eight == 0 { x += 8; continue }
                if eight == UInt64.max && opaque {
                    for k in 0..<8 { raw.storeBytes(of: word, toByteOffset: 4 * (x + k), as: UInt32.self) }
                    x += 8; continue
                }
            }
            let c = UInt32(coverage[x])
            if c == 255 && opaque {
                raw.storeBytes(of: word, toByteOffset: 4 * x, as: UInt32.self)
            } else if c != 0 {
                if let scaled {
                    overPacked(raw, 4 * x, scaled[2 * Int(c)], scaled[2 * Int(c) + 1])
                } else {
                    let srb = c == 255 ? rb : mulDiv255(rb, c), sga = c == 255 ? ga : mulDiv255(ga, c)
                    overPacked(raw, 4 * x, srb, sga)
                }
            }
            x += 1
        }
    }

    /// `blendSolid` onto pixels known to be opaque (alpha 255), `count` pixels from `dst` with
    /// `coverage[0..<count]`: the same bytes, since source-over keeps an opaque pixel opaque and
    /// `s + div255(d · (255 − sₐ))` is exact for coverage 0 and 255 too. Each channel becomes
    /// `div255(colour · m) + div255(d · (255 − div255(a · m)))`, computed by a C kernel (fast in
    /// a debug build too), eight pixels at a time, skipping groups without coverage.
    @inline(__always)
    static func blendSolidOntoOpaque(_ dst: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int,
                                     color: PremultipliedPixel) {
        cs_blend_solid_onto_opaque(UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt8.self), coverage, count,
                                   color.r, color.g, color.b, color.a)
    }

    /// ``blendSolidOntoOpaque(_:coverage:count:color:)`` over `height` rows of `width` pixels in
    /// one call: row y starts at `dst + y · dstStride` words, its coverage at
    /// `coverage + y · coverageStride` (a glyph or shadow mask onto an opaque canvas).
    @inline(__always)
    static func blendMaskOntoOpaque(_ dst: UnsafeMutablePointer<UInt32>, dstStride: Int, coverage: UnsafePointer<UInt8>,
                                    coverageStride: Int, width: Int, height: Int, color: PremultipliedPixel) {
        cs_blend_mask_onto_opaque(UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt8.self), 4 * dstStride, coverage,
                                  coverageStride, width, height, color.r, color.g, color.b, color.a)
    }

    /// ``blendSolidOntoOpaque(_:coverage:count:color:)`` over the columns `range` of a row of
    /// opaque premultiplied bytes, with coverage indexed by column like ``blendSolid``.
    @inline(__always)
    static func blendSolidOntoOpaque(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<UInt8>, range: Range<Int>,
                                     color: PremultipliedPixel) {
        (dst + 4 * range.lowerBound).withMemoryRebound(to: UInt32.self, capacity: range.count) {
            blendSolidOntoOpaque($0, coverage: coverage + range.lowerBound, count: range.count, color: color)
        }
    }

    /// The colour scaled by every coverage value, as packed lanes: entries 2c and 2c + 1 hold
    /// (R|B<<16, G|A<<16) · c / 255 — worth building for masks of many pixels.
    static func scaledTable(_ color: PremultipliedPixel) -> [UInt32] {
        let rb = color.r | color.b << 16, ga = color.g | color.a << 16
        var t = [UInt32](repeating: 0, count: 512)
        for c in 0..<256 {
            t[2 * c] = c == 255 ? rb : mulDiv255(rb, UInt32(c))
            t[2 * c + 1] = c == 255 ? ga : mulDiv255(ga, UInt32(c))
        }
        return t
    }

    /// `div255(lane · c)` for the two 8-bit values held in bits 0–7 and 16–23 of `x`: the
    /// compositor's rounding rule on both lanes at once (each lane's sum stays below 2¹⁶).
    @inline(__always)
    static func mulDiv255(_ x: UInt32, _ c: UInt32) -> UInt32 {
        let t = x &* c &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Source-over of a premultiplied source given as packed lanes (R|B<<16, G|A<<16) onto the
    /// pixel at byte `offset`. Premultiplied pixels keep every channel ≤ alpha, so no lane
    /// exceeds 255 and the result equals `over`'s.
    @inline(__always)
    static func overPacked(_ raw: UnsafeMutableRawPointer, _ offset: Int, _ srb: UInt32, _ sga: UInt32) {
        let sa = sga >> 16
        if sa == 0 { return }
        let d = UInt32(littleEndian: raw.load(fromByteOffset: offset, as: UInt32.self))
        let ia = 255 &- sa
        let orb = srb &+ mulDiv255(d & 0x00FF_00FF, ia)
        let oga = sga &+ mulDiv255((d >> 8) & 0x00FF_00FF, ia)
        raw.storeBytes(of: UInt32(littleEndian: orb | oga << 8), toByteOffset: offset, as: UInt32.self)
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

    /// Converts premultiplied pixels to straight RGBA8: `c · 255 / a` rounded half up, capped at
    /// 255; opaque and fully transparent pixels are copied / zeroed as whole words.
    static func unpremultiply(_ src: UnsafeBufferPointer<UInt8>, into dst: UnsafeMutableBufferPointer<UInt8>) {
        let n = min(src.count, dst.count) / 4
        guard n > 0, let sb = src.baseAddress, let db = dst.baseAddress else { return }
        let s32 = UnsafeRawPointer(sb), d32 = UnsafeMutableRawPointer(db)
        for i in 0..<n {
            let raw = s32.load(fromByteOffset: 4 * i, as: UInt32.self)
            let v = UInt32(littleEndian: raw)
            let a = v >> 24
            if a == 255 { d32.storeBytes(of: raw, toByteOffset: 4 * i, as: UInt32.self); continue }
            if a == 0 { d32.storeBytes(of: 0, toByteOffset: 4 * i, as: UInt32.self); continue }
            let half = a / 2
            let r = min(255, ((v & 0xFF) * 255 + half) / a)
            let g = min(255, (((v >> 8) & 0xFF) * 255 + half) / a)
            let b = min(255, (((v >> 16) & 0xFF) * 255 + half) / a)
            d32.storeBytes(of: UInt32(littleEndian: r | g << 8 | b << 16 | a << 24), toByteOffset: 4 * i, as: UInt32.self)
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
