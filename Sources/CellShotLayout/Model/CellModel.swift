import CellShotRaster

/// Your own cell type, CellKit style: a model that describes its row with a view `body`,
/// and optionally a fixed height, a separator inset and how it highlights.
///
/// ```swift
/// struct ContactRow: CellModel {
///     var name: String
///     var body: some CellView {
///         TextView(name).padding(horizontal: 16, vertical: 11)
///             .frame(maxWidth: .infinity, alignment: .leading)
///     }
///     var separatorInset: EdgeInsets? { EdgeInsets(leading: 16) }
/// }
/// let image = try ContactRow(name: "Anna").render(width: 375)
/// ```
public protocol CellModel: CellView {
    /// The row height in points; nil (the default) = as tall as the body (self-sizing).
    var height: Double? { get }
    /// A hairline separator along the bottom edge, inset from the leading and trailing
    /// edges (leading/trailing mirror in right-to-left layouts); nil (the default) = none.
    var separatorInset: EdgeInsets? { get }
    /// The row background when highlighted or selected (UIKit's default: systemGray4);
    /// nil = the row never highlights.
    var highlightColor: DynamicColor? { get }
    /// The row background (systemBackground by default).
    var backgroundColor: DynamicColor { get }
}

extension CellModel {
    /// Self-sizing.
    public var height: Double? { nil }
    /// No separator.
    public var separatorInset: EdgeInsets? { nil }
    /// UIKit's selection grey.
    public var highlightColor: DynamicColor? { .systemGray4 }
    /// The system background.
    public var backgroundColor: DynamicColor { .systemBackground }

    /// Lays the row out `width` points wide in `state` (`.highlighted` and `.selected` use
    /// ``highlightColor``; the card-only states draw as `.normal`).
    public func layout(width: Double, environment: CellEnvironment = .standard, state: VisualState = .normal) throws(CellError) -> LayoutTree {
        try ViewLayout.tree(self, width: width, height: nil, environment: environment, background: nil, state: state)
    }

    /// Lays out and rasterizes the row: an image `width × scale` pixels wide.
    public func render(width: Double, environment: CellEnvironment = .standard, state: VisualState = .normal) throws(CellError) -> Image {
        try layout(width: width, environment: environment, state: state).render()
    }
}
