extension Row {
    /// Rows that share modifiers: a modifier on the group reaches every row inside that does
    /// not set the same property itself.
    public struct Group: RowContent, RowModifiable {
        public var attributes = RowAttributes()
        let content: [any RowContent]

        public init(@RowBuilder _ content: () -> [any RowContent]) { self.content = content() }

        public func rows() throws(TableError) -> [Row] {
            try content.rows().map { row in
                var r = row
                r.attributes = row.attributes.inheriting(attributes)
                return r
            }
        }
    }
}
