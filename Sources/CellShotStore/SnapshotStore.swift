import CellShotDiff
import CellShotIO
import CellShotPNG
import CellShotRaster

/// A folder of reference snapshots: `<folder>/<name>.png` with its layout dump `<name>.txt`,
/// or `<name>.txt` for text snapshots. Names are sanitised (``SnapshotName``) so nothing
/// escapes the folder. Every write is atomic (temporary file in the folder, then rename), so
/// parallel checks never tear or lose a file, and a PNG whose decoded pixels are unchanged is
/// never rewritten.
public struct SnapshotStore: Sendable {
    /// The folder holding the references.
    public var folder: String
    /// Limits for decoding references.
    public var decoder: PNGDecoder

    public init(folder: String, decoder: PNGDecoder = PNGDecoder()) {
        self.folder = folder
        self.decoder = decoder
    }

    /// What ``write(_:named:)`` did.
    public enum WriteOutcome: String, Sendable {
        case created, updated, unchanged
    }

    /// `<folder>/<sanitised name>.<pathExtension>`.
    public func path(for name: String, pathExtension: String) -> String {
        folder + "/" + SnapshotName.sanitize(name) + "." + pathExtension
    }

    /// The reference image for `name`, or nil when there is none.
    /// - Throws: ``StoreError`` when the file is not a readable PNG (the error says why).
    public func readImage(named name: String) throws(StoreError) -> Image? {
        let file = path(for: name, pathExtension: "png")
        guard FileStore.exists(file) else { return nil }
        do { return try decoder.decode(contentsOf: file) } catch {
            throw StoreError(path: file, problem: "is not a readable PNG", expected: error.description)
        }
    }

    /// The stored layout dump (or text snapshot) for `name`, or nil when there is none.
    public func readText(named name: String) throws(StoreError) -> String? {
        try FileStore.readText(path(for: name, pathExtension: "txt"))
    }

    /// Writes `snapshot` as the reference for `name` (an image with the hash chunk and its
    /// layout dump beside it), creating the folder. A PNG whose pixels equal the new image is
    /// left untouched; a dump or text is rewritten only when its text differs. The PNG and its
    /// dump are both written under temporary names before either is renamed into place, so a
    /// failed write changes neither.
    @discardableResult
    public func write(_ snapshot: Snapshot, named name: String) throws(StoreError) -> WriteOutcome {
        try write(snapshot, named: name, differs: false)
    }

    /// ``write(_:named:)``; `differs` says the caller already knows an existing PNG's pixels
    /// differ from the image (or cannot be read), so they are not hashed or decoded again.
    @discardableResult
    func write(_ snapshot: Snapshot, named name: String, differs: Bool) throws(StoreError) -> WriteOutcome {
        try FileStore.makeFolder(folder)
        switch snapshot {
        case let .text(text):
            guard let (staged, outcome) = try stageText(text, named: name) else { return .unchanged }
            try FileStore.commit(staged)
            return outcome
        case let .image(image, dump):
            let file = path(for: name, pathExtension: "png")
            let existed = FileStore.exists(file)
            var outcome = WriteOutcome.unchanged
            var staged: [AtomicFile.Staged] = []
            if !existed || differs
                || !(PixelHashChunk.matches(image, contentsOf: file) || ((try? readImage(named: name)) ?? nil) == image) {
                let bytes: [UInt8]
                do { bytes = try PNGEncoder().encodeWithPixelHash(image) } catch {
                    throw StoreError(path: file, problem: "cannot encode: \(error.description)")
                }
                staged.append(try FileStore.stage(bytes, to: file))
                outcome = existed ? .updated : .created
            }
            if let dump, let (text, _) = try stageText(dump.make().text, named: name) {
                staged.append(text)
                if outcome == .unchanged { outcome = .updated }
            }
            for file in staged { try FileStore.commit(file) }
            return outcome
        }
    }

    /// The text for `name` staged for writing, or nil when the stored text already is `text`.
    private func stageText(_ text: String, named name: String) throws(StoreError) -> (AtomicFile.Staged, WriteOutcome)? {
        let file = path(for: name, pathExtension: "txt")
        let old = try? FileStore.readText(file)
        if old == text { return nil }
        return (try FileStore.stage(Array(text.utf8), to: file), old == nil ? .created : .updated)
    }

    /// Checks `snapshot` against the reference `name` under `record` and `tolerance`, writing
    /// references as the mode allows and artifacts for a failure into `artifacts`.
    ///
    /// A match costs a pixel hash, reading the reference and hashing its bytes when the
    /// reference carries a hash chunk whose digest matches the file (``PixelHashChunk``);
    /// otherwise the reference is decoded and compared.
    /// - Parameters:
    ///   - artifactName: name of the artifact files (may hold `/` to group them); `name` when nil.
    ///   - rerecord: the one-line command that re-records this snapshot, for the message.
    ///   - origin: where `record` came from, for the message; nil says nothing about it.
    ///   - dumpName: the text reference that holds an image's layout dump when it is not the one
    ///     beside the PNG (a `.layout` snapshot of the same call); the image then writes no dump.
    public func verify(_ snapshot: Snapshot, named name: String, record: RecordMode,
                       tolerance: DiffOptions = .exact, artifacts: ArtifactFolder? = nil,
                       artifactName: String? = nil, rerecord: String? = nil, origin: RecordOrigin? = nil,
                       dumpName: String? = nil) -> SnapshotResult {
        var check = Check(store: self, name: name, record: record, tolerance: tolerance, artifacts: artifacts,
                          artifactName: artifactName ?? name, rerecord: rerecord, origin: origin,
                          dumpName: dumpName ?? name, snapshot: snapshot)
        return check.run()
    }
}
