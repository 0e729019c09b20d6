import CellShotLayout

/// A view the catalog decoded, shared by the snapshots of its matrix across rendering threads.
/// It is `@unchecked Sendable` because the decoders build it only from the value-type
/// primitives and modifiers of `CellShotLayout` (no classes, nothing mutable).
struct DecodedView: @unchecked Sendable {
    /// The view.
    let view: AnyCellView

    /// Wraps a decoded view.
    init(_ view: AnyCellView) { self.view = view }
}
