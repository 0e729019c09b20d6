import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation

/// The tables of the seed libraries, rebuilt with the table DSL: AveTableBuilder's pizza
/// order, SwiftTableSpaces' to-do list, a TableViewLiaison feed, a CellKit data source, an
/// iOS Settings screen and MetaCellKit's "Decide" screen.
public enum TableSamples {
    /// Toppings of the pizza order.
    enum Topping: String, CaseIterable, Sendable { case cheese, mushrooms, olives, pepperoni, pineapple }

    /// AveTableBuilder's "pizza order" example, drinks and order summary shown.
    public static func pizzaOrder() -> TableView {
        let selected: Set<Topping> = [.cheese, .olives]
        return TableView(style: .insetGrouped) {
            TableSection.Stylished {
                TableSection {
                    Row(text: "Pizza Order").textFont(.title3).textAlignment(.center)
                    Row(text: "Welcome to the pizza builder! Select what you want and we will make it happen")
                        .numberOfLines(0).textAlignment(.center).textFont(.footnote)
                    Row(text: "Visit our website").textAlignment(.center).textColor(.systemBlue)
                        .backgroundColor(.secondarySystemBackground)
                }
                .backgroundColor(.systemRed)
                .textColor(.white)
                TableSection("Drinks") {
                    Row.Switch(text: "Include Drinks", isOn: true)
                    Row.Stepper(text: "Coca-Cola", value: 2, in: 0...10)
                    Row.Stepper(text: "Beer", value: 0, in: 0...10)
                }
                TableSection.MultiSelection("Toppings", data: Topping.allCases, selection: selected) { topping in
                    Row(text: topping.rawValue.capitalized)
                }
                TableSection {
                    Row(text: "Order:", subtitle: "2 × Coca-Cola, cheese, olives").numberOfLines(0)
                    Row.Action(text: "Complete Order")
                }
            }
        }
    }

    /// SwiftTableSpaces' to-dos: a space with default header and footer titles, and a
    /// completed space with a custom, multi-line, bold header view.
    struct ToDoSpace: TableSpace {
        let todos: [String]
        var rows: [any RowContent] {
            Row.ForEach(todos) { todo in Row(text: todo).textFont(.system(size: 14)) }
        }
        var headerTitle: String? { "ToDos" }
        var footerTitle: String? { "Swipe a to-do to complete or delete it." }
    }

    struct CompletedSpace: TableSpace {
        let done: [String]
        var rows: [any RowContent] {
            Row.ForEach(done) { item in
                Row(text: item).textFont(.system(size: 18, weight: .bold)).textAlignment(.trailing).checked()
            }
        }
        var headerView: SectionSupplement? {
            .view(TextView("Completed ToDos With A Custom Header View And A Long Title To Run Multiple Lines")
                .font(.system(size: 20, weight: .bold)).foregroundColor(.label).lineLimit(nil)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(horizontal: 16, vertical: 10)
                .background(.systemBackground))
        }
    }

    /// The to-do table; `editing` shows delete controls and reorder handles.
    public static func toDos(editing: Bool = false) -> TableView {
        let open = ["Buy milk", "Call the plumber", "Book flights to Lisbon"]
        let done = ["Pay rent", "Renew passport"]
        return TableView(style: .grouped) {
            ToDoSpace(todos: open)
            CompletedSpace(done: done)
        }
        .editing(editing)
    }

    /// TableViewLiaison's feed: plain sections with headers and footers, one fixed-height row
    /// (`setHeight`), the pagination spinner row last; `swipe` reveals a row's trailing actions.
    public static func liaisonFeed(swipe: Bool = false) -> TableView {
        struct Post: Sendable { let title: String; let kind: String }
        let posts = [Post(title: "Weekend hike photos", kind: "large"), Post(title: "New coffee place", kind: "small")]
        let today = TableSection(header: .title("Today"), footer: .title("2 new posts"), rows: posts.map { post in
            Row(text: post.title, subtitle: "by Alex · \(post.kind)", image: .icon("person.fill"))
                .height(.computed(from: post) { $0.kind == "large" ? 72 : 56 })
        })
        var earlier = TableSection(header: .title("Earlier"), rows: [
            Row(text: "Quarterly report", value: "3 files").accessory(.disclosureIndicator),
            Row(text: "Team lunch", value: "Friday").accessory(.detailButton).state(.highlighted),
            .spinner,
        ])
        if swipe {
            earlier = TableSection(header: .title("Earlier"), rows: [
                Row(text: "Quarterly report", value: "3 files").accessory(.disclosureIndicator)
                    .trailingSwipeActions([SwipeAction("Delete", style: .destructive), SwipeAction("Archive", style: .tinted(.systemBlue)),
                                           SwipeAction("More")], revealed: true).row,
                Row(text: "Team lunch", value: "Friday").accessory(.detailDisclosureButton)
                    .leadingSwipeActions([SwipeAction("Unread", style: .tinted(.systemBlue))], revealed: true).row,
                .spinner,
            ])
        }
        return TableView(style: .plain, sections: [today, earlier])
    }

    /// A CellKit data source of three model types: contacts (a user's own ``CellModel``),
    /// settings (value1 rows) and a task (a MetaCellKit card).
    public static func cellKit() -> TableView {
        struct Setting { let name: String; let value: String }
        let contacts = [ContactRow(name: "Ada Lovelace", detail: "Online", presence: .online,
                                   avatar: SampleImages.avatar(from: Color(hex: 0xF7A072), to: Color(hex: 0xD9534F))),
                        ContactRow(name: "Alan Turing", detail: "Last seen 2 hours ago", presence: .away,
                                   avatar: SampleImages.avatar(from: Color(hex: 0x7FB3F5), to: Color(hex: 0x3D6FD1)))]
        let settings = [Setting(name: "Notifications", value: "On"), Setting(name: "Sync", value: "Every hour")]
        var card = Cell(title: "Write the release notes", icon: "doc.text", badge: "2", configuration: Gallery.configuration(.master, chips: 0))
        card.configuration.showDisclosureIndicator = true
        return TableView(style: .plain, sections: [
            TableSection(header: .title("Contacts"), rows: contacts.map { Row(model: $0) }),
            TableSection(header: .title("Settings"), rows: settings.map { Row(text: $0.name, value: $0.value).accessory(.disclosureIndicator) }),
            TableSection(header: .title("Contact"), rows: [
                Row(text: "mobile", detailText: "+44 20 7946 0000", style: .value2),
                Row(text: "email", detailText: "ada@example.com", style: .value2).state(.selected),
            ]),
            TableSection(header: .title("Tasks"), rows: [Row(cell: card)]),
        ])
    }

    /// An iOS Settings-like screen: inset-grouped, icons on coloured squares, value1 rows, switches.
    public static func settings() -> Screen {
        let table = TableView(style: .insetGrouped) {
            TableSection {
                Row.Switch(text: "Airplane Mode", isOn: false, image: .settings("airplane", background: .systemOrange))
                Row(text: "Wi-Fi", value: "Home", image: .settings("wifi", background: .systemBlue)).accessory(.disclosureIndicator)
                Row(text: "Cellular", value: "Off", image: .settings("antenna.radiowaves.left.and.right", background: .systemGreen)).accessory(.disclosureIndicator)
            }
            TableSection {
                Row(text: "Notifications", image: .settings("bell.badge.fill", background: .systemRed)).accessory(.disclosureIndicator)
                Row(text: "Focus", image: .settings("moon.fill", background: .systemIndigo)).accessory(.disclosureIndicator)
                Row.Switch(text: "Show Previews", isOn: true, image: .settings("eye.fill", background: .systemGray))
            }
            TableSection("General", footer: "Automatic updates install overnight while charging.") {
                Row(text: "About", image: .settings("info.circle.fill", background: .systemGray)).accessory(.disclosureIndicator)
                Row(text: "Software Update", value: "17.4", image: .settings("gearshape.fill", background: .systemGray)).accessory(.disclosureIndicator)
                Row(text: "Storage", value: "54 GB", image: .settings("externaldrive.fill", background: .systemGray)).accessory(.disclosureIndicator)
            }
        }
        return Screen(title: "Settings", table: table)
    }

    /// MetaCellKit's "Decide" screen: back button, large title, detail cards as rows.
    public static func decide() -> Screen {
        let muted = DynamicColor(light: Color(red: 0.78, green: 0.31, blue: 0.32), dark: Color(red: 0.85, green: 0.38, blue: 0.38))
        let green = DynamicColor(light: Color(red: 0.29, green: 0.6, blue: 0.4), dark: Color(red: 0.35, green: 0.68, blue: 0.46))
        let titles = ["This is a task due today. Long press to trigger the contextual menu and choose Mark as Done.",
                      "This is a stalled task, with a due date before today. Swipe from right to left to send it back.",
                      "Monday: 5 minutes aerobic"]
        let cells = titles.map { title -> Cell in
            var cell = Cell(title: title, icon: "doc", configuration: Gallery.configuration(.detail, chips: 2))
            cell.configuration.metadataConfigs = [ChipConfiguration(icon: "at", backgroundColor: green),
                                               ChipConfiguration(icon: "clock", backgroundColor: muted)]
            cell.configuration.iconAlignment = .top
            cell.metadata = [.text("Personal"), .text("21 Jul 2025")]
            return cell
        }
        let table = TableView(style: .plain, sections: [TableSection(rows: cells.map { Row(cell: $0) })])
            .separatorStyle(.none)
            .tint(DynamicColor(light: Color(red: 0.91, green: 0.6, blue: 0.27), dark: Color(red: 0.95, green: 0.65, blue: 0.32)))
        return Screen(title: "Decide", backTitle: "Back", trailingButtons: [BarButton("Edit")], table: table)
    }

    /// A 1 000-row plain table (value1 rows) for viewport snapshots and benchmarks.
    public static func longList(rows: Int = 1_000) -> TableView {
        TableView(style: .plain, sections: [
            TableSection(header: .title("Items"), rows: (0..<rows).map { Row(text: "Item \($0 + 1)", value: "#\($0 + 1)") }),
        ])
    }
}
