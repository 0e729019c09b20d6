import CellShotRaster

/// Groups differing pixels into changed regions: clusters of pixels at most `mergeDistance`
/// apart in x and in y (1 = plain 8-connectivity), then boxes that come that close merge too.
/// Sorted by box area, largest first (ties: more pixels, then top-most, then left-most).
enum RegionFinder {
    private struct Run { var row: Int; var x0: Int; var x1: Int }   // x1 inclusive

    static func regions(marks: PixelMarks, canvasWidth: Int, mergeDistance distance: Int) -> [ChangedRegion] {
        // 1. Runs of consecutive differing pixels, row-major.
        var runs: [Run] = []
        var rowStarts: [Int] = []   // index of the first run of each row that has runs
        marks.indices.withUnsafeBufferPointer { idx in
            marks.marks.withUnsafeBufferPointer { kinds in
                for i in 0..<idx.count where kinds[i] != .antialiased {
                    let position = Int(idx[i]), pixelRow = position / canvasWidth, column = position - pixelRow * canvasWidth
                    if let last = runs.last, last.row == pixelRow, last.x1 + 1 == column {
                        runs[runs.count - 1].x1 = column
                    } else {
                        if runs.last?.row != pixelRow { rowStarts.append(runs.count) }
                        runs.append(Run(row: pixelRow, x0: column, x1: column))
                    }
                }
            }
        }
        if runs.isEmpty { return [] }

        // 2. Union runs within d of each other.
        var parent = Array(0..<runs.count)
        func find(_ start: Int) -> Int {
            var root = start
            while parent[root] != root { root = parent[root] }
            var node = start
            while parent[node] != root { let next = parent[node]; parent[node] = root; node = next }
            return root
        }
        func union(_ first: Int, _ second: Int) {
            let firstRoot = find(first), secondRoot = find(second)
            if firstRoot != secondRoot { if firstRoot < secondRoot { parent[secondRoot] = firstRoot } else { parent[firstRoot] = secondRoot } }
        }
        rowStarts.append(runs.count)
        for row in 0..<(rowStarts.count - 1) {
            let start = rowStarts[row], end = rowStarts[row + 1]
            for i in start..<end {
                let current = runs[i]
                if i > start && current.x0 - runs[i - 1].x1 <= distance { union(i, i - 1) }
                var prev = row - 1
                while prev >= 0 && current.row - runs[rowStarts[prev]].row <= distance {
                    // First run in that row whose right end reaches current.x0 − distance.
                    var lo = rowStarts[prev], hi = rowStarts[prev + 1]
                    while lo < hi {
                        let mid = (lo + hi) / 2
                        if runs[mid].x1 < current.x0 - distance { lo = mid + 1 } else { hi = mid }
                    }
                    var other = lo
                    while other < rowStarts[prev + 1] && runs[other].x0 <= current.x1 + distance { union(i, other); other += 1 }
                    prev -= 1
                }
            }
        }

        // 3. Boxes per component, in order of first appearance (deterministic).
        var slot = [Int](repeating: -1, count: runs.count)
        var boxes: [ChangedRegion] = []
        for i in 0..<runs.count {
            let root = find(i), span = runs[i]
            let run = IntRect(x: span.x0, y: span.row, width: span.x1 - span.x0 + 1, height: 1)
            if slot[root] < 0 {
                slot[root] = boxes.count
                boxes.append(ChangedRegion(bounds: run, pixels: 0))
            }
            boxes[slot[root]] = extend(boxes[slot[root]], by: run, pixels: run.width)
        }
        return sorted(mergeBoxes(boxes, distance))
    }

    /// Adds the parts of the canvas outside the compared overlap (all different) as regions.
    static func addingOutside(_ regions: [ChangedRegion], overlapWidth: Int, overlapHeight: Int,
                              canvasWidth: Int, canvasHeight: Int) -> [ChangedRegion] {
        var out = regions
        if canvasWidth > overlapWidth {
            let extraWidth = canvasWidth - overlapWidth
            out.append(ChangedRegion(bounds: IntRect(x: overlapWidth, y: 0, width: extraWidth, height: canvasHeight),
                                     pixels: extraWidth * canvasHeight))
        }
        if canvasHeight > overlapHeight {
            let extraHeight = canvasHeight - overlapHeight
            out.append(ChangedRegion(bounds: IntRect(x: 0, y: overlapHeight, width: overlapWidth, height: extraHeight),
                                     pixels: overlapWidth * extraHeight))
        }
        return sorted(out)
    }

    /// `region` grown to cover `box` too, with `pixels` more differing pixels.
    private static func extend(_ region: ChangedRegion, by box: IntRect, pixels: Int) -> ChangedRegion {
        ChangedRegion(bounds: region.bounds.union(box), pixels: region.pixels + pixels)
    }

    /// Merges boxes whose gap is at most `d` in both x and y until none is left.
    /// Beyond 4096 clusters (noise), the pixel clustering alone stands, to keep this bounded.
    private static func mergeBoxes(_ input: [ChangedRegion], _ distance: Int) -> [ChangedRegion] {
        var boxes = input
        guard boxes.count <= 4096 else { return boxes }
        var merged = true
        while merged {
            merged = false
            var first = 0
            while first < boxes.count {
                var second = first + 1
                while second < boxes.count {
                    let firstBounds = boxes[first].bounds, secondBounds = boxes[second].bounds
                    let gapX = max(0, secondBounds.minX - (firstBounds.maxX - 1), firstBounds.minX - (secondBounds.maxX - 1))
                    let gapY = max(0, secondBounds.minY - (firstBounds.maxY - 1), firstBounds.minY - (secondBounds.maxY - 1))
                    if gapX <= distance && gapY <= distance {
                        boxes[first] = extend(boxes[first], by: secondBounds, pixels: boxes[second].pixels)
                        boxes.remove(at: second)
                        merged = true
                    } else {
                        second += 1
                    }
                }
                first += 1
            }
        }
        return boxes
    }

    private static func sorted(_ boxes: [ChangedRegion]) -> [ChangedRegion] {
        boxes.sorted { lhs, rhs in
            if lhs.bounds.area != rhs.bounds.area { return lhs.bounds.area > rhs.bounds.area }
            if lhs.pixels != rhs.pixels { return lhs.pixels > rhs.pixels }
            if lhs.bounds.y != rhs.bounds.y { return lhs.bounds.y < rhs.bounds.y }
            return lhs.bounds.x < rhs.bounds.x
        }
    }
}
