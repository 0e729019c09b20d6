/// Every ``SystemColor`` as a ``DynamicColor`` member, so views write `.foregroundColor(.secondaryLabel)`.
extension DynamicColor {
    /// UIKit's `label` (light and dark).
    public static var label: DynamicColor { SystemColor.label.dynamic }
    /// UIKit's `secondaryLabel` (light and dark).
    public static var secondaryLabel: DynamicColor { SystemColor.secondaryLabel.dynamic }
    /// UIKit's `tertiaryLabel` (light and dark).
    public static var tertiaryLabel: DynamicColor { SystemColor.tertiaryLabel.dynamic }
    /// UIKit's `quaternaryLabel` (light and dark).
    public static var quaternaryLabel: DynamicColor { SystemColor.quaternaryLabel.dynamic }
    /// UIKit's `placeholderText` (light and dark).
    public static var placeholderText: DynamicColor { SystemColor.placeholderText.dynamic }
    /// UIKit's `link` (light and dark).
    public static var link: DynamicColor { SystemColor.link.dynamic }
    /// UIKit's `separator` (light and dark).
    public static var separator: DynamicColor { SystemColor.separator.dynamic }
    /// UIKit's `opaqueSeparator` (light and dark).
    public static var opaqueSeparator: DynamicColor { SystemColor.opaqueSeparator.dynamic }
    /// UIKit's `systemBackground` (light and dark).
    public static var systemBackground: DynamicColor { SystemColor.systemBackground.dynamic }
    /// UIKit's `secondarySystemBackground` (light and dark).
    public static var secondarySystemBackground: DynamicColor { SystemColor.secondarySystemBackground.dynamic }
    /// UIKit's `tertiarySystemBackground` (light and dark).
    public static var tertiarySystemBackground: DynamicColor { SystemColor.tertiarySystemBackground.dynamic }
    /// UIKit's `systemGroupedBackground` (light and dark).
    public static var systemGroupedBackground: DynamicColor { SystemColor.systemGroupedBackground.dynamic }
    /// UIKit's `secondarySystemGroupedBackground` (light and dark).
    public static var secondarySystemGroupedBackground: DynamicColor { SystemColor.secondarySystemGroupedBackground.dynamic }
    /// UIKit's `tertiarySystemGroupedBackground` (light and dark).
    public static var tertiarySystemGroupedBackground: DynamicColor { SystemColor.tertiarySystemGroupedBackground.dynamic }
    /// UIKit's `systemFill` (light and dark).
    public static var systemFill: DynamicColor { SystemColor.systemFill.dynamic }
    /// UIKit's `secondarySystemFill` (light and dark).
    public static var secondarySystemFill: DynamicColor { SystemColor.secondarySystemFill.dynamic }
    /// UIKit's `tertiarySystemFill` (light and dark).
    public static var tertiarySystemFill: DynamicColor { SystemColor.tertiarySystemFill.dynamic }
    /// UIKit's `quaternarySystemFill` (light and dark).
    public static var quaternarySystemFill: DynamicColor { SystemColor.quaternarySystemFill.dynamic }
    /// UIKit's `systemGray` (light and dark).
    public static var systemGray: DynamicColor { SystemColor.systemGray.dynamic }
    /// UIKit's `systemGray2` (light and dark).
    public static var systemGray2: DynamicColor { SystemColor.systemGray2.dynamic }
    /// UIKit's `systemGray3` (light and dark).
    public static var systemGray3: DynamicColor { SystemColor.systemGray3.dynamic }
    /// UIKit's `systemGray4` (light and dark).
    public static var systemGray4: DynamicColor { SystemColor.systemGray4.dynamic }
    /// UIKit's `systemGray5` (light and dark).
    public static var systemGray5: DynamicColor { SystemColor.systemGray5.dynamic }
    /// UIKit's `systemGray6` (light and dark).
    public static var systemGray6: DynamicColor { SystemColor.systemGray6.dynamic }
    /// UIKit's `systemRed` (light and dark).
    public static var systemRed: DynamicColor { SystemColor.systemRed.dynamic }
    /// UIKit's `systemOrange` (light and dark).
    public static var systemOrange: DynamicColor { SystemColor.systemOrange.dynamic }
    /// UIKit's `systemYellow` (light and dark).
    public static var systemYellow: DynamicColor { SystemColor.systemYellow.dynamic }
    /// UIKit's `systemGreen` (light and dark).
    public static var systemGreen: DynamicColor { SystemColor.systemGreen.dynamic }
    /// UIKit's `systemMint` (light and dark).
    public static var systemMint: DynamicColor { SystemColor.systemMint.dynamic }
    /// UIKit's `systemTeal` (light and dark).
    public static var systemTeal: DynamicColor { SystemColor.systemTeal.dynamic }
    /// UIKit's `systemCyan` (light and dark).
    public static var systemCyan: DynamicColor { SystemColor.systemCyan.dynamic }
    /// UIKit's `systemBlue` (light and dark).
    public static var systemBlue: DynamicColor { SystemColor.systemBlue.dynamic }
    /// UIKit's `systemIndigo` (light and dark).
    public static var systemIndigo: DynamicColor { SystemColor.systemIndigo.dynamic }
    /// UIKit's `systemPurple` (light and dark).
    public static var systemPurple: DynamicColor { SystemColor.systemPurple.dynamic }
    /// UIKit's `systemPink` (light and dark).
    public static var systemPink: DynamicColor { SystemColor.systemPink.dynamic }
    /// UIKit's `systemBrown` (light and dark).
    public static var systemBrown: DynamicColor { SystemColor.systemBrown.dynamic }
}
