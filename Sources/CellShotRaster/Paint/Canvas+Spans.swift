internal import CRasterKernels

/// Fills as recorded coverage spans: a path is rasterized into a `FillCoverageCache.Recording`
/// (rows, column ranges, constant or per-pixel coverage, in rasterizer order), which is then
/// replayed onto the pixels. Solid colours replay in one C call per recording and the spans are
/// appended without a closure per span, so an unoptimised build stays fast; the bytes are the
/// same whichever way a recording was obtained (cache hit, miss, or band by band).
extension Canvas {
    /// Hands the coverage spans of `path` (device pixels) within the drawable box to `replay`
    /// with the canvas: one recording from the shared cache (rasterized and stored there on a
    /// miss), or, when the box is too large to cache, one recording per band as it is rasterized.
    mutating func replayCoverage(_ path: Path, _ rule: FillRule, simpleWinding: Bool,
                                 _ replay: (inout Canvas, FillCoverageCache.Recording) -> Void) {
        guard let pb = Rasterizer.pixelBounds(of: path), let box = drawableBox.intersection(pb) else { return }
        if let rec = coverageRecording(path, rule, simpleWinding: simpleWinding, box: box) {
            replay(&self, rec)
            return
        }
        for band in Canvas.bands(of: box) {
            replay(&self, recordSpans(path, rule, simpleWinding: simpleWinding, box: band))
        }
    }

    /// The coverage spans of `path` within `box`, from the shared cache or rasterized and
    /// stored there; nil when the box is too large to record (a recording never outgrows the cache).
    mutating func coverageRecording(_ path: Path, _ rule: FillRule, simpleWinding: Bool, box: IntRect) -> FillCoverageCache.Recording? {
        guard box.area <= FillCoverageCache.maxBoxPixels else { return nil }
        let key = FillCoverageCache.Key(path, rule, simpleWinding: simpleWinding, box: box)
        if let rec = FillCoverageCache.shared.recording(for: key) { return rec }
        let rec = recordSpans(path, rule, simpleWinding: simpleWinding, box: box)
        FillCoverageCache.shared.store(rec, for: key)
        return rec
    }

    /// Rasterizes `path` within `box`, band by band, into a recording of every covered span.
    /// Rows that only whole vertical edges cross (`Path.repeatedRows(within:)`) are not
    /// rasterized: they repeat the spans of the row above them (unless `repeatingRows` is false:
    /// then every row is rasterized, which gives the same recording).
    mutating func recordSpans(_ path: Path, _ rule: FillRule, simpleWinding: Bool, box: IntRect,
                              repeatingRows: Bool = true) -> FillCoverageCache.Recording {
        var rec = FillCoverageCache.Recording()
        let repeated = repeatingRows ? path.repeatedRows(within: box.minY..<box.maxY) ?? 0..<0 : 0..<0
        var repeatedPending = !repeated.isEmpty
        let accumulator = scratch.accumulator, sweep = scratch.sweep
        rowCoverage.withUnsafeMutableBufferPointer { cb in
            guard let coverage = cb.baseAddress else { return }
            for band in Canvas.bands(of: box) {
                let skipped = repeated.clamped(to: band.minY..<band.maxY)
                accumulator.reset(x: band.x, y: band.y, width: band.width, height: band.height,
                                  skipping: (skipped.lowerBound - band.y)..<(skipped.upperBound - band.y))
                let readRule = Rasterizer.accumulate(path, fillRule: rule, into: accumulator, sweep: sweep,
                                                     simpleWinding: simpleWinding)
                for row in accumulator.activeRows where !accumulator.skipped.contains(row) {
                    if repeatedPending, band.y + row >= repeated.upperBound {
                        rec.repeatRow(repeated.lowerBound - 1, over: repeated)
                        repeatedPending = false
                    }
                    accumulator.appendSpans(row, fillRule: readRule, dx: band.x, y: band.y + row, scratch: coverage + band.x, into: &rec)
                }
            }
        }
        if repeatedPending { rec.repeatRow(repeated.lowerBound - 1, over: repeated) }
        return rec
    }

    /// Accumulation cells per band: tall boxes are rasterized in horizontal bands of at most
    /// this many cells, which bounds the scratch memory (16 MB) whatever the canvas size.
    static let bandCells = 1 << 22

    /// `box` cut into horizontal bands of at most ``bandCells`` cells.
    static func bands(of box: IntRect) -> [IntRect] {
        let rows = max(1, bandCells / max(1, box.width))
        return Swift.stride(from: box.minY, to: box.maxY, by: rows).map {
            IntRect(minX: box.minX, minY: $0, maxX: box.maxX, maxY: min(box.maxY, $0 + rows))
        }
    }

    /// Blends the premultiplied colour `color` through a recording's spans, clipped by the innermost
    /// clip (one C call).
    mutating func blendSpans(_ rec: FillCoverageCache.Recording, color: PremultipliedPixel) {
        let ontoOpaque: Int32 = pixelsOpaque ? 1 : 0
        let canvasWidth = width
        // An empty array's buffer still has a base address: pass NULL for "no clip" explicitly.
        let clipped = clipStack.last?.coverage != nil
        let clip = clipStack.last?.coverage ?? []
        pixels.withUnsafeMutableBufferPointer { pb in
            rowCoverage.withUnsafeMutableBufferPointer { cb in
                rec.spans.withUnsafeBufferPointer { sb in
                    rec.bytes.withUnsafeBufferPointer { bb in
                        clip.withUnsafeBufferPointer { kb in
                            cs_blend_spans_solid(pb.baseAddress, canvasWidth, sb.baseAddress, sb.count, bb.baseAddress,
                                                 clipped ? kb.baseAddress : nil, cb.baseAddress, color.r, color.g, color.b, color.a, ontoOpaque)
                        }
                    }
                }
            }
        }
    }

    /// Blends a gradient's colours through a recording's spans, clipped by the innermost clip;
    /// a horizontal gradient's row of colours is already in `rowShade`.
    mutating func shadeSpans(_ rec: FillCoverageCache.Recording, _ shader: GradientShader) {
        let clip = clipStack.last?.coverage
        let canvasWidth = width
        let horizontal = shader.isHorizontal
        var shade = rowShade
        rowShade = []
        defer { rowShade = shade }
        shade.withUnsafeMutableBufferPointer { sb in
            pixels.withUnsafeMutableBufferPointer { pb in
                rowCoverage.withUnsafeMutableBufferPointer { cb in
                    rec.bytes.withUnsafeBufferPointer { bb in
                        guard let sp = sb.baseAddress, let target = pb.baseAddress, let coverage = cb.baseAddress else { return }
                        var offset = 0
                        for span in rec.spans {
                            let row = Int(span.y), range = Int(span.x0)..<Int(span.x1)
                            if span.constant >= 0 {
                                Fill.bytes(coverage + range.lowerBound, UInt8(span.constant), count: range.count)
                            } else {
                                (coverage + range.lowerBound).update(from: bb.baseAddress! + offset, count: range.count)
                                offset += range.count
                            }
                            if let clip {
                                clip.withUnsafeBufferPointer { clipBuffer in
                                    Compositor.applyClip(coverage, clip: clipBuffer.baseAddress! + row * canvasWidth, range: range)
                                }
                            }
                            if !horizontal { shader.shadeRow(y: row, range: range, into: sp) }
                            Compositor.blendShaded(target + row * canvasWidth * 4, source: sp, coverage: coverage, range: range)
                        }
                    }
                }
            }
        }
    }
}

extension FillCoverageCache.Recording {
    /// Appends, for each row of `rows`, a copy of the spans of row `template` (the last row
    /// recorded, or none when it is not: then it had no coverage).
    mutating func repeatRow(_ template: Int, over rows: Range<Int>) {
        var first = spans.count, byteCount = 0
        while first > 0, spans[first - 1].y == Int32(template) {
            first -= 1
            if spans[first].constant < 0 { byteCount += Int(spans[first].x1 - spans[first].x0) }
        }
        let perRow = spans.count - first
        guard perRow > 0 else { return }
        spans.reserveCapacity(spans.count + perRow * rows.count)
        bytes.reserveCapacity(bytes.count + byteCount * rows.count)
        let rowBytes = Array(bytes[(bytes.count - byteCount)...])
        rowBytes.withUnsafeBufferPointer { pattern in
            for row in rows {
                for index in first..<(first + perRow) {
                    var span = spans[index]
                    span.y = Int32(row)
                    spans.append(span)
                }
                bytes.append(contentsOf: pattern)
            }
        }
    }
}
