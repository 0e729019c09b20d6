import CellShotRaster

/// Every number and colour that shapes a card cell, in points, in one value designers can
/// adjust. `.master` and `.detail` follow MetaCellKit v1.1's sources (the reference screenshots'
/// README lists them), corrected where the iPhone screenshots disagree.
///
/// Shadows: CALayer's `shadowRadius` r is not a Gaussian σ. Compared by eye with the 3×
/// screenshots, MetaCellKit's cards match σ ≈ r / 2, i.e. our `Shadow.blur` (σ = blur / 2)
/// equals the CALayer shadowRadius. Font sizes are at the Large content size and scale with
/// Dynamic Type through the text style named beside them.
public struct CellMetrics: Hashable, Sendable {
    // MARK: Card
    /// Card inset inside the row (leading/trailing mirror in right-to-left layouts).
    public var cardInsets: EdgeInsets
    public var cornerRadius: Double
    /// iOS-style continuous ("squircle") corners.
    public var continuousCorners: Bool
    public var background: DynamicColor
    public var highlightedBackground: DynamicColor
    public var selectedBackground: DynamicColor
    public var borderWidth: Double
    public var borderColor: DynamicColor
    public var shadow: Shadow
    /// Dark appearance: shadow colour multiplier (shadows read heavier on black).
    public var darkShadowOpacityScale: Double
    /// What the row behind the card is filled with.
    public var rowBackground: DynamicColor

    // MARK: Content
    /// Padding between the card edge and its content.
    public var contentPadding: EdgeInsets
    /// Vertical spacing between the main row, the chips row and message lines.
    public var stackSpacing: Double
    /// Horizontal spacing between icon, title, badge and chevron.
    public var rowSpacing: Double
    public var iconSize: Double
    public var iconTint: DynamicColor
    /// Title font size (text style callout scales it) and weight.
    public var titleFontSize: Double
    public var titleColor: DynamicColor
    /// Titles longer than this many characters are cut (with "…") before layout.
    public var maxTitleCharacters: Int
    public var disclosureSize: Size
    /// Space between the badge (or title) and the chevron; the screenshots show it tight.
    public var disclosureSpacing: Double
    public var disclosureColor: DynamicColor

    // MARK: Badge
    public var badgeMinimumSize: Double
    public var badgeFontSize: Double
    /// Horizontal padding on both sides together.
    public var badgeHorizontalPadding: Double

    // MARK: Chips
    /// The chip row's distance from the card's trailing and bottom edges (only those two
    /// fields are used): the screenshots put chips nearer the corner than the content padding.
    public var chipRowInsets: EdgeInsets
    public var chipSpacing: Double
    public var chipCornerRadius: Double
    public var chipPadding: EdgeInsets
    public var chipIconSpacing: Double
    public var chipFontSize: Double
    /// Chip icon side as a multiple of the chip font size.
    public var chipIconScale: Double

    // MARK: Editing and validation
    public var editChromeInset: EdgeInsets
    public var editChromeCornerRadius: Double
    public var editChromeBorderWidth: Double
    public var editChromeBorderColor: DynamicColor
    public var editChromeBackground: DynamicColor
    public var placeholderColor: DynamicColor
    public var characterCountFontSize: Double
    public var characterCountColor: DynamicColor
    /// Fraction of the maximum length from which the count turns `warningColor`.
    public var warningFraction: Double
    public var warningColor: DynamicColor
    public var errorColor: DynamicColor
    public var errorBorderWidth: Double
    public var errorMessageFontSize: Double

    /// MetaCellKit's master style: 0.4 pt label-40 % border, radius 10, shadow black 10 %
    /// (0, 2) r 12. Two deliberate departures from the source: the row inset 0/12/8/12 is split
    /// 4/12/4/12 (same 8 pt between stacked cards, but a lone row shows its top shadow), and the
    /// dark card is secondarySystemGroupedBackground (systemBackground would vanish into the
    /// black grouped background).
    public static let master = CellMetrics(
        cardInsets: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12),
        cornerRadius: 10, continuousCorners: true,
        background: .system(.secondarySystemGroupedBackground),
        // tertiarySystemFill / secondarySystemFill composited over the card background.
        highlightedBackground: DynamicColor(light: .rgb(239, 239, 240), dark: .rgb(50, 50, 54)),
        selectedBackground: DynamicColor(light: .rgb(233, 233, 235), dark: .rgb(57, 57, 61)),
        borderWidth: 0.4, borderColor: SystemColor.label.dynamic.withAlphaScaled(0.4),
        shadow: Shadow(offset: Point(0, 2), blur: 12, color: Color(white: 0, alpha: 0.10)),
        darkShadowOpacityScale: 2.5,
        rowBackground: .system(.systemGroupedBackground),
        contentPadding: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
        stackSpacing: 8, rowSpacing: 12, iconSize: 24, iconTint: .system(.label),
        titleFontSize: 16, titleColor: .system(.label), maxTitleCharacters: 1000,
        disclosureSize: Size(width: 12, height: 16), disclosureSpacing: 4, disclosureColor: .system(.systemGray),
        badgeMinimumSize: 24, badgeFontSize: 14, badgeHorizontalPadding: 12,
        chipRowInsets: EdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 10),
        chipSpacing: 8, chipCornerRadius: 8, chipPadding: EdgeInsets(vertical: 6, horizontal: 8),
        chipIconSpacing: 4, chipFontSize: 12, chipIconScale: 1.1,
        editChromeInset: EdgeInsets(vertical: 6, horizontal: 8), editChromeCornerRadius: 8,
        editChromeBorderWidth: 1, editChromeBorderColor: .system(.systemBlue),
        editChromeBackground: .system(.tertiarySystemBackground), placeholderColor: .system(.placeholderText),
        characterCountFontSize: 12, characterCountColor: .system(.secondaryLabel),
        warningFraction: 0.8, warningColor: .system(.systemOrange), errorColor: .system(.systemRed),
        errorBorderWidth: 1.5, errorMessageFontSize: 13)

    /// MetaCellKit's detail style: paper (0.96, 0.95, 0.93) background, 0.8 pt light-grey
    /// border, radius 6, shadow black 8 % (0, 1) r 16, inset 6/16/10/16.
    public static let detail: CellMetrics = {
        var metrics = CellMetrics.master
        metrics.cardInsets = EdgeInsets(top: 6, leading: 16, bottom: 10, trailing: 16)
        metrics.cornerRadius = 6
        metrics.background = DynamicColor(light: Color(red: 0.96, green: 0.95, blue: 0.93), dark: Color(red: 0.16, green: 0.15, blue: 0.14))
        metrics.highlightedBackground = DynamicColor(light: Color(red: 0.88, green: 0.85, blue: 0.81), dark: Color(red: 0.24, green: 0.22, blue: 0.20))
        metrics.selectedBackground = DynamicColor(light: Color(red: 0.92, green: 0.90, blue: 0.87), dark: Color(red: 0.21, green: 0.19, blue: 0.17))
        metrics.borderWidth = 0.8
        metrics.borderColor = DynamicColor(light: Color(white: 0.667), dark: Color(white: 0.33))
        metrics.shadow = Shadow(offset: Point(0, 1), blur: 16, color: Color(white: 0, alpha: 0.08))
        metrics.rowBackground = .system(.systemBackground)
        metrics.badgeMinimumSize = 24
        return metrics
    }()

    /// The shadow as drawn in `appearance`.
    func shadow(in appearance: Appearance) -> Shadow {
        var drawn = shadow
        let clamp = DynamicColor.clamp
        drawn.color = Color(red: clamp(drawn.color.red), green: clamp(drawn.color.green), blue: clamp(drawn.color.blue),
                        alpha: clamp(drawn.color.alpha * (appearance == .dark ? darkShadowOpacityScale : 1)))
        return drawn
    }
}
