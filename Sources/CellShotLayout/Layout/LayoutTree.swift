import CellShotRaster
import CellShotText

/// A filled, optionally bordered and shadowed rounded rectangle (card, badge, chip, chrome).
public struct BoxStyle: Hashable, Sendable {
    public var fill: Color?
    public var radii: CornerRadii
    public var continuous: Bool
    public var borderWidth: Double
    public var borderColor: Color
    public var shadow: Shadow?
    /// Standard deviation in points of the blur applied to what lies under the box before its
    /// fill (a bar's translucent material; the box's corners are ignored); 0 for none.
    public var backdropBlur: Double

    public init(fill: Color?, radius: Double, continuous: Bool = true, borderWidth: Double = 0,
                borderColor: Color = .clear, shadow: Shadow? = nil, backdropBlur: Double = 0) {
        self.fill = fill; self.radii = CornerRadii(all: radius); self.continuous = continuous
        self.borderWidth = borderWidth; self.borderColor = borderColor; self.shadow = shadow
        self.backdropBlur = backdropBlur
    }
}

/// One named element of a laid-out cell, with its frame in points (cell coordinates) and
/// what the painter draws for it.
public struct LayoutNode: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// A grouping node; nothing of its own is drawn.
        case none
        case box(BoxStyle)
        /// Text laid out in the node's frame (the layout box's top-left at the frame origin).
        case text(TextLayout, Color)
        /// An icon fitted into the frame.
        case icon(name: String, artwork: IconArtwork, color: Color, mirrored: Bool)
        /// A shape view's outline, filled and/or stroked in the frame.
        case shape(ShapeContent)
        /// A bitmap drawn in the frame by a content mode (clipped to the frame).
        case image(ImageContent)
    }

    /// Stable name: card, icon, title, placeholder, badge, chip[0], disclosure, editChrome,
    /// characterCount, errorIcon, errorMessage, label…
    public var name: String
    public var frame: Rect
    /// The text shown (as laid out, "…" included), for the dump.
    public var text: String?
    public var content: Content
    /// Drawn after (on top of) this node, in order.
    public var children: [LayoutNode]
    /// Clip the children to this node's box (set when an explicit height cuts content).
    public var clipsChildren: Bool
    /// Opacity, clip, shadow and visibility of the node with its children.
    public var effects: NodeEffects

    /// A node; trees are built by the view layout engine (custom views and the card cell alike).
    public init(name: String, frame: Rect, text: String? = nil, content: Content = .none,
                children: [LayoutNode] = [], clipsChildren: Bool = false, effects: NodeEffects = NodeEffects()) {
        self.name = name; self.frame = frame; self.text = text; self.content = content
        self.children = children; self.clipsChildren = clipsChildren; self.effects = effects
    }

    /// The first descendant (or self) with this name; paths descend with "." or "/"
    /// ("chip[1].label", "hstack[0]/text[1]").
    public func node(named path: String) -> LayoutNode? {
        var parts = path.split(maxSplits: 1, whereSeparator: { $0 == "." || $0 == "/" }).map(String.init)
        let head = parts.removeFirst()
        guard let match = first(named: head) else { return nil }
        return parts.isEmpty ? match : match.node(named: parts[0])
    }

    private func first(named name: String) -> LayoutNode? {
        if self.name == name { return self }
        for child in children { if let found = child.first(named: name) { return found } }
        return nil
    }
}

/// A laid-out cell: the node tree, the row size in points, the scale and background it is
/// rendered with, and notes about clamped or unusual input.
public struct LayoutTree: Hashable, Sendable {
    /// The whole row (card plus its insets), in points; height is whole device pixels.
    public var size: Size
    public var scale: Double
    /// The row background behind the card.
    public var background: Color
    /// The root node ("row").
    public var root: LayoutNode
    /// One line describing the variant (style, state, environment).
    public var summary: String
    /// Remarks: clamping, empty titles, binding results.
    public var notes: [String]

    public func node(named path: String) -> LayoutNode? { root.node(named: path) }
}
