import Foundation
import Testing

/// `snapshot bench --json` says which build configuration it measured.
@Suite struct BenchCommandTests {
    @Test func jsonNamesTheBuildConfiguration() throws {
        let out = try CLI.run(["bench", "--filter", "cell.raster.empty", "--min-seconds", "0", "--json"],
                              in: FileManager.default.temporaryDirectory.path)
        try #require(out.status == 0, "bench failed: \(out.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        #if DEBUG
        let expected = "debug"
        #else
        let expected = "release"
        #endif
        #expect(report["configuration"] as? String == expected)
        let names = (report["benchmarks"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["cell.raster.empty"])
    }
}
