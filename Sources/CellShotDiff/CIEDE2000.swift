import CellShotRaster

/// A CIELAB colour (D65 white).
package struct LabColor: Hashable, Sendable {
    package var l: Double
    package var a: Double
    package var b: Double
    package init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
}

/// CIEDE2000 colour difference (Sharma, Wu & Dalal 2005) and sRGB → CIELAB, all with
/// deterministic math: roots by Newton iteration, angles and exponentials from `DeterministicMath`.
package enum CIEDE2000 {
    /// Linear-light value of each 8-bit sRGB code.
    static let linearTable: [Double] = (0..<256).map { DeterministicMath.srgbToLinear(Double($0) / 255) }

    /// CIELAB of an sRGB colour given as 0…255 components (fractions allowed after alpha blending).
    package static func lab(r: Double, g: Double, b: Double) -> LabColor {
        labFromLinear(DeterministicMath.srgbToLinear(r / 255),
                      DeterministicMath.srgbToLinear(g / 255),
                      DeterministicMath.srgbToLinear(b / 255))
    }

    /// CIELAB of an opaque 8-bit sRGB colour (table lookup for the transfer curve).
    @inline(__always) static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> LabColor {
        linearTable.withUnsafeBufferPointer { t in labFromLinear(t[Int(r)], t[Int(g)], t[Int(b)]) }
    }

    /// CIELAB of an RGBA8 pixel; a translucent one is first blended over the comparison's
    /// background at byte offset `k` (the same background the YIQ metric uses).
    @inline(__always) static func lab(pixel p: UnsafePointer<UInt8>, k: Int, _ yiq: YIQ) -> LabColor {
        if p[3] == 255 { return lab(p[0], p[1], p[2]) }
        let (rb, gb, bb) = yiq.background(k)
        let a = Double(p[3]), ia = 255 - a
        return lab(r: (Double(p[0]) * a + rb * ia) / 255,
                   g: (Double(p[1]) * a + gb * ia) / 255,
                   b: (Double(p[2]) * a + bb * ia) / 255)
    }

    /// Linear sRGB (D65) → XYZ → CIELAB.
    static func labFromLinear(_ r: Double, _ g: Double, _ b: Double) -> LabColor {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return LabColor(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    @inline(__always) private static func f(_ t: Double) -> Double {
        let e = 216.0 / 24389.0   // (6/29)^3
        let k = 24389.0 / 27.0
        return t > e ? DeterministicMath.cbrt(t) : (k * t + 16) / 116
    }

    private static let degrees = 180 / DeterministicMath.pi
    private static let radians = DeterministicMath.pi / 180

    /// ΔE00 between two CIELAB colours (kL = kC = kH = 1).
    package static func deltaE(_ c1: LabColor, _ c2: LabColor) -> Double {
        let cab1 = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let cab2 = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let cBar = (cab1 + cab2) / 2
        let cBar7 = pow7(cBar)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + 6_103_515_625)).squareRoot())   // 25^7
        let a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a
        let cp1 = (a1 * a1 + c1.b * c1.b).squareRoot()
        let cp2 = (a2 * a2 + c2.b * c2.b).squareRoot()
        let h1 = hueDegrees(c1.b, a1), h2 = hueDegrees(c2.b, a2)

        let dL = c2.l - c1.l
        let dC = cp2 - cp1
        // Exactly opposite hues come out of atan2 a few ulps away from 180° apart; a 1e-10°
        // margin keeps them on the |Δh| ≤ 180° side, as the published pairs 13–14 require.
        let eps = 1e-10
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = h2 - h1
            if dh > 180 + eps { dh -= 360 } else if dh < -180 - eps { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * DeterministicMath.sin(dh * radians / 2)

        let lBar = (c1.l + c2.l) / 2
        let cpBar = (cp1 + cp2) / 2
        var hBar = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) > 180 + eps { hBar += hBar < 360 ? 360 : -360 }
            hBar /= 2
        }
        let t = 1 - 0.17 * DeterministicMath.cos((hBar - 30) * radians) + 0.24 * DeterministicMath.cos(2 * hBar * radians)
            + 0.32 * DeterministicMath.cos((3 * hBar + 6) * radians) - 0.20 * DeterministicMath.cos((4 * hBar - 63) * radians)
        let hh = (hBar - 275) / 25
        let dTheta = 30 * DeterministicMath.exp(-hh * hh)
        let cpBar7 = pow7(cpBar)
        let rc = 2 * (cpBar7 / (cpBar7 + 6_103_515_625)).squareRoot()
        let l50 = (lBar - 50) * (lBar - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cpBar
        let sh = 1 + 0.015 * cpBar * t
        let rt = -DeterministicMath.sin(2 * dTheta * radians) * rc
        let tl = dL / sl, tc = dC / sc, th = dH / sh
        let sum = tl * tl + tc * tc + th * th + rt * tc * th
        return sum > 0 ? sum.squareRoot() : 0
    }

    @inline(__always) private static func pow7(_ x: Double) -> Double {
        let x2 = x * x
        return x2 * x2 * x2 * x
    }

    /// Hue angle in degrees 0 ..< 360 (0 for a neutral colour).
    @inline(__always) private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = DeterministicMath.atan2(b, a) * degrees
        return h < 0 ? h + 360 : h
    }

    /// Checks the implementation on published pairs before it judges any pixel; throws
    /// ``DiffError/metricUnavailable(_:reason:)`` instead of letting a broken metric pass images.
    static func selfCheck() throws(DiffError) {
        if let failure = selfCheckFailure { throw .metricUnavailable(.ciede2000, reason: failure) }
    }

    private static let selfCheckFailure: String? = {
        // Sharma, Wu & Dalal (2005), pairs 1, 17 and 25, and sRGB white / black.
        let checks: [(LabColor, LabColor, Double)] = [
            (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
            (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
            (LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        ]
        for (a, b, expected) in checks {
            let d = deltaE(a, b)
            guard d.isFinite, abs(d - expected) < 0.0001 else {
                return "self-check ΔE00 \(d), expected \(expected)"
            }
        }
        let white = lab(255, 255, 255), black = lab(0, 0, 0)
        guard abs(white.l - 100) < 0.01, abs(black.l) < 1e-9 else {
            return "self-check sRGB → Lab gave L \(white.l) for white, \(black.l) for black"
        }
        return nil
    }()
}
