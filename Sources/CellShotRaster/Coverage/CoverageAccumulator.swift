internal import CRasterKernels

/// Signed-area accumulation (font-rs style) over a pixel box, with integer cells so that the
/// prefix sum along each row is exact.
///
/// Every line is clipped to the box (parts left/right of it become vertical lines on the
/// box's edge, parts above/below are dropped), its y coordinates are quantized to
/// 1/`ySteps` px, and each row's share of the line (an exact integer `dy`) is split among the
/// cells it crosses: fractions are computed in floating point, but the running total is
/// rounded, so the parts always add up to exactly `dy · 16`. Therefore every row of a closed
/// polygon sums to exactly zero and nothing leaks to the right. One full pixel is `one`
/// (65 536). Work is tracked per 32-cell block so that untouched stretches of a row are
/// filled with one constant value and cleared cheaply.
final class CoverageAccumulator: LineSink {
    static let ySteps = 4096
    static let one: Int32 = 65536
    static let blockShift = 5

    private(set) var originX = 0
    private(set) var originY = 0
    private(set) var width = 0
    private(set) var height = 0
    private var stride = 0
    private var acc: [Int32] = []
    private var blocksPerRow = 0
    private var wordsPerRow = 0
    private var touched: [UInt64] = []
    /// Rows `minRow..<maxRow` may hold non-zero cells.
    private var minRow = Int.max
    private var maxRow = Int.min

    init() {}

    /// Cells allocated (the largest box prepared so far).
    var cellCapacity: Int { acc.count }

    /// Box-local rows that lines and the sweep leave untouched (their coverage is taken from
    /// elsewhere, see `Path.repeatedRows(within:)`).
    private(set) var skipped: Range<Int> = 0..<0

    /// Prepares an empty box of `width × height` pixels whose top-left pixel is (`x`, `y`),
    /// whose box-local rows `skipping` receive nothing.
    func reset(x: Int, y: Int, width: Int, height: Int, skipping: Range<Int> = 0..<0) {
        clear()
        originX = x; originY = y
        skipped = skipping
        self.width = max(0, width); self.height = max(0, height)
        stride = self.width + 2
        blocksPerRow = (stride + 31) >> CoverageAccumulator.blockShift
        wordsPerRow = (blocksPerRow + 63) >> 6
        let cells = stride * self.height
        if acc.count < cells { acc = [Int32](repeating: 0, count: cells) }
        let words = wordsPerRow * self.height
        if touched.count < words { touched = [UInt64](repeating: 0, count: words) }
    }

    /// Zeroes the cells written since the last reset.
    private func clear() {
        guard minRow < maxRow else { minRow = .max; maxRow = .min; return }
        acc.withUnsafeMutableBufferPointer { a in
            touched.withUnsafeMutableBufferPointer { t in
                for row in minRow..<maxRow {
                    for w in 0..<wordsPerRow {
                        var bits = t[row * wordsPerRow + w]
                        t[row * wordsPerRow + w] = 0
                        while bits != 0 {
                            let b = bits.trailingZeroBitCount
                            bits &= bits - 1
                            let start = row * stride + ((w << 6) + b) << CoverageAccumulator.blockShift
                            let end = min(start + 32, (row + 1) * stride)
                            for i in start..<end { a[i] = 0 }
                        }
                    }
                }
            }
        }
        minRow = .max; maxRow = .min
    }

    /// Adds lines given in absolute device pixels (one exclusive access for the whole batch).
    func addLines(_ lines: UnsafeBufferPointer<LineSegment>) {
        guard !lines.isEmpty else { return }
        let ox = Double(originX), oy = Double(originY)
        var lo = minRow, hi = maxRow
        acc.withUnsafeMutableBufferPointer { a in
            touched.withUnsafeMutableBufferPointer { t in
                var target = CellTarget(a: a, t: t, width: width, height: height, stride: stride,
                                        wordsPerRow: wordsPerRow, skipped: skipped, minRow: lo, maxRow: hi)
                for l in lines { target.addLocalLine(l.ax - ox, l.ay - oy, l.bx - ox, l.by - oy) }
                lo = target.minRow; hi = target.maxRow
            }
        }
        minRow = lo; maxRow = hi
    }

    /// One side of a trapezoid inside a row: a line from x `xs` (top) to `xe` (bottom), both
    /// within 0…width, carrying `d` (a full pixel is `one`).
    struct RowPiece { var xs: Double; var xe: Double; var d: Int }

    /// Adds the pieces of box-local row `row` (the sweep's trapezoid sides).
    func addRowPieces(row: Int, _ pieces: [RowPiece]) {
        guard row >= 0, row < height, !pieces.isEmpty else { return }
        minRow = min(minRow, row); maxRow = max(maxRow, row + 1)
        acc.withUnsafeMutableBufferPointer { a in
            touched.withUnsafeMutableBufferPointer { t in
                let target = CellTarget(a: a, t: t, width: width, height: height, stride: stride,
                                        wordsPerRow: wordsPerRow, skipped: skipped, minRow: 0, maxRow: 0)
                for p in pieces where p.d != 0 { target.distribute(row: row, p.xs, p.xe, p.d) }
            }
        }
    }

    /// Rows that may hold coverage, in box-local row numbers.
    var activeRows: Range<Int> { minRow < maxRow ? minRow..<maxRow : 0..<0 }

    /// Appends one row's covered spans to `rec`, in canvas columns (box-local column + `dx`) and
    /// row `y`: a span crossing no edge as its constant coverage, a span over touched blocks as
    /// its per-pixel bytes (computed in `row`, box-local, then appended). Uncovered spans are
    /// skipped. No closure per span, so an unoptimised build stays fast.
    func appendSpans(_ row: Int, fillRule: FillRule, dx: Int, y: Int, scratch out: UnsafeMutablePointer<UInt8>,
                     into rec: inout FillCoverageCache.Recording) {
        let evenOdd: Int32 = fillRule == .evenOdd ? 1 : 0
        let w = width, shift = CoverageAccumulator.blockShift
        acc.withUnsafeBufferPointer { a in
            touched.withUnsafeBufferPointer { t in
                guard let ap = a.baseAddress, let tp = t.baseAddress else { return }
                var sum: Int64 = 0
                var x = 0
                let cells = ap + row &* stride
                let bits = tp + row &* wordsPerRow
                while x < w {
                    let block = x >> shift
                    let isTouched = bits[block >> 6] & (1 << UInt64(block & 63)) != 0
                    // Extend the span over following blocks of the same kind.
                    var end = min((block &+ 1) << shift, w)
                    while end < w {
                        let b = end >> shift
                        if (bits[b >> 6] & (1 << UInt64(b & 63)) != 0) != isTouched { break }
                        end = min((b &+ 1) << shift, w)
                    }
                    let span = FillCoverageCache.Span(y: Int32(y), x0: Int32(x &+ dx), x1: Int32(end &+ dx), constant: 0)
                    if isTouched {
                        sum = cs_coverage_bytes(cells + x, end &- x, sum, evenOdd, out + x)
                        rec.spans.append(FillCoverageCache.Span(y: span.y, x0: span.x0, x1: span.x1, constant: -1))
                        rec.bytes.append(contentsOf: UnsafeBufferPointer(start: out + x, count: end &- x))
                    } else {
                        let v = cs_coverage_byte(sum, evenOdd)
                        if v != 0 { rec.spans.append(FillCoverageCache.Span(y: span.y, x0: span.x0, x1: span.x1, constant: Int16(v))) }
                    }
                    x = end
                }
            }
        }
    }

    /// Writes one row's coverage bytes (0…255) for box-local columns `0..<width` into `out`
    /// and returns the first and last+1 columns that may be non-zero (an empty range when
    /// the row is empty).
    func coverageRow(_ row: Int, fillRule: FillRule, into out: UnsafeMutablePointer<UInt8>) -> Range<Int> {
        let one = Int(CoverageAccumulator.one)
        let evenOdd = fillRule == .evenOdd
        @inline(__always) func byte(_ s: Int) -> UInt8 {
            var c = s < 0 ? -s : s
            if evenOdd {
                c &= 2 * one - 1
                if c > one { c = 2 * one - c }
            } else if c > one {
                c = one
            }
            return UInt8(truncatingIfNeeded: (c * 255 + 32768) >> 16)
        }
        var first = -1, last = 0
        acc.withUnsafeBufferPointer { a in
            touched.withUnsafeBufferPointer { t in
                var sum = 0
                var x = 0
                let base = row * stride
                while x < width {
                    let block = x >> CoverageAccumulator.blockShift
                    let blockEnd = min((block + 1) << CoverageAccumulator.blockShift, width)
                    let isTouched = t[row * wordsPerRow + (block >> 6)] & (1 << UInt64(block & 63)) != 0
                    if isTouched {
                        for i in x..<blockEnd {
                            sum += Int(a[base + i])
                            let v = byte(sum)
                            out[i] = v
                            if v != 0 { if first < 0 { first = i }; last = i + 1 }
                        }
                    } else {
                        let v = byte(sum)
                        Fill.bytes(out + x, v, count: blockEnd - x)
                        if v != 0 { if first < 0 { first = x }; last = blockEnd }
                    }
                    x = blockEnd
                }
            }
        }
        return first < 0 ? 0..<0 : first..<last
    }
}

/// A straight edge in device pixels, as handed from the path walker to a `LineSink`.
struct LineSegment {
    var ax, ay, bx, by: Double
}

/// The accumulator's cells and block bitmap as plain pointers, with the line and piece
/// arithmetic: a value used as a local, so the hot loops run without dynamic exclusivity checks.
struct CellTarget {
    let a: UnsafeMutableBufferPointer<Int32>
    let t: UnsafeMutableBufferPointer<UInt64>
    let width: Int, height: Int, stride: Int, wordsPerRow: Int
    /// Rows lines leave untouched.
    let skipped: Range<Int>
    var minRow: Int, maxRow: Int

    /// Adds a line in box-local pixels, clipping it to the box's columns.
    mutating func addLocalLine(_ x0In: Double, _ y0In: Double, _ x1In: Double, _ y1In: Double) {
        let x0 = x0In, y0 = y0In, x1 = x1In, y1 = y1In
        let h = Double(height), w = Double(width)
        // Clip vertically: outside rows contribute nothing.
        if y0 == y1 { return }
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        // Rows outside the box are skipped in `segment` (not clipped here), so a line gives the
        // same cell values whichever box or band it is accumulated in.
        // Split where the line crosses x = 0 or x = w; outside parts run along the edge.
        var ts: (Double, Double) = (2, 2)
        if (x0 < 0) != (x1 < 0) { ts.0 = (0 - x0) / (x1 - x0) }
        if (x0 > w) != (x1 > w) { ts.1 = (w - x0) / (x1 - x0) }
        if ts.0 > ts.1 { ts = (ts.1, ts.0) }
        var px = x0, py = y0
        @inline(__always) func piece(_ t: Double) {
            guard t <= 1 else { return }
            let qx = t == 1 ? x1 : x0 + (x1 - x0) * t
            let qy = t == 1 ? y1 : y0 + (y1 - y0) * t
            let mid = (px + qx) * 0.5
            if mid <= 0 { segment(0, py, 0, qy) }
            else if mid >= w { segment(w, py, w, qy) }
            else { segment(min(max(px, 0), w), py, min(max(qx, 0), w), qy) }
            px = qx; py = qy
        }
        piece(ts.0); piece(ts.1); piece(1)
    }

    /// Accumulates a line lying inside the box's columns (0 ≤ x ≤ width); rows outside are skipped.
    mutating func segment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let steps = Double(CoverageAccumulator.ySteps)
        var qa = Int((y0 * steps).rounded()), qb = Int((y1 * steps).rounded())
        if qa == qb { return }
        var xa = x0, xb = x1
        var dir = 1
        if qa > qb { swap(&qa, &qb); swap(&xa, &xb); dir = -1 }
        // Wholly above the box (a piece of a split line can be): integer division truncates
        // toward zero, so the row range below would wrongly include row 0.
        guard qb > 0 else { return }
        let dxdq = (xb - xa) / Double(qb - qa)
        let firstRow = max(0, qa / CoverageAccumulator.ySteps)
        let lastRow = min((qb - 1) / CoverageAccumulator.ySteps, height - 1)
        if firstRow > lastRow { return }
        minRow = min(minRow, firstRow); maxRow = max(maxRow, lastRow + 1)
        var row = firstRow
        while row <= lastRow {
            if skipped.contains(row) { row = skipped.upperBound; continue }
            let qs = max(qa, row * CoverageAccumulator.ySteps)
            let qe = min(qb, (row + 1) * CoverageAccumulator.ySteps)
            let xs = qs == qa ? xa : xa + Double(qs - qa) * dxdq
            let xe = qe == qb ? xb : xa + Double(qe - qa) * dxdq
            let d = (qe - qs) * dir * 16
            distribute(row: row, xs, xe, d)
            row += 1
        }
    }

    /// Splits `d` among the cells the row's piece of line (from x `xs` to `xe`) covers.
    @inline(__always)
    func distribute(row: Int, _ xs: Double, _ xe: Double, _ d: Int) {
        let base = row * stride
        let x0 = min(xs, xe), x1 = max(xs, xe)
        let x0floor = x0.rounded(.down)
        let x0i = Int(x0floor)
        let x1ceil = x1.rounded(.up)
        let x1i = Int(x1ceil)
        @inline(__always) func mark(_ x: Int) {
            let block = x >> CoverageAccumulator.blockShift
            t[row * wordsPerRow + (block >> 6)] |= 1 << UInt64(block & 63)
        }
        if x1i <= x0i + 1 {
            // Within one cell: split by the mean x.
            let xmf = 0.5 * (xs + xe) - x0floor
            let right = Int((Double(d) * xmf).rounded())
            a[base + x0i] &+= Int32(d - right)
            a[base + x0i + 1] &+= Int32(right)
            mark(x0i); mark(x0i + 1)
            return
        }
        let s = 1 / (x1 - x0)
        let x0f = x0 - x0floor
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = x1 - x1ceil + 1
        let am = 0.5 * s * x1f * x1f
        let dd = Double(d)
        var cum = a0
        var done = Int((dd * cum).rounded())
        a[base + x0i] &+= Int32(done)
        mark(x0i)
        if x1i == x0i + 2 {
            cum = 1 - am
            let q = Int((dd * cum).rounded())
            a[base + x0i + 1] &+= Int32(q - done)
            done = q
            mark(x0i + 1)
        } else {
            let a1 = s * (1.5 - x0f)
            cum = a1
            var q = Int((dd * cum).rounded())
            a[base + x0i + 1] &+= Int32(q - done)
            done = q
            mark(x0i + 1)
            if x1i - 1 > x0i + 2 {
                for xi in (x0i + 2)..<(x1i - 1) {
                    cum += s
                    q = Int((dd * cum).rounded())
                    a[base + xi] &+= Int32(q - done)
                    done = q
                    mark(xi)
                }
            }
            cum = 1 - am
            q = Int((dd * cum).rounded())
            a[base + x1i - 1] &+= Int32(q - done)
            done = q
            mark(x1i - 1)
        }
        a[base + x1i] &+= Int32(d - done)
        mark(x1i)
    }
}
