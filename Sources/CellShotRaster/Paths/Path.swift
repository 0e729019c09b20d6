/// A vector path made of subpaths of lines and quadratic/cubic Bézier curves.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(control: c, to: p)) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(control1: c1, control2: c2, to: p))
    }
    public mutating func close() { elements.append(.close) }
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The path with every point mapped through `t`.
    public func transformed(by t: Transform) -> Path {
        Path(elements: elements.map { e in
            switch e {
            case let .move(p): return .move(t.apply(p))
            case let .line(p): return .line(t.apply(p))
            case let .quad(c, p): return .quad(control: t.apply(c), to: t.apply(p))
            case let .cubic(c1, c2, p): return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
            case .close: return .close
            }
        })
    }

    /// The bounds of all points including control points (a superset of the exact bounds);
    /// `.zero` for an empty path.
    public var controlBounds: Rect { scanPoints(limit: .infinity).bounds }

    /// The control bounds (as ``controlBounds``) and whether every point is within ±`limit` (a
    /// NaN is not), in one pass over the elements through a buffer pointer: no generic iterator
    /// or closure per element, so an unoptimised build scans fast too.
    func scanPoints(limit: Double) -> (bounds: Rect, usable: Bool) {
        var scan = PointScan(limit: limit)
        elements.withUnsafeBufferPointer { e in
            var i = 0
            while i < e.count {
                switch e[i] {
                case let .move(p), let .line(p): scan.add(p)
                case let .quad(c, p): scan.add(c); scan.add(p)
                case let .cubic(c1, c2, p): scan.add(c1); scan.add(c2); scan.add(p)
                case .close: break
                }
                i += 1
            }
        }
        guard scan.x0 <= scan.x1, scan.y0 <= scan.y1 else { return (.zero, scan.usable) }
        return (Rect(x: scan.x0, y: scan.y0, width: scan.x1 - scan.x0, height: scan.y1 - scan.y0), scan.usable)
    }
}

/// Running bounds of points (NaN coordinates leave them unchanged) and whether all are usable.
private struct PointScan {
    let limit: Double
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
    var usable = true

    init(limit: Double) { self.limit = limit }

    mutating func add(_ p: Point) {
        x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        if !(abs(p.x) <= limit && abs(p.y) <= limit) { usable = false }
    }
}
