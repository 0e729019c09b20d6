#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// Rings and arcs with round ends in the unit square, for circular gauges (drawn with
/// `DeterministicMath`'s trigonometry: the same pixels on every machine).
enum Ring {
    /// An arc of the circle inscribed in the unit square, `thickness` wide (a fraction of the
    /// side), from angle `start` clockwise over `sweep` radians (0 is the +x axis, y down), with
    /// round ends; a sweep of 2π or more is the whole ring.
    static func arc(start: Double, sweep: Double, thickness t: Double) -> CellShotRaster.Path {
        let c = CellShotRaster.Point(0.5, 0.5), outer = 0.5, inner = 0.5 - t, middle = 0.5 - t / 2
        var p = CellShotRaster.Path()
        guard sweep > 0 else { return p }
        let twoPi = 2 * DeterministicMath.pi
        if sweep >= twoPi {
            p.addArc(center: c, radius: outer, startAngle: 0, endAngle: twoPi, clockwise: true); p.close()
            p.move(to: CellShotRaster.Point(c.x + inner, c.y))
            p.addArc(center: c, radius: inner, startAngle: twoPi, endAngle: 0, clockwise: false); p.close()
            return p
        }
        let end = start + sweep
        func cap(_ angle: Double) -> CellShotRaster.Point {
            let (s, co) = DeterministicMath.sincos(angle)
            return CellShotRaster.Point(c.x + middle * co, c.y + middle * s)
        }
        p.addArc(center: c, radius: outer, startAngle: start, endAngle: end, clockwise: true)
        p.addArc(center: cap(end), radius: t / 2, startAngle: end, endAngle: end + DeterministicMath.pi, clockwise: true)
        p.addArc(center: c, radius: inner, startAngle: end, endAngle: start, clockwise: false)
        p.addArc(center: cap(start), radius: t / 2, startAngle: start + DeterministicMath.pi, endAngle: start + twoPi, clockwise: true)
        p.close()
        return p
    }

    /// A dot of `diameter` (a fraction of the side) centred on the ring's middle line at `angle`.
    static func dot(at angle: Double, ringThickness t: Double, diameter d: Double) -> CellShotRaster.Path {
        let (s, co) = DeterministicMath.sincos(angle), middle = 0.5 - t / 2
        var p = CellShotRaster.Path()
        p.addArc(center: CellShotRaster.Point(0.5 + middle * co, 0.5 + middle * s), radius: d / 2, startAngle: 0,
                 endAngle: 2 * DeterministicMath.pi, clockwise: true)
        p.close()
        return p
    }
}
#endif
