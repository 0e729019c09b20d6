import Foundation

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

    /// Corrections already computed, shared by all renders (cards in a table repeat).
    static let cache = BoundedCache<Key, CornerCorrection>(maxEntries: 64, maxBytes: 64 << 20)

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
            let correction: CornerCorrection
            if let hit = cache.value(for: key) { correction = hit } else {
                guard let made = make(key: key, extentHint: e, gaussian: g) else { continue }
                cache.insert(made, for: key, size: made.values.count * MemoryLayout<Double>.stride)
                correction = made
            }
            result.append((correction, ox - box.x, oy - box.y))
        }
        return result
    }

    /// Computes a correction from scratch (nil when the corner has no cutout).
    private static func make(key: Key, extentHint: Double, gaussian g: PixelGaussian) -> CornerCorrection? {
        guard let profile = CornerProfile(cornerCurve(key: key, extentHint: extentHint)) else { return nil }
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
        var rowProfile = [Double](repeating: 0, count: window.height)
        var colProfile = [Double](repeating: 0, count: window.width)
        var values = [Double](repeating: 0, count: window.height * window.width)
        // Maps a local interval [a, b] along x (or y) to the corner frame.
        func absX(_ a: Double, _ b: Double) -> (Double, Double) { sx > 0 ? (fx + a, fx + b) : (fx - b, fx - a) }
        func absY(_ a: Double, _ b: Double) -> (Double, Double) { sy > 0 ? (fy + a, fy + b) : (fy - b, fy - a) }
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
                    addBlur(ofRect: (ax, bx, ay, by), window: window, gaussian: g, rowProfile: &rowProfile,
                            colProfile: &colProfile, into: out)
                }
            }
        }
        return CornerCorrection(window: window, values: values)
    }

    /// The corner's curve in local coordinates: the top-left quarter of a canonical square at the
    /// origin whose top-left corner equals the real one, with the point where it crosses the diagonal.
    private static func cornerCurve(key: Key, extentHint: Double) -> [(u: Double, v: Double)] {
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
        return local
    }

    /// Adds the blur of the rectangle x ∈ [ax, bx], y ∈ [ay, by] over `window` into `out`: a row
    /// profile × a column profile (the two scratch arrays), over the span where both are non-zero.
    private static func addBlur(ofRect r: (ax: Double, bx: Double, ay: Double, by: Double), window: IntRect,
                                gaussian g: PixelGaussian, rowProfile: inout [Double], colProfile: inout [Double],
                                into out: UnsafeMutableBufferPointer<Double>) {
        let rowsN = window.height, colsN = window.width
        // Beyond 5σ + 2 px of an interval its blur is below 1e-6: leave 0.
        let cut = 5 * g.sigma + 2
        var rowLo = rowsN, rowHi = 0, colLo = colsN, colHi = 0
        for j in 0..<rowsN {
            let c = Double(window.y + j) + 0.5
            rowProfile[j] = c > r.ay - cut && c < r.by + cut ? g.interval(r.ay, r.by, at: c) : 0
            if rowProfile[j] > 1e-12 { rowLo = Swift.min(rowLo, j); rowHi = j + 1 }
        }
        for i in 0..<colsN {
            let c = Double(window.x + i) + 0.5
            colProfile[i] = c > r.ax - cut && c < r.bx + cut ? g.interval(r.ax, r.bx, at: c) : 0
            if colProfile[i] > 1e-12 { colLo = Swift.min(colLo, i); colHi = i + 1 }
        }
        guard rowLo < rowHi, colLo < colHi else { return }
        colProfile.withUnsafeBufferPointer { cp in
            guard let cpBase = cp.baseAddress, let outBase = out.baseAddress else { return }
            let n = colHi - colLo
            let src = cpBase + colLo
            for j in rowLo..<rowHi {
                let v = rowProfile[j]
                let dst = outBase + j * colsN + colLo
                for i in 0..<n { dst[i] += v * src[i] }
            }
        }
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
