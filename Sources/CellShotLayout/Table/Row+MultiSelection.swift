extension Row {
    /// One row per element with a checkmark on the selected ones (a row's own `.checked`
    /// still wins). A selection naming values not in the data is a
    /// ``CellError/selectionNotInData(_:)``.
    public struct MultiSelection: RowContent, RowModifiable {
        /// Modifiers for every row inside.
        public var attributes = RowAttributes()
        let content: [any RowContent]
        let duplicate: String?
        let unknown: [String]

        /// One group of rows per element; the selected elements' rows are checked.
        public init<Data: Collection>(_ data: Data, selection: Set<Data.Element>,
                                    @RowBuilder content: (Data.Element) -> [any RowContent]) where Data.Element: Hashable {
            (self.content, self.duplicate) = IdentifiedParts.collect(data, id: \.self) { element in
                [Row.Group { content(element) }.checked(selection.contains(element))]
            }
            self.unknown = selection.subtracting(data).map { String(describing: $0) }.sorted()
        }

        /// The rows, or a duplicate-identifier or unknown-selection error.
        public func rows() throws(CellError) -> [Row] {
            if let duplicate { throw .at(path: "Row.MultiSelection", .duplicateID(duplicate)) }
            guard unknown.isEmpty else { throw .at(path: "Row.MultiSelection", .selectionNotInData(unknown)) }
            return try Row.Group { content }.merging(attributes).rows()
        }
    }
}
