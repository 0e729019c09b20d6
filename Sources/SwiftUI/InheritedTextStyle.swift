#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// What a container sets for every `Text` inside, as SwiftUI's environment font modifiers do
/// (`italic()`, `monospacedDigit()`, `monospaced()`, `bold()`, `fontWeight(_:)`,
/// `truncationMode(_:)` on any view): each `Text` draws its own style over it, so a text's own
/// `.font(.title)` stays a title and becomes italic in an italic container.
struct InheritedTextStyle: Hashable, Sendable {
    var weight: Font.Weight?
    var italic = false
    var monospaced = false
    var monospacedDigit = false
    /// A container's font that carries traits a `TextView` has no modifier for (italic,
    /// monospaced digits): a `Text` without a font of its own takes it whole.
    var font: Font?
    var truncation = Text.TruncationMode.tail

    /// True when it sets no style (its truncation aside): `outer` is `Text.unstyled`.
    var isUnstyled: Bool { weight == nil && font == nil && !italic && !monospaced && !monospacedDigit }

    /// The style a `Text`'s pieces start from (`Text.unstyled` when nothing is inherited).
    var outer: Text {
        var style = Text.unstyled
        style.weight = weight
        style.font = font
        style.extra.italic = italic
        style.extra.monospaced = monospaced
        style.extra.monospacedDigit = monospacedDigit
        return style
    }
}

struct InheritedTextStyleKey: EnvironmentKey { static let defaultValue = InheritedTextStyle() }

extension Text.TruncationMode {
    var cell: TextTruncation {
        switch self {
        case .head: return .head
        case .middle: return .middle
        case .tail: return .tail
        }
    }
}

extension View {
    /// The view with `change` applied to the text style its texts inherit.
    func inheriting(_ change: @escaping (inout InheritedTextStyle) -> Void) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { change(&$0[InheritedTextStyleKey.self]) }
    }

    /// Italic text inside, each `Text` in its own font (a synthetic oblique: docs/swiftui.md).
    public func italic(_ isActive: Bool = true) -> some View { inheriting { $0.italic = isActive } }
    /// Digits of equal width in every `Text` inside (the face's OpenType `tnum` digits).
    public func monospacedDigit() -> some View { inheriting { $0.monospacedDigit = true } }
    /// Every `Text` inside in the monospaced face (DejaVu Sans Mono).
    public func monospaced(_ isActive: Bool = true) -> some View { inheriting { $0.monospaced = isActive } }
    /// The weight of text inside (a `Text`'s own weight wins).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContentView {
        guard let weight else { return ModifiedContentView.wrap(self) }
        return fontWeight(weight)
    }
    /// The weight of text inside (a `Text`'s own weight wins; a font set inside keeps it).
    public func fontWeight(_ weight: Font.Weight) -> ModifiedContentView {
        inheriting { $0.weight = weight }.fontWeight(weight.fontWeight)
    }
    /// Bold text inside.
    public func bold(_ isActive: Bool = true) -> ModifiedContentView { fontWeight(isActive ? .bold : nil) }
    /// Where a too-long line of a `Text` inside is cut: at its head or middle a line of a
    /// one-line text (`lineLimit(1)`), else at the tail of its last line.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { inheriting { $0.truncation = mode } }
}
#endif
