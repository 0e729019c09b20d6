#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// Rings and arcs with round ends in the unit square, for circular gauges (drawn with
/// `DeterministicMath`'s trigonometry: the same pixels on every machine).
enum Ring {
    /// An arc of the circle inscribed in the unit square, `thickness` wide (a fraction of the
    /// side), from angle `start` clockwise over `sweep` radians (0 is the +x axis, y down), with
    /// round ends; a sweep of 2π or more is the whole ring.
    static func arc(start: Double, sweep: Double, thickness: Double) -> CellShotRaster.Path {
        let center = CellShotRaster.Point(0.5, 0.5), outer = 0.5, inner = 0.5 - thickness, middle = 0.5 - thickness / 2
        var path = CellShotRaster.Path()
        guard sweep > 0 else { return path }
        let twoPi = 2 * DeterministicMath.pi
        if sweep >= twoPi {
            path.addArc(center: center, radius: outer, startAngle: 0, endAngle: twoPi, clockwise: true); path.close()
            path.move(to: CellShotRaster.Point(center.x + inner, center.y))
            path.addArc(center: center, radius: inner, startAngle: twoPi, endAngle: 0, clockwise: false); path.close()
            return path
        }
        let end = start + sweep
        func cap(_ angle: Double) -> CellShotRaster.Point {
            let (sine, cosine) = DeterministicMath.sincos(angle)
            return CellShotRaster.Point(center.x + middle * cosine, center.y + middle * sine)
        }
        path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
        path.addArc(center: cap(end), radius: thickness / 2, startAngle: end, endAngle: end + DeterministicMath.pi, clockwise: true)
        path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
        path.addArc(center: cap(start), radius: thickness / 2, startAngle: start + DeterministicMath.pi, endAngle: start + twoPi, clockwise: true)
        path.close()
        return path
    }

    /// A dot of `diameter` (a fraction of the side) centred on the ring's middle line at `angle`.
    static func dot(at angle: Double, ringThickness thickness: Double, diameter: Double) -> CellShotRaster.Path {
        let (sine, cosine) = DeterministicMath.sincos(angle), middle = 0.5 - thickness / 2
        var path = CellShotRaster.Path()
        path.addArc(center: CellShotRaster.Point(0.5 + middle * cosine, 0.5 + middle * sine), radius: diameter / 2, startAngle: 0,
                 endAngle: 2 * DeterministicMath.pi, clockwise: true)
        path.close()
        return path
    }
}
#endif
