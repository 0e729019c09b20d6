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
        var classes: [BidiClass] = []
        classes.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            classes.append(BidiClass(scalars[index]))
            index += 1
        }
        self.init(classes: classes, scalars: scalars, baseLevel: baseLevel, defaultLevel: defaultLevel)
    }

    /// Resolves characters given by class only (no bracket pairs), as Unicode's BidiTest.txt does.
    package init(classes: [BidiClass], scalars: [Unicode.Scalar]? = nil, baseLevel: UInt8? = nil, defaultLevel: UInt8 = 0) {
        self.classes = classes
        let count = classes.count
        let matchingPDI = BidiParagraph.matchIsolates(classes)
        let level = baseLevel.map { min($0, 1) }
            ?? BidiParagraph.firstStrongLevel(classes, from: 0, to: count, matchingPDI: matchingPDI) ?? min(defaultLevel, 1)
        self.baseLevel = level
        var types = classes
        var levels = [UInt8](repeating: level, count: count)
        BidiParagraph.resolveExplicit(classes, matchingPDI: matchingPDI, baseLevel: level, types: &types, levels: &levels)
        let explicit = levels
        // Index loops (no iterators, tuples or closures): a debug build runs them near release speed.
        for sequence in BidiParagraph.isolatingRunSequences(classes, levels: explicit, matchingPDI: matchingPDI, baseLevel: level) {
            var run = IsolatingRunSequence(indices: sequence, classes: classes, types: types, levels: explicit, baseLevel: level)
            run.resolve(scalars: scalars)
            var position = 0
            while position < sequence.count {
                levels[sequence[position]] = run.resolvedLevels[position]
                position += 1
            }
        }
        // Removed characters take the level of the one before them (they matter only for L1/L2).
        var previous = level
        var index = 0
        while index < count {
            if classes[index].isRemovedByX9 { levels[index] = previous } else { previous = levels[index] }
            index += 1
        }
        self.levels = levels
    }

    /// True when rule X9 removes the character at `index` (it has no level of its own).
    package func isRemoved(_ index: Int) -> Bool { classes[index].isRemovedByX9 }

    /// The levels of the characters in `line` after rule L1: separators, and white space
    /// before them or at the line's end, go back to the paragraph level.
    package func lineLevels(_ line: Range<Int>) -> [UInt8] {
        var result = Array(levels[line])
        let start = line.lowerBound
        var trailing = true
        var index = line.upperBound
        while index > start {
            index -= 1
            let bidiClass = classes[index]
            if bidiClass == .s || bidiClass == .b {
                result[index - start] = baseLevel
                trailing = true
            } else if trailing && bidiClass.isTrailingWhitespace {
                result[index - start] = baseLevel
            } else {
                trailing = false
            }
        }
        return result
    }

    /// The characters of `line` from left to right (rules L1 and L2).
    package func visualOrder(_ line: Range<Int>) -> [Int] {
        var order = BidiParagraph.visualOrder(levels: lineLevels(line))
        let offset = line.lowerBound
        guard offset != 0 else { return order }
        var index = 0
        while index < order.count {
            order[index] += offset
            index += 1
        }
        return order
    }

    /// Positions 0..<levels.count from left to right (rule L2): from the highest level down to
    /// the lowest odd one, every run at that level or higher is reversed.
    package static func visualOrder(levels: [UInt8]) -> [Int] {
        let count = levels.count
        var order = [Int](repeating: 0, count: count)
        order.withUnsafeMutableBufferPointer { orderBuffer in
            levels.withUnsafeBufferPointer { levelBuffer in
                guard let order = orderBuffer.baseAddress, let levels = levelBuffer.baseAddress else { return }
                reorder(order, levels: levels, count: count)
            }
        }
        return order
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

extension BidiParagraph {
    /// For each isolate initiator, the index of its matching PDI (rule BD9), or `count` when
    /// it has none; -1 elsewhere.
    static func matchIsolates(_ classes: [BidiClass]) -> [Int] {
        var matching = [Int](repeating: -1, count: classes.count)
        var open: [Int] = []
        var index = 0
        while index < classes.count {
            let bidiClass = classes[index]
            if bidiClass.isIsolateInitiator {
                open.append(index)
            } else if bidiClass == .pdi, let opener = open.popLast() {
                matching[opener] = index
            }
            index += 1
        }
        for opener in open { matching[opener] = classes.count }
        return matching
    }

    /// Rules P2–P3: 0 or 1 from the first L, R or AL in from..<to outside nested isolates,
    /// nil when there is none.
    static func firstStrongLevel(_ classes: [BidiClass], from: Int, to: Int, matchingPDI: [Int]) -> UInt8? {
        var index = from
        while index < to {
            switch classes[index] {
            case .l: return 0
            case .r, .al: return 1
            case .lri, .rli, .fsi: index = matchingPDI[index]
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Rules X1–X8: explicit levels and overrides, written into `levels` and `types`.
    static func resolveExplicit(_ classes: [BidiClass], matchingPDI: [Int], baseLevel: UInt8,
                                types: inout [BidiClass], levels: inout [UInt8]) {
        struct Entry { var level: UInt8; var override: BidiClass?; var isolate: Bool }
        var stack = [Entry(level: baseLevel, override: nil, isolate: false)]
        stack.reserveCapacity(Int(maxDepth) + 2)
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        var index = 0
        while index < classes.count {
            defer { index += 1 }
            let bidiClass = classes[index]
            switch bidiClass {
            case .rle, .lre, .rlo, .lro, .rli, .lri, .fsi:
                let top = stack[stack.count - 1]
                let isolate = bidiClass.isIsolateInitiator
                var rtl = bidiClass == .rle || bidiClass == .rlo || bidiClass == .rli
                if bidiClass == .fsi {
                    rtl = firstStrongLevel(classes, from: index + 1, to: min(matchingPDI[index], classes.count),
                                           matchingPDI: matchingPDI) == 1
                }
                levels[index] = top.level
                if isolate, let override = top.override { types[index] = override }
                let next = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1
                if next <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    if isolate { validIsolates += 1 }
                    let override: BidiClass? = bidiClass == .lro ? .l : bidiClass == .rlo ? .r : nil
                    stack.append(Entry(level: next, override: override, isolate: isolate))
                    if !isolate { levels[index] = next }
                } else if isolate {
                    overflowIsolates += 1
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .pdi:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let top = stack[stack.count - 1]
                levels[index] = top.level
                if let override = top.override { types[index] = override }
            case .pdf:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !stack[stack.count - 1].isolate && stack.count >= 2 {
                    stack.removeLast()
                }
                levels[index] = stack[stack.count - 1].level
            case .b:
                levels[index] = baseLevel
            default:
                let top = stack[stack.count - 1]
                levels[index] = top.level
                if bidiClass != .bn, let override = top.override { types[index] = override }
            }
        }
    }

    /// Rules BD13 and X10: the isolating run sequences — level runs of the characters left
    /// after X9, chained from an isolate initiator to its matching PDI.
    static func isolatingRunSequences(_ classes: [BidiClass], levels: [UInt8], matchingPDI: [Int],
                                      baseLevel: UInt8) -> [[Int]] {
        // Level runs over the characters that X9 keeps: run r is kept[runStarts[r]..<runStarts[r + 1]].
        let count = classes.count
        var kept: [Int] = [], runStarts: [Int] = []
        kept.reserveCapacity(count)
        var runStartingAt = [Int](repeating: -1, count: count)
        var currentLevel: UInt8 = 0
        var index = 0
        while index < count {
            if !classes[index].isRemovedByX9 {
                if kept.isEmpty || levels[index] != currentLevel {
                    runStartingAt[index] = runStarts.count
                    runStarts.append(kept.count)
                }
                currentLevel = levels[index]
                kept.append(index)
            }
            index += 1
        }
        let runCount = runStarts.count
        runStarts.append(kept.count)
        var sequences: [[Int]] = []
        var isContinuation = [Bool](repeating: false, count: runCount)
        var run = 0
        while run < runCount {
            defer { run += 1 }
            if classes[kept[runStarts[run]]] == .pdi, isContinuation[run] { continue }
            // The run, then the run starting at its last isolate initiator's matching PDI, and so on.
            var sequence: [Int] = []
            var next = run
            while true {
                var position = runStarts[next]
                while position < runStarts[next + 1] {
                    sequence.append(kept[position])
                    position += 1
                }
                let last = kept[runStarts[next + 1] - 1]
                guard classes[last].isIsolateInitiator, matchingPDI[last] < count, runStartingAt[matchingPDI[last]] >= 0 else { break }
                next = runStartingAt[matchingPDI[last]]
                isContinuation[next] = true
            }
            sequences.append(sequence)
        }
        return sequences
    }
}
