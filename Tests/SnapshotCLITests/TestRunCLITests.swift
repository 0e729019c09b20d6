import CellShotCatalog
import CellShotPNG
import CellShotRaster
import CellShotStore
import CellShotTestSupport
import Foundation
import Testing

/// A client package after `swift test`: references in `Tests/AppTests/__Snapshots__/CardTests`
/// and the assertion records in `.build/cellshot-artifacts`, made by the same store check the
/// assertions use.
struct TestRunFixture {
    let folder: TemporaryFolder
    var root: String { folder.path }
    var artifacts: String { root + "/.build/cellshot-artifacts" }
    func references(_ file: String = "CardTests", module: String = "AppTests") -> String {
        root + "/Tests/\(module)/__Snapshots__/\(file)"
    }

    init() throws {
        folder = try TemporaryFolder("testrun")
        try folder.write("Package.swift", "// swift-tools-version:6.0\n")
    }

    static let blue = Image(width: 4, height: 3, color: RGBA8(0, 122, 255))
    static let red = Image(width: 4, height: 3, color: RGBA8(255, 59, 48))

    /// Writes `image` as the reference `name`.
    func prime(_ image: Image, _ name: String, file: String = "CardTests", module: String = "AppTests") throws {
        try SnapshotStore(folder: references(file, module: module)).write(.image(image, dump: nil), named: name)
    }

    /// Checks `image` against the reference `test.name` and leaves its record, as an assertion does.
    @discardableResult
    func assert(_ image: Image, test: String = "card", name: String, line: Int = 10, file: String = "CardTests",
                module: String = "AppTests") throws -> AssertionRecord {
        let folder = ArtifactFolder(path: artifacts)
        let full = test + "." + name
        let result = SnapshotStore(folder: references(file, module: module))
            .verify(.image(image, dump: nil), named: full, record: .never, artifacts: folder, artifactName: file + "/" + full)
        let record = AssertionRecord(module: module, file: root + "/Tests/\(module)/\(file).swift", test: test,
                                     snapshot: full, line: line, column: 9, result: result)
        try record.write(into: folder)
        return record
    }

    func process(_ arguments: [String] = ["--testing-library", "swift-testing"], pid: Int32 = 4242) throws {
        try TestProcessRecord(pid: pid, arguments: arguments).write(into: ArtifactFolder(path: artifacts))
    }

    func run(_ arguments: [String]) throws -> CLI.Output { try CLI.run(arguments, in: root) }

    func report(_ folder: String = "rep") throws -> Report { try Report.read(folder: root + "/" + folder) }
}

@Suite struct TestRunReportCLITests {
    @Test func reportNamesEveryAssertionByTargetFileTestAndLine() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.same")
        try f.prime(TestRunFixture.blue, "card.changed")
        try f.assert(TestRunFixture.blue, name: "same", line: 11)
        try f.assert(TestRunFixture.red, name: "changed", line: 12)
        try f.assert(TestRunFixture.red, name: "fresh", line: 13)
        try f.process()
        let out = try f.run(["report", ".build/cellshot-artifacts", "--out", "rep"])
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout.contains("3 assertions: 1 passed, 1 failed, 1 new, 0 errors"))
        let report = try f.report()
        #expect(report.snapshots.map(\.name) == ["AppTests/CardTests/card.changed", "AppTests/CardTests/card.fresh",
                                                 "AppTests/CardTests/card.same"])
        #expect(report.snapshots.map(\.status) == [.failed, .new, .passed])
        #expect(report.snapshots.map(\.source.line) == [12, 13, 11])
        #expect(report.snapshots.allSatisfy { $0.source.file == "Tests/AppTests/CardTests.swift" && $0.test == "card" })
        let passed = report.snapshots[2], failed = report.snapshots[0]
        // A passed snapshot shows its reference; a failure its actual, reference and diff.
        let expected = try #require(passed.expected)
        #expect(f.folder.bytes("rep/" + expected) == FileManager.default.contents(atPath: passed.reference))
        for file in [failed.actual, failed.expected, failed.diff, failed.sideBySide] {
            #expect(file.map { FileManager.default.fileExists(atPath: f.root + "/rep/" + $0) } == true)
        }
        for document in ["index.html", "junit.xml"] { #expect(f.folder.bytes("rep/" + document) != nil) }
        #expect(String(decoding: f.folder.bytes("rep/junit.xml") ?? Data(), as: UTF8.self)
                    .contains("file=\"Tests/AppTests/CardTests.swift\" line=\"12\""))
    }

    @Test func sameFileNameInTwoTargetsGivesTwoEntries() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        for module in ["AppTests", "KitTests"] {
            try f.prime(TestRunFixture.blue, "card.a", module: module)
            try f.assert(TestRunFixture.blue, name: "a", module: module)
        }
        let out = try f.run(["report", ".build/cellshot-artifacts", "--out", "rep"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(try f.report().snapshots.map(\.name) == ["AppTests/CardTests/card.a", "KitTests/CardTests/card.a"])
    }

    @Test func halfWrittenAndForeignRecordsAreNamedAndTheRestReported() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.a")
        try f.assert(TestRunFixture.blue, name: "a")
        try f.folder.write(".build/cellshot-artifacts/records/a-torn.json", "{\"format\":1,\"module\":\"App")
        try f.folder.write(".build/cellshot-artifacts/records/a-next.json", "{\"format\":2,\"whatever\":true}")
        let out = try f.run(["report", "--out", "rep"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("a-torn.json is not a CellShot assertion record"))
        #expect(out.stderr.contains("a-next.json has record format 2"))
        #expect(try f.report().snapshots.map(\.name) == ["AppTests/CardTests/card.a"])
    }

    @Test func recordPointingOutsideThePackageIsRefused() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.a")
        var outside = try f.assert(TestRunFixture.red, name: "a")
        outside.reference = f.root + "/../elsewhere/a.png"
        try f.folder.write(".build/cellshot-artifacts/records/a-outside.json", json(outside))
        var stolen = outside
        stolen.reference = f.references() + "/card.a.png"
        stolen.actualDump = f.artifacts + "/../../../etc/passwd"
        try f.folder.write(".build/cellshot-artifacts/records/a-stolen.json", json(stolen))
        let out = try f.run(["report", "--out", "rep"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("a-outside.json: reference"), "\(out.stderr)")
        #expect(out.stderr.contains("is outside the package"))
        #expect(out.stderr.contains("a-stolen.json: actualDump"))
        #expect(try f.report().snapshots.count == 1)
    }

    @Test func noRecordsIsAClearError() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        let out = try f.run(["report", "--out", "rep"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("no assertion records in .build/cellshot-artifacts/records: run `swift test` first"))
    }

    @Test func shardReportsMerge() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.a")
        try f.assert(TestRunFixture.blue, name: "a")
        #expect(try f.run(["report", "--out", "s1"]).status == 0)
        try FileManager.default.removeItem(atPath: f.artifacts)
        try f.assert(TestRunFixture.red, test: "other", name: "b", file: "ListTests")
        #expect(try f.run(["report", "--out", "s2"]).status == 1)
        let out = try f.run(["merge-reports", "s1", "s2", "--out", "all"])
        #expect(out.status == 1)
        #expect(try f.report("all").snapshots.map(\.name) == ["AppTests/CardTests/card.a", "AppTests/ListTests/other.b"])
    }

    func json(_ record: AssertionRecord) throws -> String {
        String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
    }
}

/// A test-run report in Chromium, checked as the catalog report is: counts, filters, search,
/// views, and a passed snapshot showing its reference.
@Suite(.enabled(if: Browser.available, "needs chromium, chromium-driver and python3"))
struct TestRunReportBrowserTests {
    @Test func testRunReportWorksInChromium() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.same")
        try f.prime(TestRunFixture.blue, "card.changed")
        try f.assert(TestRunFixture.blue, name: "same")
        try f.assert(TestRunFixture.red, name: "changed")
        try f.assert(TestRunFixture.red, name: "fresh")
        #expect(try f.run(["report", "--out", "rep"]).status == 1)
        let out = try Browser.shared.check(f.root + "/rep", expect: "3,1,1,1,0")
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.contains("browser_check: 0 failed checks"))
    }
}
