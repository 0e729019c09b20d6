import CellShotLayout
import Foundation

/// MetaCellKit's `TaskData` sample model, bound by reflection.
public struct TaskData: CellDataProtocol, Hashable, Sendable {
    public var title: String
    public var icon: String?
    public var badge: String?
    public var dueDate: Date?
    public var createdDate: Date?
    public var priority: String?
    public var context: String?

    public init(title: String, icon: String? = nil, badge: String? = nil, dueDate: Date? = nil,
                createdDate: Date? = nil, priority: String? = nil, context: String? = nil) {
        self.title = title; self.icon = icon; self.badge = badge; self.dueDate = dueDate
        self.createdDate = createdDate; self.priority = priority; self.context = context
    }
}

/// Sample tasks and configurations mirroring MetaCellKit's `MetaCellKitSampleData`, with
/// dates fixed relative to ``CellEnvironment/defaultNow`` (15 Jan 2024 12:00 UTC).
public enum SampleData {
    static let now = CellEnvironment.defaultNow.timeIntervalSince1970
    static func at(_ offset: Double) -> Date { Date(timeIntervalSince1970: now + offset) }

    /// Sample tasks: a due-tomorrow proposal, a team meeting, a long wrapped review title, …
    public static func sampleTasks() -> [TaskData] {
        [
            TaskData(title: "Complete project proposal", icon: "doc.text", badge: "3",
                     dueDate: at(86_400), createdDate: at(-7_200), priority: "High", context: "Work"),
            TaskData(title: "Team meeting preparation", icon: "person", badge: "1",
                     dueDate: at(3 * 86_400), context: "Office"),
            TaskData(title: "Review the quarterly financial reports and prepare summary presentation for the board meeting next week",
                     icon: "magnifyingglass", badge: "12", dueDate: at(-86_400), createdDate: at(-3 * 86_400), priority: "Medium"),
            TaskData(title: "Buy groceries", icon: "tray", dueDate: at(4 * 3600), context: "Personal"),
            TaskData(title: "Call the dentist", icon: "bell", badge: "New", createdDate: at(-45 * 60)),
            TaskData(title: "Plan weekend trip", icon: "star", priority: "Low", context: "Family"),
        ]
    }

    /// The configurations MetaCellKit's sample shows: basic master, single/dual/triple detail,
    /// and an editable one with top icon alignment and a character count.
    public static func sampleConfigurations() -> [CellConfiguration] {
        var editable = CellConfiguration.dualMetadata(style: .detail)
        editable.editing = EditingConfiguration(isEditingEnabled: true, maxTextLength: 100, characterCountDisplay: .both,
                                                placeholderText: "Enter task description...")
        editable.iconAlignment = .top
        return [
            .basic(style: .master),
            .singleMetadata(style: .detail),
            .dualMetadata(style: .detail),
            .tripleMetadata(style: .master),
            .tripleMetadata(style: .detail),
            editable,
        ]
    }
}
