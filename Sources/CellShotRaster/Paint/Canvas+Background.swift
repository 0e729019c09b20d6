internal import CRasterKernels

extension Canvas {
    /// Writes the background pixel `word` everywhere except under the opaque bodies of
    /// `operations` (``opaqueRuns(under:)``-style runs of every eligible one, merged per row).
    ///
    /// A rounded rect (with or without its shadow) of an opaque colour, drawn straight onto the
    /// canvas, stores its colour into each pixel of its fully covered core
    /// (``fullyCoveredCore(of:radii:)``) on which its coverage is 255, whatever was there: so the
    /// background need not be written there, as long as nothing reads such a pixel to write
    /// another one before that operation runs. Every operation but a backdrop blur reads only the
    /// pixels it writes, so the rects considered are those before the first blur, with no clip or
    /// layer open (a clip could lower their coverage; a layer is composited later). The bytes are
    /// those of painting everything: the table rows and cards of a screen save writing most of
    /// the canvas twice.
    mutating func paintBackground(_ word: UInt32, under operations: [DisplayList.Operation]) {
        let skip = backgroundSkips(under: operations)
        #if DEBUG
        // Debug builds mark the pixels left out, so a test sees any that stay.
        let markSkipped: Int32 = 1
        #else
        let markSkipped: Int32 = 0
        #endif
        let rowWidth = width, rowCount = height
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

    /// Row y's columns skip[2y]..<skip[2y + 1] (none when the first is not less) that some
    /// operation of `operations` eligible to hide the background (see
    /// ``paintBackground(_:under:)``) certainly overwrites with an opaque colour; empty when there
    /// are none. Where two runs of a row neither overlap nor touch, the longer is kept.
    mutating func backgroundSkips(under operations: [DisplayList.Operation]) -> [Int32] {
        var skip: [Int32] = []
        var clips = 0, layers = 0
        scan: for op in operations {
            switch op {
            case .backdropBlur: break scan
            case .pushClip, .pushClipPath: clips += 1
            case .popClip: clips -= 1
            case .beginLayer: layers += 1
            case .endLayer: layers -= 1
            case .roundedRect, .shadowedRoundedRect:
                if clips == 0, layers == 0 { addOpaqueRuns(of: op, leastArea: skip.isEmpty ? 0 : Canvas.leastHiddenBackground, to: &skip) }
            default: continue
            }
        }
        return skip
    }

    /// ``backgroundSkips(under:)`` of `operations`, or of `op` alone, as one optional run per row
    /// (empty when there are none).
    mutating func opaqueRuns(under operations: [DisplayList.Operation]) -> [Range<Int>?] {
        Canvas.rowRuns(backgroundSkips(under: operations))
    }

    mutating func opaqueRuns(under op: DisplayList.Operation) -> [Range<Int>?] {
        var skip: [Int32] = []
        addOpaqueRuns(of: op, leastArea: 0, to: &skip)
        return Canvas.rowRuns(skip)
    }

    /// `skip`'s pairs (start, end) as one run per row, nil where the start is not less.
    private static func rowRuns(_ skip: [Int32]) -> [Range<Int>?] {
        var runs: [Range<Int>?] = []
        runs.reserveCapacity(skip.count / 2)
        for row in 0..<skip.count / 2 {
            let start = Int(skip[2 * row]), end = Int(skip[2 * row + 1])
            runs.append(start < end ? start..<end : nil)
        }
        return runs
    }

    /// The least core, in pixels, worth looking up a rect's coverage for once some background is
    /// left out (the first rect is taken whatever its size): writing a smaller piece of
    /// background costs less than finding out it may be left out.
    static let leastHiddenBackground = 128 * 128

    /// Merges the columns `op` certainly overwrites with an opaque colour into `skip` (two words
    /// per row once any is added; `cs_merge_opaque_runs`), when its core has at least
    /// `leastArea` pixels.
    private mutating func addOpaqueRuns(of op: DisplayList.Operation, leastArea: Int, to skip: inout [Int32]) {
        let rect: Rect, radii: CornerRadii, continuous: Bool, paint: Paint
        switch op {
        case let .roundedRect(area, rr, isContinuous, fill): (rect, radii, continuous, paint) = (area, rr, isContinuous, fill)
        case let .shadowedRoundedRect(area, rr, isContinuous, _, fill): (rect, radii, continuous, paint) = (area, rr, isContinuous, fill)
        default: return
        }
        let factor = scale
        guard case let .solid(color) = paint, color.alpha >= 1,
              let core = Canvas.fullyCoveredCore(of: rect.scaled(factor), radii: radii.scaled(factor))?.intersection(bounds),
              core.area >= leastArea
        else { return }
        // The same path, rule and box the fill uses, so these are the spans it replays.
        let path = Path(roundedRect: rect.scaled(factor), radii: radii.scaled(factor), continuous: continuous)
        guard let pb = Rasterizer.pixelBounds(of: path), let box = bounds.intersection(pb),
              let rec = coverageRecording(path, .nonZero, simpleWinding: false, box: box)
        else { return }
        if skip.isEmpty { skip = [Int32](repeating: 0, count: 2 * height) }
        rec.spans.withUnsafeBufferPointer { spans in
            skip.withUnsafeMutableBufferPointer { runs in
                cs_merge_opaque_runs(spans.baseAddress, spans.count, Int32(core.minX), Int32(core.minY), Int32(core.maxX),
                                     Int32(core.maxY), runs.baseAddress)
            }
        }
    }
}
