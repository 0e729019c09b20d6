internal import CRasterKernels

extension Canvas {
    /// Writes the background pixel `word` everywhere except under `first`'s opaque body.
    ///
    /// When `first` is a rounded rect (with or without its shadow) of an opaque colour, the
    /// pixels of its fully covered core (``fullyCoveredCore(of:radii:)``) on which its coverage is
    /// 255 are left unwritten: drawing `first` stores its colour into each of them before anything
    /// reads them (the shadow skips that core), so the bytes are those of painting everything.
    /// A card or a table row starting the display list saves writing most of the canvas twice.
    mutating func paintBackground(_ word: UInt32, under first: DisplayList.Operation?) {
        let skipped = first.map { opaqueRuns(under: $0) } ?? []
        let rowCount = height
        // Row y's skipped columns as skip[2y]..<skip[2y + 1] (0..<0: none), for one C call.
        var skip = [Int32](repeating: 0, count: skipped.count == rowCount ? 2 * rowCount : 0)
        skip.withUnsafeMutableBufferPointer { sb in
            skipped.withUnsafeBufferPointer { rb in
                var row = 0
                while row < sb.count / 2 {
                    if let run = rb[row] { sb[2 * row] = Int32(run.lowerBound); sb[2 * row + 1] = Int32(run.upperBound) }
                    row += 1
                }
            }
        }
        #if DEBUG
        // Debug builds mark the pixels left out, so a test sees any that stay.
        let markSkipped: Int32 = 1
        #else
        let markSkipped: Int32 = 0
        #endif
        let rowWidth = width
        pixels.withUnsafeMutableBytes { pb in
            skip.withUnsafeBufferPointer { sb in
                guard let base = pb.baseAddress else { return }
                cs_fill_rows_skipping(base.assumingMemoryBound(to: UInt32.self), rowWidth, rowCount, word,
                                      sb.isEmpty ? nil : sb.baseAddress, Canvas.unwrittenMark, markSkipped)
            }
        }
    }

    /// What debug builds write where the background is left out: a translucent magenta no
    /// drawing produces from an opaque background.
    static let unwrittenMark = UInt32(littleEndian: 0x5A00_5A5A)

    /// For each row, the columns `op` certainly overwrites with an opaque colour as its first
    /// drawing, or nil; empty when there are none.
    mutating func opaqueRuns(under op: DisplayList.Operation) -> [Range<Int>?] {
        let rect: Rect, radii: CornerRadii, continuous: Bool, paint: Paint
        switch op {
        case let .roundedRect(area, rr, isContinuous, fill): (rect, radii, continuous, paint) = (area, rr, isContinuous, fill)
        case let .shadowedRoundedRect(area, rr, isContinuous, _, fill): (rect, radii, continuous, paint) = (area, rr, isContinuous, fill)
        default: return []
        }
        let factor = scale
        guard case let .solid(color) = paint, color.alpha >= 1,
              let core = Canvas.fullyCoveredCore(of: rect.scaled(factor), radii: radii.scaled(factor))?.intersection(bounds)
        else { return [] }
        // The same path, rule and box the fill uses, so these are the spans it replays.
        let path = Path(roundedRect: rect.scaled(factor), radii: radii.scaled(factor), continuous: continuous)
        guard let pb = Rasterizer.pixelBounds(of: path), let box = bounds.intersection(pb),
              let rec = coverageRecording(path, .nonZero, simpleWinding: false, box: box)
        else { return [] }
        var runs = [Range<Int>?](repeating: nil, count: height)
        for span in rec.spans where span.constant == 255 && core.minY <= Int(span.y) && Int(span.y) < core.maxY {
            let lo = max(Int(span.x0), core.minX), hi = min(Int(span.x1), core.maxX)
            if lo < hi, (runs[Int(span.y)]?.count ?? 0) < hi - lo { runs[Int(span.y)] = lo..<hi }
        }
        return runs
    }
}
