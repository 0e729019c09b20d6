import CellShotRaster
import Testing
@testable import CellShotDiff

/// pixelmatch 7.2's own test pairs (mapbox/pixelmatch test/fixtures) with the options and
/// mismatch counts of its test/test.js: the YIQ metric must give exactly the same counts.
@Suite struct PixelmatchFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let a: String, b: String, threshold: Double, expected: Int
        var testDescription: String { "\(a) vs \(b), threshold \(threshold) → \(expected)" }
    }

    static let cases: [Case] = [
        Case(a: "1a", b: "1b", threshold: 0.05, expected: 143),
        Case(a: "1a", b: "1b", threshold: 0.1, expected: 106),   // pixelmatch's default threshold
        Case(a: "1a", b: "1a", threshold: 0, expected: 0),
        Case(a: "2a", b: "2b", threshold: 0.05, expected: 12437),
        Case(a: "3a", b: "3b", threshold: 0.05, expected: 212),
        Case(a: "4a", b: "4b", threshold: 0.05, expected: 36049),
        Case(a: "5a", b: "5b", threshold: 0.05, expected: 6),
        Case(a: "6a", b: "6b", threshold: 0.05, expected: 51),
        Case(a: "6a", b: "6a", threshold: 0, expected: 0),
        Case(a: "7a", b: "7b", threshold: 0.1, expected: 2448),
        Case(a: "8a", b: "5b", threshold: 0.05, expected: 32896),
    ]

    @Test(arguments: cases)
    func mismatchCountMatchesPixelmatch(_ c: Case) throws {
        let a = try Fixtures.png("pixelmatch/\(c.a).png")
        let b = try Fixtures.png("pixelmatch/\(c.b).png")
        let result = try compare(reference: a, actual: b, options: DiffOptions(metric: .yiq, threshold: c.threshold))
        #expect(result.differentPixels == c.expected)
        #expect(result.passed == (c.expected == 0))
    }

    /// includeAA counts what AA detection excluded: the two counts add up.
    @Test func includeAAAddsTheAntialiasedPixels() throws {
        let a = try Fixtures.png("pixelmatch/1a.png"), b = try Fixtures.png("pixelmatch/1b.png")
        let excluded = try compare(reference: a, actual: b, options: DiffOptions(threshold: 0.05))
        let included = try compare(reference: a, actual: b, options: DiffOptions(threshold: 0.05, includeAA: true))
        #expect(excluded.antialiasedPixels > 0)
        #expect(included.antialiasedPixels == 0)
        #expect(included.differentPixels == excluded.differentPixels + excluded.antialiasedPixels)
    }
}
