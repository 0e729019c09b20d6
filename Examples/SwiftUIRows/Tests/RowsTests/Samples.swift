import Foundation
import Rows
import SwiftUI

/// The rows as the app shows them, with sample data.
enum Samples {
    static var landmark: Landmark { Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree National Park", imageName: "turtlerock", isFavorite: true) }
    static var scrum: DailyScrum {
        DailyScrum(id: 1, title: "Design Review", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"],
                                  lengthInMinutes: 10, theme: SwiftUI.Color.orange)
    }
    /// 15 January 2024, 11:42 UTC: 18 minutes before the snapshot's fixed "now".
    static let sent = Date(timeIntervalSince1970: 1_705_318_920)

    /// Every row, by name.
    static var rows: [(name: String, view: AnyView)] { [
        ("landmark", AnyView(LandmarkRow(landmark: landmark))),
        ("scrumCard", AnyView(CardView(scrum: scrum))),
        ("version", AnyView(VersionRow(version: "2.4.1 (1187)"))),
        ("notifications", AnyView(NotificationsRow())),
        ("keyValue", AnyView(KeyValueRow(key: "Storage used", value: "12.4 GB of 64 GB"))),
        ("contact", AnyView(ContactRow(name: "Ada Lovelace", handle: "ada", unread: 3))),
        ("stampCard", AnyView(StampCard(collected: 5, total: 8))),
        ("download", AnyView(DownloadRow(model: DownloadModel(title: "Episode 112 – Building for Linux", fraction: 0.62)))),
        ("loading", AnyView(LoadingRow())),
        ("episode", AnyView(EpisodeRow(title: "Why snapshot tests drift between machines", show: "Swift Talk", minutes: 42))),
        ("product", AnyView(ProductRow(name: "Oat Flat White", price: "€3.20", oldPrice: "€3.90"))),
        ("message", AnyView(MessageRow(sender: "Grace Hopper", subject: "Compiler notes",
                                       preview: "I've attached the notes from Tuesday; the second half covers the linker changes we discussed.",
                                       sent: sent, isUnread: true))),
        ("banner", AnyView(BannerRow(message: "Changes will sync when you're back online."))),
        ("profile", AnyView(ProfileRow().environment(Profile(name: "Ada Lovelace", unread: 2)))),
        ("chat", AnyView(ChatRow(name: "Grace Hopper", lastMessage: "Found the bug: a moth in relay 70, panel F. Taped it into the log book.",
                                 sent: sent, unread: 3))),
        ("quote", AnyView(QuoteRow(quote: Quote("AAPL", "Apple Inc.", price: 187.44, change: -0.0123)))),
        ("profileHeader", AnyView(ProfileHeader(name: "Ada Lovelace", handle: "ada", sections: ["Posts", "Replies", "Media", "Likes"],
                                                selected: 1))),
        ("track", AnyView(TrackRow(title: "Clair de Lune (Suite bergamasque)", artist: "Claude Debussy", seconds: 301, isPlaying: true))),
        ("notification", AnyView(NotificationList(notifications: notifications))),
        ("forecast", AnyView(ForecastRow(day: "Tue", symbol: "cloud.sun", rainChance: 30, low: 9, high: 17, weekLow: 6, weekHigh: 21))),
        ("order", AnyView(OrderRow(number: "#1042", items: "Oat Flat White ×2, Almond Croissant, Sourdough Loaf", total: 11.6,
                                   status: .shipped))),
        ("workout", AnyView(WorkoutRow(title: "Morning Run", time: "07:12",
                                       stats: [WorkoutStat(symbol: "timer", value: "42:18"), WorkoutStat(symbol: "mappin", value: "8.2 km"),
                                               WorkoutStat(symbol: "flame", value: "512 kcal")]))),
        ("activity", AnyView(ActivityRow(name: "Ada Lovelace", action: "liked your post “Notes on the Analytical Engine”",
                                         symbol: "heart.fill", tint: .pink, date: liked, isUnread: true))),
        ("status", AnyView(StatusRow(status: status).padding(.horizontal).environment(TimelineModel()))),
    ] }

    /// A boosted post with markdown and two tags, 2 h 46 min before the snapshot's fixed "now".
    static var status: Status {
        Status(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, author: "Mona Lisa", handle: "mona@museum.social",
               body: "Just **restored** my frame. Visit the *Louvre* and say hi — `#art`",
               posted: Date(timeIntervalSince1970: 1_705_310_000), replies: 12, boosts: 1_250, favourites: 4_321,
               isBoosted: true, tags: ["art", "louvre"])
    }

    /// 20 November 2023, 09:00 UTC: a month and three weeks (and some days) before the snapshot's "now".
    static let liked = Date(timeIntervalSince1970: 1_700_470_800)

    /// Two notifications, 18 minutes and 2 hours before the snapshot's fixed "now".
    static var notifications: [AppNotification] { [
        AppNotification(id: 1, app: "Messages", symbol: "message.fill", tint: .green, title: "Grace Hopper",
                        message: "Found the bug: a moth in relay 70, panel F. Taped it into the log book and sent a photo.",
                        date: sent, count: 3),
        AppNotification(id: 2, app: "Calendar", symbol: "calendar", tint: .red, title: "Design Review",
                        message: "Tomorrow at 10:00 in Room 4", date: sent.addingTimeInterval(-6_120), count: 0),
    ] }

    /// The rows' names, in order.
    static let names = ["landmark", "scrumCard", "version", "notifications", "keyValue", "contact", "stampCard", "download",
                        "loading", "episode", "product", "message", "banner", "profile", "chat", "quote", "profileHeader",
                        "track", "notification", "forecast", "order", "workout", "activity", "status"]
}
