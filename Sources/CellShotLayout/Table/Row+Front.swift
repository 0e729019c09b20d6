/// Hooks for fronts that lower their own view types onto the table engine (the SwiftUI
/// module's `List` and `Form`).
import CellShotRaster

extension Row {
    /// A row whose content `layout` lays out for the row's width, environment and state (the
    /// content places itself inside the cell margins); the table draws its background,
    /// separator and swipe actions.
    package init(kind: String, text: String = "", layout: @escaping (Double, CellEnvironment, RowState) throws(CellError) -> LayoutTree) {
        self.init(text: text)
        self.kind = .embedded(EmbeddedContent(kind: kind, layout: layout, showsEditingControls: true))
    }
}

extension GroupView {
    /// The views, in order.
    package var childViews: [AnyCellView] { children }
}

extension ForEachView {
    /// The views, in the collection's order.
    package var childViews: [AnyCellView] { children }
}

extension CellView {
    /// The views a `GroupView` or `ForEachView` stands for wherever views are listed (a list's
    /// rows, a picker's options, tabs, toolbar items, grid cells); nil for any other view.
    package var listedChildren: [AnyCellView]? {
        if let group = self as? GroupView { return group.children }
        if let each = self as? ForEachView { return each.children }
        return nil
    }
}

extension AnyCellView {
    /// The wrapped view.
    package var wrapped: any CellView { view }
}

extension SectionSupplement {
    /// A header or footer whose content `layout` lays out across the table's width (the
    /// content places itself inside the margins).
    package static func layout(kind: String, _ layout: @escaping (Double, CellEnvironment) throws(CellError) -> LayoutTree) -> SectionSupplement {
        SectionSupplement(content: .embedded(EmbeddedContent(kind: kind) { width, environment, _ throws(CellError) in
            try layout(width, environment)
        }), height: .automatic)
    }
}

/// A table or screen as a view, laid out by `layout` (a `TableView`'s or a `Screen`'s, with
/// a viewport or not), its height snapped to whole device pixels where it is one within
/// rounding error, so a view around it is exactly as tall as the table drawn alone.
package struct TableContentView: PrimitiveCellView, ElementConvertible {
    let kind: String
    let layout: (Double, CellEnvironment) throws(CellError) -> LayoutTree

    /// A table as a view.
    package init(_ table: TableView) {
        kind = "table"
        layout = { width, environment throws(CellError) in try table.layout(width: width, environment: environment) }
    }

    /// A screen as a view, showing `viewport`'s window of its table.
    package init(_ screen: Screen, viewport: Viewport?) {
        kind = "screen"
        layout = { width, environment throws(CellError) in try screen.layout(width: width, environment: environment, viewport: viewport) }
    }

    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        EmbeddedContent.element(kind, resolver) { width, environment throws(CellError) in
            var tree = try layout(width, environment)
            let grid = PixelGrid(scale: environment.scale)
            if grid.isWhole(tree.size.height) { tree.size.height = grid.snap(tree.size.height) }
            return tree
        }
    }
}

extension TableContentView {
    /// `view` rendered through the table engine's own path when the view is a table or a screen
    /// and nothing around it (no explicit height or background, an opaque table background,
    /// whole device pixels): the pixels the view path draws, without drawing the table's
    /// background over a canvas of the row's background. Nil when the view is anything else.
    package static func image(_ view: some CellView, width: Double, height: Double?, environment: CellEnvironment,
                      background: DynamicColor?) throws(CellError) -> Image? {
        guard height == nil, background == nil, !(view is any CellModel) else { return nil }
        return try environment.withFonts { () throws(CellError) -> Image? in
            try CellLimits.validate(width: width, height: nil, scale: environment.scale)
            var resolver = ElementResolver(environment: environment)
            return try image(resolved: try resolver.element(view), width: width, environment: environment)
        }
    }

    /// The table path for a resolved root (fonts bound, width checked): nil unless the root is
    /// a table or a screen alone whose tree is opaque and whole device pixels.
    static func image(resolved root: Element, width: Double, environment: CellEnvironment) throws(CellError) -> Image? {
        guard case let .embedded(embedded) = root.kind,
              embedded.content.kind == "table" || embedded.content.kind == "screen" else { return nil }
        let tree = try embedded.content.layout(width, embedded.environment, .normal)
        let grid = PixelGrid(scale: environment.scale)
        guard tree.scale == environment.scale, tree.background.alpha >= 1,
              grid.isWhole(width), grid.isWhole(tree.size.height) else { return nil }
        return try tree.render()
    }
}
