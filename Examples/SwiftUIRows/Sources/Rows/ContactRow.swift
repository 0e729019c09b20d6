import SwiftUI

/// A person: avatar with initials, name and handle, an unread badge and a chevron.
public struct ContactRow: View {
    var name: String
    var handle: String
    var unread: Int
    @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 44

    public init(name: String, handle: String, unread: Int) { self.name = name; self.handle = handle; self.unread = unread }

    private var initials: String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }

    public var body: some View {
        HStack(spacing: 12) {
            Text(initials)
                .font(.system(size: 17, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: avatarSize, height: avatarSize)
                .background(Circle().fill(Color.indigo))
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text("@\(handle)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if unread > 0 {
                Text("\(unread)")
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 7)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(.red))
            }
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundColor(Color(.tertiaryLabel))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

#Preview {
    ContactRow(name: "Ada Lovelace", handle: "ada", unread: 3)
}

#Preview("No unread", traits: .sizeThatFitsLayout) {
    ContactRow(name: "Grace Hopper", handle: "grace", unread: 0)
}
