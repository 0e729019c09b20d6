import CellShotText

/// The modifiers a row, a group of rows or a section can carry. Unset (nil) values inherit
/// from the enclosing group or section: the deepest value wins, as AveTableBuilder specifies.
public struct RowAttributes: Hashable, Sendable {
    public var backgroundColor: DynamicColor?
    public var textColor: DynamicColor?
    public var detailTextColor: DynamicColor?
    public var textFont: RowFont?
    public var detailTextFont: RowFont?
    public var textAlignment: TextAlignment?
    public var detailTextAlignment: TextAlignment?
    /// Lines for both labels; 0 = unlimited.
    public var numberOfLines: Int?
    public var imageTintColor: DynamicColor?
    public var accessory: RowAccessory?
    /// True shows a checkmark (over any accessory), false removes one.
    public var checked: Bool?

    public init() {}

    /// These attributes with every unset value taken from `outer`.
    public func inheriting(_ outer: RowAttributes) -> RowAttributes {
        var r = self
        r.backgroundColor = backgroundColor ?? outer.backgroundColor
        r.textColor = textColor ?? outer.textColor
        r.detailTextColor = detailTextColor ?? outer.detailTextColor
        r.textFont = textFont ?? outer.textFont
        r.detailTextFont = detailTextFont ?? outer.detailTextFont
        r.textAlignment = textAlignment ?? outer.textAlignment
        r.detailTextAlignment = detailTextAlignment ?? outer.detailTextAlignment
        r.numberOfLines = numberOfLines ?? outer.numberOfLines
        r.imageTintColor = imageTintColor ?? outer.imageTintColor
        r.accessory = accessory ?? outer.accessory
        r.checked = checked ?? outer.checked
        return r
    }
}
