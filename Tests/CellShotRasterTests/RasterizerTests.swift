import Testing
@testable import CellShotRaster

@Suite struct RasterizerTests {
    @Test func maskOriginIsThePathsPixelBoundsAndClipRestrictsIt() {
        let path = Path(rect: Rect(x: 10.5, y: -3.25, width: 4, height: 6))
        let m = Rasterizer.mask(for: path, fillRule: .nonZero)
        #expect(m.originX == 10 && m.originY == -4 && m.width == 5 && m.height == 7)
        #expect(m.coverage[0] == 32)                   // (10, −4): 0.5 × 0.25 of the pixel
        #expect(m.coverage[1 * 5 + 1] == 255)
        let clipped = Rasterizer.mask(for: path, fillRule: .nonZero, clip: IntRect(x: 12, y: 0, width: 100, height: 100))
        #expect(clipped.originX == 12 && clipped.originY == 0 && clipped.width == 3 && clipped.height == 3)
        #expect(clipped.coverage == [255, 255, 128, 255, 255, 128, 191, 191, 96])
        #expect(Rasterizer.mask(for: path, fillRule: .nonZero, clip: IntRect(x: 50, y: 50, width: 5, height: 5)) == .empty)
    }

    @Test func unusableOrHugePathsGiveEmptyMasks() {
        var far = Path(); far.move(to: Point(0, 0)); far.line(to: Point(2e7, 0)); far.line(to: Point(0, 5))
        #expect(Rasterizer.mask(for: far, fillRule: .nonZero) == .empty)          // beyond maxCoordinate
        let big = Path(rect: Rect(x: 0, y: 0, width: 5000, height: 5000))          // 25 M px > maxMaskPixels
        #expect(Rasterizer.mask(for: big, fillRule: .nonZero) == .empty)
        #expect(Rasterizer.mask(for: Path(), fillRule: .evenOdd) == .empty)
        var flat = Path(); flat.move(to: Point(1, 1)); flat.line(to: Point(9, 1)); flat.close()
        #expect(Rasterizer.mask(for: flat, fillRule: .nonZero) == .empty)
    }

    @Test func windingsBeyondOneAndOppositeSubpaths() {
        // The same square three times (winding 3) and once reversed (winding −1 + 1 = 0).
        let square = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        var triple = square; triple.append(square); triple.append(square)
        var cancel = square
        var reversed = Path(); reversed.move(to: Point(0, 0)); reversed.line(to: Point(0, 4))
        reversed.line(to: Point(4, 4)); reversed.line(to: Point(4, 0)); reversed.close()
        cancel.append(reversed)
        #expect(Rasterizer.mask(for: triple, fillRule: .nonZero).coverage.allSatisfy { $0 == 255 })
        #expect(Rasterizer.mask(for: triple, fillRule: .evenOdd).coverage.allSatisfy { $0 == 255 })
        #expect(Rasterizer.mask(for: cancel, fillRule: .nonZero).coverage.allSatisfy { $0 == 0 })
        var double = square; double.append(square)
        #expect(Rasterizer.mask(for: double, fillRule: .evenOdd).coverage.allSatisfy { $0 == 0 })
    }

    /// Random SVG-alphabet strings: parsing either fails with an offset inside the data or gives
    /// a path that rasterizes, strokes and renders without trapping.
    @Test func randomPathDataNeverCrashes() throws {
        let commands = Array("MmLlHhVvCcSsQqTtAaZzXe".utf8)
        let junk = Array(".,-+eE \t".utf8) + [0xC3, 0xA9]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) }
        var parsed = 0
        for _ in 0..<3000 {
            // Mostly numbers (some with exponents, signs, stray dots), some commands, a little junk.
            var text = "M"
            for _ in 0..<(next() % 30) {
                switch next() % 20 {
                case 0..<4: text += String(UnicodeScalar(commands[next() % commands.count]))
                case 4: text += String(decoding: [junk[next() % junk.count]], as: UTF8.self)
                case 5: text += "\(next() % 2 == 0 ? "-" : "")\(next() % 50)e\(next() % 5 - 2) "
                case 6: text += ".\(next() % 100)"
                default: text += " \(next() % 200 - 100)\(next() % 3 == 0 ? ".5" : "")"
                }
            }
            do {
                let path = try Path(svgData: text)
                parsed += 1
                let scaled = path.transformed(by: .scale(Double(next() % 7) + 0.5))
                _ = Rasterizer.mask(for: scaled, fillRule: next() % 2 == 0 ? .nonZero : .evenOdd,
                                    clip: IntRect(x: -50, y: -50, width: 300, height: 300))
                _ = try DisplayList([.stroke(path, StrokeStyle(width: 1.5, cap: .round, join: .round), .solid(.black)),
                                     .fill(path, .solid(.black), .evenOdd)]).render(size: Size(width: 40, height: 40), scale: 2)
            } catch let error as SVGPathError {
                #expect(error.offset >= 0 && error.offset <= text.utf8.count, "\(error) for \(text)")
            }
        }
        #expect(parsed > 50, "only \(parsed) of 3000 parsed")
    }
}
