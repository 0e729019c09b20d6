import CellShotLayout
import CellShotRaster

/// Bitmaps for the sample cells, drawn in code (gradients and shapes through the
/// rasterizer), so the gallery needs no binary assets and every machine draws the same bytes.
public enum SampleImages {
    /// A portrait placeholder: a two-colour gradient disc background with a light head and
    /// shoulders, `side` pixels square.
    public static func avatar(side: Int = 132, from top: Color, to bottom: Color) -> Image {
        let s = Double(side)
        var d = DisplayList()
        d.append(.fill(Path(rect: Rect(x: 0, y: 0, width: s, height: s)), gradient(top, bottom, height: s), .nonZero))
        let figure = Color(white: 1, alpha: 0.88)
        d.append(.fill(Path(circleCenter: Point(s * 0.5, s * 0.4), radius: s * 0.19), .solid(figure), .nonZero))
        d.append(.fill(Path(ellipseIn: Rect(x: s * 0.17, y: s * 0.66, width: s * 0.66, height: s * 0.62)), .solid(figure), .nonZero))
        return render(d, width: side, height: side)
    }

    /// A 16:9 landscape: sky, sun, two ranges of hills; `width` pixels wide.
    public static func landscape(width: Int = 384) -> Image {
        let w = Double(width), h = (w * 9 / 16).rounded()
        var d = DisplayList()
        d.append(.fill(Path(rect: Rect(x: 0, y: 0, width: w, height: h)),
                       gradient(Color(hex: 0x2E5AAC), Color(hex: 0xF6B38E), height: h), .nonZero))
        d.append(.fill(Path(circleCenter: Point(w * 0.7, h * 0.42), radius: h * 0.13), .solid(Color(hex: 0xFFE08A)), .nonZero))
        d.append(.fill(hills(w, h, base: 0.62, peaks: [(0.0, 0.70), (0.22, 0.48), (0.45, 0.66), (0.68, 0.52), (1.0, 0.64)]),
                       .solid(Color(hex: 0x3B5B7A)), .nonZero))
        d.append(.fill(hills(w, h, base: 0.8, peaks: [(0.0, 0.78), (0.3, 0.7), (0.6, 0.84), (1.0, 0.72)]),
                       .solid(Color(hex: 0x1F3A4D)), .nonZero))
        return render(d, width: width, height: Int(h))
    }

    /// A product shot: a watch on a light background, `side` pixels square.
    public static func watch(side: Int = 192) -> Image {
        let s = Double(side)
        var d = DisplayList()
        d.append(.fill(Path(rect: Rect(x: 0, y: 0, width: s, height: s)), gradient(Color(hex: 0xF4F4F6), Color(hex: 0xDCDDE2), height: s), .nonZero))
        let band = Color(hex: 0xE2573B)
        d.append(.roundedRect(Rect(x: s * 0.36, y: 0, width: s * 0.28, height: s), CornerRadii(all: s * 0.04), continuous: true, .solid(band)))
        d.append(.roundedRect(Rect(x: s * 0.27, y: s * 0.24, width: s * 0.46, height: s * 0.52), CornerRadii(all: s * 0.12), continuous: true,
                              .solid(Color(hex: 0x2B2B2E))))
        d.append(.roundedRect(Rect(x: s * 0.3, y: s * 0.275, width: s * 0.4, height: s * 0.45), CornerRadii(all: s * 0.09), continuous: true,
                              .solid(Color(hex: 0x050505))))
        d.append(.stroke(Path(circleCenter: Point(s * 0.5, s * 0.5), radius: s * 0.11), StrokeStyle(width: s * 0.035),
                         .solid(Color(hex: 0x34C759))))
        return render(d, width: side, height: side)
    }

    private static func gradient(_ top: Color, _ bottom: Color, height: Double) -> Paint {
        .linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, height),
                                       stops: [.init(location: 0, color: top), .init(location: 1, color: bottom)]))
    }

    /// A closed band of hills along the bottom through (x, y) fractions of the image.
    private static func hills(_ w: Double, _ h: Double, base: Double, peaks: [(Double, Double)]) -> Path {
        var p = Path()
        p.move(to: Point(0, h))
        p.line(to: Point(0, peaks[0].1 * h))
        for i in 1..<peaks.count {
            let a = peaks[i - 1], b = peaks[i]
            let mid = (a.0 + b.0) / 2 * w
            p.cubic(to: Point(b.0 * w, b.1 * h), control1: Point(mid, a.1 * h), control2: Point(mid, b.1 * h))
        }
        p.line(to: Point(w, h))
        p.close()
        return p
    }

    private static func render(_ d: DisplayList, width: Int, height: Int) -> Image {
        (try? d.render(size: Size(width: Double(width), height: Double(height)), scale: 1)) ?? Image(width: 1, height: 1)
    }
}
