import CellShotRaster

/// A shape node's outline and paint, colours resolved.
public struct ShapeContent: Hashable, Sendable {
    /// The outline in the node's frame.
    public var outline: NodeShape
    /// The fill, or nil.
    public var fill: Color?
    /// The stroke colour (inside the edge), or nil.
    public var stroke: Color?
    /// The stroke width in points.
    public var lineWidth: Double
    /// A gradient filling the shape (in the frame's unit square), drawn instead of `fill`; or nil.
    public var gradient: ResolvedGradient?

    /// A shape with this outline and paint.
    public init(outline: NodeShape, fill: Color?, stroke: Color? = nil, lineWidth: Double = 1) {
        self.outline = outline; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }
}

/// An image node's bitmap and how it fills the frame.
public struct ImageContent: Hashable, Sendable {
    /// The bitmap.
    public var image: Image
    /// Fit, fill or centre.
    public var mode: ImageContentMode
    /// Bitmap pixels per point (used by `.center`).
    public var scale: Double

    /// An image drawn by `mode`.
    public init(image: Image, mode: ImageContentMode, scale: Double = 1) {
        self.image = image; self.mode = mode; self.scale = scale
    }

    /// Where the bitmap lands for a node `frame` (clip to the frame when drawing).
    public func destination(in frame: Rect) -> Rect {
        let w = Double(image.width), h = Double(image.height)
        guard w > 0, h > 0 else { return frame }
        let s: Double
        switch mode {
        case .fit: s = min(frame.width / w, frame.height / h)
        case .fill: s = max(frame.width / w, frame.height / h)
        case .center: s = 1 / (scale > 0 && scale.isFinite ? scale : 1)
        }
        return Rect(x: frame.midX - w * s / 2, y: frame.midY - h * s / 2, width: w * s, height: h * s)
    }
}

/// What happens to a node together with its children.
public struct NodeEffects: Hashable, Sendable {
    /// Drawn as one layer at this opacity (1 = no layer).
    public var opacity: Double = 1
    /// Drawn clipped to this outline in the node's frame.
    public var clip: NodeShape?
    /// A drop shadow cast by the node's shape (see ``CellView/shadow(color:radius:x:y:)``).
    public var shadow: Shadow?
    /// Laid out but not drawn.
    public var isHidden = false
    /// What assistive technologies are told (never drawn), or nil.
    public var accessibility: NodeAccessibility? {
        get { accessibilityBox?.value }
        set { accessibilityBox = newValue.map(AccessibilityBox.init) }
    }
    /// Kept behind a reference so that every node (and the engine's deep recursion) stays small.
    private var accessibilityBox: AccessibilityBox?
    /// Whether accessibility values are set (asked without copying them out).
    var hasAccessibility: Bool { accessibilityBox != nil }

    /// No effect.
    public init() {}

    /// The dump's suffix: "" when there is no effect.
    var dumpText: String {
        var out = ""
        if opacity != 1 { out += " opacity=\(LayoutTree.num(opacity))" }
        if let c = clip { out += " clip=\(c.dumpName)" }
        if let s = shadow { out += " shadow=\(LayoutTree.num(s.offset.x)),\(LayoutTree.num(s.offset.y))/\(LayoutTree.num(s.blur))/\(LayoutTree.hex(s.color))" }
        if isHidden { out += " hidden" }
        if let accessibility { out += accessibility.dumpText }
        return out
    }
}
