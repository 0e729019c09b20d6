import CellShotLayout
import CellShotRaster
import CellShotStore

extension Snapshot {
    /// An image with the layout tree it was drawn from; the snapshot keeps the tree's dump.
    @available(*, deprecated, message: "use .image(_:dump:) with the tree's layoutDump")
    public static func image(_ image: Image, layout: LayoutTree?) -> Snapshot {
        .image(image, dump: layout?.deferredDump)
    }
}
