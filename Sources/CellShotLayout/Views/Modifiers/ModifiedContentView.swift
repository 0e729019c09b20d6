import CellShotRaster
import CellShotText

/// A view with one modifier applied (what ``CellView``'s modifier methods return).
public struct ModifiedContentView: PrimitiveCellView {
    /// The content and the modifier in one reference: a copy of the view is one retain, and
    /// the view fits an existential's inline buffer (erasing it to ``AnyCellView`` allocates
    /// no box).
    let storage: ModifiedContentStorage

    /// The view the modifier applies to.
    var content: AnyCellView { storage.content }
    /// The modifier.
    var modifier: ViewModifierKind { storage.modifier }

    init<V: CellView>(_ content: V, _ modifier: ViewModifierKind) {
        storage = ModifiedContentStorage(content: AnyCellView(content), modifier: modifier)
    }

    /// The colour and the content when this modifier sets the foreground colour inside (a
    /// front reads it to colour the native rows it lowers the content onto), else nil.
    package var foregroundColorChange: (color: DynamicColor, content: AnyCellView)? {
        guard case let .environment(.foregroundColor(color)) = modifier else { return nil }
        return (color, content)
    }
}

/// What a ``ModifiedContentView`` holds, shared by its copies (never changed once made).
final class ModifiedContentStorage {
    let content: AnyCellView
    let modifier: ViewModifierKind

    init(content: AnyCellView, modifier: ViewModifierKind) { self.content = content; self.modifier = modifier }
}

/// Every modifier the engine knows.
enum ViewModifierKind {
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(Double, ImageContentMode)
    case background(AnyCellView, ViewAlignment)
    case overlay(AnyCellView, ViewAlignment)
    case border(DynamicColor, width: Double)
    case clip(NodeShape)
    case shadow(color: DynamicColor, radius: Double, x: Double, y: Double)
    case opacity(Double)
    case hidden
    case offset(x: Double, y: Double)
    case id(String)
    case kind(String)
    case accessibility(AccessibilityBox)
    case box(BoxStyle, text: String?)
    case guide(GuideKey, (GuideDimensions) -> Double)
    case environment(EnvironmentChange)
}

/// A fixed or flexible frame (nil = take the child's size in that dimension).
struct FrameSpec {
    var width: Double?, height: Double?
    var minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
    var alignment: ViewAlignment
}

/// A change to the values views inherit from their ancestors.
enum EnvironmentChange {
    case foregroundColor(DynamicColor)
    case font(FontChoice, FontWeight?)
    case fontWeight(FontWeight)
    case lineLimit(Int?)
    case textAlignment(TextAlignment)
}
