#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// SwiftUI's default padding: 16 points on each side (iOS's standard margin; Apple documents
/// "a platform-specific default" and iOS shows 16).
let defaultPadding = 16.0

extension View {
    /// Space on some edges: `length` points, or the default 16.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContentView {
        let amount = length ?? defaultPadding
        func on(_ edge: Edge.Set) -> Double { edges.contains(edge) ? amount : 0 }
        return padding(EdgeInsets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing)))
    }
    /// The same space on every side.
    public func padding(_ length: Double) -> ModifiedContentView { padding(.all, length) }
    /// Space per edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContentView { self.padding(insets.cell) }

    /// A fixed width and/or height, the view aligned inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContentView {
        frame(width: width, height: height, alignment: alignment.cell)
    }
    /// A flexible frame: the proposal clamped between the bounds (`maxWidth: .infinity` fills
    /// what is offered); ideal sizes are the child's.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedContentView {
        frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment.cell)
    }

    /// Pads the view's bounds out to a size of this width-to-height ratio (nil: the view's own).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedContentView {
        aspectRatio(ratio ?? 1, contentMode: contentMode == .fit ? ImageContentMode.fit : .fill)
    }
    /// A ratio given as a size.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> ModifiedContentView {
        aspectRatio(size.height > 0 ? Double(size.width / size.height) : .nan, contentMode: contentMode)
    }
    /// Fits the proposal keeping the aspect ratio.
    public func scaledToFit() -> ModifiedContentView { aspectRatio(nil, contentMode: .fit) }
    /// Covers the proposal keeping the aspect ratio.
    public func scaledToFill() -> ModifiedContentView { aspectRatio(nil, contentMode: .fill) }

    /// Moves the drawing (not the layout).
    public func offset(_ size: CGSize) -> ModifiedContentView { offset(x: Double(size.width), y: Double(size.height)) }

    /// Names the node in the layout dump (`Text[1]` → the id).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContentView { self.id(String(describing: id)) }
}

extension View {
    /// Stacks offer space to higher priorities first.
    public func layoutPriority(_ value: Double) -> ModifiedContentView { ModifiedContentView.priority(self, value) }
}

extension ModifiedContentView {
    static func priority<V: CellView>(_ view: V, _ value: Double) -> ModifiedContentView { view.layoutPriority(value) }
}
#endif
