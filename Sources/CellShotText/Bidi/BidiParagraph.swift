/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9, Unicode 15): the
/// paragraph level (P2–P3, or given), explicit embeddings, overrides and isolates (X1–X10),
/// weak and neutral types with bracket pairs (W1–W7, N0–N2), implicit levels (I1–I2); per line,
/// the reset of trailing white space (L1) and the visual order (L2).
///
/// Indices are positions in the scalar (or class) array the paragraph was made from.
package struct BidiParagraph: Hashable, Sendable {
    /// The paragraph embedding level: 0 left-to-right, 1 right-to-left.
    package let baseLevel: UInt8
    /// The resolved level of each character before L1. Characters removed by rule X9
    /// (embeddings, overrides, boundary neutrals) carry the level of the character before them.
    package let levels: [UInt8]
    /// The original classes.
    let classes: [BidiClass]

    /// The deepest embedding level (rule BD2).
    static let maxDepth: UInt8 = 125
    /// Bracket pairs tracked at once per isolating run sequence (rule BD16).
    static let maxBrackets = 63

    /// Resolves `scalars` as one paragraph. `baseLevel` nil finds the level from the first
    /// strong character (rules P2–P3), `defaultLevel` when there is none.
    package init(_ scalars: [Unicode.Scalar], baseLevel: UInt8? = nil, defaultLevel: UInt8 = 0) {
        let count = scalars.count
        let classes = [BidiClass](unsafeUninitializedCapacity: count) { buffer, initialized in
            scalars.withUnsafeBufferPointer { scalarBuffer in
                guard let classes = buffer.baseAddress, let scalars = scalarBuffer.baseAddress else { return }
                var index = 0
                while index < count {
                    classes[index] = BidiClass(scalars[index])
                    index += 1
                }
            }
            initialized = count
        }
        self.init(classes: classes, scalars: scalars, baseLevel: baseLevel, defaultLevel: defaultLevel)
    }

    /// Resolves characters given by class only (no bracket pairs), as Unicode's BidiTest.txt does.
    package init(classes: [BidiClass], scalars: [Unicode.Scalar]? = nil, baseLevel: UInt8? = nil, defaultLevel: UInt8 = 0) {
        self.classes = classes
        let count = classes.count
        var level = min(baseLevel ?? defaultLevel, 1)
        // Scratch memory allocated once per paragraph and raw-pointer loops (``BidiResolver``):
        // a debug build runs them without generic calls or reference counting.
        levels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let levels = buffer.baseAddress else { return }
            classes.withUnsafeBufferPointer { classBuffer in
                guard let classes = classBuffer.baseAddress else { return }
                if let scalars {
                    scalars.withUnsafeBufferPointer { scalarBuffer in
                        let resolver = BidiResolver(classes: classes, scalars: scalarBuffer.baseAddress, count: count)
                        level = resolver.resolve(baseLevel: baseLevel, defaultLevel: defaultLevel, into: levels)
                        resolver.deallocate()
                    }
                } else {
                    let resolver = BidiResolver(classes: classes, scalars: nil, count: count)
                    level = resolver.resolve(baseLevel: baseLevel, defaultLevel: defaultLevel, into: levels)
                    resolver.deallocate()
                }
            }
            initialized = count
        }
        self.baseLevel = level
    }

    /// True when rule X9 removes the character at `index` (it has no level of its own).
    package func isRemoved(_ index: Int) -> Bool { classes[index].isRemovedByX9 }

    /// The levels of the characters in `line` after rule L1: separators, and white space
    /// before them or at the line's end, go back to the paragraph level.
    package func lineLevels(_ line: Range<Int>) -> [UInt8] {
        let start = line.lowerBound, count = line.upperBound - line.lowerBound
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let result = buffer.baseAddress else { return }
            writeLineLevels(from: start, count: count, into: result)
            initialized = count
        }
    }

    /// Rule L1 for the `count` characters from `start`, into `result`.
    private func writeLineLevels(from start: Int, count: Int, into result: UnsafeMutablePointer<UInt8>) {
        precondition(start >= 0 && start + count <= levels.count, "line out of the paragraph")
        let baseLevel = baseLevel
        levels.withUnsafeBufferPointer { levelBuffer in
            classes.withUnsafeBufferPointer { classBuffer in
                guard let levels = levelBuffer.baseAddress, let classes = classBuffer.baseAddress else { return }
                var trailing = true
                var index = count
                while index > 0 {
                    index -= 1
                    let bidiClass = classes[start + index]
                    if bidiClass == .s || bidiClass == .b {
                        result[index] = baseLevel
                        trailing = true
                    } else if trailing && bidiClass.isTrailingWhitespace {
                        result[index] = baseLevel
                    } else {
                        result[index] = levels[start + index]
                        trailing = false
                    }
                }
            }
        }
    }

    /// The characters of `line` from left to right (rules L1 and L2).
    package func visualOrder(_ line: Range<Int>) -> [Int] {
        let start = line.lowerBound, count = line.upperBound - line.lowerBound
        return [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let order = buffer.baseAddress else { return }
            let lineLevels = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            writeLineLevels(from: start, count: count, into: lineLevels)
            BidiParagraph.reorder(order, levels: lineLevels, count: count)
            lineLevels.deallocate()
            if start != 0 {
                var index = 0
                while index < count {
                    order[index] += start
                    index += 1
                }
            }
            initialized = count
        }
    }

    /// Positions 0..<levels.count from left to right (rule L2): from the highest level down to
    /// the lowest odd one, every run at that level or higher is reversed.
    package static func visualOrder(levels: [UInt8]) -> [Int] {
        let count = levels.count
        return [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
            levels.withUnsafeBufferPointer { levelBuffer in
                guard let order = buffer.baseAddress, let levels = levelBuffer.baseAddress else { return }
                reorder(order, levels: levels, count: count)
            }
            initialized = count
        }
    }

    /// Rule L2 on raw pointers (a debug build indexes them without generic calls): fills
    /// `order` with 0..<count and reverses its runs level by level.
    private static func reorder(_ order: UnsafeMutablePointer<Int>, levels: UnsafePointer<UInt8>, count: Int) {
        var highest: UInt8 = 0, lowest: UInt8 = .max
        var index = 0
        while index < count {
            order[index] = index
            let level = levels[index]
            if level > highest { highest = level }
            if level < lowest { lowest = level }
            index += 1
        }
        let lowestOdd = lowest | 1
        guard count > 0, highest >= lowestOdd else { return }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < count, levels[order[end]] >= level { end += 1 }
                var low = start, high = end - 1
                while low < high {
                    let swapped = order[low]
                    order[low] = order[high]
                    order[high] = swapped
                    low += 1
                    high -= 1
                }
                start = end
            }
            level -= 1
        }
    }
}
