/// The view at the trailing edge of a row (UITableViewCell.AccessoryType).
public enum RowAccessory: String, Hashable, Sendable, CaseIterable {
    case none
    /// A grey chevron.
    case disclosureIndicator
    /// A tinted checkmark.
    case checkmark
    /// A tinted ⓘ button.
    case detailButton
    /// A tinted ⓘ button followed by a chevron.
    case detailDisclosureButton
}
