/// The look of a table, as UITableView.Style.
public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    /// Full-width rows on systemBackground, bold sticky-style headers.
    case plain
    /// Full-width sections on systemGroupedBackground, footnote uppercase headers.
    case grouped
    /// Sections as rounded cards inset by the layout margin (iOS Settings).
    case insetGrouped

    /// True for grouped and inset-grouped tables.
    var isGrouped: Bool { self != .plain }
}

/// Whether rows are divided by hairline separators (UITableViewCell.SeparatorStyle).
public enum SeparatorStyle: String, Hashable, Sendable {
    case singleLine, none
}
