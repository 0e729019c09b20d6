import CellShotDiff
import CellShotLayout
import CellShotPNG
import CellShotRaster
import Foundation

/// Renders catalog snapshots on all cores and records or verifies them against their
/// references. Results come back in catalog order whatever the number of jobs.
public struct Runner: Sendable {
    /// Snapshots worked on at once (1 = on the calling thread).
    public var jobs: Int

    /// A runner using `jobs` threads (at least 1).
    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) { self.jobs = max(1, jobs) }

    /// One verified snapshot: the result, and the artifacts a report writes for it.
    public struct Verification: Sendable {
        public var result: SnapshotResult
        /// The actual image as PNG (failed, new and error-with-render snapshots).
        public var actualPNG: [UInt8]?
        /// The reference's bytes (failed snapshots).
        public var referencePNG: [UInt8]?
        /// The diff image as PNG (failed snapshots with pixel differences).
        public var diffPNG: [UInt8]?
        /// The actual layout dump (whenever the actual image is kept).
        public var actualDump: String?
    }

    /// One recorded snapshot.
    public struct Recording: Sendable {
        public var name: String
        /// What happened to the reference; nil when an error stopped it.
        public var outcome: Outcome?
        /// The error, when there was one.
        public var error: String?
        public var source: SourceLocation

        /// What recording did to a reference.
        public enum Outcome: String, Sendable {
            /// The reference did not exist and was written.
            case new
            /// The pixels (or the layout dump) changed and were rewritten.
            case changed
            /// Pixels and dump equal the reference: nothing was written.
            case unchanged
        }
    }

    /// Verifies every snapshot; writes nothing. `progress` gets the count done so far.
    public func verify(_ snapshots: [CatalogSnapshot], progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [Verification] {
        Self.map(snapshots.count, jobs: jobs, progress: progress) { Self.verify(snapshots[$0]) }
    }

    /// Records every snapshot, rewriting only references whose pixels or dump changed.
    public func record(_ snapshots: [CatalogSnapshot], progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [Recording] {
        Self.map(snapshots.count, jobs: jobs, progress: progress) { Self.record(snapshots[$0]) }
    }

    static func record(_ s: CatalogSnapshot) -> Recording {
        var r = Recording(name: s.name, outcome: nil, error: nil, source: s.source)
        do {
            let tree = try s.layout()
            let image = try tree.render()
            let encoded = try PNGEncoder().encode(image)
            r.outcome = try ReferenceStore.store(image: image, encoded: encoded, dump: tree.dump(),
                                                 pngPath: s.referencePath, dumpPath: s.dumpPath)
        } catch {
            r.error = "\(error)"
        }
        return r
    }

    static func verify(_ s: CatalogSnapshot) -> Verification {
        var v = Verification(result: SnapshotResult(name: s.name, status: .error, reference: s.referencePath, source: s.source))
        let tree: LayoutTree, image: Image, encoded: [UInt8]
        do {
            tree = try s.layout()
            image = try tree.render()
            encoded = try PNGEncoder().encode(image)
        } catch {
            v.result.message = "cannot render: \(error)"
            return v
        }
        let dump = tree.dump()
        switch ReferenceStore.png(at: s.referencePath) {
        case .missing:
            v.result.status = .new
            v.result.message = "no reference at \(s.referencePath); run `snapshot record --filter \(s.name)` to create it"
            v.actualPNG = encoded; v.actualDump = dump
        case .unreadable(let why):
            v.result.message = "cannot read the reference: \(why)"
            v.actualPNG = encoded; v.actualDump = dump
        case .png(let stored):
            let reference: Image?
            if stored == encoded {
                reference = nil
            } else {
                do {
                    reference = try PNGDecoder().decode(stored)
                } catch {
                    v.result.message = "the reference \(s.referencePath) is not a readable PNG: \(error)"
                    v.actualPNG = encoded; v.actualDump = dump
                    return v
                }
            }
            let storedDump = ReferenceStore.dump(at: s.dumpPath)
            let changes = storedDump.map { DumpChanges.between(reference: $0, actual: dump) } ?? []
            if let reference, reference.width != image.width || reference.height != image.height || reference.pixels != image.pixels {
                let diff = try? compare(reference: reference, actual: image, options: DiffOptions(metric: .exact))
                v.result.status = .failed
                v.result.differentPixels = diff?.differentPixels ?? 0
                v.result.changes = changes
                if let size = diff?.sizeMismatch {
                    v.result.message = "size \(size.actualWidth)×\(size.actualHeight) px, reference \(size.referenceWidth)×\(size.referenceHeight) px"
                } else {
                    v.result.message = "\(v.result.differentPixels) of \(image.width * image.height) pixels differ"
                }
                if let diff { v.diffPNG = try? PNGEncoder().encode(DiffImages.highlight(reference: reference, actual: image, result: diff)) }
                v.actualPNG = encoded; v.referencePNG = stored; v.actualDump = dump
            } else if storedDump != nil, !changes.isEmpty {
                v.result.status = .failed
                v.result.changes = changes
                v.result.message = "pixels equal, layout dump differs"
                v.actualPNG = encoded; v.referencePNG = stored; v.actualDump = dump
            } else {
                v.result.status = .passed
            }
        }
        return v
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
