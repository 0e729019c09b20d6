import CellShotLayout
import CellShotRaster
import CellShotTesting
import Foundation
import Testing

/// Symbol rendering modes (monochrome, hierarchical, palette, multicolor) over the layers of
/// composed variants, and template/original rendering of symbols and catalog images.
@Suite struct SymbolRenderingTests {
    static let env = CellEnvironment(scale: 1)
    static let red = DynamicColor(Color(red: 1, green: 0, blue: 0))
    static let blue = DynamicColor(Color(red: 0, green: 0, blue: 1))

    /// `view` at 1× on a clear background, so pixels are the symbol's own colour and alpha.
    static func draw(_ view: some CellView, width: Double) throws -> Image {
        try view.render(width: width, environment: env, background: .clear)
    }

    /// `xmark.circle.fill` at 64 pt, in black unless `view` changes it.
    static func xmark(_ view: (IconView) -> IconView = { $0 }) throws -> Image {
        try draw(view(IconView("xmark.circle.fill", size: 64).foregroundColor(.black)), width: 64)
    }

    /// A point inside the disc away from the cross, and one on an arm of the cross.
    static let disc = (6, 32), cross = (24, 24)

    @Test func monochromeLeavesTheGlyphCutOut() throws {
        let image = try Self.xmark()
        #expect(image[Self.disc.0, Self.disc.1].a == 255)
        #expect(image[Self.cross.0, Self.cross.1].a == 0)
        #expect(try Self.xmark { $0.symbolRendering(.monochrome) } == image)
    }

    /// The glyph is the primary layer, the disc the secondary at secondaryLabel's 60 %.
    @Test func hierarchicalDimsTheSecondaryLayer() throws {
        let image = try Self.xmark { $0.symbolRendering(.hierarchical) }
        #expect(image[Self.disc.0, Self.disc.1] == RGBA8(0, 0, 0, 153))
        #expect(image[Self.cross.0, Self.cross.1] == RGBA8(0, 0, 0, 255))
    }

    @Test func paletteColoursEachLayer() throws {
        let explicit = try Self.xmark { $0.symbolRendering(.palette).foregroundColors([Self.red, Self.blue]) }
        #expect(explicit[Self.cross.0, Self.cross.1] == RGBA8(255, 0, 0))
        #expect(explicit[Self.disc.0, Self.disc.1] == RGBA8(0, 0, 255))
        // Two colours and no mode is palette, as in SwiftUI.
        #expect(try Self.xmark { $0.foregroundColors([Self.red, Self.blue]) } == explicit)
        // One colour in palette mode: the others derive from it.
        let one = try Self.xmark { $0.symbolRendering(.palette).foregroundColors([Self.red]) }
        #expect(one[Self.disc.0, Self.disc.1] == RGBA8(255, 0, 0, 153))
    }

    /// exclamationmark.triangle.fill has SF's yellow; a name outside the table is monochrome.
    @Test func multicolorUsesTheSymbolsOwnColours() throws {
        let triangle = try Self.draw(IconView("exclamationmark.triangle.fill", size: 64).foregroundColor(.black).symbolRendering(.multicolor), width: 64)
        #expect(triangle[32, 56] == RGBA8(255, 204, 0))
        // A name without colours of its own draws as monochrome (its cut-out stays open).
        let other = try Self.xmark { $0.symbolRendering(.multicolor) }
        let monochrome = try Self.xmark()
        #expect(other == monochrome)
    }

    /// Layered rendering composes the variant (glyph and disc on two layers); monochrome keeps
    /// the set's own single-file drawing.
    @Test func layeredArtworkHasLayers() throws {
        let lib = IconLibrary.standard
        let own = try lib.artwork(named: "xmark.circle.fill")
        #expect(own.parts.allSatisfy { $0.layer == 0 })
        let layered = try lib.artwork(named: "xmark.circle.fill", layered: true)
        #expect(Set(layered.parts.map(\.layer)) == [0, 1])
        #expect(layered.parts.contains { $0.fillsCutOut })
        let slash = try lib.artwork(named: "bell.slash", layered: true)
        #expect(Set(slash.parts.map(\.layer)) == [0, 1])
        // A single-file glyph is one layer: hierarchical draws it like monochrome.
        let gear = IconView("gearshape", size: 32).foregroundColor(.black)
        #expect(try Self.draw(gear.symbolRendering(.hierarchical), width: 32) == Self.draw(gear, width: 32))
    }

    /// SymbolView takes the same modes.
    @Test func symbolViewRendersLayers() throws {
        let plain = try Self.draw(SymbolView(systemName: "xmark.circle.fill").foregroundColor(.black), width: 40)
        let tiered = try Self.draw(SymbolView(systemName: "xmark.circle.fill").foregroundColor(.black).symbolRendering(.hierarchical), width: 40)
        #expect(plain != tiered)
        #expect(tiered.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 153 })
    }

    /// `renderingMode` overrides an imageset's template intent both ways.
    @Test func catalogImagesFollowRenderingMode() throws {
        var env = CellEnvironment(scale: 3)
        env.resources.catalogs = [try AssetCatalog(path: AssetCatalogTests.sample)]
        let avatar = try AssetImageView("Avatar").foregroundColor(Self.red).render(width: 40, environment: env)
        #expect(avatar[60, 10] == RGBA8(52, 120, 246))
        let templated = try AssetImageView("Avatar").renderingMode(.template).foregroundColor(Self.red).render(width: 40, environment: env)
        #expect(templated[60, 10] == RGBA8(255, 0, 0))
        let logo = AssetImageView("Logo").foregroundColor(Self.red)
        #expect(try logo.render(width: 24, environment: env)[36, 50] == RGBA8(255, 0, 0))
        #expect(try logo.renderingMode(.original).render(width: 24, environment: env)[36, 50] == RGBA8(0, 0, 0))
    }

    /// Four composed symbols in each mode, tinted blue (palette: blue, orange), beside the PDF
    /// glyph from Vectors.xcassets (reference in __Snapshots__/SymbolRenderingTests).
    @Test func modesSheet() throws {
        var env = CellEnvironment()
        env.resources.catalogs = [try AssetCatalog(path: PDFImageTests.fixtures.appendingPathComponent("Vectors.xcassets").path)]
        let names = ["xmark.circle.fill", "bell.slash", "person.crop.circle.badge.plus", "exclamationmark.triangle.fill"]
        let modes: [(String, SymbolRendering, [DynamicColor])] = [
            ("monochrome", .monochrome, []), ("hierarchical", .hierarchical, []),
            ("palette", .palette, [.systemBlue, .systemOrange]), ("multicolor", .multicolor, []),
        ]
        let sheet = VStackView(alignment: .leading, spacing: 8) {
            ForEachView(modes.map(\.0)) { title in
                let mode = modes.first { $0.0 == title }!
                HStackView(spacing: 12) {
                    TextView(title).font(.footnote).frame(width: 96, alignment: .leading)
                    ForEachView(names) { name in
                        IconView(name, size: 32).foregroundColor(.systemBlue).symbolRendering(mode.1).foregroundColors(mode.2)
                    }
                }
            }
            AssetImageView("Glyph").resizable(contentMode: .fit).frame(width: 48, height: 48)
        }
        .padding(16)
        assertSnapshot(of: sheet, as: .image(width: 375, environment: env), named: "modes")
    }
}
