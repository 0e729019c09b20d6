import CellShotRaster

/// One table row: a UIKit-style cell (text, detail text, image, accessory) or a switch,
/// stepper, action, spinner or embedded cell row, with its modifiers, height and visual state.
/// Build rows with the initialisers here or the nested `Row.Switch`, `Row.Stepper`,
/// `Row.Action`, `Row.Group`, `Row.ForEach` and `Row.MultiSelection`.
public struct Row: SingleRow {
    /// What kind of row this is (and its control's value).
    enum Kind {
        case standard
        case toggle(isOn: Bool, tint: DynamicColor?)
        case stepper(value: Int, range: ClosedRange<Int>)
        case action
        case spinner
        case embedded(EmbeddedContent)
    }

    /// The main label (textLabel).
    public var text: String
    /// The subtitle or value (detailTextLabel).
    public var detailText: String?
    /// The leading image.
    public var image: RowImage?
    /// The UIKit cell style.
    public var style: RowStyle
    /// The modifiers set on this row.
    public var attributes = RowAttributes()
    /// Self-sizing (at least 44 pt) or fixed.
    public var height: RowHeight = .automatic
    /// Normal, highlighted or selected.
    public var state: RowState = .normal
    /// The leading control while the table is editing.
    public var editingControl: EditingControl = .delete
    /// Shows a reorder handle while the table is editing.
    public var showsReorderControl = false
    /// Actions revealed by a swipe from the leading edge.
    public var leadingSwipeActions: [SwipeAction] = []
    /// Actions revealed by a swipe from the trailing edge.
    public var trailingSwipeActions: [SwipeAction] = []
    /// The edge whose swipe actions are shown revealed, if any.
    public var revealedSwipeEdge: SwipeEdge?
    var kind: Kind = .standard
    var options = RowListOptions()

    /// A row in one of UIKit's cell styles; `detailText` is the subtitle or value (with the
    /// default style, a detail text makes the row a subtitle row).
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

    /// A MetaCellKit card cell as a row (its own insets, background and height; a selected or
    /// highlighted row shows the card's own state).
    public init(cell: Cell) {
        self.init(text: cell.title)
        kind = .embedded(EmbeddedContent(kind: "cell") { width, environment, state throws(CellError) in
            var card = cell
            if card.state == .normal, state != .normal { card.state = state == .selected ? .selected : .highlighted }
            return try card.layout(width: width, environment: environment)
        })
    }

    /// Any view as a row, self-sizing, on the row background.
    public init(view: some CellView) {
        self.init(text: "")
        kind = .embedded(EmbeddedContent(kind: "view") { width, environment, _ throws(CellError) in
            try view.layout(width: width, environment: environment, background: .clear)
        })
    }

    /// A user's cell model as a row (CellKit): its own height, separator, background and
    /// highlight colour; the table draws no separator of its own for it.
    public init(model: some CellModel) {
        self.init(text: "")
        kind = .embedded(EmbeddedContent(kind: "model") { width, environment, state throws(CellError) in
            try model.layout(width: width, environment: environment, state: state == .normal ? .normal : (state == .selected ? .selected : .highlighted))
        })
    }

    /// TableViewLiaison's pagination row: a centred activity indicator, drawn at a fixed phase.
    public static var spinner: Row {
        var row = Row(text: "")
        row.kind = .spinner
        return row
    }

    /// The row itself.
    public var row: Row {
        get { self }
        set { self = newValue }
    }
}
