import CellShotRaster
import CellShotText

/// UIKit's table metrics (iOS 17/18) for one style, width and environment, in points.
struct TableMetrics {
    let style: TableStyle
    let width: Double
    let env: CellEnvironment
    let tint: DynamicColor

    /// Layout margin: 16 pt on phones narrower than 414 pt, 20 pt on wider ones.
    var margin: Double { width >= 414 ? 20 : 16 }
    /// The rows' horizontal extent: full width, or the inset-grouped card.
    var rowX: Double { style == .insetGrouped ? margin : 0 }
    var rowWidth: Double { max(1, width - 2 * rowX) }
    /// Leading inset of row content inside a row.
    var contentInset: Double { margin }
    /// A row's content insets unless it sets its own: the cell margins, 11 pt above and below.
    var rowInsets: EdgeInsets { EdgeInsets(top: verticalPadding, leading: contentInset, bottom: verticalPadding, trailing: contentInset) }
    let cornerRadius = 10.0
    let minimumRowHeight = 44.0
    let verticalPadding = 11.0
    let imageToText = 16.0
    let accessorySpacing = 8.0
    /// Space between sections without a header (grouped styles).
    let sectionSpacing = 35.0
    let groupedHeaderTop = 17.0
    let groupedHeaderBottom = 7.0
    let footerTop = 7.0
    let plainHeaderPadding = 6.0
    let plainHeaderMinimum = 28.0
    let tableBottom = 35.0

    /// How much Dynamic Type scales body text (1 at Large), capped at 2 for glyph-like parts.
    var typeScale: Double {
        min(2, TextStyle.body.pointSize(at: env.contentSize) / TextStyle.body.pointSize(at: .large))
    }
    /// Side of the image slot (the 29 pt Settings square).
    var imageSide: Double { (29 * typeScale).rounded() }

    func color(_ dynamicColor: DynamicColor) -> Color { dynamicColor.resolve(env.appearance) }
    func font(_ rowFont: RowFont) -> Font { rowFont.resolve(env.contentSize) }

    /// Behind everything: systemBackground (plain) or systemGroupedBackground.
    var tableBackground: Color { color(style.isGrouped ? .systemGroupedBackground : .systemBackground) }
    /// Behind the rows: systemBackground (plain) or secondarySystemGroupedBackground.
    var rowBackground: Color { color(style.isGrouped ? .secondarySystemGroupedBackground : .systemBackground) }
    var separatorColor: Color { color(.separator) }
    var selectedBackground: Color { color(.systemGray4) }
    var tintColor: Color { color(tint) }
    /// The fill of pinned plain-table headers (a bar colour without the blur).
    var barMaterial: Color { env.appearance == .light ? .rgb(249, 249, 249, 0.94) : .rgb(29, 29, 29, 0.94) }
    /// The hairline under a bar over scrolled content (UIBarAppearance's shadow colour).
    var barShadow: Color { env.appearance == .light ? Color(white: 0, alpha: 0.3) : Color(white: 1, alpha: 0.15) }
    /// The system chrome material of a navigation bar over scrolled content: a tint over a blur
    /// of what lies beneath (≈ #F9F9F9 at 80 % in light, #1C1C1E at 80 % in dark, σ = 10 pt).
    /// Estimates matched by eye: Apple documents `.systemChromeMaterial` and
    /// `UIBarAppearance.configureWithDefaultBackground()` without numbers.
    var chromeMaterial: BoxStyle {
        BoxStyle(fill: env.appearance == .light ? .rgb(249, 249, 249, 0.8) : .rgb(28, 28, 30, 0.8),
                 radius: 0, continuous: false, backdropBlur: 10)
    }

    /// Rounds to the device-pixel grid.
    func snap(_ value: Double) -> Double { PixelGrid(scale: env.scale).snap(value) }
    /// One device pixel in points: the hairline.
    var hairline: Double { 1 / env.scale }
}
