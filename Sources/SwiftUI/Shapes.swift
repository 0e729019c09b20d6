#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// A shape: it takes the whole space it is offered and draws its outline there (filled with
/// the foreground style unless filled or stroked). Built-in shapes draw CellShot's outlines;
/// a custom shape's `path(in:)` is asked once in a 100 × 100 square and stretched over its
/// frame (docs/swiftui.md).
public protocol Shape: View {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape CellShot draws from an outline of its own.
protocol OutlinedShape {
    var outline: NodeShape { get }
    /// The shape's name in the layout dump.
    static var kindName: String { get }
}

extension Shape {
    /// The outline CellShot draws: the built-in one, or the custom path in a unit square.
    var outline: NodeShape { drawn.outline }

    /// The outline and the name in the layout dump: a built-in shape's own (found by comparing
    /// types, which costs neither a conformance look-up nor the type's name), else the custom
    /// path in a unit square, named by its type without generic arguments.
    var drawn: (outline: NodeShape, name: String) {
        if let found = builtIn(Rectangle.self) ?? builtIn(RoundedRectangle.self) ?? builtIn(Circle.self)
            ?? builtIn(Capsule.self) ?? builtIn(Ellipse.self) ?? builtIn(UnevenRoundedRectangle.self) {
            return found
        }
        let side = 100.0
        let unit = path(in: CGRect(x: 0, y: 0, width: side, height: side)).cell
        return (.path(unit.transformed(by: Transform(a: 1 / side, b: 0, c: 0, d: 1 / side, tx: 0, ty: 0))),
                String(describing: Self.self).prefix { $0 != "<" }.description)
    }

    /// The outline and name when this shape is of the built-in `type`.
    private func builtIn<Outlined: OutlinedShape>(_ type: Outlined.Type) -> (outline: NodeShape, name: String)? {
        guard Self.self == type else { return nil }
        return (unsafeBitCast(self, to: Outlined.self).outline, Outlined.kindName)
    }

    /// The shape drawn with `paint`, named in the dump.
    private func shapeView(_ paint: ShapePaint) -> ModifiedContentView {
        let shape = drawn
        return ShapeView(outline: shape.outline, paint: paint).kind(shape.name)
    }

    public var body: ModifiedContentView { return shapeView(ShapePaint()) }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ style: S = Color.primary, style fillStyle: FillStyle = FillStyle()) -> some View {
        shapeView(style.shapePaint)
    }
    /// Strokes the shape's edge (drawn inside the edge, as `strokeBorder`: docs/swiftui.md).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        shapeView(ShapePaint(stroke: style.paint, lineWidth: Double(lineWidth)))
    }
    /// Strokes the shape's edge with a stroke style (its line width; dashes are drawn solid).
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
        stroke(style, lineWidth: strokeStyle.lineWidth)
    }
    /// Strokes the shape's edge in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        shapeView(ShapePaint(stroke: .label, lineWidth: Double(lineWidth)))
    }
    /// Strokes inside the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View { stroke(style, lineWidth: lineWidth) }
    /// Strokes inside the shape's edge with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some View {
        stroke(style, lineWidth: strokeStyle.lineWidth)
    }
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> some View { self.padding(Double(amount)) }
}

/// How a shape is filled (even-odd fills are drawn non-zero).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool, isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// A stroke's width (caps, joins and dashes are drawn as a solid stroke inside the edge).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.dash = dash
    }
}

/// Line caps.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Line joins.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// Corner curves.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var cell: CornerCurve { self == .circular ? .circular : .continuous }
}

/// A CellShot shape view with an outline and a paint.
struct ShapeView: CellShape {
    var outline: NodeShape
    var paint: ShapePaint
}

public struct Rectangle: Shape, OutlinedShape {
    static var kindName: String { "Rectangle" }
    public init() {}
    var outline: NodeShape { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape, OutlinedShape {
    static var kindName: String { "RoundedRectangle" }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    var outline: NodeShape { .roundedRectangle(CornerRadii(all: Double(min(cornerSize.width, cornerSize.height))), style.cell) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

/// Radii of four corners, by layout direction.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

public struct UnevenRoundedRectangle: Shape, OutlinedShape {
    static var kindName: String { "UnevenRoundedRectangle" }
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii; self.style = style }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    var outline: NodeShape {
        let radii = cornerRadii
        return .roundedRectangle(CornerRadii(topLeft: Double(radii.topLeading), topRight: Double(radii.topTrailing),
                                             bottomRight: Double(radii.bottomTrailing), bottomLeft: Double(radii.bottomLeading)), style.cell)
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Capsule: Shape, OutlinedShape {
    static var kindName: String { "Capsule" }
    public init(style: RoundedCornerStyle = .continuous) {}
    var outline: NodeShape { .capsule }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

public struct Circle: Shape, OutlinedShape {
    static var kindName: String { "Circle" }
    public init() {}
    var outline: NodeShape { .circle }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

public struct Ellipse: Shape, OutlinedShape {
    static var kindName: String { "Ellipse" }
    public init() {}
    var outline: NodeShape { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// An outline made of lines and curves, drawn as a shape.
public struct Path: Shape {
    var cell = CellShotRaster.Path()

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cell = CellShotRaster.Path(roundedRect: rect.cell, radii: CornerRadii(all: Double(cornerRadius)), continuous: style == .continuous)
    }
    public init(ellipseIn rect: CGRect) { cell = CellShotRaster.Path(ellipseIn: rect.cell) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public mutating func move(to point: CGPoint) { cell.move(to: point.cell) }
    public mutating func addLine(to point: CGPoint) { cell.line(to: point.cell) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { cell.quad(to: point.cell, control: control.cell) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        cell.cubic(to: point.cell, control1: control1.cell, control2: control2.cell)
    }
    public mutating func addRect(_ rect: CGRect) { cell.append(CellShotRaster.Path(rect: rect.cell)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        cell.append(Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style).cell)
    }
    public mutating func addEllipse(in rect: CGRect) { cell.append(CellShotRaster.Path(ellipseIn: rect.cell)) }
    public mutating func closeSubpath() { cell.close() }

    public func path(in rect: CGRect) -> Path { self }
}

extension CGRect {
    var cell: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGPoint {
    var cell: Point { Point(Double(x), Double(y)) }
}
#endif
