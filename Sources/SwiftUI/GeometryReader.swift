#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import Foundation

/// Where a frame is measured from.
public enum CoordinateSpace: Hashable {
    /// The snapshot's coordinates (the whole render is the screen).
    case global
    /// The view's own coordinates: its origin is (0, 0).
    case local
    /// A space named with `coordinateSpace(name:)`: measured as `global` (docs/swiftui.md).
    case named(AnyHashable)
}

/// The size and place of a `GeometryReader`, for the views it makes.
public struct GeometryProxy {
    let frame: Rect

    /// The size the reader was given.
    public var size: CGSize { CGSize(width: frame.width, height: frame.height) }
    /// The insets of the safe area: none inside a snapshot's row.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: at (0, 0) in `.local`; in `.global` (and named spaces) where it is
    /// in the snapshot, in points from the top-left corner (left-to-right coordinates).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .global, .named: return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }
}

/// A view that takes all the space offered and makes its content for that size, as SwiftUI's:
/// a dimension that is not offered (nil) is 10 points, SwiftUI's default size for a flexible
/// view; its views sit at the top-leading corner, on top of each other.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: ModifiedContentView {
        let make = content
        // The views are made when the reader is placed: their preferences go to the readers
        // around the reader, not to whatever is resolving then.
        let sink = PreferenceSink.current
        return ReaderView(size: { proposal in Size(width: proposal.width ?? 10, height: proposal.height ?? 10) },
                          content: { frame in
                              AnyCellView(PreferenceScope(content: make(GeometryProxy(frame: frame))) { _, resolve in resolve(sink) })
                          }).kind("GeometryReader")
    }
}

extension View {
    /// Names a coordinate space for `GeometryProxy.frame(in:)` (measured as the snapshot's: docs/swiftui.md).
    public func coordinateSpace(name: some Hashable) -> some View { self }
}
#endif
