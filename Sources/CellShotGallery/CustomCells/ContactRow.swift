import CellShotLayout
import CellShotRaster
import CellShotText

/// A contacts or messenger row: round 44 pt avatar with a presence dot, name, a detail
/// line and a disclosure chevron.
public struct ContactRow: CellModel, Sendable {
    /// Presence shown by the dot on the avatar.
    public enum Presence: Sendable { case online, away, offline }

    /// The contact's name (one line).
    public var name: String
    /// "Online", "Last seen 2h ago"… (one line).
    public var detail: String
    /// The avatar bitmap (3 pixels per point).
    public var avatar: Image
    /// The dot: green online, orange away, none offline.
    public var presence: Presence

    /// A row for one contact.
    public init(name: String, detail: String, presence: Presence, avatar: Image) {
        self.name = name; self.detail = detail; self.avatar = avatar; self.presence = presence
    }

    /// Avatar, name over detail, chevron.
    public var body: some CellView {
        HStackView(spacing: 12) {
            ZStackView(alignment: .bottomTrailing) {
                ImageView(avatar, scale: 3).frame(width: 44, height: 44).clipShape(CircleView()).id("avatar")
                if presence != .offline {
                    // A dot on a background-coloured disc: the ring cut out of the avatar.
                    CircleView().fill(.systemBackground).frame(width: 15, height: 15)
                        .overlay(CircleView().fill(presence == .online ? .systemGreen : .systemOrange).padding(2.5))
                        .offset(x: 1, y: 1).id("presence")
                }
            }
            VStackView(alignment: .leading, spacing: 1) {
                TextView(name).font(.body, weight: .semibold).lineLimit(1)
                TextView(detail).font(.subheadline).foregroundColor(.secondaryLabel).lineLimit(1)
            }
            SpacerView(minLength: 0)
            IconView("chevron.right", size: 13).foregroundColor(.tertiaryLabel)
        }
        .padding(horizontal: 16, vertical: 8)
    }

    /// The separator starts under the name.
    public var separatorInset: EdgeInsets? { EdgeInsets(leading: 72) }
}
