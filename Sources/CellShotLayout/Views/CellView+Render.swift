import CellShotRaster
import CellShotText

extension CellView {
    /// Lays the view out in a row `width` points wide: the view is proposed the width and
    /// (when given) the height; the row is as tall as the view answers (self-sizing), or
    /// `height`. The view sits at the row's top leading corner on `background` (nil: the
    /// system background). A ``CellModel`` keeps its own height, separator and background
    /// where these are nil, also when it is handled as a plain view.
    /// Throws ``CellError`` for a bad width, height or scale, bad values in the views
    /// (negative or non-finite sizes, paddings, spacings), unknown icons, oversized images
    /// and nesting deeper than ``CellLimits/maxViewDepth``.
    public func layout(width: Double, height: Double? = nil, environment: CellEnvironment = .standard,
                       background: DynamicColor? = nil) throws(CellError) -> LayoutTree {
        try ViewLayout.tree(self, width: width, height: height, environment: environment, background: background, state: .normal)
    }

    /// Lays out and rasterizes the view: an image `width × scale` pixels wide.
    public func render(width: Double, height: Double? = nil, environment: CellEnvironment = .standard,
                       background: DynamicColor? = nil) throws(CellError) -> Image {
        try ViewLayout.image(self, width: width, height: height, environment: environment, background: background)
    }
}

/// The one way views become a ``LayoutTree``: resolve, size, place, then mirror and snap.
enum ViewLayout {
    /// The tree of `view` (with a ``CellModel``'s height, separator and highlight where the
    /// arguments leave them open) in a row `width` points wide.
    static func tree<V: CellView>(_ view: V, width: Double, height: Double?, environment env: CellEnvironment,
                                  background: DynamicColor?, state: VisualState) throws(CellError) -> LayoutTree {
        try env.withFonts { () throws(CellError) -> LayoutTree in
            try SettlingSession.settled { () throws(CellError) -> LayoutTree in
                try fontsBound(view, width: width, height: height, environment: env, background: background, state: state)
            }
        }
    }

    /// The image of `view`, resolved once per pass (one pass unless preferences settle, see
    /// ``SettlingSession``): a table or screen alone draws through the table
    /// engine's own path (the same pixels), anything else through its tree.
    static func image<V: CellView>(_ view: V, width: Double, height: Double?, environment env: CellEnvironment,
                                   background: DynamicColor?) throws(CellError) -> Image {
        try env.withFonts { () throws(CellError) -> Image in
            try SettlingSession.settled { () throws(CellError) -> Image in
                let model = view as? any CellModel
                let root = try resolved(view, model: model, width: width, height: height, environment: env)
                if height == nil, background == nil, model == nil,
                   let image = try TableContentView.image(resolved: root, width: width, environment: env) {
                    return image
                }
                return try tree(root, model: model, width: width, height: height, environment: env, background: background,
                                state: .normal).render()
            }
        }
    }

    private static func fontsBound<V: CellView>(_ view: V, width: Double, height: Double?, environment env: CellEnvironment,
                                                background: DynamicColor?, state: VisualState) throws(CellError) -> LayoutTree {
        let model = view as? any CellModel
        let root = try resolved(view, model: model, width: width, height: height, environment: env)
        return try tree(root, model: model, width: width, height: height, environment: env, background: background, state: state)
    }

    /// `view`'s element, after the row's width, height and scale are checked.
    private static func resolved<V: CellView>(_ view: V, model: (any CellModel)?, width: Double, height: Double?,
                                              environment env: CellEnvironment) throws(CellError) -> Element {
        try CellLimits.validate(width: width, height: height ?? model?.height, scale: env.scale)
        var resolver = ElementResolver(environment: env)
        return try resolver.element(view)
    }

    /// The row's tree around the resolved `root`.
    private static func tree(_ root: Element, model: (any CellModel)?, width: Double, height explicitHeight: Double?,
                             environment env: CellEnvironment, background: DynamicColor?,
                             state: VisualState) throws(CellError) -> LayoutTree {
        let height = explicitHeight ?? model?.height
        let highlighted = state == .highlighted || state == .selected
        let rowBackground = background ?? (highlighted ? model?.highlightColor : nil) ?? model?.backgroundColor ?? .systemBackground
        let context = LayoutContext(scale: env.scale, rightToLeft: env.layoutDirection == .rightToLeft)
        let proposal = Proposal(width: width, height: height)
        let size = root.size(proposal, in: nil, context)
        var notes: [String] = []
        var rowHeight = height ?? size.height
        var clips = height.map { size.height > $0 + 1e-9 } ?? false
        if clips { notes.append("explicit height \(LayoutTree.num(rowHeight)) pt cuts the content (needs \(LayoutTree.num(size.height)) pt)") }
        if !rowHeight.isFinite || rowHeight > CellLimits.maxHeight {
            notes.append("height \(LayoutTree.num(rowHeight)) pt clamped to \(LayoutTree.num(CellLimits.maxHeight)) pt")
            rowHeight = CellLimits.maxHeight
            clips = true
        }
        if size.width > width + 1e-9 { notes.append("content \(LayoutTree.num(size.width)) pt wide overflows the \(LayoutTree.num(width)) pt row") }
        rowHeight = PixelGrid(scale: env.scale).snapUp(rowHeight)
        let node = root.place(Rect(x: 0, y: 0, width: size.width, height: size.height), proposal, in: nil, name: .indexed(root.kindName, 0), context)
        if let problem = context.problem.first { throw problem }
        var children = node.map { [$0] } ?? []
        if let inset = model?.separatorInset {
            let frame = Rect(x: inset.leading, y: rowHeight - 1 / env.scale,
                             width: max(0, width - inset.leading - inset.trailing), height: 1 / env.scale)
            children.append(LayoutNode(name: "separator", frame: frame,
                                       content: .shape(ShapeContent(outline: .rectangle, fill: env.color(.separator)))))
        }
        var row = LayoutNode(name: "row", frame: Rect(x: 0, y: 0, width: width, height: rowHeight), children: children, clipsChildren: clips)
        row.finish(width: width, scale: env.scale, mirror: context.rightToLeft)
        let summary = (model == nil ? "view" : "model \(state.name)") + " appearance=\(env.appearance.rawValue) size=\(env.contentSize.rawValue) "
            + "direction=\(context.rightToLeft ? "rtl" : "ltr")"
        return LayoutTree(size: Size(width: width, height: rowHeight), scale: env.scale, background: rowBackground.resolve(env.appearance),
                          root: row, summary: summary, notes: notes)
    }
}
