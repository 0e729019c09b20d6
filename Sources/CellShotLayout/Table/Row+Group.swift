extension Row {
    /// Rows that share modifiers: a modifier on the group reaches every row inside that does
    /// not set the same property itself.
    public struct Group: RowContent, RowModifiable {
        /// Modifiers for every row inside.
        public var attributes = RowAttributes()
        let content: [any RowContent]

        /// A group of the rows built by `content`.
        public init(@RowBuilder _ content: () -> [any RowContent]) { self.content = content() }

        /// The rows with the group's modifiers under their own.
        public func rows() throws(CellError) -> [Row] {
            Self.inheriting(attributes, try content.rows())
        }

        /// `rows` with `attributes` under their own (the same array when `attributes` sets nothing).
        static func inheriting(_ attributes: RowAttributes, _ rows: [Row]) -> [Row] {
            guard attributes != RowAttributes() else { return rows }
            return rows.map { row in
                var inherited = row
                inherited.attributes = row.attributes.inheriting(attributes)
                return inherited
            }
        }
    }
}
