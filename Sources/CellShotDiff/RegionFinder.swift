import CellShotRaster

/// Groups differing pixels into changed regions: clusters of pixels at most `mergeDistance`
/// apart in x and in y (1 = plain 8-connectivity), then boxes that come that close merge too.
/// Sorted by box area, largest first (ties: more pixels, then top-most, then left-most).
enum RegionFinder {
    private struct Run { var y: Int; var x0: Int; var x1: Int }   // x1 inclusive

    static func regions(marks: PixelMarks, canvasWidth: Int, mergeDistance d: Int) -> [ChangedRegion] {
        // 1. Runs of consecutive differing pixels, row-major.
        var runs: [Run] = []
        var rowStarts: [Int] = []   // index of the first run of each row that has runs
        marks.indices.withUnsafeBufferPointer { idx in
            marks.marks.withUnsafeBufferPointer { kinds in
                for i in 0..<idx.count where kinds[i] != .antialiased {
                    let p = Int(idx[i]), y = p / canvasWidth, x = p - y * canvasWidth
                    if let last = runs.last, last.y == y, last.x1 + 1 == x {
                        runs[runs.count - 1].x1 = x
                    } else {
                        if runs.last?.y != y { rowStarts.append(runs.count) }
                        runs.append(Run(y: y, x0: x, x1: x))
                    }
                }
            }
        }
        if runs.isEmpty { return [] }

        // 2. Union runs within d of each other.
        var parent = Array(0..<runs.count)
        func find(_ i: Int) -> Int {
            var r = i
            while parent[r] != r { r = parent[r] }
            var j = i
            while parent[j] != r { let n = parent[j]; parent[j] = r; j = n }
            return r
        }
        func union(_ i: Int, _ j: Int) {
            let a = find(i), b = find(j)
            if a != b { if a < b { parent[b] = a } else { parent[a] = b } }
        }
        rowStarts.append(runs.count)
        for row in 0..<(rowStarts.count - 1) {
            let start = rowStarts[row], end = rowStarts[row + 1]
            for i in start..<end {
                let r = runs[i]
                if i > start && r.x0 - runs[i - 1].x1 <= d { union(i, i - 1) }
                var prev = row - 1
                while prev >= 0 && r.y - runs[rowStarts[prev]].y <= d {
                    // First run in that row whose right end reaches r.x0 − d.
                    var lo = rowStarts[prev], hi = rowStarts[prev + 1]
                    while lo < hi {
                        let mid = (lo + hi) / 2
                        if runs[mid].x1 < r.x0 - d { lo = mid + 1 } else { hi = mid }
                    }
                    var j = lo
                    while j < rowStarts[prev + 1] && runs[j].x0 <= r.x1 + d { union(i, j); j += 1 }
                    prev -= 1
                }
            }
        }

        // 3. Boxes per component, in order of first appearance (deterministic).
        var slot = [Int](repeating: -1, count: runs.count)
        var boxes: [ChangedRegion] = []
        for i in 0..<runs.count {
            let root = find(i), r = runs[i]
            let run = IntRect(x: r.x0, y: r.y, width: r.x1 - r.x0 + 1, height: 1)
            if slot[root] < 0 {
                slot[root] = boxes.count
                boxes.append(ChangedRegion(bounds: run, pixels: 0))
            }
            boxes[slot[root]] = extend(boxes[slot[root]], by: run, pixels: run.width)
        }
        return sorted(mergeBoxes(boxes, d))
    }

    /// Adds the parts of the canvas outside the compared overlap (all different) as regions.
    static func addingOutside(_ regions: [ChangedRegion], overlapWidth: Int, overlapHeight: Int,
                              canvasWidth: Int, canvasHeight: Int) -> [ChangedRegion] {
        var out = regions
        if canvasWidth > overlapWidth {
            let w = canvasWidth - overlapWidth
            out.append(ChangedRegion(bounds: IntRect(x: overlapWidth, y: 0, width: w, height: canvasHeight),
                                     pixels: w * canvasHeight))
        }
        if canvasHeight > overlapHeight {
            let h = canvasHeight - overlapHeight
            out.append(ChangedRegion(bounds: IntRect(x: 0, y: overlapHeight, width: overlapWidth, height: h),
                                     pixels: overlapWidth * h))
        }
        return sorted(out)
    }

    /// `region` grown to cover `box` too, with `pixels` more differing pixels.
    private static func extend(_ region: ChangedRegion, by box: IntRect, pixels: Int) -> ChangedRegion {
        ChangedRegion(bounds: region.bounds.union(box), pixels: region.pixels + pixels)
    }

    /// Merges boxes whose gap is at most `d` in both x and y until none is left.
    /// Beyond 4096 clusters (noise), the pixel clustering alone stands, to keep this bounded.
    private static func mergeBoxes(_ input: [ChangedRegion], _ d: Int) -> [ChangedRegion] {
        var boxes = input
        guard boxes.count <= 4096 else { return boxes }
        var merged = true
        while merged {
            merged = false
            var i = 0
            while i < boxes.count {
                var j = i + 1
                while j < boxes.count {
                    let a = boxes[i].bounds, b = boxes[j].bounds
                    let gapX = max(0, b.minX - (a.maxX - 1), a.minX - (b.maxX - 1))
                    let gapY = max(0, b.minY - (a.maxY - 1), a.minY - (b.maxY - 1))
                    if gapX <= d && gapY <= d {
                        boxes[i] = extend(boxes[i], by: b, pixels: boxes[j].pixels)
                        boxes.remove(at: j)
                        merged = true
                    } else {
                        j += 1
                    }
                }
                i += 1
            }
        }
        return boxes
    }

    private static func sorted(_ boxes: [ChangedRegion]) -> [ChangedRegion] {
        boxes.sorted { a, b in
            if a.bounds.area != b.bounds.area { return a.bounds.area > b.bounds.area }
            if a.pixels != b.pixels { return a.pixels > b.pixels }
            if a.bounds.y != b.bounds.y { return a.bounds.y < b.bounds.y }
            return a.bounds.x < b.bounds.x
        }
    }
}
