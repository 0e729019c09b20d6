import CellShotRaster

/// The corner curve of a rounded shape.
public enum CornerCurve: Hashable, Sendable {
    /// Quarter circles (UIKit's default `cornerCurve`).
    case circular
    /// iOS's continuous ("squircle") corners; a radius of at least half the shorter side
    /// draws a true capsule or circle, as UIKit does.
    case continuous
}

/// How a shape view is painted: a fill, a stroke inside its edge, or both.
public struct ShapePaint: Hashable, Sendable {
    /// The fill colour; nil = the foreground colour when there is no stroke, else no fill.
    public var fill: DynamicColor?
    /// The stroke colour, drawn inside the edge.
    public var stroke: DynamicColor?
    /// Stroke width in points.
    public var lineWidth: Double
    /// A gradient filling the shape instead of `fill`, or nil.
    public var gradient: ShapeGradient?

    /// A paint with these parts.
    public init(fill: DynamicColor? = nil, stroke: DynamicColor? = nil, lineWidth: Double = 1, gradient: ShapeGradient? = nil) {
        self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth; self.gradient = gradient
    }
}

/// A shape view: it takes the whole size it is proposed and draws its outline there.
public protocol CellShape: PrimitiveCellView {
    /// How the shape is painted.
    var paint: ShapePaint { get set }
    /// The outline in a frame, leading/trailing in layout direction terms.
    var outline: NodeShape { get }
}

extension CellShape {
    /// Fills the shape with `color`.
    public func fill(_ color: DynamicColor) -> Self {
        var copy = self
        copy.paint.fill = color
        return copy
    }

    /// Strokes the shape's edge with `color`, `lineWidth` points inside the edge.
    public func stroke(_ color: DynamicColor, lineWidth: Double = 1) -> Self {
        var copy = self
        copy.paint.stroke = color
        copy.paint.lineWidth = lineWidth
        return copy
    }
}

/// The outline of a shape node, in its frame.
public enum NodeShape: Hashable, Sendable {
    /// The frame itself.
    case rectangle
    /// The frame with rounded corners (radii clamped to half the shorter side).
    case roundedRectangle(CornerRadii, CornerCurve)
    /// Fully rounded short ends.
    case capsule
    /// The largest circle centred in the frame.
    case circle
    /// The ellipse inscribed in the frame.
    case ellipse
    /// A path drawn in a unit square (0…1 on both axes) stretched over the frame.
    case path(Path)

    /// The outline as a path in `rect` (points).
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle: return Path(rect: rect)
        case let .roundedRectangle(radii, curve): return Path(roundedRect: rect, radii: radii, continuous: curve == .continuous)
        case .capsule: return Path(capsule: rect)
        case .circle:
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse: return Path(ellipseIn: rect)
        case let .path(unit):
            return unit.transformed(by: Transform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY))
        }
    }

    /// The kind a shape view's node is named after ("circle" → "circle[2]").
    var kindName: String {
        switch self {
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .path: return "path"
        }
    }

    /// A short stable name for the layout dump.
    var dumpName: String {
        switch self {
        case .rectangle: return "rect"
        case let .roundedRectangle(cornerRadii, curve):
            let radii = [cornerRadii.topLeft, cornerRadii.topRight, cornerRadii.bottomRight, cornerRadii.bottomLeft]
            let text = Set(radii).count == 1 ? LayoutTree.num(cornerRadii.topLeft) : radii.map(LayoutTree.num).joined(separator: "/")
            return "rounded(\(text)\(curve == .continuous ? " continuous" : ""))"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case let .path(unit): return "path(\(unit.elements.count) elements)"
        }
    }
}
