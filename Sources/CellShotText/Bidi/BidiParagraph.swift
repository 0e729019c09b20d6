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
        self.init(classes: scalars.map(BidiClass.init), scalars: scalars, baseLevel: baseLevel, defaultLevel: defaultLevel)
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
        for sequence in BidiParagraph.isolatingRunSequences(classes, levels: explicit, matchingPDI: matchingPDI, baseLevel: level) {
            var run = IsolatingRunSequence(indices: sequence, classes: classes, types: types, levels: explicit, baseLevel: level)
            run.resolve(scalars: scalars)
            for (position, i) in sequence.enumerated() { levels[i] = run.resolvedLevels[position] }
        }
        // Removed characters take the level of the one before them (they matter only for L1/L2).
        var previous = level
        for i in 0..<count {
            if classes[i].isRemovedByX9 { levels[i] = previous } else { previous = levels[i] }
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
        for i in line.reversed() {
            let bidiClass = classes[i]
            if bidiClass == .s || bidiClass == .b {
                result[i - start] = baseLevel
                trailing = true
            } else if trailing && bidiClass.isTrailingWhitespace {
                result[i - start] = baseLevel
            } else {
                trailing = false
            }
        }
        return result
    }

    /// The characters of `line` from left to right (rules L1 and L2).
    package func visualOrder(_ line: Range<Int>) -> [Int] {
        BidiParagraph.visualOrder(levels: lineLevels(line)).map { $0 + line.lowerBound }
    }

    /// Positions 0..<levels.count from left to right (rule L2): from the highest level down to
    /// the lowest odd one, every run at that level or higher is reversed.
    package static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(0..<levels.count)
        guard let highest = levels.max(), let lowest = levels.min() else { return order }
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < levels.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < levels.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}

extension BidiParagraph {
    /// For each isolate initiator, the index of its matching PDI (rule BD9), or `count` when
    /// it has none; -1 elsewhere.
    static func matchIsolates(_ classes: [BidiClass]) -> [Int] {
        var matching = [Int](repeating: -1, count: classes.count)
        var open: [Int] = []
        for (i, bidiClass) in classes.enumerated() {
            if bidiClass.isIsolateInitiator {
                open.append(i)
            } else if bidiClass == .pdi, let opener = open.popLast() {
                matching[opener] = i
            }
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
        for i in 0..<classes.count {
            let bidiClass = classes[i]
            switch bidiClass {
            case .rle, .lre, .rlo, .lro, .rli, .lri, .fsi:
                let top = stack[stack.count - 1]
                let isolate = bidiClass.isIsolateInitiator
                var rtl = bidiClass == .rle || bidiClass == .rlo || bidiClass == .rli
                if bidiClass == .fsi {
                    rtl = firstStrongLevel(classes, from: i + 1, to: min(matchingPDI[i], classes.count),
                                           matchingPDI: matchingPDI) == 1
                }
                levels[i] = top.level
                if isolate, let override = top.override { types[i] = override }
                let next = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1
                if next <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    if isolate { validIsolates += 1 }
                    let override: BidiClass? = bidiClass == .lro ? .l : bidiClass == .rlo ? .r : nil
                    stack.append(Entry(level: next, override: override, isolate: isolate))
                    if !isolate { levels[i] = next }
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
                levels[i] = top.level
                if let override = top.override { types[i] = override }
            case .pdf:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !stack[stack.count - 1].isolate && stack.count >= 2 {
                    stack.removeLast()
                }
                levels[i] = stack[stack.count - 1].level
            case .b:
                levels[i] = baseLevel
            default:
                let top = stack[stack.count - 1]
                levels[i] = top.level
                if bidiClass != .bn, let override = top.override { types[i] = override }
            }
        }
    }

    /// Rules BD13 and X10: the isolating run sequences — level runs of the characters left
    /// after X9, chained from an isolate initiator to its matching PDI.
    static func isolatingRunSequences(_ classes: [BidiClass], levels: [UInt8], matchingPDI: [Int],
                                      baseLevel: UInt8) -> [[Int]] {
        // Level runs over the characters that X9 keeps.
        var runs: [[Int]] = []
        var current: [Int] = []
        var currentLevel: UInt8 = 0
        for i in 0..<classes.count where !classes[i].isRemovedByX9 {
            if !current.isEmpty && levels[i] != currentLevel {
                runs.append(current)
                current = []
            }
            currentLevel = levels[i]
            current.append(i)
        }
        if !current.isEmpty { runs.append(current) }
        // The run that starts at each matched PDI.
        var runStartingAt: [Int: Int] = [:]
        for (index, run) in runs.enumerated() { runStartingAt[run[0]] = index }
        var sequences: [[Int]] = []
        var isContinuation = [Bool](repeating: false, count: runs.count)
        for (index, run) in runs.enumerated() {
            let first = run[0]
            if classes[first] == .pdi, isContinuation[index] { continue }
            var sequence = run
            var last = run[run.count - 1]
            while classes[last].isIsolateInitiator, matchingPDI[last] < classes.count,
                  let next = runStartingAt[matchingPDI[last]] {
                isContinuation[next] = true
                sequence += runs[next]
                last = runs[next][runs[next].count - 1]
            }
            sequences.append(sequence)
        }
        return sequences
    }
}
