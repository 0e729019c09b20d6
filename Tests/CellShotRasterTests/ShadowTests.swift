import Foundation
import Testing
@testable import CellShotRaster

/// Shadows against analytic Gaussian blurs (libm's erf as the reference) and exact coverage.
@Suite struct ShadowTests {
    static let big = IntRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)

    /// Gaussian CDF of std σ.
    static func phi(_ t: Double, _ sigma: Double) -> Double { 0.5 * (1 + Foundation.erf(t / (sigma * 2.0.squareRoot()))) }

    /// ∫_{d−½}^{d+½} Φσ(t) dt in closed form: the pixel-averaged blurred step edge.
    static func edge(_ d: Double, _ sigma: Double) -> Double {
        let s = sigma * 2.0.squareRoot()
        func b(_ z: Double) -> Double { z + z * Foundation.erf(z) + Foundation.exp(-z * z) / Double.pi.squareRoot() }
        return s / 2 * (b((d + 0.5) / s) - b((d - 0.5) / s))
    }

    /// Pixel-averaged Gaussian density: the weight of a line at offset t from a pixel centre.
    static func density(_ t: Double, _ sigma: Double) -> Double { phi(t + 0.5, sigma) - phi(t - 0.5, sigma) }

    /// The exact pixel values of a blurred rounded rect (circular corners, radius r) along a row
    /// of pixels `xs`: per pixel, the vertical integral (midpoint rule on one grid of steps of at
    /// most 1/64 px over the rect's height) of the closed-form horizontal blur of each row, over
    /// the steps within 6σ + 1 of the pixel (what lies further weighs under 1e-8). The horizontal
    /// terms depend on the step and the pixel only, so they are computed once for every row.
    final class Reference {
        let rect: Rect, r: Double, sigma: Double, xs: Range<Int>
        let steps: Int, step: Double
        /// Per step k of the grid and pixel i of `xs`, at `k * xs.count + i`.
        private lazy var terms: [Double] = {
            var terms: [Double] = []
            terms.reserveCapacity(steps * xs.count)
            let xcs = xs.map { Double($0) + 0.5 }
            for k in 0..<steps {
                let v = rect.minY + (Double(k) + 0.5) * step
                var inset = 0.0
                let dy = v < rect.minY + r ? rect.minY + r - v : (v > rect.maxY - r ? v - (rect.maxY - r) : 0)
                if dy > 0 { inset = r - max(0, r * r - dy * dy).squareRoot() }
                let a = rect.minX + inset, b = rect.maxX - inset
                for xc in xcs { terms.append(ShadowTests.edge(b - xc, sigma) - ShadowTests.edge(a - xc, sigma)) }
            }
            return terms
        }()

        init(rect: Rect, r: Double, sigma: Double, xs: Range<Int>) {
            self.rect = rect; self.r = r; self.sigma = sigma; self.xs = xs
            steps = Int(((rect.maxY - rect.minY) * 64).rounded(.up))
            step = (rect.maxY - rect.minY) / Double(steps)
        }

        /// The values of row `py` (one per pixel of `xs`).
        func row(_ py: Int) -> [Double] {
            let yc = Double(py) + 0.5
            let lo = yc - 6 * sigma - 1, hi = yc + 6 * sigma + 1
            var sums = [Double](repeating: 0, count: xs.count)
            // The steps whose midpoints lie in [lo, hi].
            let first = max(0, Int(((lo - rect.minY) / step - 0.5).rounded(.up)))
            let last = min(steps - 1, Int(((hi - rect.minY) / step - 0.5).rounded(.down)))
            guard first <= last else { return sums }
            let w = xs.count
            terms.withUnsafeBufferPointer { terms in
                sums.withUnsafeMutableBufferPointer { sums in
                    for k in first...last {
                        let v = rect.minY + (Double(k) + 0.5) * step
                        let d = ShadowTests.density(yc - v, sigma) * step
                        var i = 0
                        while i < w { sums[i] += d * terms[k * w + i]; i += 1 }
                    }
                }
            }
            return sums
        }
    }

    static func value(_ m: CoverageMask, _ x: Int, _ y: Int) -> Int {
        let i = x - m.originX, j = y - m.originY
        guard i >= 0, j >= 0, i < m.width, j < m.height else { return 0 }
        return Int(m.coverage[j * m.width + i])
    }

    @Test func edgeFormulaMatchesNumericIntegration() {
        for sigma in [0.3, 1.0, 4.0] {
            for d in stride(from: -5.0, through: 5.0, by: 0.37) {
                var sum = 0.0
                for k in 0..<2000 { sum += Self.phi(d - 0.5 + (Double(k) + 0.5) / 2000, sigma) / 2000 }
                #expect(abs(sum - Self.edge(d, sigma)) < 1e-7)
                #expect(abs(PixelGaussian(sigma: sigma).edge(d) - Self.edge(d, sigma)) < 1e-10)
            }
        }
    }

    @Test(arguments: [0.4, 2.5, 7.0])
    func plainRectMatchesTheAnalyticBlurWithinHalfALevel(sigma: Double) {
        let rect = Rect(x: 10.3, y: 7.6, width: 50.2, height: 30.45)
        let m = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: .zero, continuous: false, sigma: sigma, clip: Self.big)
        var worst = 0.0
        for y in (m.originY - 2)..<(m.originY + m.height + 2) {
            for x in (m.originX - 2)..<(m.originX + m.width + 2) {
                let exact = (Self.edge(rect.maxX - Double(x) - 0.5, sigma) - Self.edge(rect.minX - Double(x) - 0.5, sigma))
                    * (Self.edge(rect.maxY - Double(y) - 0.5, sigma) - Self.edge(rect.minY - Double(y) - 0.5, sigma))
                worst = max(worst, abs(Double(Self.value(m, x, y)) - exact * 255))
            }
        }
        // Only the final rounding to bytes.
        #expect(worst <= 0.5 + 1e-6, "σ \(sigma): \(worst)")
    }

    @Test(arguments: [(0.6, 12.0), (3.5, 9.0), (10.0, 20.0)])
    func roundedRectMatchesTheGaussianItApproximates(sigma: Double, radius: Double) {
        let rect = Rect(x: 20.3, y: 15.7, width: 70.2, height: 48.6)
        let m = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: radius), continuous: false, sigma: sigma, clip: Self.big)
        var worst = 0.0
        // The top-left and bottom-right corner regions, where the corners matter.
        let reach = Int(3 * sigma) + 3
        let regions = [(Int(rect.minX) - reach, Int(rect.minY) - reach), (Int(rect.maxX - radius) - reach, Int(rect.maxY - radius) - reach)]
        for (x0, y0) in regions {
            let reference = Reference(rect: rect, r: radius, sigma: sigma, xs: x0..<(x0 + Int(radius) + 2 * reach))
            for y in y0..<(y0 + Int(radius) + 2 * reach) {
                for (x, value) in zip(reference.xs, reference.row(y)) {
                    let exact = value * 255
                    worst = max(worst, abs(Double(Self.value(m, x, y)) - exact))
                }
            }
        }
        // Measured: 0.77/255 at most (of which up to 0.5 is the rounding to bytes).
        #expect(worst <= 1.0, "σ \(sigma) r \(radius): max error \(worst)/255")
    }

    /// A shape smaller than its blur: the four corner corrections overlap and add up.
    @Test func smallShapeWithOverlappingCornersMatchesTheGaussian() {
        let rect = Rect(x: 30.2, y: 20.9, width: 16, height: 11)
        let r = 5.0, sigma = 4.0
        let m = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: r), continuous: false, sigma: sigma, clip: Self.big)
        var worst = 0.0
        let reference = Reference(rect: rect, r: r, sigma: sigma, xs: (m.originX - 1)..<(m.originX + m.width + 1))
        for y in (m.originY - 1)...(m.originY + m.height) {
            for (x, value) in zip(reference.xs, reference.row(y)) {
                worst = max(worst, abs(Double(Self.value(m, x, y)) - 255 * value))
            }
        }
        #expect(worst <= 1.0, "max error \(worst)/255")
    }

    @Test func symmetricLeftRightAndTopBottom() {
        // Centred on the pixel grid: the mask mirrors exactly.
        let rect = Rect(x: 10.25, y: 20.5, width: 60.5, height: 30)
        for continuous in [false, true] {
            let m = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: 11), continuous: continuous, sigma: 4.2, clip: Self.big)
            #expect(Double(m.originX) + Double(m.width) / 2 == rect.midX)
            #expect(Double(m.originY) + Double(m.height) / 2 == rect.midY)
            var mirrored = true
            for y in 0..<m.height {
                for x in 0..<m.width {
                    let v = m.coverage[y * m.width + x]
                    if v != m.coverage[y * m.width + (m.width - 1 - x)] || v != m.coverage[(m.height - 1 - y) * m.width + x] { mirrored = false }
                }
            }
            #expect(mirrored)
        }
    }

    @Test func massEqualsShapeArea() {
        let rect = Rect(x: 5.5, y: 9.25, width: 120, height: 64)
        let r = 16.0
        let area = rect.width * rect.height - (4 - Double.pi) * r * r
        for sigma in [0.0, 1.5, 6.0, 12.0] {
            let m = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: r), continuous: false, sigma: sigma, clip: Self.big)
            let mass = Double(m.coverage.reduce(0) { $0 + Int($1) }) / 255
            // Measured ≤ 0.03 %: the far tails below ½/255 round to 0.
            #expect(abs(mass - area) / area < 0.0005, "σ \(sigma): mass \(mass) vs area \(area)")
        }
    }

    @Test(arguments: [false, true])
    func zeroSigmaIsTheAntiAliasedShape(continuous: Bool) {
        let rect = Rect(x: 4.3, y: 6.8, width: 80.4, height: 50.1)
        let radii = CornerRadii(topLeft: 14, topRight: 3.5, bottomRight: 40, bottomLeft: 0)
        let shadow = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: radii, continuous: continuous, sigma: 0, clip: Self.big)
        let fill = Rasterizer.mask(for: Path(roundedRect: rect, radii: radii, continuous: continuous), fillRule: .nonZero)
        var worst = 0
        for y in (fill.originY - 1)...(fill.originY + fill.height) {
            for x in (fill.originX - 1)...(fill.originX + fill.width) {
                worst = max(worst, abs(Self.value(shadow, x, y) - Self.value(fill, x, y)))
            }
        }
        #expect(worst <= 2, "max difference \(worst)/255")
        // A tiny σ converges to the same shape.
        let tiny = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: radii, continuous: continuous, sigma: 0.01, clip: Self.big)
        var worstTiny = 0
        for y in fill.originY..<(fill.originY + fill.height) {
            for x in fill.originX..<(fill.originX + fill.width) {
                worstTiny = max(worstTiny, abs(Self.value(tiny, x, y) - Self.value(fill, x, y)))
            }
        }
        #expect(worstTiny <= 2)
    }

    @Test func clipLimitsTheMaskWithoutChangingValues() {
        let rect = Rect(x: 30, y: 30, width: 100, height: 60)
        let full = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: 12), continuous: true, sigma: 5, clip: Self.big)
        let clip = IntRect(x: 0, y: 50, width: 60, height: 200)
        let part = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: 12), continuous: true, sigma: 5, clip: clip)
        #expect(part.originX == full.originX && part.originY == 50)
        #expect(part.originX + part.width == 60 && part.originY + part.height == full.originY + full.height)
        for y in part.originY..<(part.originY + part.height) {
            for x in part.originX..<(part.originX + part.width) where Self.value(part, x, y) != Self.value(full, x, y) {
                Issue.record("differs at \(x), \(y)")
                return
            }
        }
        #expect(ShadowRenderer.roundedRectShadowMask(rect: rect, radii: .zero, continuous: false, sigma: 5, clip: IntRect(x: 500, y: 0, width: 9, height: 9)) == .empty)
    }

    @Test func cachedCornersGiveTheSameBytesAndShiftWithTheRect() {
        let radii = CornerRadii(topLeft: 10, topRight: 22, bottomRight: 0, bottomLeft: 5.5)
        let rect = Rect(x: 10.4, y: 3.7, width: 90, height: 50)
        ShadowRenderer.removeCachedCorners()
        let cold = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: radii, continuous: true, sigma: 3.3, clip: Self.big)
        let warm = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: radii, continuous: true, sigma: 3.3, clip: Self.big)
        #expect(cold == warm)
        // Moved by whole pixels: the same bytes, moved.
        let moved = ShadowRenderer.roundedRectShadowMask(rect: rect.offsetBy(dx: 517, dy: -33), radii: radii, continuous: true, sigma: 3.3, clip: Self.big)
        #expect(moved.coverage == cold.coverage && moved.originX == cold.originX + 517 && moved.originY == cold.originY - 33)
    }

    @Test func degenerateInputsDoNotCrash() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        for rect in [Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: 0, height: 5),
                     Rect(x: 0, y: 0, width: -3, height: 5), Rect(x: 0, y: 0, width: .infinity, height: 5)] {
            #expect(ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: 3), continuous: false, sigma: 2, clip: Self.big) == .empty)
        }
        for sigma in [Double.nan, -1, .infinity, 1e9] {
            _ = ShadowRenderer.roundedRectShadowMask(rect: r, radii: CornerRadii(all: 3), continuous: false, sigma: sigma, clip: IntRect(x: -50, y: -50, width: 200, height: 200))
        }
        for radius in [Double.nan, -5, 1e6, .infinity] {
            let m = ShadowRenderer.roundedRectShadowMask(rect: r, radii: CornerRadii(all: radius), continuous: true, sigma: 1, clip: Self.big)
            #expect(m.width > 0)
        }
        // Astronomically large (finite) shapes are clipped, not overflowed.
        let vast = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        _ = ShadowRenderer.roundedRectShadowMask(rect: vast, radii: CornerRadii(all: 1e299), continuous: true, sigma: 3, clip: IntRect(x: 0, y: 0, width: 20, height: 20))
        let far = Rect(x: 1e12, y: 5, width: 1e12, height: 40)
        _ = ShadowRenderer.roundedRectShadowMask(rect: far, radii: CornerRadii(all: 10), continuous: false, sigma: 3, clip: Self.big)
        _ = ShadowRenderer.blurred(CoverageMask(width: 1, height: 1, originX: Int.max - 1, originY: 0, coverage: [255]), sigma: 2, clip: Self.big)
        // A request far beyond the limit yields an empty mask rather than gigabytes.
        let huge = Rect(x: 0, y: 0, width: 1e6, height: 1e6)
        #expect(ShadowRenderer.roundedRectShadowMask(rect: huge, radii: .zero, continuous: false, sigma: 1, clip: Self.big.outset(by: 1_000_000)) == .empty)
    }

    // MARK: Box blur

    static func square(_ size: Int, at x: Int, _ y: Int) -> CoverageMask {
        CoverageMask(width: size, height: size, originX: x, originY: y, coverage: [UInt8](repeating: 255, count: size * size))
    }

    @Test func boxWidthsMatchTheGaussianVariance() {
        for sigma in [0.8, 2.0, 5.5, 12.0, 40.0] {
            let widths = BoxBlur.boxWidths(sigma: sigma)
            #expect(widths.count == 3 && widths.allSatisfy { $0 % 2 == 1 && $0 >= 1 })
            let variance = widths.reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.12, "σ \(sigma): \(widths)")
        }
    }

    @Test func boxBlurApproximatesTheGaussianBlurredBox() {
        let sigma = 6.0
        let m = ShadowRenderer.blurred(Self.square(40, at: 100, 50), sigma: sigma, clip: Self.big)
        // The box construction's variance differs slightly from σ²: compare with the Gaussian of
        // the boxes' actual σ (point-sampled Gaussian of the pixel squares).
        let actual = (BoxBlur.boxWidths(sigma: sigma).reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }).squareRoot()
        var worst = 0.0
        for y in m.originY..<(m.originY + m.height) {
            for x in m.originX..<(m.originX + m.width) {
                let c = Double(x), r = Double(y)   // box-blurred pixel values sit at pixel positions
                let exact = (Self.phi(140 - c - 0.5, actual) - Self.phi(100 - c - 0.5, actual)) * (Self.phi(90 - r - 0.5, actual) - Self.phi(50 - r - 0.5, actual))
                worst = max(worst, abs(Double(Self.value(m, x, y)) - 255 * exact))
            }
        }
        // Three boxes are a piecewise-quadratic stand-in for the Gaussian: within 2.5% of full scale.
        #expect(worst <= 6.5, "max error \(worst)/255")
    }

    @Test func boxBlurKeepsMassSymmetryAndGrowsByItsReach() {
        let input = Self.square(21, at: -10, -10)
        for sigma in [0.7, 3.0, 9.0] {
            let m = ShadowRenderer.blurred(input, sigma: sigma, clip: Self.big)
            let grow = BoxBlur.boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
            #expect(m.originX == -10 - grow && m.width == 21 + 2 * grow && m.height == m.width)
            let mass = m.coverage.reduce(0) { $0 + Int($1) }
            #expect(abs(Double(mass) / Double(21 * 21 * 255) - 1) < 0.01)
            var symmetric = true
            for y in 0..<m.height {
                for x in 0..<m.width {
                    let v = m.coverage[y * m.width + x]
                    if v != m.coverage[y * m.width + m.width - 1 - x] || v != m.coverage[x * m.width + y] { symmetric = false }
                }
            }
            #expect(symmetric)
        }
    }

    @Test func boxBlurEdgeCases() {
        let input = Self.square(8, at: 3, 4)
        #expect(ShadowRenderer.blurred(input, sigma: 0, clip: Self.big) == input)
        #expect(ShadowRenderer.blurred(input, sigma: .nan, clip: Self.big) == input)
        #expect(ShadowRenderer.blurred(.empty, sigma: 3, clip: Self.big) == .empty)
        #expect(ShadowRenderer.blurred(input, sigma: 3, clip: IntRect(x: 500, y: 0, width: 4, height: 4)) == .empty)
        let clipped = ShadowRenderer.blurred(input, sigma: 3, clip: IntRect(x: 0, y: 0, width: 7, height: 100))
        let full = ShadowRenderer.blurred(input, sigma: 3, clip: Self.big)
        #expect(clipped.originX == max(0, full.originX) && clipped.width == 7 - clipped.originX)
        #expect(Self.value(clipped, 6, 8) == Self.value(full, 6, 8))
        // Huge σ is clamped and still finishes.
        let wide = ShadowRenderer.blurred(Self.square(2, at: 0, 0), sigma: 1e12, clip: IntRect(x: 0, y: 0, width: 4, height: 4))
        #expect(wide.width == 4)
    }
}

@Suite struct ShadowedRoundedRectTests {
    /// The combined operation draws exactly the pixels of the shadow followed by the fill
    /// (its fast path skips only shadow pixels the fill covers): opaque, translucent and
    /// gradient fills, both corner styles, fractional scales, and under a rounded clip.
    @Test(arguments: [1.0, 2.0, 3.0, 2.625]) func sameAsShadowThenFill(scale: Double) throws {
        let rect = Rect(x: 10.25, y: 8.5, width: 61.5, height: 30.75)
        let shadow = Shadow(offset: Point(0.5, 2), blur: 7, color: Color(white: 0, alpha: 0.3))
        let gradient = LinearGradient(start: Point(10, 0), end: Point(70, 0), stops: [
            .init(location: 0, color: .white), .init(location: 1, color: Color(hex: 0x007AFF)),
        ])
        for paint in [Paint.solid(.white), .solid(Color(white: 1, alpha: 0.5)), .linearGradient(gradient)] {
            for continuous in [false, true] {
                for clipped in [false, true] {
                    let radii = CornerRadii(topLeft: 12, topRight: 4, bottomRight: 12, bottomLeft: 0)
                    let clip: [DisplayList.Operation] = clipped ? [.pushClip(Rect(x: 0, y: 0, width: 60, height: 40), CornerRadii(all: 9), continuous: true)] : []
                    let combined = DisplayList(clip + [.shadowedRoundedRect(rect, radii, continuous: continuous, shadow, paint)])
                    let separate = DisplayList(clip + [.roundedRectShadow(rect, radii, continuous: continuous, shadow),
                                                       .roundedRect(rect, radii, continuous: continuous, paint)])
                    let size = Size(width: 90, height: 50)
                    let a = try combined.render(size: size, scale: scale, background: Color(hex: 0xF2F2F7))
                    let b = try separate.render(size: size, scale: scale, background: Color(hex: 0xF2F2F7))
                    #expect(a == b, "\(paint) continuous \(continuous) clipped \(clipped)")
                }
            }
        }
    }
}
