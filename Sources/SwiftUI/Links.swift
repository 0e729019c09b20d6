#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

/// A link to a URL: iOS draws it as a button in the tint (a tap opens the URL; a snapshot shows
/// it at rest), in a `Form` row too.
public struct Link<Label: View>: View {
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    init(label: Label) { self.label = label }

    public var body: ModifiedContentView { return styledButton(AnyCellView(label), role: nil, kind: "Link") }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(label: Text(titleKey)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(label: Text(title)) }
}

/// A button that shares an item: drawn as a button, by default the "Share" label with the
/// `square.and.arrow.up` symbol, as iOS draws it.
public struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    init(label: Label) { self.label = label }

    public var body: ModifiedContentView { return styledButton(AnyCellView(label), role: nil, kind: "ShareLink") }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(label: SwiftUI.Label("Share", systemImage: "square.and.arrow.up"))
    }
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(label: SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up"))
    }
}
#endif
