import CellShotRaster

/// Why SVG path data could not be read: the byte offset and what was expected there.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var expected: String
    public var description: String { "at offset \(offset): expected \(expected)" }
}

/// Parses SVG path data (the `d` attribute: M L H V C S Q T A Z, absolute and relative,
/// implicit repeats, compact numbers and arc flags). Elliptical arcs become cubic Béziers
/// with the project's deterministic `DMath`. Inputs over 1 MB are refused.
enum SVGPathData {
    static let maxBytes = 1 << 20

    static func parse(_ text: String) throws(SVGPathError) -> Path {
        let bytes = Array(text.utf8)
        guard bytes.count <= maxBytes else { throw SVGPathError(offset: maxBytes, expected: "at most \(maxBytes) bytes of path data") }
        var s = Scanner(bytes: bytes)
        var path = Path()
        var cur = Point.zero, start = Point.zero
        var lastCubic: Point?, lastQuad: Point?
        var command: UInt8 = 0
        s.skipSeparators()
        while !s.atEnd {
            if let c = s.peekCommand() {
                command = c; s.i += 1
            } else if command == 0 {
                throw SVGPathError(offset: s.i, expected: "a path command (M, L, C, …)")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
            let rel = command >= UInt8(ascii: "a")
            let o = rel ? cur : .zero
            var nextCubic: Point? = nil, nextQuad: Point? = nil
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                let p = try s.point() + o
                path.move(to: p); cur = p; start = p
            case UInt8(ascii: "l"):
                let p = try s.point() + o
                path.line(to: p); cur = p
            case UInt8(ascii: "h"):
                let x = try s.number() + (rel ? cur.x : 0)
                cur = Point(x, cur.y); path.line(to: cur)
            case UInt8(ascii: "v"):
                let y = try s.number() + (rel ? cur.y : 0)
                cur = Point(cur.x, y); path.line(to: cur)
            case UInt8(ascii: "c"):
                let c1 = try s.point() + o, c2 = try s.point() + o, p = try s.point() + o
                path.cubic(to: p, control1: c1, control2: c2); cur = p; nextCubic = c2
            case UInt8(ascii: "s"):
                let c1 = lastCubic.map { cur + (cur - $0) } ?? cur
                let c2 = try s.point() + o, p = try s.point() + o
                path.cubic(to: p, control1: c1, control2: c2); cur = p; nextCubic = c2
            case UInt8(ascii: "q"):
                let c = try s.point() + o, p = try s.point() + o
                path.quad(to: p, control: c); cur = p; nextQuad = c
            case UInt8(ascii: "t"):
                let c = lastQuad.map { cur + (cur - $0) } ?? cur
                let p = try s.point() + o
                path.quad(to: p, control: c); cur = p; nextQuad = c
            case UInt8(ascii: "a"):
                let rx = abs(try s.number()), ry = abs(try s.number()), angle = try s.number()
                let large = try s.flag(), sweep = try s.flag()
                let p = try s.point() + o
                arc(&path, from: cur, to: p, rx: rx, ry: ry, degrees: angle, large: large, sweep: sweep)
                cur = p
            case UInt8(ascii: "z"):
                path.close(); cur = start
            default:
                throw SVGPathError(offset: s.i - 1, expected: "a path command (M, L, H, V, C, S, Q, T, A, Z)")
            }
            lastCubic = nextCubic; lastQuad = nextQuad
            s.skipSeparators()
        }
        return path
    }

    /// An SVG endpoint arc as cubic segments of at most 90° (W3C SVG implementation notes F.6).
    static func arc(_ path: inout Path, from p0: Point, to p1: Point, rx rx0: Double, ry ry0: Double,
                    degrees: Double, large: Bool, sweep: Bool) {
        guard p0 != p1 else { return }
        guard rx0 > 0, ry0 > 0 else { path.line(to: p1); return }
        let phi = degrees * Double.pi / 180
        let (sinPhi, cosPhi) = DMath.sincos(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        var rx = rx0, ry = ry0
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let k = lambda.squareRoot(); rx *= k; ry *= k }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if large == sweep { coef = -coef }
        let cxp = coef * rx * y1 / ry, cyp = -coef * ry * x1 / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
        let ux = (x1 - cxp) / rx, uy = (y1 - cyp) / ry, vx = (-x1 - cxp) / rx, vy = (-y1 - cyp) / ry
        let theta1 = DMath.atan2(uy, ux)
        var delta = DMath.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * Double.pi } else if sweep && delta < 0 { delta += 2 * Double.pi }
        let segments = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * (1 - DMath.cos(step / 2)) / DMath.sin(step / 2)
        func point(_ t: Double) -> (Point, Point) {
            let (st, ct) = DMath.sincos(t)
            let x = rx * ct, y = ry * st, ddx = -rx * st, ddy = ry * ct
            let p = Point(cosPhi * x - sinPhi * y + cx, sinPhi * x + cosPhi * y + cy)
            let d = Point(cosPhi * ddx - sinPhi * ddy, sinPhi * ddx + cosPhi * ddy)
            return (p, d)
        }
        var t = theta1
        var (a, da) = point(t)
        for i in 0..<segments {
            let t2 = i == segments - 1 ? theta1 + delta : t + step
            let (b, db) = point(t2)
            let end = i == segments - 1 ? p1 : b
            path.cubic(to: end, control1: a + da * k, control2: b - db * k)
            a = b; da = db; t = t2
        }
    }

    struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var atEnd: Bool { i >= bytes.count }

        mutating func skipSeparators() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[i]) { i += 1 }
        }

        func peekCommand() -> UInt8? {
            let c = bytes[i]
            return "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c) ? c : nil
        }

        mutating func flag() throws(SVGPathError) -> Bool {
            skipSeparators()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
                throw SVGPathError(offset: i, expected: "an arc flag (0 or 1)")
            }
            i += 1
            return bytes[i - 1] == UInt8(ascii: "1")
        }

        mutating func point() throws(SVGPathError) -> Point {
            let x = try number()
            return Point(x, try number())
        }

        /// An SVG number: sign, digits, optional fraction, optional exponent.
        mutating func number() throws(SVGPathError) -> Double {
            skipSeparators()
            let begin = i
            func digit(_ j: Int) -> Bool { j < bytes.count && bytes[j] >= 0x30 && bytes[j] <= 0x39 }
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            var digits = 0
            while digit(i) { i += 1; digits += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                while digit(i) { i += 1; digits += 1 }
            }
            guard digits > 0 else { i = begin; throw SVGPathError(offset: begin, expected: "a number") }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                var j = i + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
                if digit(j) { i = j; while digit(i) { i += 1 } }
            }
            guard let v = Double(String(decoding: bytes[begin..<i], as: UTF8.self)), v.isFinite else {
                throw SVGPathError(offset: begin, expected: "a finite number")
            }
            return v
        }
    }
}
