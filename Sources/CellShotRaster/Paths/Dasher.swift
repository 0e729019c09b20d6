/// Cuts polylines into dashes along an on/off pattern, as `StrokeStyle.dash` describes.
package enum Dasher {
    /// The most dashes one call produces; a pattern that would produce more is drawn solid.
    package static let maxDashes = 100_000

    /// The usable pattern: an odd-length pattern is repeated to make it even (as SVG does);
    /// `nil` (draw solid) when it is empty or any length is ≤ 0, NaN or infinite.
    package static func pattern(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty else { return nil }
        for d in dash where !(d > 0 && d.isFinite) { return nil }
        return dash.count % 2 == 1 ? dash + dash : dash
    }

    /// The "on" pieces of `lines` under `dash` starting `phase` into the pattern (negative phases
    /// wrap). Each dash is an open polyline; on a closed polyline a dash running through the start
    /// point is kept in one piece. Returns `lines` unchanged when the pattern is unusable (see
    /// `pattern(_:)`) or would yield more than `maxDashes` dashes.
    package static func dash(_ lines: [Polyline], pattern dash: [Double], phase: Double) -> [Polyline] {
        guard let pattern = pattern(dash) else { return lines }
        var period = 0.0
        for d in pattern { period += d }
        guard period.isFinite, period > 0 else { return lines }
        // Bound the output before doing any work.
        var total = 0.0
        for line in lines { total += length(line) }
        guard total.isFinite, total / period * Double(pattern.count / 2) < Double(maxDashes) else { return lines }

        var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if start < 0 { start += period }
        // Find where in the pattern the phase lands.
        var startIndex = 0
        var startRemaining = pattern[0]
        var guardCount = 0   // rounding can leave `start` a hair above the last entry
        while start >= startRemaining && guardCount < pattern.count {
            guardCount += 1
            start -= startRemaining
            startIndex = (startIndex + 1) % pattern.count
            startRemaining = pattern[startIndex]
        }
        startRemaining -= start

        var result: [Polyline] = []
        for line in lines {
            let pts = line.points
            guard pts.count > 1 else { continue }   // zero-length subpaths have no dashes
            var index = startIndex
            var remaining = startRemaining
            var on = index % 2 == 0
            var current: [Point] = on ? [pts[0]] : []
            var pieces: [Polyline] = []
            let segmentCount = line.isClosed ? pts.count : pts.count - 1
            for s in 0..<segmentCount {
                let a = pts[s], b = pts[(s + 1) % pts.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let len = (dx * dx + dy * dy).squareRoot()
                var t = 0.0   // distance already walked along this segment
                while len - t > remaining {
                    t += remaining
                    let f = t / len
                    let p = Point(a.x + dx * f, a.y + dy * f)
                    if on {
                        current.append(p)
                        pieces.append(Polyline(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [p]
                    }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= len - t
                if on { current.append(b) }
            }
            if on && current.count > 1 { pieces.append(Polyline(points: current, isClosed: false)) }
            // A closed line that starts and ends "on": the last dash continues into the first.
            if line.isClosed && on && startIndex % 2 == 0 && pieces.count > 1 {
                let last = pieces.removeLast()
                pieces[0].points = Array(last.points.dropLast()) + pieces[0].points
            }
            result.append(contentsOf: pieces)
        }
        return result
    }

    /// The length of a polyline, including the closing segment when closed.
    static func length(_ line: Polyline) -> Double {
        let pts = line.points
        guard pts.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<pts.count {
            let dx = pts[i].x - pts[i - 1].x, dy = pts[i].y - pts[i - 1].y
            total += (dx * dx + dy * dy).squareRoot()
        }
        if line.isClosed {
            let dx = pts[0].x - pts[pts.count - 1].x, dy = pts[0].y - pts[pts.count - 1].y
            total += (dx * dx + dy * dy).squareRoot()
        }
        return total
    }
}
