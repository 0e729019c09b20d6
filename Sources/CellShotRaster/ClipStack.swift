/// One level of the canvas's clip: coverage 0…255 for every canvas pixel (already multiplied
/// by the levels below it) and the box outside which it is zero.
struct ClipMask {
    var coverage: [UInt8]
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
                            if let previous {
                                previous.coverage.withUnsafeBufferPointer { k in
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
}
