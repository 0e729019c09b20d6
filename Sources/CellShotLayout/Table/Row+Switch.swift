extension Row {
    /// A row with a UISwitch-style control (51×31 pt) as its accessory: on is systemGreen (or
    /// the given tint), the white knob carries a soft shadow.
    public struct Switch: SingleRow {
        /// The row this switch stands for.
        public var row: Row

        /// A switch row; `tint` replaces systemGreen for the on track.
        public init(text: String, isOn: Bool, image: RowImage? = nil, tint: DynamicColor? = nil) {
            row = Row(text: text, image: image)
            row.kind = .toggle(isOn: isOn, tint: tint)
        }
    }
}
