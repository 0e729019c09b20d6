/// A piece of a cell, described as a value: text, an icon, a shape, a stack of other views…
///
/// Write your own views the SwiftUI way, with a `body` built from other views:
///
/// ```swift
/// struct Badge: CellView {
///     var count: Int
///     var body: some CellView {
///         TextView("\(count)").font(.caption1, weight: .semibold).foregroundColor(.white)
///             .padding(EdgeInsets(vertical: 2, horizontal: 7))
///             .background(CapsuleView().fill(.systemRed))
///     }
/// }
/// ```
///
/// The primitive views (``TextView``, ``HStackView``, ``RectangleView``…) are known to the
/// layout engine; every other view is laid out through its `body`. The names end in `View`
/// so that a file importing both CellShot and SwiftUI stays unambiguous.
public protocol CellView: LayoutSubject {
    /// The type of view this view is made of.
    associatedtype Body: CellView
    /// The views this view is made of.
    @CellViewBuilder var body: Body { get }
}

/// A view the layout engine lays out itself; its `body` is the view itself and is never asked for.
public protocol PrimitiveCellView: CellView where Body == Self {}

extension PrimitiveCellView {
    /// The view itself: primitives have no body of their own.
    public var body: Self { return self }
}
