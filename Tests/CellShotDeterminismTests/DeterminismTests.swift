import Testing
@_spi(RenderCaches) import CellShotRaster

/// The reference scene's pixels must hash to the same committed value in every build
/// configuration (CI runs this target optimised too, in the fuzz targets' build:
/// `CELLSHOT_TEST_TARGETS=CellShotDeterminismTests Tools/fuzz/swiftpm.sh test`), on every
/// platform, and with the render caches cold or warm.
@Suite(.serialized) struct DeterminismTests {
    /// FNV-1a 64 of the shapes sheet's straight RGBA8 bytes (720 × 600 px).
    static let shapesSheetHash: UInt64 = 0x2041_3c7f_49bf_0127
    /// The same at scale 3 on a transparent background (1080 × 900 px): partial coverage
    /// un-premultiplied into straight bytes, which an opaque background never exercises.
    static let transparentSheetHash: UInt64 = 0x81a4_979f_4574_d000

    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h
    }

    @Test func referenceSceneHashIsStable() throws {
        let image = try ShapesSheet.list().render(size: ShapesSheet.size, scale: ShapesSheet.scale,
                                                  background: ShapesSheet.background)
        let h = Self.fnv1a64(image.pixels)
        #expect(h == Self.shapesSheetHash, "hash 0x\(String(h, radix: 16))")
    }

    @Test func transparentSceneHashIsStable() throws {
        let image = try ShapesSheet.list().render(size: ShapesSheet.size, scale: 3, background: .clear)
        #expect(image.width == 1080 && image.height == 900)
        let h = Self.fnv1a64(image.pixels)
        #expect(h == Self.transparentSheetHash, "hash 0x\(String(h, radix: 16))")
    }

    /// Render caches never change a byte: emptied (cold), warm and emptied again give the same sheet.
    @Test func shapesSheetIsIdenticalColdAndWarm() throws {
        let list = try ShapesSheet.list()
        ShadowMaskCache.shared.removeAll()
        FillCoverageCache.shared.removeAll()
        let cold = try list.render(size: ShapesSheet.size, scale: ShapesSheet.scale, background: ShapesSheet.background)
        let warm = try list.render(size: ShapesSheet.size, scale: ShapesSheet.scale, background: ShapesSheet.background)
        ShadowMaskCache.shared.removeAll()
        FillCoverageCache.shared.removeAll()
        let again = try list.render(size: ShapesSheet.size, scale: ShapesSheet.scale, background: ShapesSheet.background)
        #expect(cold == warm)
        #expect(cold == again)
        #expect(Self.fnv1a64(warm.pixels) == Self.shapesSheetHash)
    }
}
