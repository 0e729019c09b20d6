import CellShotRaster

/// One table row: a UIKit-style cell (text, detail text, image, accessory) or a switch,
/// stepper, action, spinner or embedded cell row, with its modifiers, height and visual state.
/// Build rows with the initialisers here or the nested `Row.Switch`, `Row.Stepper`,
/// `Row.Action`, `Row.Group`, `Row.ForEach` and `Row.MultiSelection`.
public struct Row: SingleRow {
    /// What kind of row this is (and its control's value).
    enum Kind: Sendable {
        case standard
        case toggle(isOn: Bool, tint: DynamicColor?)
        case stepper(value: Int, range: ClosedRange<Int>)
        case action
        case spinner
        case embedded(EmbeddedContent)
    }

    public var text: String
    public var detailText: String?
    public var image: RowImage?
    public var style: RowStyle
    public var attributes = RowAttributes()
    public var height: RowHeight = .automatic
    public var state: RowState = .normal
    /// The leading control while the table is editing.
    public var editingControl: EditingControl = .delete
    /// Shows a reorder handle while the table is editing.
    public var showsReorderControl = false
    public var leadingSwipeActions: [SwipeAction] = []
    public var trailingSwipeActions: [SwipeAction] = []
    /// The edge whose swipe actions are shown revealed, if any.
    public var revealedSwipeEdge: SwipeEdge?
    var kind: Kind = .standard

    /// A row in one of UIKit's cell styles; `detailText` is the subtitle or value.
    public init(text: String, detailText: String? = nil, image: RowImage? = nil, style: RowStyle = .default) {
        self.text = text; self.detailText = detailText; self.image = image
        self.style = detailText == nil || style != .default ? style : .subtitle
    }

    /// A value1 row: text leading, value trailing in secondaryLabel.
    public init(text: String, value: String, image: RowImage? = nil) {
        self.init(text: text, detailText: value, image: image, style: .value1)
    }

    /// A subtitle row.
    public init(text: String, subtitle: String, image: RowImage? = nil) {
        self.init(text: text, detailText: subtitle, image: image, style: .subtitle)
    }

    /// A MetaCellKit card cell as a row (its own insets, background and height).
    public init(cell: Cell) {
        self.init(text: cell.title)
        kind = .embedded(EmbeddedContent(kind: "cell") { width, environment throws(CellError) in
            try cell.layout(width: width, environment: environment)
        })
    }

    /// TableViewLiaison's pagination row: a centred activity indicator, drawn at a fixed phase.
    public static var spinner: Row {
        var row = Row(text: "")
        row.kind = .spinner
        return row
    }

    public var row: Row {
        get { self }
        set { self = newValue }
    }
}
