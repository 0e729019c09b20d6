import Testing
@_spi(RenderCaches) @testable import CellShotRaster

/// Render caches must never change a byte: cold (emptied), warm and uncached renders agree (the
/// shapes sheet's, against its committed hash: `DeterminismTests`).
@Suite(.serialized) struct RenderCacheTests {
    @Test func boundedCacheEmptiesItselfAtEitherLimit() {
        let cache = BoundedCache<Int, String>(maxEntries: 3, maxBytes: 10)
        for k in 0..<3 { cache.insert("v\(k)", for: k, size: 2) }
        #expect(cache.count == 3 && cache.value(for: 2) == "v2")
        cache.insert("again", for: 2, size: 2)          // present: kept as it was
        #expect(cache.value(for: 2) == "v2")
        cache.insert("v3", for: 3, size: 2)             // a fourth entry: emptied first
        #expect(cache.count == 1 && cache.value(for: 0) == nil && cache.value(for: 3) == "v3")
        cache.insert("v4", for: 4, size: 9)             // 2 + 9 bytes > 10: emptied first
        #expect(cache.count == 1 && cache.value(for: 4) == "v4")
        cache.insert("huge", for: 5, size: 11)          // larger than the whole cache: not kept
        #expect(cache.value(for: 5) == nil && cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0 && cache.value(for: 4) == nil)
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

    @Test func fillCacheReplaysIdenticalBytesUnderClipsAndLayers() throws {
        // An icon-like curved path, filled plain, through a rounded clip and inside a layer.
        var icon = Path()
        icon.move(to: Point(x: 10.3, y: 4.1))
        icon.cubic(to: Point(x: 30.7, y: 22.9), control1: Point(x: 28, y: 2), control2: Point(x: 36, y: 12))
        icon.quad(to: Point(x: 6.2, y: 28.4), control: Point(x: 18, y: 40))
        icon.close()
        var list = DisplayList()
        list.append(.fill(icon, .solid(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)), .nonZero))
        list.append(.fill(icon, .solid(Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.5)), .evenOdd))
        list.append(.pushClip(Rect(x: 8, y: 8, width: 20, height: 20), CornerRadii(topLeft: 6, topRight: 6, bottomRight: 6, bottomLeft: 6), continuous: false))
        list.append(.fill(icon, .solid(Color(red: 0, green: 0, blue: 0, alpha: 1)), .nonZero))
        list.append(.popClip)
        list.append(.beginLayer(opacity: 0.5))
        list.append(.fill(icon, .solid(Color(red: 0.1, green: 0.8, blue: 0.2, alpha: 1)), .nonZero))
        list.append(.endLayer)
        let size = Size(width: 40, height: 40)
        FillCoverageCache.shared.removeAll()
        let cold = try list.render(size: size, scale: 3, background: .white)
        #expect(FillCoverageCache.shared.count > 0)
        let warm = try list.render(size: size, scale: 3, background: .white)
        FillCoverageCache.shared.removeAll()
        let again = try list.render(size: size, scale: 3, background: .white)
        #expect(cold == warm)
        #expect(cold == again)
        // Something was drawn at all.
        #expect(cold.pixels.contains { $0 != 255 })
    }
}
