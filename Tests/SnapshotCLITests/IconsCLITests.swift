import CellShotPNG
import CellShotRaster
import CellShotTestSupport
import Foundation
import Testing

/// `snapshot icons`: the list, --json, --check with the nearest names, --sheet.
@Suite struct IconsCLITests {
    @Test func listsChecksAndDrawsASheet() throws {
        let folder = try TemporaryFolder("icons")
        let list = try CLI.run(["icons"], in: folder.path)
        #expect(list.status == 0)
        let names = list.stdout.split(separator: "\n").map(String.init)
        #expect(names.contains("airplane") && names.contains("wifi") && names.count > 450)

        let json = try CLI.run(["icons", "--json"], in: folder.path)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["names"] as? [String])?.count == names.count)

        let ok = try CLI.run(["icons", "--check", "airplane", "wifi.slash", "star.circle.fill"], in: folder.path)
        #expect(ok.status == 0)
        let miss = try CLI.run(["icons", "--check", "airplain", "wifi"], in: folder.path)
        #expect(miss.status == 1)
        #expect(miss.stderr.contains("unknown icon \"airplain\"; nearest: \"airplane\""))

        let sheet = try CLI.run(["icons", "--check", "airplane", "wifi", "--sheet", "sheet.png", "--columns", "2"], in: folder.path)
        #expect(sheet.status == 0)
        let image = try PNGDecoder().decode(contentsOf: folder.path + "/sheet.png")
        #expect(image.width == 2 * 96 * 3)
    }
}
