import SwiftUI

/// An entry of an activity feed: an avatar on a gradient with a badge naming the action, who
/// did what, how long ago (in calendar units: "1 month, 3 weeks") and an unread dot.
public struct ActivityRow: View {
    var name, action, symbol: String
    var tint: Color
    var date: Date
    var isUnread: Bool

    public init(name: String, action: String, symbol: String, tint: Color, date: Date, isUnread: Bool) {
        self.name = name; self.action = action; self.symbol = symbol; self.tint = tint; self.date = date; self.isUnread = isUnread
    }

    private var initials: String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .fill(Gradient(colors: [.teal, .blue]))
                    .frame(width: 44, height: 44)
                    .overlay(Text(initials).font(.headline).foregroundStyle(.white))
                Image(systemName: symbol)
                    .font(.caption2)
                    .fontWeight(.black)
                    .foregroundStyle(.white)
                    .frame(width: 20, height: 20)
                    .background(tint, in: Circle())
                    .offset(x: 4, y: 4)
            }
            VStack(alignment: .leading, spacing: 4) {
                (Text(name).bold() + Text(" ") + Text(action))
                    .font(.subheadline)
                    .lineLimit(2)
                HStack(spacing: 4) {
                    Image(systemName: "clock").fontWeight(.light)
                    Text(date, style: .relative)
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            if isUnread {
                Circle()
                    .fill(Color.accentColor)
                    .frame(width: 10, height: 10)
                    .padding(.top, 6)
                    .accessibilityLabel("Unread")
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }
}
