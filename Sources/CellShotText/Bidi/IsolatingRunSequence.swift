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
        types = indices.map { allTypes[$0] }
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
        resolvedLevels = indices.map { levels[$0] }
    }

    /// The direction of the sequence's embedding level.
    var embedding: BidiClass { level & 1 == 0 ? .l : .r }

    mutating func resolve(scalars: [Unicode.Scalar]?) {
        resolveWeak()
        if let scalars { resolveBrackets(scalars) }
        resolveNeutral()
        for k in 0..<types.count {
            let t = types[k]
            if level & 1 == 0 {
                if t == .r { resolvedLevels[k] = level + 1 } else if t == .an || t == .en { resolvedLevels[k] = level + 2 }
            } else if t == .l || t == .en || t == .an {
                resolvedLevels[k] = level + 1
            }
        }
    }

    /// Rules W1–W7.
    private mutating func resolveWeak() {
        let n = types.count
        // W1: a nonspacing mark takes the type of the character before it (ON after an isolate).
        for k in 0..<n where types[k] == .nsm {
            if k == 0 { types[k] = sos } else {
                let p = types[k - 1]
                types[k] = p.isIsolateInitiator || p == .pdi ? .on : p
            }
        }
        // W2 (EN after AL → AN) and W3 (AL → R), tracking the last strong type.
        var strong = sos
        for k in 0..<n {
            switch types[k] {
            case .l, .r: strong = types[k]
            case .al: strong = .al; types[k] = .r
            case .en: if strong == .al { types[k] = .an }
            default: break
            }
        }
        // W4: one separator between two numbers of the same kind.
        if n >= 3 {
            for k in 1..<(n - 1) where types[k] == .es || types[k] == .cs {
                let a = types[k - 1], b = types[k + 1]
                if a == .en && b == .en { types[k] = .en } else if types[k] == .cs && a == .an && b == .an { types[k] = .an }
            }
        }
        // W5: terminators next to a European number become EN.
        var k = 0
        while k < n {
            guard types[k] == .et else { k += 1; continue }
            var end = k
            while end < n, types[end] == .et { end += 1 }
            if (k > 0 && types[k - 1] == .en) || (end < n && types[end] == .en) {
                for j in k..<end { types[j] = .en }
            }
            k = end
        }
        // W6: other separators and terminators become ON.
        for k in 0..<n where types[k] == .es || types[k] == .et || types[k] == .cs { types[k] = .on }
        // W7: a European number after L (or sos L) becomes L.
        strong = sos
        for k in 0..<n {
            switch types[k] {
            case .l, .r: strong = types[k]
            case .en: if strong == .l { types[k] = .l }
            default: break
            }
        }
    }

    /// The strong direction a type counts as in N0–N2 (numbers count as R), or nil.
    private static func strongDirection(_ t: BidiClass) -> BidiClass? {
        switch t {
        case .l: .l
        case .r, .en, .an: .r
        default: nil
        }
    }

    /// Rule BD16: bracket pairs, sorted by the opening bracket's position.
    private func bracketPairs(_ scalars: [Unicode.Scalar]) -> [(open: Int, close: Int)] {
        var stack: [(pair: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        for k in 0..<types.count where types[k] == .on {
            let scalar = scalars[indices[k]]
            guard let bracket = scalar.bidiBracket else { continue }
            if bracket.opens {
                guard stack.count < BidiParagraph.maxBrackets else { break }
                stack.append((IsolatingRunSequence.canonical(bracket.pair), k))
            } else {
                let me = IsolatingRunSequence.canonical(scalar.value)
                if let s = stack.lastIndex(where: { $0.pair == me }) {
                    pairs.append((stack[s].position, k))
                    stack.removeSubrange(s...)
                }
            }
        }
        return pairs.sorted { $0.open < $1.open }
    }

    /// U+2329/U+232A are canonically equivalent to U+3008/U+3009.
    private static func canonical(_ v: UInt32) -> UInt32 {
        v == 0x2329 ? 0x3008 : v == 0x232A ? 0x3009 : v
    }

    /// Rule N0: paired brackets take the embedding direction when it occurs inside them, else
    /// the opposite direction found inside when the context before them has it too.
    private mutating func resolveBrackets(_ scalars: [Unicode.Scalar]) {
        let e = embedding
        for (open, close) in bracketPairs(scalars) {
            var foundOpposite = false, foundEmbedding = false
            for k in (open + 1)..<close {
                guard let d = IsolatingRunSequence.strongDirection(types[k]) else { continue }
                if d == e { foundEmbedding = true; break }
                foundOpposite = true
            }
            let direction: BidiClass
            if foundEmbedding {
                direction = e
            } else if foundOpposite {
                var context = sos
                var k = open - 1
                while k >= 0 {
                    if let d = IsolatingRunSequence.strongDirection(types[k]) { context = d; break }
                    k -= 1
                }
                direction = context == e ? e : context
            } else {
                continue
            }
            for b in [open, close] {
                types[b] = direction
                var k = b + 1
                while k < types.count, classes[indices[k]] == .nsm { types[k] = direction; k += 1 }
            }
        }
    }

    /// Rules N1–N2: runs of neutrals between two equal strong directions take it, others the
    /// embedding direction.
    private mutating func resolveNeutral() {
        let n = types.count
        var k = 0
        while k < n {
            guard types[k].isNeutralOrIsolate else { k += 1; continue }
            var end = k
            while end < n, types[end].isNeutralOrIsolate { end += 1 }
            let before = k == 0 ? sos : IsolatingRunSequence.strongDirection(types[k - 1]) ?? embedding
            let after = end == n ? eos : IsolatingRunSequence.strongDirection(types[end]) ?? embedding
            let direction = before == after ? before : embedding
            for j in k..<end { types[j] = direction }
            k = end
        }
    }
}
