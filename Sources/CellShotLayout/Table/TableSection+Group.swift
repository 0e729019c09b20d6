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
            var g = self
            g.headerView = view
            return g
        }

        /// The sections with the group's modifiers (and header view) applied.
        public func sections() throws(CellError) -> [TableSection] {
            try content.sections().map { section in
                var s = section
                s.attributes = section.attributes.inheriting(attributes)
                s.isStylished = section.isStylished || isStylished
                if let headerView, case let .title(title)? = section.header?.content { s.header = headerView(title) }
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

        public func sections() throws(CellError) -> [TableSection] {
            var g = Group(content: content)
            g.attributes = attributes
            g.isStylished = true
            return try g.sections()
        }
    }
}
