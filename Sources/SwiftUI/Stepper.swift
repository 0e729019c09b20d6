#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import CellShotText

/// A stepper with a label: the label leading, UIKit's stepper trailing (a 94 × 32 rounded
/// track in the tertiary fill, a hairline between − and +, a glyph at its limit dimmed).
public struct Stepper<Label: View>: View {
    let label: Label
    let atMinimum: Bool, atMaximum: Bool

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        atMinimum = value.wrappedValue <= bounds.lowerBound; atMaximum = value.wrappedValue >= bounds.upperBound
    }
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
        atMinimum = onDecrement == nil; atMaximum = onIncrement == nil
    }

    public var body: ModifiedContentView {
        func glyph(_ s: String, dimmed: Bool) -> ModifiedContentView {
            TextView(s).font(.system(size: 20, weight: .medium)).foregroundColor(dimmed ? .tertiaryLabel : .label)
                .frame(width: 47, height: 32)
        }
        let control = HStackView(spacing: 0) {
            glyph("−", dimmed: atMinimum)
            DividerView().frame(height: 16)
            glyph("+", dimmed: atMaximum)
        }
        .frame(width: 94, height: 32)
        .background(RoundedRectangleView(cornerRadius: 8).fill(.tertiarySystemFill))
        .id("stepper")
        return HStack { label; Spacer(); control }.kind("Stepper")
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(title)
        atMinimum = value.wrappedValue <= bounds.lowerBound; atMaximum = value.wrappedValue >= bounds.upperBound
    }
}

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
    public var image: Image? { if case let .success(i) = self { return i } else { return nil } }
    /// The error, when failed (never in a snapshot).
    public var error: Error? { if case let .failure(e) = self { return e } else { return nil } }
}

/// Animation context for state changes (no effect in a snapshot).
public struct Transaction: Sendable { public init() {} }
#endif
