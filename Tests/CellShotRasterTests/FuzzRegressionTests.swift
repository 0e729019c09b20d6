import Foundation
import Testing
@testable import CellShotRaster

/// Inputs the fuzzers found (Tools/fuzz/Regressions), replayed as unit tests.
@Suite struct FuzzRegressionTests {
    /// Two icon paths filled one after the other on 24 × 24 canvases: the second used to trap
    /// ("Range requires lowerBound <= upperBound") while the shared accumulator was cleared.
    @Test func fillAfterAFillReachingFarOutsideTheCanvas() throws {
        for data in ["M14-1 6 1s3 4 51.5e1 .5", "M22 22V22 22V2V22V22H2Z"] {
            var list = DisplayList()
            list.append(.fill(try Path(svgData: data), .solid(.black), .evenOdd))
            _ = try list.render(size: Size(width: 24, height: 24), scale: 1, background: .white)
        }
    }

    /// The slowest input seen: smooth quadratics reaching x = 44 222 on a 24 px canvas and
    /// hundreds of implicit lines. Curves are flattened step by step only near the canvas, so
    /// its fill costs 3 007 edges instead of 276 032 (every step of every curve).
    @Test func farCurvesCostEdgesNearTheCanvasOnly() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tools/fuzz/Regressions/FuzzSVG/slow-far-curves-and-many-edges.txt")
        let path = try Path(svgData: String(decoding: try Data(contentsOf: file), as: UTF8.self))
        let canvas = IntRect(x: 0, y: 0, width: 24, height: 24)
        let edges = Rasterizer.edgeCount(of: path, box: canvas)
        let unclipped = Rasterizer.edgeCount(of: path, box: try #require(Rasterizer.pixelBounds(of: path)))
        #expect(edges <= 4_000, "\(edges) edges")
        #expect(edges * 50 < unclipped, "\(edges) edges clipped, \(unclipped) unclipped")
        var list = DisplayList()
        list.append(.fill(path, .solid(.black), .evenOdd))
        _ = try list.render(size: Size(width: 24, height: 24), scale: 1, background: .white)
    }

    /// Chords replacing the stretches of curves out of sight leave every pixel as it was: the
    /// coverage inside a small clip equals that part of the coverage computed over the whole path.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func clippedCurvesCoverTheSamePixels(rule: FillRule) throws {
        // A quadratic bulging 3000 px right, a cubic 2000 px up, and an overlapping second
        // contour (so the exact band sweep runs too).
        let path = try Path(svgData: "M2 2Q3000 12 2 22C10 25 20 -2000 22 4ZM1 10H23V14H1Z")
        let clip = IntRect(x: 0, y: 0, width: 24, height: 24)
        let clipped = Rasterizer.mask(for: path, fillRule: rule, clip: clip)
        let whole = Rasterizer.mask(for: path, fillRule: rule)
        #expect(whole.width > 1000 && clipped.width <= 24)
        #expect(Rasterizer.edgeCount(of: path, box: clip) * 10 < Rasterizer.edgeCount(of: path, box: try #require(Rasterizer.pixelBounds(of: path))))
        var differing = 0
        for y in 0..<clipped.height {
            for x in 0..<clipped.width {
                let wx = x + clipped.originX - whole.originX, wy = y + clipped.originY - whole.originY
                if clipped.coverage[y * clipped.width + x] != whole.coverage[wy * whole.width + wx] { differing += 1 }
            }
        }
        #expect(differing == 0)
        #expect(clipped.coverage.contains { $0 == 255 } && clipped.coverage.contains { $0 > 0 && $0 < 255 })
    }
}
