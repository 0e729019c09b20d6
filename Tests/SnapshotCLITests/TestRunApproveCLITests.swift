import CellShotCatalog
import CellShotPNG
import CellShotRaster
import CellShotStore
import CellShotTestSupport
import Foundation
import Testing

@Suite struct TestRunApproveCLITests {
    @Test func approveWritesFailedAndNewIntoTheirSnapshotsFolder() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.changed")
        try f.assert(TestRunFixture.red, name: "changed")
        try f.assert(TestRunFixture.red, name: "fresh")
        _ = try f.run(["report", "--out", "rep"])
        let out = try f.run(["approve", "--report", "rep", "--all"])
        #expect(out.status == 0, "\(out.stderr)")
        for name in ["card.changed", "card.fresh"] {
            #expect(try PNGDecoder().decode(contentsOf: f.references() + "/\(name).png") == TestRunFixture.red)
        }
        // The run is green now.
        try f.assert(TestRunFixture.red, name: "changed")
        try f.assert(TestRunFixture.red, name: "fresh")
        #expect(try f.run(["report", "--out", "rep"]).status == 0)
    }

    @Test func approveRefusesAReferenceChangedSinceUnlessForced() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.a")
        try f.assert(TestRunFixture.red, name: "a")
        try f.assert(TestRunFixture.red, name: "b")
        _ = try f.run(["report", "--out", "rep"])
        try f.prime(Image(width: 2, height: 2, color: RGBA8(1, 2, 3)), "card.a")
        try f.prime(TestRunFixture.blue, "card.b")
        let refused = try f.run(["approve", "--report", "rep", "AppTests/CardTests/card.a", "AppTests/CardTests/card.b"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("card.a.png changed since the run"), "\(refused.stderr)")
        #expect(refused.stderr.contains("card.b.png was created since the run"))
        #expect(try PNGDecoder().decode(contentsOf: f.references() + "/card.b.png") == TestRunFixture.blue)
        let forced = try f.run(["approve", "--report", "rep", "--all", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try PNGDecoder().decode(contentsOf: f.references() + "/card.a.png") == TestRunFixture.red)
    }

    @Test func approveWritesALayoutSnapshotsDump() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        let store = SnapshotStore(folder: f.references())
        try store.write(.text("row (0, 0, 375, 44)\n"), named: "card.dump")
        let result = store.verify(.text("row (0, 0, 375, 60)\n"), named: "card.dump", record: .never,
                                  artifacts: ArtifactFolder(path: f.artifacts), artifactName: "CardTests/card.dump")
        try AssertionRecord(module: "AppTests", file: f.root + "/Tests/AppTests/CardTests.swift", test: "card",
                            snapshot: "card.dump", line: 12, column: 9, result: result)
            .write(into: ArtifactFolder(path: f.artifacts))
        _ = try f.run(["report", "--out", "rep"])
        // The report keeps the dumps as text (the page links them instead of showing images).
        let entry = try f.report().snapshots.first
        #expect(entry?.expected?.hasSuffix(".expected.txt") == true && entry?.actual?.hasSuffix(".actual.txt") == true)
        let out = try f.run(["approve", "--report", "rep", "--all"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("card.dump.txt (changed)"), "\(out.stdout)")
        #expect(try String(contentsOfFile: f.references() + "/card.dump.txt", encoding: .utf8) == "row (0, 0, 375, 60)\n")
        #expect(!FileManager.default.fileExists(atPath: f.references() + "/card.dump.png"))
    }

    @Test func approveRefusesAReferenceOutsideThePackage() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.assert(TestRunFixture.red, name: "a")
        _ = try f.run(["report", "--out", "rep"])
        var report = try f.report()
        report.snapshots[0].reference = f.root + "/../escaped.png"
        try f.folder.write("rep/report.json", report.json())
        let out = try f.run(["approve", "--report", "rep", "--all", "--force"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("is not a PNG or layout dump inside the package"))
        #expect(!FileManager.default.fileExists(atPath: f.root + "/../escaped.png"))
    }
}

@Suite struct PruneTestsCLITests {
    @Test func listsAndDeletesReferencesNoAssertionUsed() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.a")
        try f.prime(TestRunFixture.blue, "card.gone")
        try f.folder.write("Tests/AppTests/__Snapshots__/CardTests/card.gone.txt", "dump")
        try f.folder.write("Tests/AppTests/__Snapshots__/CardTests/card.a.txt", "dump")
        try f.folder.write("Tests/AppTests/__Snapshots__/CardTests/notes.md", "keep")
        // A package nested inside (an example) has its own tests, not run here.
        try FileManager.default.createDirectory(atPath: f.root + "/Examples/Demo/Tests/__Snapshots__/T", withIntermediateDirectories: true)
        try f.folder.write("Examples/Demo/Package.swift", "// swift-tools-version:6.0\n")
        try f.folder.write("Examples/Demo/Tests/__Snapshots__/T/demo.1.png", "png")
        try f.assert(TestRunFixture.blue, name: "a")
        try f.process()
        let listed = try f.run(["prune", "--tests"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("/Tests/AppTests/__Snapshots__/CardTests/card.gone.png\n"))
        #expect(listed.stdout.contains("card.gone.txt") && !listed.stdout.contains("card.a.") && !listed.stdout.contains("notes.md"))
        #expect(!listed.stdout.contains("demo.1.png"))
        let deleted = try f.run(["prune", "--tests", "--delete"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(!FileManager.default.fileExists(atPath: f.references() + "/card.gone.png"))
        #expect(FileManager.default.fileExists(atPath: f.references() + "/card.a.png"))
        #expect(FileManager.default.fileExists(atPath: f.references() + "/notes.md"))
    }

    @Test func deleteIsRefusedAfterAFilteredRun() throws {
        let f = try TestRunFixture()
        defer { f.folder.remove() }
        try f.prime(TestRunFixture.blue, "card.a")
        try f.prime(TestRunFixture.blue, "card.b")
        try f.assert(TestRunFixture.blue, name: "a")
        try f.process(["--testing-library", "swift-testing", "--filter", "card"])
        let out = try f.run(["prune", "--tests", "--delete"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("refused: the run was filtered (`--filter card` in test process 4242)"), "\(out.stderr)")
        #expect(FileManager.default.fileExists(atPath: f.references() + "/card.b.png"))
        // A full run afterwards clears the filtered process's record.
        try f.process(pid: 4343)
        #expect(try f.run(["prune", "--tests", "--delete"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: f.references() + "/card.b.png"))
    }
}
