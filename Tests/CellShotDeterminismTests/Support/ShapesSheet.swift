import CellShotRaster

/// The golden shapes sheet: every cap and join, dashes, radii, continuous corners, shadows at
/// several blurs, gradients, nested clips, layers, fill rules and an SVG icon. 360 × 300 pt.
enum ShapesSheet {
    static let size = Size(width: 360, height: 300)
    static let scale = 2.0
    static let background = Color(hex: 0xF2F2F7)

    static let heart = "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09"
        + "C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"

    static func list() throws -> DisplayList {
        var d = DisplayList()
        let ink = Paint.solid(Color(hex: 0x1C1C1E))
        let blue = Color(hex: 0x007AFF), red = Color(hex: 0xFF3B30), green = Color(hex: 0x34C759)
        let orange = Color(hex: 0xFF9500), purple = Color(hex: 0xAF52DE)

        // Row 1: caps (butt, round, square) over a hairline showing the path's ends.
        for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
            let y = 14.0 + Double(i) * 16
            var p = Path(); p.move(to: Point(16, y)); p.line(to: Point(76, y))
            d.append(.stroke(p, StrokeStyle(width: 9, cap: cap), .solid(blue)))
            d.append(.stroke(p, StrokeStyle(width: 0.5), .solid(.white)))
        }
        // Joins (miter, round, bevel), and a miter over its limit falling back to bevel.
        for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
            let x = 96.0 + Double(i) * 34
            var p = Path(); p.move(to: Point(x, 54)); p.line(to: Point(x + 12, 18)); p.line(to: Point(x + 24, 54))
            d.append(.stroke(p, StrokeStyle(width: 7, join: join), .solid(green)))
        }
        var sharp = Path(); sharp.move(to: Point(200, 54)); sharp.line(to: Point(206, 18)); sharp.line(to: Point(212, 54))
        d.append(.stroke(sharp, StrokeStyle(width: 5, join: .miter, miterLimit: 2), .solid(orange)))
        // Dashes with a phase, on a line and around a circle.
        var dashLine = Path(); dashLine.move(to: Point(228, 16)); dashLine.line(to: Point(344, 16))
        d.append(.stroke(dashLine, StrokeStyle(width: 3, cap: .round, dash: [8, 5, 2, 5], dashPhase: 3), ink))
        d.append(.stroke(Path(circleCenter: Point(286, 38), radius: 12), StrokeStyle(width: 2, dash: [4, 3]), .solid(purple)))
        d.append(.stroke(Path(circleCenter: Point(322, 38), radius: 12), StrokeStyle(width: 0.5), ink))

        // Row 2: radii — per corner, clamped, circular vs continuous.
        d.append(.roundedRect(Rect(x: 16, y: 66, width: 60, height: 44),
                              CornerRadii(topLeft: 0, topRight: 6, bottomRight: 14, bottomLeft: 22), continuous: false, .solid(blue)))
        d.append(.roundedRect(Rect(x: 88, y: 66, width: 60, height: 44), CornerRadii(all: 100), continuous: false, .solid(red)))
        d.append(.roundedRect(Rect(x: 160, y: 66, width: 50, height: 50), CornerRadii(all: 14), continuous: false, .solid(green)))
        d.append(.roundedRect(Rect(x: 222, y: 66, width: 50, height: 50), CornerRadii(all: 14), continuous: true, .solid(green)))
        // Overlay: continuous (orange hairline) against circular (ink hairline) corners.
        d.append(.stroke(Path(roundedRect: Rect(x: 284, y: 66, width: 60, height: 50), radius: 18), StrokeStyle(width: 0.5), ink))
        d.append(.stroke(Path(roundedRect: Rect(x: 284, y: 66, width: 60, height: 50), radius: 18, continuous: true),
                         StrokeStyle(width: 0.5), .solid(orange)))

        // Row 3: shadows at blur 0, 4, 12, 24 under white cards, and a path shadow.
        let cards = (0..<4).map { Rect(x: 16 + Double($0) * 62, y: 134, width: 46, height: 40) }
        for (r, blur) in zip(cards, [0.0, 4, 12, 24]) {
            d.append(.roundedRectShadow(r, CornerRadii(all: 8), continuous: true,
                                        Shadow(offset: Point(0, 3), blur: blur, color: Color(white: 0, alpha: 0.35))))
        }
        for r in cards { d.append(.roundedRect(r, CornerRadii(all: 8), continuous: true, .solid(.white))) }
        let icon = try Path(svgData: heart)
        let placed = icon.transformed(by: Transform.scale(1.8).concatenating(.translation(x: 272, y: 120)))
        d.append(.pathShadow(placed, .nonZero, Shadow(offset: Point(2, 4), blur: 6, color: Color(white: 0, alpha: 0.4))))
        d.append(.fill(placed, .solid(red), .nonZero))
        d.append(.stroke(placed, StrokeStyle(width: 1.5, join: .round), .solid(Color(hex: 0x8E0000))))

        // Row 4: gradients.
        let sunrise = LinearGradient(start: Point(16, 0), end: Point(106, 0), stops: [
            .init(location: 0, color: orange), .init(location: 0.5, color: red), .init(location: 1, color: purple)])
        d.append(.roundedRect(Rect(x: 16, y: 196, width: 90, height: 36), CornerRadii(all: 10), continuous: true,
                              .linearGradient(sunrise)))
        let diagonal = LinearGradient(start: Point(118, 196), end: Point(168, 246), stops: [
            .init(location: 0, color: blue), .init(location: 1, color: blue.withAlpha(0))])
        d.append(.fill(Path(ellipseIn: Rect(x: 118, y: 196, width: 50, height: 50)), .linearGradient(diagonal), .nonZero))

        // Nested clips: a rounded clip, inside it a rotated-square path clip; stripes drawn through both.
        d.append(.pushClip(Rect(x: 182, y: 192, width: 70, height: 56), CornerRadii(all: 16), continuous: false))
        var diamond = Path()
        diamond.move(to: Point(217, 184)); diamond.line(to: Point(257, 220)); diamond.line(to: Point(217, 256))
        diamond.line(to: Point(177, 220)); diamond.close()
        d.append(.pushClipPath(diamond, .nonZero))
        for k in 0..<8 {
            let color = k % 2 == 0 ? blue : green
            d.append(.fill(Path(rect: Rect(x: 176 + Double(k) * 10, y: 186, width: 10, height: 70)), .solid(color), .nonZero))
        }
        d.append(.popClip)
        d.append(.fill(Path(rect: Rect(x: 176, y: 244, width: 80, height: 8)), .solid(red), .nonZero))
        d.append(.popClip)
        d.append(.popClip) // unbalanced: ignored

        // Layer with opacity: two overlapping discs composited together at 50 %.
        d.append(.beginLayer(opacity: 0.5))
        d.append(.fill(Path(circleCenter: Point(278, 214), radius: 18), .solid(red), .nonZero))
        d.append(.fill(Path(circleCenter: Point(298, 230), radius: 18), .solid(blue), .nonZero))
        d.append(.endLayer)

        // Fill rules: a pentagram, nonzero and even-odd.
        for (i, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
            var star = Path()
            let cx = 330.0, cy = 200.0 + Double(i) * 46, r = 20.0
            for k in 0..<5 {
                let (s, c) = DeterministicMath.sincos(-DeterministicMath.pi / 2 + Double(k * 2 % 5) * 2 * DeterministicMath.pi / 5)
                let p = Point(cx + r * c, cy + r * s)
                if k == 0 { star.move(to: p) } else { star.line(to: p) }
            }
            star.close()
            d.append(.fill(star, .solid(purple), rule))
        }

        // Row 5: a glyph mask and arcs.
        var ring = Path()
        ring.addArc(center: Point(40, 270), radius: 16, startAngle: 0, endAngle: 3 * DeterministicMath.pi / 2, clockwise: true)
        d.append(.stroke(ring, StrokeStyle(width: 4, cap: .round), .solid(blue)))
        let maskPath = Path(capsule: Rect(x: 0, y: 0, width: 60, height: 14)).transformed(by: .scale(2))
        let glyph = PlacedGlyphs(source: PinnedGlyphSource(Rasterizer.mask(for: maskPath, fillRule: .nonZero)), size: 1,
                                 glyphs: [PlacedGlyphs.Glyph(id: 0, pen: Point(70, 262))])
        d.append(.glyphs(glyph, ink.color))
        d.append(.roundedRect(Rect(x: 140, y: 262, width: 44, height: 18), CornerRadii(all: 9), continuous: false, .solid(red)))
        return d
    }
}

extension Paint {
    var color: Color { if case let .solid(c) = self { return c }; return .clear }
}

/// Row 5's glyph: a capsule mask made for 2× that lands on device pixel (140, 524) at every
/// scale, where the sheet has always drawn it (the committed hashes include a 3× render). Its
/// pen is (70, 262) pt at size 1 pt, so the pixel size is the canvas's scale.
final class PinnedGlyphSource: GlyphSource {
    let mask: CoverageMask
    init(_ mask: CoverageMask) { self.mask = mask }
    func coverage(of glyph: UInt16, pixelSize: Double, phase: Int) -> CoverageMask {
        let dx = 140 - Int((70 * pixelSize).rounded(.down)), dy = 524 - Int((262 * pixelSize).rounded())
        return CoverageMask(width: mask.width, height: mask.height, originX: mask.originX + dx,
                            originY: mask.originY + dy, coverage: mask.coverage)
    }
}
