extension TableSection {
    /// A section of one row per element with checkmarks on the selected ones
    /// (AveTableBuilder's `Section.MultiSelection`).
    public struct MultiSelection: SectionContent, RowModifiable {
        var section: TableSection

        /// A section of one row per element of `data`, checked when in `selection`.
        public init<Data: Collection>(_ header: String? = nil, footer: String? = nil, data: Data, selection: Set<Data.Element>,
                                    @RowBuilder row: (Data.Element) -> [any RowContent]) where Data.Element: Hashable {
            let rows = Row.MultiSelection(data, selection: selection, content: row)
            section = TableSection(header, footer: footer) { rows }
        }

        /// The section's modifiers.
        public var attributes: RowAttributes {
            get { section.attributes }
            set { section.attributes = newValue }
        }

        /// The one section.
        public func sections() throws(CellError) -> [TableSection] { [section] }
    }
}
