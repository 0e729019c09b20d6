#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

// Accessibility modifiers: never drawn; recorded on the node and shown in the layout dump
// (`a11y.label="…"`, `a11y.traits=button`…), so a `.layout` snapshot checks what VoiceOver reads.
extension View {
    /// Names the node in the layout dump (`Text[0]` → `"row.title"`).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContentView { id(identifier) }
    public func accessibilityLabel(_ label: Text) -> ModifiedContentView { accessible { $0.label = label.plain } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContentView { accessible { $0.label = label.text } }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContentView { accessible { $0.label = String(label) } }
    public func accessibilityHint(_ hint: Text) -> ModifiedContentView { accessible { $0.hint = hint.plain } }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContentView { accessible { $0.hint = hint.text } }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContentView { accessible { $0.hint = String(hint) } }
    public func accessibilityValue(_ value: Text) -> ModifiedContentView { accessible { $0.value = value.plain } }
    public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContentView { accessible { $0.value = value.text } }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContentView { accessible { $0.value = String(value) } }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContentView { accessible { $0.isHidden = hidden } }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContentView {
        accessible { $0.children = children.name }
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContentView { accessible { $0.traits = traits.names } }

    private func accessible(_ set: (inout NodeAccessibility) -> Void) -> ModifiedContentView {
        var values = NodeAccessibility()
        set(&values)
        return accessibility(values)
    }
}

/// How accessibility children combine.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore"), contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility traits.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isImage = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16), isLink = AccessibilityTraits(rawValue: 32)
    public static let isSearchField = AccessibilityTraits(rawValue: 64), isToggle = AccessibilityTraits(rawValue: 128)
    public static let isModal = AccessibilityTraits(rawValue: 256), isSummaryElement = AccessibilityTraits(rawValue: 512)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1024), playsSound = AccessibilityTraits(rawValue: 2048)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 4096), allowsDirectInteraction = AccessibilityTraits(rawValue: 8192)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 16384), isKeyboardKey = AccessibilityTraits(rawValue: 32768)

    /// The traits' names in the layout dump, in the order of their bits.
    var names: [String] {
        let all = ["button", "header", "selected", "image", "staticText", "link", "searchField", "toggle", "modal",
                   "summaryElement", "updatesFrequently", "playsSound", "startsMediaSession", "allowsDirectInteraction",
                   "causesPageTurn", "keyboardKey"]
        return all.indices.filter { rawValue & (1 << $0) != 0 }.map { all[$0] }
    }
}
#endif
