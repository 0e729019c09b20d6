import CellShotLayout
import CellShotRaster
import Foundation
import Testing

/// High-contrast entries of colorsets and imagesets, chosen by `CellEnvironment.contrast`.
@Suite struct ContrastTests {
    static let entry = #"{"color":{"color-space":"srgb","components":{"red":"%@","green":"0","blue":"%@"}},"idiom":"universal"%@}"#
    static let dark = #","appearances":[{"appearance":"luminosity","value":"dark"}]"#
    static let high = #","appearances":[{"appearance":"contrast","value":"high"}]"#
    static let darkHigh = #","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}]"#

    static func colorset(_ entries: [(String, String, String)]) -> [UInt8] {
        let list = entries.map { String(format: entry, $0.0, $0.1, $0.2) }.joined(separator: ",")
        return AssetCatalogTests.json(#"{"colors":["# + list + "]}")
    }

    /// The sample Brand colorset: its "any, high contrast" entry is 8-bit (128, 0, 0).
    @Test func sampleBrandHasAHighContrastVariant() throws {
        let c = try AssetCatalog(path: AssetCatalogTests.sample)
        let standard = try #require(c.color(named: "Brand"))
        let high = try #require(c.color(named: "Brand", contrast: .increased))
        #expect(high.light == Color(red: 128.0 / 255, green: 0, blue: 0))
        #expect(high.dark == standard.dark)   // no dark high-contrast entry: the dark colour stays
        #expect(standard.light != high.light)
    }

    /// Four entries: light, dark, high, dark + high each land in their slot.
    @Test func fourSlots() throws {
        let root = try AssetCatalogTests.scratch(["C.colorset/Contents.json": Self.colorset([
            ("0.1", "0", ""), ("0.2", "0", Self.dark), ("0.3", "0", Self.high), ("0.4", "0", Self.darkHigh),
        ])])
        let c = try AssetCatalog(path: root)
        #expect(c.color(named: "C")?.light.red == 0.1)
        #expect(c.color(named: "C")?.dark.red == 0.2)
        #expect(c.color(named: "C", contrast: .increased)?.light.red == 0.3)
        #expect(c.color(named: "C", contrast: .increased)?.dark.red == 0.4)
        // A colorset without high-contrast entries is the same under either contrast.
        let plain = try AssetCatalog(path: AssetCatalogTests.scratch(["P.colorset/Contents.json": Self.colorset([("0.5", "0", "")])]))
        #expect(plain.color(named: "P", contrast: .increased) == plain.color(named: "P"))
    }

    /// An imageset's high-contrast file is drawn when the environment asks for increased contrast.
    @Test func imagesetPicksTheHighContrastFile() throws {
        func svg(_ fill: String) -> [UInt8] { Array(#"<svg width="4" height="4"><rect width="4" height="4" fill="\#(fill)"/></svg>"#.utf8) }
        let root = try AssetCatalogTests.scratch([
            "Dot.imageset/Contents.json": AssetCatalogTests.json(#"{"images":[{"filename":"a.svg","idiom":"universal"},"#
                + #"{"filename":"b.svg","idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}]}]}"#),
            "Dot.imageset/a.svg": svg("#ff0000"), "Dot.imageset/b.svg": svg("#0000ff"),
        ])
        var env = CellEnvironment(scale: 1)
        env.resources.catalogs = [try AssetCatalog(path: root)]
        #expect(try AssetImageView("Dot").render(width: 4, environment: env)[1, 1] == RGBA8(255, 0, 0))
        env.contrast = .increased
        #expect(try AssetImageView("Dot").render(width: 4, environment: env)[1, 1] == RGBA8(0, 0, 255))
        #expect(try env.resources.image(named: "Dot", appearance: .dark, scale: 1, contrast: .increased).image[1, 1] == RGBA8(0, 0, 255))
    }
}
