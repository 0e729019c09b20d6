/// One button of a revealed swipe action set (UIContextualAction).
public struct SwipeAction: Hashable, Sendable {
    /// How the button is coloured.
    public enum Style: Hashable, Sendable {
        /// systemRed.
        case destructive
        /// systemGray.
        case normal
        /// Any colour (systemBlue for "Flag"-like actions).
        case tinted(DynamicColor)
    }

    /// The button title.
    public var title: String
    /// Its colour.
    public var style: Style

    /// An action button.
    public init(_ title: String, style: Style = .normal) { self.title = title; self.style = style }
}

/// Which edge's swipe actions a snapshot shows revealed.
public enum SwipeEdge: String, Hashable, Sendable {
    case leading, trailing
}
