import CellShotLayout

/// A value that lays itself out into a `LayoutTree` for a width and an environment: the card
/// `Cell`, and any view, row, table or screen that conforms with one line.
public protocol SnapshotLayoutable {
    /// The laid-out tree at `width` points in `environment`.
    func layout(width: Double, environment: CellEnvironment) throws -> LayoutTree
}

extension Cell: SnapshotLayoutable {}

extension SnapshotStrategy where Value: SnapshotLayoutable & SendableMetatype {
    /// The value laid out at `width` points (default 375, an iPhone) in `environment` (scale,
    /// appearance, Dynamic Type, direction…), rendered and stored as PNG with its layout dump.
    public static func image(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard) -> SnapshotStrategy {
        .image { try $0.layout(width: width, environment: environment) }
    }

    /// ``image(width:environment:)`` at 375 pt in the standard environment.
    public static var image: SnapshotStrategy { image() }

    /// The value's layout dump at `width` in `environment`, stored as text.
    public static func layout(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard) -> SnapshotStrategy {
        .layout { try $0.layout(width: width, environment: environment) }
    }

    /// ``layout(width:environment:)`` at 375 pt in the standard environment.
    public static var layout: SnapshotStrategy { layout() }
}
