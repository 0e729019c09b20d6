import CellShotCatalog
import CellShotRaster
import CellShotStore
import Foundation

/// `snapshot report` over a 1 000-assertion test run (990 passed, 10 failed with artifacts):
/// reading the records and writing report.json, junit.xml, index.html and the copied images.
/// The package is written once to `<tmp>/cellshot-bench-testrun-1000/`.
enum TestRunBenchmarks {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-bench-testrun-1000").path

    static var all: [Benchmark] {
        [Benchmark("testrun.report.1000") {
            let artifacts = try makeRun()
            return {
                let run = try TestRun.read(artifacts: artifacts, package: folder)
                let report = try run.report(into: folder + "/report")
                guard run.problems.isEmpty, report.summary.total == 1000, report.summary.failed == 10 else {
                    throw ReportError("unexpected test-run report: \(report.summary), \(run.problems.count) problems")
                }
            }
        }]
    }

    /// 1 000 references (a 375×64 pt card's size at 3×, two colours) and their records.
    static func makeRun() throws -> String {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
        let artifacts = ArtifactFolder(path: folder + "/.build/cellshot-artifacts")
        var card = Image(width: 1125, height: 192, color: RGBA8(255, 255, 255))
        for row in 60..<132 { for column in 48..<900 { card[column, row] = RGBA8(0, 122, 255) } }
        let changed = Image(width: 1125, height: 192, color: RGBA8(242, 242, 247))
        for file in 0..<20 {
            let store = SnapshotStore(folder: folder + "/Tests/AppTests/__Snapshots__/Card\(file)Tests")
            for test in 0..<50 {
                let name = "test\(test).card"
                try store.write(.image(card, dump: nil), named: name)
                let actual = file == 0 && test < 10 ? changed : card
                let result = store.verify(.image(actual, dump: nil), named: name, record: .never, artifacts: artifacts,
                                          artifactName: "Card\(file)Tests/\(name)")
                try AssertionRecord(module: "AppTests", file: folder + "/Tests/AppTests/Card\(file)Tests.swift",
                                    test: "test\(test)", snapshot: name, line: 10 + test, column: 9, result: result)
                    .write(into: artifacts)
            }
        }
        return artifacts.path
    }
}
