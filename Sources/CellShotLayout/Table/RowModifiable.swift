import CellShotText

/// Anything that carries ``RowAttributes``: a row, a group of rows, a section or a group of
/// sections. Each modifier returns a copy; applied to a group or section it reaches every row
/// inside that does not set the same property itself (the deepest one wins).
public protocol RowModifiable {
    /// The modifiers set at this level.
    var attributes: RowAttributes { get set }
}

extension RowModifiable {
    private func with(_ change: (inout RowAttributes) -> Void) -> Self {
        var copy = self
        change(&copy.attributes)
        return copy
    }

    /// The row background.
    public func backgroundColor(_ color: DynamicColor) -> Self { with { $0.backgroundColor = color } }
    /// The main label's colour.
    public func textColor(_ color: DynamicColor) -> Self { with { $0.textColor = color } }
    /// The detail (subtitle / value) label's colour.
    public func detailTextColor(_ color: DynamicColor) -> Self { with { $0.detailTextColor = color } }
    /// The main label's font.
    public func textFont(_ font: RowFont) -> Self { with { $0.textFont = font } }
    /// The detail label's font.
    public func detailTextFont(_ font: RowFont) -> Self { with { $0.detailTextFont = font } }
    /// The main label's alignment.
    public func textAlignment(_ alignment: TextAlignment) -> Self { with { $0.textAlignment = alignment } }
    /// The detail label's alignment.
    public func detailTextAlignment(_ alignment: TextAlignment) -> Self { with { $0.detailTextAlignment = alignment } }
    /// Lines for both labels (0 = unlimited; the default is 1).
    public func numberOfLines(_ lines: Int) -> Self { with { $0.numberOfLines = lines } }
    /// The image's tint.
    public func imageTintColor(_ color: DynamicColor) -> Self { with { $0.imageTintColor = color } }
    /// The trailing accessory.
    public func accessory(_ accessory: RowAccessory) -> Self { with { $0.accessory = accessory } }
    /// Shows (true) or removes (false) a checkmark.
    public func checked(_ checked: Bool = true) -> Self { with { $0.checked = checked } }
}
