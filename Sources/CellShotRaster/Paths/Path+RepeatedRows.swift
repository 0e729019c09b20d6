/// Rows of a fill that only whole vertical edges cross: the straight sides of a card, a table
/// row or a capsule. Each such row receives the same cells from the same edges (a vertical
/// edge gives every row it spans the same `x` and the same full weight, in the accumulator and
/// in the sweep alike), so its coverage is that of the row above; `Canvas.recordSpans`
/// rasterizes the first row and repeats its spans.
extension Path {
    /// The longest run of device rows within `rows`, but its first, whose coverage equals the
    /// coverage of the row just above the run, or nil when no run of at least
    /// ``minimumRepeatedRows`` rows exists.
    ///
    /// A row qualifies when no curve, slanted or horizontal edge comes within one pixel of it
    /// (by the control points' y extent: flattened points stay inside it) and no vertical edge
    /// ends within one pixel of it; so every edge reaching the row crosses it and its
    /// neighbours from top to bottom at one `x`.
    func repeatedRows(within rows: Range<Int>) -> Range<Int>? {
        guard rows.count > Path.minimumRepeatedRows, let (blocked, extent) = blockedRows(within: rows) else { return nil }
        // Rows beyond the path's extent are empty: nothing to repeat there.
        let clamped = rows.clamped(to: extent)
        var best: Range<Int>? = nil
        // A clear run's first row is rasterized; the rest repeat it.
        func close(_ run: Range<Int>) {
            let repeated = (run.lowerBound + 1)..<run.upperBound
            if repeated.count >= Path.minimumRepeatedRows, repeated.count > best?.count ?? 0 { best = repeated }
        }
        var depth: Int32 = 0
        var runStart: Int? = nil
        blocked.withUnsafeBufferPointer { starts in
            for row in rows {
                depth += starts[row - rows.lowerBound]
                if depth == 0, clamped.contains(row) {
                    if runStart == nil { runStart = row }
                } else if let start = runStart {
                    close(start..<row)
                    runStart = nil
                }
            }
        }
        if let start = runStart { close(start..<rows.upperBound) }
        return best
    }

    /// Runs shorter than this are rasterized row by row.
    static let minimumRepeatedRows = 4

    /// Per row of `rows`, the number of blocks starting there minus those ending there (a block
    /// being the rows near anything but the middle of a vertical edge), and the rows the path
    /// spans; nil when a coordinate is not finite or no edge is vertical.
    private func blockedRows(within rows: Range<Int>) -> (starts: [Int32], extent: Range<Int>)? {
        var blocks = RowBlocks(rows: rows)
        var start = Point.zero, current = Point.zero
        var open = false
        elements.withUnsafeBufferPointer { list in
            for element in list {
                switch element {
                case let .move(point):
                    if open { blocks.edge(current, start) }
                    start = point; current = point; open = true
                case let .line(point):
                    if !open { start = current; open = true }
                    blocks.edge(current, point)
                    current = point
                case let .quad(control, point):
                    if !open { start = current; open = true }
                    blocks.block(min(current.y, control.y, point.y), max(current.y, control.y, point.y))
                    current = point
                case let .cubic(control1, control2, point):
                    if !open { start = current; open = true }
                    blocks.block(min(current.y, control1.y, control2.y, point.y), max(current.y, control1.y, control2.y, point.y))
                    current = point
                case .close:
                    if open { blocks.edge(current, start) }
                    current = start; open = false
                }
            }
        }
        if open { blocks.edge(current, start) }
        return blocks.finite && blocks.vertical && blocks.top < blocks.bottom ? (blocks.starts, blocks.top..<blocks.bottom) : nil
    }
}

/// The rows an edge blocks, counted as a difference array over the rows looked at.
private struct RowBlocks {
    let rows: Range<Int>
    var starts: [Int32]
    var finite = true, vertical = false
    var top = Int.max, bottom = Int.min

    init(rows: Range<Int>) {
        self.rows = rows
        starts = [Int32](repeating: 0, count: rows.count)
    }

    /// Blocks rows floor(lo) − 1 through floor(hi) + 1: the rows holding lo…hi and one on each side.
    mutating func block(_ lo: Double, _ hi: Double) {
        guard abs(lo) <= Rasterizer.maxCoordinate, abs(hi) <= Rasterizer.maxCoordinate else { finite = false; return }
        let first = Int(lo.rounded(.down)), last = Int(hi.rounded(.down))
        top = min(top, first); bottom = max(bottom, last + 1)
        let from = min(max(first - 1, rows.lowerBound), rows.upperBound)
        let to = min(max(last + 2, rows.lowerBound), rows.upperBound)
        guard from < to else { return }
        starts[from - rows.lowerBound] += 1
        if to < rows.upperBound { starts[to - rows.lowerBound] -= 1 }
    }

    /// A vertical edge blocks the rows at its ends; any other edge the rows it spans.
    mutating func edge(_ from: Point, _ to: Point) {
        if from.x == to.x {
            vertical = vertical || from.y != to.y
            block(from.y, from.y)
            block(to.y, to.y)
        } else {
            block(min(from.y, to.y), max(from.y, to.y))
        }
    }
}
