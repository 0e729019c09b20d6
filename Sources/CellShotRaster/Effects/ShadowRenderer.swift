/// Drop-shadow coverage masks.
///
/// Blur radius → σ: a shadow's `blur` (the design-tool / CSS blur radius, in points) is twice
/// the Gaussian's standard deviation, σ = blur / 2 (`sigma(forBlur:)`); multiply by the canvas
/// scale for pixels.
public enum ShadowRenderer {
    /// The Gaussian σ of a design-tool/CSS blur radius: blur / 2.
    public static func sigma(forBlur blur: Double) -> Double { blur / 2 }

    /// Largest σ (pixels) the shadows honour; larger values are clamped.
    public static let maxSigma = 200.0
    /// Largest mask (width × height) produced; a larger request yields an empty mask.
    public static let maxMaskPixels = 1 << 26

    /// How far (pixels) beyond the shape a shadow of σ stays visible: past 3σ + 1 px the value
    /// is below 0.5/255 and rounds to 0.
    static func reach(_ sigma: Double) -> Double { 3 * sigma + 1 }

    /// Drops the cached corner blurs (they are reused across calls with equal corners, σ and
    /// sub-pixel phase; output never depends on the cache). For cold-path benchmarks and memory.
    package static func removeCachedCorners() { CornerCorrection.cache.removeAll() }

    /// A coverage value as a byte: clamped to [0, 1], × 255, rounded to nearest with ties to
    /// even. Adding 1.5·2⁵² makes the FPU round into the low mantissa bits — one add, no
    /// branch or trapping conversion, so the row loops vectorize; identical on every IEEE 754
    /// machine in the default rounding mode.
    @inline(__always) static func coverageByte(_ v: Double) -> UInt8 {
        let c = v > 0 ? (v < 1 ? v : 1) : 0
        return UInt8(truncatingIfNeeded: (c * 255 + 6755399441055744.0).bitPattern)
    }

    /// Writes bytes `cols[i]·vy − subtract[i − start]` for i in start ..< start + count of
    /// the row at `o` (plain pointer loops, so they vectorize).
    @inline(__always) static func writeRow(_ cols: UnsafeBufferPointer<Double>, _ vy: Double, _ subtract: UnsafePointer<Double>?,
                                           _ out: UnsafeMutableBufferPointer<UInt8>, _ o: Int, _ start: Int, _ count: Int) {
        guard count > 0, let src = cols.baseAddress, let dstBase = out.baseAddress else { return }
        let c = src + start, d = dstBase + o + start
        if let sub = subtract {
            for i in 0..<count { d[i] = coverageByte(c[i] * vy - sub[i]) }
        } else {
            for i in 0..<count { d[i] = coverageByte(c[i] * vy) }
        }
    }

    /// Writes one row of `cols[i]·vy` bytes whose middle is a run of 255: the falloff is
    /// evaluated from both ends inwards (the product is unimodal) and the run between filled.
    @inline(__always) static func fillRowWithFullRun(_ cols: UnsafeBufferPointer<Double>, _ vy: Double,
                                                     _ out: UnsafeMutableBufferPointer<UInt8>, _ o: Int, _ w: Int) {
        var lo = 0
        while lo < w {
            let b = coverageByte(cols[lo] * vy)
            if b == 255 { break }
            out[o + lo] = b
            lo += 1
        }
        var hi = w - 1
        while hi > lo {
            let b = coverageByte(cols[hi] * vy)
            if b == 255 { break }
            out[o + hi] = b
            hi -= 1
        }
        if hi >= lo, let base = out.baseAddress { Fill.bytes(base + o + lo, 255, count: hi - lo + 1) }
    }

    /// The shadow of a rounded rect, in closed form.
    ///
    /// `rect` is in device pixels with the shadow's offset already applied; `radii` in pixels
    /// are clamped as `Path(roundedRect:radii:continuous:)` clamps them, and the corner curves
    /// are that path's (circular or continuous). Each mask byte is the Gaussian(σ)-blurred shape
    /// averaged over the pixel (so σ = 0 gives the anti-aliased shape), placed by
    /// `originX`/`originY` in absolute pixels and limited to `clip`.
    ///
    /// Method: the rect blurs separably into (row profile) × (column profile), each an
    /// interval of the pixel-averaged Gaussian (`PixelGaussian`); each corner's cut-away region
    /// is split along its diagonal into two halves, each sliced into strips (height
    /// 0.3·√(σ² + 1/12), `CornerCutouts.stripHeight`) whose blurred rectangles are subtracted,
    /// again as products of a row and a column profile. Error against the exact blurred shape:
    /// ≤ 1/255 (0.77/255 measured in ShadowTests, of which 0.5 is the rounding to bytes).
    /// Cost: O(width + height) Gaussian evaluations, one multiply per pixel in the falloff band
    /// (the fully covered interior is filled directly), plus (corner box)² × strips.
    public static func roundedRectShadowMask(rect: Rect, radii: CornerRadii, continuous: Bool, sigma: Double,
                                             clip: IntRect) -> CoverageMask {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, !rect.isEmpty,
              sigma.isFinite || sigma.isNaN
        else { return .empty }
        let sigma = sigma > 0 ? Swift.min(sigma, maxSigma) : 0
        let reach = Self.reach(sigma)
        guard let box = IntRect(enclosing: rect.insetBy(dx: -reach, dy: -reach)).intersection(clip),
              box.width.multipliedReportingOverflow(by: box.height).partialValue <= maxMaskPixels
        else { return .empty }
        let g = PixelGaussian(sigma: sigma)
        let w = box.width, h = box.height

        // Separable rect: column and row profiles.
        var colProfile = [Double](repeating: 0, count: w)
        var rowProfile = [Double](repeating: 0, count: h)
        for i in 0..<w { colProfile[i] = g.interval(rect.minX, rect.maxX, at: Double(box.x + i) + 0.5) }
        for j in 0..<h { rowProfile[j] = g.interval(rect.minY, rect.maxY, at: Double(box.y + j) + 0.5) }

        // The flat middle of the column profile (values near 1, far from the left and right
        // edges) and its extremes: on a row where both extremes give the same byte, every
        // column of the run gives it (the product and the byte rounding are monotone).
        var flatStart = 0
        while flatStart < w && !(colProfile[flatStart] >= 0.999) { flatStart += 1 }
        var flatEnd = flatStart, flatMin = 1.0, flatMax = 0.0
        while flatEnd < w && colProfile[flatEnd] >= 0.999 {
            flatMin = Swift.min(flatMin, colProfile[flatEnd]); flatMax = Swift.max(flatMax, colProfile[flatEnd])
            flatEnd += 1
        }

        let corners = CornerCorrection.corners(rect: rect, radii: radii, continuous: continuous, gaussian: g, box: box)
        // Each corner's rows and columns in the mask.
        let spans: [(rows: Range<Int>, cols: Range<Int>)] = corners.map { c in
            let x0 = c.correction.window.x + c.dx, y0 = c.correction.window.y + c.dy
            return (y0..<(y0 + c.correction.window.height), x0..<(x0 + c.correction.window.width))
        }
        var overlapping = false
        for a in 0..<spans.count {
            for b in (a + 1)..<spans.count where spans[a].rows.overlaps(spans[b].rows) && spans[a].cols.overlaps(spans[b].cols) {
                overlapping = true
            }
        }

        var bytes = [UInt8](repeating: 0, count: w * h)
        var scratch = [Double](repeating: 0, count: w)
        bytes.withUnsafeMutableBufferPointer { out in
            colProfile.withUnsafeBufferPointer { cols in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for j in 0..<h {
                        let vy = rowProfile[j]
                        if coverageByte(vy) == 0 { continue }   // every product is ≤ vy
                        let o = j * w
                        // Outside the corners the value is cols[i]·vy, unimodal along the row:
                        // evaluate the falloff from both ends and fill the 255 run between.
                        if coverageByte(vy) < 255 {
                            // No pixel of this row is full: straight (vectorizable) passes,
                            // with the flat middle filled with one byte when its extremes agree.
                            let flat = coverageByte(flatMin * vy)
                            if flatEnd - flatStart >= 16, flat == coverageByte(flatMax * vy), let base = out.baseAddress {
                                writeRow(cols, vy, nil, out, o, 0, flatStart)
                                Fill.bytes(base + o + flatStart, flat, count: flatEnd - flatStart)
                                writeRow(cols, vy, nil, out, o, flatEnd, w - flatEnd)
                            } else {
                                writeRow(cols, vy, nil, out, o, 0, w)
                            }
                        } else {
                            fillRowWithFullRun(cols, vy, out, o, w)
                        }
                        // Corner rows: the corner columns again, with the cutouts subtracted.
                        if overlapping {
                            // Small shapes whose corner areas meet: subtract over a whole row.
                            var any = false
                            for i in 0..<w { scratch[i] = cols[i] * vy }
                            for (n, span) in spans.enumerated() where span.rows.contains(j) {
                                any = true
                                corners[n].correction.values.withUnsafeBufferPointer { v in
                                    let r = (j - span.rows.lowerBound) * span.cols.count - span.cols.lowerBound
                                    for i in span.cols { scratch[i] -= v[r + i] }
                                }
                            }
                            if any { for i in 0..<w { out[o + i] = coverageByte(scratch[i]) } }
                        } else {
                            for (n, span) in spans.enumerated() where span.rows.contains(j) {
                                corners[n].correction.values.withUnsafeBufferPointer { v in
                                    let r = (j - span.rows.lowerBound) * span.cols.count - span.cols.lowerBound
                                    writeRow(cols, vy, v.baseAddress.map { $0 + (r + span.cols.lowerBound) }, out, o,
                                             span.cols.lowerBound, span.cols.count)
                                }
                            }
                        }
                    }
                }
            }
        }
        return CoverageMask(width: w, height: h, originX: box.x, originY: box.y, coverage: bytes)
    }
}
