extension String.UnicodeScalarView {
    /// The first scalar, decoded by the view's iterator: a shaped text asks each cluster's
    /// scalars for their first several times, and the collection's `first` validates an index
    /// each time.
    @inline(__always) var first: Unicode.Scalar? {
        var iterator = makeIterator()
        return iterator.next()
    }

    /// The number of scalars, counted by the view's iterator (the collection's count measures
    /// the distance between two validated indices).
    @inline(__always) var count: Int {
        var iterator = makeIterator(), count = 0
        while iterator.next() != nil { count += 1 }
        return count
    }
}

extension Sequence<Unicode.Scalar> {
    /// True when NFC leaves the scalars as they are: UAX #15's quick check answers yes (every
    /// scalar's NFC_Quick_Check is Yes and the combining marks are in canonical order). False
    /// means NFC may change them.
    var isNFC: Bool {
        var lastClass: UInt8 = 0
        for scalar in self {
            let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
            if combiningClass != 0, lastClass > combiningClass { return false }
            if UnicodeTables.lookup(scalar.value, starts: UnicodeTables.nfcQuickCheckStarts, values: UnicodeTables.nfcQuickCheck) != 0 {
                return false
            }
            lastClass = combiningClass
        }
        return true
    }
}
