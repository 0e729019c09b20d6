import CellShotRaster
/// A glyph's outline in font units (y up): contours as points with on-curve flags —
/// TrueType quadratic contours (composites already flattened into one point list), or, when
/// `cubic`, CFF contours whose off-curve points come in pairs of cubic control points.
struct GlyphOutline: Sendable, Equatable {
    var xs: [Double] = []
    var ys: [Double] = []
    var onCurve: [Bool] = []
    /// Index one past the last point of each contour.
    var contourEnds: [Int] = []
    /// Off-curve points are cubic control pairs (each contour starts on-curve).
    var cubic = false

    var isEmpty: Bool { contourEnds.isEmpty }

    /// The outline as a path: each point (x, y) maps to (x·scale + dx, dy − y·scale), i.e. font
    /// units to a y-down device space with the origin (pen, baseline) at (dx, dy). Consecutive
    /// off-curve points get their implied on-curve midpoint.
    func path(scale s: Double, dx: Double, dy: Double) -> Path {
        if cubic { return cubicPath(scale: s, dx: dx, dy: dy) }
        var path = Path()
        var start = 0
        for end in contourEnds {
            defer { start = end }
            let n = end - start
            guard n > 0 else { continue }
            func pt(_ i: Int) -> Point { Point(xs[start + i] * s + dx, dy - ys[start + i] * s) }
            func on(_ i: Int) -> Bool { onCurve[start + i] }
            func mid(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) * 0.5, (a.y + b.y) * 0.5) }
            // Start at an on-curve point; if there is none, at the midpoint of the first two.
            var first = 0
            let startPoint: Point
            if on(0) { startPoint = pt(0) }
            else if on(n - 1) { first = n - 1; startPoint = pt(n - 1) }
            else { startPoint = mid(pt(n - 1), pt(0)); first = -1 }
            path.move(to: startPoint)
            var control: Point? = nil
            // Walk the remaining points once around the contour.
            let begin = first == -1 ? 0 : first + 1
            for k in 0..<(first == -1 ? n : n - 1) {
                let i = (begin + k) % n
                let p = pt(i)
                if on(i) {
                    if let c = control { path.quad(to: p, control: c); control = nil } else { path.line(to: p) }
                } else {
                    if let c = control { let m = mid(c, p); path.quad(to: m, control: c) }
                    control = p
                }
            }
            if let c = control { path.quad(to: startPoint, control: c) } else { path.line(to: startPoint) }
            path.close()
        }
        return path
    }

    /// ``path(scale:dx:dy:)`` for cubic contours: on-curve points joined by lines, or by a cubic
    /// through the two off-curve points between them.
    private func cubicPath(scale s: Double, dx: Double, dy: Double) -> Path {
        var path = Path()
        var start = 0
        for end in contourEnds {
            defer { start = end }
            guard end > start else { continue }
            func pt(_ i: Int) -> Point { Point(xs[i] * s + dx, dy - ys[i] * s) }
            path.move(to: pt(start))
            var i = start + 1
            while i < end {
                if onCurve[i] {
                    path.line(to: pt(i)); i += 1
                } else if i + 2 < end || (i + 2 == end && onCurve[start]) {
                    // Two controls, then the end point (the contour's start when it closes the contour).
                    path.cubic(to: i + 2 < end ? pt(i + 2) : pt(start), control1: pt(i), control2: pt(i + 1)); i += 3
                } else {
                    break
                }
            }
            path.close()
        }
        return path
    }

    /// Appends `other` transformed by the 2×2 matrix (a b; c d) and offset (dx, dy).
    mutating func append(_ other: GlyphOutline, a: Double, b: Double, c: Double, d: Double, dx: Double, dy: Double) {
        let base = xs.count
        for i in 0..<other.xs.count {
            let x = other.xs[i], y = other.ys[i]
            xs.append(a * x + c * y + dx)
            ys.append(b * x + d * y + dy)
        }
        onCurve.append(contentsOf: other.onCurve)
        contourEnds.append(contentsOf: other.contourEnds.map { $0 + base })
    }
}

/// Reads outlines from `glyf` through `loca`.
struct GlyphTable: Sendable {
    let glyf: TableReader
    /// numGlyphs + 1 validated offsets into `glyf`.
    let offsets: [Int]

    static let maxDepth = 8
    static let maxPoints = 100_000
    static let maxContours = 20_000
    static let maxComponents = 512

    init(glyf: TableReader, loca: TableReader, numGlyphs: Int, longOffsets: Bool) throws(FontError) {
        self.glyf = glyf
        var offs: [Int] = []
        offs.reserveCapacity(numGlyphs + 1)
        var previous = 0
        for i in 0...numGlyphs {
            let o = longOffsets ? Int(try loca.u32(i * 4)) : Int(try loca.u16(i * 2)) * 2
            guard o <= glyf.length else {
                throw loca.invalid("glyph \(i) offset \(o) points outside 'glyf' (\(glyf.length) bytes)", at: longOffsets ? i * 4 : i * 2)
            }
            guard o >= previous else {
                throw loca.invalid("glyph \(i) offset \(o) is before the previous offset \(previous)", at: longOffsets ? i * 4 : i * 2)
            }
            previous = o
            offs.append(o)
        }
        offsets = offs
    }

    /// An empty table (for synthetic faces).
    init() {
        glyf = TableReader(bytes: [], tag: "glyf", start: 0, length: 0)
        offsets = [0]
    }

    var numGlyphs: Int { offsets.count - 1 }

    func outline(_ glyph: Int) throws(FontError) -> GlyphOutline {
        var out = GlyphOutline()
        var budget = GlyphTable.maxComponents
        try append(glyph, depth: 0, into: &out, budget: &budget)
        return out
    }

    private func append(_ glyph: Int, depth: Int, into out: inout GlyphOutline, budget: inout Int) throws(FontError) {
        guard glyph >= 0, glyph < numGlyphs else { return }
        let start = offsets[glyph], end = offsets[glyph + 1]
        guard end > start else { return }  // empty glyph (e.g. space)
        let r = try glyf.sub(at: start, length: end - start)
        let contours = Int(try r.i16(0))
        if contours >= 0 {
            try appendSimple(r, contours: contours, into: &out)
        } else {
            try appendComposite(r, glyph: glyph, depth: depth, into: &out, budget: &budget)
        }
    }

    private func appendSimple(_ r: TableReader, contours: Int, into out: inout GlyphOutline) throws(FontError) {
        guard contours > 0 else { return }
        try r.limit(contours, GlyphTable.maxContours, "number of contours", at: 0)
        var ends: [Int] = []
        ends.reserveCapacity(contours)
        var last = -1
        for i in 0..<contours {
            let e = Int(try r.u16(10 + 2 * i))
            guard e > last else { throw r.invalid("contour end point \(e) is not after \(last)", at: 10 + 2 * i) }
            ends.append(e + 1)
            last = e
        }
        let count = last + 1
        try r.limit(out.xs.count + count, GlyphTable.maxPoints, "number of points", at: 10)
        let instructionLength = Int(try r.u16(10 + 2 * contours))
        var o = 12 + 2 * contours + instructionLength
        var flags = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            let f = try r.u8(o); o += 1
            flags[i] = f; i += 1
            if f & 0x08 != 0 {
                let repeats = Int(try r.u8(o)); o += 1
                var k = 0
                while k < repeats && i < count { flags[i] = f; i += 1; k += 1 }
            }
        }
        var xs = [Double](repeating: 0, count: count), ys = [Double](repeating: 0, count: count)
        var v = 0
        for j in 0..<count {
            let f = flags[j]
            if f & 0x02 != 0 {
                let d = Int(try r.u8(o)); o += 1
                v += f & 0x10 != 0 ? d : -d
            } else if f & 0x10 == 0 {
                v += Int(try r.i16(o)); o += 2
            }
            xs[j] = Double(v)
        }
        v = 0
        for j in 0..<count {
            let f = flags[j]
            if f & 0x04 != 0 {
                let d = Int(try r.u8(o)); o += 1
                v += f & 0x20 != 0 ? d : -d
            } else if f & 0x20 == 0 {
                v += Int(try r.i16(o)); o += 2
            }
            ys[j] = Double(v)
        }
        let base = out.xs.count
        out.xs.append(contentsOf: xs)
        out.ys.append(contentsOf: ys)
        out.onCurve.append(contentsOf: flags.map { $0 & 0x01 != 0 })
        out.contourEnds.append(contentsOf: ends.map { $0 + base })
    }

    private func appendComposite(_ r: TableReader, glyph: Int, depth: Int, into out: inout GlyphOutline,
                                 budget: inout Int) throws(FontError) {
        guard depth < GlyphTable.maxDepth else { throw .compositeTooDeep(glyph: glyph, depth: GlyphTable.maxDepth) }
        var o = 10
        while true {
            budget -= 1
            try r.limit(GlyphTable.maxComponents - budget, GlyphTable.maxComponents, "number of components", at: o)
            let flags = try r.u16(o)
            let component = Int(try r.u16(o + 2))
            o += 4
            guard component < numGlyphs else { throw r.invalid("component glyph \(component) ≥ numGlyphs \(numGlyphs)", at: o - 2) }
            var dx = 0.0, dy = 0.0
            if flags & 0x0001 != 0 {
                dx = Double(try r.i16(o)); dy = Double(try r.i16(o + 2)); o += 4
            } else {
                dx = Double(Int8(bitPattern: try r.u8(o))); dy = Double(Int8(bitPattern: try r.u8(o + 1))); o += 2
            }
            if flags & 0x0002 == 0 { dx = 0; dy = 0 }  // point matching is not supported: no offset.
            func f2dot14(_ v: Int16) -> Double { Double(v) / 16384 }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & 0x0008 != 0 {
                a = f2dot14(try r.i16(o)); d = a; o += 2
            } else if flags & 0x0040 != 0 {
                a = f2dot14(try r.i16(o)); d = f2dot14(try r.i16(o + 2)); o += 4
            } else if flags & 0x0080 != 0 {
                a = f2dot14(try r.i16(o)); b = f2dot14(try r.i16(o + 2))
                c = f2dot14(try r.i16(o + 4)); d = f2dot14(try r.i16(o + 6)); o += 8
            }
            if flags & 0x0800 != 0 {  // SCALED_COMPONENT_OFFSET
                let x = dx, y = dy
                dx = a * x + c * y; dy = b * x + d * y
            }
            var part = GlyphOutline()
            try append(component, depth: depth + 1, into: &part, budget: &budget)
            try r.limit(out.xs.count + part.xs.count, GlyphTable.maxPoints, "number of points", at: o)
            out.append(part, a: a, b: b, c: c, d: d, dx: dx, dy: dy)
            if flags & 0x0020 == 0 { break }  // MORE_COMPONENTS
        }
    }
}
