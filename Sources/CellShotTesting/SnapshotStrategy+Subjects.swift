import CellShotLayout

extension SnapshotStrategy where Value: LayoutSubject {
    /// The subject (a `Cell`, any view or cell model, a table, a screen, a `LayoutTree`) laid
    /// out for the request — `width` points wide (default 375, an iPhone), `height` tall or a
    /// `viewport`, in `environment` and `state` (see `LayoutRequest`) — rendered and stored
    /// as PNG with its layout dump.
    public static func image(width: Double = DeviceWidth.standard, height: Double? = nil,
                             environment: CellEnvironment = .standard, viewport: Viewport? = nil,
                             state: VisualState? = nil) -> SnapshotStrategy {
        let request = LayoutRequest(width: width, height: height, environment: environment, viewport: viewport, state: state)
        return SnapshotStrategy<LayoutTree>.renderedTree.pullback { try $0.layout(request) }
    }

    /// ``image(width:height:environment:viewport:state:)`` at 375 pt in the standard environment.
    public static var image: SnapshotStrategy { image() }

    /// The subject's layout dump for the same request as
    /// ``image(width:height:environment:viewport:state:)``, stored as text.
    public static func layout(width: Double = DeviceWidth.standard, height: Double? = nil,
                              environment: CellEnvironment = .standard, viewport: Viewport? = nil,
                              state: VisualState? = nil) -> SnapshotStrategy {
        let request = LayoutRequest(width: width, height: height, environment: environment, viewport: viewport, state: state)
        return SnapshotStrategy<LayoutTree>.dumpedTree.pullback { try $0.layout(request) }
    }

    /// ``layout(width:height:environment:viewport:state:)`` at 375 pt in the standard environment.
    public static var layout: SnapshotStrategy { layout() }
}
