#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import CellShotText

/// An image from the network: a snapshot never loads it, so it shows the empty phase — the
/// placeholder you give, or (with no placeholder) the system's grey fill.
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// The image or the system's grey placeholder: here always the placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == Color { content = Color(uiColor: .secondarySystemFill) }
    /// Your content for an image and your placeholder: here always the placeholder.
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }
    /// Your content for each phase: here always `.empty`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: ModifiedContentView { return AnyCellView(content).kind("AsyncImage") }
}

/// The phases of an `AsyncImage`: a snapshot shows `.empty`.
public enum AsyncImagePhase {
    case empty, success(Image), failure(Error)
    /// The image, when loaded (never in a snapshot).
    public var image: Image? { if case let .success(image) = self { return image } else { return nil } }
    /// The error, when failed (never in a snapshot).
    public var error: Error? { if case let .failure(error) = self { return error } else { return nil } }
}

/// Animation context for state changes (no effect in a snapshot).
public struct Transaction: Sendable { public init() {} }
#endif
