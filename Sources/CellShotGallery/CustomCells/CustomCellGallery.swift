import CellShotLayout
import CellShotRaster
import CellShotText

/// The custom cells of the gallery: each light and dark at 375 pt, plus one at an
/// accessibility text size and right-to-left versions.
enum CustomCellGallery {
    static let samples: [(name: String, model: any CellModel & Sendable)] = [
        ("contact", ContactRow(name: "Anna Haro", detail: "Online", presence: .online,
                               avatar: SampleImages.avatar(from: Color(hex: 0xF7A072), to: Color(hex: 0xD9534F)))),
        ("contact-away", ContactRow(name: "Daniel Higgins Jr.", detail: "Last seen 2 hours ago", presence: .away,
                                    avatar: SampleImages.avatar(from: Color(hex: 0x7FB3F5), to: Color(hex: 0x3D6FD1)))),
        ("chat-incoming", ChatBubbleRow(text: "Are we still on for dinner tonight? I booked a table for 8.", isOutgoing: false)),
        ("chat-outgoing", ChatBubbleRow(text: "Yes! See you there.", isOutgoing: true)),
        ("chat-outgoing-notail", ChatBubbleRow(text: "On my way", isOutgoing: true, hasTail: false)),
        ("product", ProductRow(name: "Sport Watch Series 9, 41 mm Aluminium Case", detail: "Sunset Orange · Sport Band",
                               price: "€349.00", oldPrice: "€429.00", photo: SampleImages.watch())),
        ("settings", SettingsRow(icon: "bell.fill", color: .systemRed, title: "Notifications")),
        ("settings-value", SettingsRow(icon: "gear", color: .systemGray, title: "General", value: "iOS 17.4")),
        ("notification", NotificationRow(icon: "calendar", color: .systemOrange, title: "Design review",
                                         message: "Maya moved “Design review” to Thursday at 14:00 and added two people.",
                                         time: "2m ago", isUnread: true)),
        ("mail", MailRow(sender: "John Appleseed", subject: "Quarterly numbers",
                         preview: "Hi team, attached are the figures for the last quarter. Revenue is up 12 % on last year, "
                            + "mostly thanks to the new subscription plans we launched in March.",
                         date: "09:41", isUnread: true)),
        ("media", MediaRow(title: "Golden hour in the hills: a 4K timelapse of the valley at sunset", subtitle: "Nature Films · 1.2M views",
                           duration: "12:34", thumbnail: SampleImages.landscape())),
        ("progress", ProgressRow(title: "Holiday photos.zip", detail: "12.4 MB of 19.3 MB · 8 s left", progress: 0.64)),
    ]

    static func entries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        for sample in samples {
            for appearance in Appearance.allCases {
                entries.append(GalleryEntry(name: "custom-\(sample.name)-\(appearance.rawValue)", subject: .model(sample.model), environment: Gallery.env(appearance)))
            }
        }
        func byName(_ name: String) -> (any CellModel & Sendable)? { samples.first { $0.name == name }?.model }
        for name in ["mail", "contact"] {
            if let model = byName(name) {
                entries.append(GalleryEntry(name: "custom-\(name)-accessibilityLarge", subject: .model(model), environment: Gallery.env(size: .accessibilityLarge)))
            }
        }
        for name in ["contact", "chat-incoming", "chat-outgoing", "progress"] {
            if let model = byName(name) { entries.append(GalleryEntry(name: "custom-\(name)-rtl", subject: .model(model), environment: Gallery.env(rtl: true))) }
        }
        return entries
    }
}
