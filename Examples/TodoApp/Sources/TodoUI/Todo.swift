import CellShotLayout
import Foundation

/// A to-do item of the app.
public struct Todo: Sendable, Hashable {
    public var title: String
    public var due: Date?
    public var priority: String?
    public var done: Bool

    public init(title: String, due: Date? = nil, priority: String? = nil, done: Bool = false) {
        self.title = title; self.due = due; self.priority = priority; self.done = done
    }

    /// The card the app shows for the item.
    public var card: Cell {
        var metadata: [MetadataValue] = []
        if let priority { metadata.append(.text(priority)) }
        if let due { metadata.append(.date(due, .medium)) }
        return Cell(title: title, icon: done ? "checkmark.circle.fill" : "doc.text",
                    metadata: metadata, configuration: .preset(metadataViews: metadata.count, style: .detail))
    }
}

/// The header above the list: a title and how many items are open.
public struct TodoHeader: CellView {
    public var open: Int

    public init(open: Int) { self.open = open }

    public var body: some CellView {
        HStackView(spacing: 8) {
            TextView("To Do").font(.title2, weight: .bold)
            SpacerView()
            TextView("\(open) open").font(.subheadline).foregroundColor(.secondaryLabel)
        }
        .padding(horizontal: 16, vertical: 12)
    }
}

/// The list screen's table.
public func todoTable(_ items: [Todo]) -> TableView {
    TableView(style: .insetGrouped) {
        TableSection("Today") {
            for item in items {
                Row(text: item.title).accessory(item.done ? .checkmark : .none)
            }
        }
    }
}
