import CellShotCatalog
import Foundation

/// The gate end to end, through the same code as `snapshot verify`: load a 1 000-snapshot
/// catalog (ten card entries × appearance × Dynamic Type × width), render every snapshot at
/// 3× and check it against its reference on all cores. `verify.1000.onechanged` has one
/// changed snapshot and writes the report (JSON, JUnit, HTML and the images).
///
/// The catalog and its references are written once to `<tmp>/cellshot-bench-verify-1000/`
/// and left there, so the whole process can be timed too:
/// `snapshot verify --catalog <tmp>/cellshot-bench-verify-1000/catalog.yaml`.
enum CatalogBenchmarks {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-bench-verify-1000").path

    static let catalog = """
        references: references
        shared:
          dims: &dims {appearance: [light, dark], contentSize: [small, large, extraLarge, extraExtraLarge, accessibilityMedium], width: [320, 340, 360, 375, 390, 393, 402, 414, 428, 430]}
          chips: &chips [{icon: calendar, background: systemRed}, {icon: clock, background: systemBlue}, {icon: flag.fill, background: systemGreen}]
        cards:
          - {name: master0, sample: 0, configuration: {preset: basic}, matrix: *dims}
          - {name: master1, sample: 1, configuration: {preset: singleMetadata}, matrix: *dims}
          - {name: master2, sample: 2, configuration: {preset: dualMetadata}, matrix: *dims}
          - {name: master3, sample: 3, configuration: {preset: tripleMetadata, metadataConfigs: *chips}, matrix: *dims}
          - {name: detail0, sample: 4, configuration: {preset: basic, style: detail}, matrix: *dims}
          - {name: detail1, sample: 5, configuration: {preset: singleMetadata, style: detail}, matrix: *dims}
          - {name: detail2, sample: 0, configuration: {preset: dualMetadata, style: detail}, matrix: *dims}
          - {name: detail3, sample: 1, configuration: {preset: tripleMetadata, style: detail, metadataConfigs: *chips}, matrix: *dims}
          - {name: selected, sample: 2, state: selected, configuration: {preset: dualMetadata, style: detail}, matrix: *dims}
          - {name: editing, sample: 3, state: editing, configuration: {preset: singleMetadata, style: detail, editing: {enabled: true, maxLength: 60, characterCount: both}}, matrix: *dims}
        """

    /// Writes the catalog and records its references (only missing or changed ones are written).
    static func prepare() throws -> Catalog {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/catalog.yaml"
        if (try? String(contentsOfFile: path, encoding: .utf8)) != catalog {
            try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let loaded = try Catalog.load(path)
        let recorded = Runner().record(loaded.snapshots)
        if let failure = recorded.first(where: { $0.error != nil }) { throw BenchmarkFailure("cannot record \(failure.name): \(failure.error ?? "")") }
        return loaded
    }

    /// A copy of the catalog whose references are the recorded ones except the last, which
    /// holds another snapshot's image: exactly one snapshot fails.
    static func prepareOneChanged() throws -> String {
        _ = try prepare()
        let changed = "\(folder)/onechanged.yaml"
        try catalog.replacingOccurrences(of: "references: references", with: "references: references-onechanged")
            .write(toFile: changed, atomically: true, encoding: .utf8)
        let source = "\(folder)/references", target = "\(folder)/references-onechanged"
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: source, toPath: target)
        let victim = "\(target)/editing-dark-accessibilityMedium-430.png"
        try FileManager.default.removeItem(atPath: victim)
        try FileManager.default.copyItem(atPath: "\(source)/editing-dark-accessibilityMedium-428.png", toPath: victim)
        return changed
    }

    static var all: [Benchmark] {
        [
            Benchmark("verify.1000") {
                let path = try prepare().file
                return {
                    let snapshots = try Catalog.load(path).snapshots
                    let entries = Runner().verify(snapshots)
                    guard entries.count == 1000, entries.allSatisfy({ $0.status == .passed }) else {
                        throw BenchmarkFailure("verify.1000: not every snapshot passed")
                    }
                }
            },
            Benchmark("verify.1000.onechanged") {
                let changed = try prepareOneChanged()
                let report = "\(folder)/report"
                return {
                    let snapshots = try Catalog.load(changed).snapshots
                    let images = try Report.prepare(folder: report)
                    let entries = Runner().verify(snapshots, artifacts: images)
                    try Report(catalogs: [changed], snapshots: entries).writeDocuments(to: report)
                    guard entries.filter({ $0.status != .passed }).map(\.name) == ["editing-dark-accessibilityMedium-430"] else {
                        throw BenchmarkFailure("verify.1000.onechanged: expected exactly one failure")
                    }
                }
            },
        ]
    }
}

/// A benchmark whose work went wrong (so its time means nothing).
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
