import SwiftUI

/// One message in a mailbox.
public struct MailMessage: Identifiable, Hashable, Sendable {
    public let id: Int
    public var sender: String
    public var subject: String
    public var preview: String
    public var date: String
    public var isUnread: Bool

    public init(id: Int, sender: String, subject: String, preview: String, date: String, isUnread: Bool) {
        self.id = id; self.sender = sender; self.subject = subject; self.preview = preview; self.date = date; self.isUnread = isUnread
    }
}

/// A Mail-like inbox: a plain list of messages, each with trailing swipe actions (Delete,
/// Flag) and a leading one (Read / Unread).
public struct MailboxList: View {
    var messages: [MailMessage]

    public init(messages: [MailMessage]) { self.messages = messages }

    public var body: some View {
        NavigationStack {
            List(messages) { message in
                MailboxRow(message: message)
                    .swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) {}
                        Button("Flag") {}.tint(Color.orange)
                    }
                    .swipeActions(edge: .leading) {
                        Button(message.isUnread ? "Read" : "Unread") {}.tint(Color.blue)
                    }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        }
    }
}

/// A message row: the unread dot, sender and date, subject, and a two-line preview.
struct MailboxRow: View {
    var message: MailMessage

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            Circle().fill(message.isUnread ? Color.blue : Color.clear).frame(width: 10, height: 10).padding(.top, 6)
            VStack(alignment: .leading, spacing: 1) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender).fontWeight(.semibold).lineLimit(1)
                    Spacer()
                    Text(message.date).font(.subheadline).foregroundStyle(.secondary)
                }
                Text(message.subject).font(.subheadline).lineLimit(1)
                Text(message.preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
        }
    }
}
