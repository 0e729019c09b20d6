import CellShotLayout
import CellShotRaster
import CellShotStore

/// How a value becomes a snapshot: a value, not a protocol, so a strategy for one type is
/// turned into one for another with ``pullback(_:)`` (as swift-snapshot-testing's
/// `Snapshotting` does; the name differs so both libraries import into one file without
/// ambiguity).
public struct SnapshotStrategy<Value>: Sendable {
    /// Appended to the snapshot name when one call uses several strategies ("image", "layout").
    public var name: String
    /// Makes the snapshot; may throw (a layout error), which fails the assertion.
    public var snapshot: @Sendable (Value) throws -> Snapshot

    /// A strategy called `name` that snapshots values with `snapshot`.
    public init(name: String, snapshot: @escaping @Sendable (Value) throws -> Snapshot) {
        self.name = name
        self.snapshot = snapshot
    }

    /// The same strategy for another type, reached through `transform`.
    public func pullback<Other>(_ transform: @escaping @Sendable (Other) throws -> Value) -> SnapshotStrategy<Other> {
        let snapshot = self.snapshot
        return SnapshotStrategy<Other>(name: name) { try snapshot(transform($0)) }
    }
}

extension SnapshotStrategy where Value == Image {
    /// A raw image, stored as PNG.
    public static var image: SnapshotStrategy { SnapshotStrategy(name: "image") { .image($0, dump: nil) } }
}

extension SnapshotStrategy where Value == String {
    /// Text, stored as `.txt` and compared exactly.
    public static var text: SnapshotStrategy { SnapshotStrategy(name: "text") { .text($0) } }
}

extension SnapshotStrategy where Value == LayoutTree {
    /// The rendered tree, stored as PNG with its layout dump beside it.
    static var renderedTree: SnapshotStrategy { SnapshotStrategy(name: "image") { .image(try $0.render(), dump: $0.deferredDump) } }

    /// The tree's layout dump (`LayoutTree.dump()`), stored as text.
    static var dumpedTree: SnapshotStrategy { SnapshotStrategy(name: "layout") { .text($0.dump()) } }
}

extension SnapshotStrategy {
    /// The tree `layout` makes of a value, rendered and stored as PNG with its layout dump: the
    /// one line that snapshots any type that lays out.
    public static func image(_ layout: @escaping @Sendable (Value) throws -> LayoutTree) -> SnapshotStrategy {
        SnapshotStrategy<LayoutTree>.renderedTree.pullback(layout)
    }

    /// The dump of the tree `layout` makes of a value, stored as text.
    public static func layout(_ layout: @escaping @Sendable (Value) throws -> LayoutTree) -> SnapshotStrategy {
        SnapshotStrategy<LayoutTree>.dumpedTree.pullback(layout)
    }
}
