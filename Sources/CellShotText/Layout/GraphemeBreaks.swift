/// Grapheme cluster boundaries (UAX #29) of text whose every scalar lies below U+0900 or in
/// General Punctuation (U+2000–U+206F) other than the zero width joiner: Latin, Greek, Cyrillic,
/// Armenian, Hebrew, Arabic, Syriac, Thaana and N'Ko with their marks and punctuation. Only the
/// rules for CR, LF, controls, marks (Extend, SpacingMark) and Prepend apply there, read from
/// each scalar's class. The classes are the standard library's own, found once by asking it how
/// two scalars cluster, so both ways of finding clusters agree (`GraphemeBreakTests`).
enum GraphemeBreaks {
    /// A scalar's Grapheme_Cluster_Break class, as far as the rules that apply here tell apart.
    enum Class: UInt8 {
        case other, control, cr, lf, extend, prepend
    }

    /// The class of each scalar below U+0900.
    private static let low: [Class] = (0..<0x900).map(classify)
    /// The class of each General Punctuation scalar.
    private static let punctuation: [Class] = (0x2000..<0x2070).map(classify)

    /// The class of `scalar`; nil when it is not covered (the zero width joiner joins emoji,
    /// rules not read here).
    static func `class`(of scalar: Unicode.Scalar) -> Class? { Table().class(of: scalar) }

    /// Both tables, read once for a text.
    private struct Table {
        let low = GraphemeBreaks.low, punctuation = GraphemeBreaks.punctuation

        @inline(__always) func `class`(of scalar: Unicode.Scalar) -> Class? {
            let value = scalar.value
            if value < 0x900 { return low[Int(value)] }
            guard value &- 0x2000 < 0x70, value != 0x200D else { return nil }
            return punctuation[Int(value - 0x2000)]
        }
    }

    /// True when a cluster boundary lies between scalars of classes `before` and `after`.
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
        guard let first = scalars.first, var before = table.class(of: first) else { return scalars.isEmpty }
        var start = 0
        for index in 1..<scalars.count {
            guard let after = table.class(of: scalars[index]) else { return false }
            if isBoundary(before, after) { body(start..<index); start = index }
            before = after
        }
        body(start..<scalars.count)
        return true
    }

    /// The class of the scalar `value`, from how the standard library clusters it after "a",
    /// before "a" and before a combining acute accent.
    private static func classify(_ value: Int) -> Class {
        if value == 0x0D { return .cr }
        if value == 0x0A { return .lf }
        guard let scalar = Unicode.Scalar(UInt32(value)) else { return .control }
        func characters(_ scalars: Unicode.Scalar...) -> Int {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            return string.count
        }
        if characters("a", scalar) == 1 { return .extend }
        if characters(scalar, "a") == 1 { return .prepend }
        return characters(scalar, "\u{0301}") == 1 ? .other : .control
    }
}
