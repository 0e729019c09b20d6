extension Font {
    /// Letter spacing added after every character, in points: iOS's size-dependent tracking of
    /// the system font (Apple's Human Interface Guidelines, "Typography › Tracking", SF Pro),
    /// applied to Inter, the bundled face that stands in for it; 0 for every other family.
    public var tracking: Double {
        guard family == FontRegistry.interFamily else { return 0 }
        return Font.systemTracking(size: safeSize)
    }

    /// Tracking in thousandths of an em per point size 6…80 (sizes between two entries are
    /// interpolated; below 6 and from 80 up the end values hold).
    static let trackingTable: [(size: Double, perMille: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -25), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The system font's tracking at `size` points, in points.
    static func systemTracking(size: Double) -> Double {
        let table = trackingTable
        guard let first = table.first, let last = table.last, size > 0 else { return 0 }
        if size <= first.size { return first.perMille * size / 1000 }
        if size >= last.size { return last.perMille * size / 1000 }
        var index = 1
        while table[index].size < size { index += 1 }
        let below = table[index - 1], above = table[index]
        let perMille = below.perMille + (above.perMille - below.perMille) * (size - below.size) / (above.size - below.size)
        return perMille * size / 1000
    }
}
