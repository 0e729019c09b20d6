import CellShotDiff
import CellShotRaster

/// What a strategy produces and the store keeps: an image (with the layout dump of the tree it
/// was drawn from, made only when needed, when there is one) or text.
public enum Snapshot: Sendable {
    /// Pixels, stored as `<name>.png`; the layout's dump is stored beside it as `<name>.txt` and
    /// lets a failure name the elements that changed.
    case image(Image, dump: DeferredLayoutDump?)
    /// Text (a layout dump, a description), stored as `<name>.txt` and compared exactly.
    case text(String)

    /// The reference file's extension: "png" or "txt".
    public var pathExtension: String {
        switch self {
        case .image: return "png"
        case .text: return "txt"
        }
    }
}
