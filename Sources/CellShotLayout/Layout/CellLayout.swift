import CellShotRaster
import CellShotText

extension Cell {
    /// Lays the cell out in a row `width` points wide: its `CardView` goes through the view
    /// engine inside the card insets, self-sizing or cut to the explicit height. Throws
    /// ``CellError`` for a bad width, scale or height, more than three chips, or an
    /// unknown icon name.
    public func layout(width: Double, environment env: CellEnvironment = .standard) throws(CellError) -> LayoutTree {
        try env.withFonts { () throws(CellError) -> LayoutTree in try laidOut(width: width, environment: env) }
    }

    /// ``layout(width:environment:)`` with the environment's fonts and language bound.
    private func laidOut(width: Double, environment env: CellEnvironment) throws(CellError) -> LayoutTree {
        try validate(width: width, scale: env.scale)
        let card = CardView(self, width: width, environment: env)
        let insets = card.metrics.cardInsets
        var resolver = ElementResolver(environment: env)
        let element = try card.element(&resolver)
        let context = LayoutContext(scale: env.scale, rightToLeft: env.layoutDirection == .rightToLeft)
        let cardWidth = max(0, width - insets.leading - insets.trailing)
        var cardFrame = Rect(x: insets.leading, y: insets.top, width: cardWidth,
                             height: element.size(Proposal(width: cardWidth, height: nil), in: nil, context).height)
        var notes = card.notes
        var rowHeight = cardFrame.maxY + insets.bottom
        var clips = false
        if let height {
            let cardH = max(0, height - insets.top - insets.bottom)
            clips = cardH < cardFrame.height
            if clips { notes.append("explicit height \(LayoutTree.num(height)) pt cuts the content (needs \(LayoutTree.num(rowHeight)) pt)") }
            cardFrame.size.height = cardH
            rowHeight = height
        } else if rowHeight > CellLimits.maxHeight {
            notes.append("height \(LayoutTree.num(rowHeight)) pt clamped to \(LayoutTree.num(CellLimits.maxHeight)) pt")
            clips = true
            rowHeight = CellLimits.maxHeight
            cardFrame.size.height = max(0, rowHeight - insets.top - insets.bottom)
        }
        rowHeight = PixelGrid(scale: env.scale).snapUp(rowHeight)
        notes += self.notes
        var cardNode = element.place(cardFrame, Proposal(width: cardFrame.width, height: cardFrame.height), in: nil, name: .fixed("card"), context)
            ?? LayoutNode(name: "card", frame: cardFrame)
        if let problem = context.problem.first { throw problem }
        cardNode.clipsChildren = clips
        var row = LayoutNode(name: "row", frame: Rect(x: 0, y: 0, width: width, height: rowHeight), children: [cardNode])
        row.finish(width: width, scale: env.scale, mirror: context.rightToLeft)
        return LayoutTree(size: Size(width: width, height: rowHeight), scale: env.scale,
                          background: card.metrics.rowBackground.resolve(env.appearance),
                          root: row,
                          summary: summary(env), notes: notes)
    }

    private func validate(width: Double, scale: Double) throws(CellError) {
        try CellLimits.validate(width: width, height: height, scale: scale)
        try validateChips()
    }

    /// Throws ``CellError/tooManyMetadataViews(count:maximum:)`` for more chips than a card shows.
    func validateChips() throws(CellError) {
        let chipCount = configuration.metadataViewCount, most = CellConfiguration.maxMetadataViews
        guard chipCount >= 0, chipCount <= most else { throw .tooManyMetadataViews(count: chipCount, maximum: most) }
        if configuration.metadataConfigs.count > most { throw .tooManyMetadataViews(count: configuration.metadataConfigs.count, maximum: most) }
    }

    private func summary(_ env: CellEnvironment) -> String {
        // Appended to one buffer reserved once (every layout makes it).
        var text = "style="
        text.reserveCapacity(128)
        for part in [configuration.style.rawValue, " chips=", String(configuration.metadataViewCount), " state=", state.name,
                     " appearance=", env.appearance.rawValue, " size=", env.contentSize.rawValue,
                     " direction=", env.layoutDirection == .rightToLeft ? "rtl" : "ltr"] { text += part }
        return text
    }
}
