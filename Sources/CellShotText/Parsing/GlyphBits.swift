/// A set of glyph IDs as bits (bit g % 64 of word g / 64), as many words as its highest glyph
/// needs: asking whether a glyph is in it reads one word.
struct GlyphBits: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The bits; empty for the empty set.
    private(set) var words: [UInt64] = []

    init() {}

    /// The set of `glyphs`.
    init(_ glyphs: some Sequence<UInt16>) {
        for glyph in glyphs { insert(glyph) }
    }

    init(arrayLiteral glyphs: UInt16...) { self.init(glyphs) }

    /// Every glyph a range of `ranges` holds (a coverage's glyphs; a class definition's glyphs
    /// of any class but 0), or only those of the ranges whose value is `value` (a class: in a
    /// malformed table whose ranges overlap, a few more glyphs than the search would give).
    init(_ ranges: GlyphRanges, value: Int? = nil) {
        for range in ranges.starts.indices where value == nil || ranges.firstValue(ofRange: range) == value {
            insert(ranges.starts[range]...ranges.ends[range])
        }
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// True when `glyph` is in the set.
    @inline(__always) func contains(_ glyph: UInt16) -> Bool {
        let word = Int(glyph) >> 6
        return word < words.count && words[word] & (1 << UInt64(glyph & 63)) != 0
    }

    mutating func insert(_ glyph: UInt16) {
        let word = Int(glyph) >> 6
        if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(glyph & 63)
    }

    /// Inserts every glyph of `glyphs`, a word at a time.
    mutating func insert(_ glyphs: ClosedRange<UInt16>) {
        let first = Int(glyphs.lowerBound), last = Int(glyphs.upperBound)
        if last >> 6 >= words.count { words += repeatElement(0, count: last >> 6 + 1 - words.count) }
        for word in (first >> 6)...(last >> 6) {
            let low = word == first >> 6 ? first & 63 : 0, high = word == last >> 6 ? last & 63 : 63
            words[word] |= (UInt64.max >> UInt64(63 - high + low)) << UInt64(low)
        }
    }

    /// The set of `glyphs[start...]` (``set(_:from:)``).
    init(_ glyphs: [UInt16], from start: Int) { set(glyphs, from: start) }

    /// Makes the set that of `glyphs[start...]`, its words made once for the highest glyph
    /// (kept when their count is the same).
    mutating func set(_ glyphs: [UInt16], from start: Int) {
        guard start < glyphs.count else { removeAll(); return }
        let highest = Int(glyphs[start...].max() ?? 0), count = highest >> 6 + 1
        if words.count != count { words.removeAll(keepingCapacity: true); words.append(contentsOf: repeatElement(0, count: count)) }
        words.withUnsafeMutableBufferPointer { words in
            for word in 0..<count { words[word] = 0 }
            for glyph in glyphs[start...] { words[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63) }
        }
    }

    /// Empties the set, keeping the words' room.
    mutating func removeAll() { words.removeAll(keepingCapacity: true) }

    /// True when the two sets have a glyph in common.
    func intersects(_ other: GlyphBits) -> Bool {
        for word in 0..<min(words.count, other.words.count) where words[word] & other.words[word] != 0 { return true }
        return false
    }

    mutating func formUnion(_ other: GlyphBits) {
        if other.words.count > words.count { words += repeatElement(0, count: other.words.count - words.count) }
        for (word, bits) in other.words.enumerated() { words[word] |= bits }
    }
}
