import CellShotCatalog
import CellShotIO
import CellShotPNG
import CellShotStore
import CellShotTestSupport
import Foundation
import Testing

/// A disk that fills up mid-run, simulated by ``WriteFault`` (ENOSPC at the N-th write under a
/// folder) so it runs everywhere; `FullDiskCLITests` repeats it on a real full tmpfs where
/// mounting is permitted. Every case: a clear error, no partial or temporary file, the
/// existing references byte for byte as they were.
@Suite struct FullDiskTests {
    static let catalogText = RunnerTests.catalogText

    /// A recorded catalog whose card title then changes, so every card must be rewritten.
    func changed(_ label: String) throws -> (TemporaryFolder, Catalog) {
        let folder = try TemporaryFolder(label)
        let path = try folder.write("catalog.yaml", Self.catalogText)
        #expect(Runner().record(try Catalog.load(path).snapshots).allSatisfy { $0.error == nil })
        try folder.write("catalog.yaml", Self.catalogText.replacingOccurrences(of: "Buy milk", with: "Buy bread"))
        return (folder, try Catalog.load(path))
    }

    /// Every file in `folder` with its bytes.
    func contents(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = FileManager.default.contents(atPath: "\(folder)/\(name)")
        }
        return files
    }

    @Test(arguments: [1, 2, 3])
    func recordOnAFullDiskKeepsEveryReference(failingWrite: Int) throws {
        let (folder, catalog) = try changed("full-record-\(failingWrite)")
        defer { folder.remove() }
        let refs = "\(folder.path)/refs"
        let before = try contents(refs)
        WriteFault.inject(ENOSPC, atWrite: failingWrite, under: refs)
        defer { WriteFault.clear(refs) }
        let results = Runner(jobs: 1).record(catalog.snapshots)
        let failed = results.filter { $0.error != nil }
        #expect(!failed.isEmpty)
        for r in failed {
            #expect(r.outcome == nil)
            #expect(r.error?.contains("No space left on device") == true, "\(r.error ?? "")")
        }
        let after = try contents(refs)
        #expect(after.keys.allSatisfy { !$0.hasPrefix(".") }, "temporary files left: \(after.keys.sorted())")
        #expect(Set(after.keys) == Set(before.keys))
        // A file is either the old reference or a complete new one: every PNG still decodes.
        for (name, data) in after where name.hasSuffix(".png") {
            #expect((try? PNGDecoder().decode(Array(data))) != nil, "\(name) is torn")
        }
        // A reference and its dump are both written under temporary names before either is
        // renamed (jobs 1 keeps the order): the pairs before the fault landed whole, and a
        // fault at a dump (write 2) leaves its PNG as it was too, so no new PNG sits beside an
        // old dump.
        let changedFiles = after.keys.filter { after[$0] != before[$0] }
        #expect(changedFiles.count == (failingWrite - 1) / 2 * 2, "\(changedFiles.sorted())")
    }

    @Test func approveOnAFullDiskKeepsTheReference() throws {
        let (folder, catalog) = try changed("full-approve")
        defer { folder.remove() }
        let report = "\(folder.path)/report"
        let entries = Runner().verify(catalog.snapshots, artifacts: try Report.prepare(folder: report))
        try Report(catalogs: [catalog.file], snapshots: entries).writeDocuments(to: report)
        let refs = "\(folder.path)/refs"
        let before = try contents(refs)
        WriteFault.inject(ENOSPC, atWrite: 1, under: refs)
        defer { WriteFault.clear(refs) }
        let failed = try #require(entries.first { $0.status == .failed })
        do {
            _ = try Approval.approve(failed, reportFolder: report, referenceFolder: refs)
            Issue.record("approve wrote onto a full disk")
        } catch {
            #expect("\(error)".contains("No space left on device"), "\(error)")
        }
        #expect(try contents(refs) == before)
    }

    @Test func reportOnAFullDiskIsAnErrorWithNoPartialFile() throws {
        let (folder, catalog) = try changed("full-report")
        defer { folder.remove() }
        let report = "\(folder.path)/report"
        let entries = Runner().verify(catalog.snapshots, artifacts: try Report.prepare(folder: report))
        WriteFault.inject(ENOSPC, atWrite: 2, under: report)
        defer { WriteFault.clear(report) }
        #expect {
            try Report(catalogs: [catalog.file], snapshots: entries).writeDocuments(to: report)
        } throws: { "\($0)".contains("No space left on device") && "\($0)".contains("junit.xml") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: report).allSatisfy { !$0.hasPrefix(".") })
        // No half report: the documents written before the failure are taken back.
        for document in ["report.json", "junit.xml", "index.html"] {
            #expect(!FileManager.default.fileExists(atPath: "\(report)/\(document)"), "\(document)")
        }
    }
}
