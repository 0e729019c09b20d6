/// One level of the canvas's clip: the box outside which nothing is drawn, and inside it either
/// coverage 0…255 for every canvas pixel (already multiplied by the levels below it) or nil
/// when every pixel of the box is fully inside (pixel-aligned rectangles).
struct ClipMask {
    var coverage: [UInt8]?
    var bounds: IntRect
}

extension Canvas {
    /// Intersects the clip with `path` (device pixels) until the matching pop. A path that
    /// cannot be drawn (empty, non-finite) clips everything away.
    mutating func pushClip(_ path: Path, _ rule: FillRule) {
        let canvasWidth = width
        var coverage = [UInt8](repeating: 0, count: canvasWidth * height)
        var bounds = IntRect.zero
        let previous = clipStack.last
        let accumulator = scratch.accumulator, sweep = scratch.sweep
        if let pb = Rasterizer.pixelBounds(of: path) {
            if let box = drawableBox.intersection(pb) {
                var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
                for band in Canvas.bands(of: box) {
                    accumulator.reset(x: band.x, y: band.y, width: band.width, height: band.height)
                    let readRule = Rasterizer.accumulate(path, fillRule: rule, into: accumulator, sweep: sweep)
                    coverage.withUnsafeMutableBufferPointer { cb in
                        guard let coverageStart = cb.baseAddress else { return }
                        for row in accumulator.activeRows {
                            let pixelRow = band.y + row
                            let line = coverageStart + pixelRow * canvasWidth
                            let local = accumulator.coverageRow(row, fillRule: readRule, into: line + band.x)
                            // Columns outside `local` were written as zero; keep them so.
                            if local.isEmpty { continue }
                            let range = (local.lowerBound + band.x)..<(local.upperBound + band.x)
                            if let previous = previous?.coverage {
                                previous.withUnsafeBufferPointer { clipBuffer in
                                    Compositor.applyClip(line, clip: clipBuffer.baseAddress! + pixelRow * canvasWidth, range: range)
                                }
                            }
                            x0 = min(x0, range.lowerBound); x1 = max(x1, range.upperBound)
                            y0 = min(y0, pixelRow); y1 = max(y1, pixelRow + 1)
                        }
                    }
                }
                if x0 < x1 { bounds = IntRect(minX: x0, minY: y0, maxX: x1, maxY: y1) }
            }
        }
        clipStack.append(ClipMask(coverage: coverage, bounds: bounds))
    }

    /// Intersects the clip with a rectangle (device pixels) when its edges lie on whole pixels
    /// (within 10⁻⁹): only the box narrows, no coverage is computed. Returns false otherwise.
    mutating func pushAlignedClip(_ rect: Rect) -> Bool {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        guard !rect.isEmpty, edges.allSatisfy({ $0.isFinite && abs($0) < 1e9 && abs($0 - $0.rounded()) <= 1e-9 }) else { return false }
        let box = IntRect(minX: Int(rect.minX.rounded()), minY: Int(rect.minY.rounded()),
                          maxX: Int(rect.maxX.rounded()), maxY: Int(rect.maxY.rounded()))
        let bounds = drawableBox.intersection(box) ?? .zero
        clipStack.append(ClipMask(coverage: clipStack.last?.coverage, bounds: bounds))
        return true
    }
}
