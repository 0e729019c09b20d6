/// The 1-D Gaussian blur of a step edge, averaged over one pixel: the building block of the
/// closed-form rounded-rect shadow.
///
/// For a shape covering x < e, blurred by a Gaussian of standard deviation σ and then averaged
/// over the pixel [c − ½, c + ½] (area sampling, so σ = 0 is ordinary anti-aliasing), the pixel's
/// value is `P(e − c)` with P(d) = ∫_{d−½}^{d+½} Φσ(t) dt = (s/2)·(B(z₊) − B(z₋)), s = σ√2,
/// z± = (d ± ½)/s, B(z) = z + z·erf z + e^(−z²)/√π. An interval [a, b] gives P(b − c) − P(a − c).
///
/// B is evaluated from a table over z ∈ [0, 6] (step 1/128) built once with `DeterministicMath`, with cubic
/// Hermite interpolation (B's derivative 1 + erf z is tabulated too): interpolation error
/// < 1e-10 in B, so < 1e-10·σ in P. Beyond |z| = 6, B is 2z or 0 to within 1e-17.
struct PixelGaussian {
    let sigma: Double
    private let s: Double
    private let invS: Double
    private let halfS: Double
    /// `table`'s storage, fetched once per instance (the table lives for the whole process).
    private let t: UnsafePointer<Double>

    init(sigma: Double) {
        t = PixelGaussian.tableStorage
        self.sigma = sigma
        s = sigma * 2.0.squareRoot()
        invS = s > 0 ? 1 / s : 0
        halfS = s / 2
    }

    /// Below this σ the blur is dropped and P is the plain box coverage clamp(d + ½, 0, 1).
    static let minSigma = 1e-3

    /// The pixel value next to a step edge at signed distance `d` (edge minus pixel centre).
    @inline(__always) func edge(_ d: Double) -> Double {
        if sigma < PixelGaussian.minSigma { return Swift.min(1, Swift.max(0, d + 0.5)) }
        return halfS * (PixelGaussian.b((d + 0.5) * invS, t) - PixelGaussian.b((d - 0.5) * invS, t))
    }

    /// The pixel value of the blurred interval [a, b] for the pixel centred at `c`.
    @inline(__always) func interval(_ a: Double, _ b: Double, at c: Double) -> Double {
        edge(b - c) - edge(a - c)
    }

    static let tableStep = 1.0 / 128
    static let tableEnd = 6.0
    /// Interleaved (A(z), erf z) with A(z) = z·erf z + e^(−z²)/√π, at z = i/128, i = 0 … 768.
    static let table: [Double] = {
        let n = Int(tableEnd / tableStep)
        var t = [Double](repeating: 0, count: 2 * (n + 1))
        let invSqrtPi = 5.64189583547756279280e-01
        for i in 0...n {
            let z = Double(i) * tableStep
            let e = DeterministicMath.erf(z)
            t[2 * i] = z * e + DeterministicMath.exp(-z * z) * invSqrtPi
            t[2 * i + 1] = e
        }
        return t
    }()

    /// A permanent copy of `table` for pointer access in the hot path (allocated once, never freed).
    nonisolated(unsafe) static let tableStorage: UnsafePointer<Double> = {
        let p = UnsafeMutablePointer<Double>.allocate(capacity: table.count)
        p.initialize(from: table, count: table.count)
        return UnsafePointer(p)
    }()

    /// B(z) = z + A(z), with A even and A' = erf, from the table at `t`.
    @inline(__always) static func b(_ z: Double, _ t: UnsafePointer<Double>) -> Double {
        let az = Swift.abs(z)
        if !(az < tableEnd) { return z > 0 ? 2 * z : 0 }   // also NaN → 0
        let x = az * 128
        let i = Int(x)
        let f = x - Double(i)
        let a0 = t[2 * i], d0 = t[2 * i + 1] * tableStep
        let a1 = t[2 * i + 2], d1 = t[2 * i + 3] * tableStep
        // Cubic Hermite on [0, 1] in f.
        let f2 = f * f, f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1, h10 = f3 - 2 * f2 + f
        let h01 = 3 * f2 - 2 * f3, h11 = f3 - f2
        return z + (h00 * a0 + h10 * d0 + h01 * a1 + h11 * d1)
    }
}
