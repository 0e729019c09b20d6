#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

extension View {
    /// The font of text and symbols inside.
    public func font(_ font: Font?) -> ModifiedContentView {
        guard let font else { return ModifiedContentView.wrap(self) }
        return self.font(font)
    }
    /// The font of text and symbols inside (a `Text` without a font of its own also takes its
    /// italic and monospaced digits).
    public func font(_ font: Font) -> ModifiedContentView {
        guard font.isItalic || font.hasMonospacedDigits else { return font.apply(to: self) }
        return font.apply(to: inheriting { $0.font = font })
    }

    /// The colour of text, symbols and unfilled shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContentView { foregroundColor(style.paint) }
    /// Primary and secondary styles: text and shapes take the primary, symbols' layers both.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContentView {
        EnvironmentWriter(content: self) { $0[SymbolPaletteKey.self] = [primary.paint, secondary.paint] }.foregroundColor(primary.paint)
    }
    /// Primary, secondary and tertiary styles: text and shapes take the primary, symbols' layers all three.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContentView {
        EnvironmentWriter(content: self) { $0[SymbolPaletteKey.self] = [primary.paint, secondary.paint, tertiary.paint] }
            .foregroundColor(primary.paint)
    }
    /// The colour of text, symbols and unfilled shapes inside.
    public func foregroundColor(_ color: Color?) -> ModifiedContentView {
        guard let color else { return ModifiedContentView.wrap(self) }
        return foregroundColor(color.dynamic)
    }
    /// The colour of text, symbols and unfilled shapes inside.
    public func foregroundColor(_ color: Color) -> ModifiedContentView { foregroundColor(color.dynamic) }
    /// The tint of controls inside (buttons, switches, progress views).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { tinted(tint?.paint, switches: true) }
    /// The tint of controls inside, as a colour: `.tint(.orange)`.
    public func tint(_ tint: Color?) -> some View { tinted(tint?.paint, switches: true) }
    /// The view with `paint` as its tint (nil: unchanged), and as its switches' "on" colour when
    /// `switches` (a tint does that; an accent colour leaves them green).
    private func tinted(_ paint: DynamicColor?, switches: Bool) -> some View {
        EnvironmentWriter(content: self) {
            guard let paint else { return }
            $0[TintKey.self] = paint
            if switches { $0[ToggleTintKey.self] = paint }
        }
    }
    /// The accent colour of controls inside (switches keep their green).
    public func accentColor(_ color: Color?) -> some View { tinted(color?.paint, switches: false) }

    /// At most `n` lines of text inside (nil: unlimited). `lineLimit(0)` is unlimited, as UIKit's 0.
    public func lineLimit(_ number: Int?) -> ModifiedContentView { ModifiedContentView.lines(self, number) }
    /// At most the range's upper bound of lines (space for the lower bound is not reserved).
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContentView { lineLimit(limit.upperBound) }
    /// At most the range's upper bound of lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContentView { lineLimit(limit.upperBound) }
    /// No upper bound.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContentView { lineLimit(nil) }
    /// A line limit that reserves space (space is not reserved here).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContentView { lineLimit(limit) }
    /// How lines of text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContentView {
        multilineTextAlignment(alignment.cell)
    }
    /// Text may shrink to fit (it is cut instead: docs/swiftui.md).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Extra space between lines (lines keep the face's own height: docs/swiftui.md).
    public func lineSpacing(_ spacing: CGFloat) -> some View { self }
    /// Letter spacing (no effect on pixels).
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// Letter spacing (no effect on pixels).
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// Upper or lower case (text written as it is given: docs/swiftui.md).
    public func textCase(_ textCase: Text.Case?) -> some View { self }
}

extension ModifiedContentView {
    /// The view under a modifier with no effect (a zero offset).
    static func wrap<V: CellView>(_ view: V) -> ModifiedContentView { view.offset() }
    static func lines<V: CellView>(_ view: V, _ limit: Int?) -> ModifiedContentView { view.lineLimit(limit) }
}

struct TintKey: EnvironmentKey { static let defaultValue = DynamicColor.systemBlue }

extension View {
    /// A style behind the view, filling its frame.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContentView {
        background(ShapeView(outline: .rectangle, paint: style.shapePaint))
    }
    /// The system background behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContentView { background(Color.background) }
    /// A style in a shape behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContentView {
        background(ShapeView(outline: shape.outline, paint: style.shapePaint))
    }
    /// The foreground style in a shape behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContentView {
        background(Color.background, in: shape, fillStyle: fillStyle)
    }
    /// Views behind this one, sized to its frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContentView {
        background(content(), alignment: alignment.cell)
    }
    /// A view behind this one, sized to its frame.
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> ModifiedContentView {
        background(view, alignment: alignment.cell)
    }

    /// A view in front of this one, sized to its frame.
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> ModifiedContentView {
        overlay(view, alignment: alignment.cell)
    }
    /// Views in front of this one, sized to its frame.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContentView {
        overlay(content(), alignment: alignment.cell)
    }
    /// A style in front of the view, filling its frame.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContentView {
        overlay(ShapeView(outline: .rectangle, paint: style.shapePaint))
    }
    /// A style in a shape in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContentView {
        overlay(ShapeView(outline: shape.outline, paint: style.shapePaint))
    }
    /// A border inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> ModifiedContentView { border(content.paint, width: width) }

    /// Clips the view to a shape in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContentView {
        clipShape(ShapeView(outline: shape.outline, paint: ShapePaint()))
    }
    /// Clips the view to a rounded rectangle (circular corners, as SwiftUI's modifier).
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> ModifiedContentView {
        cornerRadius(radius, style: CornerCurve.circular)
    }
    /// Masks the view with a shape (the shape's outline clips the view).
    public func mask<S: Shape>(_ mask: S) -> ModifiedContentView { clipShape(mask) }
    /// Masks the view with another view (a shape clips; other views do not mask: docs/swiftui.md).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        let maskView = mask()
        if let shape = maskView as? any Shape { return AnyCellView(ModifiedContentView.clip(self, shape)) }
        return AnyCellView(self)
    }
    /// A drop shadow (radius as CALayer's shadowRadius).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x offsetX: Double = 0, y offsetY: Double = 0) -> ModifiedContentView {
        shadow(color: color.dynamic, radius: radius, x: offsetX, y: offsetY)
    }
}

extension ModifiedContentView {
    static func clip<V: View>(_ view: V, _ shape: any Shape) -> ModifiedContentView { view.clipShape(ShapeView(outline: shape.outline, paint: ShapePaint())) }
}
#endif
