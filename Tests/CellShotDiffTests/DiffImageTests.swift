import CellShotPNG
import CellShotRaster
import CellShotTesting
import Foundation
import Testing
@testable import CellShotDiff

/// Diff images: analytic pixel checks, and byte equality with committed, inspected goldens
/// (Fixtures/diff-images). To re-record after an intended change, run with
/// `CELLSHOT_RECORD=failed swift test --filter DiffImageTests`, look at every PNG, then commit them.
@Suite struct DiffImageTests {
    /// A 48×32 pair: an anti-aliased red disc moved 1 px right, a 3×3 black square added,
    /// and a translucent strip whose alpha changes.
    static func pair() -> (Image, Image) {
        func draw(discX: Double, square: Bool, stripAlpha: UInt8) -> Image {
            var img = Image(width: 48, height: 32, color: RGBA8(242, 242, 247))
            for y in 0..<32 {
                for x in 0..<48 {
                    let dx = Double(x) + 0.5 - discX, dy = Double(y) + 0.5 - 16
                    let d = (dx * dx + dy * dy).squareRoot() - 8
                    let cov = max(0, min(1, 0.5 - d))
                    if cov > 0 {
                        let a = cov, bg = img[x, y]
                        func mix(_ s: Double, _ t: UInt8) -> UInt8 { Color.byte((s * a + Double(t) * (1 - a)) / 255) }
                        img[x, y] = RGBA8(mix(255, bg.r), mix(59, bg.g), mix(48, bg.b))
                    }
                }
            }
            if square { for y in 10..<13 { for x in 36..<39 { img[x, y] = .black } } }
            for x in 30..<46 { img[x, 26] = RGBA8(0, 122, 255, stripAlpha) }
            return img
        }
        return (draw(discX: 16, square: false, stripAlpha: 200), draw(discX: 17, square: true, stripAlpha: 90))
    }

    @Test func highlightColoursAreAnalytic() throws {
        let (a, b) = Self.pair()
        let r = try compare(reference: a, actual: b)
        let h = DiffImages.highlight(reference: a, actual: b, result: r)
        // Unchanged: 255 + (Y(242,242,247) − 255) · 0.1 = 253.757… → 254.
        #expect(h[2, 2] == RGBA8(254, 254, 254))
        #expect(h[37, 11] == DiffImages.darkerColor)        // black square: the actual is darker
        #expect(h[30, 26] == DiffImages.diffColor)          // more transparent: lighter
        #expect(r.antialiasedPixels > 0)
        let marked = (0..<48).flatMap { x in (0..<32).map { y in h[x, y] } }.filter { $0 == DiffImages.antialiasedColor }
        #expect(marked.count == r.antialiasedPixels)
    }

    @Test func sideBySideLayout() throws {
        let (a, b) = Self.pair()
        let r = try compare(reference: a, actual: b)
        let s = DiffImages.sideBySide(reference: a, actual: b, result: r)
        #expect(s.width == 3 * 48 + 16 && s.height == 32)
        #expect(s[48, 0] == DiffImages.gutterColor)
        #expect(s[5, 5] == a[5, 5] && s[2 * 56 + 5, 5] == b[5, 5])
        // The square's region (36,10 3×3) is boxed 2 px out in every panel.
        let box = try #require(r.regions.first { $0.x == 36 && $0.y == 10 })
        for left in [0, 56, 112] { #expect(s[left + box.x - 2, box.y - 2] == DiffImages.regionColor) }
    }

    @Test(arguments: ["highlight", "side-by-side", "heat-map"])
    func matchesCommittedGolden(_ name: String) throws {
        let (a, b) = Self.pair()
        let r = try compare(reference: a, actual: b)
        let image: Image
        switch name {
        case "highlight": image = DiffImages.highlight(reference: a, actual: b, result: r)
        case "side-by-side": image = DiffImages.sideBySide(reference: a, actual: b, result: r)
        default: image = try DiffImages.heatMap(reference: a, actual: b)
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/diff-images").path
        assertSnapshot(of: image, as: .image, named: name, folder: folder, testName: "")
    }

    @Test func heatMapIsBlueForSmallAndRedForLargeDifferences() throws {
        let a = Fixtures.image(3, 1, RGBA8(120, 120, 120))
        let b = Fixtures.image(3, 1, RGBA8(120, 120, 120), [(1, 0, RGBA8(121, 120, 120)), (2, 0, .white)])
        let h = try DiffImages.heatMap(reference: a, actual: b)
        #expect(h[0, 0].r == h[0, 0].g && h[0, 0].g == h[0, 0].b)       // ΔE 0: faded grey
        #expect(h[1, 0].b == 255 && h[1, 0].r == 0)                     // tiny ΔE: blue end
        #expect(h[2, 0] == RGBA8(255, 0, 0))                            // ΔE ≥ 10: red
    }
}
