extension TableSection {
    /// One or more sections per element of a collection. A repeated identifier is a
    /// ``CellError/duplicateID(_:)``.
    public struct ForEach: SectionContent, RowModifiable {
        /// Modifiers for every row inside.
        public var attributes = RowAttributes()
        let content: [any SectionContent]
        let duplicate: String?

        /// Sections for each element, identified by `id`.
        public init<Data: Sequence, ID: Hashable>(_ data: Data, identifiedBy id: KeyPath<Data.Element, ID>,
                                                 @TableBuilder content: (Data.Element) -> [any SectionContent]) {
            (self.content, self.duplicate) = IdentifiedParts.collect(data, id: id, content)
        }

        /// Sections for each element, identified by the element itself.
        public init<Data: Sequence>(_ data: Data, @TableBuilder content: (Data.Element) -> [any SectionContent])
        where Data.Element: Hashable {
            self.init(data, identifiedBy: \.self, content: content)
        }

        /// The sections, or ``CellError/duplicateID(_:)``.
        public func sections() throws(CellError) -> [TableSection] {
            if let duplicate { throw .at(path: "TableSection.ForEach", .duplicateID(duplicate)) }
            var g = Group(content: content)
            g.attributes = attributes
            return try g.sections()
        }
    }
}
