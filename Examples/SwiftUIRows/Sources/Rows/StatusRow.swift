import SwiftUI

/// A post in a social timeline (a Mastodon-style status).
public struct Status: Identifiable, Hashable {
    public let id: UUID
    var author: String
    var handle: String
    var body: String
    var posted: Date
    var replies: Int
    var boosts: Int
    var favourites: Int
    var isBoosted: Bool
    var tags: [String]
    /// The post's page on its server.
    var link: URL { URL(string: "https://\(handle.split(separator: "@").last ?? "")/@\(author)") ?? URL(fileURLWithPath: "/") }
    public init(id: UUID, author: String, handle: String, body: String, posted: Date, replies: Int, boosts: Int, favourites: Int, isBoosted: Bool, tags: [String]) {
        self.id = id; self.author = author; self.handle = handle; self.body = body; self.posted = posted
        self.replies = replies; self.boosts = boosts; self.favourites = favourites; self.isBoosted = isBoosted; self.tags = tags
    }
}

/// The timeline's shared state, put in the environment by the list.
@Observable public final class TimelineModel {
    public init() {}
    /// Posts the reader has opened from a notification: drawn on a tinted background.
    public var highlighted: Set<UUID> = []
}

/// A count beside its symbol, in the tint when it is the reader's own; the symbol alone at
/// accessibility text sizes.
private struct CounterLabel: View {
    let systemImage: String
    let count: Int
    var active = false
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let label = Label {
            Text(count, format: .number.notation(.compactName))
                .monospacedDigit()
        } icon: {
            Image(systemName: systemImage)
                .symbolRenderingMode(.hierarchical)
                .imageScale(.small)
        }
        Group {
            if typeSize.isAccessibilitySize {
                label.labelStyle(.iconOnly)
            } else {
                label.labelStyle(.titleAndIcon)
            }
        }
        .foregroundStyle(active ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
    }
}

/// A timeline row: avatar with a boost badge, name and handle (on one line when they fit),
/// the post's markdown, its tags in a horizontal scroll view, and the reply, boost and
/// favourite counts with a menu.
public struct StatusRow: View {
    let status: Status
    public init(status: Status) { self.status = status }
    @Environment(TimelineModel.self) private var model
    @Environment(\.openURL) private var openURL
    @Environment(\.horizontalSizeClass) private var sizeClass
    @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 44
    @State private var expanded = false

    public var body: some View {
        HStack(alignment: .top, spacing: sizeClass == .regular ? 16 : 12) {
            Circle()
                .fill(LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: avatarSize, height: avatarSize)
                .overlay(alignment: .bottomTrailing) {
                    if status.isBoosted {
                        Image(systemName: "arrow.2.squarepath")
                            .font(.caption2.weight(.bold))
                            .padding(3)
                            .background(.green, in: Circle())
                            .foregroundStyle(.white)
                            .offset(x: 4, y: 4)
                    }
                }
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 4) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 4) {
                        Text(status.author).font(.headline).lineLimit(1)
                        Text("@\(status.handle)").foregroundStyle(.secondary).lineLimit(1)
                        Spacer(minLength: 4)
                        Text(status.posted, style: .relative).font(.footnote).foregroundStyle(.tertiary)
                    }
                    VStack(alignment: .leading) {
                        Text(status.author).font(.headline)
                        Text(verbatim: "@" + status.handle).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                Text(LocalizedStringKey(status.body))
                    .font(.body)
                    .lineLimit(expanded ? nil : 3)
                    .textSelection(.enabled)
                if !status.tags.isEmpty {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(status.tags, id: \.self) { tag in
                                Text("#\(tag)")
                                    .font(.caption.bold())
                                    .padding(.horizontal, 8)
                                    .padding(.vertical, 4)
                                    .background(Color.accentColor.opacity(0.15), in: Capsule())
                            }
                        }
                    }
                }
                HStack(spacing: 24) {
                    Button { } label: { CounterLabel(systemImage: "bubble.left", count: status.replies) }
                    Button { } label: { CounterLabel(systemImage: "arrow.2.squarepath", count: status.boosts, active: status.isBoosted) }
                    Button { } label: { CounterLabel(systemImage: "star", count: status.favourites) }
                    Spacer()
                    Menu {
                        Button("Open in browser", systemImage: "safari") { openURL(status.link) }
                        Button("Report", systemImage: "flag", role: .destructive) { }
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                }
                .buttonStyle(.borderless)
                .font(.subheadline)
                .padding(.top, 4)
            }
        }
        .padding(.vertical, 8)
        .background(model.highlighted.contains(status.id) ? Color.accentColor.opacity(0.08) : Color.clear)
        .contentShape(Rectangle())
        .onTapGesture { expanded.toggle() }
        .swipeActions(edge: .trailing) {
            Button("Boost", systemImage: "arrow.2.squarepath") { }.tint(.green)
        }
        .contextMenu { Button("Mute") { } }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Reply") { }
        .sensoryFeedback(.selection, trigger: expanded)
        .animation(.snappy, value: expanded)
    }
}

#Preview("Status", traits: .sizeThatFitsLayout) {
    List {
        StatusRow(status: Status(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, author: "Mona Lisa", handle: "mona@museum.social",
                                      body: "Just **restored** my frame. Visit the *Louvre* and say hi — `#art`",
                                      posted: Date(timeIntervalSince1970: 1_700_000_000), replies: 12, boosts: 1_250, favourites: 4_321,
                                      isBoosted: true, tags: ["art", "louvre"]))
    }
    .listStyle(.plain)
    .environment(TimelineModel())
}
