import CellShotRaster
import CellShotText

/// A navigation screen around a table: a navigation bar (large or inline title, back button
/// with its title, bar buttons, a search field) above a ``TableView``. Its height is the bar plus the table's
/// content, or the bar plus a ``Viewport`` of the table scrolled to an offset.
public struct Screen {
    /// How the title is shown (UINavigationItem.LargeTitleDisplayMode).
    public enum TitleDisplayMode: String, Hashable, Sendable { case large, inline }

    /// The navigation title.
    public var title: String
    /// Large (collapsing when scrolled) or inline.
    public var titleDisplayMode: TitleDisplayMode
    /// The back button's title; nil shows no back button.
    public var backTitle: String?
    /// Buttons after the back button.
    public var leadingButtons: [BarButton]
    /// Buttons at the trailing edge, outermost first.
    public var trailingButtons: [BarButton]
    /// The search field under the title (hidden once the content scrolls), if any.
    public var searchField: SearchField?
    /// The table below the bar.
    public var table: TableView

    /// A screen showing `table` under a navigation bar.
    public init(title: String, titleDisplayMode: TitleDisplayMode = .large, backTitle: String? = nil,
                leadingButtons: [BarButton] = [], trailingButtons: [BarButton] = [], searchField: SearchField? = nil,
                table: TableView) {
        self.title = title; self.titleDisplayMode = titleDisplayMode; self.backTitle = backTitle
        self.leadingButtons = leadingButtons; self.trailingButtons = trailingButtons; self.searchField = searchField
        self.table = table
    }

    /// Lays the screen out `width` points wide (a ``DeviceWidth`` preset): the bar, then the
    /// whole table or `viewport`'s window of it.
    public func layout(width: Double, environment: CellEnvironment = .standard,
                       viewport: Viewport? = nil) throws(CellError) -> LayoutTree {
        try environment.withFonts { () throws(CellError) -> LayoutTree in try laidOut(width: width, environment: environment, viewport: viewport) }
    }

    private func laidOut(width: Double, environment: CellEnvironment, viewport: Viewport?) throws(CellError) -> LayoutTree {
        var engine = try TableLayoutEngine(table: table, width: width, env: environment)
        let bar = NavigationBarLayout(screen: self, metrics: engine.metrics, scrolled: (viewport?.offset ?? 0) > 0)
        // Scrolled content continues under the bar, whose material blurs it.
        var (tree, _) = try engine.layout(viewport: viewport, top: bar.height, under: bar.scrolled ? bar.height : 0)
        var barNode = try bar.node()
        if environment.layoutDirection == .rightToLeft { barNode = barNode.mirrored(width: width) }
        // Whole device pixels, as many as the canvas makes of the height.
        tree.size.height = PixelGrid(scale: environment.scale).wholePixels(tree.size.height)
        tree.root = LayoutNode(name: "screen", frame: Rect(x: 0, y: 0, width: width, height: tree.size.height),
                               children: [tree.root, engine.placed(barNode, dy: 0)])
        tree.summary = "screen title=\"\(title)\" \(bar.isLarge ? "large" : "inline") " + tree.summary
        return tree
    }

    /// Lays out and rasterizes the screen.
    public func render(width: Double, environment: CellEnvironment = .standard,
                       viewport: Viewport? = nil) throws(CellError) -> Image {
        try layout(width: width, environment: environment, viewport: viewport).renderTable()
    }
}
