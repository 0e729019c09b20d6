import CellShotRaster

/// Benchmarks of the stroker and the shadow renderer (release builds:
/// `swift run -c release snapshot bench --filter raster.s`).
enum RasterStrokeShadowBenchmarks {
    static var all: [Benchmark] {
        [shadowBaseline, shadowLarge, shadowCard, shadowCardCold, shadowBlurred, strokeBaseline, strokePath, strokePathFill, strokeHairline, strokeDashed]
    }

    static let everywhere = IntRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)

    /// A 24 pt heart-and-check icon outline at 3× (72 px), made of cubic curves and lines.
    static var iconPath: Path {
        var path = Path()
        path.move(to: Point(12, 21))
        path.cubic(to: Point(2, 8.5), control1: Point(7, 17), control2: Point(2, 13))
        path.cubic(to: Point(7, 3), control1: Point(2, 5.4), control2: Point(4.3, 3))
        path.cubic(to: Point(12, 6), control1: Point(9.2, 3), control2: Point(11, 4.3))
        path.cubic(to: Point(17, 3), control1: Point(13, 4.3), control2: Point(14.8, 3))
        path.cubic(to: Point(22, 8.5), control1: Point(19.7, 3), control2: Point(22, 5.4))
        path.cubic(to: Point(12, 21), control1: Point(22, 13), control2: Point(17, 17))
        path.close()
        path.move(to: Point(8, 11)); path.line(to: Point(11, 14)); path.line(to: Point(16.5, 8.5))
        return path.transformed(by: .scale(3))
    }

    /// The in-run baseline: writing as many mask bytes as `raster.shadow.large` produces.
    static var shadowBaseline: Benchmark { Benchmark("raster.shadow.baseline.memset", bytesPerRun: 1050 * 1050) {
        return { blackHole([UInt8](repeating: 0x80, count: 1050 * 1050)) }
    } }

    /// The shadow mask of a 1000×1000 px card, radius 36 px, blur 16 px (σ = 8 px).
    static var shadowLarge: Benchmark { Benchmark("raster.shadow.large", bytesPerRun: 1050 * 1050) {
        let rect = Rect(x: 20, y: 24, width: 1000, height: 1000)
        return {
            blackHole(ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: 36), continuous: false,
                                                           sigma: ShadowRenderer.sigma(forBlur: 16), clip: everywhere))
        }
    } }

    /// The `raster.card` shadow: 1125×264 px, radius 36 px, blur 8 pt at 3× (σ = 12 px), continuous.
    static var shadowCard: Benchmark { Benchmark("raster.shadow.card", bytesPerRun: 1200 * 340) {
        let rect = Rect(x: 0, y: 6, width: 1125, height: 264)
        return {
            blackHole(ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: 36), continuous: true,
                                                           sigma: 12, clip: IntRect(x: 0, y: 0, width: 1125, height: 300)))
        }
    } }

    /// `raster.shadow.card` with the corner cache emptied before every run (the first card of a run).
    static var shadowCardCold: Benchmark { Benchmark("raster.shadow.card.cold", bytesPerRun: 1200 * 340) {
        let rect = Rect(x: 0, y: 6, width: 1125, height: 264)
        return {
            ShadowRenderer.removeCachedCorners()
            blackHole(ShadowRenderer.roundedRectShadowMask(rect: rect, radii: CornerRadii(all: 36), continuous: true,
                                                           sigma: 12, clip: IntRect(x: 0, y: 0, width: 1125, height: 300)))
        }
    } }

    /// The general shadow: a 72 px icon mask blurred with σ = 6 px (three box passes per axis).
    static var shadowBlurred: Benchmark { Benchmark("raster.shadow.blurred", bytesPerRun: 110 * 110) {
        let mask = Rasterizer.mask(for: iconPath, fillRule: .nonZero)
        return { blackHole(ShadowRenderer.blurred(mask, sigma: 6, clip: everywhere)) }
    } }

    /// The in-run baseline for strokes: only flattening the icon (the stroker's first stage).
    static var strokeBaseline: Benchmark { Benchmark("raster.stroke.baseline.flatten") {
        let path = iconPath
        return { blackHole(path.flattened(tolerance: 0.05)) }
    } }

    /// Stroke outline of the 24 pt icon at 3× (1.5 pt = 4.5 px, round caps and joins).
    static var strokePath: Benchmark { Benchmark("raster.stroke.path") {
        let path = iconPath
        let style = StrokeStyle(width: 4.5, cap: .round, join: .round)
        return { blackHole(Stroker.outline(of: path, style: style, tolerance: 0.05)) }
    } }

    /// The same stroke, outline and rasterized coverage.
    static var strokePathFill: Benchmark { Benchmark("raster.stroke.path.fill") {
        let path = iconPath
        let style = StrokeStyle(width: 4.5, cap: .round, join: .round)
        return { blackHole(Rasterizer.mask(for: Stroker.outline(of: path, style: style, tolerance: 0.05), fillRule: .nonZero)) }
    } }

    /// A 0.5 pt card border at 3× (1.5 px) around a 1125×264 px continuous rounded rect.
    static var strokeHairline: Benchmark { Benchmark("raster.stroke.hairline") {
        let path = Path(roundedRect: Rect(x: 0.75, y: 0.75, width: 1123.5, height: 262.5), radius: 36, continuous: true)
        let style = StrokeStyle(width: 1.5)
        return { blackHole(Stroker.outline(of: path, style: style, tolerance: 0.05)) }
    } }

    /// A dashed circle (r = 60 px, dash 9/6 px, width 3 px, butt caps).
    static var strokeDashed: Benchmark { Benchmark("raster.stroke.dashed") {
        let path = Path(circleCenter: Point(64, 64), radius: 60)
        let style = StrokeStyle(width: 3, dash: [9, 6], dashPhase: 2)
        return { blackHole(Stroker.outline(of: path, style: style, tolerance: 0.05)) }
    } }
}
