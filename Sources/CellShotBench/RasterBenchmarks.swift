import CellShotRaster

/// Raster engine: the card every cell is made of, a large circle, and an SVG icon.
enum RasterBenchmarks {
    static var all: [Benchmark] {
        [
            Benchmark("raster.card", bytesPerRun: 1125 * 264 * 4) {
                let list = card()
                return { blackHole(try list.render(size: Size(width: 375, height: 88), scale: 3, background: grey)) }
            },
            // The same card without its shadow: what the shapes alone cost.
            Benchmark("raster.card.no-shadow", bytesPerRun: 1125 * 264 * 4) {
                let list = DisplayList(card().operations.map {
                    if case let .shadowedRoundedRect(rect, radii, continuous, _, paint) = $0 { return .roundedRect(rect, radii, continuous: continuous, paint) }
                    return $0
                })
                return { blackHole(try list.render(size: Size(width: 375, height: 88), scale: 3, background: grey)) }
            },
            // In-run baseline: the same canvas created and read out with nothing drawn.
            Benchmark("raster.baseline.empty-card", bytesPerRun: 1125 * 264 * 4) {
                let list = DisplayList()
                return { blackHole(try list.render(size: Size(width: 375, height: 88), scale: 3, background: grey)) }
            },
            Benchmark("raster.circle.large", bytesPerRun: 1000 * 1000 * 4) {
                let list = DisplayList([.fill(Path(circleCenter: Point(500, 500), radius: 490), .solid(blue), .nonZero)])
                return { blackHole(try list.render(size: Size(width: 1000, height: 1000), scale: 1, background: .white)) }
            },
            Benchmark("raster.path.svg", bytesPerRun: 72 * 72 * 4) {
                return {
                    let icon = try Path(svgData: heart)
                    blackHole(Rasterizer.mask(for: icon.transformed(by: .scale(3)), fillRule: .nonZero))
                }
            },
        ]
    }

    static let grey = Color(hex: 0xF2F2F7)
    static let blue = Color(hex: 0x007AFF)
    /// A 24 × 24 pt heart icon (SVG path data).
    static let heart = "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09"
        + "C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"

    /// The benchmark card (375 × 88 pt): white rounded rect r 12 with a blur-8 y-2 12 % shadow
    /// and a 0.5 pt border, a red capsule badge, two 6 pt-radius chips and a small icon path.
    static func card() -> DisplayList {
        let card = Rect(x: 12, y: 8, width: 351, height: 72)
        let radii = CornerRadii(all: 12)
        var list = DisplayList()
        list.append(.shadowedRoundedRect(card, radii, continuous: true,
                                      Shadow(offset: Point(0, 2), blur: 8, color: Color(white: 0, alpha: 0.12)), .solid(.white)))
        list.append(.stroke(Path(roundedRect: card.insetBy(dx: 0.25, dy: 0.25), radius: 11.75, continuous: true),
                         StrokeStyle(width: 0.5), .solid(Color(hex: 0xC6C6C8))))
        list.append(.fill(Path(capsule: Rect(x: 319, y: 18, width: 32, height: 18)), .solid(Color(hex: 0xFF3B30)), .nonZero))
        list.append(.roundedRect(Rect(x: 64, y: 52, width: 64, height: 20), CornerRadii(all: 6), continuous: false,
                              .solid(Color(hex: 0xE5F1FF))))
        list.append(.roundedRect(Rect(x: 136, y: 52, width: 80, height: 20), CornerRadii(all: 6), continuous: false,
                              .solid(Color(hex: 0xE8F8EC))))
        if let icon = try? Path(svgData: heart) {
            list.append(.fill(icon.transformed(by: Transform.scale(0.9).concatenating(.translation(x: 24, y: 20))),
                           .solid(blue), .nonZero))
        }
        return list
    }
}
