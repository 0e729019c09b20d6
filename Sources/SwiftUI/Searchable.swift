#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// Where `.searchable` puts its field. In a `NavigationStack` every placement is the field in the
/// bar's drawer under the title; `.navigationBarDrawer(displayMode: .always)` keeps it there
/// once the content scrolls (a `navigationViewport` with an offset), the others show it at the
/// top of the content only, as iOS does.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When the drawer's field shows.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }

    let alwaysShown: Bool

    /// The platform's choice: the bar's drawer, hidden once scrolled.
    public static let automatic = SearchFieldPlacement(alwaysShown: false)
    /// In the toolbar (drawn as the drawer's field).
    public static let toolbar = SearchFieldPlacement(alwaysShown: false)
    /// In a sidebar (drawn as the drawer's field).
    public static let sidebar = SearchFieldPlacement(alwaysShown: false)
    /// The bar's drawer under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(alwaysShown: false)
    /// The bar's drawer, shown always or only at the top of the content.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(alwaysShown: displayMode == .always)
    }
}

extension View {
    /// The search field under the title: the prompt ("Search" by default) in the secondary
    /// colour, or the text when it is not empty, placed as `placement` says.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        NavigationModifierView(content: self) {
            $0.searchField = SearchField(prompt: prompt?.plain ?? "Search", text: text.wrappedValue, isAlwaysShown: placement.alwaysShown)
        }
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// Suggestions under a focused search field: a snapshot's field is not focused, so iOS
    /// shows none and the content is drawn as it is.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
}
#endif
