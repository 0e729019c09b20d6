extension Row {
    /// A row showing its value as detail text and a UIStepper-style control (94×32 pt, − | +).
    /// A value outside `range` is clamped to it when laid out, and the layout notes the clamp.
    public struct Stepper: SingleRow {
        /// The row this stepper stands for.
        public var row: Row

        /// A stepper row showing `value` (clamped to `range` when laid out).
        public init(text: String, value: Int, in range: ClosedRange<Int> = 0...100, image: RowImage? = nil) {
            row = Row(text: text, image: image)
            row.kind = .stepper(value: value, range: range)
        }
    }
}
