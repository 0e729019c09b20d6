/// Where children of different heights sit in an ``HStackView`` (and vertically in a frame).
public enum VerticalViewAlignment: Hashable, Sendable {
    /// Top edges line up.
    case top
    /// Centres line up.
    case center
    /// Bottom edges line up.
    case bottom
    /// The first line's baseline of each child lines up (children without text: their bottom).
    case firstTextBaseline
    /// The last line's baseline of each child lines up (children without text: their bottom).
    case lastTextBaseline
}

/// Where children of different widths sit in a ``VStackView`` (and horizontally in a frame).
/// Leading and trailing follow the layout direction.
public enum HorizontalViewAlignment: Hashable, Sendable {
    /// Leading edges line up (left in left-to-right layouts).
    case leading
    /// Centres line up.
    case center
    /// Trailing edges line up.
    case trailing
}

/// A two-dimensional alignment for ``ZStackView``, frames, backgrounds and overlays.
public struct ViewAlignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalViewAlignment
    /// The vertical part.
    public var vertical: VerticalViewAlignment
    /// A front's own horizontal guide, used instead of `horizontal` when set.
    package var customHorizontal: CustomGuide?
    /// A front's own vertical guide, used instead of `vertical` when set.
    package var customVertical: CustomGuide?

    /// An alignment from its two parts.
    public init(horizontal: HorizontalViewAlignment, vertical: VerticalViewAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// An alignment whose parts may be a front's own guides (nil: the built-in part).
    package init(horizontal: HorizontalViewAlignment, vertical: VerticalViewAlignment,
                 customHorizontal: CustomGuide?, customVertical: CustomGuide?) {
        self.horizontal = horizontal; self.vertical = vertical
        self.customHorizontal = customHorizontal; self.customVertical = customVertical
    }

    /// Centred both ways.
    public static let center = ViewAlignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = ViewAlignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = ViewAlignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = ViewAlignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = ViewAlignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = ViewAlignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = ViewAlignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = ViewAlignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = ViewAlignment(horizontal: .trailing, vertical: .bottom)
}
