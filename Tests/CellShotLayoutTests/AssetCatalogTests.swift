import CellShotLayout
import CellShotPNG
import CellShotRaster
import CellShotTesting
import Foundation
import Testing

/// Asset catalogs: imagesets by scale and appearance, colorsets in Xcode's notations,
/// symbolsets, precedence, bad input, and catalogs carried by the environment.
@Suite struct AssetCatalogTests {
    static let sample: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Fixtures/Sample.xcassets").path
    }()

    static func env(_ a: Appearance = .light, scale: Double = 3, catalogs: [AssetCatalog]) -> CellEnvironment {
        var e = CellEnvironment(appearance: a, scale: scale)
        e.resources.catalogs = catalogs
        return e
    }

    /// A scratch catalog folder: `files` maps relative paths to contents.
    static func scratch(_ files: [String: [UInt8]]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-assets-\(UUID().uuidString).xcassets")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root.path
    }

    static func json(_ s: String) -> [UInt8] { Array(s.utf8) }

    static func colorset(_ components: String, space: String = "srgb") -> [UInt8] {
        json(#"{"colors":[{"color":{"color-space":"\#(space)","components":{\#(components)}},"idiom":"universal"}]}"#)
    }

    @Test func imagesetPicksScaleAndAppearance() throws {
        let c = try AssetCatalog(path: Self.sample)
        #expect(c.imageNames == ["Avatar", "Logo"])
        let r = CellResources(catalogs: [c])
        #expect(try r.image(named: "Avatar", appearance: .light, scale: 2).image.width == 80)
        #expect(try r.image(named: "Avatar", appearance: .light, scale: 1.5).image.width == 80)   // next larger
        #expect(try r.image(named: "Avatar", appearance: .light, scale: 4).image.width == 120)    // largest
        let light = try r.image(named: "Avatar", appearance: .light, scale: 3), dark = try r.image(named: "Avatar", appearance: .dark, scale: 3)
        #expect(light.size == Size(width: 40, height: 40))
        #expect(light.image[60, 10] == RGBA8(52, 120, 246))
        #expect(dark.image[60, 10] == RGBA8(255, 159, 10))
        let logo = try r.image(named: "Logo", appearance: .light, scale: 2)
        #expect(logo.isTemplate && logo.image.width == 48)
    }

    @Test func colorsetNotations() throws {
        let brand = try CellResources(catalogs: [AssetCatalog(path: Self.sample)]).color(named: "Brand")
        #expect(brand.dark == Color(red: 1, green: 107.0 / 255, blue: 143.0 / 255))
        // Display P3 (0.8, 0.2, 0.4) is a more saturated red than sRGB (0.8, 0.2, 0.4).
        #expect(brand.light.red > 0.8 && brand.light.green < 0.2)
        for (components, expected) in [(#""red":"0.5","green":"0.5","blue":"0.5""#, 0.5), (#""red":"128","green":"128","blue":"128""#, 128.0 / 255),
                                       (#""red":"0x80","green":"0x80","blue":"0x80""#, 128.0 / 255)] {
            let root = try Self.scratch(["C.colorset/Contents.json": Self.colorset(components)])
            #expect(try AssetCatalog(path: root).color(named: "C")?.light.red == expected)
        }
        let grey = try Self.scratch(["G.colorset/Contents.json": Self.colorset(#""white":"0.25","alpha":"0.5""#, space: "gray-gamma-22")])
        #expect(try AssetCatalog(path: grey).color(named: "G")?.light == Color(white: 0.25, alpha: 0.5))
    }

    @Test func customSymbolsDrawThroughIconView() throws {
        let c = try AssetCatalog(path: Self.sample)
        let art = try #require(try c.symbol(named: "leaf.custom"))
        #expect(art.parts.count == 1)   // only the Regular-M group
        #expect(art.viewBox == 85)
        let image = try IconView("leaf.custom", size: 20).render(width: 20, environment: Self.env(scale: 1, catalogs: [c]))
        #expect(image[10, 10].a > 0)
        #expect(throws: CellError.unknownIcon("leaf.custom")) { try IconView("leaf.custom").render(width: 20) }
    }

    /// Two catalogs defining one name: the first in `catalogs` wins.
    @Test func firstCatalogWins() throws {
        let a = try AssetCatalog(path: Self.scratch(["X.colorset/Contents.json": Self.colorset(#""red":"1","green":"0","blue":"0""#)]))
        let b = try AssetCatalog(path: Self.scratch(["X.colorset/Contents.json": Self.colorset(#""red":"0","green":"0","blue":"1""#)]))
        #expect(try CellResources(catalogs: [a, b]).color(named: "X").light == Color(red: 1, green: 0, blue: 0))
        #expect(try CellResources(catalogs: [b, a]).color(named: "X").light == Color(red: 0, green: 0, blue: 1))
    }

    @Test func unknownNamesListTheNearest() throws {
        let r = CellResources(catalogs: [try AssetCatalog(path: Self.sample)])
        #expect(throws: AssetError.unknownAsset(name: "Avatr", kind: "image", nearest: ["Avatar", "Logo"])) {
            try r.image(named: "Avatr", appearance: .light, scale: 3)
        }
        #expect(throws: CellError.self) { try AssetImageView("Avatr").render(width: 40, environment: Self.env(catalogs: r.catalogs)) }
    }

    @Test func badCatalogsAreTypedErrorsNamingTheFile() throws {
        func error(_ files: [String: [UInt8]]) -> AssetError? {
            do { _ = try AssetCatalog(path: Self.scratch(files)); return nil } catch { return error as? AssetError }
        }
        let png = try PNGEncoder().encode(Image(width: 1, height: 1))
        guard case .badContents(let f1, _)? = error(["A.imageset/x.png": png]) else { Issue.record("missing Contents.json"); return }
        #expect(f1.hasSuffix("A.imageset/Contents.json"))
        guard case .badContents? = error(["A.imageset/Contents.json": Self.json("{\"images\": [")]) else { Issue.record("malformed"); return }
        guard case .badFile(_, let r3)? = error(["A.imageset/Contents.json": Self.json(#"{"images":[{"filename":"gone.png"}]}"#)]) else {
            Issue.record("missing file"); return
        }
        #expect(r3.contains("missing"))
        guard case .badFile? = error(["A.imageset/Contents.json": Self.json(#"{"images":[{"filename":"../../etc/passwd"}]}"#)]) else {
            Issue.record("outside"); return
        }
        for bad in [#""red":"2.0","green":"0","blue":"0""#, #""red":"300","green":"0","blue":"0""#, #""red":"0x1FF","green":"0","blue":"0""#,
                    #""red":"lots","green":"0","blue":"0""#] {
            guard case .badColor? = error(["C.colorset/Contents.json": Self.colorset(bad)]) else { Issue.record("colour \(bad)"); continue }
        }
        guard case .badColor(_, "color-space", _)? = error(["C.colorset/Contents.json": Self.colorset(#""red":"0""#, space: "cmyk")]) else {
            Issue.record("notation"); return
        }
        #expect(throws: AssetError.notACatalog(path: "/no/such/catalog.xcassets")) { try AssetCatalog(path: "/no/such/catalog.xcassets") }
    }

    /// A PNG whose header claims more pixels than a catalog image may have is refused before
    /// it is inflated.
    @Test func decompressionBombIsRefused() throws {
        let wide = try PNGEncoder().encode(Image(width: AssetImage.maxSide + 1, height: 1))
        let root = try Self.scratch(["B.imageset/b.png": wide, "B.imageset/Contents.json": Self.json(#"{"images":[{"filename":"b.png","scale":"1x"}]}"#)])
        let r = CellResources(catalogs: [try AssetCatalog(path: root)])
        #expect { try r.image(named: "B", appearance: .light, scale: 1) } throws: { error in
            guard case AssetError.badImage(let file, _) = error else { return false }
            return file.hasSuffix("B.imageset/b.png")
        }
    }

    @Test func hugeOrCorruptSVGIsATypedError() throws {
        let many = "<svg viewBox=\"0 0 10 10\">" + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 100_000) + "</svg>"
        let corrupt = "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0 Q\"/></svg>"
        for svg in [many, corrupt, "<svg><path d=\"M0 0H1V1Z\"/></svg>", "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0"] {
            let root = try Self.scratch(["S.imageset/s.svg": Array(svg.utf8), "S.imageset/Contents.json": Self.json(#"{"images":[{"filename":"s.svg"}]}"#)])
            let r = CellResources(catalogs: [try AssetCatalog(path: root)])
            #expect(throws: AssetError.self) { try r.image(named: "S", appearance: .light, scale: 1) }
        }
    }

    @Test func symlinkLoopIsNotFollowed() throws {
        let root = try Self.scratch(["A.colorset/Contents.json": Self.colorset(#""red":"1","green":"0","blue":"0""#)])
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/Outside.imageset", withDestinationPath: "/etc")
        let c = try AssetCatalog(path: root)
        #expect(c.colorNames == ["A"])
        #expect(c.imageNames.isEmpty)
    }

    @Test func namespacedFoldersPrefixNames() throws {
        let root = try Self.scratch(["Icons/Contents.json": Self.json(#"{"properties":{"provides-namespace":true}}"#),
                                     "Icons/Star.colorset/Contents.json": Self.colorset(#""red":"1","green":"1","blue":"0""#),
                                     "Plain/Moon.colorset/Contents.json": Self.colorset(#""red":"0","green":"0","blue":"0""#)])
        #expect(try AssetCatalog(path: root).colorNames == ["Icons/Star", "Moon"])
    }

    /// Two renders with different catalogs in their environments run side by side.
    @Test func catalogsLiveInTheEnvironment() async throws {
        let red = try AssetCatalog(path: Self.scratch(["Tint.colorset/Contents.json": Self.colorset(#""red":"1","green":"0","blue":"0""#)]))
        let blue = try AssetCatalog(path: Self.scratch(["Tint.colorset/Contents.json": Self.colorset(#""red":"0","green":"0","blue":"1""#)]))
        func swatch(_ c: AssetCatalog) throws -> Image {
            let env = Self.env(scale: 1, catalogs: [c])
            return try RectangleView().fill(env.resources.color(named: "Tint")).frame(width: 4, height: 4).render(width: 4, environment: env)
        }
        async let a = Task.detached { try swatch(red) }.value
        async let b = Task.detached { try swatch(blue) }.value
        let (ia, ib) = try await (a, b)
        #expect(ia[1, 1] == RGBA8(255, 0, 0))
        #expect(ib[1, 1] == RGBA8(0, 0, 255))
    }

    /// A row with a catalog image, a template SVG, a custom symbol and a catalog colour, light
    /// and dark (references in __Snapshots__/AssetCatalogTests).
    @Test(arguments: [Appearance.light, .dark])
    func catalogRow(appearance: Appearance) throws {
        let env = Self.env(appearance, catalogs: [try AssetCatalog(path: Self.sample)])
        let brand = try env.resources.color(named: "Brand")
        let row = HStackView(spacing: 12) {
            AssetImageView("Avatar")
            VStackView(alignment: .leading, spacing: 2) {
                TextView("Ada Lovelace").font(.headline)
                TextView("Brand colour from the catalog").font(.subheadline).foregroundColor(brand)
            }
            SpacerView()
            AssetImageView("Logo").foregroundColor(brand)
            IconView("leaf.custom").foregroundColor(brand)
        }
        .padding(horizontal: 16, vertical: 10)
        assertSnapshot(of: row, as: .image(width: 375, environment: env), named: appearance.rawValue)
    }
}
