extension Row {
    /// One row per element with a checkmark on the selected ones (a row's own `.checked`
    /// still wins). A selection naming values not in the data is a
    /// ``TableError/selectionNotInData(path:values:)``.
    public struct MultiSelection: RowContent, RowModifiable {
        public var attributes = RowAttributes()
        let content: [any RowContent]
        let duplicate: String?
        let unknown: [String]

        public init<Data: Sequence>(_ data: Data, selection: Set<Data.Element>,
                                    @RowBuilder content: (Data.Element) -> [any RowContent]) where Data.Element: Hashable {
            var seen = Set<Data.Element>()
            var parts: [any RowContent] = []
            var duplicate: String?
            for element in data {
                if !seen.insert(element).inserted, duplicate == nil { duplicate = String(describing: element) }
                parts.append(Row.Group { content(element) }.checked(selection.contains(element)))
            }
            self.content = parts
            self.duplicate = duplicate
            self.unknown = selection.subtracting(seen).map { String(describing: $0) }.sorted()
        }

        public func rows() throws(TableError) -> [Row] {
            if let duplicate { throw .duplicateID(path: "Row.MultiSelection", id: duplicate) }
            guard unknown.isEmpty else { throw .selectionNotInData(path: "Row.MultiSelection", values: unknown) }
            return try Row.Group { content }.merging(attributes).rows()
        }
    }
}
