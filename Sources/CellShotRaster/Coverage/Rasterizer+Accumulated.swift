// Glyph masks need the plain accumulation path without the band sweep.

extension Rasterizer {
    /// Coverage of `path` by plain signed-area accumulation: per pixel, the absolute
    /// accumulated area clamped to one (non-zero) or folded (even-odd) — what FreeType's
    /// grayscale rasterizer computes. Exact wherever the winding number stays within −1…1,
    /// which holds for font glyph outlines (non-overlapping contours); where contours overlap
    /// it can over-cover edge pixels slightly, exactly like FreeType. Several times faster
    /// than ``mask(for:fillRule:clip:)`` on non-convex paths, which runs the exact band sweep.
    /// Same mask box, origin and limits as ``mask(for:fillRule:clip:)``.
    package static func accumulatedMask(for path: Path, fillRule: FillRule) -> CoverageMask {
        guard let box = pixelBounds(of: path) else { return .empty }
        let w = box.width, h = box.height
        let (pixels, overflow) = w.multipliedReportingOverflow(by: h)
        guard w > 0, h > 0, !overflow, pixels <= maxMaskPixels else { return .empty }
        let acc = CoverageAccumulator()
        acc.reset(x: box.x, y: box.y, width: w, height: h)
        feed(path, into: acc)
        var bytes = [UInt8](repeating: 0, count: pixels)
        bytes.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for row in acc.activeRows {
                _ = acc.coverageRow(row, fillRule: fillRule, into: base + row * w)
            }
        }
        return CoverageMask(width: w, height: h, originX: box.x, originY: box.y, coverage: bytes)
    }
}
