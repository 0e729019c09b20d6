import Foundation

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
    public static func removeCachedCorners() { CornerCache.shared.removeAll() }

    /// A coverage value as a byte: clamped to [0, 1], × 255, rounded to nearest with ties to
    /// even. Adding 1.5·2⁵² makes the FPU round into the low mantissa bits — one add, no
    /// branch or trapping conversion, so the row loops vectorize; identical on every IEEE 754
    /// machine in the default rounding mode.
    @inline(__always) static func coverageByte(_ v: Double) -> UInt8 {
        let c = v > 0 ? (v < 1 ? v : 1) : 0
        return UInt8(truncatingIfNeeded: (c * 255 + 6755399441055744.0).bitPattern)
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
        if hi >= lo, let base = out.baseAddress { (base + o + lo).update(repeating: 255, count: hi - lo + 1) }
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
                            // No pixel of this row is full: one straight (vectorizable) pass.
                            for i in 0..<w { out[o + i] = coverageByte(cols[i] * vy) }
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
                                    for i in span.cols { out[o + i] = coverageByte(cols[i] * vy - v[r + i]) }
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

/// The blurred region cut away from one rect corner, over a window of pixels: the value to
/// subtract from the blurred rect there. Computed in the corner's own pixel frame (origin at
/// the pixel containing the corner), so equal corners at equal sub-pixel phases give equal
/// values wherever they are, which makes them cacheable without changing any output.
final class CornerCorrection: Sendable {
    /// The pixels covered, relative to (⌊corner.x⌋, ⌊corner.y⌋).
    let window: IntRect
    /// window.width × window.height values, row-major.
    let values: [Double]

    init(window: IntRect, values: [Double]) { self.window = window; self.values = values }

    /// Identifies a correction: everything its values depend on.
    struct Key: Hashable {
        var sigma: Double
        var radius: Double
        var continuous: Bool
        /// Half the rect's shorter side when it limits the corner, else +∞.
        var half: Double
        var sx: Double, sy: Double
        var fx: Double, fy: Double
        var window: IntRect
    }

    /// The strip height (pixels) for a kernel of std σ over a pixel box: 0.3 × the combined
    /// standard deviation √(σ² + 1/12), so the staircase of strips stays below ½/255 after
    /// blurring (0.5× gives up to 1.3/255 in ShadowTests).
    static func stripHeight(_ sigma: Double) -> Double {
        Swift.max(0.05, 0.3 * (sigma * sigma + 1.0 / 12).squareRoot())
    }

    /// Most strips per half corner (keeps absurd radii bounded).
    static let maxStrips = 512

    /// The corners of `rect` whose blur reaches into `box`, with their mask-relative placement.
    static func corners(rect: Rect, radii: CornerRadii, continuous: Bool, gaussian g: PixelGaussian,
                        box: IntRect) -> [(correction: CornerCorrection, dx: Int, dy: Int)] {
        let half = Swift.min(rect.width, rect.height) / 2
        var result: [(correction: CornerCorrection, dx: Int, dy: Int)] = []
        let reach = ShadowRenderer.reach(g.sigma)
        // (sx, sy): +1 when the corner is at the min edge of that axis.
        let corners = [(1.0, 1.0, radii.topLeft), (-1.0, 1.0, radii.topRight),
                       (-1.0, -1.0, radii.bottomRight), (1.0, -1.0, radii.bottomLeft)]
        for (sx, sy, r0) in corners where r0 > 0 {
            let radius = Swift.min(r0, half)
            let nominal = continuous ? radius * Path.continuousCornerExtent : radius
            let limitingHalf = nominal >= half ? half : Double.infinity
            let e = Swift.min(nominal, half)
            let cx = sx > 0 ? rect.minX : rect.maxX, cy = sy > 0 ? rect.minY : rect.maxY
            let px = cx.rounded(.down), py = cy.rounded(.down)
            let fx = cx - px, fy = cy - py
            // The cutout lies in the e × e square at the corner; its blur reaches `reach` further.
            let x0 = sx > 0 ? fx : fx - e, y0 = sy > 0 ? fy : fy - e
            let area = IntRect(enclosing: Rect(x: x0 - reach, y: y0 - reach, width: e + 2 * reach, height: e + 2 * reach))
            guard abs(px) < 1e9, abs(py) < 1e9 else { continue }
            let ox = Int(px), oy = Int(py)
            let localBox = IntRect(x: box.x - ox, y: box.y - oy, width: box.width, height: box.height)
            guard let window = area.intersection(localBox) else { continue }
            let key = Key(sigma: g.sigma, radius: radius, continuous: continuous, half: limitingHalf,
                          sx: sx, sy: sy, fx: fx, fy: fy, window: window)
            let correction = CornerCache.shared.correction(for: key) {
                make(key: key, extentHint: e, gaussian: g)
            }
            guard let correction else { continue }
            result.append((correction, ox - box.x, oy - box.y))
        }
        return result
    }

    /// Computes a correction from scratch (nil when the corner has no cutout).
    private static func make(key: Key, extentHint: Double, gaussian g: PixelGaussian) -> CornerCorrection? {
        // A canonical square at the origin whose top-left corner equals the real one.
        let side = key.half.isFinite ? 2 * key.half : 2 * extentHint + 2
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: side, height: side), radius: key.radius, continuous: key.continuous)
        // Chords of a convex curve lie inside it: 0.0005 px keeps that bias below 0.1/255.
        let outline = path.flattened(tolerance: 0.0005).first?.points ?? []
        var local: [(u: Double, v: Double)] = []
        for (i, p) in outline.enumerated() where p.x <= side / 2 && p.y <= side / 2 {
            local.append((p.x, p.y))
            // Where the curve crosses the diagonal, add the crossing point itself.
            let q = outline[(i + 1) % outline.count]
            let da = p.x - p.y, db = q.x - q.y
            if q.x <= side / 2, q.y <= side / 2, (da < 0) != (db < 0), da != db {
                let t = p.y + (q.y - p.y) * (da / (da - db))
                if t > 0 { local.append((t, t)) }
            }
        }
        guard let profile = CornerProfile(local) else { return nil }
        let e = profile.extent
        let window = key.window
        let (sx, sy, fx, fy) = (key.sx, key.sy, key.fx, key.fy)

        // Strips over [0, m] (the triangle below the diagonal, width t: the midpoint is exact)
        // and over [m, e] (below the curve, width = the strip's exact mean width), so the kink
        // at the diagonal point m falls on a strip boundary. Each strip and its mirror image
        // across the diagonal are rectangles, whose blur is a row profile × a column profile.
        let m = Swift.min(profile.diagonal, e)
        let h = stripHeight(g.sigma)
        func stripCount(_ length: Double) -> Int {
            length > 0 ? Int(Swift.max(1, Swift.min(Double(maxStrips), (length / h).rounded(.up)))) : 0
        }
        let countA = stripCount(m)
        let countB = stripCount(e - m)
        let count = countA + countB
        let rowsN = window.height, colsN = window.width
        var rowProfile = [Double](repeating: 0, count: rowsN)
        var colProfile = [Double](repeating: 0, count: colsN)
        var values = [Double](repeating: 0, count: rowsN * colsN)
        // Maps a local interval [a, b] along x (or y) to the corner frame.
        func absX(_ a: Double, _ b: Double) -> (Double, Double) { sx > 0 ? (fx + a, fx + b) : (fx - b, fx - a) }
        func absY(_ a: Double, _ b: Double) -> (Double, Double) { sy > 0 ? (fy + a, fy + b) : (fy - b, fy - a) }
        // Beyond 5σ + 2 px of an interval its blur is below 1e-6: leave 0.
        let cut = 5 * g.sigma + 2
        var cursor = 0
        values.withUnsafeMutableBufferPointer { out in
            for k in 0..<count {
                let t0: Double, t1: Double, width: Double
                if k < countA {
                    t0 = m * Double(k) / Double(countA); t1 = m * Double(k + 1) / Double(countA)
                    width = (t0 + t1) / 2
                } else {
                    let stepB = (e - m) / Double(countB)
                    t0 = m + stepB * Double(k - countA); t1 = k == count - 1 ? e : m + stepB * Double(k - countA + 1)
                    width = profile.meanWidth(from: t0, to: t1, cursor: &cursor)
                }
                // Strip: u ∈ [0, width], v ∈ [t0, t1]; mirror: u ∈ [t0, t1], v ∈ [0, width].
                for mirror in [false, true] {
                    let (ax, bx) = mirror ? absX(t0, t1) : absX(0, width)
                    let (ay, by) = mirror ? absY(0, width) : absY(t0, t1)
                    var rowLo = rowsN, rowHi = 0, colLo = colsN, colHi = 0
                    for j in 0..<rowsN {
                        let c = Double(window.y + j) + 0.5
                        rowProfile[j] = c > ay - cut && c < by + cut ? g.interval(ay, by, at: c) : 0
                        if rowProfile[j] > 1e-12 { rowLo = Swift.min(rowLo, j); rowHi = j + 1 }
                    }
                    for i in 0..<colsN {
                        let c = Double(window.x + i) + 0.5
                        colProfile[i] = c > ax - cut && c < bx + cut ? g.interval(ax, bx, at: c) : 0
                        if colProfile[i] > 1e-12 { colLo = Swift.min(colLo, i); colHi = i + 1 }
                    }
                    guard rowLo < rowHi, colLo < colHi else { continue }
                    colProfile.withUnsafeBufferPointer { cp in
                        for j in rowLo..<rowHi {
                            let v = rowProfile[j]
                            let o = j * colsN
                            for i in colLo..<colHi { out[o + i] += v * cp[i] }
                        }
                    }
                }
            }
        }
        return CornerCorrection(window: window, values: values)
    }
}

/// Corner corrections already computed, shared by all renders (cards in a table repeat).
/// Bounded: when full it is emptied. Values do not depend on whether they came from here.
final class CornerCache: @unchecked Sendable {
    static let shared = CornerCache()
    static let maxEntries = 64
    private let lock = NSLock()
    private var entries: [CornerCorrection.Key: CornerCorrection] = [:]

    func correction(for key: CornerCorrection.Key, make: () -> CornerCorrection?) -> CornerCorrection? {
        lock.lock()
        let hit = entries[key]
        lock.unlock()
        if let hit { return hit }
        guard let made = make() else { return nil }
        lock.lock()
        if entries.count >= CornerCache.maxEntries { entries.removeAll() }
        entries[key] = made
        lock.unlock()
        return made
    }

    /// Empties the cache (benchmarks of the cold path).
    func removeAll() {
        lock.lock()
        entries.removeAll()
        lock.unlock()
    }
}

/// The region a corner curve cuts from its rect corner, in local coordinates (u along the
/// edge from the corner, v along the other edge; both ≥ 0). Corner curves are symmetric about
/// the diagonal u = v, so the half below it (u ≤ v) describes the whole cutout.
struct CornerProfile {
    /// Points of the curve's lower half (u ≤ v), sorted by v, from the diagonal to u = 0.
    let points: [(u: Double, v: Double)]
    /// Where the curve meets the edge u = 0: the cutout spans v ∈ [0, extent].
    let extent: Double

    init?(_ curve: [(u: Double, v: Double)]) {
        let lower = curve.filter { $0.u <= $0.v && $0.v > 0 }.sorted { $0.v < $1.v }
        // The extent: the smallest v where the curve reaches the edge.
        guard let edge = lower.first(where: { $0.u <= 1e-12 }), edge.v > 1e-9 else { return nil }
        points = lower.filter { $0.v <= edge.v }
        extent = edge.v
    }

    /// Where the curve crosses the diagonal: its lower half spans v ∈ [diagonal, extent].
    var diagonal: Double { points.first.map { Swift.min($0.u, $0.v) } ?? 0 }

    /// The mean of the curve's u over v ∈ [a, b] (diagonal ≤ a < b ≤ extent): the exact
    /// integral of the piecewise-linear profile divided by b − a. `cursor` remembers the
    /// segment between calls with increasing intervals.
    func meanWidth(from a: Double, to b: Double, cursor: inout Int) -> Double {
        guard points.count > 1, b > a else { return 0 }
        // The profile at v, on segment i (points[i−1] … points[i]).
        func u(_ v: Double, _ i: Int) -> Double {
            let p = points[i - 1], q = points[i]
            return q.v > p.v ? p.u + (q.u - p.u) * ((v - p.v) / (q.v - p.v)) : q.u
        }
        cursor = Swift.max(1, cursor)
        while cursor < points.count - 1 && points[cursor].v <= a { cursor += 1 }
        var i = cursor
        var lo = a
        var sum = 0.0
        while lo < b && i < points.count {
            let hi = Swift.min(b, points[i].v)
            if hi > lo { sum += (u(lo, i) + u(hi, i)) / 2 * (hi - lo) }
            lo = Swift.max(lo, hi)
            if points[i].v <= b { i += 1 } else { break }
        }
        return Swift.max(0, sum / (b - a))
    }
}
