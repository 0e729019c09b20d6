import CellShotLayout
import CellShotRaster
import CellShotText

/// A Mail inbox row: unread dot, the sender in bold with the date and a chevron, the
/// subject, and a preview cut to two lines.
public struct MailRow: CellModel, Sendable {
    /// Sender name (one line).
    public var sender: String
    /// Subject line (one line).
    public var subject: String
    /// Start of the message (two lines at most).
    public var preview: String
    /// "09:41", "Yesterday"…
    public var date: String
    /// Shows the blue dot.
    public var isUnread: Bool

    /// One message in the list.
    public init(sender: String, subject: String, preview: String, date: String, isUnread: Bool) {
        self.sender = sender; self.subject = subject; self.preview = preview; self.date = date; self.isUnread = isUnread
    }

    /// The dot centred on the sender's line, then the three lines aligned after it.
    public var body: some CellView {
        VStackView(alignment: .leading, spacing: 1) {
            HStackView(spacing: 6) {
                CircleView().fill(.systemBlue).frame(width: 10, height: 10).opacity(isUnread ? 1 : 0).id("unread")
                HStackView(alignment: .firstTextBaseline, spacing: 6) {
                    TextView(sender).font(.body, weight: .semibold).lineLimit(1)
                    SpacerView(minLength: 0)
                    TextView(date).font(.subheadline).foregroundColor(.secondaryLabel).id("date")
                    IconView("chevron.right").font(.footnote).foregroundColor(.tertiaryLabel)
                }
            }
            TextView(subject).font(.subheadline).lineLimit(1).padding(EdgeInsets(leading: 16))
            TextView(preview).font(.subheadline).foregroundColor(.secondaryLabel).lineLimit(2)
                .padding(EdgeInsets(leading: 16)).id("preview")
        }
        .padding(EdgeInsets(top: 10, leading: 10, bottom: 11, trailing: 16))
    }

    /// The separator starts under the text.
    public var separatorInset: EdgeInsets? { EdgeInsets(leading: 26) }
}
