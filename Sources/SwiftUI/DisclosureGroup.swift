#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// A disclosure group as iOS draws it in a row: its label, a chevron trailing in the tint
/// (pointing right when collapsed, down when expanded) and, when expanded, its content below
/// in one column, 8 points apart (in a `List` the content shares the group's row).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), isExpanded: isExpanded.wrappedValue)
    }
    /// A group that starts collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), isExpanded: false)
    }
    init(label: Label, content: Content, isExpanded: Bool) { self.label = label; self.content = content; self.isExpanded = isExpanded }

    public var body: ModifiedContentView {
        let tint = Color(dynamic: EnvironmentValues.current[TintKey.self])
        return VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(tint)
            }
            if isExpanded {
                VStack(alignment: .leading, spacing: 8) { content }
            }
        }
        .kind("DisclosureGroup")
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), isExpanded: isExpanded.wrappedValue)
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), isExpanded: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), isExpanded: isExpanded.wrappedValue)
    }
}
#endif
