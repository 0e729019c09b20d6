import SwiftUI

/// A music track: artwork placeholder, title and artist, the duration in tabular digits and
/// an ellipsis button for more actions.
public struct TrackRow: View {
    var title: String
    var artist: String
    var seconds: Int
    var isPlaying: Bool

    public init(title: String, artist: String, seconds: Int, isPlaying: Bool = false) {
        self.title = title; self.artist = artist; self.seconds = seconds; self.isPlaying = isPlaying
    }

    private var duration: String { "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)" }

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 48, height: 48)
                .overlay {
                    Image(systemName: isPlaying ? "speaker.wave.2.fill" : "music.note")
                        .font(.title3)
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.body)
                    .lineLimit(1)
                Text(artist)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer()
            Text(duration)
                .font(.subheadline)
                .monospacedDigit()
                .foregroundStyle(.secondary)
            Button {
            } label: {
                Image(systemName: "ellipsis")
                    .imageScale(.large)
                    .frame(width: 32, height: 32)
            }
            .buttonStyle(.plain)
            .foregroundStyle(.secondary)
            .accessibilityLabel("More")
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

/// One delivered notification.
public struct AppNotification: Identifiable, Sendable {
    public let id: Int
    public var app: String
    public var symbol: String
    public var tint: Color
    public var title: String
    public var message: String
    public var date: Date
    public var count: Int

    public init(id: Int, app: String, symbol: String, tint: Color, title: String, message: String, date: Date, count: Int) {
        self.id = id; self.app = app; self.symbol = symbol; self.tint = tint
        self.title = title; self.message = message; self.date = date; self.count = count
    }
}

/// Notifications in a list: app icon, title, a two-line body, the time since it arrived and a
/// badge with the number of grouped notifications; swipe to clear.
public struct NotificationList: View {
    var notifications: [AppNotification]

    public init(notifications: [AppNotification]) { self.notifications = notifications }

    public var body: some View {
        List(notifications) { notification in
            NotificationRow(notification: notification)
                .badge(notification.count)
                .swipeActions {
                    Button("Clear", role: .destructive) {}
                }
        }
        .listStyle(.plain)
    }
}

/// A notification: the app's icon, its name and age on one line, then title and body.
struct NotificationRow: View {
    var notification: AppNotification

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 9, style: .continuous)
                .fill(notification.tint)
                .frame(width: 38, height: 38)
                .overlay {
                    Image(systemName: notification.symbol)
                        .font(.system(size: 20))
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(notification.app.uppercased())
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Text(notification.date, style: .relative)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(notification.title)
                    .font(.subheadline.weight(.semibold))
                Text(notification.message)
                    .font(.subheadline)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
    }
}
