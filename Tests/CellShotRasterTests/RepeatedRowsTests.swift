import Testing
@testable import CellShotRaster
import CRasterKernels
import CellShotTestSupport

/// Rows that only whole vertical edges cross are rasterized once and repeated: the recording
/// must be the very one rasterizing every row gives, span for span and byte for byte.
struct RepeatedRowsTests {
    /// Pseudo-random coordinates from a fixed seed, so failures reproduce.
    struct Numbers {
        var bits: SplitMix
        init(state: UInt64) { bits = SplitMix(seed: state) }
        mutating func next() -> UInt64 { bits.next() }
        /// A value in `range` on a 1/1024 grid plus, half the time, an odd fraction.
        mutating func value(_ range: ClosedRange<Double>) -> Double {
            let unit = Double(next() % 1025) / 1024
            let odd = next() % 2 == 0 ? 0 : Double(next() % 1000) / 7919
            return min(range.upperBound, range.lowerBound + (range.upperBound - range.lowerBound) * unit + odd)
        }
    }

    /// Records `path` with and without repeated rows and requires the same recording; returns
    /// how many rows were repeated.
    @discardableResult
    func expectSameRecording(_ path: Path, _ rule: FillRule, simpleWinding: Bool = false, box: IntRect,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        // The canvas's row scratch must reach the box's right side, as on a canvas the box is within.
        #expect(box.minX >= 0 && box.minY >= 0, sourceLocation: sourceLocation)
        var canvas = try Canvas(width: box.maxX, height: 1, scale: 1)
        let fast = canvas.recordSpans(path, rule, simpleWinding: simpleWinding, box: box)
        let full = canvas.recordSpans(path, rule, simpleWinding: simpleWinding, box: box, repeatingRows: false)
        let differingByte = fast.bytes.count == full.bytes.count ? fast.bytes.indices.first { fast.bytes[$0] != full.bytes[$0] } : -1
        #expect(differingByte == nil, "bytes \(fast.bytes.count) against \(full.bytes.count)", sourceLocation: sourceLocation)
        #expect(fast.spans.count == full.spans.count, sourceLocation: sourceLocation)
        func fields(_ span: FillCoverageCache.Span) -> [Int32] { [span.y, span.x0, span.x1, Int32(span.constant)] }
        let mismatch = fast.spans.indices.first { index in
            index >= full.spans.count || fields(fast.spans[index]) != fields(full.spans[index])
        }
        #expect(mismatch == nil, "first differing span \(mismatch ?? -1)", sourceLocation: sourceLocation)
        return path.repeatedRows(within: box.minY..<box.maxY)?.count ?? 0
    }

    /// The path's pixel box within a canvas at the origin (as the canvas bounds every fill).
    func pixelBox(_ path: Path) throws -> IntRect {
        let box = try #require(Rasterizer.pixelBounds(of: path))
        return try #require(box.intersection(IntRect(minX: 0, minY: 0, maxX: 1 << 20, maxY: 1 << 20)))
    }

    @Test func roundedRectsRepeatTheirStraightSides() throws {
        var numbers = Numbers(state: 1)
        var repeated = 0
        for index in 0..<60 {
            let rect = Rect(x: numbers.value(-3...40), y: numbers.value(-3...40),
                            width: numbers.value(1...300), height: numbers.value(1...260))
            let radii = CornerRadii(topLeft: numbers.value(0...40), topRight: numbers.value(0...40),
                                    bottomRight: numbers.value(0...40), bottomLeft: numbers.value(0...40))
            let path = Path(roundedRect: rect, radii: radii, continuous: index % 2 == 0)
            let box = try pixelBox(path)
            for rule in [FillRule.nonZero, .evenOdd] {
                repeated += try expectSameRecording(path, rule, simpleWinding: index % 3 == 0, box: box)
            }
            // Bounded by a box that cuts the path on every side, as the canvas edges do.
            if let inner = IntRect(minX: box.minX + 5, minY: box.minY + 7, maxX: box.maxX - 5, maxY: box.maxY - 3)
                .intersection(box) {
                try expectSameRecording(path, .nonZero, box: inner)
            }
        }
        #expect(repeated > 5_000)
    }

    @Test func ringsAndStrokesGoThroughTheSweepAlike() throws {
        var numbers = Numbers(state: 2)
        var repeated = 0
        for index in 0..<30 {
            let rect = Rect(x: numbers.value(0...20), y: numbers.value(0...20),
                            width: numbers.value(20...200), height: numbers.value(20...200))
            let outer = Path(roundedRect: rect, radius: numbers.value(0...12), continuous: index % 2 == 0)
            let stroke = Stroker.outline(of: outer, style: StrokeStyle(width: numbers.value(0.3...6)), tolerance: 0.01)
            repeated += try expectSameRecording(stroke, .nonZero, box: pixelBox(stroke))
            var ring = outer
            let inset = Rect(x: rect.origin.x + 3.25, y: rect.origin.y + 2.5, width: rect.width - 6.5, height: rect.height - 5)
            ring.append(Path(rect: inset))
            for rule in [FillRule.nonZero, .evenOdd] {
                repeated += try expectSameRecording(ring, rule, box: pixelBox(ring))
            }
        }
        #expect(repeated > 5_000)
    }

    /// Polygons of vertical and slanted edges at odd positions: stairs, notches, edges that
    /// stop within a row, subpaths left open, edges beyond the box's sides.
    @Test func polygonsWithVerticalEdgesMatchRowByRow() throws {
        var numbers = Numbers(state: 3)
        var repeated = 0
        for _ in 0..<200 {
            var path = Path()
            for _ in 0...(numbers.next() % 3) {
                let left = numbers.value(-20...60), right = left + numbers.value(0.25...120)
                var y = numbers.value(-10...40)
                path.move(to: Point(left, y))
                var x = left
                for _ in 0...(numbers.next() % 5) {
                    // Down a vertical edge, then across, straight or slanted.
                    y += numbers.value(0...90)
                    path.line(to: Point(x, y))
                    x = numbers.value(left...right)
                    path.line(to: Point(x, y + (numbers.next() % 3 == 0 ? numbers.value(0...3) : 0)))
                    y += 0
                }
                path.line(to: Point(right, y + numbers.value(0...30)))
                path.line(to: Point(right, numbers.value(-10...40)))
                if numbers.next() % 4 != 0 { path.close() }
            }
            guard let box = Rasterizer.pixelBounds(of: path)?.intersection(IntRect(minX: 0, minY: 0, maxX: 1 << 20, maxY: 1 << 20)) else { continue }
            for rule in [FillRule.nonZero, .evenOdd] {
                repeated += try expectSameRecording(path, rule, box: box)
            }
            if let cut = IntRect(minX: 0, minY: box.minY + 2, maxX: 50, maxY: box.maxY).intersection(box) {
                try expectSameRecording(path, .nonZero, box: cut)
            }
        }
        #expect(repeated > 5_000)
    }

    /// A box taller than one band: the repeated rows run across the bands' boundary.
    @Test func repeatedRowsCrossBands() throws {
        let width = 3_000
        let rows = Canvas.bandCells / width
        let path = Path(roundedRect: Rect(x: 0.5, y: 3.25, width: Double(width) - 1, height: Double(rows) * 2.5), radius: 30)
        let box = try pixelBox(path)
        #expect(Canvas.bands(of: box).count == 3)
        #expect(try expectSameRecording(path, .nonZero, box: box) > 2 * rows)
    }

    @Test func runsAreFoundWhereOnlyVerticalEdgesCross() {
        let card = Path(roundedRect: Rect(x: 0, y: 10, width: 100, height: 100), radius: 20)
        // The corners reach 20 px into the card: rows 32 to 88 are clear of them by a pixel;
        // row 32 is rasterized, the rest repeat it.
        #expect(card.repeatedRows(within: 0..<200) == 33..<89)
        #expect(card.repeatedRows(within: 50..<60) == 51..<60)
        #expect(card.repeatedRows(within: 0..<33) == nil)
        // A circle or a path with a non-finite coordinate has none.
        #expect(Path(circleCenter: Point(50, 50), radius: 40).repeatedRows(within: 0..<100) == nil)
        var broken = Path(rect: Rect(x: 0, y: 0, width: 10, height: 100))
        broken.line(to: Point(5, .nan))
        #expect(broken.repeatedRows(within: 0..<100) == nil)
    }
}
