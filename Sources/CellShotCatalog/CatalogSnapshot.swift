import CellShotGallery
import CellShotLayout
import CellShotStore

/// One named snapshot of a catalog after matrix expansion: what to draw, at which variant,
/// where its reference lives and where in the catalog it was written.
public struct CatalogSnapshot: Sendable {
    /// What a snapshot draws.
    public enum Subject: Sendable {
        /// A card cell (MetaCellKit).
        case card(Cell)
        /// A built-in sample of `CellShotLayout`'s gallery (custom cells, tables, screens),
        /// drawn at its own width and environment.
        case sample(GalleryEntry)
        /// A view or table the catalog describes, laid out at the variant's width and environment.
        case described(@Sendable (Double, CellEnvironment) throws -> LayoutTree)
    }

    /// The file-name-safe name (`detail-2chips-dark`): the reference is `<name>.png` + `<name>.txt`.
    public var name: String
    public var subject: Subject
    public var variant: Variant
    /// The folder holding this snapshot's reference (from its catalog file's `references`).
    public var referenceFolder: String
    /// The catalog file and line that define the snapshot (for messages and annotations).
    public var source: FileLocation

    /// A snapshot of `subject` at `variant`.
    public init(name: String, subject: Subject, variant: Variant, referenceFolder: String, source: FileLocation) {
        self.name = name; self.subject = subject; self.variant = variant
        self.referenceFolder = referenceFolder; self.source = source
    }

    /// Lays the subject out at the variant's width and environment.
    public func layout() throws -> LayoutTree {
        switch subject {
        case .card(let cell): return try cell.layout(width: variant.width, environment: variant.environment)
        case .sample(let entry): return try entry.layout()
        case .described(let layout): return try layout(variant.width, variant.environment)
        }
    }

    /// The reference PNG's path (the store's path for the name: one builder for every reference).
    public var referencePath: String { SnapshotStore(folder: referenceFolder).path(for: name, pathExtension: "png") }
    /// The reference layout dump's path.
    public var dumpPath: String { SnapshotStore(folder: referenceFolder).path(for: name, pathExtension: "txt") }
}

/// A position in a file: a catalog entry's, or a test assertion's. (Not `SourceLocation`, so a
/// file that imports Swift Testing too sees no clash.)
public struct FileLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    /// `file` at `line`:`column` (1-based).
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }

    public var description: String { "\(file):\(line):\(column)" }
}
