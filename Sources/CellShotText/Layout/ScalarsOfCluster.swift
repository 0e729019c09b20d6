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
