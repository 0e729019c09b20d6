/// One isolating run sequence (UAX #9 BD13) while its weak and neutral types are resolved
/// (rules W1–W7, N0–N2) and its implicit levels set (I1–I2), in the scratch memory of a
/// ``BidiResolver``.
struct IsolatingRunSequence {
    /// Original classes of the paragraph.
    let classes: UnsafePointer<BidiClass>
    /// Positions of the sequence's characters in the paragraph.
    let indices: UnsafePointer<Int>
    /// Current types of the sequence's characters.
    let types: UnsafeMutablePointer<BidiClass>
    let count: Int
    let level: UInt8
    /// Start and end of sequence types (L or R).
    let sos: BidiClass, eos: BidiClass
    /// The direction of the sequence's embedding level.
    let embedding: BidiClass

    /// The sequence of the first `count` characters of the resolver's ``BidiResolver/sequence``.
    init(_ resolver: BidiResolver, count: Int, baseLevel: UInt8) {
        self.count = count
        let indices = UnsafePointer(resolver.sequence), types = resolver.sequenceTypes
        let classes = resolver.classes, levels = resolver.explicit, paragraphTypes = resolver.types
        self.indices = indices
        self.types = types
        self.classes = classes
        var position = 0
        while position < count {
            types[position] = paragraphTypes[indices[position]]
            position += 1
        }
        let first = indices[0], last = indices[count - 1]
        level = levels[first]
        var before = first - 1
        while before >= 0, classes[before].isRemovedByX9 { before -= 1 }
        let levelBefore = before >= 0 ? levels[before] : baseLevel
        var levelAfter = baseLevel
        if !classes[last].isIsolateInitiator {
            var after = last + 1
            while after < resolver.count, classes[after].isRemovedByX9 { after += 1 }
            if after < resolver.count { levelAfter = levels[after] }
        }
        sos = max(levelBefore, level) & 1 == 0 ? .l : .r
        eos = max(levelAfter, level) & 1 == 0 ? .l : .r
        embedding = level & 1 == 0 ? .l : .r
    }

    /// Resolves the types, then writes each character's level (rules I1–I2) into `levels`.
    func resolve(_ resolver: BidiResolver, into levels: UnsafeMutablePointer<UInt8>) {
        resolveWeak()
        if let scalars = resolver.scalars { resolveBrackets(scalars, resolver) }
        resolveNeutral()
        let explicit = resolver.explicit
        let even = level & 1 == 0
        var position = 0
        while position < count {
            let index = indices[position]
            var resolved = explicit[index]
            switch types[position] {
            case .r: if even { resolved = level + 1 }
            case .an, .en: resolved = even ? level + 2 : level + 1
            case .l: if !even { resolved = level + 1 }
            default: break
            }
            levels[index] = resolved
            position += 1
        }
    }

    /// Rules W1–W7.
    private func resolveWeak() {
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
            let current = types[index]
            if current == .es || current == .cs {
                let before = types[index - 1], after = types[index + 1]
                if before == .en && after == .en { types[index] = .en } else if current == .cs && before == .an && after == .an { types[index] = .an }
            }
            index += 1
        }
        resolveTerminators()
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

    /// Rules W5 (terminators next to a European number become EN) and W6 (other separators
    /// and terminators become ON).
    private func resolveTerminators() {
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
        var index = 0
        while index < count {
            switch types[index] {
            case .es, .et, .cs: types[index] = .on
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

    /// A neutral run's neighbour as N1–N2 see it: its strong direction, else the embedding's.
    private func neighbour(_ bidiClass: BidiClass) -> BidiClass {
        switch bidiClass {
        case .l: .l
        case .r, .en, .an: .r
        default: embedding
        }
    }

    /// Rule BD16: for each opening bracket of a pair, the position of its closing bracket in
    /// ``BidiResolver/bracketCloses`` (-1 elsewhere).
    private func matchBrackets(_ scalars: UnsafePointer<Unicode.Scalar>, _ resolver: BidiResolver) {
        let closes = resolver.bracketCloses, positions = resolver.bracketPositions, pairs = resolver.bracketPairs
        var open = 0
        var position = 0
        while position < count {
            closes[position] = -1
            position += 1
        }
        position = 0
        while position < count {
            defer { position += 1 }
            guard types[position] == .on else { continue }
            let scalar = scalars[indices[position]]
            guard let bracket = scalar.bidiBracket else { continue }
            if bracket.opens {
                guard open < BidiParagraph.maxBrackets else { break }
                positions[open] = position
                pairs[open] = Int(IsolatingRunSequence.canonical(bracket.pair))
                open += 1
            } else {
                let closing = Int(IsolatingRunSequence.canonical(scalar.value))
                var match = open - 1
                while match >= 0, pairs[match] != closing { match -= 1 }
                if match >= 0 {
                    closes[positions[match]] = position
                    open = match
                }
            }
        }
    }

    /// U+2329/U+232A are canonically equivalent to U+3008/U+3009.
    private static func canonical(_ value: UInt32) -> UInt32 {
        value == 0x2329 ? 0x3008 : value == 0x232A ? 0x3009 : value
    }

    /// Rule N0: paired brackets take the embedding direction when it occurs inside them, else
    /// the opposite direction found inside when the context before them has it too; pairs
    /// in the order of their opening brackets.
    private func resolveBrackets(_ scalars: UnsafePointer<Unicode.Scalar>, _ resolver: BidiResolver) {
        matchBrackets(scalars, resolver)
        let closes = resolver.bracketCloses
        var open = 0
        while open < count {
            defer { open += 1 }
            let close = closes[open]
            guard close >= 0 else { continue }
            var foundOpposite = false, foundEmbedding = false
            var inside = open + 1
            while inside < close {
                if let strong = IsolatingRunSequence.strongDirection(types[inside]) {
                    if strong == embedding { foundEmbedding = true; break }
                    foundOpposite = true
                }
                inside += 1
            }
            var direction = embedding
            if !foundEmbedding {
                guard foundOpposite else { continue }
                var context = sos
                var position = open - 1
                while position >= 0 {
                    if let strong = IsolatingRunSequence.strongDirection(types[position]) { context = strong; break }
                    position -= 1
                }
                direction = context
            }
            setBracket(open, to: direction)
            setBracket(close, to: direction)
        }
    }

    /// Gives the bracket at `position`, and the nonspacing marks after it, `direction`.
    private func setBracket(_ bracket: Int, to direction: BidiClass) {
        types[bracket] = direction
        var position = bracket + 1
        while position < count, classes[indices[position]] == .nsm {
            types[position] = direction
            position += 1
        }
    }

    /// Rules N1–N2: runs of neutrals between two equal strong directions take it, others the
    /// embedding direction.
    private func resolveNeutral() {
        var start = 0
        while start < count {
            guard types[start].isNeutralOrIsolate else { start += 1; continue }
            var end = start
            while end < count, types[end].isNeutralOrIsolate { end += 1 }
            let before = start == 0 ? sos : neighbour(types[start - 1])
            let after = end == count ? eos : neighbour(types[end])
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
