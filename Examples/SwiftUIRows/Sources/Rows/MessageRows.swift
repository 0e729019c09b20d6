import SwiftUI

/// A mail-like message: unread dot, sender, time, subject and preview.
public struct MessageRow: View {
    var sender: String
    var subject: String
    var preview: String
    var sent: Date
    var isUnread: Bool
    @Environment(\.accentWidth) private var accentWidth

    public init(sender: String, subject: String, preview: String, sent: Date, isUnread: Bool) {
        self.sender = sender; self.subject = subject; self.preview = preview; self.sent = sent; self.isUnread = isUnread
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(isUnread ? Color.accentColor : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(sender)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text(sent, style: .time)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(subject)
                    .font(.subheadline)
                Text(preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 10)
        .padding(.trailing, 16)
        .padding(.leading, 8 + accentWidth)
    }
}

/// A warning banner with a symbol, on a tinted rounded background.
public struct BannerRow: View {
    var message: String
    public init(message: String) { self.message = message }
    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 10) {
            Image(systemName: "exclamationmark.triangle")
                .foregroundStyle(.orange)
            Text("**Offline.** \(message)")
                .font(.callout)
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.orange.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

/// A profile header reading an `@Observable` model from the environment.
public struct ProfileRow: View {
    @Environment(Profile.self) private var profile
    @Environment(\.colorScheme) private var colorScheme

    public init() {}

    public var body: some View {
        HStack {
            Image(systemName: "person.fill")
                .font(.largeTitle)
                .foregroundStyle(colorScheme == .dark ? .white : .gray)
            VStack(alignment: .leading) {
                Text(profile.name)
                    .font(.title3)
                Text("\(profile.unread) unread")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "gear")
                .imageScale(.large)
                .foregroundStyle(.tint)
                .overlay(alignment: .topTrailing) {
                    if profile.unread > 0 {
                        Circle().fill(.red).frame(width: 8, height: 8)
                    }
                }
        }
        .padding()
    }
}
