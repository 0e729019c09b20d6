/// Grapheme cluster boundaries (UAX #29) of text whose every scalar lies below U+0E00 or in
/// General Punctuation (U+2000–U+206F) other than the zero width joiner: Latin, Greek, Cyrillic,
/// Armenian, Hebrew, Arabic, Syriac, Thaana, N'Ko and the ten Indic scripts with their marks and
/// punctuation. Only the rules for CR, LF, controls, marks (Extend, SpacingMark), Prepend and
/// Indic conjuncts (a consonant, virama and consonant stay one cluster) apply there, read from
/// each scalar's classes. The classes are the standard library's own, found once by asking it
/// how scalars cluster, so both ways of finding clusters agree (`GraphemeBreakTests`).
enum GraphemeBreaks {
    /// A scalar's Grapheme_Cluster_Break class, as far as the rules that apply here tell apart.
    enum Class: UInt8 {
        case other, control, cr, lf, extend, prepend
    }

    /// A scalar's part in an Indic conjunct (Indic_Conjunct_Break): a consonant, a linker (a
    /// virama) that joins the next consonant to the cluster, or a mark that may stand between
    /// them.
    enum Conjunct: UInt8 {
        case none, consonant, linker, extend
    }

    /// Both classes of a scalar.
    struct Classes: Equatable {
        let `class`: Class
        let conjunct: Conjunct
    }

    /// The classes of each scalar below U+0E00.
    private static let low: [Classes] = (0..<0xE00).map(classify)
    /// The classes of each General Punctuation scalar.
    private static let punctuation: [Classes] = (0x2000..<0x2070).map(classify)

    /// The classes of `scalar`; nil when it is not covered (the zero width joiner joins emoji,
    /// rules not read here).
    static func classes(of scalar: Unicode.Scalar) -> Classes? { Table().classes(of: scalar) }

    /// Both tables, read once for a text.
    private struct Table {
        let low = GraphemeBreaks.low, punctuation = GraphemeBreaks.punctuation

        @inline(__always) func classes(of scalar: Unicode.Scalar) -> Classes? {
            let value = scalar.value
            if value < 0xE00 { return low[Int(value)] }
            guard value &- 0x2000 < 0x70, value != 0x200D else { return nil }
            return punctuation[Int(value - 0x2000)]
        }
    }

    /// True when a cluster boundary lies between scalars of classes `before` and `after`, by
    /// the rules before the conjunct rule.
    static func isBoundary(_ before: Class, _ after: Class) -> Bool {
        switch (before, after) {
        case (.cr, .lf): false
        case (.control, _), (.cr, _), (.lf, _), (_, .control), (_, .cr), (_, .lf): true
        case (_, .extend), (.prepend, _): false
        default: true
        }
    }

    /// Calls `body` with the range of each cluster of `scalars`, in order, and returns true;
    /// returns false as soon as a scalar is not covered (then `body` may have been called for
    /// some clusters).
    static func forEachCluster(_ scalars: [Unicode.Scalar], _ body: (Range<Int>) -> Void) -> Bool {
        let table = Table()
        guard let first = scalars.first, var before = table.classes(of: first) else { return scalars.isEmpty }
        // 0: no conjunct open; 1: after a consonant (and marks); 2: after a consonant and a linker.
        var conjunct = before.conjunct == .consonant ? 1 : 0
        var start = 0
        for index in 1..<scalars.count {
            guard let after = table.classes(of: scalars[index]) else { return false }
            let joins = conjunct == 2 && after.conjunct == .consonant
            if !joins, isBoundary(before.class, after.class) { body(start..<index); start = index }
            switch after.conjunct {
            case .consonant: conjunct = 1
            case .linker: if conjunct != 0 { conjunct = 2 }
            case .extend: break
            case .none: conjunct = 0
            }
            before = after
        }
        body(start..<scalars.count)
        return true
    }

    /// The classes of the scalar `value`, from how the standard library clusters it after "a",
    /// before "a" and before a combining acute accent, and beside a Devanagari consonant and
    /// virama.
    private static func classify(_ value: Int) -> Classes {
        if value == 0x0D { return Classes(class: .cr, conjunct: .none) }
        if value == 0x0A { return Classes(class: .lf, conjunct: .none) }
        guard let scalar = Unicode.Scalar(UInt32(value)) else { return Classes(class: .control, conjunct: .none) }
        func characters(_ scalars: Unicode.Scalar...) -> Int {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            return string.count
        }
        let ka: Unicode.Scalar = "\u{915}", virama: Unicode.Scalar = "\u{94D}"
        if characters("a", scalar) == 1 {
            let conjunct: Conjunct = characters(ka, scalar, ka) == 1 ? .linker : characters(ka, virama, scalar, ka) == 1 ? .extend : .none
            return Classes(class: .extend, conjunct: conjunct)
        }
        if characters(scalar, "a") == 1 { return Classes(class: .prepend, conjunct: .none) }
        let isOther = characters(scalar, "\u{0301}") == 1
        return Classes(class: isOther ? .other : .control, conjunct: isOther && characters(ka, virama, scalar) == 1 ? .consonant : .none)
    }
}
