import CellShotDiff
import CellShotLayout
import CellShotPNG
import CellShotStore
import Foundation

/// A snapshot assertion's work through the store, on the `detail3` cell at 375 pt, 3×:
/// `assert.match.detail3` renders and checks against a stored reference that matches (the
/// reference carries its pixel hash, so it is not decoded); `assert.fail.detail3` renders a
/// changed title, decodes and compares the reference, diffs the layouts, builds the message
/// and writes the four artifacts. `assert.match.detail3.no-hash` is the match against a
/// reference without the hash chunk (decoded and compared), for comparison.
enum AssertBenchmarks {
    /// A fresh folder with the detail3 reference recorded in it (with or without the hash chunk).
    static func folder(hashChunk: Bool) throws -> SnapshotStore {
        let path = NSTemporaryDirectory() + "cellshot-bench-assert-\(getpid())-\(hashChunk)"
        let store = SnapshotStore(folder: path)
        let tree = try CellBenchmarks.detail3().layout(width: 375)
        let image = try tree.render()
        try store.write(.image(image, layout: tree), named: "detail3")
        if !hashChunk {
            try PNGEncoder().write(image, to: store.path(for: "detail3", pathExtension: "png"))
        }
        return store
    }

    /// Render detail3 and check it against its matching reference.
    static func match(_ name: String, hashChunk: Bool) -> Benchmark {
        Benchmark(name) {
            let store = try folder(hashChunk: hashChunk), cell = CellBenchmarks.detail3()
            return {
                let tree = try cell.layout(width: 375)
                let r = store.verify(.image(try tree.render(), layout: tree), named: "detail3", record: .never)
                guard r.status == .matched else { throw BenchError(r.message) }
            }
        }
    }

    static var all: [Benchmark] {
        [
            match("assert.match.detail3", hashChunk: true),
            match("assert.match.detail3.no-hash", hashChunk: false),
            Benchmark("assert.fail.detail3") {
                let store = try folder(hashChunk: true)
                var cell = CellBenchmarks.detail3()
                cell.title = "Review the quarterly reports and prepare the board summary"
                let artifacts = ArtifactFolder(path: store.folder + "/artifacts")
                return {
                    let tree = try cell.layout(width: 375)
                    let r = store.verify(.image(try tree.render(), layout: tree), named: "detail3", record: .never,
                                         artifacts: artifacts)
                    guard r.status == .failed, r.artifacts?.sideBySide != nil else { throw BenchError(r.message) }
                }
            },
        ]
    }
}

/// A benchmark body that did not do what it measures.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
