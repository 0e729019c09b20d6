/// Why SVG path data could not be parsed: the character offset (0-based; the data is ASCII up
/// to any error) and what was expected there.
public struct SVGPathError: Error, Equatable, Sendable, CustomStringConvertible {
    public let offset: Int
    public let expected: String
    /// What was found at `offset` ("end of data" at the end).
    public let found: String

    public init(offset: Int, expected: String, found: String) {
        self.offset = offset; self.expected = expected; self.found = found
    }

    public var description: String { "SVG path data, offset \(offset): expected \(expected), found \(found)" }
}

extension Path {
    /// The largest magnitude a number in SVG path data may have.
    public static let svgNumberLimit = 1e15  // named as "±10^15" in errors

    /// Parses SVG path data (the `d` attribute): M L H V C S Q T A Z in absolute (upper-case)
    /// and relative (lower-case) forms, implicit repetition of a command's arguments (extra
    /// pairs after M/m are L/l), numbers with signs, decimals and exponents, separated by
    /// whitespace and/or one comma, and compact arc flags ("a1 1 0 01 5 5"). Arcs become cubic
    /// Béziers. Data must start with a move; numbers that are not finite or exceed
    /// ``svgNumberLimit`` in magnitude are rejected.
    public init(svgData: String) throws(SVGPathError) {
        var parser = SVGPathParser(Array(svgData.utf8))
        self = try parser.parse()
    }
}

/// A recursive-descent parser over the UTF-8 bytes of path data.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var i = 0
    private var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The last control point of a C/S (for S) or Q/T (for T) command, for reflection.
    private var lastCubicControl: Point? = nil
    private var lastQuadControl: Point? = nil

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private func found(at j: Int) -> String {
        guard j < bytes.count else { return "end of data" }
        let b = bytes[j]
        return b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    private func error(_ expected: String, at j: Int? = nil) -> SVGPathError {
        let at = j ?? i
        return SVGPathError(offset: at, expected: expected, found: found(at: at))
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private mutating func skipSpaces() { while i < bytes.count && SVGPathParser.isSpace(bytes[i]) { i += 1 } }

    /// Skips whitespace and at most one comma (with whitespace around it).
    private mutating func skipSeparator() {
        skipSpaces()
        if i < bytes.count && bytes[i] == UInt8(ascii: ",") { i += 1; skipSpaces() }
    }

    /// True when a number may start at the current position.
    private var atNumberStart: Bool {
        guard i < bytes.count else { return false }
        let b = bytes[i]
        return SVGPathParser.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    mutating func parse() throws(SVGPathError) -> Path {
        skipSpaces()
        guard i < bytes.count else { throw error("a move command (M or m)") }
        var first = true
        while true {
            skipSpaces()
            guard i < bytes.count else { break }
            let at = i
            let cmd = bytes[i]
            if first && cmd != UInt8(ascii: "M") && cmd != UInt8(ascii: "m") {
                throw error("a move command (M or m)")
            }
            first = false
            i += 1
            try command(cmd, at: at)
        }
        return path
    }

    private mutating func number(_ what: String) throws(SVGPathError) -> Double {
        let start = i
        var j = i
        if j < bytes.count && (bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+")) { j += 1 }
        var digits = 0
        while j < bytes.count && SVGPathParser.isDigit(bytes[j]) { j += 1; digits += 1 }
        if j < bytes.count && bytes[j] == UInt8(ascii: ".") {
            j += 1
            while j < bytes.count && SVGPathParser.isDigit(bytes[j]) { j += 1; digits += 1 }
        }
        guard digits > 0 else { throw error(what, at: start) }
        if j < bytes.count && (bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E")) {
            j += 1
            if j < bytes.count && (bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+")) { j += 1 }
            var expDigits = 0
            while j < bytes.count && SVGPathParser.isDigit(bytes[j]) { j += 1; expDigits += 1 }
            guard expDigits > 0 else { throw error("exponent digits", at: j) }
        }
        let text = String(decoding: bytes[start..<j], as: UTF8.self)
        guard let v = Double(text), v.isFinite, abs(v) <= Path.svgNumberLimit else {
            throw SVGPathError(offset: start, expected: "a finite number within ±10^15", found: "'\(text)'")
        }
        i = j
        return v
    }

    private mutating func flag() throws(SVGPathError) -> Bool {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw error("an arc flag (0 or 1)")
        }
        defer { i += 1 }
        return bytes[i] == UInt8(ascii: "1")
    }

    private mutating func point(_ relative: Bool) throws(SVGPathError) -> Point {
        let x = try number("an x coordinate")
        skipSeparator()
        let y = try number("a y coordinate")
        return relative ? Point(current.x + x, current.y + y) : Point(x, y)
    }

    private mutating func command(_ cmd: UInt8, at: Int) throws(SVGPathError) {
        let relative = cmd >= UInt8(ascii: "a")
        let upper = relative ? cmd - 32 : cmd
        var repeats = 0
        skipSpaces()
        repeat {
            if repeats > 0 { skipSeparator() }
            guard try segment(upper, relative: relative, first: repeats == 0, at: at) else { return }  // Z ends it
            repeats += 1
            let save = i
            skipSeparator()
            let more = atNumberStart
            i = save
            if !more {
                // A trailing comma is not allowed before a command.
                skipSpaces()
                if i < bytes.count && bytes[i] == UInt8(ascii: ",") { throw error("a number") }
                return
            }
        } while true
    }

    /// Reads one segment of the command `upper` (upper case) and appends it; false after `Z`,
    /// which takes no arguments and so never repeats.
    private mutating func segment(_ upper: UInt8, relative: Bool, first: Bool, at: Int) throws(SVGPathError) -> Bool {
        switch upper {
        case UInt8(ascii: "M"):
            let p = try point(relative)
            if first {
                path.move(to: p); subpathStart = p
            } else {
                path.line(to: p)
            }
            current = p
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "L"):
            let p = try point(relative)
            path.line(to: p); current = p
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "H"):
            let x = try number("an x coordinate")
            let p = Point(relative ? current.x + x : x, current.y)
            path.line(to: p); current = p
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "V"):
            let y = try number("a y coordinate")
            let p = Point(current.x, relative ? current.y + y : y)
            path.line(to: p); current = p
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "C"):
            let c1 = try point(relative); skipSeparator()
            let c2 = try point(relative); skipSeparator()
            let p = try point(relative)
            path.cubic(to: p, control1: c1, control2: c2); current = p
            lastCubicControl = c2; lastQuadControl = nil
        case UInt8(ascii: "S"):
            let c1 = lastCubicControl.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
            let c2 = try point(relative); skipSeparator()
            let p = try point(relative)
            path.cubic(to: p, control1: c1, control2: c2); current = p
            lastCubicControl = c2; lastQuadControl = nil
        case UInt8(ascii: "Q"):
            let c = try point(relative); skipSeparator()
            let p = try point(relative)
            path.quad(to: p, control: c); current = p
            lastQuadControl = c; lastCubicControl = nil
        case UInt8(ascii: "T"):
            let c = lastQuadControl.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
            let p = try point(relative)
            path.quad(to: p, control: c); current = p
            lastQuadControl = c; lastCubicControl = nil
        case UInt8(ascii: "A"):
            try arc(relative)
        case UInt8(ascii: "Z"):
            path.close(); current = subpathStart
            lastCubicControl = nil; lastQuadControl = nil
            return false
        default:
            throw error("a path command (M L H V C S Q T A Z, or lower case)", at: at)
        }
        return true
    }

    /// Reads the arguments of one elliptical arc segment and appends it.
    private mutating func arc(_ relative: Bool) throws(SVGPathError) {
        let rx = try number("an arc x radius"); skipSeparator()
        let ry = try number("an arc y radius"); skipSeparator()
        let rotation = try number("an arc rotation (degrees)"); skipSeparator()
        let large = try flag(); skipSeparator()
        let sweep = try flag(); skipSeparator()
        let p = try point(relative)
        path.appendSVGArc(from: current, to: p, rx: rx, ry: ry, rotationDegrees: rotation,
                          largeArc: large, sweep: sweep)
        current = p
        lastCubicControl = nil; lastQuadControl = nil
    }
}

extension Path {
    /// Appends an SVG endpoint-parameterized elliptical arc (SVG 1.1 implementation notes,
    /// F.6.5–F.6.6: zero radii draw a line, too-small radii are scaled up).
    mutating func appendSVGArc(from p0: Point, to p1: Point, rx rxIn: Double, ry ryIn: Double,
                               rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        if p0 == p1 { return }
        var rx = abs(rxIn), ry = abs(ryIn)
        guard rx > 0, ry > 0 else { line(to: p1); return }
        let phi = (rotationDegrees.truncatingRemainder(dividingBy: 360)) * DeterministicMath.pi / 180
        let (sinPhi, cosPhi) = DeterministicMath.sincos(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        let num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var coef = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1p / ry
        let cyp = -coef * ry * x1p / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
        let ux = (x1p - cxp) / rx, uy = (y1p - cyp) / ry
        let vx = (-x1p - cxp) / rx, vy = (-y1p - cyp) / ry
        let theta1 = DeterministicMath.atan2(uy, ux)
        var dTheta = DeterministicMath.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && dTheta > 0 { dTheta -= 2 * DeterministicMath.pi }
        if sweep && dTheta < 0 { dTheta += 2 * DeterministicMath.pi }
        guard cx.isFinite, cy.isFinite, theta1.isFinite, dTheta.isFinite else { line(to: p1); return }
        appendArc(center: Point(cx, cy), rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi, theta1: theta1, sweep: dTheta,
                  end: p1)
    }
}
