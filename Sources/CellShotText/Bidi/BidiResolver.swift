/// The work of resolving one paragraph (rules X1–X10, then each isolating run sequence) on
/// scratch memory allocated once per paragraph and indexed through raw pointers: a debug build
/// runs these loops without generic calls, reference counting or an array per run sequence.
struct BidiResolver {
    let classes: UnsafePointer<BidiClass>
    /// The scalars, for bracket pairs (rule N0); nil resolves by class only.
    let scalars: UnsafePointer<Unicode.Scalar>?
    let count: Int
    /// The scratch memory, in three allocations that the properties below divide.
    private let integers: UnsafeMutablePointer<Int>
    private let bidiClasses: UnsafeMutablePointer<BidiClass>
    private let bytes: UnsafeMutablePointer<UInt8>

    /// Entries of the directional status stack: level 0 or 1 and one per level up to 125.
    static let stackCapacity = 128

    init(classes: UnsafePointer<BidiClass>, scalars: UnsafePointer<Unicode.Scalar>?, count: Int) {
        self.classes = classes
        self.scalars = scalars
        self.count = count
        integers = UnsafeMutablePointer<Int>.allocate(capacity: 6 * count + 2 * BidiParagraph.maxBrackets)
        bidiClasses = UnsafeMutablePointer<BidiClass>.allocate(capacity: 2 * count)
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * count + 3 * Self.stackCapacity)
    }

    func deallocate() {
        integers.deallocate()
        bidiClasses.deallocate()
        bytes.deallocate()
    }

    /// Per isolate initiator, the index of its matching PDI (rule BD9), or `count` when it has
    /// none; -1 elsewhere.
    var matchingPDI: UnsafeMutablePointer<Int> { integers }
    /// Per character, the level run starting there, or -1.
    var runStartingAt: UnsafeMutablePointer<Int> { integers + count }
    /// Level run r covers runStarts[r]..<runEnds[r], without the characters X9 removes.
    var runStarts: UnsafeMutablePointer<Int> { integers + 2 * count }
    var runEnds: UnsafeMutablePointer<Int> { integers + 3 * count }
    /// The characters of the isolating run sequence being resolved (first the open isolate
    /// initiators while ``matchIsolates()`` runs).
    var sequence: UnsafeMutablePointer<Int> { integers + 4 * count }
    /// Per position of the sequence, the position of its closing bracket, or -1.
    var bracketCloses: UnsafeMutablePointer<Int> { integers + 5 * count }
    /// Open brackets (rule BD16): their positions, and the code points of the brackets that
    /// close them.
    var bracketPositions: UnsafeMutablePointer<Int> { integers + 6 * count }
    var bracketPairs: UnsafeMutablePointer<Int> { integers + 6 * count + BidiParagraph.maxBrackets }
    /// The types after overrides (X1–X8), then the sequence's types while it is resolved.
    var types: UnsafeMutablePointer<BidiClass> { bidiClasses }
    var sequenceTypes: UnsafeMutablePointer<BidiClass> { bidiClasses + count }
    /// The levels after X1–X8, and whether each level run continues an earlier sequence.
    var explicit: UnsafeMutablePointer<UInt8> { bytes }
    var isContinuation: UnsafeMutablePointer<UInt8> { bytes + count }
    /// The directional status stack: levels, overrides, isolate flags.
    var stackLevels: UnsafeMutablePointer<UInt8> { bytes + 2 * count }
    var stackOverrides: UnsafeMutablePointer<UInt8> { bytes + 2 * count + Self.stackCapacity }
    var stackIsolates: UnsafeMutablePointer<UInt8> { bytes + 2 * count + 2 * Self.stackCapacity }

    /// Resolves the paragraph into `levels` (one per character) and returns its level.
    func resolve(baseLevel: UInt8?, defaultLevel: UInt8, into levels: UnsafeMutablePointer<UInt8>) -> UInt8 {
        matchIsolates()
        var level = min(defaultLevel, 1)
        if let baseLevel {
            level = min(baseLevel, 1)
        } else {
            let strong = firstStrongLevel(from: 0, to: count)
            if strong >= 0 { level = UInt8(strong) }
        }
        resolveExplicit(baseLevel: level)
        resolveSequences(baseLevel: level, into: levels)
        // Removed characters take the level of the one before them (they matter only for L1/L2).
        var previous = level
        var index = 0
        while index < count {
            if classes[index].isRemovedByX9 { levels[index] = previous } else { previous = levels[index] }
            index += 1
        }
        return level
    }

    /// Rule BD9, into ``matchingPDI``; open initiators wait in ``sequence`` as a stack.
    func matchIsolates() {
        // Locals for the computed pointers: a debug build calls a getter at each use.
        let matchingPDI = matchingPDI, sequence = sequence
        var open = 0
        var index = 0
        while index < count {
            matchingPDI[index] = -1
            let bidiClass = classes[index]
            if bidiClass.isIsolateInitiator {
                sequence[open] = index
                open += 1
            } else if bidiClass == .pdi, open > 0 {
                open -= 1
                matchingPDI[sequence[open]] = index
            }
            index += 1
        }
        while open > 0 {
            open -= 1
            matchingPDI[sequence[open]] = count
        }
    }

    /// Rules P2–P3: 0 or 1 from the first L, R or AL in from..<to outside nested isolates,
    /// -1 when there is none.
    func firstStrongLevel(from: Int, to: Int) -> Int {
        let matchingPDI = matchingPDI
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
        return -1
    }

    /// Rules X1–X8: explicit levels and overrides, into ``explicit`` and ``types``.
    func resolveExplicit(baseLevel: UInt8) {
        // Overrides on the stack: 0 none, 1 left to right, 2 right to left.
        let types = types, explicit = explicit, maxDepth = BidiParagraph.maxDepth
        let stackLevels = stackLevels, stackOverrides = stackOverrides, stackIsolates = stackIsolates
        stackLevels[0] = baseLevel
        stackOverrides[0] = 0
        stackIsolates[0] = 0
        var top = 0
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        var index = 0
        while index < count {
            let bidiClass = classes[index]
            types[index] = bidiClass
            switch bidiClass {
            case .rle, .lre, .rlo, .lro, .rli, .lri, .fsi:
                let isolate = bidiClass.isIsolateInitiator
                var rtl = bidiClass == .rle || bidiClass == .rlo || bidiClass == .rli
                if bidiClass == .fsi {
                    rtl = firstStrongLevel(from: index + 1, to: min(matchingPDI[index], count)) == 1
                }
                let current = stackLevels[top]
                explicit[index] = current
                if isolate { Self.override(types, at: index, with: stackOverrides[top]) }
                let next = rtl ? (current + 1) | 1 : (current + 2) & ~1
                if next <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    if isolate { validIsolates += 1 }
                    top += 1
                    stackLevels[top] = next
                    stackOverrides[top] = bidiClass == .lro ? 1 : bidiClass == .rlo ? 2 : 0
                    stackIsolates[top] = isolate ? 1 : 0
                    if !isolate { explicit[index] = next }
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
                    while stackIsolates[top] == 0 { top -= 1 }
                    top -= 1
                    validIsolates -= 1
                }
                explicit[index] = stackLevels[top]
                Self.override(types, at: index, with: stackOverrides[top])
            case .pdf:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if stackIsolates[top] == 0 && top >= 1 {
                    top -= 1
                }
                explicit[index] = stackLevels[top]
            case .b:
                explicit[index] = baseLevel
            default:
                explicit[index] = stackLevels[top]
                if bidiClass != .bn { Self.override(types, at: index, with: stackOverrides[top]) }
            }
            index += 1
        }
    }

    /// Sets the type at `index` to a stack entry's override (0 none, 1 L, 2 R).
    private static func override(_ types: UnsafeMutablePointer<BidiClass>, at index: Int, with override: UInt8) {
        if override == 1 { types[index] = .l } else if override == 2 { types[index] = .r }
    }

    /// Rules BD13 and X10: the level runs of the characters left after X9, chained from an
    /// isolate initiator to its matching PDI into isolating run sequences, each resolved in
    /// turn into `levels`.
    func resolveSequences(baseLevel: UInt8, into levels: UnsafeMutablePointer<UInt8>) {
        let explicit = explicit, runStartingAt = runStartingAt, runStarts = runStarts, runEnds = runEnds
        let isContinuation = isContinuation
        var runCount = 0, lastKept = -1
        var index = 0
        while index < count {
            runStartingAt[index] = -1
            if !classes[index].isRemovedByX9 {
                if lastKept < 0 || explicit[index] != explicit[lastKept] {
                    if runCount > 0 { runEnds[runCount - 1] = lastKept + 1 }
                    runStartingAt[index] = runCount
                    runStarts[runCount] = index
                    isContinuation[runCount] = 0
                    runCount += 1
                }
                lastKept = index
            }
            index += 1
        }
        if runCount > 0 { runEnds[runCount - 1] = lastKept + 1 }
        var run = 0
        while run < runCount {
            if isContinuation[run] == 0 || classes[runStarts[run]] != .pdi {
                let length = collectSequence(from: run)
                IsolatingRunSequence(self, count: length, baseLevel: baseLevel).resolve(self, into: levels)
            }
            run += 1
        }
    }

    /// Writes into ``sequence`` the run `first`, then the run starting at its last isolate
    /// initiator's matching PDI, and so on; returns the sequence's length.
    private func collectSequence(from first: Int) -> Int {
        let runStarts = runStarts, runEnds = runEnds, sequence = sequence, matchingPDI = matchingPDI
        var length = 0
        var next = first
        while true {
            var position = runStarts[next]
            let end = runEnds[next]
            while position < end {
                if !classes[position].isRemovedByX9 {
                    sequence[length] = position
                    length += 1
                }
                position += 1
            }
            let last = end - 1
            guard classes[last].isIsolateInitiator, matchingPDI[last] < count, runStartingAt[matchingPDI[last]] >= 0 else { break }
            next = runStartingAt[matchingPDI[last]]
            isContinuation[next] = 1
        }
        return length
    }
}
