/// One isolating run sequence (UAX #9 BD13) while its weak and neutral types are resolved
/// (rules W1–W7, N0–N2) and its implicit levels set (I1–I2).
struct IsolatingRunSequence {
    /// Positions of the sequence's characters in the paragraph.
    let indices: [Int]
    /// Original classes of the paragraph.
    let classes: [BidiClass]
    /// Current types of the sequence's characters.
    var types: [BidiClass]
    let level: UInt8
    /// Start and end of sequence types (L or R).
    let sos: BidiClass, eos: BidiClass
    private(set) var resolvedLevels: [UInt8]

    init(indices: [Int], classes: [BidiClass], types allTypes: [BidiClass], levels: [UInt8], baseLevel: UInt8) {
        self.indices = indices
        self.classes = classes
        var types: [BidiClass] = [], resolvedLevels: [UInt8] = []
        types.reserveCapacity(indices.count)
        resolvedLevels.reserveCapacity(indices.count)
        var position = 0
        while position < indices.count {
            types.append(allTypes[indices[position]])
            resolvedLevels.append(levels[indices[position]])
            position += 1
        }
        self.types = types
        self.resolvedLevels = resolvedLevels
        let first = indices[0], last = indices[indices.count - 1]
        level = levels[first]
        var before = first - 1
        while before >= 0, classes[before].isRemovedByX9 { before -= 1 }
        let levelBefore = before >= 0 ? levels[before] : baseLevel
        var levelAfter = baseLevel
        if !classes[last].isIsolateInitiator {
            var after = last + 1
            while after < classes.count, classes[after].isRemovedByX9 { after += 1 }
            if after < classes.count { levelAfter = levels[after] }
        }
        sos = max(levelBefore, level) & 1 == 0 ? .l : .r
        eos = max(levelAfter, level) & 1 == 0 ? .l : .r
    }

    /// The direction of the sequence's embedding level.
    var embedding: BidiClass { level & 1 == 0 ? .l : .r }

    mutating func resolve(scalars: [Unicode.Scalar]?) {
        resolveWeak()
        if let scalars { resolveBrackets(scalars) }
        resolveNeutral()
        var index = 0
        while index < types.count {
            defer { index += 1 }
            let current = types[index]
            if level & 1 == 0 {
                if current == .r { resolvedLevels[index] = level + 1 } else if current == .an || current == .en { resolvedLevels[index] = level + 2 }
            } else if current == .l || current == .en || current == .an {
                resolvedLevels[index] = level + 1
            }
        }
    }

    /// Rules W1–W7.
    private mutating func resolveWeak() {
        let count = types.count
        // W1: a nonspacing mark takes the type of the character before it (ON after an isolate).
        var index = 0
        while index < count {
            if types[index] == .nsm {
                if index == 0 { types[index] = sos } else {
                    let previous = types[index - 1]
                    types[index] = previous.isIsolateInitiator || previous == .pdi ? .on : previous
                }
            }
            index += 1
        }
        // W2 (EN after AL → AN) and W3 (AL → R), tracking the last strong type.
        var strong = sos
        index = 0
        while index < count {
            switch types[index] {
            case .l, .r: strong = types[index]
            case .al: strong = .al; types[index] = .r
            case .en: if strong == .al { types[index] = .an }
            default: break
            }
            index += 1
        }
        // W4: one separator between two numbers of the same kind.
        index = 1
        while index < count - 1 {
            if types[index] == .es || types[index] == .cs {
                let before = types[index - 1], after = types[index + 1]
                if before == .en && after == .en { types[index] = .en } else if types[index] == .cs && before == .an && after == .an { types[index] = .an }
            }
            index += 1
        }
        // W5: terminators next to a European number become EN.
        var start = 0
        while start < count {
            guard types[start] == .et else { start += 1; continue }
            var end = start
            while end < count, types[end] == .et { end += 1 }
            if (start > 0 && types[start - 1] == .en) || (end < count && types[end] == .en) {
                var position = start
                while position < end {
                    types[position] = .en
                    position += 1
                }
            }
            start = end
        }
        // W6: other separators and terminators become ON.
        index = 0
        while index < count {
            if types[index] == .es || types[index] == .et || types[index] == .cs { types[index] = .on }
            index += 1
        }
        // W7: a European number after L (or sos L) becomes L.
        strong = sos
        index = 0
        while index < count {
            switch types[index] {
            case .l, .r: strong = types[index]
            case .en: if strong == .l { types[index] = .l }
            default: break
            }
            index += 1
        }
    }

    /// The strong direction a type counts as in N0–N2 (numbers count as R), or nil.
    private static func strongDirection(_ bidiClass: BidiClass) -> BidiClass? {
        switch bidiClass {
        case .l: .l
        case .r, .en, .an: .r
        default: nil
        }
    }

    /// Rule BD16: bracket pairs, sorted by the opening bracket's position.
    private func bracketPairs(_ scalars: [Unicode.Scalar]) -> [(open: Int, close: Int)] {
        var stack: [(pair: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        for i in 0..<types.count where types[i] == .on {
            let scalar = scalars[indices[i]]
            guard let bracket = scalar.bidiBracket else { continue }
            if bracket.opens {
                guard stack.count < BidiParagraph.maxBrackets else { break }
                stack.append((IsolatingRunSequence.canonical(bracket.pair), i))
            } else {
                let me = IsolatingRunSequence.canonical(scalar.value)
                if let match = stack.lastIndex(where: { $0.pair == me }) {
                    pairs.append((stack[match].position, i))
                    stack.removeSubrange(match...)
                }
            }
        }
        return pairs.sorted { $0.open < $1.open }
    }

    /// U+2329/U+232A are canonically equivalent to U+3008/U+3009.
    private static func canonical(_ value: UInt32) -> UInt32 {
        value == 0x2329 ? 0x3008 : value == 0x232A ? 0x3009 : value
    }

    /// Rule N0: paired brackets take the embedding direction when it occurs inside them, else
    /// the opposite direction found inside when the context before them has it too.
    private mutating func resolveBrackets(_ scalars: [Unicode.Scalar]) {
        let embeddingDirection = embedding
        for (open, close) in bracketPairs(scalars) {
            var foundOpposite = false, foundEmbedding = false
            for i in (open + 1)..<close {
                guard let strong = IsolatingRunSequence.strongDirection(types[i]) else { continue }
                if strong == embeddingDirection { foundEmbedding = true; break }
                foundOpposite = true
            }
            let direction: BidiClass
            if foundEmbedding {
                direction = embeddingDirection
            } else if foundOpposite {
                var context = sos
                var position = open - 1
                while position >= 0 {
                    if let strong = IsolatingRunSequence.strongDirection(types[position]) { context = strong; break }
                    position -= 1
                }
                direction = context == embeddingDirection ? embeddingDirection : context
            } else {
                continue
            }
            for bracket in [open, close] {
                types[bracket] = direction
                var position = bracket + 1
                while position < types.count, classes[indices[position]] == .nsm { types[position] = direction; position += 1 }
            }
        }
    }

    /// Rules N1–N2: runs of neutrals between two equal strong directions take it, others the
    /// embedding direction.
    private mutating func resolveNeutral() {
        let count = types.count
        var start = 0
        while start < count {
            guard types[start].isNeutralOrIsolate else { start += 1; continue }
            var end = start
            while end < count, types[end].isNeutralOrIsolate { end += 1 }
            let before = start == 0 ? sos : IsolatingRunSequence.strongDirection(types[start - 1]) ?? embedding
            let after = end == count ? eos : IsolatingRunSequence.strongDirection(types[end]) ?? embedding
            let direction = before == after ? before : embedding
            var position = start
            while position < end {
                types[position] = direction
                position += 1
            }
            start = end
        }
    }
}
