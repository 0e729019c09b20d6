/// UIKit's four standard cell styles (UITableViewCell.CellStyle).
public enum RowStyle: String, Hashable, Sendable, CaseIterable {
    /// Text only (and an optional image).
    case `default`
    /// Text with a secondary line below it.
    case subtitle
    /// Text on the leading side, detail text in secondaryLabel on the trailing side.
    case value1
    /// A tinted trailing-aligned label column followed by the detail text (Contacts style).
    case value2
}
