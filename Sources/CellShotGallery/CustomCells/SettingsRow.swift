import CellShotLayout
import CellShotRaster
import CellShotText

/// An iOS Settings row: a white icon on a coloured 29 pt rounded square, the title, an
/// optional value and a disclosure chevron, 44 pt high.
public struct SettingsRow: CellModel, Sendable {
    /// Icon name from ``IconLibrary``.
    public var icon: String
    /// The square's colour.
    public var color: DynamicColor
    /// The setting's name.
    public var title: String
    /// The current value, in secondary colour; nil = none.
    public var value: String?

    /// A settings row.
    public init(icon: String, color: DynamicColor, title: String, value: String? = nil) {
        self.icon = icon; self.color = color; self.title = title; self.value = value
    }

    /// Icon square, title, value, chevron.
    public var body: some CellView {
        HStackView(spacing: 15) {
            IconView(icon, size: 17).foregroundColor(.white).frame(width: 29, height: 29)
                .background(RoundedRectangleView(cornerRadius: 7).fill(color)).id("iconSquare")
            HStackView(spacing: 6) {
                TextView(title).font(.body).lineLimit(1).layoutPriority(1)
                SpacerView(minLength: 0)
                if let value { TextView(value).font(.body).foregroundColor(.secondaryLabel).lineLimit(1) }
                IconView("chevron.right", size: 13).foregroundColor(.tertiaryLabel)
            }
        }
        .padding(horizontal: 16, vertical: 7.5)
        .frame(minHeight: 44)
    }

    /// The separator starts under the title, as in Settings.
    public var separatorInset: EdgeInsets? { EdgeInsets(leading: 60) }
}
