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
/// `assert.match.settings` is the matching assertion of the 20-row Settings screen at 393 pt.
enum AssertBenchmarks {
    /// A fresh folder with the reference of `layout()`'s tree recorded in it as `name` (with or
    /// without the hash chunk).
    static func folder(_ name: String, hashChunk: Bool, _ layout: () throws -> LayoutTree) throws -> SnapshotStore {
        let path = NSTemporaryDirectory() + "cellshot-bench-assert-\(getpid())-\(name)-\(hashChunk)"
        let store = SnapshotStore(folder: path)
        let tree = try layout()
        let image = try tree.render()
        try store.write(.image(image, dump: tree.deferredDump), named: name)
        if !hashChunk {
            try PNGEncoder().write(image, to: store.path(for: name, pathExtension: "png"))
        }
        return store
    }

    /// A fresh folder with the detail3 reference recorded in it (with or without the hash chunk).
    static func folder(hashChunk: Bool) throws -> SnapshotStore {
        try folder("detail3", hashChunk: hashChunk) { try CellBenchmarks.detail3().layout(width: 375) }
    }

    /// Lay out, render and check against a matching reference named `reference`.
    static func match(_ name: String, reference: String, hashChunk: Bool,
                      _ layout: @escaping () throws -> LayoutTree) -> Benchmark {
        Benchmark(name) {
            let store = try folder(reference, hashChunk: hashChunk, layout)
            return {
                let tree = try layout()
                let result = store.verify(.image(try tree.render(), dump: tree.deferredDump), named: reference, record: .never)
                guard result.status == .passed else { throw BenchError(result.message) }
            }
        }
    }

    /// Render detail3 and check it against its matching reference.
    static func match(_ name: String, hashChunk: Bool) -> Benchmark {
        let cell = CellBenchmarks.detail3()
        return match(name, reference: "detail3", hashChunk: hashChunk) { try cell.layout(width: 375) }
    }

    static var all: [Benchmark] {
        let settings = TableBenchmarks.settings20()
        return [
            match("assert.match.detail3", hashChunk: true),
            match("assert.match.detail3.no-hash", hashChunk: false),
            match("assert.match.settings", reference: "settings", hashChunk: true) { try settings.layout(width: 393) },
            Benchmark("assert.fail.detail3") {
                let store = try folder(hashChunk: true)
                var cell = CellBenchmarks.detail3()
                cell.title = "Review the quarterly reports and prepare the board summary"
                let artifacts = ArtifactFolder(path: store.folder + "/artifacts")
                return {
                    let tree = try cell.layout(width: 375)
                    let result = store.verify(.image(try tree.render(), dump: tree.deferredDump), named: "detail3", record: .never,
                                         artifacts: artifacts)
                    guard result.status == .failed, result.artifacts?.sideBySide != nil else { throw BenchError(result.message) }
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
