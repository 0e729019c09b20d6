import CellShotRaster
import CellShotText

/// A view with one modifier applied (what ``CellView``'s modifier methods return).
public struct ModifiedContentView: PrimitiveCellView {
    /// The content and the modifier in one reference: a copy of the view is one retain, and
    /// the view fits an existential's inline buffer (erasing it to ``AnyCellView`` allocates
    /// no box). The engine's large views are kept as their own type: no box of their own.
    let storage: any ModifiedContentStorage

    /// The view the modifier applies to.
    var content: AnyCellView { storage.content }
    /// The modifier.
    var modifier: ViewModifierKind { storage.modifier }

    init<V: CellView>(_ content: V, _ modifier: ViewModifierKind) {
        storage = ModifiedContentView.storage(content, modifier)
    }

    /// The storage of `content`: the engine's own views too large for an existential's inline
    /// buffer as their own type (no box; a type named here costs no run-time look-up of the
    /// storage's generic type), any other view erased (boxed only when large).
    private static func storage<V: CellView>(_ content: V, _ modifier: ViewModifierKind) -> any ModifiedContentStorage {
        if V.self == TextView.self { return ModifiedContent(content: unsafeBitCast(content, to: TextView.self), modifier: modifier) }
        if V.self == IconView.self { return ModifiedContent(content: unsafeBitCast(content, to: IconView.self), modifier: modifier) }
        if V.self == HStackView.self { return ModifiedContent(content: unsafeBitCast(content, to: HStackView.self), modifier: modifier) }
        if V.self == VStackView.self { return ModifiedContent(content: unsafeBitCast(content, to: VStackView.self), modifier: modifier) }
        if V.self == ZStackView.self { return ModifiedContent(content: unsafeBitCast(content, to: ZStackView.self), modifier: modifier) }
        return ModifiedContent(content: AnyCellView(content), modifier: modifier)
    }

    /// The colour and the content when this modifier sets the foreground colour inside (a
    /// front reads it to colour the native rows it lowers the content onto), else nil.
    package var foregroundColorChange: (color: DynamicColor, content: AnyCellView)? {
        guard case let .environment(.foregroundColor(color)) = modifier else { return nil }
        return (color, content)
    }
}

/// What a ``ModifiedContentView`` holds, shared by its copies (never changed once made).
protocol ModifiedContentStorage: AnyObject {
    /// The modifier.
    var modifier: ViewModifierKind { get }
    /// The content, type-erased.
    var content: AnyCellView { get }
    /// The content's element with the modifier applied (the content counts as two levels of
    /// nesting, as a view wrapped in an ``AnyCellView`` does).
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element
    /// The views of a group in the content, each under this modifier (``ElementResolver``'s
    /// `members`); nil when the content is no group, or the modifier names the group itself.
    func groupMembers(depth: Int) -> [AnyCellView]?
}

/// A ``ModifiedContentStorage`` holding its content as its own type.
final class ModifiedContent<Content: CellView>: ModifiedContentStorage {
    let modifier: ViewModifierKind
    /// Whether the modifier changes the environment: worked out once, since matching the
    /// stored modifier copies it.
    let changesEnvironment: Bool
    /// Whether the modifier names the view itself (`id`, `kind`): a group under it stays one view.
    let namesTheView: Bool
    let view: Content

    init(content: Content, modifier: ViewModifierKind) {
        self.modifier = modifier
        switch modifier {
        case .environment: (changesEnvironment, namesTheView) = (true, false)
        case .id, .kind: (changesEnvironment, namesTheView) = (false, true)
        default: (changesEnvironment, namesTheView) = (false, false)
        }
        view = content
    }

    var content: AnyCellView { AnyCellView(view) }
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
