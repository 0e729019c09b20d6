/// Roots and the sRGB power built only from + − × ÷, so they give the same bits everywhere
/// (the colour-difference metrics of image comparison use them).
extension DeterministicMath {
    /// The real cube root, by Newton's iteration from above (monotone, stops when it stops falling).
    package static func cbrt(_ t: Double) -> Double {
        guard t.isFinite else { return t }
        if t == 0 { return 0 }
        if t < 0 { return -cbrt(-t) }
        return nthRoot(t, 3)
    }

    /// x^(1/n) for finite x > 0 and small n ≥ 2: Newton from a start above the root.
    package static func nthRoot(_ x: Double, _ n: Int) -> Double {
        let fn = Double(n)
        var y = x > 1 ? x : 1
        for _ in 0..<2000 {
            var p = 1.0
            for _ in 0..<(n - 1) { p *= y }   // y^(n−1)
            let next = ((fn - 1) * y + x / p) / fn
            if !(next < y) { break }
            y = next
        }
        return y
    }

    /// x^2.4 for x in [0, 1] as x² · (x²)^(1/5).
    package static func pow24(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        let x2 = x * x
        return x2 * nthRoot(x2, 5)
    }

    /// sRGB transfer: an encoded component in 0…1 to linear light.
    package static func srgbToLinear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow24((v + 0.055) / 1.055)
    }
}
