import SwiftUI

/// A place, as Apple's Landmarks tutorial models it.
public struct Landmark: Identifiable, Hashable {
    public var id: Int
    public var name: String
    public var park: String
    public var imageName: String
    public var isFavorite: Bool
    public init(id: Int, name: String, park: String, imageName: String, isFavorite: Bool) {
        self.id = id; self.name = name; self.park = park; self.imageName = imageName; self.isFavorite = isFavorite
    }
}

/// A daily meeting, as Apple's Scrumdinger models it.
public struct DailyScrum: Identifiable {
    public var id: Int
    public var title: String
    public var attendees: [String]
    public var lengthInMinutes: Int
    public var theme: Color
    public init(id: Int, title: String, attendees: [String], lengthInMinutes: Int, theme: Color) {
        self.id = id; self.title = title; self.attendees = attendees; self.lengthInMinutes = lengthInMinutes; self.theme = theme
    }
}

/// A download the app observes.
public final class DownloadModel: ObservableObject {
    @Published public var title: String
    @Published public var fraction: Double
    public init(title: String, fraction: Double) { self.title = title; self.fraction = fraction }
}

/// The user's profile, an `@Observable` model.
@Observable
public final class Profile {
    public var name: String
    public var unread: Int
    public init(name: String, unread: Int) { self.name = name; self.unread = unread }
}

/// How wide the app's accent strip is (a custom environment key).
public struct AccentWidthKey: EnvironmentKey {
    public static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
    public var accentWidth: CGFloat {
        get { self[AccentWidthKey.self] }
        set { self[AccentWidthKey.self] = newValue }
    }
}
