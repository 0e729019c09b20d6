/// A navigation bar button: a title in the tint colour (semibold for the confirming "Done"
/// style) or an icon.
public struct BarButton: Hashable, Sendable {
    /// The text, for a text button.
    public var title: String?
    /// The icon name, for an icon button.
    public var icon: String?
    /// The confirming (done) style: semibold.
    public var isProminent: Bool

    /// A text button.
    public init(_ title: String, prominent: Bool = false) { self.title = title; self.icon = nil; self.isProminent = prominent }

    /// An icon button (a name from ``IconLibrary``).
    public init(icon: String) { self.title = nil; self.icon = icon; self.isProminent = false }
}
