/// One level of the canvas's clip: the box outside which nothing is drawn, and inside it either
/// coverage 0…255 for every canvas pixel (already multiplied by the levels below it) or nil
/// when every pixel of the box is fully inside (pixel-aligned rectangles).
struct ClipMask {
    var coverage: [UInt8]?
    var bounds: PixelBox
}

extension Canvas {
    /// Intersects the clip with `path` (device pixels) until the matching pop. A path that
    /// cannot be drawn (empty, non-finite) clips everything away.
    mutating func pushClip(_ path: Path, _ rule: FillRule) {
        let w = width
        var coverage = [UInt8](repeating: 0, count: w * height)
        var bounds = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        let previous = clipStack.last
        let accumulator = scratch.accumulator, sweep = scratch.sweep
        if let pb = Rasterizer.pixelBounds(of: path) {
            let box = drawableBox.intersection(pb)
            if !box.isEmpty {
                var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
                for band in Canvas.bands(of: box) {
                    accumulator.reset(x: band.x0, y: band.y0, width: band.x1 - band.x0, height: band.y1 - band.y0)
                    let readRule = Rasterizer.accumulate(path, fillRule: rule, into: accumulator, sweep: sweep)
                    coverage.withUnsafeMutableBufferPointer { cb in
                        guard let c = cb.baseAddress else { return }
                        for row in accumulator.activeRows {
                            let y = band.y0 + row
                            let line = c + y * w
                            let local = accumulator.coverageRow(row, fillRule: readRule, into: line + band.x0)
                            // Columns outside `local` were written as zero; keep them so.
                            if local.isEmpty { continue }
                            let range = (local.lowerBound + band.x0)..<(local.upperBound + band.x0)
                            if let previous = previous?.coverage {
                                previous.withUnsafeBufferPointer { k in
                                    Compositor.applyClip(line, clip: k.baseAddress! + y * w, range: range)
                                }
                            }
                            x0 = min(x0, range.lowerBound); x1 = max(x1, range.upperBound)
                            y0 = min(y0, y); y1 = max(y1, y + 1)
                        }
                    }
                }
                if x0 < x1 { bounds = PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) }
            }
        }
        clipStack.append(ClipMask(coverage: coverage, bounds: bounds))
    }

    /// Intersects the clip with a rectangle (device pixels) when its edges lie on whole pixels
    /// (within 10⁻⁹): only the box narrows, no coverage is computed. Returns false otherwise.
    mutating func pushAlignedClip(_ r: Rect) -> Bool {
        let edges = [r.minX, r.minY, r.maxX, r.maxY]
        guard !r.isEmpty, edges.allSatisfy({ $0.isFinite && abs($0) < 1e9 && abs($0 - $0.rounded()) <= 1e-9 }) else { return false }
        let box = PixelBox(x0: Int(r.minX.rounded()), y0: Int(r.minY.rounded()), x1: Int(r.maxX.rounded()), y1: Int(r.maxY.rounded()))
        var bounds = drawableBox.intersection(box)
        if bounds.isEmpty { bounds = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        clipStack.append(ClipMask(coverage: clipStack.last?.coverage, bounds: bounds))
        return true
    }
}
