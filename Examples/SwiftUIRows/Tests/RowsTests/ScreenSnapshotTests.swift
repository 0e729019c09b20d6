import CellShotTesting
import Rows
import SwiftUI
import Testing

/// Whole screens: the Settings form and the inbox with one row's swipe actions revealed, at
/// a 393 pt phone width, against the committed references in __Snapshots__.
@Suite struct ScreenSnapshotTests {
    static let inbox = [
        MailMessage(id: 1, sender: "Grace Hopper", subject: "Compiler notes",
                    preview: "I've attached the notes from Tuesday; the second half covers the linker changes we discussed.",
                    date: "09:41", isUnread: true),
        MailMessage(id: 2, sender: "Alan Turing", subject: "Re: Lunch on Friday",
                    preview: "Friday works. The place by the station does a decent set menu.", date: "Yesterday", isUnread: false),
        MailMessage(id: 3, sender: "Katherine Johnson", subject: "Trajectory tables",
                    preview: "Checked the tables against the new figures: two rows needed a correction.", date: "Monday", isUnread: true),
    ]

    @Test func settings() {
        assertSnapshot(of: SettingsScreen(), matrix: SnapshotMatrix(appearances: [.light, .dark], widths: [393]),
                       as: { .image(width: $0.width, environment: $0.environment) }, named: "settings")
    }

    @Test func inboxWithTrailingActionsRevealed() {
        assertSnapshot(of: MailboxList(messages: Self.inbox).swipeActionsRevealed(row: 1), as: .image(width: 393), named: "inbox.trailing")
    }

    @Test func inboxWithLeadingActionsRevealed() {
        assertSnapshot(of: MailboxList(messages: Self.inbox).swipeActionsRevealed(row: 0, edge: .leading), as: .image(width: 393),
                       named: "inbox.leading")
    }
}
