import CellShotLayout

/// A view, table or screen the catalog decoded, as the function that lays it out at a width
/// in an environment, shared by the snapshots of its matrix across rendering threads. It is
/// `@unchecked Sendable` because the decoders build what it captures only from the value types
/// of `CellShotLayout` (views, rows, sections, tables: no classes, nothing mutable).
struct DecodedLayout: @unchecked Sendable {
    /// Lays the decoded subject out.
    let layout: (Double, CellEnvironment) throws -> LayoutTree

    /// The snapshot subject that lays this out.
    var subject: CatalogSnapshot.Subject { .described { width, environment in try layout(width, environment) } }
}
