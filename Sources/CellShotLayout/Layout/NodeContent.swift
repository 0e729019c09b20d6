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
        let imageWidth = Double(image.width), imageHeight = Double(image.height)
        guard imageWidth > 0, imageHeight > 0 else { return frame }
        let fitScale: Double
        switch mode {
        case .fit: fitScale = min(frame.width / imageWidth, frame.height / imageHeight)
        case .fill: fitScale = max(frame.width / imageWidth, frame.height / imageHeight)
        case .center: fitScale = 1 / (scale > 0 && scale.isFinite ? scale : 1)
        }
        return Rect(x: frame.midX - imageWidth * fitScale / 2, y: frame.midY - imageHeight * fitScale / 2, width: imageWidth * fitScale, height: imageHeight * fitScale)
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
        if let clip { out += " clip=\(clip.dumpName)" }
        if let shadow { out += " shadow=\(LayoutTree.num(shadow.offset.x)),\(LayoutTree.num(shadow.offset.y))/\(LayoutTree.num(shadow.blur))/\(LayoutTree.hex(shadow.color))" }
        if isHidden { out += " hidden" }
        if let accessibility { out += accessibility.dumpText }
        return out
    }
}
