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
}
