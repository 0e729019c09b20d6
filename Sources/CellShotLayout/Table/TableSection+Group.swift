extension TableSection {
    /// Sections that share modifiers (and, with `header(_:)`, a header view): a modifier on
    /// the group reaches every row inside that does not set the property itself.
    public struct Group: SectionContent, RowModifiable {
        /// Modifiers for every row inside.
        public var attributes = RowAttributes()
        let content: [any SectionContent]
        var isStylished = false
        var headerView: ((String) -> SectionSupplement)?

        /// A group of the sections built by `content`.
        public init(@TableBuilder _ content: () -> [any SectionContent]) { self.content = content() }

        init(content: [any SectionContent]) { self.content = content }

        /// Every title header inside drawn by one custom header view made from its title
        /// (AveTableBuilder's `Section.Group { … }.header(MyHeader.self) { … }`).
        public func header(_ view: @escaping (String) -> SectionSupplement) -> Group {
            var group = self
            group.headerView = view
            return group
        }

        /// The sections with the group's modifiers (and header view) applied.
        public func sections() throws(CellError) -> [TableSection] {
            try content.sections().map { section in
                var styled = section
                styled.attributes = section.attributes.inheriting(attributes)
                styled.isStylished = section.isStylished || isStylished
                if let headerView, case let .title(title)? = section.header?.content { styled.header = headerView(title) }
                return styled
            }
        }
    }

    /// AveTableBuilder's stylished look for the sections inside: rows on
    /// secondarySystemGroupedBackground with larger, bolder headers (title3 semibold, label colour).
    public struct Stylished: SectionContent, RowModifiable {
        public var attributes = RowAttributes()
        let content: [any SectionContent]

        public init(@TableBuilder _ content: () -> [any SectionContent]) { self.content = content() }

        public func sections() throws(CellError) -> [TableSection] {
            var group = Group(content: content)
            group.attributes = attributes
            group.isStylished = true
            return try group.sections()
        }
    }
}
