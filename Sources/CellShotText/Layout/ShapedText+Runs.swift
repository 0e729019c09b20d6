extension ShapedText {
    /// A styled text's runs, each shaped alone in its font (the plain path, cached) and joined
    /// into one shaped text; its bidi levels are resolved over the whole text, so runs of both
    /// directions reorder together. `runs` is not empty. Returns the joined string and the run
    /// of each cluster.
    static func joined(_ runs: [TextRun], direction: LayoutDirection) -> (shaped: ShapedText, string: String, runOf: [Int]) {
        let string = runs.map(\.text).joined()
        var shaped = ShapedText("", font: runs[0].style.font, direction: .leftToRight)
        var runOf: [Int] = []
        var tabularByFace: [Int: [UInt16: UInt16]] = [:]
        func tabular(_ face: FontFace) -> [UInt16: UInt16]? {
            if let hit = tabularByFace[face.id] { return hit }
            let map = face.tabularDigits
            tabularByFace[face.id] = map
            return map
        }
        var bidi = direction == .rightToLeft
        var offset = 0
        for (runIndex, run) in runs.enumerated() {
            let part = ShapedTextCache.shaped(run.text, font: run.style.font, direction: direction)
            bidi = bidi || !part.levels.isEmpty
            let text = run.text, base = offset
            shaped.appendRun(part, extra: run.style.safeTracking, rise: run.style.safeOffset,
                             tabular: { run.style.hasTabularDigits ? tabular($0) : nil },
                             index: { string.utf8.index(string.startIndex, offsetBy: base + text.utf8.distance(from: text.startIndex, to: $0)) })
            runOf += repeatElement(runIndex, count: part.count)
            offset += text.utf8.count
        }
        if bidi, let levels = bidiLevels(string, defaultLevel: direction == .rightToLeft ? 1 : 0) {
            shaped.setLevels(levels, scalarOfCluster: scalarOffsets(string, shaped.textIndex.dropLast()))
        }
        return (shaped, string, runOf)
    }

    /// The scalar offset in `string` of each index of `starts` (ascending).
    private static func scalarOffsets(_ string: String, _ starts: ArraySlice<String.Index>) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(starts.count)
        let scalars = string.unicodeScalars
        var scalarIndex = scalars.startIndex, scalarOffset = 0
        for start in starts {
            while scalarIndex < start, scalarIndex < scalars.endIndex { scalarIndex = scalars.index(after: scalarIndex); scalarOffset += 1 }
            out.append(scalarOffset)
        }
        return out
    }
}
