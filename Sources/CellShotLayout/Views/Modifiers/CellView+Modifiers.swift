import CellShotRaster
import CellShotText

extension CellView {
    /// Space around the view, leading/trailing following the layout direction.
    public func padding(_ insets: EdgeInsets) -> ModifiedContentView { ModifiedContentView(self, .padding(insets)) }
    /// The same space on every side (16 points, UIKit's cell margin, by default).
    public func padding(_ length: Double = 16) -> ModifiedContentView { padding(EdgeInsets(all: length)) }
    /// Horizontal and vertical space.
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> ModifiedContentView {
        padding(EdgeInsets(vertical: vertical, horizontal: horizontal))
    }

    /// A fixed width and/or height (nil keeps the view's own), the view aligned inside it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: ViewAlignment = .center) -> ModifiedContentView {
        ModifiedContentView(self, .frame(FrameSpec(width: width, height: height, alignment: alignment)))
    }

    /// A flexible frame: the proposal clamped to the bounds (`.infinity` = fill what is offered).
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: ViewAlignment = .center) -> ModifiedContentView {
        ModifiedContentView(self, .frame(FrameSpec(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                                                   maxHeight: maxHeight, alignment: alignment)))
    }

    /// The view at its ideal size in both dimensions (text does not wrap or truncate).
    public func fixedSize() -> ModifiedContentView { fixedSize(horizontal: true, vertical: true) }
    /// The view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContentView {
        ModifiedContentView(self, .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// A size of this width-to-height ratio: the largest that fits the proposal (`.fit`) or
    /// the smallest that covers it (`.fill`); the view is proposed that size.
    public func aspectRatio(_ ratio: Double, contentMode: ImageContentMode = .fit) -> ModifiedContentView {
        ModifiedContentView(self, .aspectRatio(ratio, contentMode))
    }

    /// Stacks offer space to higher priorities first (default 0).
    public func layoutPriority(_ priority: Double) -> ModifiedContentView { ModifiedContentView(self, .layoutPriority(priority)) }

    /// `view` behind this one, sized to this view's frame.
    public func background<B: CellView>(_ view: B, alignment: ViewAlignment = .center) -> ModifiedContentView {
        ModifiedContentView(self, .background(AnyCellView(view), alignment))
    }
    /// A colour behind the view's frame.
    public func background(_ color: DynamicColor) -> ModifiedContentView { background(RectangleView().fill(color)) }

    /// `view` in front of this one, sized to this view's frame.
    public func overlay<O: CellView>(_ view: O, alignment: ViewAlignment = .center) -> ModifiedContentView {
        ModifiedContentView(self, .overlay(AnyCellView(view), alignment))
    }

    /// A border `width` points wide inside the view's frame.
    public func border(_ color: DynamicColor, width: Double = 1) -> ModifiedContentView {
        ModifiedContentView(self, .border(color, width: width))
    }

    /// Clips the view (and what it contains) to its frame with rounded corners.
    public func cornerRadius(_ radius: Double, style: CornerCurve = .continuous) -> ModifiedContentView {
        ModifiedContentView(self, .clip(.roundedRectangle(CornerRadii(all: radius), style)))
    }
    /// Clips the view to a shape's outline in its frame.
    public func clipShape<S: CellShape>(_ shape: S) -> ModifiedContentView { ModifiedContentView(self, .clip(shape.outline)) }
    /// Clips the view to its frame.
    public func clipped() -> ModifiedContentView { ModifiedContentView(self, .clip(.rectangle)) }

    /// A drop shadow with CALayer's parameters (`radius` = shadowRadius, offset `x`, `y`),
    /// cast by the view's shape: its own shape, its clip shape or shaped background, else its frame.
    public func shadow(color: DynamicColor = DynamicColor(Color(red: 0, green: 0, blue: 0, alpha: 0.33)),
                       radius: Double, x offsetX: Double = 0, y offsetY: Double = 0) -> ModifiedContentView {
        ModifiedContentView(self, .shadow(color: color, radius: radius, x: offsetX, y: offsetY))
    }

    /// Draws the view (and what it contains) as one layer at this opacity (0…1).
    public func opacity(_ opacity: Double) -> ModifiedContentView { ModifiedContentView(self, .opacity(opacity)) }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> ModifiedContentView { ModifiedContentView(self, .hidden) }

    /// Draws the view moved by (`x`, `y`) points without changing its layout (x follows the
    /// layout direction).
    public func offset(x dx: Double = 0, y dy: Double = 0) -> ModifiedContentView { ModifiedContentView(self, .offset(x: dx, y: dy)) }

    /// Names the view's node in the layout tree (instead of its derived name, e.g. `text[1]`).
    public func id(_ name: String) -> ModifiedContentView { ModifiedContentView(self, .id(name)) }

    /// The kind the view's derived node name starts with (`kind("Text")` → `Text[1]`): a
    /// front that lowers its own views onto these names the nodes in its vocabulary.
    package func kind(_ name: String) -> ModifiedContentView { ModifiedContentView(self, .kind(name)) }

    /// Tells assistive technologies `values` about this view (shown in the layout dump, never drawn).
    package func accessibility(_ values: NodeAccessibility) -> ModifiedContentView { ModifiedContentView(self, .accessibility(AccessibilityBox(values))) }

    /// Draws the view's frame as a box (fill, rounded corners, border, shadow) that holds the
    /// view's content: one node named like the view, where ``background(_:alignment:)`` makes
    /// two; a stack's children become the box's own. `text` is the node's text in the layout
    /// dump (e.g. the whole value a truncated label inside shows in part).
    public func box(_ style: BoxStyle, text: String? = nil) -> ModifiedContentView {
        ModifiedContentView(self, .box(style, text: text))
    }

    /// The colour of text, icons and unpainted shapes inside.
    public func foregroundColor(_ color: DynamicColor) -> ModifiedContentView {
        ModifiedContentView(self, .environment(.foregroundColor(color)))
    }
    /// The Dynamic Type style (and optionally weight) of text and icons inside.
    public func font(_ style: TextStyle, weight: FontWeight? = nil) -> ModifiedContentView {
        ModifiedContentView(self, .environment(.font(.style(style), weight)))
    }
    /// A fixed font for text inside; with `relativeTo` it scales with Dynamic Type like that style.
    public func font(_ font: Font, relativeTo style: TextStyle? = nil) -> ModifiedContentView {
        ModifiedContentView(self, .environment(.font(.fixed(font, relativeTo: style), nil)))
    }
    /// The font weight of text inside.
    public func fontWeight(_ weight: FontWeight) -> ModifiedContentView { ModifiedContentView(self, .environment(.fontWeight(weight))) }
    /// The line limit of text inside (0 or nil = unlimited).
    public func lineLimit(_ limit: Int?) -> ModifiedContentView { ModifiedContentView(self, .environment(.lineLimit(limit))) }
    /// How lines of text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContentView {
        ModifiedContentView(self, .environment(.textAlignment(alignment)))
    }

    /// The view with an explicit value for guide `key`, computed from its dimensions: containers
    /// line the view up on it instead of the guide's default (a front's hook).
    package func alignmentGuide(_ key: GuideKey, _ compute: @escaping (GuideDimensions) -> Double) -> ModifiedContentView {
        ModifiedContentView(self, .guide(key, compute))
    }
}
