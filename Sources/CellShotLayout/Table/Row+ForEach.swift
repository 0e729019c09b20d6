extension Row {
    /// One group of rows per element of a collection. Elements are identified by themselves
    /// or by a key path; a repeated identifier is a ``CellError/duplicateID(_:)``.
    public struct ForEach: RowContent, RowModifiable {
        /// Modifiers for every row inside.
        public var attributes = RowAttributes()
        let content: [any RowContent]
        let duplicate: String?

        /// Rows for each element, identified by `id`.
        public init<Data: Sequence, ID: Hashable>(_ data: Data, identifiedBy id: KeyPath<Data.Element, ID>,
                                                 @RowBuilder content: (Data.Element) -> [any RowContent]) {
            (self.content, self.duplicate) = IdentifiedParts.collect(data, id: id, content)
        }

        /// Rows for each element, identified by the element itself.
        public init<Data: Sequence>(_ data: Data, @RowBuilder content: (Data.Element) -> [any RowContent])
        where Data.Element: Hashable {
            self.init(data, identifiedBy: \.self, content: content)
        }

        /// The rows, or ``CellError/duplicateID(_:)``.
        public func rows() throws(CellError) -> [Row] {
            if let duplicate { throw .at(path: "Row.ForEach", .duplicateID(duplicate)) }
            return try Row.Group { content }.merging(attributes).rows()
        }
    }
}

extension Row.Group {
    /// This group with `outer`'s modifiers under its own.
    func merging(_ outer: RowAttributes) -> Row.Group {
        var g = self
        g.attributes = attributes.inheriting(outer)
        return g
    }
}
