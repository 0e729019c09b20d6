/// The touch state a snapshot shows for a row.
public enum RowState: String, Hashable, Sendable, CaseIterable {
    case normal
    /// Finger down: the selected background (systemGray4), as UIKit draws it.
    case highlighted
    /// Selected: the selected background (systemGray4).
    case selected
}

/// The control a row shows at its leading edge while the table is editing
/// (UITableViewCell.EditingStyle).
public enum EditingControl: String, Hashable, Sendable {
    /// Nothing: the content does not move.
    case none
    /// A red circle with a white minus.
    case delete
    /// A green circle with a white plus.
    case insert
}
