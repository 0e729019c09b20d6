import CellShotLayout
import CellShotRaster
import CellShotText

/// A video row: a 16:9 thumbnail with its duration badge, the title (two lines) and the
/// channel with its view count.
public struct MediaRow: CellModel, Sendable {
    /// Video title.
    public var title: String
    /// "Channel · 1.2M views".
    public var subtitle: String
    /// "12:34".
    public var duration: String
    /// The thumbnail (3 pixels per point), shown 128 × 72 pt.
    public var thumbnail: Image

    /// One video.
    public init(title: String, subtitle: String, duration: String, thumbnail: Image) {
        self.title = title; self.subtitle = subtitle; self.duration = duration; self.thumbnail = thumbnail
    }

    /// Thumbnail with badge, then text.
    public var body: some CellView {
        HStackView(alignment: .top, spacing: 12) {
            ImageView(thumbnail, scale: 3).frame(width: 128, height: 72).cornerRadius(8)
                .overlay(TextView(duration).font(.caption2, weight: .semibold).foregroundColor(.white)
                            .padding(horizontal: 5, vertical: 1)
                            .background(RoundedRectangleView(cornerRadius: 4).fill(DynamicColor(Color(white: 0, alpha: 0.72))))
                            .padding(5).id("duration"),
                         alignment: .bottomTrailing)
                .id("thumbnail")
            VStackView(alignment: .leading, spacing: 4) {
                TextView(title).font(.subheadline, weight: .semibold).lineLimit(2)
                TextView(subtitle).font(.footnote).foregroundColor(.secondaryLabel).lineLimit(1)
            }
            SpacerView(minLength: 0)
        }
        .padding(horizontal: 16, vertical: 8)
    }

    /// The separator starts under the text.
    public var separatorInset: EdgeInsets? { EdgeInsets(leading: 156) }
}
