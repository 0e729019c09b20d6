import CellShotLayout
import CellShotRaster

/// Bitmaps for the sample cells, drawn in code (gradients and shapes through the
/// rasterizer), so the gallery needs no binary assets and every machine draws the same bytes.
public enum SampleImages {
    /// A portrait placeholder: a two-colour gradient disc background with a light head and
    /// shoulders, `side` pixels square.
    public static func avatar(side: Int = 132, from top: Color, to bottom: Color) -> Image {
        let extent = Double(side)
        var list = DisplayList()
        list.append(.fill(Path(rect: Rect(x: 0, y: 0, width: extent, height: extent)), gradient(top, bottom, height: extent), .nonZero))
        let figure = Color(white: 1, alpha: 0.88)
        list.append(.fill(Path(circleCenter: Point(extent * 0.5, extent * 0.4), radius: extent * 0.19), .solid(figure), .nonZero))
        list.append(.fill(Path(ellipseIn: Rect(x: extent * 0.17, y: extent * 0.66, width: extent * 0.66, height: extent * 0.62)), .solid(figure), .nonZero))
        return render(list, width: side, height: side)
    }

    /// A 16:9 landscape: sky, sun, two ranges of hills; `width` pixels wide.
    public static func landscape(width: Int = 384) -> Image {
        let imageWidth = Double(width), imageHeight = (imageWidth * 9 / 16).rounded()
        var list = DisplayList()
        list.append(.fill(Path(rect: Rect(x: 0, y: 0, width: imageWidth, height: imageHeight)),
                       gradient(Color(hex: 0x2E5AAC), Color(hex: 0xF6B38E), height: imageHeight), .nonZero))
        list.append(.fill(Path(circleCenter: Point(imageWidth * 0.7, imageHeight * 0.42), radius: imageHeight * 0.13), .solid(Color(hex: 0xFFE08A)), .nonZero))
        list.append(.fill(hills(imageWidth, imageHeight, base: 0.62, peaks: [(0.0, 0.70), (0.22, 0.48), (0.45, 0.66), (0.68, 0.52), (1.0, 0.64)]),
                       .solid(Color(hex: 0x3B5B7A)), .nonZero))
        list.append(.fill(hills(imageWidth, imageHeight, base: 0.8, peaks: [(0.0, 0.78), (0.3, 0.7), (0.6, 0.84), (1.0, 0.72)]),
                       .solid(Color(hex: 0x1F3A4D)), .nonZero))
        return render(list, width: width, height: Int(imageHeight))
    }

    /// A product shot: a watch on a light background, `side` pixels square.
    public static func watch(side: Int = 192) -> Image {
        let extent = Double(side)
        var list = DisplayList()
        list.append(.fill(Path(rect: Rect(x: 0, y: 0, width: extent, height: extent)), gradient(Color(hex: 0xF4F4F6), Color(hex: 0xDCDDE2), height: extent), .nonZero))
        let band = Color(hex: 0xE2573B)
        list.append(.roundedRect(Rect(x: extent * 0.36, y: 0, width: extent * 0.28, height: extent), CornerRadii(all: extent * 0.04), continuous: true, .solid(band)))
        list.append(.roundedRect(Rect(x: extent * 0.27, y: extent * 0.24, width: extent * 0.46, height: extent * 0.52), CornerRadii(all: extent * 0.12), continuous: true,
                              .solid(Color(hex: 0x2B2B2E))))
        list.append(.roundedRect(Rect(x: extent * 0.3, y: extent * 0.275, width: extent * 0.4, height: extent * 0.45), CornerRadii(all: extent * 0.09), continuous: true,
                              .solid(Color(hex: 0x050505))))
        list.append(.stroke(Path(circleCenter: Point(extent * 0.5, extent * 0.5), radius: extent * 0.11), StrokeStyle(width: extent * 0.035),
                         .solid(Color(hex: 0x34C759))))
        return render(list, width: side, height: side)
    }

    private static func gradient(_ top: Color, _ bottom: Color, height: Double) -> Paint {
        .linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, height),
                                       stops: [.init(location: 0, color: top), .init(location: 1, color: bottom)]))
    }

    /// A closed band of hills along the bottom through (x, y) fractions of the image.
    private static func hills(_ width: Double, _ height: Double, base: Double, peaks: [(Double, Double)]) -> Path {
        var path = Path()
        path.move(to: Point(0, height))
        path.line(to: Point(0, peaks[0].1 * height))
        for i in 1..<peaks.count {
            let previous = peaks[i - 1], next = peaks[i]
            let mid = (previous.0 + next.0) / 2 * width
            path.cubic(to: Point(next.0 * width, next.1 * height), control1: Point(mid, previous.1 * height), control2: Point(mid, next.1 * height))
        }
        path.line(to: Point(width, height))
        path.close()
        return path
    }

    private static func render(_ list: DisplayList, width: Int, height: Int) -> Image {
        (try? list.render(size: Size(width: Double(width), height: Double(height)), scale: 1)) ?? Image(width: 1, height: 1)
    }
}
