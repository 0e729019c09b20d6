import CellShotRaster
import CellShotText

/// A view with one modifier applied (what ``CellView``'s modifier methods return).
public struct ModifiedContentView: PrimitiveCellView {
    /// The content and the modifier in one reference: a copy of the view is one retain, and
    /// the view fits an existential's inline buffer (erasing it to ``AnyCellView`` allocates
    /// no box). A text view is kept as its own type: no box of its own.
    let storage: any ModifiedContentStorage

    /// The view the modifier applies to.
    var content: AnyCellView { storage.content }
    /// The modifier.
    var modifier: ViewModifierKind { storage.modifier }

    init<V: CellView>(_ content: V, _ modifier: consuming ViewModifierKind) {
        storage = ModifiedContentView.storage(content, consume modifier)
    }

    /// The storage of `content`: a text view (the view most often modified), a stack or an
    /// icon (each too large for an existential's inline buffer, and each named by a front's
    /// kind) as its own type, any other view erased (boxed only when large). The storages are
    /// not generic: a generic class's metadata and conformance are looked up at run time.
    /// The modifier is moved into the storage, not copied (a copy retains its payload).
    private static func storage<V: CellView>(_ content: V, _ modifier: consuming ViewModifierKind) -> any ModifiedContentStorage {
        if V.self == TextView.self { return ModifiedText(view: unsafeBitCast(content, to: TextView.self), modifier: consume modifier) }
        if V.self == HStackView.self { return ModifiedHStack(view: unsafeBitCast(content, to: HStackView.self), modifier: consume modifier) }
        if V.self == VStackView.self { return ModifiedVStack(view: unsafeBitCast(content, to: VStackView.self), modifier: consume modifier) }
        if V.self == IconView.self { return ModifiedIcon(view: unsafeBitCast(content, to: IconView.self), modifier: consume modifier) }
        return ModifiedErased(view: AnyCellView(content), modifier: consume modifier)
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
    /// The type the content is kept as.
    associatedtype Content: CellView
    /// The modifier.
    var modifier: ViewModifierKind { get }
    /// What the resolver asks of the modifier, worked out once.
    var traits: ModifierTraits { get }
    /// The content.
    var view: Content { get }
    /// The content's element with the modifier applied (a requirement, so that each storage's
    /// witness is made for its own type).
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element
    /// The views of a group in the content, each under this modifier.
    func groupMembers(depth: Int) -> [AnyCellView]?
}

extension ModifiedContentStorage {
    /// The content, type-erased.
    var content: AnyCellView { AnyCellView(view) }
}

/// What the resolver asks of every modifier, worked out when the view is made: matching a
/// stored modifier copies it.
struct ModifierTraits {
    /// Whether the modifier changes the environment.
    let changesEnvironment: Bool
    /// Whether the modifier names the view itself (`id`, `kind`): a group under it stays one view.
    let namesTheView: Bool

    /// The traits of `modifier` (a function, not an initialiser: it borrows the modifier
    /// where an initialiser would take a copy).
    static func of(_ modifier: ViewModifierKind) -> ModifierTraits {
        switch modifier {
        case .environment: return ModifierTraits(changesEnvironment: true, namesTheView: false)
        case .id, .kind: return ModifierTraits(changesEnvironment: false, namesTheView: true)
        default: return ModifierTraits(changesEnvironment: false, namesTheView: false)
        }
    }
}

/// The modifier every storage holds, and what the resolver asks of it (each storage adds its
/// content, kept as the type it names).
class ModifierStorage {
    let modifier: ViewModifierKind
    let traits: ModifierTraits

    init(modifier: consuming ViewModifierKind) { traits = ModifierTraits.of(modifier); self.modifier = consume modifier }
}

/// A modifier around a text view, kept as its own type.
final class ModifiedText: ModifierStorage, ModifiedContentStorage {
    let view: TextView
    init(view: TextView, modifier: consuming ViewModifierKind) { self.view = view; super.init(modifier: modifier) }
}

/// A modifier around any other view, erased.
final class ModifiedErased: ModifierStorage, ModifiedContentStorage {
    let view: AnyCellView
    init(view: AnyCellView, modifier: consuming ViewModifierKind) { self.view = view; super.init(modifier: modifier) }
}

/// A modifier around a horizontal stack, kept as its own type.
final class ModifiedHStack: ModifierStorage, ModifiedContentStorage { let view: HStackView; init(view: HStackView, modifier: consuming ViewModifierKind) { self.view = view; super.init(modifier: modifier) } }
/// A modifier around a vertical stack, kept as its own type.
final class ModifiedVStack: ModifierStorage, ModifiedContentStorage { let view: VStackView; init(view: VStackView, modifier: consuming ViewModifierKind) { self.view = view; super.init(modifier: modifier) } }
/// A modifier around an icon, kept as its own type.
final class ModifiedIcon: ModifierStorage, ModifiedContentStorage { let view: IconView; init(view: IconView, modifier: consuming ViewModifierKind) { self.view = view; super.init(modifier: modifier) } }

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
