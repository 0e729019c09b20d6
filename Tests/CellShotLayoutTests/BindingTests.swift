import CellShotGallery
import CellShotLayout
import Foundation
import Testing

@Suite struct BindingTests {
    @Test func taskDataBindsByName() {
        let t = SampleData.sampleTasks()[0]
        let cell = CellBinding.cell(for: t, configuration: .tripleMetadata(style: .detail))
        #expect(cell.title == "Complete project proposal")
        #expect(cell.icon == "doc.text")
        #expect(cell.badge == "3")
        // Dates first, in declaration order (due: medium, created: relative), then strings.
        #expect(cell.metadata == [.date(t.dueDate!, .medium), .date(t.createdDate!, .relative), .text("High"), .text("Work")])
        #expect(cell.notes.isEmpty)
    }

    @Test func boundDatesFormatAgainstTheEnvironment() throws {
        let t = SampleData.sampleTasks()[0]   // due in 1 day, created 2 h ago
        let cell = Cell(data: t, metadataViews: 3, style: .detail)
        let tree = try cell.layout(width: 375)
        #expect(tree.node(named: "chip[0]")?.text == "Jan 16, 2024")
        #expect(tree.node(named: "chip[1]")?.text == "2h ago")
        #expect(tree.node(named: "chip[2]")?.text == "High")
        var env = CellEnvironment.standard
        env.locale = .enGB
        env.now = Date(timeIntervalSince1970: env.now.timeIntervalSince1970 - 86_400)
        let gb = try cell.layout(width: 375, environment: env)
        #expect(gb.node(named: "chip[0]")?.text == "16 Jan 2024")
        #expect(gb.node(named: "chip[1]")?.text == "in 22 hr")  // CLDR 47 en-GB hour-narrow
    }

    @Test func arbitraryModelsBindByReflection() {
        struct Note { let title: String; let badge: Int; let place: String?; let missing: String?; let when: Date }
        let cell = CellBinding.cell(for: Note(title: "Hi", badge: 7, place: "Home", missing: nil, when: Date(timeIntervalSince1970: 0)))
        #expect(cell.title == "Hi")
        #expect(cell.badge == "7")
        #expect(cell.metadata == [.date(Date(timeIntervalSince1970: 0), .medium), .text("Home")])
    }

    @Test func modelWithoutBindablePropertiesIsNoted() throws {
        struct Nothing { let n = 1 }
        let cell = CellBinding.cell(for: Nothing())
        #expect(cell.title == "")
        let dump = try cell.layout(width: 375).dump()
        #expect(dump.contains("note: model Nothing has no bindable properties: empty title"))
    }
}
