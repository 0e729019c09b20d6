import CellShotRaster

/// A card cell is a cell model: its body is the card, made for the width it is proposed
/// (the card cuts its badge and chip labels to that width) inside the card's insets. Used as a
/// view or a model — in a stack, a `TableView` row (`Row(model:)`), a matrix — a self-sizing
/// card draws the same pixels and nodes as ``Cell/layout(width:environment:)``, which lays the
/// same card out as a row of its own: with the card's summary and notes in the dump, and an
/// explicit height cutting the card itself (through the body, the row is cut instead).
extension Cell: CellModel {
    /// The card in its insets, made for the proposed width.
    public var body: some CellView {
        ReaderView(width: { width in AnyCellView(CardRow(cell: self, width: width)) })
    }

    /// The row background (``CellMetrics/rowBackground`` of the configuration).
    public var backgroundColor: DynamicColor { configuration.resolvedMetrics.rowBackground }

    /// Nil: the card draws its own highlighted and selected states.
    public var highlightColor: DynamicColor? { nil }
}

/// The card of a cell in a row `width` points wide, inside the card insets (node `card`).
struct CardRow: PrimitiveCellView, ElementConvertible {
    let cell: Cell
    let width: Double

    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        try cell.validateChips()
        let card = CardView(cell, width: width, environment: resolver.environment)
        return try resolver.modified(card.element(&resolver), .padding(card.metrics.cardInsets))
    }
}
