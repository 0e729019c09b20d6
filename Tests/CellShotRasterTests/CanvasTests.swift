import Testing
@testable import CellShotRaster

@Suite struct CanvasTests {
    static func canvas(_ w: Int = 40, _ h: Int = 30, scale: Double = 1, background: Color = .white) -> Canvas {
        // Sizes here are valid by construction.
        try! Canvas(width: w, height: h, scale: scale, background: background)
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path { Path(rect: Rect(x: x, y: y, width: w, height: h)) }

    @Test func solidFillOfAlignedRectIsExact() {
        var c = Self.canvas()
        c.draw(DisplayList([.fill(Self.rect(5, 4, 10, 6), .solid(Color(hex: 0x007AFF)), .nonZero)]))
        let img = c.image
        #expect(img[5, 4] == RGBA8(0, 122, 255))
        #expect(img[14, 9] == RGBA8(0, 122, 255))
        #expect(img[4, 4] == .white && img[15, 9] == .white && img[5, 10] == .white && img[5, 3] == .white)
    }

    @Test func sourceOverUsesTheDocumentedRounding() {
        // 50 % black over white: alpha byte 128, d = div255(255 · 127) = 127.
        var c = Self.canvas()
        c.draw(DisplayList([.fill(Self.rect(0, 0, 40, 30), .solid(Color(white: 0, alpha: 0.5)), .nonZero)]))
        #expect(c.image[7, 7] == RGBA8(127, 127, 127))
        // Half coverage of opaque red on a transparent canvas stays red at alpha 128 once un-premultiplied.
        var t = Self.canvas(background: .clear)
        t.draw(DisplayList([.fill(Self.rect(10.5, 0, 5, 30), .solid(Color(red: 1, green: 0, blue: 0)), .nonZero)]))
        #expect(t.image[10, 5] == RGBA8(255, 0, 0, 128))
        #expect(t.image[11, 5] == RGBA8(255, 0, 0, 255))
        #expect(t.image[9, 5] == RGBA8(0, 0, 0, 0))
    }

    @Test func scaleMapsPointsToPixels() {
        var c = Self.canvas(scale: 3)
        c.draw(DisplayList([.roundedRect(Rect(x: 1, y: 1, width: 4, height: 2), .zero, continuous: false, .solid(.black))]))
        let img = c.image
        #expect(img[3, 3] == .black && img[14, 8] == .black)
        #expect(img[2, 3] == .white && img[15, 8] == .white && img[14, 9] == .white)
    }

    @Test func nestedClipsIntersectAndPopInOrder() {
        var c = Self.canvas()
        let all = Self.rect(0, 0, 40, 30)
        c.draw(DisplayList([
            .pushClip(Rect(x: 0, y: 0, width: 20, height: 30), .zero, continuous: false),
            .pushClip(Rect(x: 10, y: 0, width: 30, height: 15), .zero, continuous: false),
            .fill(all, .solid(.black), .nonZero),               // only x 10..<20, y 0..<15
            .popClip,
            .fill(all, .solid(Color(hex: 0xFF0000)), .nonZero), // x 0..<20 (over the black too)
            .popClip,
            .popClip,                                           // unbalanced: ignored
            .fill(Self.rect(30, 20, 10, 10), .solid(Color(hex: 0x00FF00)), .nonZero),
        ]))
        let img = c.image
        #expect(img[15, 5] == RGBA8(255, 0, 0))
        #expect(img[5, 20] == RGBA8(255, 0, 0))
        #expect(img[25, 5] == .white)   // outside the first clip: never painted
        #expect(img[35, 25] == RGBA8(0, 255, 0))

        var d = Self.canvas()
        d.draw(DisplayList([
            .pushClip(Rect(x: 0, y: 0, width: 20, height: 30), .zero, continuous: false),
            .pushClip(Rect(x: 10, y: 0, width: 30, height: 15), .zero, continuous: false),
            .fill(all, .solid(.black), .nonZero),
        ]))
        #expect(d.image[15, 5] == .black && d.image[5, 5] == .white && d.image[15, 20] == .white && d.image[25, 5] == .white)
    }

    @Test func clipEdgesAreAntialiasedAndMultiply() {
        var c = Self.canvas(background: .clear)
        c.draw(DisplayList([
            .pushClip(Rect(x: 10.5, y: 0, width: 20, height: 30), .zero, continuous: false),
            .pushClip(Rect(x: 0, y: 5.5, width: 40, height: 20), .zero, continuous: false),
            .fill(Self.rect(0, 0, 40, 30), .solid(.black), .nonZero),
        ]))
        let img = c.image
        #expect(img[10, 10].a == 128)        // half the first clip
        #expect(img[15, 5].a == 128)         // half the second clip
        #expect(img[10, 5].a == 64)          // div255(128 · 128) = 64
        #expect(img[15, 10].a == 255)
    }

    @Test func roundedClipCutsCorners() {
        var c = Self.canvas(background: .clear)
        c.draw(DisplayList([
            .pushClip(Rect(x: 0, y: 0, width: 20, height: 20), CornerRadii(all: 10), continuous: false),
            .fill(Self.rect(0, 0, 40, 30), .solid(.black), .nonZero),
        ]))
        let img = c.image
        #expect(img[0, 0].a == 0 && img[19, 19].a == 0 && img[10, 10].a == 255 && img[10, 0].a > 200)
    }

    @Test func linearGradientInterpolatesAtPixelCentres() {
        var c = Self.canvas(256, 4, background: .clear)
        let g = LinearGradient(start: Point(0, 0), end: Point(256, 0), stops: [
            .init(location: 0, color: .black), .init(location: 1, color: .white)])
        c.draw(DisplayList([.fill(Self.rect(0, 0, 256, 4), .linearGradient(g), .nonZero)]))
        let img = c.image
        for x in [0, 1, 100, 127, 128, 200, 255] {
            let v = Color.byte((Double(x) + 0.5) / 256)
            #expect(img[x, 2] == RGBA8(v, v, v), "x \(x)")
        }
    }

    @Test func verticalAndDiagonalGradientsUsePixelCentres() {
        var c = Self.canvas(4, 64, background: .clear)
        let g = LinearGradient(start: Point(0, 0), end: Point(0, 64), stops: [
            .init(location: 0, color: .white), .init(location: 1, color: .black)])
        c.draw(DisplayList([.fill(Self.rect(0, 0, 4, 64), .linearGradient(g), .nonZero)]))
        for y in [0, 17, 40, 63] {
            let v = Color.byte(1 - (Double(y) + 0.5) / 64)
            #expect(c.image[3, y] == RGBA8(v, v, v), "y \(y)")
        }
        var d = Self.canvas(16, 16, background: .clear)
        let diag = LinearGradient(start: Point(0, 0), end: Point(16, 16), stops: [
            .init(location: 0, color: .black), .init(location: 1, color: .white)])
        d.draw(DisplayList([.fill(Self.rect(0, 0, 16, 16), .linearGradient(diag), .nonZero)]))
        // t = ((x + ½) + (y + ½)) / 32
        #expect(d.image[3, 9] == RGBA8(Color.byte(13.0 / 32), Color.byte(13.0 / 32), Color.byte(13.0 / 32)))
    }

    @Test func gradientStopsClampAndOrder() {
        var c = Self.canvas(100, 2, scale: 2, background: .clear)
        // Stops given out of order; positions in points (×2 → pixels); beyond the ends: padded.
        let g = LinearGradient(start: Point(10, 0), end: Point(40, 0), stops: [
            .init(location: 1, color: Color(hex: 0x0000FF)), .init(location: 0, color: Color(hex: 0xFF0000)),
            .init(location: 0.5, color: Color(hex: 0x00FF00))])
        c.draw(DisplayList([.fill(Self.rect(0, 0, 50, 1), .linearGradient(g), .nonZero)]))
        let img = c.image
        #expect(img[0, 0] == RGBA8(255, 0, 0))
        #expect(img[99, 1] == RGBA8(0, 0, 255))
        // Pixel 49 is at 24.75 pt: t = 0.491̅6, between red and green, close to green.
        let t = (24.75 - 10) / 30 / 0.5
        #expect(img[49, 0] == RGBA8(Color.byte(1 - t), Color.byte(t), 0))
        // Empty and non-finite gradients paint nothing.
        var e = Self.canvas(4, 4, background: .clear)
        e.draw(DisplayList([
            .fill(Self.rect(0, 0, 4, 4), .linearGradient(LinearGradient(start: .zero, end: Point(1, 0), stops: [])), .nonZero),
            .fill(Self.rect(0, 0, 4, 4), .linearGradient(LinearGradient(start: Point(.nan, 0), end: Point(1, 0),
                                                                         stops: [.init(location: 0, color: .black)])), .nonZero),
        ]))
        #expect(e.image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func layersCompositeWithOpacity() {
        var c = Self.canvas()
        c.draw(DisplayList([
            .beginLayer(opacity: 0.5),
            .fill(Self.rect(0, 0, 20, 30), .solid(Color(hex: 0xFF0000)), .nonZero),
            .fill(Self.rect(10, 0, 20, 30), .solid(Color(hex: 0x0000FF)), .nonZero),
            .endLayer,
            .endLayer, // unbalanced: ignored
        ]))
        let img = c.image
        // Opacity byte 128: red premultiplied (128, 0, 0, 128) over white → (255, 127, 127).
        #expect(img[5, 5] == RGBA8(255, 127, 127))
        // Inside the layer blue covered red, so the overlap is blue at 50 %, not a mix of both.
        #expect(img[15, 5] == RGBA8(127, 127, 255))
        #expect(img[35, 5] == .white)
    }

    @Test func openLayersAreCompositedWhenReadAndZeroOpacityHides() {
        var c = Self.canvas()
        c.draw(DisplayList([.beginLayer(opacity: 0), .fill(Self.rect(0, 0, 40, 30), .solid(.black), .nonZero), .endLayer,
                            .beginLayer(opacity: 1), .fill(Self.rect(0, 0, 10, 10), .solid(.black), .nonZero)]))
        #expect(c.image[5, 5] == .black)
        #expect(c.image[20, 20] == .white)
    }

    @Test func fillRulesOnNestedSquares() {
        var p = Self.rect(2, 2, 20, 20)
        p.append(Self.rect(7, 7, 10, 10))   // same direction
        for (rule, hole) in [(FillRule.nonZero, RGBA8.black), (.evenOdd, RGBA8.white)] {
            var c = Self.canvas()
            c.draw(DisplayList([.fill(p, .solid(.black), rule)]))
            #expect(c.image[12, 12] == hole, "\(rule)")
            #expect(c.image[4, 4] == .black)
        }
    }

    @Test func glyphMasksClipToTheCanvas() {
        var c = Self.canvas(10, 10, scale: 3, background: .clear)
        let m = FixedGlyphSource(CoverageMask(width: 3, height: 2, originX: -1, originY: 1, coverage: [255, 128, 0, 255, 255, 255]))
        c.draw(DisplayList([
            .glyph(m, at: Point(0, 0), .black),             // column -1 falls off the canvas
            .glyph(m, at: Point(2.75, 8.0 / 3), .black),    // pen at (8.25, 8) px: phase 1, partly off the bottom-right
            .glyph(m, at: Point(1e300, -1e300), .black),    // absurd: ignored
        ]))
        let img = c.image
        #expect(img[0, 1] == RGBA8(0, 0, 0, 128))
        #expect(img[1, 1].a == 0)
        #expect(img[0, 2].a == 255 && img[1, 2].a == 255)
        #expect(img[7, 9].a == 255 && img[8, 9].a == 128)
    }

    @Test func degenerateInputsDrawNothingAndNeverCrash() {
        var c = Self.canvas(background: .clear)
        let nan = Double.nan, inf = Double.infinity
        var nanPath = Path(); nanPath.move(to: Point(1, 1)); nanPath.line(to: Point(nan, 5)); nanPath.line(to: Point(9, 9))
        var infPath = Path(); infPath.move(to: Point(1, 1)); infPath.cubic(to: Point(9, 9), control1: Point(inf, 0), control2: Point(0, -inf))
        var huge = Path(); huge.move(to: Point(-1e300, -1e300)); huge.line(to: Point(1e300, 0)); huge.line(to: Point(0, 1e300))
        let shadow = Shadow(offset: Point(nan, 2), blur: inf, color: .black)
        c.draw(DisplayList([
            .fill(Path(), .solid(.black), .nonZero),
            .fill(Self.rect(5, 5, 0, 10), .solid(.black), .nonZero),
            .fill(Self.rect(5, 5, -3, 10), .solid(.black), .nonZero),
            .fill(nanPath, .solid(.black), .nonZero),
            .fill(infPath, .solid(.black), .evenOdd),
            .fill(huge, .solid(.black), .nonZero),
            .roundedRect(Rect(x: nan, y: 0, width: 10, height: 10), CornerRadii(all: 3), continuous: true, .solid(.black)),
            .roundedRect(Rect(x: 0, y: 0, width: 0, height: 10), CornerRadii(all: 3), continuous: false, .solid(.black)),
            .roundedRectShadow(Rect(x: 0, y: 0, width: 10, height: 10), CornerRadii(all: nan), continuous: false, shadow),
            .pathShadow(nanPath, .nonZero, Shadow(offset: .zero, blur: 4, color: .black)),
            .stroke(nanPath, StrokeStyle(width: 2), .solid(.black)),
            .stroke(Self.rect(1, 1, 5, 5), StrokeStyle(width: nan), .solid(.black)),
            .glyph(FixedGlyphSource(.empty), at: Point(3, 3), .black),
            .glyphs(PlacedGlyphs(source: FixedGlyphSource(CoverageMask(width: 1, height: 1, originX: 0, originY: 0, coverage: [255])),
                                 size: nan, glyphs: [PlacedGlyphs.Glyph(id: 0, pen: Point(3, 3))]), .black),
            .glyph(FixedGlyphSource(CoverageMask(width: 1, height: 1, originX: 0, originY: 0, coverage: [255])), at: Point(nan, 3), .black),
            .beginLayer(opacity: nan), .endLayer,
        ]))
        #expect(c.image.pixels.allSatisfy { $0 == 0 })
        // A clip that cannot be drawn clips everything away until it is popped.
        c.draw(DisplayList([.pushClipPath(nanPath, .nonZero), .fill(Self.rect(0, 0, 40, 30), .solid(.black), .nonZero), .popClip]))
        #expect(c.image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func radiusLargerThanTheRectIsClampedToACapsule() {
        var a = Self.canvas(), b = Self.canvas()
        a.draw(DisplayList([.roundedRect(Rect(x: 2, y: 4, width: 30, height: 12), CornerRadii(all: 500), continuous: false, .solid(.black))]))
        b.draw(DisplayList([.fill(Path(capsule: Rect(x: 2, y: 4, width: 30, height: 12)), .solid(.black), .nonZero)]))
        #expect(a.image == b.image)
        #expect(a.image[17, 10] == .black && a.image[2, 4] == .white)
    }

    @Test func canvasSizeAndScaleLimits() {
        #expect(throws: CanvasError.invalidSize(width: 100_000, height: 10)) { try Canvas(width: 100_000, height: 10, scale: 1) }
        #expect(throws: CanvasError.invalidSize(width: 12_000, height: 12_000)) { try Canvas(width: 12_000, height: 12_000, scale: 1) }
        #expect(throws: CanvasError.invalidSize(width: -1, height: 10)) { try Canvas(width: -1, height: 10, scale: 1) }
        #expect(throws: CanvasError.invalidSize(width: 0, height: 10)) { try Canvas(width: 0, height: 10, scale: 1) }
        #expect(throws: CanvasError.invalidSize(width: 10, height: 0)) { try Canvas(width: 10, height: 0, scale: 1) }
        for s in [Double.nan, 0, -2, .infinity] {
            #expect(throws: CanvasError.self) { try Canvas(width: 10, height: 10, scale: s) }
        }
        #expect(throws: CanvasError.self) { try DisplayList().render(size: Size(width: 100_000, height: 10), scale: 1) }
        #expect(throws: CanvasError.self) { try DisplayList().render(size: Size(width: .nan, height: 10), scale: 1) }
        #expect(throws: CanvasError.self) { try DisplayList().render(size: Size(width: 10, height: 10), scale: .nan) }
    }

    @Test func renderSizeIsCeilOfPointsTimesScaleWithoutFloatNoise() throws {
        let list = DisplayList()
        #expect(try list.render(size: Size(width: 375, height: 88), scale: 3).width == 1125)
        #expect(try list.render(size: Size(width: 0.1 * 3, height: 1), scale: 10).width == 3)   // 0.30000000000000004 × 10
        #expect(try list.render(size: Size(width: 10.2, height: 1), scale: 2).width == 21)      // 20.4 → 21
        #expect(throws: CanvasError.invalidSize(width: 0, height: 0)) { try list.render(size: Size(width: 0, height: 0), scale: 2) }
        #expect(throws: CanvasError.invalidSize(width: 10, height: 0)) { try list.render(size: Size(width: 5, height: 0), scale: 2) }
    }

    @Test(arguments: [false, true])
    func skippingTheHiddenPartOfACardShadowChangesNoPixel(continuous: Bool) {
        var list = DisplayList()
        for (k, r) in [0.0, 5, 12, 40].enumerated() {
            let rect = Rect(x: 3 + Double(k) * 0.3, y: 4 + 26 * Double(k), width: 70.5, height: 20)
            let radii = CornerRadii(topLeft: r, topRight: r / 2, bottomRight: r, bottomLeft: 0)
            list.append(.roundedRectShadow(rect, radii, continuous: continuous,
                                           Shadow(offset: Point(0.5, 2), blur: Double(k) * 3, color: Color(white: 0, alpha: 0.3))))
            list.append(.roundedRect(rect, radii, continuous: continuous, .solid(.white)))
        }
        var whole = Self.canvas(80, 110, scale: 2)
        whole.draw(list)
        var oneByOne = Self.canvas(80, 110, scale: 2)
        for op in list.operations { oneByOne.draw(DisplayList([op])) }
        #expect(whole.image == oneByOne.image)
    }

    @Test func wideShapesAreRasterizedInBandsWithoutSeams() throws {
        // 16 000 px wide: the canvas works in bands of 2^22 / 16 000 = 262 rows; the result must
        // equal the one-piece mask of the same ellipse.
        let path = Path(ellipseIn: Rect(x: 100.5, y: 3.25, width: 16_000, height: 600))
        var c = try Canvas(width: 16_200, height: 610, scale: 1, background: .clear)
        c.draw(DisplayList([.fill(path, .solid(.black), .nonZero)]))
        #expect(Canvas.bands(of: IntRect(minX: 100, minY: 3, maxX: 16_101, maxY: 604)).count == 3)
        let img = c.image
        let mask = Rasterizer.mask(for: path, fillRule: .nonZero)
        #expect(mask.width == 16_001 && mask.height == 601)
        var mismatches = 0
        // Through buffer pointers: 10 M pixels read through arrays take seconds in a debug build.
        img.pixels.withUnsafeBufferPointer { pixels in
            mask.coverage.withUnsafeBufferPointer { coverage in
                let (originX, originY, width, height) = (mask.originX, mask.originY, mask.width, mask.height)
                var y = 0
                while y < 610 {
                    var x = 0
                    while x < 16_200 {
                        let mx = x - originX, my = y - originY
                        let want = mx >= 0 && my >= 0 && mx < width && my < height ? coverage[my * width + mx] : 0
                        if pixels[(y * 16_200 + x) * 4 + 3] != want { mismatches += 1 }
                        x += 1
                    }
                    y += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// Pixel-aligned rect clips only narrow the box; they must give the same pixels as the same
    /// rectangle pushed as a path clip (which computes coverage), nested either way round.
    @Test func alignedRectClipsMatchPathClips() {
        let round = DisplayList.Operation.pushClip(Rect(x: 3.3, y: 2.6, width: 30, height: 22), CornerRadii(all: 7), continuous: true)
        let rect = Rect(x: 5, y: 4, width: 20, height: 30)   // × 2 = whole pixels
        let fill = DisplayList.Operation.fill(Path(circleCenter: Point(15, 14), radius: 13), .solid(Color(hex: 0x34C759)), .nonZero)
        for aligned in [true, false] {
            var a = Self.canvas(80, 80, scale: 2), b = Self.canvas(80, 80, scale: 2)
            let fast = DisplayList.Operation.pushClip(rect, .zero, continuous: false)
            let slow = DisplayList.Operation.pushClipPath(Path(rect: rect), .nonZero)
            let order: [DisplayList.Operation] = aligned ? [round, fast, fill] : [fast, round, fill]
            let after = DisplayList.Operation.fill(Path(rect: Rect(x: 34, y: 34, width: 4, height: 4)), .solid(.black), .nonZero)
            a.draw(DisplayList(order + [.popClip, .popClip, after]))
            b.draw(DisplayList(order.map { $0 == fast ? slow : $0 } + [.popClip, .popClip, after]))
            #expect(a.clipStack.isEmpty)
            #expect(a.image == b.image)
            #expect(a.image[14, 14] == RGBA8(52, 199, 89) && a.image[70, 70] == .black && a.image[5, 5] == .white)
        }
    }

    /// The convex-contour stroke shortcut must match the general stroker's outline within 2/255
    /// (both filled exactly), and must decline what it cannot draw the same way.
    @Test func convexStrokeShortcutMatchesTheStroker() {
        let shapes: [(Path, StrokeStyle)] = [
            (Path(circleCenter: Point(40, 40), radius: 30), StrokeStyle(width: 1.5)),
            (Path(roundedRect: Rect(x: 5.3, y: 7.1, width: 70, height: 50), radius: 14, continuous: true), StrokeStyle(width: 1.5)),
            (Path(roundedRect: Rect(x: 5.3, y: 7.1, width: 70, height: 50), radius: 9), StrokeStyle(width: 4, join: .round)),
            (Path(rect: Rect(x: 10.5, y: 10.25, width: 50, height: 30)), StrokeStyle(width: 3, join: .miter)),
            (Path(ellipseIn: Rect(x: 4, y: 20, width: 72, height: 30)), StrokeStyle(width: 0.5)),
        ]
        for (path, style) in shapes {
            guard let ring = ConvexStroke.outline(of: path, style: style, tolerance: Canvas.strokeTolerance) else {
                Issue.record("shortcut declined \(style)"); continue
            }
            let fast = Rasterizer.mask(for: ring, fillRule: .nonZero, clip: IntRect(x: 0, y: 0, width: 90, height: 90))
            let slow = Rasterizer.mask(for: Stroker.outline(of: path, style: style, tolerance: Canvas.strokeTolerance),
                                       fillRule: .nonZero, clip: IntRect(x: 0, y: 0, width: 90, height: 90))
            var worst = 0
            for y in 0..<90 {
                for x in 0..<90 {
                    func at(_ m: CoverageMask) -> Int {
                        let mx = x - m.originX, my = y - m.originY
                        return mx >= 0 && my >= 0 && mx < m.width && my < m.height ? Int(m.coverage[my * m.width + mx]) : 0
                    }
                    worst = max(worst, abs(at(fast) - at(slow)))
                }
            }
            #expect(worst <= 2, "\(style): differs by \(worst)/255")
        }
        // Declined: rect corners with round or bevel joins, dashes, open paths, a mitre over its limit.
        let rect = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        var open = Path(); open.move(to: .zero); open.line(to: Point(10, 0)); open.line(to: Point(10, 10))
        #expect(ConvexStroke.outline(of: rect, style: StrokeStyle(width: 2, join: .round), tolerance: 0.01) == nil)
        #expect(ConvexStroke.outline(of: rect, style: StrokeStyle(width: 2, join: .bevel), tolerance: 0.01) == nil)
        #expect(ConvexStroke.outline(of: rect, style: StrokeStyle(width: 2, dash: [3, 2]), tolerance: 0.01) == nil)
        #expect(ConvexStroke.outline(of: rect, style: StrokeStyle(width: 2, miterLimit: 1.2), tolerance: 0.01) == nil)
        #expect(ConvexStroke.outline(of: open, style: StrokeStyle(width: 2), tolerance: 0.01) == nil)
        // An inner offset deeper than a small circle's radius turns over.
        #expect(ConvexStroke.outline(of: Path(circleCenter: Point(5, 5), radius: 1), style: StrokeStyle(width: 3), tolerance: 0.01) == nil)
    }
}
