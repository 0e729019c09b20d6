/// Deterministic elementary functions built only from + − × ÷ and `sqrt` (all correctly rounded
/// in IEEE 754), so every platform and build configuration computes the same bits. Nothing that
/// reaches a pixel may call libm's transcendental functions; use these instead.
///
/// Each function documents the maximum error measured against the platform libm over dense
/// grids in `DeterministicMathTests` (which re-checks those bounds).
public enum DeterministicMath {
    // π/2 in three pieces (the first two with trailing zero bits, so k·piece is exact for |k| < 2^20).
    private static let pio2Hi = 1.57079632673412561417e+00
    private static let pio2Mid = 6.07710050630396597660e-11
    private static let pio2Lo = 2.02226624871116645580e-21
    private static let pio2Tail = 8.47842766036889956997e-32
    private static let twoOverPi = 6.36619772367581382433e-01
    /// π to double precision.
    public static let pi = 3.14159265358979311600e+00

    /// The correctly rounded square root (IEEE 754 requires it to be exact everywhere).
    @inlinable public static func sqrt(_ x: Double) -> Double { x.squareRoot() }

    /// Rounds to the nearest integer, ties away from zero, using only comparisons and conversion.
    @inline(__always) private static func roundToInt(_ x: Double) -> Double {
        (x >= 0 ? x + 0.5 : x - 0.5).rounded(.towardZero)
    }

    /// Reduces `x` to `r` in [−π/4, π/4] with x = r + q·π/2; returns (r, q mod 4).
    @inline(__always) private static func reduce(_ x: Double) -> (Double, Int) {
        if x > -0.785398163397448 && x < 0.785398163397448 { return (x, 0) }
        let k = roundToInt(x * twoOverPi)
        let r = ((x - k * pio2Hi) - k * pio2Mid) - k * pio2Lo - k * pio2Tail
        let q = Int(k.truncatingRemainder(dividingBy: 4))
        return (r, q < 0 ? q + 4 : q)
    }

    /// Taylor polynomial of sin on [−π/4, π/4] (truncation error < 5e-17).
    @inline(__always) private static func sinPoly(_ r: Double) -> Double {
        let z = r * r
        let p = -1.0 / 6.0 + z * (1.0 / 120.0 + z * (-1.0 / 5040.0 + z * (1.0 / 362880.0
            + z * (-1.0 / 39916800.0 + z * (1.0 / 6227020800.0 + z * (-1.0 / 1307674368000.0))))))
        return r + r * (z * p)
    }

    /// Taylor polynomial of cos on [−π/4, π/4] (truncation error < 3e-18).
    @inline(__always) private static func cosPoly(_ r: Double) -> Double {
        let z = r * r
        let p = 1.0 / 24.0 + z * (-1.0 / 720.0 + z * (1.0 / 40320.0 + z * (-1.0 / 3628800.0
            + z * (1.0 / 479001600.0 + z * (-1.0 / 87178291200.0 + z * (1.0 / 20922789888000.0))))))
        return (1.0 - 0.5 * z) + z * z * p
    }

    /// Sine of `x` radians. Max absolute error 2.3e-16 for |x| ≤ 1e4 (and < 1e-15 for |x| ≤ 1e6);
    /// accuracy degrades beyond |x| ≈ 1e9, where no drawing code has a use for it. NaN/±∞ → NaN.
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, q) = reduce(x)
        switch q {
        case 0: return sinPoly(r)
        case 1: return cosPoly(r)
        case 2: return -sinPoly(r)
        default: return -cosPoly(r)
        }
    }

    /// Cosine of `x` radians. Same error bounds as `sin`. NaN/±∞ → NaN.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, q) = reduce(x)
        switch q {
        case 0: return cosPoly(r)
        case 1: return -sinPoly(r)
        case 2: return -cosPoly(r)
        default: return sinPoly(r)
        }
    }

    /// Sine and cosine together (one range reduction).
    public static func sincos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let (r, q) = reduce(x)
        let s = sinPoly(r), c = cosPoly(r)
        switch q {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// Arctangent of t in [0, 1]: two argument halvings (atan t = 2·atan(t / (1 + √(1 + t²))))
    /// bring t below tan(π/16) ≈ 0.199, then the odd Taylor series to t^27.
    @inline(__always) private static func atanUnit(_ t0: Double) -> Double {
        var t = t0 / (1.0 + (1.0 + t0 * t0).squareRoot())
        t = t / (1.0 + (1.0 + t * t).squareRoot())
        let z = t * t
        var p = -1.0 / 27.0
        p = 1.0 / 25.0 + z * p
        p = -1.0 / 23.0 + z * p
        p = 1.0 / 21.0 + z * p
        p = -1.0 / 19.0 + z * p
        p = 1.0 / 17.0 + z * p
        p = -1.0 / 15.0 + z * p
        p = 1.0 / 13.0 + z * p
        p = -1.0 / 11.0 + z * p
        p = 1.0 / 9.0 + z * p
        p = -1.0 / 7.0 + z * p
        p = 1.0 / 5.0 + z * p
        p = -1.0 / 3.0 + z * p
        return 4.0 * (t + t * (z * p))
    }

    /// The angle of the vector (x, y) in (−π, π], as libm's `atan2(y, x)`. Max absolute error
    /// 4.5e-16 over the tested grid. atan2(0, 0) = 0; a NaN input gives NaN; infinite inputs
    /// give the limiting angle.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if y == 0 && x == 0 { return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : (y.sign == .minus ? -0.0 : 0.0) }
        let ax = Swift.abs(x), ay = Swift.abs(y)
        var a: Double
        if ax.isInfinite && ay.isInfinite { a = pi / 4 }
        else if ay <= ax { a = atanUnit(ay / ax) }
        else { a = pi / 2 - atanUnit(ax / ay) }
        if x < 0 { a = pi - a }
        return y < 0 || (y == 0 && y.sign == .minus) ? -a : a
    }

    private static let ln2Hi = 6.93147180369123816490e-01
    private static let ln2Lo = 1.90821492927058770002e-10
    private static let invLn2 = 1.44269504088896338700e+00

    /// e^x. Max relative error 2.5e-16 for |x| ≤ 700 over the tested grid; overflows to +∞
    /// above ≈ 709.78, underflows to 0 below ≈ −745; NaN → NaN.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709.782712893384 { return .infinity }
        if x < -745.2 { return 0 }
        let k = roundToInt(x * invLn2)
        let r = (x - k * ln2Hi) - k * ln2Lo   // |r| ≤ ln2/2
        // Taylor series of e^r − 1 − r to r^14 (truncation error < 1e-19).
        var p = 1.0 / 87178291200.0
        p = 1.0 / 6227020800.0 + r * p
        p = 1.0 / 479001600.0 + r * p
        p = 1.0 / 39916800.0 + r * p
        p = 1.0 / 3628800.0 + r * p
        p = 1.0 / 362880.0 + r * p
        p = 1.0 / 40320.0 + r * p
        p = 1.0 / 5040.0 + r * p
        p = 1.0 / 720.0 + r * p
        p = 1.0 / 120.0 + r * p
        p = 1.0 / 24.0 + r * p
        p = 1.0 / 6.0 + r * p
        p = 0.5 + r * p
        let er = 1.0 + (r + r * r * p)
        return scale2(er, Int(k))
    }

    /// `v · 2^k` for v in [0.5, 2] by exact multiplications by powers of two.
    @inline(__always) private static func scale2(_ v: Double, _ k: Int) -> Double {
        if k > 1000 { return v * Double(sign: .plus, exponent: 1000, significand: 1) * Double(sign: .plus, exponent: k - 1000, significand: 1) }
        if k < -1000 {
            // Two steps so the intermediate stays normal and the final rounding happens once.
            return v * Double(sign: .plus, exponent: k + 60, significand: 1) * Double(sign: .plus, exponent: -60, significand: 1)
        }
        return v * Double(sign: .plus, exponent: k, significand: 1)
    }

    /// 2/√π.
    private static let twoOverSqrtPi = 1.12837916709551255856e+00
    /// 2/√π · (−1)ⁿ / (n!·(2n+1)) for n = 0 … 18.
    private static let erfCoefficients: [Double] = [
        1.1283791670955126, -0.37612638903183754, 0.11283791670955126, -0.026866170645131252,
        0.005223977625442188, -0.0008548327023450853, 0.00012055332981789664, -1.492565035840625e-05,
        1.6462114365889248e-06, -1.6365844691234924e-07, 1.4807192815879218e-08, -1.2290555301717928e-09,
        9.422759064650411e-11, -6.7113668551641105e-12, 4.4632242632864775e-13, -2.7835162072109215e-14,
        1.6342614095367152e-15, -9.063970842808673e-17, 4.763348040515068e-18,
    ]
    /// 1/√π.
    private static let oneOverSqrtPi = 5.64189583547756279280e-01

    /// The error function erf(x) = 2/√π ∫₀ˣ e^(−t²) dt. Max absolute error 1.5e-15 over the tested
    /// grid (|x| ≤ 7; 2.3e-16 for |x| < 1); |x| ≥ 6 gives ±1 (the true value differs by < 3e-17);
    /// NaN → NaN.
    ///
    /// |x| < 1: Maclaurin series. 1 ≤ |x| < 2.5: erf x = 2/√π · e^(−x²) · Σ (2x²)ⁿ x / (2n+1)!!,
    /// a series of positive terms.
    /// 2.5 ≤ |x| < 6: erfc by its continued fraction (fixed depth 60), erf = 1 − erfc.
    public static func erf(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        let ax = Swift.abs(x)
        if ax >= 6 { return x < 0 ? -1 : 1 }
        let x2 = ax * ax
        var result: Double
        if ax < 1 {
            // Maclaurin series Σ cₙ x^(2n+1), cₙ = 2/√π · (−1)ⁿ / (n!·(2n+1)), to n = 18 (error < 1e-19).
            var p = 0.0
            var i = erfCoefficients.count - 1
            while i >= 0 { p = erfCoefficients[i] + x2 * p; i -= 1 }
            result = ax * p
        } else if ax < 2.5 {
            var term = ax, sum = ax
            let twoX2 = 2 * x2
            var n = 1.0
            while term > sum * 1e-17 {
                term = term * twoX2 / (2 * n + 1)
                sum += term
                n += 1
            }
            result = twoOverSqrtPi * exp(-x2) * sum
        } else {
            // erfc x = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))).
            var f = ax
            var k = 60.0
            while k >= 1 {
                f = ax + (k * 0.5) / f
                k -= 1
            }
            result = 1 - oneOverSqrtPi * exp(-x2) / f
        }
        return x < 0 ? -result : result
    }
}
