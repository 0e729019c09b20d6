import CellShotDiff
import CellShotPNG
import CellShotRaster

/// One run of ``SnapshotStore/verify(_:named:record:tolerance:artifacts:artifactName:rerecord:origin:dumpName:)``.
struct Check {
    let store: SnapshotStore
    let name: String
    let record: RecordMode
    let tolerance: DiffOptions
    let artifacts: ArtifactFolder?
    let artifactName: String
    let rerecord: String?
    let origin: RecordOrigin?
    /// The reference whose text is this image's layout dump: `name` (the dump beside the PNG),
    /// or a `.layout` snapshot's of the same call, which then is the only copy.
    let dumpName: String
    let snapshot: Snapshot

    mutating func run() -> SnapshotResult {
        switch snapshot {
        case let .image(image, dump): return checkImage(image, dump)
        case let .text(text): return checkText(text)
        }
    }

    private var referencePath: String { store.path(for: name, pathExtension: snapshot.pathExtension) }

    private func result(_ status: SnapshotStatus, _ message: String, diff: DiffResult? = nil,
                        changes: [LayoutChange] = [], regions: [SnapshotResult.Region] = [],
                        artifacts: Artifacts? = nil) -> SnapshotResult {
        SnapshotResult(name: name, status: status, referencePath: referencePath, diff: diff, changes: changes,
                       regions: regions, artifacts: artifacts, message: message)
    }

    // MARK: Images

    private func checkImage(_ image: Image, _ layout: DeferredLayoutDump?) -> SnapshotResult {
        guard FileStore.exists(referencePath) else { return absent() }
        if PixelHashChunk.matches(image, contentsOf: referencePath) { return passed() }
        let reference: Image
        do { reference = try store.decoder.decode(contentsOf: referencePath) } catch {
            let problem = "the reference cannot be read: \(error.description)"
            if record == .all || record == .failed { return write("Re-recorded an unreadable reference: \(problem).") }
            let (files, note) = writeArtifacts(reference: nil, image: image, diff: nil)
            return result(.error, lines(["Snapshot \"\(name)\": \(problem)."], files, note, proceed: true), artifacts: files)
        }
        let diff: DiffResult
        do { diff = try compare(reference: reference, actual: image, options: tolerance) } catch {
            return result(.error, "Snapshot \"\(name)\" cannot be compared with \(referencePath): \(error.description)")
        }
        if diff.verdict == .identical { return passed() }
        // The new layout is compared in memory; only the reference's dump is read and parsed.
        let oldDump = (try? store.readText(named: dumpName)).flatMap { $0 }
        let before = oldDump.flatMap(LayoutDump.parse), after = layout?.make()
        let changes = before.flatMap { reference in after.map { $0.changes(from: reference) } } ?? []
        let regions = Self.regions(diff, scale: after?.scale ?? 1, [after, before].compactMap { $0 })
        let details = describe(diff, changes: changes, regions: regions, dumpKnown: after != nil && oldDump != nil)
        if diff.passed && record != .all {
            // Say how much the tolerance accepted, byte for byte.
            let exact = (try? compare(reference: reference, actual: image, options: .exact))?.differentPixels ?? 0
            let head = "Snapshot \"\(name)\" matches \(referencePath) within the tolerance; \(exact) of"
                + " \(diff.totalPixels) pixels differ exactly (\(Self.percent(Double(exact) / Double(diff.totalPixels))))."
            return result(.tolerated, head + "\n" + details, diff: diff, changes: changes, regions: regions)
        }
        if record == .all || record == .failed {
            var recorded = write("Re-recorded \(referencePath): it differed from the new image.\n" + details)
            recorded.diff = diff; recorded.changes = changes; recorded.regions = regions
            return recorded
        }
        let (files, note) = writeArtifacts(reference: reference, image: image, diff: diff)
        let head = "Snapshot \"\(name)\" does not match its reference \(referencePath)."
        return result(.failed, lines([head, details], files, note, proceed: true), diff: diff, changes: changes,
                      regions: regions, artifacts: files)
    }

    /// The element-level changes, then pixel statistics and regions.
    private func describe(_ diff: DiffResult, changes: [LayoutChange], regions: [SnapshotResult.Region],
                          dumpKnown: Bool) -> String {
        var out: [String] = []
        if !changes.isEmpty {
            out.append("What changed:")
            out += changes.prefix(40).map { "  \($0)" }
            if changes.count > 40 { out.append("  … \(changes.count - 40) more changes") }
        } else {
            out.append(dumpKnown ? "What changed: the layout is the same; only pixels differ."
                                 : "What changed: no layout dump beside the reference; pixel statistics only.")
        }
        out.append("Pixels: \(diff.differentPixels) of \(diff.totalPixels) differ (\(Self.percent(diff.diffRatio)), metric \(diff.metric.rawValue))"
                   + (diff.antialiasedPixels > 0 ? ", \(diff.antialiasedPixels) anti-aliased" : "")
                   + (diff.ignoredPixels > 0 ? ", \(diff.ignoredPixels) ignored" : ""))
        if let mismatch = diff.sizeMismatch {
            out.append("Size: reference \(mismatch.referenceWidth)×\(mismatch.referenceHeight) px, actual \(mismatch.actualWidth)×\(mismatch.actualHeight) px")
        }
        for found in regions.prefix(8) {
            out.append("  region \(found.region)" + (found.element.map { " — \($0)" } ?? ""))
        }
        if regions.count > 8 { out.append("  … \(regions.count - 8) more regions") }
        return out.joined(separator: "\n")
    }

    /// Changed regions, each with the deepest element covering it in the new layout or the
    /// reference's (a removed element is found in the reference); `scale` is pixels per point.
    static func regions(_ diff: DiffResult, scale: Double, _ dumps: [LayoutDump]) -> [SnapshotResult.Region] {
        diff.regions.map { found in
            let rect = Rect(x: Double(found.bounds.x) / scale, y: Double(found.bounds.y) / scale,
                            width: Double(found.bounds.width) / scale, height: Double(found.bounds.height) / scale)
            var best: (dump: LayoutDump, node: LayoutDump.Node)?
            for dump in dumps {
                if let node = dump.deepestNode(covering: rect), node.depth > (best?.node.depth ?? -1) { best = (dump, node) }
            }
            return SnapshotResult.Region(region: found, element: best.map { $0.dump.shortName(of: $0.node.path) })
        }
    }

    static func percent(_ ratio: Double) -> String {
        let millionths = Int((ratio * 1_000_000).rounded())
        let frac = String(millionths % 10_000)
        return "\(millionths / 10_000)." + String(repeating: "0", count: 4 - frac.count) + frac + "%"
    }

    // MARK: Text

    private func checkText(_ text: String) -> SnapshotResult {
        let old: String?
        do { old = try FileStore.readText(referencePath) } catch {
            if record == .all || record == .failed { return write("Re-recorded an unreadable reference: \(error).") }
            return result(.error, lines(["Snapshot \"\(name)\": \(error)."], nil, nil, proceed: true))
        }
        guard let old else { return absent() }
        if old == text { return passed() }
        var details: [String] = []
        if let before = LayoutDump.parse(old), let after = LayoutDump.parse(text) {
            let changes = after.changes(from: before)
            if !changes.isEmpty { details.append("What changed:"); details += changes.prefix(40).map { "  \($0)" } }
        }
        details += ["Text diff (- reference, + actual):"] + TextDiff.hunks(from: old, to: text).map { "  \($0)" }
        if record == .all || record == .failed {
            return write("Re-recorded \(referencePath): its text differed.\n" + details.joined(separator: "\n"))
        }
        var files: Artifacts?
        var note: String?
        if let artifacts {
            do { files = try artifacts.write(name: artifactName, reference: old, actual: text) } catch { note = "\(error)" }
        }
        let head = "Snapshot \"\(name)\" does not match its reference \(referencePath)."
        return result(.failed, lines([head] + details, files, note, proceed: true), artifacts: files)
    }

    // MARK: Shared

    private func passed() -> SnapshotResult {
        if record == .all, case let .image(_, dump?) = snapshot {
            _ = try? store.write(.text(dump.make().text), named: name)  // refresh the dump beside the image
        }
        return result(.passed, "")
    }

    /// No reference: record it, or fail when the mode forbids writing.
    private func absent() -> SnapshotResult {
        if record != .never { return write("Recorded a new reference \(referencePath).") }
        var files: Artifacts?
        var note: String?
        if case let .image(image, _) = snapshot { (files, note) = writeArtifacts(reference: nil, image: image, diff: nil) }
        let head = "No reference \(referencePath) for snapshot \"\(name)\", and the record mode is \"never\""
            + (origin.map { " (\($0.describe(record)))" } ?? "") + ", so nothing was written."
        return result(.new, lines([head], files, note, proceed: true), artifacts: files)
    }

    /// Writes the reference (absent, unreadable or different: its pixels are not checked
    /// again); the result fails either way, saying what to do next.
    private func write(_ what: String) -> SnapshotResult {
        do {
            if dumpName != name, case let .image(image, _) = snapshot {
                try store.write(.image(image, dump: nil), named: name, differs: true)
            } else {
                try store.write(snapshot, named: name, differs: true)
            }
        } catch {
            return result(.error, "Snapshot \"\(name)\": \(error). Nothing was written.")
        }
        return result(.recorded, what + "\nLook at it, commit it, and run again with recording off: the assertion"
                      + " fails while it records (record mode \"\(record.rawValue)\").")
    }

    private func writeArtifacts(reference: Image?, image: Image, diff: DiffResult?) -> (Artifacts?, String?) {
        guard let artifacts else { return (nil, nil) }
        do {
            let files = try artifacts.write(name: artifactName, reference: reference, referenceFile: referencePath,
                                            actual: image, diff: diff)
            return (files, nil)
        } catch {
            return (nil, "Artifacts could not be written: \(error)")
        }
    }

    /// The message body, the artifacts, and how to proceed.
    private func lines(_ head: [String], _ files: Artifacts?, _ note: String?, proceed: Bool) -> String {
        var out = head
        if let files, !files.labelled.isEmpty {
            out.append("Artifacts:")
            out += files.labelled.map { "  \($0.label): \($0.path)" }
        }
        if let note { out.append(note) }
        if proceed {
            out.append("If the change is intended, re-record: " + (rerecord ?? "CELLSHOT_RECORD=failed swift test"))
        }
        return out.joined(separator: "\n")
    }
}
