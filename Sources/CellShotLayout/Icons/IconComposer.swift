import CellShotRaster

/// Composes SF Symbols variants a set lacks from its glyphs, in the 16 × 16 view box. Cut-outs
/// are one even-odd path (the shape, then the glyph inside it), an approximation where a
/// glyph's own contours overlap. Layers follow SF Symbols' order: the enclosed glyph and the
/// slash are primary, the ring, disc or square and the slashed glyph secondary; a badge is
/// the secondary layer of the glyph it marks.
enum IconComposer {
    enum Shape { case circle, square }

    static func outline(_ shape: Shape, inset: Double) -> Path {
        let rect = Rect(x: inset, y: inset, width: 16 - 2 * inset, height: 16 - 2 * inset)
        switch shape {
        case .circle: return Path(ellipseIn: rect)
        case .square: return Path(roundedRect: rect, radius: 2 - inset)
        }
    }

    /// `art`'s parts scaled by `scale` about the view box centre, then moved by `dx`, `dy`,
    /// on `layer` (parts of a layered input keep theirs, one level deeper).
    static func scaled(_ art: IconArtwork, _ scale: Double, dx: Double = 0, dy: Double = 0,
                       layer: Int = 0, fillsCutOut: Bool = false) -> [IconArtwork.Part] {
        let factor = scale * 16 / art.viewBox
        let transform = Transform(a: factor, b: 0, c: 0, d: factor, tx: 8 - 8 * scale + dx, ty: 8 - 8 * scale + dy)
        return art.parts.map {
            IconArtwork.Part(path: $0.path.transformed(by: transform), rule: $0.rule, layer: min(2, $0.layer + layer),
                             fillsCutOut: fillsCutOut || $0.fillsCutOut)
        }
    }

    /// All of `art`'s contours as one path, scaled and moved as ``scaled(_:_:dx:dy:)``.
    static func merged(_ art: IconArtwork, scale: Double, dx: Double = 0, dy: Double = 0) -> Path {
        var path = Path()
        for part in scaled(art, scale, dx: dx, dy: dy) { path.append(part.path) }
        return path
    }

    /// The glyph at 9/16 size inside a 1-unit ring, or cut out of the filled shape (and, in
    /// layered rendering, filling its cut-out as the primary layer).
    static func enclosed(_ art: IconArtwork, in shape: Shape, filled: Bool) -> IconArtwork {
        var path = outline(shape, inset: 0)
        if filled {
            path.append(merged(art, scale: 0.5625))
            return IconArtwork(parts: [.init(path: path, rule: .evenOdd, layer: 1)] + scaled(art, 0.5625, fillsCutOut: true), viewBox: 16)
        }
        path.append(outline(shape, inset: 1))
        return IconArtwork(parts: [.init(path: path, rule: .evenOdd, layer: 1)] + scaled(art, 0.5625), viewBox: 16)
    }

    /// The glyph crossed by a bar from the top leading to the bottom trailing corner.
    static func slashed(_ art: IconArtwork) -> IconArtwork {
        var bar = Path()
        bar.move(to: Point(x: 1.6, y: 0.9)); bar.line(to: Point(x: 15.1, y: 14.4))
        bar.line(to: Point(x: 14.4, y: 15.1)); bar.line(to: Point(x: 0.9, y: 1.6)); bar.close()
        return IconArtwork(parts: scaled(art, 1, layer: 1) + [.init(path: bar, rule: .nonZero)], viewBox: 16)
    }

    /// The glyph at 13/16 size towards the top leading corner and a 7-unit disc with `mark`
    /// cut out (when given) at the bottom trailing corner.
    static func badged(_ art: IconArtwork, _ mark: IconArtwork?) -> IconArtwork {
        var disc = Path(circleCenter: Point(x: 12.5, y: 12.5), radius: 3.5)
        if let mark { disc.append(merged(mark, scale: 0.3, dx: 4.5, dy: 4.5)) }
        return IconArtwork(parts: scaled(art, 0.8125, dx: -1.5, dy: -1.5) + [.init(path: disc, rule: .evenOdd, layer: 1)], viewBox: 16)
    }
}
