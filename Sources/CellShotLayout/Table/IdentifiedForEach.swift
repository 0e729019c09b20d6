/// One group of parts per element of a collection: ``Row/ForEach`` (rows) and
/// ``TableSection/ForEach`` (sections). Elements are identified by themselves or by a key path;
/// a repeated identifier is a ``CellError/duplicateID(_:)`` when the table is laid out.
public struct IdentifiedForEach<Part>: RowModifiable {
    /// Modifiers for every row inside.
    public var attributes = RowAttributes()
    let content: [Part]
    let duplicate: String?

    /// The parts for each element, identified by `id`.
    public init<Data: Sequence, ID: Hashable>(_ data: Data, identifiedBy id: KeyPath<Data.Element, ID>,
                                             @ListBuilder<Part> content: (Data.Element) -> [Part]) {
        (self.content, self.duplicate) = IdentifiedParts.collect(data, id: id, content)
    }

    /// The parts for each element, identified by the element itself.
    public init<Data: Sequence>(_ data: Data, @ListBuilder<Part> content: (Data.Element) -> [Part])
    where Data.Element: Hashable {
        self.init(data, identifiedBy: \.self, content: content)
    }

    /// ``CellError/duplicateID(_:)`` at `path` when an identifier repeats.
    func checkIdentifiers(at path: String) throws(CellError) {
        if let duplicate { throw .at(path: path, .duplicateID(duplicate)) }
    }
}

extension Row {
    /// One group of rows per element of a collection.
    public typealias ForEach = IdentifiedForEach<any RowContent>
}

extension TableSection {
    /// One or more sections per element of a collection.
    public typealias ForEach = IdentifiedForEach<any SectionContent>
}

extension IdentifiedForEach: RowContent where Part == any RowContent {
    /// The rows, or ``CellError/duplicateID(_:)``.
    public func rows() throws(CellError) -> [Row] {
        try checkIdentifiers(at: "Row.ForEach")
        return try Row.Group { content }.merging(attributes).rows()
    }
}

extension IdentifiedForEach: SectionContent where Part == any SectionContent {
    /// The sections, or ``CellError/duplicateID(_:)``.
    public func sections() throws(CellError) -> [TableSection] {
        try checkIdentifiers(at: "TableSection.ForEach")
        var group = TableSection.Group(content: content)
        group.attributes = attributes
        return try group.sections()
    }
}

extension Row.Group {
    /// This group with `outer`'s modifiers under its own.
    func merging(_ outer: RowAttributes) -> Row.Group {
        var group = self
        group.attributes = attributes.inheriting(outer)
        return group
    }
}
