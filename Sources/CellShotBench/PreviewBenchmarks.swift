#if os(Linux)
import CellShotLayout
import CellShotPreviews
import CellShotStore
import Foundation
import SwiftUI

/// What `assertPreviewSnapshots()` does in the test's process for 50 previews that match their
/// references (`preview.match.50`): find the module's previews in the registry, make each view,
/// lay it out at the default 393 pt in its own environment, render it at 3× and check it against
/// its stored reference (with the pixel hash, as recorded). The previews are the 50 views of one
/// `PreviewProvider`'s `ForEach`: message rows of an avatar, two lines of text and a time.
/// `preview.match.50.isolated.*` add what the default `isolation: .process` adds: a probe (this
/// process forked) that lays out the 50 previews before the check, in a first call (`.executable`:
/// the probe's fallback, this program started again, forced); none in a call after one that
/// drew the same previews.
enum PreviewBenchmarks {
    struct Inbox_Previews: PreviewProvider {
        static var previews: some View {
            ForEach(0..<50, id: \.self) { MessageRow(index: $0) }
        }
    }

    struct MessageRow: View {
        let index: Int
        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: index % 3 == 0 ? "person.crop.circle.fill" : "envelope.fill")
                    .font(.title2).foregroundStyle(.blue)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Sender \(index)").font(.headline)
                    Text("Subject line of message \(index), long enough to wrap onto a second line")
                        .font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                }
                Spacer()
                Text("\(9 + index % 12):\(10 + index % 50)").font(.caption).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16).padding(.vertical, 10)
        }
    }

    /// The benchmark's previews, in the registry's order.
    @MainActor static func previews() throws -> [RegisteredPreview] {
        // A use of the conformance, so that an optimised build keeps the provider the
        // registry finds (nothing else names it).
        blackHole(Inbox_Previews.self as any PreviewProvider.Type)
        let previews = PreviewRegistry.previews(inModule: "CellShotBench")
        guard previews.count == 50 else { throw BenchError("\(previews.count) previews found, 50 expected") }
        return previews
    }

    /// The preview laid out as an assertion lays out a preview without traits.
    @MainActor static func layout(_ preview: RegisteredPreview) throws -> LayoutTree {
        let view = preview.make()
        return try view.layout(width: 393, environment: view.rootEnvironment(.standard))
    }

    /// A fresh folder holding every preview's reference.
    @MainActor static func recordReferences() throws -> String {
        let folder = NSTemporaryDirectory() + "cellshot-bench-previews-\(getpid())"
        let store = SnapshotStore(folder: folder)
        for preview in try previews() {
            let tree = try layout(preview)
            try store.write(.image(try tree.render(), dump: tree.deferredDump), named: preview.name)
        }
        return folder
    }

    /// Every preview checked against its reference in `folder`.
    @MainActor static func matchAll(_ folder: String) throws { try match(try previews(), folder) }

    /// Each of `previews` checked against its reference in `folder`.
    @MainActor static func match(_ previews: [RegisteredPreview], _ folder: String) throws {
        let store = SnapshotStore(folder: folder)
        for preview in previews {
            let tree = try layout(preview)
            let result = store.verify(.image(try tree.render(), dump: tree.deferredDump), named: preview.name, record: .never)
            guard result.status == .passed else { throw BenchError(result.message) }
        }
    }

    /// What the assertion adds with `isolation: .process`: the probe over the 50 previews (only
    /// those this process has not laid out itself, or all of them with `first`), then the check
    /// of each, each recorded as laid out.
    @MainActor static func matchIsolated(_ folder: String, first: Bool, start: PreviewProbe.Start = .fork) throws {
        if first { PreviewProbe.forgetSurvivors() }
        PreviewProbe.start = start
        defer { PreviewProbe.start = .fork }
        let previews = try previews()
        let plan = previews.indices.map { PreviewDrawing(preview: $0, width: PreviewSubject.defaultWidth) }
        guard let traps = PreviewProbe.trapsOfNewDrawings(module: "CellShotBench", plan: plan)
        else { throw BenchError("the probe did not start") }
        guard traps.isEmpty else { throw BenchError("previews trapped in the probe: \(traps)") }
        try match(previews, folder)
        for drawing in plan { PreviewProbe.survived(drawing, module: "CellShotBench") }
    }

    static var all: [Benchmark] {
        [
            // The command runs benchmarks on the main thread.
            Benchmark("preview.match.50") {
                let folder = try MainActor.assumeIsolated { try recordReferences() }
                return { try MainActor.assumeIsolated { try matchAll(folder) } }
            },
            // A first call: one forked probe lays out every preview.
            Benchmark("preview.match.50.isolated.first") {
                let folder = try MainActor.assumeIsolated { try recordReferences() }
                return { try MainActor.assumeIsolated { try matchIsolated(folder, first: true) } }
            },
            // A first call whose probe is the program started again (the fallback, forced).
            Benchmark("preview.match.50.isolated.first.executable") {
                let folder = try MainActor.assumeIsolated { try recordReferences() }
                return { try MainActor.assumeIsolated { try matchIsolated(folder, first: true, start: .executable) } }
            },
            // A call after one that drew the same previews: no probe starts.
            Benchmark("preview.match.50.isolated.again") {
                let folder = try MainActor.assumeIsolated { try recordReferences() }
                return { try MainActor.assumeIsolated { try matchIsolated(folder, first: false) } }
            },
        ]
    }
}
#endif
