import Testing
@testable import CellShotRaster

@Suite struct CompositorTests {
    @Test func div255RoundsHalfUpForEveryProductOfTwoBytes() {
        for t in UInt32(0)...65025 {
            // t / 255 rounded half up, computed exactly in integers.
            #expect(Compositor.div255(t) == (2 * t + 255) / 510, "t \(t)")
        }
    }

    @Test func packedLanesMatchTheScalarRule() {
        for x in UInt32(0)...255 {
            for c in UInt32(0)...255 {
                let hi = 255 - x
                let packed = Compositor.mulDiv255(x | hi << 16, c)
                #expect(packed & 0xFF == Compositor.div255(x * c) && packed >> 16 == Compositor.div255(hi * c))
            }
        }
    }

    /// Partial coverage and translucent colours, against the per-channel definition
    /// d' = s·c/255 + d·(255 − sₐ·c/255)/255 with the one rounding rule.
    @Test func blendSolidFollowsTheDefinition() {
        var seed: UInt32 = 0x1234_5678
        func next() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed >> 24 }
        for _ in 0..<2000 {
            let a = next(), da = next()
            let color = PremultipliedPixel(r: Compositor.div255(next() * a), g: Compositor.div255(next() * a),
                                           b: Compositor.div255(next() * a), a: a)
            var dst: [UInt8] = [UInt8(Compositor.div255(next() * da)), UInt8(Compositor.div255(next() * da)),
                                UInt8(Compositor.div255(next() * da)), UInt8(da)]
            let before = dst.map(UInt32.init)
            let c = next()
            let cov: [UInt8] = [UInt8(c)]
            dst.withUnsafeMutableBufferPointer { d in
                cov.withUnsafeBufferPointer { Compositor.blendSolid(d.baseAddress!, coverage: $0.baseAddress!, range: 0..<1, color: color) }
            }
            let s = [color.r, color.g, color.b, color.a].map { c == 255 ? $0 : Compositor.div255($0 * c) }
            let want = (0..<4).map { UInt8(s[$0] + Compositor.div255(before[$0] * (255 - s[3]))) }
            #expect(c == 0 ? dst.map(UInt32.init) == before : dst == want, "colour \(color) over \(before) at coverage \(c)")
        }
    }

    /// The opaque-destination blend (SIMD groups of eight and the scalar tail) gives exactly
    /// `blendSolid`'s bytes for every coverage value, several colours and destinations.
    @Test func opaqueBlendMatchesBlendSolid() {
        let colours = [Color(white: 0, alpha: 0.12), Color(hex: 0xFF3B30), Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5),
                       Color(red: 1, green: 1, blue: 1, alpha: 0.01)]
        let n = 256 + 5   // every coverage value, plus a tail shorter than eight
        var state: UInt32 = 12345
        for colour in colours {
            let c = Compositor.premultiplied(colour)
            var cov = [UInt8](repeating: 0, count: n)
            var a = [UInt8](repeating: 0, count: 4 * n)
            for i in 0..<n {
                cov[i] = UInt8(truncatingIfNeeded: i * 7 + 3)
                for k in 0..<3 { state = state &* 1_664_525 &+ 1_013_904_223; a[4 * i + k] = UInt8(truncatingIfNeeded: state >> 24) }
                a[4 * i + 3] = 255
            }
            var b = a
            cov.withUnsafeBufferPointer { cp in
                a.withUnsafeMutableBufferPointer { Compositor.blendSolid($0.baseAddress!, coverage: cp.baseAddress!, range: 0..<n, color: c) }
                b.withUnsafeMutableBytes {
                    Compositor.blendSolidOntoOpaque($0.baseAddress!.assumingMemoryBound(to: UInt32.self), coverage: cp.baseAddress!,
                                                    count: n, color: c)
                }
            }
            #expect(a == b, "colour \(colour)")
        }
    }

    /// Runs of equal coverage over a plain background (where groups of eight reuse the previous
    /// group's result), broken by changes in coverage and in the destination.
    @Test func opaqueBlendOfRunsMatchesBlendSolid() {
        let n = 400
        for colour in [Color(white: 0, alpha: 0.12), Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5)] {
            let c = Compositor.premultiplied(colour)
            let cov = (0..<n).map { UInt8(truncatingIfNeeded: ($0 / 37) * 29 + ($0 == 200 ? 1 : 0)) }
            var a = [UInt8](repeating: 0, count: 4 * n)
            for i in 0..<n {
                let grey: UInt8 = i % 97 == 5 ? 0x80 : 0xF2
                a[4 * i] = grey; a[4 * i + 1] = grey; a[4 * i + 2] = 0xF7; a[4 * i + 3] = 255
            }
            var b = a
            cov.withUnsafeBufferPointer { cp in
                a.withUnsafeMutableBufferPointer { Compositor.blendSolid($0.baseAddress!, coverage: cp.baseAddress!, range: 0..<n, color: c) }
                b.withUnsafeMutableBytes {
                    Compositor.blendSolidOntoOpaque($0.baseAddress!.assumingMemoryBound(to: UInt32.self), coverage: cp.baseAddress!,
                                                    count: n, color: c)
                }
            }
            #expect(a == b, "colour \(colour)")
        }
    }

    /// A shadow directly followed by its opaque card skips the pixels the card covers; the
    /// image must equal the one drawn without the skip (the pair split by a no-op `popClip`).
    @Test func shadowUnderCardSkipsOnlyPixelsTheCardCovers() throws {
        let cases: [(Rect, Double, Bool, Double, Double)] = [
            (Rect(x: 12, y: 8, width: 351, height: 72), 12, true, 8, 3), (Rect(x: 10.3, y: 6.7, width: 80.2, height: 40.9), 8, false, 4, 3),
            (Rect(x: 5, y: 5, width: 30, height: 30), 15, true, 12, 2), (Rect(x: 7.5, y: 9.25, width: 60, height: 20), 0, true, 6, 1.5),
            (Rect(x: 4, y: 4, width: 50, height: 44), 30, false, 2, 3)]
        for (rect, radius, continuous, blur, scale) in cases {
            let shadow = DisplayList.Operation.roundedRectShadow(rect, CornerRadii(all: radius), continuous: continuous,
                                                                  Shadow(offset: Point(0, 2), blur: blur, color: Color(white: 0, alpha: 0.3)))
            let card = DisplayList.Operation.roundedRect(rect, CornerRadii(all: radius), continuous: continuous, .solid(.white))
            let size = Size(width: rect.maxX + 12, height: rect.maxY + 12)
            let skipped = try DisplayList([shadow, card]).render(size: size, scale: scale, background: Color(hex: 0xF2F2F7))
            let full = try DisplayList([shadow, .popClip, card]).render(size: size, scale: scale, background: Color(hex: 0xF2F2F7))
            #expect(skipped.pixels == full.pixels, "card \(rect) radius \(radius) continuous \(continuous) blur \(blur) scale \(scale)")
        }
    }
}
