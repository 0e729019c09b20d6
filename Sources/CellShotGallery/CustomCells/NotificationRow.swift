import CellShotLayout
import CellShotRaster
import CellShotText

/// An activity-feed row: an unread dot, an app-style icon, a bold title with its timestamp
/// and up to two lines of message.
public struct NotificationRow: CellModel, Sendable {
    /// Icon name from ``IconLibrary``.
    public var icon: String
    /// The icon square's colour.
    public var color: DynamicColor
    /// Bold first line.
    public var title: String
    /// Up to two lines.
    public var message: String
    /// "2m ago", "Yesterday"…
    public var time: String
    /// Shows the blue dot.
    public var isUnread: Bool

    /// A notification.
    public init(icon: String, color: DynamicColor, title: String, message: String, time: String, isUnread: Bool) {
        self.icon = icon; self.color = color; self.title = title; self.message = message; self.time = time; self.isUnread = isUnread
    }

    /// Dot, icon, title with time, message.
    public var body: some CellView {
        HStackView(alignment: .top, spacing: 8) {
            CircleView().fill(.systemBlue).frame(width: 9, height: 9).opacity(isUnread ? 1 : 0).padding(EdgeInsets(top: 15)).id("unread")
            IconView(icon, size: 20).foregroundColor(.white).frame(width: 38, height: 38)
                .background(RoundedRectangleView(cornerRadius: 9).fill(color)).id("appIcon")
            VStackView(alignment: .leading, spacing: 2) {
                HStackView(alignment: .firstTextBaseline, spacing: 8) {
                    TextView(title).font(.subheadline, weight: .semibold).lineLimit(1)
                    SpacerView(minLength: 0)
                    TextView(time).font(.footnote).foregroundColor(.secondaryLabel).id("time")
                }
                TextView(message).font(.subheadline).lineLimit(2)
            }
            .padding(EdgeInsets(leading: 4))
        }
        .padding(EdgeInsets(top: 10, leading: 6, bottom: 10, trailing: 16))
    }

    /// The separator starts under the text.
    public var separatorInset: EdgeInsets? { EdgeInsets(leading: 73) }
}
