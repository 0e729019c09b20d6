import CellShotRaster
import Foundation
import Testing
@testable import CellShotDiff

/// Known answers for `compare` on small constructed images.
@Suite struct CompareTests {
    @Test func identicalImagesPassAsIdentical() throws {
        let a = Fixtures.image(8, 5, RGBA8(10, 20, 30))
        let r = try compare(reference: a, actual: a)
        #expect(r.passed && r.verdict == .identical && r.differentPixels == 0 && r.regions.isEmpty)
        #expect(r.totalPixels == 40)
    }

    @Test func oneChangedPixel() throws {
        let a = Fixtures.image(10, 10)
        let b = Fixtures.image(10, 10, .white, [(6, 3, .black)])
        for metric in DiffMetric.allCases {
            let r = try compare(reference: a, actual: b, options: DiffOptions(metric: metric))
            #expect(!r.passed && r.verdict == .different, "\(metric)")
            #expect(r.differentPixels == 1 && r.antialiasedPixels == 0, "\(metric)")
            #expect(r.diffRatio == 0.01, "\(metric)")
            #expect(r.regions == [ChangedRegion(bounds: IntRect(x: 6, y: 3, width: 1, height: 1), pixels: 1)], "\(metric)")
            #expect(r.marks.indices == [36] && r.marks.marks == [.differentDarker], "\(metric)")
        }
        // The actual is lighter: first diff colour.
        let lighter = try compare(reference: b, actual: a)
        #expect(lighter.marks.marks == [.different])
    }

    /// A vertical edge white | grey | black moved right by 1 px: the changed pixels are
    /// anti-aliasing, so they do not count unless includeAA is set.
    @Test func shiftedAntialiasedEdge() throws {
        func edge(at e: Int) -> Image {
            var img = Image(width: 20, height: 12, color: .white)
            for y in 0..<12 {
                img[e, y] = RGBA8(128, 128, 128)
                for x in (e + 1)..<20 { img[x, y] = .black }
            }
            return img
        }
        let a = edge(at: 9), b = edge(at: 10)
        let detected = try compare(reference: a, actual: b)
        #expect(detected.differentPixels == 0 && detected.antialiasedPixels == 24 && detected.passed)
        #expect(detected.verdict == .equivalent)
        let included = try compare(reference: a, actual: b, options: DiffOptions(includeAA: true))
        #expect(included.differentPixels == 24 && included.antialiasedPixels == 0 && !included.passed)
        #expect(included.regions == [ChangedRegion(bounds: IntRect(x: 9, y: 0, width: 2, height: 12), pixels: 24)])
    }

    /// A hard 1 px shift (no intermediate pixel) is a real change, not anti-aliasing.
    @Test func hardEdgeShiftIsAChange() throws {
        func edge(at e: Int) -> Image {
            var img = Image(width: 20, height: 12, color: .white)
            for y in 0..<12 { for x in e..<20 { img[x, y] = .black } }
            return img
        }
        let r = try compare(reference: edge(at: 9), actual: edge(at: 10))
        #expect(r.differentPixels == 12 && r.antialiasedPixels == 0)
    }

    @Test func alphaCases() throws {
        let white = Fixtures.image(3, 3, .white)
        let clear = Fixtures.image(3, 3, .clear)
        // Opaque white vs transparent differs (checkerboard background exposes alpha).
        #expect(try compare(reference: white, actual: clear).differentPixels == 9)
        // Over plain white, transparent looks like white: equal.
        #expect(try compare(reference: white, actual: clear, options: DiffOptions(alphaBackground: .white)).differentPixels == 0)
        // Two fully transparent pixels of different colour are the same picture.
        let clearRed = Fixtures.image(3, 3, RGBA8(255, 0, 0, 0))
        let r = try compare(reference: clear, actual: clearRed)
        #expect(r.differentPixels == 0 && r.verdict == .equivalent)
        // The exact metric still sees the bytes.
        #expect(try compare(reference: clear, actual: clearRed, options: DiffOptions(metric: .exact)).differentPixels == 9)
        // CIEDE2000 blends over the same background.
        #expect(try compare(reference: white, actual: clear, options: DiffOptions(metric: .ciede2000)).differentPixels == 9)
    }

    @Test func sizeMismatchComparesOverlapAndCountsTheRest() throws {
        let a = Fixtures.image(10, 10)
        let b = Fixtures.image(12, 10, .white, [(2, 2, .black)])
        let r = try compare(reference: a, actual: b)
        #expect(!r.passed && r.verdict == .sizeMismatch)
        #expect(r.sizeMismatch == SizeMismatch(referenceWidth: 10, referenceHeight: 10, actualWidth: 12, actualHeight: 10))
        #expect(r.totalPixels == 120 && r.differentPixels == 21)
        #expect(r.regions == [ChangedRegion(bounds: IntRect(x: 10, y: 0, width: 2, height: 10), pixels: 20),
                              ChangedRegion(bounds: IntRect(x: 2, y: 2, width: 1, height: 1), pixels: 1)])
        // Taller and narrower at once: the canvas is 12×14.
        let c = Fixtures.image(12, 9), d = Fixtures.image(8, 14)
        let r2 = try compare(reference: c, actual: d)
        #expect(r2.width == 12 && r2.height == 14 && r2.totalPixels == 168 && r2.differentPixels == 168 - 72)
    }

    @Test func ignoreRegionsAndMasksRemoveAChange() throws {
        let a = Fixtures.image(10, 10)
        let b = Fixtures.image(10, 10, .white, [(4, 4, .black), (8, 1, .black)])
        let ignore = DiffOptions(ignoreRegions: [IntRect(x: 3, y: 3, width: 3, height: 3)])
        let r = try compare(reference: a, actual: b, options: ignore)
        #expect(r.differentPixels == 1 && r.ignoredPixels == 1 && r.regions.first?.bounds.x == 8)
        var mask = Fixtures.image(10, 10, .white)
        mask[4, 4] = .clear
        mask[8, 1] = .clear
        let masked = try compare(reference: a, actual: b, options: DiffOptions(mask: mask))
        #expect(masked.passed && masked.differentPixels == 0 && masked.ignoredPixels == 2)
    }

    @Test func tolerances() throws {
        let a = Fixtures.image(10, 10, RGBA8(100, 100, 100))
        var b = a
        b[1, 1] = RGBA8(103, 98, 100)
        b[7, 7] = .black
        b[8, 8] = .black
        // Channel tolerance 3 hides the small change (exact metric), not the big ones.
        let exact = try compare(reference: a, actual: b, options: DiffOptions(metric: .exact, channelTolerance: 3))
        #expect(exact.differentPixels == 2)
        #expect(try compare(reference: a, actual: b, options: DiffOptions(metric: .exact)).differentPixels == 3)
        // maxDiffPixels / maxDiffRatio.
        #expect(try compare(reference: a, actual: b, options: DiffOptions(maxDiffPixels: 2)).verdict == .withinTolerance)
        #expect(try compare(reference: a, actual: b, options: DiffOptions(maxDiffPixels: 1)).verdict == .different)
        #expect(try compare(reference: a, actual: b, options: DiffOptions(maxDiffRatio: 0.02)).passed)
        #expect(!(try compare(reference: a, actual: b, options: DiffOptions(maxDiffRatio: 0.019)).passed))
        #expect(!(try compare(reference: a, actual: b, options: DiffOptions(maxDiffPixels: 5, maxDiffRatio: 0.01)).passed))
    }

    @Test func perceptualTolerance() throws {
        let a = Fixtures.image(4, 4, RGBA8(120, 120, 120))
        let slight = Fixtures.image(4, 4, RGBA8(120, 120, 120), [(1, 1, RGBA8(121, 120, 120))])
        let r = try compare(reference: a, actual: slight, options: DiffOptions(metric: .ciede2000, perceptualTolerance: 1))
        #expect(r.passed && r.differentPixels == 0)
        #expect((r.maxDeltaE ?? 0) > 0 && (r.maxDeltaE ?? 9) < 1)
        #expect(abs((r.meanDeltaE ?? 0) - (r.maxDeltaE ?? 0) / 16) < 1e-12)
        let strict = try compare(reference: a, actual: slight, options: DiffOptions(metric: .ciede2000, perceptualTolerance: 0))
        #expect(strict.differentPixels == 1)
        // The YIQ metric has no ΔE.
        #expect(try compare(reference: a, actual: slight).maxDeltaE == nil)
    }

    @Test func regionsMergeWhenCloseAndSortByArea() throws {
        var changes: [(Int, Int, RGBA8)] = [(2, 2, .black), (5, 2, .black)]   // 3 px apart → one region
        for y in 20..<24 { for x in 30..<36 { changes.append((x, y, .black)) } }   // 6×4 block
        changes.append((50, 40, .black))                                         // far away, alone
        let a = Fixtures.image(60, 50)
        let b = Fixtures.image(60, 50, .white, changes)
        let r = try compare(reference: a, actual: b, options: DiffOptions(includeAA: true))
        #expect(r.regions == [
            ChangedRegion(bounds: IntRect(x: 30, y: 20, width: 6, height: 4), pixels: 24),
            ChangedRegion(bounds: IntRect(x: 2, y: 2, width: 4, height: 1), pixels: 2),
            ChangedRegion(bounds: IntRect(x: 50, y: 40, width: 1, height: 1), pixels: 1),
        ])
        let tight = try compare(reference: a, actual: b, options: DiffOptions(includeAA: true, regionMergeDistance: 1))
        #expect(tight.regions.count == 4)
        // Boxes that come close merge even when their pixels do not: an L and a dot inside its box.
        var l: [(Int, Int, RGBA8)] = []
        for i in 0..<20 { l.append((10, 10 + i, .black)); l.append((10 + i, 29, .black)) }
        l.append((25, 12, .black))
        let lr = try compare(reference: a, actual: Fixtures.image(60, 50, .white, l), options: DiffOptions(includeAA: true))
        #expect(lr.regions == [ChangedRegion(bounds: IntRect(x: 10, y: 10, width: 20, height: 20), pixels: 40)])
    }

    @Test func badInputIsATypedError() {
        let good = Fixtures.image(2, 2)
        #expect(throws: DiffError.emptyImage(.reference, width: 0, height: 5)) {
            try compare(reference: Image(width: 0, height: 5), actual: good)
        }
        var short = Fixtures.image(2, 2)
        short.pixels.removeLast()
        #expect(throws: DiffError.malformedImage(.actual, .byteCountMismatch(width: 2, height: 2, expected: 16, actual: 15))) {
            try compare(reference: good, actual: short)
        }
        #expect(throws: DiffError.maskSizeMismatch(maskWidth: 3, maskHeight: 2, referenceWidth: 2, referenceHeight: 2)) {
            try compare(reference: good, actual: good, options: DiffOptions(mask: Fixtures.image(3, 2)))
        }
        #expect(throws: DiffError.self) {
            try compare(reference: good, actual: good, options: DiffOptions(threshold: .nan))
        }
        #expect(throws: DiffError.self) {
            try compare(reference: good, actual: good, options: DiffOptions(maxDiffRatio: 2))
        }
    }

    /// Regions whose far edge overflows used to trap inside the comparison.
    @Test func overflowingIgnoreRegionsAreTypedErrors() throws {
        let a = Fixtures.image(2, 2), b = Fixtures.image(2, 2, .white, [(1, 1, .black)])
        for rect in [IntRect(x: 1, y: 0, width: .max, height: 1), IntRect(x: 0, y: 1, width: 1, height: .max),
                     IntRect(x: 0, y: 0, width: -1, height: 1)] {
            let expected = DiffError.invalidOption(
                name: "ignoreRegions[0]", value: "\(rect.x),\(rect.y),\(rect.width),\(rect.height)",
                expected: "x,y,width,height: four integers, width and height ≥ 0, x + width and y + height below 2^63")
            #expect(throws: expected) { try compare(reference: a, actual: b, options: DiffOptions(ignoreRegions: [rect])) }
        }
        let wide = IntRect(x: .min, y: .min, width: .max, height: .max)
        #expect(try compare(reference: a, actual: b, options: DiffOptions(ignoreRegions: [wide])).ignoredPixels == 0)
    }

    @Test func regionParsing() throws {
        #expect(try DiffOptions.region(parsing: " 1, 2 ,3,4 ") == IntRect(x: 1, y: 2, width: 3, height: 4))
        #expect(try DiffOptions.region(parsing: "-5,0,0,0") == IntRect(x: -5, y: 0, width: 0, height: 0))
        for spec in ["", "1,2,3", "1,2,3,4,5", "a,b,c,d", "1,2,-3,4", "1,0,9223372036854775807,1",
                     "0,1,1,9223372036854775807", "1,2,3,99999999999999999999", "1 2,3,4,5"] {
            #expect(throws: DiffError.self, "\(spec)") { try DiffOptions.region(parsing: spec) }
        }
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let a = Fixtures.image(10, 10)
        let b = Fixtures.image(11, 10, .white, [(1, 1, .black)])
        let data = try JSONEncoder().encode(try compare(reference: a, actual: b))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["passed", "differentPixels", "antialiasedPixels", "totalPixels", "diffRatio", "regions", "sizeMismatch"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let region = try #require((object["regions"] as? [[String: Any]])?.first)
        #expect(Set(region.keys) == ["x", "y", "width", "height", "pixels"])
        let regions = try compare(reference: a, actual: b).regions
        #expect(try JSONDecoder().decode([ChangedRegion].self, from: JSONEncoder().encode(regions)) == regions)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ChangedRegion.self, from: Data(#"{"x": 1, "y": 2, "width": 3}"#.utf8))
        }
        let same = try JSONEncoder().encode(try compare(reference: a, actual: a))
        let sameObject = try #require(try JSONSerialization.jsonObject(with: same) as? [String: Any])
        #expect(sameObject["sizeMismatch"] == nil && sameObject["passed"] as? Bool == true)
    }
}
