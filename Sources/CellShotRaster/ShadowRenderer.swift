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
    /// ½·√(σ² + 1/12), `CornerCutouts.stripHeight`) whose blurred rectangles are subtracted,
    /// again as products of a row and a column profile. Error against the exact blurred shape: ≤ 1/255
    /// (see ShadowTests). Cost: O(width + height) Gaussian evaluations plus one multiply per
    /// pixel, plus (corner box)² × strips for the corners.
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

        let corners = CornerCutouts.make(rect: rect, radii: radii, continuous: continuous, gaussian: g, box: box)

        var bytes = [UInt8](repeating: 0, count: w * h)
        var row = [Double](repeating: 0, count: w)
        bytes.withUnsafeMutableBufferPointer { out in
            colProfile.withUnsafeBufferPointer { cols in
                row.withUnsafeMutableBufferPointer { row in
                    for j in 0..<h {
                        let vy = rowProfile[j]
                        if vy <= 0 { continue }
                        for i in 0..<w { row[i] = cols[i] * vy }
                        for corner in corners where corner.rows.contains(j) {
                            corner.subtract(row: j, from: row)
                        }
                        let o = j * w
                        for i in 0..<w { out[o + i] = Color.byte(row[i]) }
                    }
                }
            }
        }
        return CoverageMask(width: w, height: h, originX: box.x, originY: box.y, coverage: bytes)
    }
}

/// The blurred regions cut away from a rect's corners, as sums of separable strips.
struct CornerCutouts {
    /// Rows and columns (mask-relative) the cutout's blur reaches.
    let rows: Range<Int>
    let cols: Range<Int>
    /// strips × rows.count and strips × cols.count profile values.
    let rowProfiles: [Double]
    let colProfiles: [Double]
    let strips: Int

    /// Subtracts this cutout's value from one mask row (mask-relative index `j`).
    func subtract(row j: Int, from out: UnsafeMutableBufferPointer<Double>) {
        let r = j - rows.lowerBound
        let n = cols.count
        rowProfiles.withUnsafeBufferPointer { rp in
            colProfiles.withUnsafeBufferPointer { cp in
                for k in 0..<strips {
                    let v = rp[k * rows.count + r]
                    if v == 0 { continue }
                    let base = k * n
                    for i in 0..<n { out[cols.lowerBound + i] -= v * cp[base + i] }
                }
            }
        }
    }

    /// The strip height (pixels) for a kernel of std σ over a pixel box: 0.3 × the combined
    /// standard deviation √(σ² + 1/12), so the staircase of strips stays below ½/255 after
    /// blurring (0.5× gives up to 1.3/255 in ShadowTests).
    static func stripHeight(_ sigma: Double) -> Double {
        Swift.max(0.05, 0.3 * (sigma * sigma + 1.0 / 12).squareRoot())
    }

    /// Most strips per half corner (keeps absurd radii bounded).
    static let maxStrips = 512

    /// The cutouts of every rounded corner of `rect` that reach into `box`.
    static func make(rect: Rect, radii: CornerRadii, continuous: Bool, gaussian g: PixelGaussian,
                     box: IntRect) -> [CornerCutouts] {
        guard radii.topLeft > 0 || radii.topRight > 0 || radii.bottomRight > 0 || radii.bottomLeft > 0 else { return [] }
        let path = Path(roundedRect: rect, radii: radii, continuous: continuous)
        // Chords of a convex curve lie inside it: 0.0005 px keeps that bias below 0.1/255.
        let outline = path.flattened(tolerance: 0.0005).first?.points ?? []
        var result: [CornerCutouts] = []
        // (sx, sy): +1 when the corner is at the min edge of that axis.
        let corners = [(1.0, 1.0, radii.topLeft), (-1.0, 1.0, radii.topRight),
                       (-1.0, -1.0, radii.bottomRight), (1.0, -1.0, radii.bottomLeft)]
        for (sx, sy, radius) in corners where radius > 0 {
            let cx = sx > 0 ? rect.minX : rect.maxX, cy = sy > 0 ? rect.minY : rect.maxY
            // The corner's outline points in local coordinates (u, v ≥ 0 pointing into the rect).
            var local: [(u: Double, v: Double)] = []
            func inQuadrant(_ u: Double, _ v: Double) -> Bool { u <= rect.width / 2 + 1e-9 && v <= rect.height / 2 + 1e-9 }
            for (i, p) in outline.enumerated() {
                let u = (p.x - cx) * sx, v = (p.y - cy) * sy
                guard inQuadrant(u, v) else { continue }
                local.append((u, v))
                // Where the curve crosses the corner's diagonal, add the crossing point itself.
                let q = outline[(i + 1) % outline.count]
                let qu = (q.x - cx) * sx, qv = (q.y - cy) * sy
                let da = u - v, db = qu - qv
                if inQuadrant(qu, qv), (da < 0) != (db < 0), da != db {
                    let t = v + (qv - v) * (da / (da - db))
                    if t > 0 { local.append((t, t)) }
                }
            }
            guard let profile = CornerProfile(local) else { continue }
            if let c = CornerCutouts(corner: Point(cx, cy), sx: sx, sy: sy, profile: profile, gaussian: g, box: box) {
                result.append(c)
            }
        }
        return result
    }

    init?(corner: Point, sx: Double, sy: Double, profile: CornerProfile, gaussian g: PixelGaussian, box: IntRect) {
        let e = profile.extent
        let reach = ShadowRenderer.reach(g.sigma)
        // The cutout lies within the e × e square at the corner.
        let x0 = sx > 0 ? corner.x : corner.x - e, y0 = sy > 0 ? corner.y : corner.y - e
        let area = IntRect(enclosing: Rect(x: x0 - reach, y: y0 - reach, width: e + 2 * reach, height: e + 2 * reach))
        guard let hit = area.intersection(box) else { return nil }
        rows = (hit.y - box.y)..<(hit.maxY - box.y)
        cols = (hit.x - box.x)..<(hit.maxX - box.x)

        // Strips over [0, m] (the triangle below the diagonal, width t: the midpoint is exact)
        // and over [m, e] (below the curve, width = the strip's exact mean width), so the kink
        // at the diagonal point m falls on a strip boundary.
        let m = Swift.min(profile.diagonal, e)
        let h = CornerCutouts.stripHeight(g.sigma)
        let countA = m > 0 ? Swift.min(CornerCutouts.maxStrips, Swift.max(1, Int((m / h).rounded(.up)))) : 0
        let countB = e > m ? Swift.min(CornerCutouts.maxStrips, Swift.max(1, Int(((e - m) / h).rounded(.up)))) : 0
        let count = countA + countB
        strips = 2 * count
        var rp = [Double](repeating: 0, count: strips * rows.count)
        var cp = [Double](repeating: 0, count: strips * cols.count)
        // Maps a local interval [a, b] along x (or y) to the absolute interval.
        func absX(_ a: Double, _ b: Double) -> (Double, Double) { sx > 0 ? (corner.x + a, corner.x + b) : (corner.x - b, corner.x - a) }
        func absY(_ a: Double, _ b: Double) -> (Double, Double) { sy > 0 ? (corner.y + a, corner.y + b) : (corner.y - b, corner.y - a) }
        var cursor = 0
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
            // Strip k: u ∈ [0, width], v ∈ [t0, t1] (the half below the diagonal), and its mirror
            // u ∈ [t0, t1], v ∈ [0, width] (the half above).
            let (ax, bx) = absX(0, width), (ay, by) = absY(t0, t1)
            let (mx0, mx1) = absX(t0, t1), (my0, my1) = absY(0, width)
            for (n, j) in rows.enumerated() {
                let c = Double(box.y + j) + 0.5
                rp[k * rows.count + n] = g.interval(ay, by, at: c)
                rp[(count + k) * rows.count + n] = g.interval(my0, my1, at: c)
            }
            for (n, i) in cols.enumerated() {
                let c = Double(box.x + i) + 0.5
                cp[k * cols.count + n] = g.interval(ax, bx, at: c)
                cp[(count + k) * cols.count + n] = g.interval(mx0, mx1, at: c)
            }
        }
        rowProfiles = rp
        colProfiles = cp
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
