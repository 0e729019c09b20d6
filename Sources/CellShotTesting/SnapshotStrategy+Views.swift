import CellShotLayout

extension SnapshotStrategy where Value: CellView & SendableMetatype {
    /// A view laid out in a row `width` points wide (and `height` tall, or self-sizing), rendered.
    /// A table or screen is laid out as itself: whole, or a viewport `height` points tall.
    public static func image(width: Double = DeviceWidth.standard, height: Double? = nil,
                             environment: CellEnvironment = .standard) -> SnapshotStrategy {
        .image { try tree($0, width: width, height: height, environment: environment) }
    }

    /// A view's layout dump in a row `width` points wide (a table or screen's as itself).
    public static func layout(width: Double = DeviceWidth.standard, height: Double? = nil,
                              environment: CellEnvironment = .standard) -> SnapshotStrategy {
        .layout { try tree($0, width: width, height: height, environment: environment) }
    }

    private static func tree(_ view: Value, width: Double, height: Double?, environment: CellEnvironment) throws -> LayoutTree {
        if let scrolling = view as? any ScrollingLayoutable {
            return try scrolling.layout(width: width, environment: environment, viewport: height.map { Viewport(height: $0) })
        }
        return try view.layout(width: width, height: height, environment: environment)
    }
}

extension SnapshotStrategy where Value: CellModel & SendableMetatype {
    /// A cell model's row `width` points wide in a visual `state`, rendered.
    public static func image(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard,
                             state: VisualState = .normal) -> SnapshotStrategy {
        .image { try $0.layout(width: width, environment: environment, state: state) }
    }
}

/// Tables and screens: laid out `width` points wide, whole or through a viewport.
public protocol ScrollingLayoutable {
    /// The laid-out tree, whole (`viewport` nil) or the viewport's window of it.
    func layout(width: Double, environment: CellEnvironment, viewport: Viewport?) throws -> LayoutTree
}

extension TableView: ScrollingLayoutable {}
extension Screen: ScrollingLayoutable {}

extension SnapshotStrategy where Value: ScrollingLayoutable & SendableMetatype {
    /// A table or screen `width` points wide, whole (`viewport` nil) or through `viewport`,
    /// rendered. Without a viewport, the view strategy ``image(width:height:environment:)``
    /// lays a table out as itself.
    public static func image(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard,
                             viewport: Viewport?) -> SnapshotStrategy {
        .image { try $0.layout(width: width, environment: environment, viewport: viewport) }
    }

    /// A table or screen's layout dump, whole (`viewport` nil) or through `viewport`.
    public static func layout(width: Double = DeviceWidth.standard, environment: CellEnvironment = .standard,
                              viewport: Viewport?) -> SnapshotStrategy {
        .layout { try $0.layout(width: width, environment: environment, viewport: viewport) }
    }
}
