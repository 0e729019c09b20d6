extension TableSection {
    /// Sections that share modifiers (and, with `header(_:)`, a header look): a modifier on
    /// the group reaches every row inside that does not set the property itself.
    public struct Group: SectionContent, RowModifiable {
        public var attributes = RowAttributes()
        let content: [any SectionContent]
        var isStylished = false

        public init(@TableBuilder _ content: () -> [any SectionContent]) { self.content = content() }

        init(content: [any SectionContent]) { self.content = content }

        public func sections() throws(TableError) -> [TableSection] {
            try content.sections().map { section in
                var s = section
                s.attributes = section.attributes.inheriting(attributes)
                s.isStylished = section.isStylished || isStylished
                return s
            }
        }
    }

    /// AveTableBuilder's stylished look for the sections inside: rows on
    /// secondarySystemGroupedBackground with larger, bolder headers (title3 semibold, label colour).
    public struct Stylished: SectionContent, RowModifiable {
        public var attributes = RowAttributes()
        let content: [any SectionContent]

        public init(@TableBuilder _ content: () -> [any SectionContent]) { self.content = content() }

        public func sections() throws(TableError) -> [TableSection] {
            var g = Group(content: content)
            g.attributes = attributes
            g.isStylished = true
            return try g.sections()
        }
    }
}
