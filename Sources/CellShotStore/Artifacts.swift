import CellShotDiff
import CellShotIO
import CellShotPNG
import CellShotRaster
import Foundation

/// The files written for one failed snapshot. Paths are nil for files that were not written
/// (no readable reference, a text snapshot…).
public struct Artifacts: Sendable, Equatable {
    public var reference: String?
    public var actual: String?
    public var diff: String?
    public var sideBySide: String?
    /// The bytes written to each path, so a failure's attachments come from memory.
    package var contents: [String: [UInt8]] = [:]

    public init(reference: String? = nil, actual: String? = nil, diff: String? = nil, sideBySide: String? = nil) {
        self.reference = reference; self.actual = actual; self.diff = diff; self.sideBySide = sideBySide
    }

    /// The written paths, labelled, in a fixed order.
    public var labelled: [(label: String, path: String)] {
        [("reference", reference), ("actual", actual), ("diff", diff), ("side by side", sideBySide)]
            .compactMap { label, path in path.map { (label, $0) } }
    }

    /// The written files as attachments: each file's name and bytes, in ``labelled`` order.
    package var attachments: [(name: String, bytes: [UInt8])] {
        labelled.compactMap { _, path in
            contents[path].map { ((path as NSString).lastPathComponent, $0) }
        }
    }
}

/// Where failure artifacts go: `<path>/<name>.reference.png`, `.actual.png`, `.diff.png`,
/// `.side-by-side.png` (or `.txt` for text snapshots), each written atomically.
public struct ArtifactFolder: Sendable, Equatable {
    /// The folder.
    public var path: String

    /// The environment variable that moves artifacts elsewhere.
    public static let environmentKey = "CELLSHOT_ARTIFACTS"

    public init(path: String) { self.path = path }

    /// `CELLSHOT_ARTIFACTS` when set, else `<root>/.build/cellshot-artifacts`.
    public static func fromEnvironment(_ environment: [String: String], root: String) -> ArtifactFolder {
        if let path = environment[environmentKey], !path.isEmpty { return ArtifactFolder(path: path) }
        return ArtifactFolder(path: root + "/.build/cellshot-artifacts")
    }

    /// Writes the pictures of a failed image comparison. `name` may hold `/`-separated parts
    /// (each is sanitised) to group artifacts by test file. With `referenceFile`, the reference
    /// artifact is a copy of that PNG instead of a new encoding.
    public func write(name: String, reference: Image?, referenceFile: String? = nil, actual: Image,
                      diff: DiffResult?) throws(StoreError) -> Artifacts {
        let base = try prepare(name)
        let encoder = PNGEncoder()
        var out = Artifacts()
        func put(_ bytes: [UInt8], _ file: String) throws(StoreError) -> String {
            do { try AtomicFile.write(bytes, to: file, durable: false) } catch {
                throw StoreError(path: file, problem: "cannot write the artifact: \(error)")
            }
            out.contents[file] = bytes
            return file
        }
        func put(_ image: Image, _ suffix: String) throws(StoreError) -> String {
            let file = base + "." + suffix + ".png"
            let bytes: [UInt8]
            do { bytes = try encoder.encode(image) } catch {
                throw StoreError(path: file, problem: "cannot write the artifact: \(error)")
            }
            return try put(bytes, file)
        }
        if let referenceFile, reference != nil, let bytes = FileStore.readBytes(referenceFile) {
            out.reference = try put(bytes, base + ".reference.png")
        } else if let reference {
            out.reference = try put(reference, "reference")
        }
        out.actual = try put(actual, "actual")
        if let reference, let diff {
            let highlight = DiffImages.highlight(reference: reference, actual: actual, result: diff)
            out.diff = try put(highlight, "diff")
            out.sideBySide = try put(DiffImages.sideBySide(reference: reference, actual: actual, result: diff,
                                                           highlight: highlight), "side-by-side")
        }
        return out
    }

    /// Writes the reference and actual text of a failed text comparison.
    public func write(name: String, reference: String?, actual: String) throws(StoreError) -> Artifacts {
        let base = try prepare(name)
        var out = Artifacts()
        if let reference {
            let file = try FileStore.writeText(reference, to: base + ".reference.txt", durable: false)
            out.reference = file
            out.contents[file] = Array(reference.utf8)
        }
        let file = try FileStore.writeText(actual, to: base + ".actual.txt", durable: false)
        out.actual = file
        out.contents[file] = Array(actual.utf8)
        return out
    }

    /// Creates the folder for `name` and returns the artifact path prefix.
    private func prepare(_ name: String) throws(StoreError) -> String {
        var parts = name.split(separator: "/").map { SnapshotName.sanitize(String($0)) }
        let last = parts.popLast() ?? "_"
        let folder = ([path] + parts).joined(separator: "/")
        try FileStore.makeFolder(folder)
        return folder + "/" + last
    }
}
