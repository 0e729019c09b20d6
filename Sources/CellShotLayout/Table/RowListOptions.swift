import CellShotRaster

/// Options a front that lowers its own lists onto the table engine sets per row (SwiftUI's
/// `.listRowInsets`, `.listRowSeparator`, `.listRowSeparatorTint`, `.listSectionSeparator`, a
/// menu picker's chevrons). The defaults draw the row exactly as `TableView` does.
package struct RowListOptions: Hashable, Sendable {
    /// The content's insets inside the row (nil: the cell margins, 11 pt above and below).
    package var insets: EdgeInsets?
    /// Hides the separator above (`top`) or below (`bottom`) the row.
    package var hidesSeparatorAbove = false, hidesSeparatorBelow = false
    /// The colour of the separator above or below the row (nil: the table's).
    package var separatorTintAbove: DynamicColor?, separatorTintBelow: DynamicColor?
    /// Plain tables: a section separator above the section (read from its first row) or below it
    /// (from its last row); nil keeps the table's default (none above, the usual one below).
    package var sectionSeparatorAbove: Bool?, sectionSeparatorBelow: Bool?
    /// A symbol drawn after the value in the secondary label colour (a menu picker's
    /// `chevron.up.chevron.down`), where the row has no accessory.
    package var valueSymbol: String?
    /// A stepper row without its value beside the control (the label says it, as in a SwiftUI
    /// `Form`).
    package var hidesStepperValue = false
    /// A stepper row that has no value (a SwiftUI `Stepper` with `onIncrement:`/`onDecrement:`
    /// or a non-integer value): its control carries no value text in the layout dump.
    package var stepperHasNoValue = false
    /// A row drawn from a view: its separator starts at the view's first text (SwiftUI's
    /// default, so a row with a leading image or icon has its separator under the title), not
    /// at the margin.
    package var separatorFollowsText = false

    package init() {}
}

extension Row {
    /// The front's options of this row.
    package var listOptions: RowListOptions {
        get { options }
        set { options = newValue }
    }
}
