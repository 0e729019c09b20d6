extension Row {
    /// A row showing its value as detail text (unless `showsValue` is false, as a SwiftUI `Form`
    /// draws it: the label says the value) and a UIStepper-style control (94×32 pt, − | +).
    /// A value outside `range` is clamped to it when laid out, and the layout notes the clamp.
    public struct Stepper: SingleRow {
        /// The row this stepper stands for.
        public var row: Row

        /// A stepper row for `value` (clamped to `range` when laid out), shown beside the
        /// control unless `showsValue` is false; − is dimmed at the range's lower bound, + at its upper.
        public init(text: String, value: Int, in range: ClosedRange<Int> = 0...100, image: RowImage? = nil, showsValue: Bool = true) {
            row = Row(text: text, image: image)
            row.kind = .stepper(value: value, range: range)
            row.options.hidesStepperValue = !showsValue
        }
    }
}
