#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import UIKit

/// A box that groups views, as iOS draws its default style: the label (when there is one) in
/// headline above the content, 8 points apart and leading, 16 points inside a rounded rectangle
/// (8-point continuous corners) as wide as offered, filled with `secondarySystemBackground`, or
/// `tertiarySystemBackground` inside another box so that it stands out. Apple publishes no
/// metrics: these are estimates of how iOS draws it.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.init(label: label(), content: content()) }
    /// The older form, label first.
    public init(label: Label, @ViewBuilder content: () -> Content) { self.init(label: label, content: content()) }
    init(label: Label, content: Content) { self.label = label; self.content = content }

    public var body: ModifiedContentView {
        let nested = EnvironmentValues.current[GroupBoxNestedKey.self]
        let fill = Color(uiColor: nested ? .tertiarySystemBackground : .secondarySystemBackground)
        let box = VStack(alignment: .leading, spacing: 8) {
            if !(label is EmptyView) { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(fill))
        return EnvironmentWriter(content: box) { $0[GroupBoxNestedKey.self] = true }.kind("GroupBox")
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(label: EmptyView(), content: content()) }
}

extension GroupBox where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(label: Text(title), content: content()) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(label: Text(title), content: content()) }
}

/// True inside a group box: a box inside takes the next background.
struct GroupBoxNestedKey: EnvironmentKey { static let defaultValue = false }
#endif
