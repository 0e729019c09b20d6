/// Spelling help for icon names.
enum IconNames {
    /// The `count` names of `candidates` closest to `name` by edit distance over UTF-8 bytes,
    /// ties broken by name; names longer than 200 bytes are compared by their first 200.
    static func nearest(to name: String, in candidates: [String], count: Int) -> [String] {
        let nameBytes = Array(name.utf8.prefix(200))
        return candidates.map { (distance(nameBytes, Array($0.utf8.prefix(200))), $0) }
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            .prefix(count).map(\.1)
    }

    static func distance(_ source: [UInt8], _ target: [UInt8]) -> Int {
        guard !source.isEmpty else { return target.count }
        var row = Array(0...target.count)
        for i in 1...source.count {
            var prev = row[0]; row[0] = i
            for j in stride(from: 1, through: target.count, by: 1) {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (source[i - 1] == target[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[target.count]
    }
}
