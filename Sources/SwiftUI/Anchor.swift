#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import Foundation

/// A frame or point of a view, passed up in a preference with `anchorPreference` and read in
/// a `GeometryReader` as `proxy[anchor]`, in the reader's own coordinates. It holds the frame
/// the view was placed in during the layout pass that made it, so a preference overlay (drawn
/// from the previous pass's value) reads where the view is.
public struct Anchor<Value>: @unchecked Sendable {
    let placed: AnchorFrame
    let source: Source

    /// What of the view's frame an anchor stands for.
    public struct Source: @unchecked Sendable {
        let value: (CGRect) -> Value
    }

    /// The value in the coordinates of a frame at `origin` (a reader's).
    func value(from origin: CGPoint) -> Value {
        source.value(placed.frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}

/// Where a view was placed (in the snapshot's left-to-right coordinates; zero until then).
final class AnchorFrame: @unchecked Sendable { var frame = CGRect.zero }

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.value(from: .zero) == rhs.value(from: .zero) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's whole frame.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) } }
    /// A point at fractions of the view's size.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's frame or point in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(from: CGPoint(x: frame.minX, y: frame.minY)) }
}

extension View {
    /// Sets a preference from an anchor of this view's frame: `transform` turns the anchor into
    /// the key's value; a `GeometryReader` in a preference overlay resolves it (`proxy[anchor]`).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        let anchor = Anchor(placed: AnchorFrame(), source: value)
        return noting(anchor.placed).preference(key: key, value: transform(anchor))
    }

    /// Changes a preference's value from an anchor of this view's frame.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        let anchor = Anchor(placed: AnchorFrame(), source: value)
        return noting(anchor.placed).transformPreference(key) { transform(&$0, anchor) }
    }

    /// The view with a reader behind it, as big as it, that notes the frame the view is placed in.
    private func noting(_ placed: AnchorFrame) -> ModifiedContentView {
        background(ReaderView(size: { proposal in Size(width: proposal.width ?? 0, height: proposal.height ?? 0) }) { frame in
            placed.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            return AnyCellView(EmptyView())
        })
    }
}
#endif
