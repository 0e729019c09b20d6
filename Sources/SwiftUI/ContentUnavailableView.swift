#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// An empty state as iOS 17 draws one: the label's symbol large (48 points) in the secondary
/// colour above its title in title 2 bold, the description under them in the secondary colour,
/// then the actions, every line centred, in the middle of the space offered. Apple publishes no
/// metrics: these are as iOS draws them.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.init(label: label(), description: description(), actions: actions())
    }
    init(label: Label, description: Description, actions: Actions) { self.label = label; self.description = description; self.actions = actions }

    public var body: ModifiedContentView {
        return VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle())
                description.font(.subheadline).foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 32)
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .kind("ContentUnavailableView")
    }
}

/// The description of an empty state made from a title and a symbol: its text, or nothing.
public struct UnavailableDescription: View {
    let text: Text?
    public var body: AnyCellView { return text.map { AnyCellView($0) } ?? AnyCellView(EmptyView()) }
}

/// The label of an empty state: the icon large over the title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 16) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(label: label(), description: EmptyView(), actions: EmptyView()) }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label(), description: description(), actions: EmptyView())
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == UnavailableDescription, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: SwiftUI.Label(title, systemImage: name), description: UnavailableDescription(text: description), actions: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: SwiftUI.Label(title, systemImage: name), description: UnavailableDescription(text: description), actions: EmptyView())
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == UnavailableDescription, Actions == EmptyView {
    /// A search with no results: "No Results" and a hint, with the magnifying glass.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: SwiftUI.Label("No Results", systemImage: "magnifyingglass"),
                               description: UnavailableDescription(text: Text("Check the spelling or try a new search.")), actions: EmptyView())
    }
    /// A search for `text` with no results.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: SwiftUI.Label("No Results for “\(text)”", systemImage: "magnifyingglass"),
                               description: UnavailableDescription(text: Text("Check the spelling or try a new search.")), actions: EmptyView())
    }
}
#endif
