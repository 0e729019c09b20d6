import Testing
@testable import CellShotRaster

/// Render caches must never change a byte: cold (purged), warm and uncached renders agree.
@Suite(.serialized) struct RenderCacheTests {
    @Test func shapesSheetIsIdenticalColdAndWarm() throws {
        let list = try ShapesSheet.list()
        ShadowMaskCache.shared.purge()
        let cold = try list.render(size: ShapesSheet.size, scale: ShapesSheet.scale, background: ShapesSheet.background)
        let warm = try list.render(size: ShapesSheet.size, scale: ShapesSheet.scale, background: ShapesSheet.background)
        ShadowMaskCache.shared.purge()
        let again = try list.render(size: ShapesSheet.size, scale: ShapesSheet.scale, background: ShapesSheet.background)
        #expect(cold == warm)
        #expect(cold == again)
        #expect(DeterminismTests.fnv1a64(warm.pixels) == DeterminismTests.shapesSheetHash)
    }

    @Test func cachedShadowMaskEqualsDirectOne() {
        let cache = ShadowMaskCache(maxEntries: 2, maxBytes: 1 << 20)
        let clip = IntRect(x: 0, y: 0, width: 200, height: 200)
        for (n, sigma) in [0.0, 3.5, 12.25].enumerated() {
            let rect = Rect(x: 20.25 + Double(n), y: 30.5, width: 120, height: 80.75)
            let radii = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 4, bottomLeft: 30)
            for continuous in [false, true] {
                let direct = ShadowRenderer.roundedRectShadowMask(rect: rect, radii: radii, continuous: continuous,
                                                                  sigma: sigma, clip: clip)
                let first = cache.roundedRectShadowMask(rect: rect, radii: radii, continuous: continuous, sigma: sigma, clip: clip)
                let second = cache.roundedRectShadowMask(rect: rect, radii: radii, continuous: continuous, sigma: sigma, clip: clip)
                #expect(first == direct)
                #expect(second == direct)
                #expect(cache.count <= 2)
            }
        }
    }
}
