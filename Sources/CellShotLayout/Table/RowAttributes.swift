import CellShotText

/// The modifiers a row, a group of rows or a section can carry. Unset (nil) values inherit
/// from the enclosing group or section: the deepest value wins, as AveTableBuilder specifies.
public struct RowAttributes: Hashable, Sendable {
    /// The row background.
    public var backgroundColor: DynamicColor?
    /// The main label's colour.
    public var textColor: DynamicColor?
    /// The detail label's colour.
    public var detailTextColor: DynamicColor?
    /// The main label's font.
    public var textFont: RowFont?
    /// The detail label's font.
    public var detailTextFont: RowFont?
    /// The main label's alignment.
    public var textAlignment: TextAlignment?
    /// The detail label's alignment.
    public var detailTextAlignment: TextAlignment?
    /// Lines for both labels; 0 = unlimited.
    public var numberOfLines: Int?
    /// The image's tint.
    public var imageTintColor: DynamicColor?
    /// The trailing accessory.
    public var accessory: RowAccessory?
    /// True shows a checkmark (over any accessory), false removes one.
    public var checked: Bool?

    /// No modifiers: everything inherits.
    public init() {}

    /// These attributes with every unset value taken from `outer`.
    public func inheriting(_ outer: RowAttributes) -> RowAttributes {
        var merged = self
        merged.backgroundColor = backgroundColor ?? outer.backgroundColor
        merged.textColor = textColor ?? outer.textColor
        merged.detailTextColor = detailTextColor ?? outer.detailTextColor
        merged.textFont = textFont ?? outer.textFont
        merged.detailTextFont = detailTextFont ?? outer.detailTextFont
        merged.textAlignment = textAlignment ?? outer.textAlignment
        merged.detailTextAlignment = detailTextAlignment ?? outer.detailTextAlignment
        merged.numberOfLines = numberOfLines ?? outer.numberOfLines
        merged.imageTintColor = imageTintColor ?? outer.imageTintColor
        merged.accessory = accessory ?? outer.accessory
        merged.checked = checked ?? outer.checked
        return merged
    }
}
