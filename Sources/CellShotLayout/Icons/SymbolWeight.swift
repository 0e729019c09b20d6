@_spi(RenderCaches) import CellShotRaster
import CellShotText

/// The nine weights of SF Symbols (`Font.Weight`'s ultraLight … black). The bundled icon set
/// has one weight, drawn as regular; other weights move every outline of the symbol outwards
/// (heavier) or inwards (lighter) before it is filled, so its strokes thicken or thin as SF
/// Symbols' do. See docs/icons.md for the figures and why.
public enum SymbolWeight: Int, Hashable, Sendable, CaseIterable {
    /// The nine weights, lightest first (raw values 1…9, regular 4).
    case ultraLight = 1, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight of a symbol beside text in `weight`.
    public init(_ weight: FontWeight) {
        switch weight {
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        }
    }

    /// How far each outline moves, in 1/960 of the artwork's view box (negative: into the ink).
    /// The set's strokes are 1/16 of its view box; a stroke `ratio` times as wide as regular
    /// moves each side by (ratio − 1)/32 of the box, 30 × (ratio − 1) of these units. Ratios:
    /// ultraLight 0.5 and black 2 (SF Symbols' three drawn masters are ultralight, regular and
    /// black; the others are interpolated), evenly spaced between them.
    public var outlineOffset: Int {
        rawValue <= Self.regular.rawValue ? (rawValue - Self.regular.rawValue) * 5 : (rawValue - Self.regular.rawValue) * 6
    }

    /// The units of ``outlineOffset``: a view box is this many of them.
    public static let offsetUnitsPerViewBox = 960
}

extension IconArtwork {
    /// The artwork drawn at `weight`: every part's outline moved by the weight's offset
    /// (itself at regular).
    /// Worked out once per artwork and weight: later calls are served from a cache keyed by
    /// the artwork's content.
    public func weighted(_ weight: SymbolWeight) -> IconArtwork {
        guard weight != .regular, viewBox > 0 else { return self }
        let key = WeightedArtworkKey(artwork: self, weight: weight)
        if let kept = Self.weightedArtworks.value(for: key) { return kept }
        let distance = Double(weight.outlineOffset) * viewBox / Double(SymbolWeight.offsetUnitsPerViewBox)
        var out = self
        for index in out.parts.indices { out.parts[index].path = out.parts[index].path.emboldened(by: distance) }
        // The key keeps the regular artwork, the value the weighted one: about the same size each.
        let elements = parts.reduce(0) { $0 + $1.path.elements.count }
        Self.weightedArtworks.insert(out, for: key, size: 2 * elements * MemoryLayout<Path.Element>.stride)
        return out
    }

    /// Weighted artworks already worked out. A value is exactly what `weighted(_:)` computes
    /// for its key, so no output depends on what the cache holds.
    package static let weightedArtworks = BoundedCache<WeightedArtworkKey, IconArtwork>(maxEntries: 1024, maxBytes: 16 << 20)
}

/// An artwork (by content) and the weight it is drawn at.
package struct WeightedArtworkKey: Hashable, Sendable {
    let artwork: IconArtwork
    let weight: SymbolWeight

    package init(artwork: IconArtwork, weight: SymbolWeight) {
        self.artwork = artwork
        self.weight = weight
    }
}

extension Path {
    /// The outline with every point of every contour moved `distance` away from the ink
    /// (negative: into it) along the bisector of its neighbouring edges, as far as keeps each
    /// edge `distance` from where it was (capped at sharp corners). A contour inside an odd
    /// number of others is a hole: it moves into the hole. Control points move like the points
    /// they shape, so curves follow.
    func emboldened(by distance: Double) -> Path {
        let contours = OutlineContour.split(self)
        let rings = contours.map(\.points)
        // Nesting costs contours × points: past a bound (far beyond any symbol) every contour counts as outer.
        let testsNesting = contours.count * rings.reduce(0) { $0 + $1.count } <= Self.nestingWorkLimit
        var elements: [Element] = []
        elements.reserveCapacity(self.elements.count)
        for (index, contour) in contours.enumerated() {
            let depth = !testsNesting ? 0 : rings.indices.reduce(0) { count, other in
                other != index && !rings[index].isEmpty && OutlineContour.encloses(rings[other], rings[index][0]) ? count + 1 : count
            }
            let moved = OutlineContour.offset(contour.points, by: depth % 2 == 0 ? distance : -distance)
            elements.append(contentsOf: contour.rebuilt(with: moved))
        }
        return Path(elements: elements)
    }

    /// The most contour × point pairs whose nesting `emboldened(by:)` works out.
    static let nestingWorkLimit = 4_000_000
}

/// One contour of a path: its elements and their points in order.
struct OutlineContour {
    var elements: [Path.Element] = []
    var points: [Point] = []

    static func split(_ path: Path) -> [OutlineContour] {
        var contours: [OutlineContour] = []
        var current = OutlineContour()
        for element in path.elements {
            if case .move = element, !current.elements.isEmpty { contours.append(current); current = OutlineContour() }
            current.elements.append(element)
            switch element {
            case let .move(point), let .line(point): current.points.append(point)
            case let .quad(control, point): current.points += [control, point]
            case let .cubic(control1, control2, point): current.points += [control1, control2, point]
            case .close: break
            }
        }
        if !current.elements.isEmpty { contours.append(current) }
        return contours
    }

    /// The elements with their points replaced by `points`, in order.
    func rebuilt(with points: [Point]) -> [Path.Element] {
        var next = 0
        func take() -> Point { defer { next += 1 }; return points[next] }
        return elements.map { element in
            switch element {
            case .move: return .move(take())
            case .line: return .line(take())
            case .quad: let control = take(); return .quad(control: control, to: take())
            case .cubic: let first = take(), second = take(); return .cubic(control1: first, control2: second, to: take())
            case .close: return .close
            }
        }
    }

    /// Whether `point` is inside the polygon `ring` (crossings of a ray to the right).
    static func encloses(_ ring: [Point], _ point: Point) -> Bool {
        guard ring.count > 2 else { return false }
        var inside = false
        var previous = ring[ring.count - 1]
        for current in ring {
            if (current.y > point.y) != (previous.y > point.y) {
                let crossingX = current.x + (point.y - current.y) * (previous.x - current.x) / (previous.y - current.y)
                if point.x < crossingX { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    /// The closed polygon `ring` with each point moved `distance` outwards (its own
    /// orientation, told by its signed area, says which side is out).
    static func offset(_ ring: [Point], by distance: Double) -> [Point] {
        let count = ring.count
        guard count > 2 else { return ring }
        var area = 0.0
        for index in 0..<count {
            let point = ring[index], following = ring[(index + 1) % count]
            area += point.x * following.y - following.x * point.y
        }
        guard area != 0 else { return ring }
        let side = area > 0 ? distance : -distance
        return (0..<count).map { index in
            let point = ring[index]
            guard let before = neighbour(of: index, in: ring, step: count - 1),
                  let after = neighbour(of: index, in: ring, step: 1) else { return point }
            let incoming = unit(point - before), outgoing = unit(after - point)
            // The edges' outward normals, summed; divided by 1 + cos(turn) keeps each edge `side` away.
            let normal = Point(incoming.y + outgoing.y, -incoming.x - outgoing.x)
            let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
            let scale = side / max(1 + cosine, minimumBisectorDenominator)
            return Point(point.x + normal.x * scale, point.y + normal.y * scale)
        }
    }

    /// The floor of 1 + cos(turn) at a corner: a spike sharper than about 138° of turn moves
    /// at most 2.8 × the distance instead of running off to a long miter.
    static let minimumBisectorDenominator = 0.25

    /// The nearest point of `ring` from `index` (walking by `step`) that is not at the same place.
    private static func neighbour(of index: Int, in ring: [Point], step: Int) -> Point? {
        var other = (index + step) % ring.count
        while other != index {
            if ring[other] != ring[index] { return ring[other] }
            other = (other + step) % ring.count
        }
        return nil
    }

    private static func unit(_ vector: Point) -> Point {
        let length = (vector.x * vector.x + vector.y * vector.y).squareRoot()
        return length > 0 ? Point(vector.x / length, vector.y / length) : vector
    }
}
