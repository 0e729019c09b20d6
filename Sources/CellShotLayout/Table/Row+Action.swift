extension Row {
    /// An actionable row: centred text in the table's tint colour (or systemRed when destructive).
    public struct Action: SingleRow {
        /// The row this action stands for.
        public var row: Row

        /// An action titled `text`; `destructive` colours it systemRed.
        public init(text: String, destructive: Bool = false) {
            row = Row(text: text)
            row.kind = .action
            if destructive { row.attributes.textColor = .systemRed }
        }
    }
}
