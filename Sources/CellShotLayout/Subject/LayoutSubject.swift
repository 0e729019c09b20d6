import CellShotRaster

/// What a subject is laid out for: a width, an optional height or viewport, an environment and
/// a visual state. Every ``LayoutSubject`` takes the same request.
public struct LayoutRequest: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// A view's row height, or the height of a table's or screen's viewport (scrolled to the
    /// top); nil = self-sizing (a card cell's own height, a table's whole content).
    public var height: Double?
    /// A table's or screen's window (height and scroll offset); wins over `height` there.
    /// Views and cells have no viewport and ignore it.
    public var viewport: Viewport?
    /// Appearance, Dynamic Type, scale, direction, locale, time zone, clock.
    public var environment: CellEnvironment
    /// The visual state of a cell or cell model; nil = the subject's own (a card cell's
    /// `state`, `.normal` otherwise).
    public var state: VisualState?

    /// A request `width` points wide (375 by default, an iPhone) in `environment`.
    public init(width: Double = DeviceWidth.standard, height: Double? = nil, environment: CellEnvironment = .standard,
                viewport: Viewport? = nil, state: VisualState? = nil) {
        self.width = width; self.height = height; self.viewport = viewport
        self.environment = environment; self.state = state
    }

    /// The viewport a table or screen shows: `viewport`, else a window `height` points tall.
    public var tableViewport: Viewport? { viewport ?? height.map { Viewport(height: $0) } }
}

/// Anything that lays out into a ``LayoutTree``: the card ``Cell``, every ``CellView`` (cell
/// models, tables and screens among them) and a ``LayoutTree`` itself. One protocol, one
/// request, so every snapshot strategy works for every subject.
///
/// ```swift
/// struct Banner: LayoutSubject {
///     var text: String
///     func layout(_ request: LayoutRequest) throws -> LayoutTree {
///         try TextView(text).padding(16).layout(request)
///     }
/// }
/// ```
///
/// A subject's type is a `SendableMetatype` (strategies are `Sendable` values that lay the
/// subject out later), so opaque `some View` and `some CellView` values are subjects too.
public protocol LayoutSubject: SendableMetatype {
    /// The subject laid out for `request`.
    func layout(_ request: LayoutRequest) throws -> LayoutTree
}

extension CellView {
    /// The view in a row `request.width` points wide (and `request.height` tall, or
    /// self-sizing); a ``CellModel`` in `request.state`.
    public func layout(_ request: LayoutRequest) throws -> LayoutTree {
        try ViewLayout.tree(self, width: request.width, height: request.height, environment: request.environment,
                            background: nil, state: request.state ?? .normal)
    }
}

extension TableView {
    /// The table `request.width` points wide: whole, or through ``LayoutRequest/tableViewport``.
    public func layout(_ request: LayoutRequest) throws -> LayoutTree {
        try layout(width: request.width, environment: request.environment, viewport: request.tableViewport)
    }
}

extension Screen {
    /// The screen `request.width` points wide: whole, or through ``LayoutRequest/tableViewport``.
    public func layout(_ request: LayoutRequest) throws -> LayoutTree {
        try layout(width: request.width, environment: request.environment, viewport: request.tableViewport)
    }
}

extension Cell: LayoutSubject {
    /// The card cell `request.width` points wide, at `request.height` and in `request.state`
    /// where given (else its own).
    public func layout(_ request: LayoutRequest) throws -> LayoutTree {
        var cell = self
        if let height = request.height { cell.height = height }
        if let state = request.state { cell.state = state }
        return try cell.layout(width: request.width, environment: request.environment)
    }
}

extension LayoutTree: LayoutSubject {
    /// The tree itself: it is already laid out, so the request is not consulted.
    public func layout(_ request: LayoutRequest) throws -> LayoutTree { self }
}
