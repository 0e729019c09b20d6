import CellShotDiff
import CellShotIO
import CellShotLayout
import CellShotPNG
import CellShotStore
import Foundation

/// Renders catalog snapshots on all cores and records or verifies them through the shared
/// reference store (`CellShotStore`, the same store and exact comparison the test assertions
/// use). Results come back in catalog order whatever the number of jobs.
public struct Runner: Sendable {
    /// Snapshots worked on at once (1 = one thread).
    public var jobs: Int

    /// A runner using `jobs` threads (at least 1).
    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) { self.jobs = max(1, jobs) }

    /// One recorded snapshot.
    public struct Recording: Sendable {
        public var name: String
        /// What happened to the reference; nil when an error stopped it.
        public var outcome: SnapshotStore.WriteOutcome?
        /// The error, when there was one.
        public var error: String?
        public var source: FileLocation
    }

    /// Verifies every snapshot and never writes a reference. With `artifacts`, the pictures of
    /// every snapshot that did not pass (and its actual layout dump) are written there.
    public func verify(_ snapshots: [CatalogSnapshot], artifacts: String? = nil,
                       progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [ReportEntry] {
        Self.map(snapshots.count, jobs: jobs, progress: progress) { Self.verify(snapshots[$0], artifacts: artifacts) }
    }

    /// Records every snapshot; the store rewrites only references whose pixels or dump changed.
    public func record(_ snapshots: [CatalogSnapshot], progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [Recording] {
        Self.map(snapshots.count, jobs: jobs, progress: progress) { Self.record(snapshots[$0]) }
    }

    static func record(_ snapshot: CatalogSnapshot) -> Recording {
        var recording = Recording(name: snapshot.name, outcome: nil, error: nil, source: snapshot.source)
        do {
            let tree = try snapshot.layout()
            recording.outcome = try SnapshotStore(folder: snapshot.referenceFolder).write(.image(try tree.render(), dump: tree.deferredDump), named: snapshot.name)
        } catch {
            recording.error = "\(error)"
        }
        return recording
    }

    static func verify(_ catalogSnapshot: CatalogSnapshot, artifacts: String?) -> ReportEntry {
        var entry = ReportEntry(name: catalogSnapshot.name, status: .error, reference: catalogSnapshot.referencePath, source: catalogSnapshot.source)
        let tree: LayoutTree, snapshot: Snapshot
        do {
            tree = try catalogSnapshot.layout()
            snapshot = .image(try tree.render(), dump: tree.deferredDump)
        } catch {
            entry.message = "cannot render: \(error)"
            return entry
        }
        let store = SnapshotStore(folder: catalogSnapshot.referenceFolder)
        let result = store.verify(snapshot, named: catalogSnapshot.name, record: .never, tolerance: .exact,
                                  artifacts: artifacts.map(ArtifactFolder.init(path:)), rerecord: "swift run snapshot record --filter \(catalogSnapshot.name)",
                                  origin: .verify)
        entry.status = result.status.verdict
        entry.message = result.message
        entry.changes = result.changes.map(\.description)
        entry.differentPixels = result.diff?.differentPixels ?? 0
        if let artifacts, entry.status == .passed {
            // The reference, so a reviewer can browse every picture the gate accepted.
            let name = "\(SnapshotName.sanitize(catalogSnapshot.name)).reference.png"
            if ReportImages.share(catalogSnapshot.referencePath, as: "\(artifacts)/\(name)") { entry.expected = Report.imagesFolder + "/" + name }
        }
        if let artifacts, entry.status != .passed {
            func relative(_ path: String?) -> String? {
                guard let path, path.hasPrefix(artifacts + "/") else { return path }
                return Report.imagesFolder + "/" + path.dropFirst(artifacts.count + 1)
            }
            entry.actual = relative(result.artifacts?.actual)
            entry.expected = relative(result.artifacts?.reference)
            entry.diff = relative(result.artifacts?.diff)
            entry.sideBySide = relative(result.artifacts?.sideBySide)
            let dumpPath = "\(artifacts)/\(SnapshotName.sanitize(catalogSnapshot.name)).actual.txt"
            if (try? AtomicFile.write(Array(tree.dump().utf8), to: dumpPath)) != nil { entry.actualDump = relative(dumpPath) }
        }
        return entry
    }

    /// `body(i)` for every i in 0..<count on `jobs` threads, results in index order.
    static func map<T: Sendable>(_ count: Int, jobs: Int, progress: @escaping @Sendable (Int) -> Void,
                                 body: @escaping @Sendable (Int) -> T) -> [T] {
        let box = ResultBox<T>(count: count)
        let workers = min(jobs, max(count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = box.claim() {
                let value = body(index)
                progress(box.finish(index, value))
            }
        }
        return box.results()
    }
}

/// Results written by many threads, one slot each, handed out through a shared counter.
private final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    private var next = 0
    private var done = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next index to work on, or nil when all are taken.
    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores a result; returns how many are done.
    func finish(_ index: Int, _ value: T) -> Int {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
        done += 1
        return done
    }

    func results() -> [T] { slots.compactMap { $0 } }
}
