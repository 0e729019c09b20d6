/// Hooks for fronts that lower their own view types onto the table engine (the SwiftUI
/// module's `List` and `Form`).
extension Row {
    /// A row whose content `layout` lays out for the row's width, environment and state (the
    /// content places itself inside the cell margins); the table draws its background,
    /// separator and swipe actions.
    package init(kind: String, text: String = "", layout: @escaping (Double, CellEnvironment, RowState) throws(CellError) -> LayoutTree) {
        self.init(text: text)
        self.kind = .embedded(EmbeddedContent(kind: kind, layout: layout))
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

/// A screen laid out with a viewport (a window of its table scrolled to an offset), as a view.
package struct ViewportScreen: PrimitiveCellView, ElementConvertible {
    package let screen: Screen
    package let viewport: Viewport?

    package init(screen: Screen, viewport: Viewport?) { self.screen = screen; self.viewport = viewport }

    func element(_ r: inout ElementResolver) throws(CellError) -> Element {
        EmbeddedContent.element("screen", r) { width, environment throws(TableError) in
            try screen.layout(width: width, environment: environment, viewport: viewport)
        }
    }
}
