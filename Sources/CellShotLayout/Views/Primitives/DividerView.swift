/// A hairline, as UIKit draws separators: exactly one device pixel thick at any scale,
/// across the proposed width (vertical inside an ``HStackView``).
public struct DividerView: PrimitiveCellView {
    var color: DynamicColor
    /// A divider in `color` (UIKit's separator colour by default).
    public init(color: DynamicColor = .system(.separator)) { self.color = color }
}
